// The review shapes this remote reads are shared-domain's (types/reviews.ts); the names below are local aliases only.
import type { ReviewSort, ReviewVehicle } from '@storefront/shared-domain';

export type {
  Review as ReviewWithVehicle,
  ReviewHistogram,
  ReviewListResponse as ReviewListPage,
  ReviewableItem,
  ReviewFitSummary,
  ReviewFitVerdict,
  ReviewVehicle as ReviewerVehicle,
  ReviewSort,
  NewReviewResponse as SubmittedReview,
} from '@storefront/shared-domain';

export interface ReviewListArgs {
  skus: readonly string[];
  /** Zero-based API page. */
  page: number;
  sort: ReviewSort;
  stars: number | null;
  vehicle: ReviewVehicle | null;
}

/** GET /api/reviews/fitSummary: the shown skus and the shopper's vehicle. */
export interface FitSummaryArgs {
  skus: readonly string[];
  vehicle: ReviewVehicle;
}

/** POST /api/reviews/thumbs-up answer (spec 2 §7: the page does not read it). */
export interface HelpfulVoteAnswer {
  reviewId: string;
  thumbs_up: number;
  counted: boolean;
}
