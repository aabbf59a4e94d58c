import { HttpError } from '@storefront/service-platform';
import { PUBLISHED_ONLY } from '../models/review';
import type { ReviewDoc, ReviewModels } from '../models/review';

export interface ThumbsUpAnswer {
  reviewId: string;
  thumbs_up: number;
  /** False when this visitor had already voted for the review (the count is unchanged). */
  counted: boolean;
}

const reviewNotFound = (reviewId: string) => new HttpError(404, 'review_not_found', `No review ${reviewId}`);

/** +1 atomically, once per review per visitor: the unique (review, visitor) index refuses a second vote. */
export async function thumbsUpReview(
  { Review, ReviewVote }: ReviewModels,
  reviewId: string,
  visitorId: string,
): Promise<ThumbsUpAnswer> {
  // A hidden review is not there for shoppers, votes included.
  if (!(await Review.exists({ reviewId, ...PUBLISHED_ONLY }))) throw reviewNotFound(reviewId);
  await ReviewVote.init();
  try {
    await ReviewVote.create({ reviewId, visitorId });
  } catch (err) {
    if ((err as { code?: number }).code !== 11000) throw err;
    const current = await Review.findOne({ reviewId }).lean<ReviewDoc>();
    return { reviewId, thumbs_up: current?.thumbs_up ?? 0, counted: false };
  }
  const updated = await Review.findOneAndUpdate(
    { reviewId },
    { $inc: { thumbs_up: 1 } },
    { new: true },
  ).lean<ReviewDoc>();
  if (!updated) throw reviewNotFound(reviewId);
  return { reviewId, thumbs_up: updated.thumbs_up, counted: true };
}
