import type { ReviewScoreSummary } from '@storefront/shared-domain';
import { PUBLISHED_ONLY } from '../models/review';
import type { ReviewModels } from '../models/review';
import { roundScore } from './to-review';

/** Count and average rating of each sku's published reviews, in one read; a sku without reviews scores 0/0. */
export async function listReviewScores(
  { Review }: ReviewModels,
  skus: readonly string[],
): Promise<Record<string, ReviewScoreSummary>> {
  const rows = await Review.aggregate<{ _id: string; count: number; avg: number }>([
    { $match: { sku: { $in: skus }, ...PUBLISHED_ONLY } },
    { $group: { _id: '$sku', count: { $sum: 1 }, avg: { $avg: '$rating' } } },
  ]);
  const data: Record<string, ReviewScoreSummary> = {};
  for (const sku of skus) data[sku] = { count: 0, avgScore: 0 };
  for (const row of rows) data[row._id] = { count: row.count, avgScore: roundScore(row.avg) };
  return data;
}
