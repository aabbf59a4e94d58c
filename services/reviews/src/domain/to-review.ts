import type mongoose from 'mongoose';
import type { Review, ReviewScoreSummary } from '@storefront/shared-domain';
import { PUBLISHED_ONLY } from '../models/review';
import type { ReviewDoc } from '../models/review';

/**
 * The public shape of a stored review (account id, sort and filter keys, moderation notes and the photos staff hid
 * stay inside the service).
 */
export function toReview(doc: ReviewDoc): Review {
  const hidden = new Set(doc.hidden_images ?? []);
  const shown = (urls: string[] | undefined) => (urls ?? []).filter((url) => !hidden.has(url));
  return {
    reviewId: doc.reviewId,
    title: doc.title ?? null,
    body: doc.body,
    rating: doc.rating,
    review_date: new Date(doc.review_date).toISOString(),
    reviewer: { name: doc.reviewer?.name ?? '' },
    verified: doc.verified ?? null,
    sku: doc.sku,
    images: shown(doc.images),
    thumbs_up: doc.thumbs_up ?? 0,
    vehicle: doc.vehicle ? { year: doc.vehicle.year, make: doc.vehicle.make, model: doc.vehicle.model } : null,
    fitVerdict: doc.fit_verdict ?? null,
    fitNote: doc.fit_note ?? null,
    installImages: shown(doc.install_images),
    storeReply: doc.reply ? { text: doc.reply.text, at: new Date(doc.reply.at).toISOString() } : null,
  };
}

export const roundScore = (n: number) => Math.round(n * 100) / 100;

/** Count and average rating (2 decimals) of every published review of `skus`. */
export async function scoreOf(Review: mongoose.Model<ReviewDoc>, skus: readonly string[]): Promise<ReviewScoreSummary> {
  const rows = await Review.aggregate<{ count: number; avg: number | null }>([
    { $match: { sku: { $in: [...skus] }, ...PUBLISHED_ONLY } },
    { $group: { _id: null, count: { $sum: 1 }, avg: { $avg: '$rating' } } },
  ]);
  return { count: rows[0]?.count ?? 0, avgScore: roundScore(rows[0]?.avg ?? 0) };
}
