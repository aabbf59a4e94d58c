// Variant selection, option availability and D1/D2/D4 review-score combining. Spec 1 §4 "Variant selection", §5 "Option availability".
import { SKU_RULES, isVehicleSpecificSku } from '@storefront/shared-domain/runtime';

export type OptionIndex = 1 | 2 | 3;

/** A related variant as the rules read it (spec 1 §3 "Related variant"). */
export interface VariantOptionRow {
  sku: string;
  site_handle?: string | null;
  variant_option_one_value?: string | null;
  variant_option_two_value?: string | null;
  variant_option_three_value?: string | null;
}

/** Chosen values of options one, two and three; null/undefined/'' means not chosen. */
export interface ChosenOptions {
  one?: string | null;
  two?: string | null;
  three?: string | null;
}

const KEY: Record<OptionIndex, keyof ChosenOptions> = { 1: 'one', 2: 'two', 3: 'three' };

export function optionValueOf(variant: VariantOptionRow, index: OptionIndex): string | null {
  const value =
    index === 1
      ? variant.variant_option_one_value
      : index === 2
        ? variant.variant_option_two_value
        : variant.variant_option_three_value;
  return value === undefined || value === null || value === '' ? null : value;
}

function chosen(options: ChosenOptions, index: OptionIndex): string | null {
  const v = options[KEY[index]];
  return v === undefined || v === null || v === '' ? null : v;
}

function bySku(a: VariantOptionRow, b: VariantOptionRow): number {
  return a.sku.localeCompare(b.sku, 'en-US', { numeric: true });
}

/** Distinct values of one option, in first-seen order. */
export function optionValues(variants: readonly VariantOptionRow[], index: OptionIndex): string[] {
  const seen: string[] = [];
  for (const v of variants) {
    const value = optionValueOf(v, index);
    if (value !== null && !seen.includes(value)) seen.push(value);
  }
  return seen;
}

/** An option value is enabled only if a variant combines it with the currently selected other options. */
export function isOptionValueEnabled(
  variants: readonly VariantOptionRow[],
  index: OptionIndex,
  value: string,
  selected: ChosenOptions,
): boolean {
  const others = ([1, 2, 3] as OptionIndex[]).filter((i) => i !== index);
  return variants.some(
    (v) =>
      optionValueOf(v, index) === value &&
      others.every((i) => chosen(selected, i) === null || optionValueOf(v, i) === chosen(selected, i)),
  );
}

