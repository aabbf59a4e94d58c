// Test helpers of the catalogue: @storefront/testing (render with store, theme and router; the fetch double), plus what
// only the catalogue needs: default answers to the calls every catalogue page makes, and product fixtures.
// Tests use the `jest-fixed-jsdom` environment (Node's fetch, Request and Response in jsdom).
import type { ProductCard } from '@storefront/shared-domain';
import { mockApi, type FetchDouble, type MockReply, type RouteHandler } from '@storefront/testing';

export { currentSearch, renderRemote, type FetchDouble, type RouteHandler } from '@storefront/testing';

/** The calls every catalogue page makes (session, sale, menu, vehicle finder), answered when a test does not. */
function catalogueDefaults(url: URL): MockReply | undefined {
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

/** Replaces global fetch: `handler` answers first, then the catalogue's defaults, else a JSON 404. */
export function mockFetch(handler?: RouteHandler): FetchDouble {
  return mockApi(handler, { fallback: catalogueDefaults });
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
