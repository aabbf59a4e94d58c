// The back office's reads of reviews: every review, hidden ones and hidden photos included, newest first.
import { trusted } from '@storefront/service-platform';
import type { AdminPage, AdminReview, AdminReviewFilters } from '@storefront/shared-domain/admin';
import type { ReviewDoc, ReviewModels } from '../models/review';

/** What the back office sees of a stored review (the account id stays inside the service). */
export function toAdminReview(doc: ReviewDoc): AdminReview {
  const hidden = new Set(doc.hidden_images ?? []);
  const install = new Set(doc.install_images ?? []);
  return {
    reviewId: doc.reviewId,
    sku: doc.sku,
    title: doc.title ?? null,
    body: doc.body,
    rating: doc.rating,
    review_date: new Date(doc.review_date).toISOString(),
    reviewer: { name: doc.reviewer?.name ?? '' },
    verified: (doc.verified ?? '').includes('buyer'),
    state: doc.state ?? 'published',
    hiddenReason: doc.hidden_reason ?? null,
    reply: doc.reply ? { text: doc.reply.text, at: new Date(doc.reply.at).toISOString(), by: doc.reply.by } : null,
    photos: (doc.images ?? []).map((url, index) => ({
      index,
      url,
      hidden: hidden.has(url),
      install: install.has(url),
    })),
    vehicle: doc.vehicle ? { year: doc.vehicle.year, make: doc.vehicle.make, model: doc.vehicle.model } : null,
    fitVerdict: doc.fit_verdict ?? null,
    fitNote: doc.fit_note ?? null,
    thumbs_up: doc.thumbs_up ?? 0,
  };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The query of the admin list's filters; `q` matches title, body or reviewer's name, case-insensitively. */
function filterOf(filters: AdminReviewFilters): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (filters.state === 'hidden') filter.state = 'hidden';
  if (filters.state === 'published') filter.state = trusted({ $ne: 'hidden' });
  if (filters.sku) filter.sku = filters.sku;
  if (filters.rating !== undefined) filter.rating = filters.rating;
  if (filters.hasPhotos !== undefined) {
    filter['images.0'] = trusted({ $exists: filters.hasPhotos });
  }
  if (filters.q) {
    const pattern = trusted({ $regex: escapeRegex(filters.q), $options: 'i' });
    filter.$or = [{ title: pattern }, { body: pattern }, { 'reviewer.name': pattern }];
  }
  return filter;
}

export async function listAdminReviews(
  { Review }: ReviewModels,
  filters: AdminReviewFilters,
  paging: { page: number; pageSize: number },
): Promise<AdminPage<AdminReview>> {
  const filter = filterOf(filters);
  const [docs, total] = await Promise.all([
    Review.find(filter)
      .sort({ review_date: -1, reviewId: 1 })
      .skip((paging.page - 1) * paging.pageSize)
      .limit(paging.pageSize)
      .lean<ReviewDoc[]>(),
    Review.countDocuments(filter),
  ]);
  return { data: docs.map(toAdminReview), page: paging.page, pageSize: paging.pageSize, total };
}
