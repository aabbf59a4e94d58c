// Enclosure / subwoofer compatibility. Spec 1 §3 "Compatibility chart", §5 "Compatibility", "Cart compatibility hints";
// spec 2 §5 "Compatibility (cart)", §8 "Incompatible subwoofer in cart".
import { classifyEnclosureSku } from '@storefront/shared-domain/runtime';
import { sizesEqual } from './fitment';
import { COMPATIBILITY_CHART_KEY } from './compatibilityChartKey';

export { COMPATIBILITY_CHART_KEY } from './compatibilityChartKey';

export interface CompatibilityEnclosure {
  sku?: string;
  // The chart value's shape is only partly known, hence `any` here (and only here).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  metafields?: Array<{ key: string; value: any }>;
  properties?: Record<string, string | undefined>;
}

export interface CompatibilitySubwoofer {
  sku: string;
  properties?: Record<string, string | undefined>;
}

/** Texts of the cart hints box (spec 1 "Cart compatibility hints", spec 2 §8). */
export const CART_COMPATIBILITY_TEXTS = {
  addSubwoofersQuestion: 'Would you like to add some subwoofers to the cart as well?',
  addSubwoofersHeading: 'Check out our subwoofers as well',
  subwoofersLink: 'Subwoofers',
  notCompatibleWith: 'is not compatible with',
  insteadAdd: 'Instead you can add these products:',
  incompatibleSubwoofer: 'This subwoofer is not compatible with one or more enclosures in your cart.',
  add: 'Add',
} as const;

export const COMPATIBILITY_CHART_TITLE = 'Compatibility Chart';
/** Marks that count as a tick. */
export const COMPATIBILITY_TICKS: readonly string[] = ['✓', '✔'];

/** A chart mark is a tick when, trimmed, it is '✓' or '✔'. */
export function isTickMark(mark: unknown): boolean {
  return typeof mark === 'string' && COMPATIBILITY_TICKS.includes(mark.trim());
}

/** Series prefix: text before the first hyphen of the subwoofer sku (CHOICE: the whole sku when it has no hyphen). */
export function subwooferSeriesPrefix(sku: string): string {
  const s = (sku ?? '').trim();
  const at = s.indexOf('-');
  return (at === -1 ? s : s.slice(0, at)).trim();
}

function parseMaybeJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the chart as a map series prefix -> mark: metafield 'tab_box_info', value.boxInfo[0] titled
 * 'Compatibility Chart', its table. CHOICES: the value may be a JSON string; the table may be an object map, a list of
 * [prefix, mark] pairs or a list of { series|prefix|key|name, mark|value } rows. Anything else: null (no chart).
 */
export function readCompatibilityChart(enclosure: CompatibilityEnclosure): Map<string, string> | null {
  const field = (enclosure?.metafields ?? []).find((m) => m && m.key === COMPATIBILITY_CHART_KEY);
  if (!field) return null;
  const value = parseMaybeJson(field.value);
  if (!isRecord(value) || !Array.isArray(value.boxInfo) || value.boxInfo.length === 0) return null;
  const first: unknown = value.boxInfo[0];
  if (!isRecord(first)) return null;
  const title = typeof first.title === 'string' ? first.title.trim().toLowerCase() : '';
  if (title !== COMPATIBILITY_CHART_TITLE.toLowerCase()) return null;
  const table = parseMaybeJson(first.table);
  const chart = new Map<string, string>();
  const put = (prefix: unknown, mark: unknown) => {
    if (typeof prefix === 'string' && prefix.trim() && typeof mark === 'string')
      chart.set(prefix.trim().toUpperCase(), mark);
  };
  if (Array.isArray(table)) {
    for (const row of table as unknown[]) {
      if (Array.isArray(row)) put(row[0], row[1]);
      else if (isRecord(row)) put(row.series ?? row.prefix ?? row.key ?? row.name, row.mark ?? row.value);
    }
  } else if (isRecord(table)) {
    for (const [prefix, mark] of Object.entries(table)) put(prefix, mark);
  } else {
    return null;
  }
  return chart;
}

function sizeOf(properties: Record<string, string | undefined> | undefined): string | undefined {
  return properties?.['Subwoofer Size'] ?? properties?.Size;
}

/**
 * Compatible only when the enclosure's chart entry for the subwoofer's series prefix is a tick and the sizes
 * ('Subwoofer Size' or 'Size') are equal ignoring punctuation and case. Missing chart, entry or size: incompatible.
 * CHOICE: the prefix lookup ignores case.
 */
export function isCompatible(enclosure: CompatibilityEnclosure, subwoofer: CompatibilitySubwoofer): boolean {
  if (!enclosure || !subwoofer || typeof subwoofer.sku !== 'string') return false;
  const chart = readCompatibilityChart(enclosure);
  const prefix = subwooferSeriesPrefix(subwoofer.sku).toUpperCase();
  if (!chart || !prefix || !isTickMark(chart.get(prefix))) return false;
  return sizesEqual(sizeOf(enclosure.properties), sizeOf(subwoofer.properties));
}

/** The subwoofers that are not compatible with the enclosure, in order (for '... is not compatible with'). */
export function incompatibleSubwoofers<T extends CompatibilitySubwoofer>(
  enclosure: CompatibilityEnclosure,
  subwoofers: readonly T[],
): T[] {
  return subwoofers.filter((s) => !isCompatible(enclosure, s));
}

/** A subwoofer in the cart is flagged when it is incompatible with one or more enclosures in the cart. */
export function isSubwooferCompatibleWithAll(
  subwoofer: CompatibilitySubwoofer,
  enclosures: readonly CompatibilityEnclosure[],
): boolean {
  return enclosures.every((e) => isCompatible(e, subwoofer));
}

/** The compatible suggestions for an enclosure ('Instead you can add these products:'). */
export function compatibleSuggestions<T extends CompatibilitySubwoofer>(
  enclosure: CompatibilityEnclosure,
  candidates: readonly T[],
): T[] {
  return candidates.filter((s) => isCompatible(enclosure, s));
}

/**
 * The 'add some subwoofers' hint: the cart holds an empty vehicle-specific enclosure (by its sku) and no subwoofer. A
 * loaded enclosure (L-VS-..., VS-L...) comes with its subwoofers, so it never asks for more.
 */
export function suggestsSubwoofers(skus: readonly string[], hasSubwoofer: boolean): boolean {
  return !hasSubwoofer && skus.some((sku) => classifyEnclosureSku(sku) === 'empty');
}
