// The review list of the selected variant (spec 1 §4 "Reviews loading"): the page shown comes from the API page by
// page; every page seen is also kept, merged by id, for the photo strip, grid and viewer, which load further pages as
// the shopper nears the end. A new sku or filter starts over from page 0 with an empty list.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { mergeReviewsById, reviewPageCount } from '@storefront/shared-domain';
import { useGetReviewsQuery, useLazyGetReviewsQuery } from './reviewsApi';
import type { ReviewerVehicle, ReviewHistogram, ReviewListArgs, ReviewSort, ReviewWithVehicle } from './types';

export interface ReviewFeedInput {
  skus: readonly string[];
  sort: ReviewSort;
  stars: number | null;
  vehicle: ReviewerVehicle | null;
  /** False until the section nears the viewport. */
  enabled: boolean;
}

export interface ReviewSummaryData {
  count: number;
  avgScore: number;
  histogram: ReviewHistogram | null;
}

export interface ReviewFeed {
  /** The reviews of the page shown, or undefined while it loads (a new sku or filter shows no stale list). */
  pageReviews: ReviewWithVehicle[] | undefined;
  isError: boolean;
  /** Zero-based page shown. */
  page: number;
  totalPages: number;
  goToPage(page: number): void;
  /** Every review seen for these skus and filters, pages in order, merged by id. */
  allReviews: ReviewWithVehicle[];
  /** Loads the first page not seen yet (photo viewer, 'Load More'). */
  loadMore(): void;
  loadingMore: boolean;
  /** Every page has been seen. */
  endReached: boolean;
  /** Totals over every review of the skus (no filter), once known for them. */
  summary: ReviewSummaryData | null;
}

function listKey(skus: readonly string[], sort: ReviewSort, stars: number | null, vehicle: ReviewerVehicle | null) {
  return JSON.stringify([skus, sort, stars, vehicle ? [vehicle.year, vehicle.make, vehicle.model] : null]);
}

const NO_PAGES: Record<number, ReviewWithVehicle[]> = {};

interface SeenPages {
  key: string;
  pages: Record<number, ReviewWithVehicle[]>;
  matchCount: number | null;
}

type RecordPage = (forKey: string, at: number, reviews: ReviewWithVehicle[], matches: number) => void;

/** Loads page `nextUnseen` of the list `key`, one request at a time; a failed load is logged only (spec 2 §8). */
function useLoadMore(
  base: Omit<ReviewListArgs, 'page'>,
  key: string,
  nextUnseen: number | null,
  enabled: boolean,
  record: RecordPage,
) {
  const [fetchPage] = useLazyGetReviewsQuery();
  const [loadingMore, setLoadingMore] = useState(false);
  const inFlight = useRef<string | null>(null);
  const loadMore = useCallback(() => {
    if (nextUnseen === null || !enabled) return;
    const request = `${key}#${nextUnseen}`;
    if (inFlight.current === request) return;
    inFlight.current = request;
    setLoadingMore(true);
    fetchPage({ ...base, page: nextUnseen }, true)
      .unwrap()
      .then((answer) => record(key, nextUnseen, answer.reviews, answer.matchCount))
      .catch((error: unknown) => console.warn('[product] review page failed to load', error))
      .finally(() => {
        if (inFlight.current === request) inFlight.current = null;
        setLoadingMore(false);
      });
  }, [base, enabled, fetchPage, key, nextUnseen, record]);
  return [loadMore, loadingMore] as const;
}

export function useReviewFeed({ skus, sort, stars, vehicle, enabled }: ReviewFeedInput): ReviewFeed {
  const key = listKey(skus, sort, stars, vehicle);
  const skusKey = JSON.stringify(skus);
  // The args object changes only with the key, so RTK Query sees one subscription per list.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const base = useMemo(() => ({ skus, sort, stars, vehicle }), [key]);

  const [shown, setShown] = useState({ key, page: 0 });
  const page = shown.key === key ? shown.page : 0;
  const args: ReviewListArgs = useMemo(() => ({ ...base, page }), [base, page]);
  const list = useGetReviewsQuery(args, { skip: !enabled || skus.length === 0 });
  const current = list.currentData;

  const [seen, setSeen] = useState<SeenPages>({ key, pages: {}, matchCount: null });
  const pages = seen.key === key ? seen.pages : NO_PAGES;
  const matchCount = seen.key === key ? seen.matchCount : null;

  const record = useCallback((forKey: string, at: number, reviews: ReviewWithVehicle[], matches: number) => {
    setSeen((prev) =>
      prev.key === forKey
        ? { key: forKey, pages: { ...prev.pages, [at]: reviews }, matchCount: matches }
        : { key: forKey, pages: { [at]: reviews }, matchCount: matches },
    );
  }, []);

  const [summary, setSummary] = useState<{ skusKey: string; data: ReviewSummaryData } | null>(null);
  const remember = useCallback(
    (forSkus: string, data: ReviewSummaryData) =>
      setSummary((prev) =>
        prev &&
        prev.skusKey === forSkus &&
        prev.data.count === data.count &&
        prev.data.avgScore === data.avgScore &&
        JSON.stringify(prev.data.histogram) === JSON.stringify(data.histogram)
          ? prev
          : { skusKey: forSkus, data },
      ),
    [],
  );

  useEffect(() => {
    if (!current) return;
    record(key, page, current.reviews, current.matchCount);
    remember(skusKey, { count: current.count, avgScore: current.avgScore, histogram: current.histogram });
    // `current` is the answer for `args` (RTK Query clears currentData when the args change).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const totalPages = reviewPageCount(matchCount ?? current?.matchCount ?? 0);
  const nextUnseen = useMemo(() => {
    for (let p = 0; p < totalPages; p += 1) if (!pages[p]) return p;
    return null;
  }, [pages, totalPages]);
  const [loadMore, loadingMore] = useLoadMore(base, key, nextUnseen, enabled, record);
  const allReviews = useMemo(
    () =>
      Object.keys(pages)
        .map(Number)
        .sort((a, b) => a - b)
        .reduce<ReviewWithVehicle[]>((merged, p) => mergeReviewsById(merged, pages[p] ?? []), []),
    [pages],
  );
  const goToPage = useCallback((next: number) => setShown({ key, page: Math.max(0, next) }), [key]);

  return {
    pageReviews: current?.reviews,
    isError: list.isError && !current,
    page,
    totalPages,
    goToPage,
    allReviews,
    loadMore,
    loadingMore,
    endReached: matchCount !== null && nextUnseen === null,
    summary: summary && summary.skusKey === skusKey ? summary.data : null,
  };
}
