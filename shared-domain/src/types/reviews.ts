// Reviews (spec 1 §3).
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

/** Answer of GET /api/reviews/skuList?skus=...&page=n (zero-based page). */
export interface ReviewListResponse {
  reviews: Review[];
  count: number;
  avgScore: number;
  page: number;
  pageSize: number;
}
