// The core of @storefront/testing (index.tsx re-exports it): the one test helper of the remotes. A store from the shared factory, the theme, a memory router and a fetch double answering by
// path. Tests that call the API run in the `jest-fixed-jsdom` environment (Node's fetch, Request and Response in
// jsdom), because RTK Query's fetchBaseQuery builds a Request.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@emotion/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import {
  createStorefrontStore,
  storefrontTheme,
  type StorefrontStore,
  type StorefrontStoreOptions,
} from '@storefront/shared-domain';

/** The API origin of test stores; the fetch double answers by path, whatever the origin. */
export const TEST_API = 'http://api.test';

/** A store from the shared factory for tests: no focus/reconnect listeners. */
export function createTestStore(options: StorefrontStoreOptions = {}): StorefrontStore {
  return createStorefrontStore({ apiBaseUrl: TEST_API, refetchListeners: false, ...options });
}

// ---------------------------------------------------------------------------------------------------------------------
// fetch double

export interface MockReply {
  status?: number;
  body: unknown;
}

/** Answers a request, or returns undefined to pass it on (to the fallback, then a JSON 404). */
export type RouteHandler = (url: URL, request: Request) => MockReply | undefined | Promise<MockReply | undefined>;

export interface FetchDouble {
  /** Every request: method, path and JSON body (undefined for GET), in order. */
  requests: Array<{ method: string; path: string; body: unknown }>;
  /** Every request URL (path + query), in order. */
  calls: URL[];
  /** The request URLs whose path is `path`. */
  callsTo(path: string): URL[];
  /** Puts the real fetch back. */
  restore(): void;
}

const NOT_FOUND: MockReply = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };

/** Replaces global fetch: `handler` answers first, then `fallback` (a package's usual calls), else a JSON 404. */
export function mockApi(
  handler: RouteHandler = () => undefined,
  { fallback = () => undefined }: { fallback?: RouteHandler } = {},
): FetchDouble {
  const real = globalThis.fetch;
  const requests: FetchDouble['requests'] = [];
  const calls: URL[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    calls.push(url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    requests.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined });
    const reply = (await handler(url, request)) ?? (await fallback(url, request)) ?? NOT_FOUND;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return {
    requests,
    calls,
    callsTo: (path) => calls.filter((url) => url.pathname === path),
    restore: () => void (globalThis.fetch = real),
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// render

export type TestRouter = ReturnType<typeof createMemoryRouter>;

export interface RenderRemoteOptions {
  /** The address to start at, e.g. '/collections/car-subwoofers?page=2' (default '/'). */
  url?: string;
  /** The route pattern rendering the element, for useParams (default '*': every address). */
  route?: string;
  /** Other routes, e.g. a page to land on after a navigation. */
  extraRoutes?: Array<{ path: string; element: ReactElement }>;
  store?: StorefrontStore;
}

export type RenderedRemote = RenderResult & { store: StorefrontStore; router: TestRouter };

/** What any other address renders: a marker with the location, so a test can see where a navigation went. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname + location.search}</p>;
}

/** Renders a remote's screen or widget as the shell would: theme, a Redux Provider (shared store factory), a router. */
export function renderRemote(
  ui: ReactElement,
  { url = '/', route = '*', extraRoutes = [], store = createTestStore() }: RenderRemoteOptions = {},
): RenderedRemote {
  const routes = [{ path: route, element: ui }, ...extraRoutes, { path: '*', element: <Elsewhere /> }];
  const router = createMemoryRouter(
    routes.filter((r, index) => routes.findIndex((other) => other.path === r.path) === index),
    { initialEntries: [url] },
  );
  const result = render(
    <ThemeProvider theme={storefrontTheme}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </ThemeProvider>,
  );
  return Object.assign(result, { store, router });
}

/** The router's current search, decoded (',' instead of '%2C'). */
export function currentSearch(router: TestRouter): URLSearchParams {
  return new URLSearchParams(router.state.location.search);
}
