// The one RTK Query API of the storefront. It has no endpoints of its own apart from the cross-cutting session read
// (./session.ts); each remote adds its endpoints with `baseApi.injectEndpoints`, so cache and tags are shared: a cart
// mutation that invalidates 'Cart' refreshes every cart view on the page.
import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { ERROR_TEXTS } from '../rules/errors';
import { pageSingleton } from '../store/pageSingleton';

export const API_TAG_TYPES = ['Cart', 'Session', 'Product', 'Collection', 'Reviews', 'Sale', 'Menu'] as const;
export type ApiTagType = (typeof API_TAG_TYPES)[number];

/** Thunk extra argument of stores made by createStorefrontStore: lets two stores on one page use two API origins. */
export interface StorefrontThunkExtra {
  apiBaseUrl?: string;
  /** How this store calls the API (the server's renders call the services directly); default: the global fetch. */
  fetchFn?: typeof fetch;
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

type RawQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;
const queriesByBase = new Map<string, RawQuery>();
const queriesByFetch = new WeakMap<typeof fetch, Map<string, RawQuery>>();

function rawQueryFor(baseUrl: string, fetchFn?: typeof fetch): RawQuery {
  let byBase = queriesByBase;
  if (fetchFn) {
    byBase = queriesByFetch.get(fetchFn) ?? new Map<string, RawQuery>();
    queriesByFetch.set(fetchFn, byBase);
  }
  let query = byBase.get(baseUrl);
  if (!query) {
    query = fetchBaseQuery({ baseUrl, credentials: 'include', ...(fetchFn ? { fetchFn } : {}) });
    byBase.set(baseUrl, query);
  }
  return query;
}

/**
 * The gateway's signed double-submit token (every write of every service): a readable cookie the gateway sets, which
 * each write repeats in this header. A page on another origin (the embedded cart) cannot read it and sends none.
 */
export const DOUBLE_SUBMIT_COOKIE = 'sa_csrf';
export const DOUBLE_SUBMIT_HEADER = 'x-sa-csrf';

/** The double-submit header of this page's cookie, or nothing (no document, no cookie yet). */
export function doubleSubmitHeaders(): Record<string, string> {
  if (typeof document === 'undefined' || typeof document.cookie !== 'string') return {};
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === DOUBLE_SUBMIT_COOKIE) {
      return { [DOUBLE_SUBMIT_HEADER]: decodeURIComponent(part.slice(eq + 1).trim()) };
    }
  }
  return {};
}

function isWrite(args: string | FetchArgs): args is FetchArgs {
  if (typeof args === 'string') return false;
  const method = (args.method ?? 'GET').toUpperCase();
  return method !== 'GET' && method !== 'HEAD';
}

/** Paths whose writes need the session's CSRF token (the account service checks it). */
export const CSRF_PROTECTED_PREFIXES: readonly string[] = ['/api/auth', '/api/account'];
export const CSRF_PATH = '/api/auth/csrf';
export const CSRF_HEADER = 'x-csrf-token';
const CSRF_REFUSED_CODE = 'invalid_csrf_token';

const csrfTokensByBase = new Map<string, Promise<string | null>>();

/** Forget the cached CSRF tokens (the session changed at sign-in or sign-out). */
export function clearCsrfTokens(): void {
  csrfTokensByBase.clear();
}

function needsCsrf(args: string | FetchArgs): args is FetchArgs {
  if (typeof args === 'string') return false;
  const method = (args.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return false;
  const path = args.url.split('?')[0];
  return CSRF_PROTECTED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function isCsrfRefusal(error: FetchBaseQueryError | undefined): boolean {
  const data = error?.data as { error?: { code?: unknown } } | undefined;
  return error?.status === 403 && data?.error?.code === CSRF_REFUSED_CODE;
}

/**
 * Resolves the base URL per call: the store's own (thunk extra) first, then the configured default. Writes to the
 * account service carry the session's CSRF token, fetched once and fetched again once when the service refuses it.
 */
export const storefrontBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const extra = api.extra as StorefrontThunkExtra | undefined;
  const baseUrl = extra && typeof extra.apiBaseUrl === 'string' ? normalizeBaseUrl(extra.apiBaseUrl) : defaultBaseUrl;
  const base = rawQueryFor(baseUrl, extra?.fetchFn);
  const raw: typeof base = (a, ...rest) =>
    isWrite(a)
      ? base(
          { ...a, headers: { ...(a.headers as Record<string, string> | undefined), ...doubleSubmitHeaders() } },
          ...rest,
        )
      : base(a, ...rest);
  if (!needsCsrf(args)) return raw(args, api, extraOptions);

  const tokenFor = (): Promise<string | null> => {
    let pending = csrfTokensByBase.get(baseUrl);
    if (!pending) {
      pending = Promise.resolve(raw({ url: CSRF_PATH, cache: 'no-store' }, api, extraOptions)).then((r) => {
        const token = (r.data as { csrfToken?: unknown } | undefined)?.csrfToken;
        if (typeof token !== 'string') {
          csrfTokensByBase.delete(baseUrl);
          return null;
        }
        return token;
      });
      csrfTokensByBase.set(baseUrl, pending);
    }
    return pending;
  };
  const withToken = (token: string | null): FetchArgs => ({
    ...args,
    headers: { ...(args.headers as Record<string, string> | undefined), ...(token ? { [CSRF_HEADER]: token } : {}) },
  });

  const first = await raw(withToken(await tokenFor()), api, extraOptions);
  if (!isCsrfRefusal(first.error)) return first;
  csrfTokensByBase.delete(baseUrl);
  return raw(withToken(await tokenFor()), api, extraOptions);
};

/**
 * The API state a server render hands to the page (api/hydrate.ts makes it): the page's store takes it before
 * hydrating, so the hooks find their data and fetch nothing (RTK Query's extractRehydrationInfo).
 */
export const hydrateApi = createAction<unknown>('storefront/hydrateApi');

/** One per page, whichever copy of shared-domain loads first (store/pageSingleton.ts). */
export const baseApi = pageSingleton('api', () =>
  createApi({
    reducerPath: 'api',
    baseQuery: storefrontBaseQuery,
    tagTypes: API_TAG_TYPES,
    refetchOnFocus: false,
    endpoints: () => ({}),
    // The payload is what apiHydrationOf made of a store built with this same API (checked there).
    extractRehydrationInfo: (action) => (hydrateApi.match(action) ? (action.payload as never) : undefined),
  }),
);

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
