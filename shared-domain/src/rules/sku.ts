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

const FORD_DISPLAY_PATTERN = new RegExp(SKU_RULES.fordDisplayText, 'gi');

/**
 * The skus a sku typed or sent by a client may stand for, in order of preference: the sku itself (trimmed), then the
 * stored form of a displayed one (FORD-2015-UP -> FORD-2009-UP, the inverse of `displaySku`), so the displayed sku is
 * an accepted alias wherever a sku is looked up. Empty for a blank or non-string sku.
 */
export function storedSkuCandidates(sku: string): string[] {
  if (typeof sku !== 'string' || sku.trim() === '') return [];
  const given = sku.trim();
  const stored = given.replace(FORD_DISPLAY_PATTERN, SKU_RULES.fordLegacyText);
  return stored === given ? [given] : [given, stored];
}

/** Shortest start of the displayed FORD text that is already unambiguous while typing ('FORD-2015'). */
const FORD_DISPLAY_TYPED_MIN = SKU_RULES.fordDisplayText.indexOf('-', SKU_RULES.fordDisplayText.indexOf('-') + 1);

/**
 * `storedSkuCandidates` for a sku still being typed (search, typeahead): a text ending in a start of the displayed
 * FORD text ('L-VS-FORD-2015', 'L-VS-FORD-2015-U') also stands for the same start of the stored one.
 */
export function storedSkuPrefixCandidates(prefix: string): string[] {
  const candidates = storedSkuCandidates(prefix);
  const last = candidates[candidates.length - 1];
  if (last === undefined) return candidates;
  const upper = last.toUpperCase();
  const display = SKU_RULES.fordDisplayText;
  for (let length = display.length - 1; length >= FORD_DISPLAY_TYPED_MIN; length--) {
    if (upper.endsWith(display.slice(0, length))) {
      const stored = last.slice(0, last.length - length) + SKU_RULES.fordLegacyText.slice(0, length);
      return [...candidates, stored];
    }
  }
  return candidates;
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
