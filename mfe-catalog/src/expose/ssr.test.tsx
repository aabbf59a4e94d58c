/**
 * @jest-environment jest-fixed-jsdom
 */
// Each page the server renders: its prefetch asks for what its first render reads, the HTML shows the page's content,
// and the browser hydrates that HTML with the handed-over answers without a mismatch and without asking again.
import { renderOnServerThenHydrate, type ServerThenHydrate } from '@storefront/testing';
import { collectionResponse, enclosure, mockFetch, product, type RouteHandler } from '../features/test-utils';
import CollectionPage from './CollectionPage';
import { prefetch as prefetchCollection } from './CollectionPage.server';
import HomePage from './HomePage';
import { prefetch as prefetchHome } from './HomePage.server';
import SearchPage from './SearchPage';
import { prefetch as prefetchSearch } from './SearchPage.server';

const VEHICLE_PATH = '/collections/vehicle-specific-subwoofer-enclosures';

const api: RouteHandler = (url) => {
  switch (url.pathname) {
    case '/api/collections/car-subwoofers':
      return { body: collectionResponse([product({ name: 'SA-12 D2 <Subwoofer>' }), product()]) };
    case '/api/collections/car-subwoofers/12-inch':
      return { body: collectionResponse([product({ name: 'SA-12 Twelve' })]) };
    case `/api/collections/vehicle-specific-subwoofer-enclosures`:
      return {
        body: collectionResponse([enclosure()], {
          collection: { handle: 'vehicle-specific-subwoofer-enclosures', collection_page_title: 'Vehicle enclosures' },
        }),
      };
    case '/api/search': {
      const q = url.searchParams.get('q') ?? '';
      return { body: { query: q, products: [product({ name: `${q} result` })], total: 1 } };
    }
    default:
      return undefined;
  }
};

let page: ServerThenHydrate | undefined;
afterEach(() => {
  page?.unmount();
  page = undefined;
});

/** The browser's calls for the page itself (the viewer's session and the sale settings are the frame's to hand over). */
const pageCalls = (rendered: ServerThenHydrate) =>
  rendered.browserCalls.filter((call) => !/^\/api\/(auth\/session|sale-settings)/.test(call));

function expectCleanHydration(rendered: ServerThenHydrate) {
  expect(rendered.recoverableErrors).toEqual([]);
  expect(rendered.consoleErrors).toEqual([]);
}

describe('catalog pages rendered on the server and hydrated', () => {
  it('a collection: title and products in the HTML; hydrated without asking again', async () => {
    page = await renderOnServerThenHydrate(<CollectionPage />, {
      url: '/collections/car-subwoofers?sort=price-asc',
      route: '/collections/:handle',
      params: { handle: 'car-subwoofers' },
      prefetch: prefetchCollection,
      api: () => mockFetch(api),
    });
    expect(page.html).toContain('Car Subwoofers');
    expect(page.html).toContain('SA-12 D2 &lt;Subwoofer&gt;');
    expectCleanHydration(page);
    expect(page.browserCalls.filter((call) => call.startsWith('/api/collections'))).toEqual([]);
  });

  it('a sub-collection', async () => {
    page = await renderOnServerThenHydrate(<CollectionPage />, {
      url: '/collections/car-subwoofers/12-inch',
      route: '/collections/:handle/:sub',
      params: { handle: 'car-subwoofers', sub: '12-inch' },
      prefetch: prefetchCollection,
      api: () => mockFetch(api),
    });
    expect(page.html).toContain('SA-12 Twelve');
    expectCleanHydration(page);
    expect(page.browserCalls.filter((call) => call.startsWith('/api/collections'))).toEqual([]);
  });

  it('the vehicle finder with a vehicle: the chosen vehicle in its selects and the fitting products', async () => {
    page = await renderOnServerThenHydrate(<CollectionPage />, {
      url: `${VEHICLE_PATH}?vehicle_year=2019&vehicle_make=Ford&vehicle_model=F-150`,
      route: '/collections/:handle',
      params: { handle: 'vehicle-specific-subwoofer-enclosures' },
      prefetch: prefetchCollection,
      api: () => mockFetch(api),
    });
    expect(page.html).toContain('Ford F-150 Dual 12&quot; Ported Enclosure');
    expect(page.html).toMatch(/<option value="Ford" selected="">Ford<\/option>/);
    expect(page.html).toMatch(/<option value="F-150" selected="">F-150<\/option>/);
    expectCleanHydration(page);
    expect(pageCalls(page)).toEqual([]);
  });

  it('the vehicle finder without a vehicle', async () => {
    page = await renderOnServerThenHydrate(<CollectionPage />, {
      url: VEHICLE_PATH,
      route: '/collections/:handle',
      params: { handle: 'vehicle-specific-subwoofer-enclosures' },
      prefetch: prefetchCollection,
      api: () => mockFetch(api),
    });
    expect(page.html).toContain('Ford F-150 Dual 12&quot; Ported Enclosure');
    expectCleanHydration(page);
    expect(pageCalls(page)).toEqual([]);
  });

  it('search: the results for the words in the address', async () => {
    page = await renderOnServerThenHydrate(<SearchPage />, {
      url: '/search/products?q=subwoofer',
      route: '/search/products',
      prefetch: prefetchSearch,
      api: () => mockFetch(api),
    });
    expect(page.html).toContain('subwoofer result');
    expectCleanHydration(page);
    // (The search box's suggestions for the same words are its own, asked when it mounts.)
    expect(page.browserCalls.filter((call) => call.includes('mode=full'))).toEqual([]);
  });

  it('home', async () => {
    page = await renderOnServerThenHydrate(<HomePage />, {
      url: '/',
      route: '/',
      prefetch: prefetchHome,
      api: () => mockFetch(api),
    });
    expectCleanHydration(page);
    expect(page.browserCalls.filter((call) => call.startsWith('/api/vehicles'))).toEqual([]);
  });
});
