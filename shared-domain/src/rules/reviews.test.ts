import {
  applyHelpfulVote,
  averageRatingText,
  basedOnText,
  canWriteReview,
  customerReviewsCountText,
  filledStars,
  hasVoted,
  installPhotosFirst,
  isVerifiedBuyer,
  lightboxPreloadIndexes,
  mergeReviewsById,
  REVIEW_TEXTS,
  reviewApiPage,
  reviewFitSummaryText,
  reviewerFirstName,
  reviewGridColumns,
  reviewIdOf,
  reviewModalArrows,
  reviewModalStep,
  reviewPageCount,
  reviewPagination,
  reviewPhotoEntries,
  reviewPhotoStrip,
  reviewTitleText,
  reviewTruncateLimit,
  shouldLoadMorePhotos,
  truncateReviewBody,
  truncateReviewText,
  type PaginationItem,
} from './reviews';
import { describeMapsEach, itMapsEach } from '../testing/mapsEach';

describeMapsEach('reviewPageCount', reviewPageCount, '%p reviews -> %p pages', [
  [0, 0],
  [1, 1],
  [20, 1],
  [21, 2],
  [40, 2],
  [41, 3],
  [-1, 0],
  [Number.NaN, 0],
]);

/** Compact rendering: '<' prev, '>' next, '…' ellipsis, '[n]' current. */
function render(items: PaginationItem[]): string {
  return items
    .map((i) =>
      i.type === 'prev'
        ? '<'
        : i.type === 'next'
          ? '>'
          : i.type === 'ellipsis'
            ? '…'
            : i.current
              ? `[${i.page}]`
              : String(i.page),
    )
    .join(' ');
}

describe('reviewPagination', () => {
  it.each([
    [1, 0, false, ''],
    [1, 1, false, ''],
    [1, 2, false, '[1] 2 >'],
    [2, 2, false, '< 1 [2]'],
    [1, 10, false, '[1] 2 3 4 … 10 >'],
    [5, 10, false, '< 1 2 3 4 [5] 6 7 8 … 10 >'],
    [6, 12, false, '< 1 … 3 4 5 [6] 7 8 9 … 12 >'],
    [10, 10, false, '< 1 … 7 8 9 [10]'],
    [1, 10, true, '[1] 2 … 10 >'],
    [5, 10, true, '< 1 … 4 [5] 6 … 10 >'],
    [3, 10, true, '< 1 2 [3] 4 … 10 >'],
    [10, 10, true, '< 1 … 9 [10]'],
    [99, 5, true, '< 1 … 4 [5]'],
    [0, 5, true, '[1] 2 … 5 >'],
    [Number.NaN, 3, true, '[1] 2 3 >'],
    [1, Number.NaN, true, ''],
  ])('page %p of %p (mobile %p): %s', (currentPage, totalPages, isMobile, expected) => {
    expect(render(reviewPagination({ currentPage, totalPages, isMobile }))).toBe(expected);
  });

  it('gives the target pages of prev and next', () => {
    const items = reviewPagination({ currentPage: 3, totalPages: 5, isMobile: false });
    expect(items[0]).toEqual({ type: 'prev', page: 2 });
    expect(items[items.length - 1]).toEqual({ type: 'next', page: 4 });
  });

  itMapsEach(reviewApiPage, 'reviewApiPage(%p) = %p', [
    [1, 0],
    [3, 2],
    [0, 0],
  ]);
});

describe('truncation', () => {
  const long = 'a'.repeat(700);
  it.each([
    ['mobile', 175],
    ['product-page', 600],
  ] as const)('%s limit is %p', (where, limit) => {
    expect(reviewTruncateLimit(where)).toBe(limit);
    expect(truncateReviewBody('a'.repeat(limit), where)).toEqual({ text: 'a'.repeat(limit), truncated: false });
    expect(truncateReviewBody('a'.repeat(limit + 1), where)).toEqual({ text: 'a'.repeat(limit), truncated: true });
    expect(truncateReviewBody(long, where).text).toHaveLength(limit);
  });

  it.each([
    ['abc def', 4, { text: 'abc', truncated: true }],
    ['😀😀😀', 2, { text: '😀😀', truncated: true }],
    ['', 5, { text: '', truncated: false }],
    [null, 5, { text: '', truncated: false }],
  ])('truncateReviewText(%p, %p)', (text, limit, expected) => {
    expect(truncateReviewText(text, limit)).toEqual(expected);
  });
});

