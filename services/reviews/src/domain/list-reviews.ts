import { trusted } from '@storefront/service-platform';
import { REVIEW_DISPLAY, combineReviewScores, reviewSkusFor } from '@storefront/shared-domain';
import type {
  ReviewHistogram,
  ReviewScoreSummary,
  ReviewListResponse,
  ReviewSort,
  ReviewStar,
  ReviewVehicle,
  SkuReviewScore,
} from '@storefront/shared-domain';
import { PUBLISHED_ONLY, vehicleKey } from '../models/review';
import type { ReviewDoc, ReviewModels } from '../models/review';
import { roundScore, toReview } from './to-review';

export const REVIEWS_PAGE_SIZE: number = REVIEW_DISPLAY.pageSize;

export interface ListReviewsQuery {
  skus: string[];
  /** Zero-based. */
  page: number;
  sort: ReviewSort;
  stars?: number;
  vehicle?: ReviewVehicle;
}

/** Every order ends with the newest first and the review id, so pages never overlap or skip a review. */
const SORTS: Record<ReviewSort, Record<string, 1 | -1>> = {
  recent: { review_date: -1, reviewId: 1 },
  highest: { rating: -1, review_date: -1, reviewId: 1 },
  lowest: { rating: 1, review_date: -1, reviewId: 1 },
  photos: { has_photos: -1, review_date: -1, reviewId: 1 },
  helpful: { thumbs_up: -1, review_date: -1, reviewId: 1 },
};

const STARS: readonly ReviewStar[] = ['1', '2', '3', '4', '5'];

/** Reviews of one sku with one rating. */
interface RatingRow {
  _id: { sku: string; rating: number };
  count: number;
}

/** The histogram of every review of the skus, and each sku's count and average (rounded as every score is). */
function tally(rows: readonly RatingRow[]): { histogram: ReviewHistogram; scores: SkuReviewScore[] } {
  const histogram = Object.fromEntries(STARS.map((s) => [s, 0])) as ReviewHistogram;
  const bySku = new Map<string, { count: number; total: number }>();
  for (const { _id, count } of rows) {
    const star = String(_id.rating) as ReviewStar;
    if (STARS.includes(star)) histogram[star] += count;
    const sku = bySku.get(_id.sku) ?? { count: 0, total: 0 };
    bySku.set(_id.sku, { count: sku.count + count, total: sku.total + _id.rating * count });
  }
  const scores = [...bySku].map(([sku, { count, total }]) => ({ sku, count, avgScore: roundScore(total / count) }));
  return { histogram, scores };
}

/**
 * The count and average of the skus' reviews. A product's skus (a coil family, or one sku) combine their own scores
 * weighted by count with shared-domain's rule (spec 1 §4), as the catalogue combines the score a card and the rating
 * line under a product's title show: the reviews section prints the same figures to the decimal. Any other
 * list of skus averages every review.
 */
function summaryOf(
  skus: readonly string[],
  scores: readonly SkuReviewScore[],
  histogram: ReviewHistogram,
): ReviewScoreSummary {
  if (reviewSkusFor(skus[0], skus).length === skus.length) {
    const ordered = skus.flatMap((sku) => scores.filter((s) => s.sku === sku));
    const { count, avgScore } = combineReviewScores(skus[0], ordered);
    return { count, avgScore: roundScore(avgScore) };
  }
  const count = STARS.reduce((sum, star) => sum + histogram[star], 0);
  const total = STARS.reduce((sum, star) => sum + Number(star) * histogram[star], 0);
  return { count, avgScore: roundScore(count > 0 ? total / count : 0) };
}

/**
 * One page of the reviews of `skus` (a coil family is asked as several skus) in the chosen order, filtered by stars
 * and reviewer vehicle. The summary (count, average, histogram) always covers every published review of the skus;
 * hidden reviews are in neither.
 */
export async function listReviews({ Review }: ReviewModels, query: ListReviewsQuery): Promise<ReviewListResponse> {
  const { skus, page, sort, stars, vehicle } = query;
  const filter: Record<string, unknown> = { sku: trusted({ $in: skus }), ...PUBLISHED_ONLY };
  if (stars !== undefined) filter.rating = stars;
  if (vehicle) filter.vehicle_key = vehicleKey(vehicle);
  const filtered = stars !== undefined || vehicle !== undefined;

  const [docs, byRating, matchCount] = await Promise.all([
    Review.find(filter)
      .sort(SORTS[sort])
      .skip(page * REVIEWS_PAGE_SIZE)
      .limit(REVIEWS_PAGE_SIZE)
      .lean<ReviewDoc[]>(),
    Review.aggregate<RatingRow>([
      { $match: { sku: { $in: skus }, ...PUBLISHED_ONLY } },
      { $group: { _id: { sku: '$sku', rating: '$rating' }, count: { $sum: 1 } } },
    ]),
    filtered ? Review.countDocuments(filter) : null,
  ]);

  const { histogram, scores } = tally(byRating);
  const { count, avgScore } = summaryOf(skus, scores, histogram);
  return {
    reviews: docs.map(toReview),
    count,
    avgScore,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    matchCount: matchCount ?? count,
    histogram,
  };
}
