// GET /api/search?q=&mode=typeahead|full&limit=&page=&fit= -> SearchResponse (`fit`: domain/fit-filter.ts).
// Ranking: exact sku > sku prefix > words of the name > make/model words; ties in the spec's sku sort order.
import { Router } from 'express';
import { parseOrThrow, trusted } from '@storefront/service-platform';
import { LISTING_PAGE_SIZE, storedSkuPrefixCandidates, type SearchResponse } from '@storefront/shared-domain';
import type { FilterQuery } from 'mongoose';
import type { ProductDoc } from '../models';
import { compact } from '../seed/derive';
import { CARD_FIELDS, LIGHT_FIELDS, projectionOf, toCard, toLightCard } from '../lib/presenters';
import { sendJsonBody, toJsonBody } from '../lib/cache';
import { withVariantRows } from '../lib/variant-rows';
import { setViewerCacheHeaders, viewerIsDealer, type RouteContext } from '../lib/context';
import { searchQuerySchema } from './schemas';
import { FIT_RULE_PROJECTION, keptByFit } from '../domain/fit-filter';

export const TYPEAHEAD_DEFAULT_LIMIT = 6;
export const TYPEAHEAD_MAX_LIMIT = 10;
export const FULL_DEFAULT_LIMIT = LISTING_PAGE_SIZE;
/** Candidates scored per query; beyond this the rest are counted, not ranked. */
const CANDIDATE_CAP = { typeahead: 300, full: 2000 } as const;
const MAX_WORDS = 8;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Query words as the seed tokenised names: lower-case alphanumerics ('F-150' -> 'f150'). */
export function queryWords(q: string): string[] {
  const words = q
    .toLowerCase()
    .split(/[\s|,/()+:;]+/)
    .map((w) => w.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

type Candidate = Pick<ProductDoc, 'sku' | 'sortRank' | 'search' | 'category' | 'properties'>;

export function scoreCandidate(c: Candidate, skuUpper: string, qCompact: string, words: string[]): number {
  const { skuKey, skuCompact, nameTokens, vehicleTokens } = c.search;
  if (skuKey === skuUpper || (qCompact !== '' && skuCompact === qCompact)) return 1000;
  if (skuKey.startsWith(skuUpper) || (qCompact !== '' && skuCompact.startsWith(qCompact))) {
    return 800 - Math.min(100, skuCompact.length - qCompact.length);
  }
  if (words.length === 0) return 0;
  let exact = 0;
  let inName = 0;
  for (const w of words) {
    const nameExact = nameTokens.includes(w);
    const namePrefix = nameExact || nameTokens.some((t) => t.startsWith(w));
    if (nameExact) exact++;
    if (namePrefix) inName++;
    else if (!vehicleTokens.some((t) => t.startsWith(w))) return 0;
  }
  // Every word is in the name: name tier; some words only in the make/model: make/model tier.
  return (inName === words.length ? 400 : 200) + Math.min(99, exact * 10);
}

export function searchRouter(ctx: RouteContext): Router {
  const router = Router();
  const { Product } = ctx.models;

  router.get('/api/search', async (req, res) => {
    const query = parseOrThrow(searchQuerySchema, req.query, 'query');
    const mode = query.mode ?? 'full';
    const q = query.q;
    const limit = Math.min(
      query.limit ?? (mode === 'typeahead' ? TYPEAHEAD_DEFAULT_LIMIT : FULL_DEFAULT_LIMIT),
      mode === 'typeahead' ? TYPEAHEAD_MAX_LIMIT : 100,
    );
    const page = mode === 'typeahead' ? 1 : (query.page ?? 1);
    const dealer = mode === 'full' && viewerIsDealer(req);
    // The sku as typed, and its stored form when it is (the start of) a displayed one (FORD-2015-UP).
    const skuForms = storedSkuPrefixCandidates(q).map((form) => ({
      skuUpper: form.toUpperCase(),
      qCompact: compact(form),
    }));
    const words = queryWords(q);
    const fit = query.fit ?? null;

    const answer = await ctx.cache.get(JSON.stringify(['search', q, mode, limit, page, dealer, fit]), async () =>
      toJsonBody(await run()),
    );
    setViewerCacheHeaders(res, dealer);
    sendJsonBody(res, answer);

    async function run(): Promise<SearchResponse> {
      const or: Array<FilterQuery<ProductDoc>> = [];
      for (const { skuUpper, qCompact } of skuForms) {
        or.push({ 'search.skuKey': skuUpper }, { 'search.skuKey': trusted({ $regex: `^${escapeRegex(skuUpper)}` }) });
        if (qCompact) or.push({ 'search.skuCompact': trusted({ $regex: `^${qCompact}` }) });
      }
      if (words.length > 0) {
        or.push({
          $and: words.map((w) => ({
            $or: [
              { 'search.nameTokens': trusted({ $regex: `^${w}` }) },
              { 'search.vehicleTokens': trusted({ $regex: `^${w}` }) },
            ],
          })),
        });
      }
      const filter: FilterQuery<ProductDoc> = { $or: or, isEnabledOnSite: true };
      const cap = CANDIDATE_CAP[mode];
      const found = await Product.find(filter, {
        sortRank: 1,
        search: 1,
        ...(fit ? FIT_RULE_PROJECTION : { _id: 0, sku: 1 }),
      })
        .sort({ sortRank: 1 })
        .limit(cap)
        .lean<Candidate[]>()
        .exec();
      // "Only what fits" keeps what the fit rule keeps among the candidates (beyond the cap nothing is counted).
      const candidates = fit ? keptByFit(found, fit) : found;
      const total = fit || found.length < cap ? candidates.length : await Product.countDocuments(filter).exec();
      const ranked = candidates
        .map((c) => ({
          c,
          score: Math.max(...skuForms.map((f) => scoreCandidate(c, f.skuUpper, f.qCompact, words))),
        }))
        .filter((r) => r.score > 0)
        .sort((a, b) => b.score - a.score || a.c.sortRank - b.c.sortRank);
      const pageSkus = ranked.slice((page - 1) * limit, page * limit).map((r) => r.c.sku);
      if (pageSkus.length === 0) return { query: q, products: [], total };
      const fields = mode === 'typeahead' ? LIGHT_FIELDS : CARD_FIELDS;
      const docs = await Product.find({ sku: trusted({ $in: pageSkus }) }, projectionOf(fields))
        .lean<ProductDoc[]>()
        .exec();
      const cards = mode === 'typeahead' ? docs : await withVariantRows(Product, docs);
      const bySku = new Map(cards.map((d) => [d.sku, d]));
      const products = pageSkus
        .map((sku) => bySku.get(sku))
        .filter((d): d is ProductDoc => d !== undefined)
        .map((d) => (mode === 'typeahead' ? toLightCard(d) : toCard(d, dealer)));
      return { query: q, products, total };
    }
  });
  return router;
}
