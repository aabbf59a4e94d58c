// Product page rules that sit on top of the variant, sku and fitment families: the option lists as the page shows
// them, choosing an option, the page's address (which query survives, ?review=), the fitment line, and the page's
// own texts. Spec 1 §2 "Page-level behaviour", §4 "Variant selection", §5 "Option availability", "Vehicle fitting".
import { PATHS, SKU_RULES } from '@storefront/shared-domain/runtime';
import {
  FIT_CLAIM_TEXTS,
  fitsVehicle,
  vehicleFitClaim,
  vehicleLabel,
  type FitmentProduct,
  type FitmentVehicle,
} from './fitment';
import {
  allOptionsChosen,
  findVariantForOptions,
  isOptionValueEnabled,
  optionValueOf,
  optionValues,
  showOptionThree,
  visibleOptionValues,
  type ChosenOptions,
  type OptionIndex,
  type VariantOptionRow,
} from './variants';

/**
 * Texts of the product page that the spec names ('Bundle Contents', 'Fits your ...', 'Does not fit your ...') plus
 * CHOICES where it names the block but gives no text: the Prop 65 warning (California's standard short-form wording),
 * 'Frequently Bought Together', 'Compatibility Notes'.
 */
export const PRODUCT_PAGE_TEXTS = {
  notFound: 'Product not found',
  loading: 'Loading...',
  bundleContents: 'Bundle Contents',
  frequentlyBoughtTogether: 'Frequently Bought Together',
  compatibilityNotes: 'Compatibility Notes',
  prop65Warning:
    'WARNING: This product can expose you to chemicals which are known to the State of California to cause cancer and birth defects or other reproductive harm. For more information go to www.P65Warnings.ca.gov.',
  quantity: 'Quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  addedToCart: 'Added to cart',
  added: 'Added',
} as const;

/** 'Fits your 2018 Ford F-150' / 'Does not fit your 2018 Ford F-150'. */
export function fitsYourText(vehicleLabel: string): string {
  return FIT_CLAIM_TEXTS.fits(vehicleLabel);
}
export function doesNotFitYourText(vehicleLabel: string): string {
  return `Does not fit your ${vehicleLabel}`;
}

const INDEXES: readonly OptionIndex[] = [1, 2, 3];
const KEY: Record<OptionIndex, keyof ChosenOptions> = { 1: 'one', 2: 'two', 3: 'three' };

function chosenValue(chosen: ChosenOptions, index: OptionIndex): string | null {
  const v = chosen[KEY[index]];
  return v === undefined || v === null || v === '' ? null : v;
}

/** The option values of one related variant (its own selection). */
export function chosenOptionsOf(row: VariantOptionRow | null | undefined): ChosenOptions {
  if (!row) return {};
  return { one: optionValueOf(row, 1), two: optionValueOf(row, 2), three: optionValueOf(row, 3) };
}

/**
 * Option three is hidden when it has only one value (spec 1 §5); the shopper cannot choose it, so that one value
 * counts as chosen (otherwise add to cart could never be enabled).
 */
export function withImplicitOptions(variants: readonly VariantOptionRow[], chosen: ChosenOptions): ChosenOptions {
  const three = optionValues(variants, 3);
  if (three.length === 1 && chosenValue(chosen, 3) === null) return { ...chosen, three: three[0] };
  return chosen;
}

export interface OptionValueView {
  value: string;
  enabled: boolean;
  selected: boolean;
}

export interface OptionView {
  index: OptionIndex;
  name: string;
  values: OptionValueView[];
}

function optionName(
  variants: readonly VariantOptionRow[],
  index: OptionIndex,
  fallbackNames: readonly (string | null | undefined)[],
): string {
  const field =
    index === 1 ? 'variant_option_one_name' : index === 2 ? 'variant_option_two_name' : 'variant_option_three_name';
  for (const v of variants as ReadonlyArray<VariantOptionRow & Record<string, unknown>>) {
    const name = v[field];
    if (typeof name === 'string' && name.trim()) return name.trim();
  }
  const fallback = fallbackNames[index - 1];
  return typeof fallback === 'string' && fallback.trim() ? fallback.trim() : `Option ${index}`;
}

/**
 * The option lists the page shows. Each value is enabled only if a variant combines it with the options chosen
 * ABOVE it (CHOICE: option one is checked against nothing, option two against option one, option three against one
 * and two). Read literally ("the other options"), 8" would be disabled while 10" / 'Dual 4 Ohm' is selected on the
 * ZVX and option one could never change; the spec's own fallback ("the first with the same option one") only makes
 * sense when option one stays free. The ZVX-SUBS rule hides a value of option two; option three shows only with more
 * than one value; options without values are left out.
 */
