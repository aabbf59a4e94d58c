// A listing's page and sort live in the address, read synchronously on every render: a reload, a
// shared link or Back from a product shows the same products at once (from the RTK Query cache when still held), so the
// shell's scroll restore lands on them. Writes replace the entry: paging is not a new page of history, and Back from a
// product returns to the listing exactly as it was left.
import { readListingPlace, writeListingPlace, type CollectionSort, type ListingPlace } from '@storefront/shared-domain';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListingPlaceControls extends ListingPlace {
  setPage: (page: number) => void;
  /** A new order starts again at page 1. */
  setSort: (sort: CollectionSort) => void;
}

export function useListingPlace(): ListingPlaceControls {
  const [params, setParams] = useSearchParams();
  const place = useMemo(() => readListingPlace(params), [params]);
  const write = useCallback(
    (change: (current: ListingPlace) => ListingPlace) =>
      setParams((previous) => writeListingPlace(previous, change(readListingPlace(previous))), { replace: true }),
    [setParams],
  );
  const setPage = useCallback((page: number) => write((current) => ({ ...current, page })), [write]);
  const setSort = useCallback((sort: CollectionSort) => write(() => ({ page: 1, sort })), [write]);
  return { ...place, setPage, setSort };
}

/**
 * A page past the end (an old link after the list shrank, or a typed `page=99`) quietly becomes the last page once the
 * answer shows it: the listing has products but this page has none.
 */
export function useLastPageFallback(
  place: Pick<ListingPlaceControls, 'page' | 'setPage'>,
  answer: { total: number; shown: number; totalPages: number } | null,
): void {
  const { page, setPage } = place;
  const pastTheEnd = !!answer && answer.total > 0 && answer.shown === 0 && page > 1 && answer.totalPages >= 1;
  const lastPage = answer?.totalPages ?? 1;
  useEffect(() => {
    if (pastTheEnd) setPage(Math.min(lastPage, page - 1));
  }, [pastTheEnd, lastPage, page, setPage]);
}

/** Pages of a listing: the answer's page size when it gives one, else the size asked for. */
export function totalPagesOf(total: number, pageSize: number | undefined, fallbackSize: number): number {
  const size = pageSize && pageSize > 0 ? pageSize : fallbackSize;
  return Math.max(0, Math.ceil(total / size));
}
