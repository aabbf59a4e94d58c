// A back-office list's place and filters live in the address (page, page size and each filter), so Back, reload and
// a shared link show the same page of the same list; the server does the paging (ADMIN_PAGING).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminPageOf } from '@storefront/shared-domain/admin';

export interface AdminQuery {
  page: number;
  pageSize: number;
  /** A filter's value from the address ('' when absent). */
  get(name: string): string;
  /** Sets filters (an empty value removes one) and goes back to the first page. */
  setFilters(changes: Record<string, string>): void;
  /** The query for the API: page, pageSize and every filter in the address. */
  apiQuery: Record<string, string>;
}

export function useAdminQuery(): AdminQuery {
  const [params, setParams] = useSearchParams();
  const { page, pageSize } = adminPageOf({
    page: params.get('page') ?? undefined,
    pageSize: params.get('pageSize') ?? undefined,
  });
  const setFilters = useCallback(
    (changes: Record<string, string>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value.trim() === '') next.delete(name);
          else next.set(name, value.trim());
        }
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  const apiQuery = useMemo(() => {
    const query: Record<string, string> = Object.fromEntries(params.entries());
    return { ...query, page: String(page), pageSize: String(pageSize) };
  }, [params, page, pageSize]);
  return { page, pageSize, get: (name) => params.get(name) ?? '', setFilters, apiQuery };
}

/** The address of another page of the list, every filter kept. */
export function adminPageHref(search: string, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const text = next.toString();
  return text ? `?${text}` : '?';
}
