// The catalogue's copy of each product's review score. The reviews service owns reviews; the catalogue keeps the
// count and average on the product so cards, collection sorting and the product page read them with the product.
// The seed copies every score after seeding reviews, and the reviews service sends a product's new score when a review
// is written (routes/review-scores.ts).
//
// What the reviews service sends is a sku's own score (`ownReviewScore`). What the answers carry (`rating` on cards,
// `reviewScoreAndCounts` on the product page) is the score the product's reviews section shows: for skus with ' D1',
// ' D2' or ' D4' the family's scores combined, weighted by count (spec 1 §4, shared `combineReviewScores`). It is
// combined here, once, when a score arrives, so the card, the page header and the rating sort read one number.
import type { Connection } from 'mongoose';
import { trusted } from '@storefront/service-platform';
import { combineReviewScores, reviewSkusFor } from '@storefront/shared-domain';
import { catalogModels, type ProductModel } from '../models';

export interface ReviewScore {
  count: number;
  avgScore: number;
}

/** What combining reads of a product: its sku, the lists that name its family, and its scores. */
export interface ScoredProduct {
  sku: string;
  relatedVariants?: ReadonlyArray<{ sku: string }> | null;
  childVariants?: ReadonlyArray<{ sku: string }> | null;
  variants?: ReadonlyArray<{ sku: string }> | null;
  ownReviewScore?: ReviewScore | null;
  reviewScoreAndCounts?: ReviewScore | null;
}

const FAMILY_PROJECTION = {
  _id: 0,
  sku: 1,
  relatedVariants: 1,
  childVariants: 1,
  variants: 1,
  ownReviewScore: 1,
  reviewScoreAndCounts: 1,
};

const skuKey = (sku: string) => sku.trim().toUpperCase();
/** Rounded as the reviews service rounds its averages, so both answer the same number. */
const roundScore = (n: number) => Math.round(n * 100) / 100;
const NO_REVIEWS: ReviewScore = { count: 0, avgScore: 0 };

/**
 * The skus whose reviews a product's reviews section lists: its coil family among the skus its page data names
 * (mfe-product's `reviewSkusForProduct` reads the same three lists), else the sku itself.
 */
export function reviewFamilyOf(product: ScoredProduct): string[] {
  const named = [product.relatedVariants, product.childVariants, product.variants].flatMap((list) =>
    (list ?? []).map((v) => v.sku).filter((sku): sku is string => typeof sku === 'string' && sku !== ''),
  );
  return reviewSkusFor(product.sku, named);
}

/** A product's own score. Data stored before own scores were kept has it in reviewScoreAndCounts (not yet combined). */
function ownScoreOf(product: ScoredProduct): ReviewScore {
  return product.ownReviewScore ?? product.reviewScoreAndCounts ?? NO_REVIEWS;
}

/** The combined score of each product (by upper-case sku), from the own scores of the products given. */
export function combinedReviewScores(products: readonly ScoredProduct[]): Map<string, ReviewScore> {
  const own = new Map(products.map((p) => [skuKey(p.sku), ownScoreOf(p)]));
  const combined = new Map<string, ReviewScore>();
  for (const product of products) {
    const scores = reviewFamilyOf(product).flatMap((sku) => {
      const score = own.get(skuKey(sku));
      return score ? [{ sku, ...score }] : [];
    });
    const { count, avgScore } = combineReviewScores(product.sku, scores);
    combined.set(skuKey(product.sku), { count, avgScore: roundScore(avgScore) });
  }
  return combined;
}

const sameScore = (a: ReviewScore | null | undefined, b: ReviewScore) =>
  a?.count === b.count && a?.avgScore === b.avgScore;

/**
 * Writes the combined scores of the products whose family contains one of `skus` (every product when null). Families
 * are symmetric (each member names the others), so the members' own scores are all that is read. Answers how many
 * products changed.
 */
async function recombine(Product: ProductModel, skus: readonly string[] | null): Promise<number> {
  const read = (keys: string[] | null) =>
    Product.find(keys ? { 'search.skuKey': trusted({ $in: keys }) } : {}, FAMILY_PROJECTION)
      .lean<ScoredProduct[]>()
      .exec();
  let members = await read(skus ? skus.map(skuKey) : null);
  if (skus) members = await read([...new Set(members.flatMap(reviewFamilyOf).map(skuKey))]);
  const combined = combinedReviewScores(members);
  const operations = members.flatMap((m) => {
    const score = combined.get(skuKey(m.sku))!;
    // A product stored before own scores were kept keeps its own score before its shown one is combined.
    const own = m.ownReviewScore ? {} : { ownReviewScore: ownScoreOf(m) };
    if (sameScore(m.reviewScoreAndCounts, score) && m.ownReviewScore) return [];
    const shown = { rating: { avg_rating: score.avgScore, count: score.count }, reviewScoreAndCounts: score };
    return [{ updateOne: { filter: { sku: m.sku }, update: { $set: { ...own, ...shown } } } }];
  });
  if (operations.length === 0) return 0;
  return (await Product.bulkWrite(operations, { ordered: false })).modifiedCount;
}

/**
 * Writes the own scores of the given skus, then the combined scores of their families; with `complete` (the seed
 * passes every reviewed sku) every other product gets no reviews. Answers how many products changed what they show.
 */
export async function applyReviewScores(
  connection: Connection,
  scores: Readonly<Record<string, ReviewScore>>,
  { complete = false }: { complete?: boolean } = {},
): Promise<number> {
  const { Product } = catalogModels(connection);
  if (complete) {
    const reviewed = Object.keys(scores).map(skuKey);
    await Product.updateMany(
      { 'search.skuKey': trusted({ $nin: reviewed }), 'ownReviewScore.count': trusted({ $ne: 0 }) },
      { $set: { ownReviewScore: NO_REVIEWS } },
    );
  }
  const operations = Object.entries(scores).map(([sku, score]) => ({
    updateOne: {
      filter: { 'search.skuKey': skuKey(sku) },
      update: { $set: { ownReviewScore: { count: score.count, avgScore: score.avgScore } } },
    },
  }));
  if (operations.length > 0) await Product.bulkWrite(operations, { ordered: false });
  return recombine(Product, complete ? null : Object.keys(scores));
}
