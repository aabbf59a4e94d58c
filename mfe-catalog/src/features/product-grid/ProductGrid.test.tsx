/**
 * @jest-environment jest-fixed-jsdom
 */
// Listings that never shift the page: the first cards' images load at once (the first with high priority),
// every card image reserves its box with width and height, and while the products load, placeholder cards of the
// real cards' shape stand in their place with the 'Loading products…' status.
import { IMAGES } from '@storefront/shared-domain';
import { screen, within } from '@testing-library/react';
import { CollectionPage } from '../collection';
import { SearchPage } from '../search';
import { collectionResponse, enclosure, mockFetch, product, renderRemote, type RouteHandler } from '../test-utils';
import { EAGER_CARD_IMAGES } from '.';

const tenProducts = () => Array.from({ length: 10 }, () => product());

/** An answer held back until the test lets it go, so the loading state can be looked at. */
function heldAnswer(pathname: string, body: () => unknown) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler: RouteHandler = async (url) => {
    if (url.pathname !== pathname) return undefined;
    await gate;
    return { body: body() };
  };
  return { handler, release: () => release() };
}

const LISTINGS: Array<{
  name: string;
  url: string;
  route: string;
  api: string;
  body: () => unknown;
  screen: 'c' | 's';
}> = [
  {
    name: 'collection',
    url: '/collections/car-subwoofers',
    route: '/collections/:handle',
    api: '/api/collections/car-subwoofers',
    body: () => collectionResponse(tenProducts()),
    screen: 'c',
  },
  {
    name: 'vehicle finder',
    url: '/collections/vehicle-specific-subwoofer-enclosures?vehicle_year=2020&vehicle_make=Ford&vehicle_model=F-150',
    route: '/collections/:handle',
    api: '/api/collections/vehicle-specific-subwoofer-enclosures',
    body: () =>
      collectionResponse(
        Array.from({ length: 10 }, (_, i) => enclosure({ id: `e${i}`, sku: `VS-FORD-F150-${i}` })),
        {
          collection: {
            handle: 'vehicle-specific-subwoofer-enclosures',
            collection_page_title: 'Vehicle Specific Subwoofer Enclosures',
            collection_seo_description: '',
            collection_description: 'Find what fits your vehicle.',
          },
        },
      ),
    screen: 'c',
  },
  {
    name: 'search results',
    url: '/search/products?q=sub',
    route: '/search/products',
    api: '/api/search',
    body: () => ({ query: 'sub', products: tenProducts(), total: 10 }),
    screen: 's',
  },
];

describe.each(LISTINGS)('$name listing', ({ url, route, api, body, screen: which }) => {
  it('shows placeholder cards with the loading status while the products load, then the cards', async () => {
    const held = heldAnswer(api, body);
    const fetchMock = mockFetch(held.handler);
    renderRemote(which === 'c' ? <CollectionPage /> : <SearchPage />, { url, route });

    const loading = await screen.findByTestId('catalog-loading');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getByRole('status')).toHaveTextContent('Loading products…');
    // 8 placeholders (a phone shows the first 4 through CSS), shaped like a card: image box, name lines, button.
    const placeholders = within(loading).getAllByTestId('catalog-card-skeleton');
    expect(placeholders).toHaveLength(8);
    expect(placeholders[0]).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByTestId('catalog-product-card')).not.toBeInTheDocument();

    held.release();
    expect(await screen.findAllByTestId('catalog-product-card')).toHaveLength(10);
    expect(screen.queryByTestId('catalog-loading')).not.toBeInTheDocument();
    expect(screen.queryByTestId('catalog-card-skeleton')).not.toBeInTheDocument();
    fetchMock.restore();
  });

  it('loads the first cards’ images at once (the first with high priority), the rest lazily, all with a size', async () => {
    const fetchMock = mockFetch((u) => (u.pathname === api ? { body: body() } : undefined));
    renderRemote(which === 'c' ? <CollectionPage /> : <SearchPage />, { url, route });

    await screen.findAllByTestId('catalog-product-card');
    const images = screen.getAllByTestId('catalog-card-image');
    expect(images).toHaveLength(10);
    images.forEach((img, index) => {
      expect(img).toHaveAttribute('width', String(IMAGES.productCardPx));
      expect(img).toHaveAttribute('height', String(IMAGES.productCardPx));
      expect(img).toHaveAttribute('loading', index < EAGER_CARD_IMAGES ? 'eager' : 'lazy');
      if (index === 0) expect(img).toHaveAttribute('fetchpriority', 'high');
      else expect(img).not.toHaveAttribute('fetchpriority');
    });
    fetchMock.restore();
  });
});