describe('review text', () => {
  itMapsEach(reviewTitleText, 'title %p -> %p', [
    [null, ''],
    [undefined, ''],
    ['Null', ''],
    ['null', ''],
    ['Undefined', ''],
    [' UNDEFINED ', ''],
    ['Great sub', 'Great sub'],
    ['Nullify the rattle', 'Nullify the rattle'],
  ]);

  itMapsEach(isVerifiedBuyer, 'verified %p -> %p', [
    ['Verified Buyer', true],
    ['buyer', true],
    ['verified', false],
    ['', false],
    [true, false],
    [null, false],
  ]);

  it.each([
    [4.5, 5, '4.5'],
    [4.44, 4, '4.4'],
    [4.25, 4, '4.3'],
    [4, 4, '4.0'],
    [0, 0, '0.0'],
    [7, 5, '5.0'],
    [-1, 0, '0.0'],
    [Number.NaN, 0, '0.0'],
  ])('average %p: %p stars, %s', (avg, stars, text) => {
    expect(filledStars(avg)).toBe(stars);
    expect(averageRatingText(avg)).toBe(text);
  });

  it('quotes the count texts', () => {
    expect(basedOnText(12)).toBe('Based on 12 reviews');
    expect(customerReviewsCountText(3)).toBe('3 Customer Reviews');
    expect(customerReviewsCountText(1)).toBe('1 Customer Review');
    expect(basedOnText(1)).toBe('Based on 1 review');
    expect(REVIEW_TEXTS.loading).toBe('Loading reviews...');
    expect(REVIEW_TEXTS.readMore).toBe('read more...');
  });

  itMapsEach(reviewerFirstName, 'first name of %p', [
    ['John Smith', 'John'],
    ['  Ann  ', 'Ann'],
    ['', ''],
    [null, ''],
  ]);
});

describe('photos', () => {
  const reviews = [
    { id: 1, title: 'Loud', images: ['a.jpg', 'b.jpg', 'c.jpg'] },
    { reviewId: 'r2', title: 'Null', images: ['d.jpg', ''] },
    { id: 3, images: null },
    { title: 'none' },
  ];

  it('takes up to 2 images per review', () => {
    expect(reviewPhotoEntries(reviews)).toEqual([
      { image: 'a.jpg', image_index: 0, review_id: '1', image_alt: 'Loud' },
      { image: 'b.jpg', image_index: 1, review_id: '1', image_alt: 'Loud' },
      { image: 'd.jpg', image_index: 0, review_id: 'r2', image_alt: 'Review Photo' },
    ]);
    expect(reviewIdOf({ title: 'x' })).toBe('');
  });

  it.each([
    [3, 3, false],
    [4, 4, true],
    [25, 20, true],
    [0, 0, false],
  ])('strip of %p photos shows %p, View All %p', (n, shown, viewAll) => {
    const strip = reviewPhotoStrip(Array.from({ length: n }, (_, i) => i));
    expect(strip.photos).toHaveLength(shown);
    expect(strip.showViewAll).toBe(viewAll);
  });

  itMapsEach(reviewGridColumns, 'grid columns (mobile %p) = %p', [
    [true, 2],
    [false, 4],
  ]);

  it.each([
    [0, 10, false, false],
    [5, 10, false, false],
    [6, 10, false, true],
    [9, 10, false, true],
    [9, 10, true, false],
    [0, 1, false, true],
  ])('viewing %p of %p (end %p) loads more: %p', (index, count, end, expected) => {
    expect(shouldLoadMorePhotos(index, count, end)).toBe(expected);
  });

  it.each([
    [0, 10, [1, 2, 3]],
    [8, 10, [9]],
    [9, 10, []],
  ])('preload after %p of %p', (index, count, expected) => {
    expect(lightboxPreloadIndexes(index, count)).toEqual(expected);
  });
});

