// The reviews area's back-office API types (shared by its service and its remote's ./Admin): review moderation
// (publish, hide, the store's reply, the verified mark, photos) under /api/admin/reviews.
import type { ReviewFitVerdict, ReviewVehicle } from '../types/reviews';

/** A review is shown to shoppers only while published; new reviews are published at once. */
export const REVIEW_MODERATION_STATES = ['published', 'hidden'] as const;
export type ReviewModerationState = (typeof REVIEW_MODERATION_STATES)[number];

export const REVIEW_MODERATION_LIMITS = {
  replyMaxLength: 2000,
  hideReasonMaxLength: 500,
  /** The admin list's `q` (title, body, reviewer's name). */
  searchMaxLength: 100,
} as const;

/** The store's answer under a review; `by` is the staff member's email and never leaves the back office. */
export interface ReviewStoreReplyAdmin {
  text: string;
  /** ISO time. */
  at: string;
  by: string;
}

export interface AdminReviewPhoto {
  /** Zero-based place among the review's photos (the index of POST .../photos/:index/hide). */
  index: number;
  url: string;
  hidden: boolean;
  install: boolean;
}

/** A review as the back office sees it (hidden photos and reviews included). */
export interface AdminReview {
  reviewId: string;
  sku: string;
  title: string | null;
  body: string;
  rating: number;
  /** ISO time. */
  review_date: string;
  reviewer: { name: string };
  verified: boolean;
  state: ReviewModerationState;
  hiddenReason: string | null;
  reply: ReviewStoreReplyAdmin | null;
  photos: AdminReviewPhoto[];
  vehicle: ReviewVehicle | null;
  fitVerdict: ReviewFitVerdict | null;
  fitNote: string | null;
  thumbs_up: number;
}

/** The filters of GET /api/admin/reviews (besides page and pageSize); the list is newest first. */
export interface AdminReviewFilters {
  state?: ReviewModerationState;
  sku?: string;
  rating?: number;
  hasPhotos?: boolean;
  q?: string;
}

export interface ReviewReplyInput {
  text: string;
}

export interface ReviewHideInput {
  reason?: string;
}

/** The problem with a reply's text, or null when it may be sent (trimmed, 1..2000 characters). */
export function reviewReplyProblem(text: unknown): string | null {
  if (typeof text !== 'string' || text.trim().length === 0) return 'Write the reply.';
  if (text.trim().length > REVIEW_MODERATION_LIMITS.replyMaxLength) {
    return `The reply can be at most ${REVIEW_MODERATION_LIMITS.replyMaxLength} characters.`;
  }
  return null;
}

/** The problem with a hide reason (optional, at most 500 characters), or null. */
export function reviewHideReasonProblem(reason: unknown): string | null {
  if (reason === undefined || reason === null) return null;
  if (typeof reason !== 'string') return 'The reason must be text.';
  if (reason.trim().length > REVIEW_MODERATION_LIMITS.hideReasonMaxLength) {
    return `The reason can be at most ${REVIEW_MODERATION_LIMITS.hideReasonMaxLength} characters.`;
  }
  return null;
}

export const REVIEW_ADMIN_TEXTS = {
  stateLabels: { published: 'Published', hidden: 'Hidden' } as Record<ReviewModerationState, string>,
  hide: 'Hide',
  publish: 'Publish',
  verify: 'Mark verified',
  unverify: 'Remove verified mark',
  reply: 'Reply',
  removeReply: 'Remove reply',
  hideConfirm: 'Hide this review from shoppers? Its rating stops counting in the product’s score.',
  hidePhotoConfirm: 'Hide this photo from shoppers?',
  removeReplyConfirm: 'Remove the store’s reply?',
  empty: 'No reviews match these filters.',
} as const;
