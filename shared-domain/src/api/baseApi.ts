// The one RTK Query API of the storefront. It has no endpoints of its own apart from the cross-cutting session read
// (./session.ts); each remote adds its endpoints with `baseApi.injectEndpoints`, so cache and tags are shared: a cart
// mutation that invalidates 'Cart' refreshes every cart view on the page.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { ERROR_TEXTS } from '../rules/errors';

export const API_TAG_TYPES = ['Cart', 'Session', 'Product', 'Collection', 'Reviews', 'Sale', 'Menu'] as const;
export type ApiTagType = (typeof API_TAG_TYPES)[number];

/** Thunk extra argument of stores made by createStorefrontStore: lets two stores on one page use two API origins. */
export interface StorefrontThunkExtra {
  apiBaseUrl?: string;
}

let defaultBaseUrl = '';

/** Removes trailing slashes; '' means "same origin as the page". */
export function normalizeBaseUrl(url: string | null | undefined): string {
  return (url ?? '').trim().replace(/\/+$/, '');
}

/** Sets the API origin used by stores that were not given their own `apiBaseUrl`. */
export function configureApiBaseUrl(url: string | null | undefined): void {
  defaultBaseUrl = normalizeBaseUrl(url);
}

export function getApiBaseUrl(): string {
  return defaultBaseUrl;
}

const queriesByBase = new Map<string, BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>>();

function rawQueryFor(baseUrl: string) {
  let query = queriesByBase.get(baseUrl);
  if (!query) {
    query = fetchBaseQuery({ baseUrl, credentials: 'include' });
    queriesByBase.set(baseUrl, query);
  }
  return query;
}

/** Resolves the base URL per call: the store's own (thunk extra) first, then the configured default. */
export const storefrontBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) => {
  const extra = api.extra as StorefrontThunkExtra | undefined;
  const baseUrl = extra && typeof extra.apiBaseUrl === 'string' ? normalizeBaseUrl(extra.apiBaseUrl) : defaultBaseUrl;
  return rawQueryFor(baseUrl)(args, api, extraOptions);
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: storefrontBaseQuery,
  tagTypes: API_TAG_TYPES,
  refetchOnFocus: false,
  endpoints: () => ({}),
});

export type BaseApi = typeof baseApi;

/** Reads a `{ data: T }` envelope or a bare T (services answer with one or the other). */
export function unwrapData<T>(response: unknown): T {
  if (response && typeof response === 'object' && 'data' in (response as Record<string, unknown>)) {
    return (response as { data: T }).data;
  }
  return response as T;
}

/** The spec's message for a failed fetch (spec 2 §8 "Generic fetch fails"). */
export const FETCH_ERROR_MESSAGE: string = ERROR_TEXTS.fetchFailed;

/** The human message of an RTK Query error: the service's `{ error: { message } }` when present. */
export function apiErrorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object') {
      const message = (data as { error?: { message?: unknown } }).error?.message;
      if (typeof message === 'string' && message) return message;
    }
  }
  return FETCH_ERROR_MESSAGE;
}
