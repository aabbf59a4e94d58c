// The catalogue's copy of each product's review score. The reviews service owns reviews; the catalogue keeps the
// count and average on the product so cards, collection sorting and the product page read them with the product.
// The seed copies every score after seeding reviews, and the reviews service sends a product's new score when a review
// is written (routes/review-scores.ts).
import type { Connection } from 'mongoose';
import { trusted } from '@storefront/service-platform';
import { catalogModels } from '../models';

export interface ReviewScore {
  count: number;
  avgScore: number;
}

const skuKey = (sku: string) => sku.trim().toUpperCase();

/**
 * Writes the scores of the given skus; with `complete` (the seed passes every reviewed sku) every other product gets
 * no reviews. Answers how many products changed.
 */
export async function applyReviewScores(
  connection: Connection,
  scores: Readonly<Record<string, ReviewScore>>,
  { complete = false }: { complete?: boolean } = {},
): Promise<number> {
  const { Product } = catalogModels(connection);
  let reset = 0;
  if (complete) {
    const reviewed = Object.keys(scores).map(skuKey);
    const result = await Product.updateMany(
      { 'search.skuKey': trusted({ $nin: reviewed }), 'rating.count': trusted({ $ne: 0 }) },
      { $set: { rating: { avg_rating: 0, count: 0 }, reviewScoreAndCounts: { count: 0, avgScore: 0 } } },
    );
    reset = result.modifiedCount;
  }
  const operations = Object.entries(scores).map(([sku, score]) => ({
    updateOne: {
      filter: { 'search.skuKey': skuKey(sku) },
      update: {
        $set: {
          rating: { avg_rating: score.avgScore, count: score.count },
          reviewScoreAndCounts: { count: score.count, avgScore: score.avgScore },
        },
      },
    },
  }));
  if (operations.length === 0) return reset;
  const result = await Product.bulkWrite(operations, { ordered: false });
  return reset + result.modifiedCount;
}
