import { randomUUID } from 'node:crypto';
import { HttpError, isDuplicateKeyError } from '@storefront/service-platform';
import type { NewReviewResponse } from '@storefront/shared-domain';
import type { PurchaseLookup } from '../clients/cart';
import type { DecodeQueue } from '../lib/decode-queue';
import { processReviewPhotos, reviewPhotoUrl } from '../lib/review-photos';
import type { ProcessedPhoto } from '../lib/review-photos';
import { reviewerNameFor } from '../lib/reviewer-name';
import { vehicleKey } from '../models/review';
import type { ReviewDoc, ReviewModels } from '../models/review';
import type { NewReviewInput } from '../routes/schemas';
import type { ReviewingViewer } from './list-items-without-reviews';
import { scoreOf, toReview } from './to-review';

export interface WriteReviewInput {
  viewer: ReviewingViewer & { email: string | null };
  fields: NewReviewInput;
  /** Uploaded files, not yet checked. */
  photos: Buffer[];
  /** Where the photos wait for their decoding turn; default: the process's queue. */
  photoDecodes?: DecodeQueue;
}

export const alreadyReviewed = () => new HttpError(409, 'already_reviewed', 'You have already reviewed this product');
const installPhotosOutOfRange = () =>
  new HttpError(400, 'invalid_request', 'installPhotos must name photos sent with the review (0 is the first)');

/** The photos in stored order: the install photos first (a shopper checking the fit looks for those). */
function installFirst(processed: readonly ProcessedPhoto[], install: ReadonlySet<number>) {
  const marked = processed.map((photo, i) => ({ ...photo, install: install.has(i) }));
  return [...marked.filter((p) => p.install), ...marked.filter((p) => !p.install)];
}

export const notPurchased = () =>
  new HttpError(403, 'not_purchased', 'Only customers who bought this product can review it');

/**
 * A verified buyer's review, visible at once: one per account and sku, only for a sku the viewer bought (the cart
 * service says so), photos re-encoded without metadata. Every check runs before anything is written, and a failed
 * write removes what it had stored, so a refused or failed review leaves nothing behind.
 */
export async function writeReview(
  models: ReviewModels,
  purchases: PurchaseLookup,
  { viewer, fields, photos, photoDecodes }: WriteReviewInput,
): Promise<NewReviewResponse> {
  const { Review, ReviewPhoto } = models;
  const { sku } = fields;
  if (fields.installPhotos.some((i) => i >= photos.length)) throw installPhotosOutOfRange();
  if (await Review.exists({ account_id: viewer.accountId, sku })) throw alreadyReviewed();
  const bought = await purchases(viewer.headers, [sku]);
  if (!bought.items.some((item) => item.sku === sku)) throw notPurchased();

  const processed = installFirst(await processReviewPhotos(photos, photoDecodes), new Set(fields.installPhotos));

  const reviewId = randomUUID();
  const doc: ReviewDoc = {
    reviewId,
    title: fields.title,
    body: fields.body,
    rating: fields.rating,
    review_date: new Date(),
    reviewer: { name: reviewerNameFor(bought.firstName, viewer.email) },
    verified: 'buyer',
    sku,
    images: processed.map(reviewPhotoUrl),
    thumbs_up: 0,
    has_photos: processed.length > 0,
    vehicle: fields.vehicle,
    vehicle_key: vehicleKey(fields.vehicle),
    fit_verdict: fields.fitVerdict,
    fit_note: fields.fitNote,
    install_images: processed.filter((p) => p.install).map(reviewPhotoUrl),
    account_id: viewer.accountId,
  };
  try {
    if (processed.length > 0) {
      await ReviewPhoto.insertMany(processed.map((p) => ({ ...p, reviewId, created_at: doc.review_date })));
    }
    await Review.init(); // the unique (account, sku) index exists before the first write
    await Review.create(doc);
  } catch (err) {
    await ReviewPhoto.deleteMany({ reviewId }).catch(() => undefined);
    // Two posts of the same review at once: the unique index lets one through.
    if (isDuplicateKeyError(err)) throw alreadyReviewed();
    throw err;
  }
  return { review: toReview(doc), summary: await scoreOf(Review, [sku]) };
}