export function variantOptionViews(
  variants: readonly VariantOptionRow[],
  input: { parentSku?: string | null; chosen: ChosenOptions; optionNames?: readonly (string | null | undefined)[] },
): OptionView[] {
  const views: OptionView[] = [];
  for (const index of INDEXES) {
    const all = optionValues(variants, index);
    if (all.length === 0) continue;
    if (index === 3 && !showOptionThree(variants)) continue;
    const above: ChosenOptions = {
      one: index > 1 ? chosenValue(input.chosen, 1) : null,
      two: index > 2 ? chosenValue(input.chosen, 2) : null,
    };
    const shown = visibleOptionValues(input.parentSku, index, all, input.chosen);
    views.push({
      index,
      name: optionName(variants, index, input.optionNames ?? []),
      values: shown.map((value) => ({
        value,
        enabled: isOptionValueEnabled(variants, index, value, above),
        selected: chosenValue(input.chosen, index) === value,
      })),
    });
  }
  return views;
}

export interface OptionChoice {
  /** The options now chosen (those of the applied variant when one was applied). */
  chosen: ChosenOptions;
  /** The sku to apply, or null while options are still missing (or nothing matches). */
  sku: string | null;
}

/**
 * Choosing option one, two or three: once every option is chosen, the matching related variant is applied, or, when
 * none matches, the first (by sku order) with the same option one (spec 1 §4); the chosen options then become that
 * variant's own. While an option is still missing nothing is applied.
 */
export function chooseVariantOption(
  variants: readonly VariantOptionRow[],
  chosen: ChosenOptions,
  index: OptionIndex,
  value: string,
): OptionChoice {
  const next = withImplicitOptions(variants, { ...chosen, [KEY[index]]: value });
  if (!allOptionsChosen(variants, next)) return { chosen: next, sku: null };
  const variant = findVariantForOptions(variants, next);
  if (!variant) return { chosen: next, sku: null };
  return { chosen: withImplicitOptions(variants, chosenOptionsOf(variant)), sku: variant.sku };
}

/** A sku as every service accepts it (SKU_RULES.skuPattern, at most skuMaxLength characters), trimmed; else null. */
export function skuFromText(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text || text.length > SKU_RULES.skuMaxLength) return null;
  return SKU_RULES.skuPattern.test(text) ? text : null;
}

export interface ProductPageAddress {
  /** The variant asked for by ?variant= (preferred) or ?sku=, when it is a well-formed sku. */
  requestedSku: string | null;
  /** The query to show: only variant/sku, and only when well-formed ('' when none). */
  search: string;
  /** The query changed (other parameters or a malformed sku were dropped). */
  changed: boolean;
  /** ?review= with an empty value: open the write-a-review panel (spec 1 §2). */
  writeReview: boolean;
}

function params(search: string | null | undefined): URLSearchParams {
  const text = (search ?? '').trim();
  return new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
}

/**
 * Reads a product page address: query parameters other than variant and sku are removed; a malformed variant or sku
 * value is ignored (and removed); ?review= with an empty value asks for the write-a-review panel. `cleanedSearch` is
 * the query the shell already removed (kept in history state under PATHS.cleanedQueryStateKey), read only for review.
 */
export function readProductPageAddress(search: string, cleanedSearch?: string | null): ProductPageAddress {
  const current = params(search);
  const kept = new URLSearchParams();
  for (const key of PATHS.queryKeepParams) {
    const sku = skuFromText(current.get(key));
    if (sku) kept.set(key, sku);
  }
  const requestedSku = kept.get('variant') ?? kept.get('sku');
  const entries = [...current.entries()];
  // Compared by value, not text: '?sku=ZVX-8%20D1' and '?sku=ZVX-8+D1' are the same address.
  const changed = entries.length !== [...kept.keys()].length || entries.some(([key, value]) => kept.get(key) !== value);
  const text = kept.toString();
  const original = (search ?? '').trim();
  const isEmptyReview = (p: URLSearchParams) => p.has('review') && (p.get('review') ?? '').trim() === '';
  return {
    requestedSku,
    search: changed ? (text ? `?${text}` : '') : original === '?' ? '' : original,
    changed,
    writeReview: isEmptyReview(current) || isEmptyReview(params(cleanedSearch)),
  };
}

/**
 * The fitment line against the remembered vehicle: null without a vehicle or when the product carries no fitment
 * (no Make in its properties). A mismatch on what was chosen says 'Does not fit your ...'; a fit is claimed only for a
 * whole vehicle (vehicleFitClaim): a matching year and make without a model asks for the model (`fits: null`).
 */
export function fitmentLine(
  product: FitmentProduct,
  vehicle: FitmentVehicle | null | undefined,
): { fits: boolean | null; text: string } | null {
  const label = vehicle ? vehicleLabel(vehicle) : '';
  if (!vehicle || !label || !product?.properties?.Make) return null;
  if (!fitsVehicle(product, vehicle)) return { fits: false, text: doesNotFitYourText(label) };
  const claim = vehicleFitClaim(product, vehicle);
  if (claim?.kind === 'fits') return { fits: true, text: claim.text };
  if (claim?.kind === 'choose-model') return { fits: null, text: claim.text };
  return null;
}