describe('loading and votes', () => {
  it('merges by id without duplicates', () => {
    const a = [{ id: 1 }, { id: 2 }];
    const b = [{ id: 2 }, { id: 3 }, { id: 3 }];
    expect(mergeReviewsById(a, b)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('votes once per review', () => {
    const first = applyHelpfulVote(null, 'r1', 4);
    expect(first).toEqual({ stored: [{ r1: 5 }], count: 5, changed: true });
    const second = applyHelpfulVote(first.stored, 'r1', 5);
    expect(second).toEqual({ stored: [{ r1: 5 }], count: 5, changed: false });
    const other = applyHelpfulVote(first.stored, 7, Number.NaN);
    expect(other).toEqual({ stored: [{ r1: 5 }, { '7': 1 }], count: 1, changed: true });
  });

  it.each([
    [[{ r1: 1 }], 'r1', true],
    [[{ r1: 1 }], 'r2', false],
    [[null as unknown as Record<string, number>], 'r1', false],
    [undefined, 'r1', false],
  ])('hasVoted %#', (stored, id, expected) => {
    expect(hasVoted(stored, id)).toBe(expected);
  });

  it.each([
    [true, [{ sku: 'A' }], true],
    [true, [], false],
    [false, [{ sku: 'A' }], false],
    [true, null, false],
  ])('canWriteReview(%p, %p)', (loggedIn, items, expected) => {
    expect(canWriteReview(loggedIn, items)).toBe(expected);
  });
});

describe('review modal', () => {
  const counts = [2, 0, 1, 3];
  it.each([
    [{ reviewIndex: 0, imageIndex: 0 }, 'next', false, { reviewIndex: 0, imageIndex: 1 }],
    [{ reviewIndex: 0, imageIndex: 1 }, 'next', false, { reviewIndex: 2, imageIndex: 0 }],
    [{ reviewIndex: 3, imageIndex: 2 }, 'next', false, null],
    [{ reviewIndex: 0, imageIndex: 1 }, 'next', true, null],
    [{ reviewIndex: 2, imageIndex: 0 }, 'prev', false, { reviewIndex: 0, imageIndex: 1 }],
    [{ reviewIndex: 3, imageIndex: 1 }, 'prev', false, { reviewIndex: 3, imageIndex: 0 }],
    [{ reviewIndex: 0, imageIndex: 0 }, 'prev', false, null],
    [{ reviewIndex: 3, imageIndex: 0 }, 'prev', true, null],
    [{ reviewIndex: 9, imageIndex: 0 }, 'next', false, null],
  ] as const)('%p %s (individual %p)', (position, direction, individual, expected) => {
    expect(reviewModalStep(position, counts, direction, individual)).toEqual(expected);
  });

  it.each([
    [{ reviewIndex: 0, imageIndex: 0 }, false, { prev: false, next: true }],
    [{ reviewIndex: 3, imageIndex: 2 }, false, { prev: true, next: false }],
    [{ reviewIndex: 2, imageIndex: 0 }, true, { prev: false, next: false }],
  ])('arrows at %p', (position, individual, expected) => {
    expect(reviewModalArrows(position, counts, individual)).toEqual(expected);
  });
});

describe('owners of a vehicle: install photos and the fit summary', () => {
  const vehicle = { year: 2018, make: 'Ford', model: 'F-150' };
  const summary = (fitted: number, withChanges: number, didNotFit: number) => ({
    vehicle,
    counts: { fitted, 'fitted-with-changes': withChanges, 'did-not-fit': didNotFit },
  });

  it('marks install photos and puts them first, each group in its order', () => {
    const entries = reviewPhotoEntries([
      { reviewId: 'a', images: ['/a1', '/a2'] },
      { reviewId: 'b', images: ['/b1', '/b2'], installImages: ['/b1'] },
      { reviewId: 'c', images: ['/c1'], installImages: ['/c1'] },
    ]);
    expect(entries[2]).toEqual({
      image: '/b1',
      image_index: 0,
      review_id: 'b',
      image_alt: 'Review Photo',
      install: true,
    });
    expect(entries[0]).not.toHaveProperty('install');
    expect(installPhotosFirst(entries).map((e) => e.image)).toEqual(['/b1', '/c1', '/a1', '/a2', '/b2']);
  });

  itMapsEach(reviewFitSummaryText, 'reviewFitSummaryText(%j) = %p', [
    [summary(3, 0, 0), '3 owners of a 2018 Ford F-150: 3 fitted'],
    [summary(2, 1, 0), '3 owners of a 2018 Ford F-150: 2 fitted, 1 fitted with changes'],
    [summary(0, 0, 1), '1 owner of a 2018 Ford F-150: 1 did not fit'],
    [summary(4, 2, 1), '7 owners of a 2018 Ford F-150: 4 fitted, 2 fitted with changes, 1 did not fit'],
    [summary(0, 0, 0), null],
    [summary(Number.NaN, -2, 0), null],
    [null, null],
  ]);
});
