// Test helpers of the catalogue: a store from the shared factory, a fetch mock that answers the catalogue's calls, a
// router, and product fixtures. Tests use the `jest-fixed-jsdom` environment (Node's fetch, Request and Response in
// jsdom) because RTK Query's fetchBaseQuery builds a Request.
import { createStorefrontStore, type ProductCard, type StorefrontStore } from '@storefront/shared-domain';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

// jest-fixed-jsdom swaps jsdom's FormData for Node's, which cannot read a <form>. React 19 builds `new FormData(form)`
// when a submit handler starts a transition (react-router navigations do), so give Node's FormData that ability.
(function patchFormData() {
  const NodeFormData = globalThis.FormData;
  try {
    new NodeFormData(document.createElement('form'));
    return;
  } catch {
    // patch below
  }
  class FormDataFromForm extends NodeFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super();
      if (!form || !('elements' in form)) return;
      for (const element of Array.from(form.elements) as HTMLInputElement[]) {
        if (!element.name || element.disabled) continue;
        if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
        if (element.type === 'submit' && element !== submitter) continue;
        this.append(element.name, element.value);
      }
    }
  }
  (globalThis as { FormData: typeof FormData }).FormData = FormDataFromForm as unknown as typeof FormData;
})();

export const TEST_API_ORIGIN = 'http://catalog.test';

export interface MockReply {
  status?: number;
  body: unknown;
}

export type RouteHandler = (url: URL, request: Request) => MockReply | undefined | Promise<MockReply | undefined>;

export interface FetchMock {
  /** Every request URL (path + query), in order. */
  calls: URL[];
  /** Requests whose path matches. */
  callsTo: (path: string) => URL[];
  fn: jest.Mock;
}

/** Replaces global fetch. `handler` answers first; the defaults answer the calls every page makes. */
export function mockFetch(handler: RouteHandler = () => undefined): FetchMock {
  const calls: URL[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    calls.push(url);
    const reply = (await handler(url, request)) ?? defaultReply(url);
    if (!reply)
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), { status: 404 });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  (globalThis as { fetch: unknown }).fetch = fn;
  return { calls, fn, callsTo: (path) => calls.filter((u) => u.pathname === path) };
}

function defaultReply(url: URL): MockReply | undefined {
  switch (url.pathname) {
    case '/api/auth/session':
      return { body: {} };
    case '/api/sale-settings':
      return { body: { data: [] } };
    case '/api/menu':
      return { body: { left: [], right: [] } };
    case '/api/vehicles/years':
      return { body: { years: [2021, 2020, 2019] } };
    case '/api/vehicles/makes':
      return { body: { makes: url.searchParams.get('year') === '1990' ? [] : ['Chevrolet', 'Ford'] } };
    case '/api/vehicles/models':
      return { body: { models: url.searchParams.get('make') === 'Ford' ? ['F-150', 'Ranger'] : ['Silverado 1500'] } };
    default:
      return undefined;
  }
}

export function makeStore(): StorefrontStore {
  return createStorefrontStore({ apiBaseUrl: TEST_API_ORIGIN, refetchListeners: false, broadcastSession: false });
}

export interface RenderOptions {
  /** The address to start at, e.g. '/collections/car-subwoofers?x=1'. */
  url?: string;
  /** The route pattern the element is mounted at. */
  path?: string;
  store?: StorefrontStore;
  /** Extra routes (e.g. a product page stub to land on). */
  extraRoutes?: Array<{ path: string; element: ReactElement }>;
}

export type Rendered = RenderResult & {
  store: StorefrontStore;
  router: ReturnType<typeof createMemoryRouter>;
};

/** Renders inside a Provider (shared store factory) and a memory router (react-router-dom 7). */
export function renderScreen(
  element: ReactElement,
  { url = '/', path = '*', store = makeStore(), extraRoutes = [] }: RenderOptions = {},
): Rendered {
  const router = createMemoryRouter(
    [{ path, element }, ...extraRoutes, { path: '*', element: <div data-testid="catalog-test-other-route" /> }].filter(
      (route, index, all) => all.findIndex((r) => r.path === route.path) === index,
    ),
    { initialEntries: [url] },
  );
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return Object.assign(result, { store, router });
}

/** The router's current search, decoded (',' instead of '%2C'). */
export function currentSearch(router: ReturnType<typeof createMemoryRouter>): URLSearchParams {
  return new URLSearchParams(router.state.location.search);
}

let seq = 0;

/** A product card fixture: an in-stock, normal product; override anything. */
export function product(overrides: Partial<ProductCard> = {}): ProductCard {
  seq += 1;
  return {
    id: `p${seq}`,
    sku: `SA-12-D2-${seq}`,
    name: `SA-12 D2 Subwoofer ${seq}`,
    slug: `sa-12-d2-${seq}`,
    imageUrl: `/images/p${seq}.svg`,
    category: 'car-subwoofers',
    currentlyInStock: true,
    preorderInfo: null,
    rating: { avg_rating: 4.6, count: 12 },
    properties: {},
    price: 249.99,
    price_map: 249.99,
    price_msrp: 329.99,
    price_dealer: null,
    product_type: 'normal',
    ...overrides,
  };
}

/** A vehicle-specific enclosure fixture. */
export function enclosure(overrides: Partial<ProductCard> = {}): ProductCard {
  return product({
    sku: 'VS-FORD-F150-1520-12',
    name: 'Ford F-150 Dual 12" Ported Enclosure',
    category: 'empty-subwoofer-enclosures',
    totalSubwooferHoles: 2,
    properties: {
      Make: 'Ford',
      Model: 'F-150|F-250',
      'Start Year': '2015',
      'End Year': '2020',
      'Subwoofer Size': '12',
    },
    ...overrides,
  });
}

export function collectionResponse(products: ProductCard[], overrides: Record<string, unknown> = {}) {
  return {
    collection: {
      handle: 'car-subwoofers',
      collection_page_title: 'Car Subwoofers',
      collection_seo_description: 'Shop car subwoofers.',
      collection_description: 'Deep, accurate bass for every vehicle.',
      parentMenuName: 'Subwoofers',
      parentMenuHandle: 'car-subwoofers',
    },
    products,
    total: products.length,
    page: 1,
    pageSize: 24,
    sort: 'default',
    ...overrides,
  };
}