/** Option one value of the 8" ZVX. CHOICE: compared with sizes normalised (8", 8 in, 8-inch). */
function isEightInch(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^8(\s*("|”|in|inch|-inch))?$/i.test(value.trim());
}

/**
 * Values shown for an option. For parent sku ZVX-SUBS option two: with option one 8" only 'Dual 1 Ohm' is offered,
 * otherwise only 'Dual 4 Ohm'; the other one is hidden. Other values pass through.
 */
export function visibleOptionValues(
  parentSku: string | null | undefined,
  index: OptionIndex,
  values: readonly string[],
  selected: ChosenOptions,
): string[] {
  if ((parentSku ?? '').trim().toUpperCase() !== SKU_RULES.zvxParentSku || index !== 2) return [...values];
  const hidden = isEightInch(chosen(selected, 1)) ? 'Dual 4 Ohm' : 'Dual 1 Ohm';
  return values.filter((v) => v.trim().toLowerCase() !== hidden.toLowerCase());
}

/** The option-three list shows only when it has more than one value. */
export function showOptionThree(variants: readonly VariantOptionRow[]): boolean {
  return optionValues(variants, 3).length > 1;
}

/** Number of options in use (a multi-option product has more than one). */
export function optionCount(variants: readonly VariantOptionRow[]): number {
  return ([1, 2, 3] as OptionIndex[]).filter((i) => optionValues(variants, i).length > 0).length;
}

/** Add-to-cart is disabled until all options of a multi-option product are chosen. */
export function allOptionsChosen(variants: readonly VariantOptionRow[], selected: ChosenOptions): boolean {
  const used = ([1, 2, 3] as OptionIndex[]).filter((i) => optionValues(variants, i).length > 0);
  if (used.length <= 1) return true;
  return used.every((i) => chosen(selected, i) !== null);
}

/**
 * Choosing options finds the related variant matching every chosen option; if none, the first (CHOICE: by sku order)
 * with the same option one; else null.
 */
export function findVariantForOptions<T extends VariantOptionRow>(
  variants: readonly T[],
  selected: ChosenOptions,
): T | null {
  const sorted = [...variants].sort(bySku);
  const exact = sorted.find((v) =>
    ([1, 2, 3] as OptionIndex[]).every(
      (i) => chosen(selected, i) === null || optionValueOf(v, i) === chosen(selected, i),
    ),
  );
  if (exact) return exact;
  const one = chosen(selected, 1);
  return sorted.find((v) => one !== null && optionValueOf(v, 1) === one) ?? null;
}

/** Default variant of a true variant product: the first related variant, by sku order, whose site_handle matches the handle. */
export function defaultVariant<T extends VariantOptionRow>(variants: readonly T[], productHandle: string): T | null {
  const handle = (productHandle ?? '').trim().toLowerCase();
  return [...variants].sort(bySku).find((v) => (v.site_handle ?? '').trim().toLowerCase() === handle) ?? null;
}

export interface VariantSelectionInput {
  /** ?variant= (or ?sku=) from the address. */
  variantParam?: string | null;
  /** A sku read from the URL path. */
  pathSku?: string | null;
  productSku: string;
  productHandle: string;
  /** product_type 'variant' with related products. */
  isTrueVariant: boolean;
  relatedVariants: readonly VariantOptionRow[];
}

/**
 * The selected sku: the variant parameter, else the sku from the path, else the default related variant, else the
 * product's own sku. CHOICE: a parameter or path sku is used only when it names the product or one of its related
 * variants (case-insensitive); unknown skus fall through to the next source.
 */
export function selectVariantSku(input: VariantSelectionInput): string {
  const known = new Map<string, string>();
  known.set(input.productSku.toUpperCase(), input.productSku);
  for (const v of input.relatedVariants) known.set(v.sku.toUpperCase(), v.sku);
  for (const candidate of [input.variantParam, input.pathSku]) {
    const hit = candidate ? known.get(candidate.trim().toUpperCase()) : undefined;
    if (hit) return hit;
  }
  if (input.isTrueVariant && input.relatedVariants.length > 0) {
    const def = defaultVariant(input.relatedVariants, input.productHandle);
    if (def) return def.sku;
  }
  return input.productSku;
}

/** After a selection the page scrolls to about 225 px when the sku is vehicle-specific or the product is not of variant type. */
export function shouldScrollAfterVariantChange(
  sku: string,
  productType: 'normal' | 'variant' | string | null | undefined,
): boolean {
  return isVehicleSpecificSku(sku) || productType !== 'variant';
}

/** Coil marker (' D1', ' D2', ' D4') at a word end in the sku, or null. */
export function coilMarkerOf(sku: string): string | null {
  const m = / D[124](?![0-9A-Za-z])/.exec(sku ?? '');
  return m ? m[0] : null;
}

/** The sku with its coil marker removed (the family key of D1/D2/D4 variants). */
export function coilFamilyKey(sku: string): string {
  const marker = coilMarkerOf(sku);
  const s = (sku ?? '').trim().toUpperCase();
  return marker ? s.replace(marker.toUpperCase(), '').trim() : s;
}

export interface SkuReviewScore {
  sku: string;
  count: number;
  avgScore: number;
}

/**
 * Review summary of a sku. For skus containing ' D1', ' D2' or ' D4' counts and scores combine across the related
 * variants of the same family (same sku apart from the coil marker), averaged weighted by count; other skus use
 * their own entry. No reviews: { count: 0, avgScore: 0 }.
 */
export function combineReviewScores(
  sku: string,
  scores: readonly SkuReviewScore[],
): { count: number; avgScore: number } {
  const own = (sku ?? '').trim().toUpperCase();
  const family = coilMarkerOf(sku) ? coilFamilyKey(sku) : null;
  const members = scores.filter((s) =>
    family !== null
      ? coilMarkerOf(s.sku) !== null && coilFamilyKey(s.sku) === family
      : s.sku.trim().toUpperCase() === own,
  );
  let count = 0;
  let weighted = 0;
  for (const m of members) {
    const c = Number.isFinite(m.count) && m.count > 0 ? m.count : 0;
    count += c;
    weighted += c * (Number.isFinite(m.avgScore) ? m.avgScore : 0);
  }
  return { count, avgScore: count > 0 ? weighted / count : 0 };
}

/** The skus whose reviews are shown for a sku: the whole coil family when it has a marker, else the sku itself. */
export function reviewSkusFor(sku: string, relatedSkus: readonly string[]): string[] {
  if (!coilMarkerOf(sku)) return [sku];
  const family = coilFamilyKey(sku);
  const out = [sku];
  for (const s of relatedSkus) {
    if (coilMarkerOf(s) && coilFamilyKey(s) === family && !out.some((o) => o.toUpperCase() === s.toUpperCase()))
      out.push(s);
  }
  return out;
}
