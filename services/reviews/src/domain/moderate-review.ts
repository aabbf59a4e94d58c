// The back office's changes to a review. Each is one atomic update whose filter carries the state it changes from,
// so two staff members acting at once never both succeed (the second is a 409) and nothing is lost between a read
// and a write.
import type { UpdateQuery } from 'mongoose';
import { HttpError, trusted } from '@storefront/service-platform';
import type { AdminReview } from '@storefront/shared-domain/admin';
import type { ReviewDoc, ReviewModels } from '../models/review';
import { toAdminReview } from './admin-reviews';

export interface ModerationChange {
  before: AdminReview;
  after: AdminReview;
}

export const reviewNotFound = (reviewId: string) => new HttpError(404, 'review_not_found', `No review ${reviewId}`);

export async function adminReviewOf({ Review }: ReviewModels, reviewId: string): Promise<AdminReview> {
  const doc = await Review.findOne({ reviewId }).lean<ReviewDoc>();
  if (!doc) throw reviewNotFound(reviewId);
  return toAdminReview(doc);
}

/**
 * Applies `update` to the review when it matches `condition`: the review before and after, a 404 when there is no
 * such review, else `conflict` (it is no longer in the state the change starts from).
 */
async function changeReview(
  { Review }: ReviewModels,
  reviewId: string,
  condition: Record<string, unknown>,
  update: UpdateQuery<ReviewDoc> | Record<string, unknown>[],
  conflict: () => HttpError,
): Promise<ModerationChange> {
  const before = await Review.findOneAndUpdate({ reviewId, ...condition }, update as UpdateQuery<ReviewDoc>, {
    returnDocument: 'before',
  }).lean<ReviewDoc>();
  if (!before) {
    if (!(await Review.exists({ reviewId }))) throw reviewNotFound(reviewId);
    throw conflict();
  }
  const after = await Review.findOne({ reviewId }).lean<ReviewDoc>();
  if (!after) throw reviewNotFound(reviewId);
  return { before: toAdminReview(before), after: toAdminReview(after) };
}

const conflict = (message: string) => () => new HttpError(409, 'conflict', message);

export function hideReview(models: ReviewModels, reviewId: string, reason: string | null): Promise<ModerationChange> {
  return changeReview(
    models,
    reviewId,
    { state: trusted({ $ne: 'hidden' }) },
    { $set: { state: 'hidden', hidden_reason: reason } },
    conflict('This review is already hidden'),
  );
}

export function publishReview(models: ReviewModels, reviewId: string): Promise<ModerationChange> {
  return changeReview(
    models,
    reviewId,
    { state: 'hidden' },
    { $set: { state: 'published', hidden_reason: null } },
    conflict('This review is already published'),
  );
}

export function setReply(
  models: ReviewModels,
  reviewId: string,
  reply: { text: string; by: string },
): Promise<ModerationChange> {
  const stored = { text: reply.text, by: reply.by, at: new Date() };
  return changeReview(models, reviewId, {}, { $set: { reply: stored } }, conflict('The reply was not saved'));
}

export function removeReply(models: ReviewModels, reviewId: string): Promise<ModerationChange> {
  return changeReview(
    models,
    reviewId,
    { reply: trusted({ $type: 'object' }) },
    { $set: { reply: null } },
    conflict('This review has no reply'),
  );
}

/** The verified mark: 'buyer' (spec 1 §3: a value containing 'buyer') or none. */
export function setVerified(models: ReviewModels, reviewId: string, verified: boolean): Promise<ModerationChange> {
  return changeReview(
    models,
    reviewId,
    {},
    { $set: { verified: verified ? 'buyer' : null } },
    conflict('The verified mark was not saved'),
  );
}

/** `has_photos` (the 'photos' sort) counts the photos shoppers see. */
const recountPhotos = {
  $set: { has_photos: { $gt: [{ $size: { $setDifference: ['$images', '$hidden_images'] } }, 0] } },
};

/** Hides (or shows again) the review's photo at `index` (zero-based among its photos). */
export async function setPhotoHidden(
  models: ReviewModels,
  reviewId: string,
  index: number,
  hidden: boolean,
): Promise<ModerationChange> {
  const current = await models.Review.findOne({ reviewId }).lean<ReviewDoc>();
  if (!current) throw reviewNotFound(reviewId);
  const url = current.images?.[index];
  if (url === undefined) throw new HttpError(404, 'not_found', `Review ${reviewId} has no photo ${index}`);
  const hiddenList = { $ifNull: ['$hidden_images', []] };
  const change = hidden ? { $setUnion: [hiddenList, [url]] } : { $setDifference: [hiddenList, [url]] };
  return changeReview(
    models,
    reviewId,
    { images: url, hidden_images: hidden ? trusted({ $ne: url }) : url },
    [{ $set: { hidden_images: change } }, recountPhotos],
    conflict(hidden ? 'This photo is already hidden' : 'This photo is already shown'),
  );
}
