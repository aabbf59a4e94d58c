import mongoose, { Schema } from 'mongoose';
import { REVIEW_FIT_VERDICTS } from '@storefront/shared-domain';
import type { ReviewFitVerdict, ReviewVehicle } from '@storefront/shared-domain';
import { REVIEW_MODERATION_STATES } from '@storefront/shared-domain/admin';
import type { ReviewModerationState } from '@storefront/shared-domain/admin';
import { modelOn, trusted } from '@storefront/service-platform';

export interface ReviewDoc {
  reviewId: string;
  title: string | null;
  body: string;
  rating: number;
  review_date: Date;
  reviewer: { name: string };
  /** A value containing 'buyer' marks a verified buyer (spec 1 §3). */
  verified: string | null;
  sku: string;
  images: string[];
  thumbs_up: number;
  /** Drives the 'photos' sort: reviews with photos first (kept with `images`). */
  has_photos: boolean;
  /** The reviewer's vehicle (vehicle-specific enclosures), shown as 'Installed in a 2018 Ford F-150'. */
  vehicle: ReviewVehicle | null;
  /** `vehicleKey(vehicle)`: the vehicle filter matches year, make and model case-insensitively on this. */
  vehicle_key: string | null;
  /** How it fitted the reviewer's vehicle (only with `vehicle`); counted by GET /fitSummary. */
  fit_verdict: ReviewFitVerdict | null;
  fit_note: string | null;
  /** The `images` that show the install (stored first in `images`). */
  install_images: string[];
  /** The account that wrote it (written through POST /api/reviews); never sent out. Seeded reviews have none. */
  account_id: string | null;
  /** Moderation: only published reviews reach shoppers (absent on reviews stored before moderation: published). */
  state?: ReviewModerationState;
  hidden_reason?: string | null;
  /** The store's answer; `by` (the staff member's email) stays in the back office. */
  reply?: { text: string; at: Date; by: string } | null;
  /** The `images` staff hid: never sent to shoppers (nor counted for the 'photos' sort). */
  hidden_images?: string[];
}

/** The filter every shopper-facing read adds: hidden reviews never reach a shopper. */
export const PUBLISHED_ONLY = { state: trusted({ $ne: 'hidden' }) } as const;

/** Lower-cased 'year|make|model': one equality match (and index) for the case-insensitive vehicle filter. */
export function vehicleKey(vehicle: ReviewVehicle | null | undefined): string | null {
  if (!vehicle) return null;
  return [vehicle.year, vehicle.make.trim(), vehicle.model.trim()].join('|').toLowerCase();
}

const vehicleSchema = new Schema<ReviewVehicle>(
  {
    year: { type: Number, required: true },
    make: { type: String, required: true },
    model: { type: String, required: true },
  },
  { _id: false },
);

const reviewSchema = new Schema<ReviewDoc>(
  {
    reviewId: { type: String, required: true, unique: true },
    title: { type: String, default: null },
    body: { type: String, required: true },
    rating: { type: Number, required: true, min: 1, max: 5 },
    review_date: { type: Date, required: true },
    reviewer: { name: { type: String, required: true } },
    verified: { type: String, default: null },
    sku: { type: String, required: true },
    images: { type: [String], default: [] },
    thumbs_up: { type: Number, default: 0, min: 0 },
    has_photos: { type: Boolean, default: false },
    vehicle: { type: vehicleSchema, default: null },
    vehicle_key: { type: String, default: null },
    fit_verdict: { type: String, enum: [...REVIEW_FIT_VERDICTS, null], default: null },
    fit_note: { type: String, default: null },
    install_images: { type: [String], default: [] },
    account_id: { type: String, default: null },
    state: { type: String, enum: [...REVIEW_MODERATION_STATES], default: 'published' },
    hidden_reason: { type: String, default: null },
    reply: {
      type: new Schema({ text: String, at: Date, by: String }, { _id: false }),
      default: null,
    },
    hidden_images: { type: [String], default: [] },
  },
  {
    collection: 'reviews',
    versionKey: false,
    strictQuery: true,
    toJSON: {
      transform: (_doc, ret: Record<string, unknown>) => {
        delete ret._id;
        if (ret.review_date instanceof Date) ret.review_date = ret.review_date.toISOString();
        return ret;
      },
    },
  },
);
// One index per order of GET /skuList (sku $in, then the sort); the rating one also serves the stars filter.
reviewSchema.index({ sku: 1, review_date: -1 });
reviewSchema.index({ sku: 1, rating: -1, review_date: -1 });
reviewSchema.index({ sku: 1, has_photos: -1, review_date: -1 });
reviewSchema.index({ sku: 1, thumbs_up: -1, review_date: -1 });
reviewSchema.index({ sku: 1, vehicle_key: 1, review_date: -1 });
// The back office's list: newest first, by moderation state.
reviewSchema.index({ review_date: -1, reviewId: 1 });
reviewSchema.index({ state: 1, review_date: -1 });
// The photo route asks whether a photo is hidden, on every photo it serves.
reviewSchema.index({ hidden_images: 1 });
// One review per account and sku, even when two posts race (409 already_reviewed).
reviewSchema.index(
  { account_id: 1, sku: 1 },
  { unique: true, partialFilterExpression: { account_id: { $type: 'string' } } },
);

/** One "helpful" vote per review per visitor (spec 1 §4). */
export interface ReviewVoteDoc {
  reviewId: string;
  visitorId: string;
  createdAt: Date;
}

const voteSchema = new Schema<ReviewVoteDoc>(
  {
    reviewId: { type: String, required: true },
    visitorId: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'review_votes', versionKey: false, strictQuery: true },
);
voteSchema.index({ reviewId: 1, visitorId: 1 }, { unique: true });

/** A customer photo uploaded with a review, re-encoded and without metadata, served from /api/reviews/photos/. */
export interface ReviewPhotoDoc {
  /** Random, URL-safe; the photo's address is `/api/reviews/photos/<photoId>.<ext>`. */
  photoId: string;
  ext: 'jpg' | 'webp';
  contentType: string;
  data: Buffer;
  width: number;
  height: number;
  reviewId: string;
  /** Marked by the reviewer as a photo of the install. */
  install: boolean;
  created_at: Date;
}

const photoSchema = new Schema<ReviewPhotoDoc>(
  {
    photoId: { type: String, required: true, unique: true },
    ext: { type: String, enum: ['jpg', 'webp'], required: true },
    contentType: { type: String, required: true },
    data: { type: Buffer, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    reviewId: { type: String, required: true, index: true },
    install: { type: Boolean, default: false },
    created_at: { type: Date, default: () => new Date() },
  },
  { collection: 'review_photos', versionKey: false, strictQuery: true },
);

export function reviewModels(connection: mongoose.Connection) {
  const Review = modelOn<ReviewDoc>(connection, 'Review', reviewSchema);
  const ReviewVote = modelOn<ReviewVoteDoc>(connection, 'ReviewVote', voteSchema);
  const ReviewPhoto = modelOn<ReviewPhotoDoc>(connection, 'ReviewPhoto', photoSchema);
  return { Review, ReviewVote, ReviewPhoto };
}

export type ReviewModels = ReturnType<typeof reviewModels>;
