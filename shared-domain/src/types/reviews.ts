// Reviews (spec 1 §3) and the reviews service's API (list filters and sorts, write permission, writing a review).

/** The reviewer's vehicle, shown as 'Installed in a 2018 Ford F-150'. */
export interface ReviewVehicle {
  year: number;
  make: string;
  model: string;
}

/** An owner's word on the fit, with the review of a product for their vehicle. */
export const REVIEW_FIT_VERDICTS = ['fitted', 'fitted-with-changes', 'did-not-fit'] as const;
export type ReviewFitVerdict = (typeof REVIEW_FIT_VERDICTS)[number];

export interface Review {
  reviewId: string;
  title: string | null;
  body: string;
  rating: number;
  review_date: string;
  reviewer: { name: string };
  /** A value containing 'buyer' marks a verified buyer. */
  verified?: string | null;
  sku: string;
  images: string[];
  thumbs_up: number;
  /** The reviewer's vehicle (vehicle-specific enclosures), null when not given. */
  vehicle?: ReviewVehicle | null;
  /** How the product fitted the reviewer's vehicle (only with a vehicle), null when not said. */
  fitVerdict?: ReviewFitVerdict | null;
  /** The reviewer's note on the fit (plain text, at most 500 characters), null when none. */
  fitNote?: string | null;
  /** Which of `images` show the install (they come first in `images`). */
  installImages?: string[];
  /** The store's answer, shown under the review; null when none. */
  storeReply?: { text: string; at: string } | null;
}

export interface ReviewPhoto {
  image: string;
  image_index: number;
  review_id: string;
  image_alt: string;
}

export interface ReviewScoreSummary {
  count: number;
  avgScore: number;
}

/** Orders of GET /api/reviews/skuList (`sort=`): ties are broken by review id. */
export const REVIEW_SORTS = ['recent', 'highest', 'lowest', 'photos', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** The order when `sort` is absent: newest first. */
export const DEFAULT_REVIEW_SORT: ReviewSort = 'recent';

export type ReviewStar = '1' | '2' | '3' | '4' | '5';
/** Number of reviews per star rating. */
export type ReviewHistogram = Record<ReviewStar, number>;

/**
 * Answer of GET /api/reviews/skuList?skus=...&page=n[&sort=][&stars=1..5][&vehicle=<year>|<make>|<model>]
 * (zero-based page). count, avgScore and histogram describe every review of the skus; matchCount counts the reviews
 * left after the stars and vehicle filters (pages are counted from it).
 */
export interface ReviewListResponse {
  reviews: Review[];
  count: number;
  avgScore: number;
  page: number;
  pageSize: number;
  matchCount: number;
  histogram: ReviewHistogram;
}

/**
 * Answer of GET /api/reviews/fitSummary?skus=...&vehicle=<year>|<make>|<model>: how many owners of the vehicle who
 * reviewed the skus said each verdict (reviews without a verdict are not counted).
 */
export interface ReviewFitSummary {
  vehicle: ReviewVehicle;
  counts: Record<ReviewFitVerdict, number>;
}

/** A purchase of the signed-in viewer that has no review yet. */
export interface ReviewableItem {
  sku: string;
  name: string;
  orderNumber: string;
  /** ISO date of the order. */
  purchasedAt: string;
}

/** Answer of GET /api/reviews/account/sku?sku= (signed-in only). */
export interface ReviewableItemsResponse {
  data: { itemsWithoutReviews: ReviewableItem[] };
}

/** Limits of POST /api/reviews (multipart/form-data), checked by the service; forms may check them first. */
export const REVIEW_INPUT_LIMITS = {
  titleMaxLength: 150,
  bodyMaxLength: 5000,
  fitNoteMaxLength: 500,
  photosMax: 2,
  /** Per photo, before re-encoding (8 MiB). */
  photoMaxBytes: 8 * 1024 * 1024,
  /** Stored photos are resized to at most this many pixels on the long side. */
  photoMaxEdgePx: 1600,
} as const;

/**
 * Fields of POST /api/reviews, sent as multipart/form-data with up to 2 files in `photos`. The vehicle fields are
 * all three or none; the fit verdict only with them; `installPhotos` names the photos that show the install by their
 * zero-based place among `photos`, comma-joined ('0,1').
 */
export interface NewReviewFields {
  sku: string;
  rating: number;
  title?: string;
  body: string;
  vehicleYear?: number;
  vehicleMake?: string;
  vehicleModel?: string;
  fitVerdict?: ReviewFitVerdict;
  fitNote?: string;
  installPhotos?: string;
}

/** Answer 201 of POST /api/reviews: the stored review and the sku's new score. */
export interface NewReviewResponse {
  review: Review;
  summary: ReviewScoreSummary;
}
