// Review display: pagination, truncation, titles, stars, photos, helpful votes, modal navigation.
// Spec 1 §2 "Review section", §3 Review, §4 "Reviews loading", "Review helpful vote", "Review display",
// "Review display constants"; spec 2 §4 "Review modal", §9 reviews.
import { REVIEW_DISPLAY } from '@storefront/shared-domain/runtime';
import { REVIEW_FIT_VERDICTS, type ReviewFitSummary, type ReviewFitVerdict } from '../types/reviews';
import { REVIEW_TEXTS } from './reviewRating';

// The section's texts and the rating line: what a product page shows before the reviews section's code arrives (its
// own module, so that a bundle taking these does not carry the rest).
export * from './reviewRating';

/** Page count: total divided by 20, rounded up (0 for no or invalid totals). */
export function reviewPageCount(totalReviews: number): number {
  if (!Number.isFinite(totalReviews) || totalReviews <= 0) return 0;
  return Math.ceil(totalReviews / REVIEW_DISPLAY.pageSize);
}

export type PaginationItem =
  | { type: 'prev'; page: number }
  | { type: 'next'; page: number }
  | { type: 'page'; page: number; current: boolean }
  | { type: 'ellipsis'; position: 'start' | 'end' };

/**
 * Pagination items, pages 1-based (CHOICE; the API page is page - 1). Up to 3 numbers each side of the current page on
 * desktop, 1 on mobile; first and last always; an ellipsis replaces each gap; previous/next only when available;
 * nothing at 1 page or fewer. The current page is clamped into range.
 */
export function reviewPagination(input: {
  currentPage: number;
  totalPages: number;
  isMobile: boolean;
}): PaginationItem[] {
  const total = Number.isFinite(input.totalPages) ? Math.floor(input.totalPages) : 0;
  if (total <= 1) return [];
  const current = Math.min(total, Math.max(1, Number.isFinite(input.currentPage) ? Math.floor(input.currentPage) : 1));
  const siblings = input.isMobile ? REVIEW_DISPLAY.paginationSiblingsMobile : REVIEW_DISPLAY.paginationSiblingsDesktop;
  const from = Math.max(2, current - siblings);
  const to = Math.min(total - 1, current + siblings);
  const page = (p: number): PaginationItem => ({ type: 'page', page: p, current: p === current });
  const items: PaginationItem[] = [];
  if (current > 1) items.push({ type: 'prev', page: current - 1 });
  items.push(page(1));
  if (from > 2) items.push({ type: 'ellipsis', position: 'start' });
  for (let p = from; p <= to; p += 1) items.push(page(p));
  if (to < total - 1) items.push({ type: 'ellipsis', position: 'end' });
  items.push(page(total));
  if (current < total) items.push({ type: 'next', page: current + 1 });
  return items;
}

/** Zero-based API page for a 1-based UI page. */
export function reviewApiPage(uiPage: number): number {
  return Math.max(0, Math.floor(uiPage) - 1);
}

/**
 * Cuts text over the limit (175 on mobile with More/Hide, 600 on the product page with 'read more...'). Characters are
 * code points (an emoji is never split); CHOICE: trailing spaces of the cut text are trimmed and no ellipsis is added.
 */
export function truncateReviewText(
  text: string | null | undefined,
  limit: number,
): { text: string; truncated: boolean } {
  const chars = Array.from(text ?? '');
  if (chars.length <= limit) return { text: text ?? '', truncated: false };
  return { text: chars.slice(0, limit).join('').trimEnd(), truncated: true };
}

export type ReviewTruncation = 'mobile' | 'product-page';

export function reviewTruncateLimit(where: ReviewTruncation): number {
  return where === 'mobile' ? REVIEW_DISPLAY.bodyTruncateMobile : REVIEW_DISPLAY.bodyTruncateProductPage;
}

/** Review body cut for a display. */
export function truncateReviewBody(
  body: string | null | undefined,
  where: ReviewTruncation,
): { text: string; truncated: boolean } {
  return truncateReviewText(body, reviewTruncateLimit(where));
}

/** A title of null, undefined, 'Null' or 'Undefined' (any case, trimmed) shows blank. */
export function reviewTitleText(title: string | null | undefined): string {
  if (title === null || title === undefined) return '';
  const t = String(title).trim();
  return t.toLowerCase() === 'null' || t.toLowerCase() === 'undefined' ? '' : t;
}

