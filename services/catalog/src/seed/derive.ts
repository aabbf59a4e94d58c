// Query fields stored on every product at seed time, computed with the shared-domain rules so the database filters
// agree with the rules: fitment keys, enclosure kind, normalised size, collection keys, default sort rank, search tokens.
import {
  VEHICLE_LIMITS,
  compareSkus,
  enclosureKindOf,
  normalizeSize,
  productSubwooferSize,
} from '@storefront/shared-domain';
import { combinedReviewScores } from '../lib/review-scores';
import type { AudioKind, FittedVehicle, ProductDoc, ProductFit, ProductQueryFields } from '../models/product';
import type { SeedProduct } from './catalogue';
import { collectionKey } from './collections';

/** An open-ended End Year ('' = "and up") is stored as this year so range queries stay simple. */
export const OPEN_END_YEAR = 9999;

/** Lower-case, trimmed: the key the fitment rule compares (it ignores case and surrounding spaces). */
export const textKey = (text: string) => text.trim().toLowerCase();

/** Last year a fitment key is written for: open-ended fitments run to here (the API refuses later years). */
export const MAX_FIT_YEAR = VEHICLE_LIMITS.maxYear;

/**
 * One fitment key per combination the finder can ask for: make, model and year each either given or '*'.
 * `fitKey('Ford', 'F-150', 2015)` = 'ford|f-150|2015'; `fitKey('Ford')` = 'ford|*|*'; `fitKey(undefined, undefined, 2015)` = '*|*|2015'.
 */
export const fitKey = (make?: string, model?: string, year?: number) =>
  `${make ? textKey(make) : '*'}|${model ? textKey(model) : '*'}|${year ?? '*'}`;

/** Every key a fitment answers to: make x (each model or any) x (each year of the range or any). */
export function fitKeys(make: string, models: readonly string[], startYear: number, endYear: number): string[] {
  const keys = new Set<string>();
  addFitKeys(keys, make, models, startYear, endYear);
  return [...keys];
}

function addFitKeys(keys: Set<string>, make: string, models: readonly string[], startYear: number, endYear: number) {
  const last = Math.min(endYear, MAX_FIT_YEAR);
  for (const mk of [make, undefined]) {
    for (const model of [...models, undefined]) {
      keys.add(fitKey(mk, model));
      for (let y = startYear; y <= last; y++) keys.add(fitKey(mk, model, y));
    }
  }
  keys.delete('*|*|*');
}

/** One fitted vehicle from its texts (trimmed; an open End Year stored as OPEN_END_YEAR). */
export function fittedVehicle(v: {
  make: string;
  model: string;
  trim: string;
  startYear: number;
  endYear: number | null;
}): FittedVehicle {
  const make = v.make.trim();
  const model = v.model.trim();
  return {
    make,
    makeKey: textKey(make),
    model,
    modelKey: textKey(model),
    trim: v.trim.trim(),
    startYear: v.startYear,
    endYear: v.endYear ?? OPEN_END_YEAR,
  };
}

/** The query field of a product fitting these vehicles (null for none): the finder's keys over all of them. */
export function fitOf(vehicles: readonly FittedVehicle[]): ProductFit | null {
  if (vehicles.length === 0) return null;
  const keys = new Set<string>();
  for (const v of vehicles) addFitKeys(keys, v.make, [v.model], v.startYear, v.endYear);
  return {
    vehicles: [...vehicles],
    startYear: Math.min(...vehicles.map((v) => v.startYear)),
    endYear: Math.max(...vehicles.map((v) => v.endYear)),
    keys: [...keys],
  };
}

/** The make and model words a shopper may search a product's vehicles by. */
export function vehicleTokensOf(fit: ProductFit | null): string[] {
  return fit ? tokenize(fit.vehicles.flatMap((v) => [v.make, v.model]).join(' ')) : [];
}

/** Upper-case letters and digits only: 'ZVX-12 D4' -> 'ZVX12D4', 'f-150' -> 'F150'. */
export const compact = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Words of a text for search: lower-case alphanumerics ('F-150' gives 'f150', 'f' and '150'). */
export function tokenize(text: string): string[] {
  const out = new Set<string>();
  for (const raw of text.toLowerCase().split(/[\s|,/()+:;]+/)) {
    const word = raw.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
    if (!word) continue;
    const joined = word.replace(/[^a-z0-9]/g, '');
    if (joined) out.add(joined);
    for (const part of word.split(/[^a-z0-9]+/)) if (part) out.add(part);
  }
  return [...out];
}

function toYear(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value.trim());
  return Number.isInteger(n) ? n : null;
}

/** The fit-tools list a product belongs to: the kind of parameters it carries. */
function audioKindOf(p: SeedProduct): AudioKind | null {
  const audio = p.audioParameters;
  if (audio?.subwoofer) return 'subwoofer';
  if (audio?.amplifier) return 'amplifier';
  if (audio?.enclosure) return 'enclosure';
  return null;
}

/** The query fields of one product (sortRank is set afterwards over the whole catalogue). */
export function deriveQueryFields(p: SeedProduct): Omit<ProductQueryFields, 'sortRank'> {
  const props = p.properties ?? {};
  const start = toYear(props['Start Year']);
  const make = props.Make?.trim();
  const models = (props.Model ?? '')
    .split('|')
    .map((m) => m.trim())
    .filter(Boolean);
  const endYear = toYear(props['End Year']);
  const trim = props.Trim ?? '';
  const fit =
    make && start !== null
      ? fitOf(models.map((model) => fittedVehicle({ make, model, trim, startYear: start, endYear })))
      : null;
  const size = productSubwooferSize(p);
  return {
    collectionKeys: p.listed ? p.collections.map(collectionKey) : [],
    fit,
    enclosureKind: enclosureKindOf(p),
    sizeKey: size ? normalizeSize(size) || null : null,
    availableQuantity: p.availableQuantity,
    audioKind: audioKindOf(p),
    // The generated score is the sku's own; the answers show it combined over its family (toProductDocs).
    ownReviewScore: p.reviewScoreAndCounts ?? { count: p.rating?.count ?? 0, avgScore: p.rating?.avg_rating ?? 0 },
    slugKey: p.slug.toLowerCase(),
    search: {
      skuKey: p.sku.trim().toUpperCase(),
      skuCompact: compact(p.sku),
      nameTokens: tokenize(`${p.name} ${p.sku}`),
      vehicleTokens: vehicleTokensOf(fit),
    },
  };
}

/**
 * Public data + query fields for every product, with sortRank following the spec's sku sort patterns and the review
 * scores shown combined over each D1/D2/D4 family, as the reviews service's copy later writes them.
 */
export function toProductDocs(products: readonly SeedProduct[]): ProductDoc[] {
  const order = [...products].map((p) => p.sku).sort(compareSkus);
  const rank = new Map(order.map((sku, i) => [sku, i]));
  const docs = products.map((p): ProductDoc => {
    const { collections: _collections, availableQuantity: _available, listed: _listed, ...pub } = p;
    return { ...pub, ...deriveQueryFields(p), sortRank: rank.get(p.sku)! };
  });
  const combined = combinedReviewScores(docs);
  return docs.map((d) => {
    const score = combined.get(d.sku.trim().toUpperCase())!;
    return { ...d, rating: { avg_rating: score.avgScore, count: score.count }, reviewScoreAndCounts: score };
  });
}
