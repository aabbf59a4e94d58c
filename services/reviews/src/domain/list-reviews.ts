import { trusted } from '@storefront/service-platform';
import { REVIEW_DISPLAY } from '@storefront/shared-domain';
import type {
  ReviewHistogram,
  ReviewListResponse,
  ReviewSort,
  ReviewStar,
  ReviewVehicle,
} from '@storefront/shared-domain';
import { vehicleKey } from '../models/review';
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

/**
 * One page of the reviews of `skus` (a coil family is asked as several skus) in the chosen order, filtered by stars
 * and reviewer vehicle. The summary (count, average, histogram) always covers every review of the skus.
 */
export async function listReviews({ Review }: ReviewModels, query: ListReviewsQuery): Promise<ReviewListResponse> {
  const { skus, page, sort, stars, vehicle } = query;
  const filter: Record<string, unknown> = { sku: trusted({ $in: skus }) };
  if (stars !== undefined) filter.rating = stars;
  if (vehicle) filter.vehicle_key = vehicleKey(vehicle);
  const filtered = stars !== undefined || vehicle !== undefined;

  const [docs, byRating, matchCount] = await Promise.all([
    Review.find(filter)
      .sort(SORTS[sort])
      .skip(page * REVIEWS_PAGE_SIZE)
      .limit(REVIEWS_PAGE_SIZE)
      .lean<ReviewDoc[]>(),
    Review.aggregate<{ _id: number; count: number }>([
      { $match: { sku: { $in: skus } } },
      { $group: { _id: '$rating', count: { $sum: 1 } } },
    ]),
    filtered ? Review.countDocuments(filter) : null,
  ]);

  const histogram = Object.fromEntries(STARS.map((s) => [s, 0])) as ReviewHistogram;
  let count = 0;
  let total = 0;
  for (const row of byRating) {
    const star = String(row._id) as ReviewStar;
    if (STARS.includes(star)) histogram[star] += row.count;
    count += row.count;
    total += row._id * row.count;
  }
  return {
    reviews: docs.map(toReview),
    count,
    avgScore: roundScore(count > 0 ? total / count : 0),
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    matchCount: matchCount ?? count,
    histogram,
  };
}