/** A verified value containing 'buyer' (any case) marks a verified buyer. */
export function isVerifiedBuyer(verified: unknown): boolean {
  return typeof verified === 'string' && verified.toLowerCase().includes('buyer');
}

/** Reviewer shown as first name only. */
export function reviewerFirstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

export interface ReviewWithImages {
  id?: string | number;
  reviewId?: string | number;
  images?: readonly string[] | null;
  /** The images that show the install. */
  installImages?: readonly string[] | null;
  title?: string | null;
}

export interface ReviewPhotoEntry {
  image: string;
  image_index: number;
  review_id: string;
  image_alt: string;
  /** An install photo (present only when true). */
  install?: true;
}

export function reviewIdOf(review: ReviewWithImages): string {
  const id = review.id ?? review.reviewId;
  return id === undefined || id === null ? '' : String(id);
}

/** Photo entries: up to 2 images per review; CHOICE: alt text is the review title, else 'Review Photo'. */
export function reviewPhotoEntries(reviews: readonly ReviewWithImages[]): ReviewPhotoEntry[] {
  const out: ReviewPhotoEntry[] = [];
  for (const review of reviews) {
    const images = (review.images ?? []).filter((u) => typeof u === 'string' && u.trim() !== '');
    images.slice(0, REVIEW_DISPLAY.imagesPerReview).forEach((image, index) => {
      out.push({
        image,
        image_index: index,
        review_id: reviewIdOf(review),
        image_alt: reviewTitleText(review.title) || REVIEW_TEXTS.reviewPhoto,
        ...(review.installImages?.includes(image) ? { install: true as const } : {}),
      });
    });
  }
  return out;
}

/** Install photos before the others, each group in its own order (a shopper checking the fit sees those first). */
export function installPhotosFirst<T extends { install?: boolean }>(photos: readonly T[]): T[] {
  return [...photos.filter((p) => p.install), ...photos.filter((p) => !p.install)];
}

/** Texts of an owner's fit verdict (not in the spec). */
export const REVIEW_FIT_TEXTS = {
  verdicts: {
    fitted: 'Fitted as is',
    'fitted-with-changes': 'Fitted with changes',
    'did-not-fit': 'Did not fit',
  } satisfies Record<ReviewFitVerdict, string>,
  installPhoto: 'Install photo',
} as const;

const SUMMARY_VERDICTS: Record<ReviewFitVerdict, string> = {
  fitted: 'fitted',
  'fitted-with-changes': 'fitted with changes',
  'did-not-fit': 'did not fit',
};

/**
 * The fit summary of a vehicle's owners: '3 owners of a 2018 Ford F-150: 2 fitted, 1 fitted with changes'; null when
 * no owner of it gave a verdict.
 */
export function reviewFitSummaryText(summary: ReviewFitSummary | null | undefined): string | null {
  if (!summary) return null;
  const count = (verdict: ReviewFitVerdict) => Math.max(0, Math.floor(summary.counts?.[verdict] ?? 0)) || 0;
  const owners = REVIEW_FIT_VERDICTS.reduce((sum, verdict) => sum + count(verdict), 0);
  if (owners === 0) return null;
  const parts = REVIEW_FIT_VERDICTS.filter((v) => count(v) > 0).map((v) => `${count(v)} ${SUMMARY_VERDICTS[v]}`);
  const { year, make, model } = summary.vehicle;
  return `${owners} owner${owners === 1 ? '' : 's'} of a ${year} ${make} ${model}: ${parts.join(', ')}`;
}

/** The photo strip: at most 20 photos, with a 'View All Photos' tile when there are more than 3. */
export function reviewPhotoStrip<T>(photos: readonly T[]): { photos: T[]; showViewAll: boolean } {
  return {
    photos: photos.slice(0, REVIEW_DISPLAY.photoStripMax),
    showViewAll: photos.length > REVIEW_DISPLAY.viewAllTileOver,
  };
}

/** Grid columns: 2 on mobile, 4 on desktop. */
export function reviewGridColumns(isMobile: boolean): number {
  return isMobile ? REVIEW_DISPLAY.gridColumnsMobile : REVIEW_DISPLAY.gridColumnsDesktop;
}

/**
 * Photo viewer: load more reviews when fewer than 4 slides remain after the one viewed (CHOICE for "within 4 of the
 * end"), unless the end is reached.
 */
