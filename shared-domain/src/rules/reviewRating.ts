// The reviews section's texts and the rating line (average, stars, counts): spec 1 §2 "Review section", §4 "Review
// display constants". Apart from the rest of the review rules (reviews.ts) because a product page shows them before
// the reviews section's code arrives (page weight).
import { REVIEW_DISPLAY } from '@storefront/shared-domain/runtime';

export const REVIEW_TEXTS = {
  customerReviews: 'Customer Reviews',
  customerPhotos: 'Customer Photos',
  writeReview: 'Write a review',
  loading: 'Loading reviews...',
  loadMore: 'Load More',
  verifiedBuyer: 'Verified Buyer',
  reviewPhotos: 'Review Photos',
  reviewPhoto: 'Review Photo',
  viewAllPhotos: 'View All Photos',
  more: 'More',
  hide: 'Hide',
  readMore: 'read more...',
} as const;

/** Stars filled: the rounded average, 0..5. */
export function filledStars(average: number): number {
  if (!Number.isFinite(average)) return 0;
  return Math.min(REVIEW_DISPLAY.stars, Math.max(0, Math.round(average)));
}

/** Average to one decimal: 4.25 -> '4.3', 4 -> '4.0'. */
export function averageRatingText(average: number): string {
  const value = Number.isFinite(average) ? Math.min(REVIEW_DISPLAY.stars, Math.max(0, average)) : 0;
  return (Math.round(Number((value * 10).toPrecision(12))) / 10).toFixed(REVIEW_DISPLAY.averageDecimals);
}

/** 'Based on N reviews' (the spec's text), singular for one: 'Based on 1 review'. */
export function basedOnText(count: number): string {
  return count === 1 ? 'Based on 1 review' : `Based on ${count} reviews`;
}

/** 'N Customer Reviews' (the spec's text), singular for one: '1 Customer Review'. */
export function customerReviewsCountText(count: number): string {
  return count === 1 ? '1 Customer Review' : `${count} Customer Reviews`;
}
