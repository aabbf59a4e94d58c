// Test helpers: a store from the shared factory, the theme, a router, and a fetch double answering by path.
// Tests using them run in the `jest-fixed-jsdom` environment (Node's fetch/Request/Response in jsdom).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@emotion/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createStorefrontStore, storefrontTheme, type StorefrontStore } from '@storefront/shared-domain';

export const TEST_API = 'http://api.test';

export type Reply = { status?: number; body: unknown };
export type Handler = (request: Request, url: URL) => Reply | undefined | Promise<Reply | undefined>;

export interface FetchDouble {
  requests: Array<{ method: string; path: string; body: unknown }>;
  restore(): void;
}

/** Replaces global fetch; unknown paths answer a JSON 404. */
export function mockApi(handler: Handler): FetchDouble {
  const real = globalThis.fetch;
  const requests: FetchDouble['requests'] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    requests.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined });
    const reply = (await handler(request, url)) ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { requests, restore: () => void (globalThis.fetch = real) };
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname + location.search}</p>;
}

export function renderWithProviders(
  ui: ReactElement,
  { path = '/', route, store = createStorefrontStore({ apiBaseUrl: TEST_API, refetchListeners: false }) }: {
    path?: string;
    /** Route pattern rendering `ui` (for useParams); other paths render a marker with the location. */
    route?: string;
    store?: StorefrontStore;
  } = {},
) {
  const result = render(
    <ThemeProvider theme={storefrontTheme}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          {route ? (
            <Routes>
              <Route path={route} element={ui} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          ) : (
            ui
          )}
        </MemoryRouter>
      </Provider>
    </ThemeProvider>,
  );
  return { ...result, store };
}
