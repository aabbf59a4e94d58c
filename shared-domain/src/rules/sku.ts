// Sku rules: enclosure classification (cart and card lists), FORD-2009-UP display, labels, sort groups.
// Spec 1 §5 "Enclosure SKU classification", "SKU-prefix rules"; spec 2 §5 "Compatibility", "Sku rules".
import { ENCLOSURE_COUNTS, SKU_RULES } from '../constants';

export type EnclosureKind = 'loaded' | 'empty';

/** Text shown for empty enclosures (spec 1 §5, spec 2 §9). */
export const EMPTY_ENCLOSURE_NOTICE = 'Enclosure sold empty (images with subwoofers for illustration purposes only)';

function clean(sku: string | null | undefined): string {
  return typeof sku === 'string' ? sku.trim().toUpperCase() : '';
}

function startsWithAny(text: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => text.startsWith(prefix));
}

/** VS-10 and VS-12 are subwoofers, never vehicle-specific enclosures. */
export function isSubwooferExceptionSku(sku: string): boolean {
  return startsWithAny(clean(sku), SKU_RULES.subwooferExceptionPrefixes);
}

/**
 * Cart list: loaded if the sku starts with VS.L, VS-L, L-VS, L-VD, L-EVL, L-SVR or L-SDR; empty if it contains VS- and
 * does not start with L-; VS-10 / VS-12 -> null. CHOICE: case-insensitive, surrounding spaces ignored.
 */
export function classifyEnclosureSku(sku: string): EnclosureKind | null {
  const s = clean(sku);
  if (!s || isSubwooferExceptionSku(s)) return null;
  if (startsWithAny(s, SKU_RULES.loadedEnclosurePrefixes)) return 'loaded';
  if (s.includes(SKU_RULES.emptyEnclosureMarker) && !s.startsWith(SKU_RULES.loadedPrefixMarker)) return 'empty';
  return null;
}

/** Card list: VS-, VS.L, VS-L, L-VD, L-SVR, L-EVL, L-SDR- or L-VS, same VS-10 / VS-12 exceptions. */
export function isVehicleSpecificCardSku(sku: string): boolean {
  const s = clean(sku);
  if (!s || isSubwooferExceptionSku(s)) return false;
  return startsWithAny(s, SKU_RULES.cardVehicleSpecificPrefixes);
}

/** True for any vehicle-specific enclosure by either list. */
export function isVehicleSpecificSku(sku: string): boolean {
  return classifyEnclosureSku(sku) !== null || isVehicleSpecificCardSku(sku);
}

/** FORD-2009-UP is displayed and used as FORD-2015-UP (every occurrence, case-insensitive). */
export function displaySku(sku: string): string {
  if (typeof sku !== 'string') return '';
  return sku.replace(/FORD-2009-UP/gi, SKU_RULES.fordDisplayText);
}

/** Labels Single/Dual/Quad for 1, 2, 4; any other count has no label. */
export function enclosureCountLabel(count: number): 'Single' | 'Dual' | 'Quad' | null {
  switch (count) {
    case ENCLOSURE_COUNTS.single:
      return 'Single';
    case ENCLOSURE_COUNTS.dual:
      return 'Dual';
    case ENCLOSURE_COUNTS.quad:
      return 'Quad';
    default:
      return null;
  }
}

/**
 * SKSPK shows the available sizes ('30 FT' for 10GA, otherwise '30 FT | 100 FT'); SKM shows the sku as its label.
 * Other skus have no extra label (null).
 */
export function skuPrefixLabel(sku: string): string | null {
  const s = clean(sku);
  if (s.startsWith(SKU_RULES.speakerWirePrefix)) {
    return s.includes(SKU_RULES.speakerWire10GaugeMarker) ? '30 FT' : '30 FT | 100 FT';
  }
  if (s.startsWith(SKU_RULES.skmPrefix)) return displaySku(sku.trim());
  return null;
}

/** Donation line: hidden from the cart list. CHOICE: the sku is 'DONATION' (case-insensitive). */
export function isDonationSku(sku: string): boolean {
  return clean(sku) === SKU_RULES.donationSku;
}

export type SkuSortGroup = 'common' | 'battery' | 'bundle' | 'vehicle' | 'other';

/** Rank of each sort group, lowest first (the spec's own order). */
export const SKU_SORT_RANK: Readonly<Record<SkuSortGroup, number>> = {
  common: 0,
  battery: 1,
  bundle: 2,
  vehicle: 3,
  other: 4,
};

/**
 * CHOICE (the spec names the groups only):
 * - vehicle: a vehicle-specific enclosure by either sku list;
 * - bundle: contains BUNDLE, or starts with BNDL or PKG;
 * - battery: starts with BAT or contains BATTERY, AGM or LITHIUM;
 * - common: a series and a number, e.g. 'SA-12 D2', 'ZVX-15v2', 'SIA-1500D', 'U12', 'SK2MM';
 * - other: everything else (accessories, wire, merchandise without a model number).
 */
export function skuSortGroup(sku: string): SkuSortGroup {
  const s = clean(sku);
  if (!s) return 'other';
  if (isVehicleSpecificSku(s)) return 'vehicle';
  if (s.includes('BUNDLE') || s.startsWith('BNDL') || s.startsWith('PKG')) return 'bundle';
  if (s.startsWith('BAT') || s.includes('BATTERY') || s.includes('AGM') || s.includes('LITHIUM')) return 'battery';
  if (/^[A-Z]{1,6}[-. ]?\d/.test(s)) return 'common';
  return 'other';
}

/** Comparator: by sort group, then natural order of the sku (numbers compared by value). */
export function compareSkus(a: string, b: string): number {
  const byGroup = SKU_SORT_RANK[skuSortGroup(a)] - SKU_SORT_RANK[skuSortGroup(b)];
  if (byGroup !== 0) return byGroup;
  return clean(a).localeCompare(clean(b), 'en-US', { numeric: true });
}

/** Sorted copy. */
export function sortSkus(skus: readonly string[]): string[] {
  return [...skus].sort(compareSkus);
}
