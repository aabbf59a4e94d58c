// A page's server render and its hydration in one test, as the gateway and the browser do them: the page's `prefetch`
// fills a store, the page renders to HTML with it, then a second store handed the first one's answers (hydrateApi,
// as the shell's bootstrap does) hydrates that HTML. What a test reads: the HTML, the hydration's recoverable errors
// and console errors (a mismatch shows there), and the API calls the browser side made (none, when prefetch asked for
// everything the first render reads).
import type { ReactElement } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@emotion/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  apiHydrationOf,
  hydrateApi,
  storefrontTheme,
  type PagePrefetch,
  type StorefrontStore,
} from '@storefront/shared-domain';
import { createTestStore, type FetchDouble } from './core';

export type { PagePrefetch };

export interface ServerThenHydrateOptions {
  url: string;
  /** The route pattern, for useParams (e.g. '/collections/:handle'). */
  route: string;
  /** The route parameters the gateway's render would pass (matched from `url` by the same pattern). */
  params?: Record<string, string | undefined>;
  prefetch: PagePrefetch;
  /** Installs the fetch double answering both sides (e.g. `() => mockApi(handler)`). */
  api: () => FetchDouble;
}

export interface ServerThenHydrate {
  html: string;
  container: HTMLElement;
  recoverableErrors: unknown[];
  consoleErrors: unknown[][];
  /** API paths (with query) the browser side asked for after hydrating. */
  browserCalls: string[];
  unmount(): void;
}

function tree(page: ReactElement, store: StorefrontStore, url: string, route: string) {
  return (
    <ThemeProvider theme={storefrontTheme}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={route} element={page} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </ThemeProvider>
  );
}

export async function renderOnServerThenHydrate(
  page: ReactElement,
  { url, route, params = {}, prefetch, api }: ServerThenHydrateOptions,
): Promise<ServerThenHydrate> {
  const fetchDouble = api();
  const serverStore = createTestStore();
  await prefetch({ store: serverStore, params, search: new URL(url, 'http://page.test').search });
  const html = renderToString(tree(page, serverStore, url, route));

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const clientStore = createTestStore();
  clientStore.dispatch(hydrateApi(apiHydrationOf(serverStore.getState())));
  const asked = fetchDouble.calls.length;
  const recoverableErrors: unknown[] = [];
  const consoleErrors: unknown[][] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => void consoleErrors.push(args));
  let root: ReturnType<typeof hydrateRoot> | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, tree(page, clientStore, url, route), {
        onRecoverableError: (error) => void recoverableErrors.push(error),
      });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  } finally {
    consoleError.mockRestore();
    fetchDouble.restore();
  }
  return {
    html,
    container,
    recoverableErrors,
    consoleErrors,
    browserCalls: fetchDouble.calls.slice(asked).map((call) => call.pathname + call.search),
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