export function shouldLoadMorePhotos(viewedIndex: number, slideCount: number, endReached: boolean): boolean {
  if (endReached) return false;
  return slideCount - 1 - viewedIndex < REVIEW_DISPLAY.loadMoreWhenRemainingUnder;
}

/** Lightbox preload: indexes of the next 3 photos after the viewed one. */
export function lightboxPreloadIndexes(viewedIndex: number, slideCount: number): number[] {
  const out: number[] = [];
  for (let i = viewedIndex + 1; i < slideCount && out.length < REVIEW_DISPLAY.lightboxPreload; i += 1) out.push(i);
  return out;
}

/** Merge by id without duplicates, existing order first. */
export function mergeReviewsById<T extends ReviewWithImages>(existing: readonly T[], incoming: readonly T[]): T[] {
  const seen = new Set(existing.map(reviewIdOf));
  const out = [...existing];
  for (const review of incoming) {
    const id = reviewIdOf(review);
    if (!seen.has(id)) {
      seen.add(id);
      out.push(review);
    }
  }
  return out;
}

/** Stored helpful votes (local key reviewedIds): a list of maps review id -> value. */
export type ReviewedIds = Array<Record<string, number>>;

export function hasVoted(stored: ReviewedIds | null | undefined, reviewId: string | number): boolean {
  const id = String(reviewId);
  return (stored ?? []).some(
    (entry) => entry !== null && typeof entry === 'object' && Object.prototype.hasOwnProperty.call(entry, id),
  );
}

/**
 * A helpful vote: raises the count by one and remembers {id: newCount}; a second vote changes nothing.
 */
export function applyHelpfulVote(
  stored: ReviewedIds | null | undefined,
  reviewId: string | number,
  currentCount: number,
): { stored: ReviewedIds; count: number; changed: boolean } {
  const list = Array.isArray(stored) ? stored : [];
  const count = Number.isFinite(currentCount) && currentCount > 0 ? Math.floor(currentCount) : 0;
  if (hasVoted(list, reviewId)) return { stored: list, count, changed: false };
  return { stored: [...list, { [String(reviewId)]: count + 1 }], count: count + 1, changed: true };
}

/** Writing a review is allowed when the signed-in account's lookup returns at least one item without reviews. */
export function canWriteReview(loggedIn: boolean, itemsWithoutReviews: readonly unknown[] | null | undefined): boolean {
  return loggedIn && Array.isArray(itemsWithoutReviews) && itemsWithoutReviews.length > 0;
}

export interface ReviewModalPosition {
  reviewIndex: number;
  imageIndex: number;
}

/**
 * Review modal: next on a review's last photo moves to the next review at photo 0; previous on the first photo moves
 * to the previous review (CHOICE: at its last photo). In individual mode there is no cross-review navigation.
 * Returns null when there is nowhere to go (the arrow is hidden).
 */
export function reviewModalStep(
  position: ReviewModalPosition,
  imageCounts: readonly number[],
  direction: 'next' | 'prev',
  individual = false,
): ReviewModalPosition | null {
  const { reviewIndex, imageIndex } = position;
  const count = imageCounts[reviewIndex] ?? 0;
  if (direction === 'next') {
    if (imageIndex < count - 1) return { reviewIndex, imageIndex: imageIndex + 1 };
    if (individual) return null;
    for (let r = reviewIndex + 1; r < imageCounts.length; r += 1)
      if ((imageCounts[r] ?? 0) > 0) return { reviewIndex: r, imageIndex: 0 };
    return null;
  }
  if (imageIndex > 0) return { reviewIndex, imageIndex: imageIndex - 1 };
  if (individual) return null;
  for (let r = reviewIndex - 1; r >= 0; r -= 1)
    if ((imageCounts[r] ?? 0) > 0) return { reviewIndex: r, imageIndex: (imageCounts[r] ?? 1) - 1 };
  return null;
}

/** Arrows are hidden at the very first and very last positions. */
export function reviewModalArrows(
  position: ReviewModalPosition,
  imageCounts: readonly number[],
  individual = false,
): { prev: boolean; next: boolean } {
  return {
    prev: reviewModalStep(position, imageCounts, 'prev', individual) !== null,
    next: reviewModalStep(position, imageCounts, 'next', individual) !== null,
  };
}
