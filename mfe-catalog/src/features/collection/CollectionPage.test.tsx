/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { collectionResponse, mockFetch, product, renderRemote, type RouteHandler } from '../test-utils';
import { CollectionPage } from '.';
import DefaultExport from '.';

function renderCollection(url: string, handler: RouteHandler) {
  const fetchMock = mockFetch(handler);
  const rendered = renderRemote(<CollectionPage />, {
    url,
    route: '/collections/:handle/:sub?',
    extraRoutes: [{ path: '/products/:handle', element: <p data-testid="product-page">product</p> }],
  });
  return { ...rendered, fetchMock };
}

function crumbTexts() {
  return within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^>/, ''));
}

const ampKits = () =>
  collectionResponse([product(), product(), product()], {
    collection: {
      handle: 'amplifier-wiring-kits',
      collection_page_title: 'Amplifier Wiring Kits',
      collection_seo_description: '',
      collection_description: 'Power and ground wire, fuse holder, RCA cable and terminals in one box.',
      parentMenuName: 'Amp Kits Wiring & More',
      parentMenuHandle: 'car-audio-installation-accessories-wiring-equipment',
      subCollections: [
        { handle: '0-Gauge', title: '0 Gauge Amp Kits' },
        { handle: '4-Gauge', title: '4 Gauge Amp Kits' },
        { handle: '8-Gauge', title: '8 Gauge Amp Kits' },
      ],
    },
  });

describe('Collection page', () => {
  it('exports the screen as named and default export', () => {
    expect(DefaultExport).toBe(CollectionPage);
  });

  it('shows breadcrumb, title, description, sub-collection links, count line and the grid', async () => {
    const { fetchMock } = renderCollection('/collections/amplifier-wiring-kits', (url) =>
      url.pathname === '/api/collections/amplifier-wiring-kits' ? { body: ampKits() } : undefined,
    );
    expect(screen.getByTestId('catalog-loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Amplifier Wiring Kits' })).toBeInTheDocument();
    expect(
      screen.getByText('Power and ground wire, fuse holder, RCA cable and terminals in one box.'),
    ).toBeInTheDocument();
    expect(crumbTexts()).toEqual(['Home', 'Amp Kits Wiring & More', 'Amplifier Wiring Kits']);
    expect(screen.getByRole('link', { name: 'Amp Kits Wiring & More' })).toHaveAttribute(
      'href',
      '/collections/car-audio-installation-accessories-wiring-equipment',
    );
    const subs = screen.getByTestId('catalog-sub-collections');
    expect(within(subs).getByRole('link', { name: '4 Gauge Amp Kits' })).toHaveAttribute(
      'href',
      '/collections/amplifier-wiring-kits/4-Gauge',
    );
    expect(within(subs).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByTestId('catalog-count')).toHaveTextContent('3 products');
    expect(screen.getAllByTestId('catalog-product-card')).toHaveLength(3);
    expect(screen.getByTestId('catalog-collection-page')).toHaveAttribute('data-boundary', 'catalog');
    expect(fetchMock.callsTo('/api/collections/amplifier-wiring-kits')).toHaveLength(1);
  });

  it('sub-collection route reads /api/collections/:handle/:sub and links back to the parent', async () => {
    const { fetchMock } = renderCollection('/collections/speaker-wire/10-Gauge-(AWG)', (url) =>
      url.pathname.startsWith('/api/collections/speaker-wire/')
        ? {
            body: collectionResponse([product()], {
              collection: {
                handle: 'speaker-wire/10-Gauge-(AWG)',
                collection_page_title: '10 Gauge Speaker Wire',
                collection_seo_description: '',
                collection_description: '10 AWG speaker wire for high-power subwoofers.',
                parentMenuName: 'Speaker Wire',
                parentMenuHandle: 'speaker-wire',
              },
            }),
          }
        : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '10 Gauge Speaker Wire' })).toBeInTheDocument();
    expect(decodeURIComponent(fetchMock.calls.find((u) => u.pathname.startsWith('/api/collections/'))!.pathname)).toBe(
      '/api/collections/speaker-wire/10-Gauge-(AWG)',
    );
    expect(crumbTexts()).toEqual(['Home', 'Speaker Wire', '10 Gauge Speaker Wire']);
    expect(screen.getByRole('link', { name: 'Speaker Wire' })).toHaveAttribute('href', '/collections/speaker-wire');
    expect(screen.getByTestId('catalog-count')).toHaveTextContent(/^1 product$/);
  });

  it('sort select and pagination ask the API for the right page and order', async () => {
    const { fetchMock } = renderCollection('/collections/car-subwoofers', (url) => {
      if (url.pathname !== '/api/collections/car-subwoofers') return undefined;
      const page = Number(url.searchParams.get('page') ?? 1);
      return { body: collectionResponse([product({ name: `Page ${page} sub` })], { total: 50, pageSize: 24, page }) };
    });
    expect(await screen.findByText('Page 1 sub')).toBeInTheDocument();
    expect(screen.getByTestId('catalog-count')).toHaveTextContent('50 products');

    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pagination.querySelector('[aria-current="page"]')).toHaveTextContent(/^Page 1$/);
    fireEvent.click(within(pagination).getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByText('Page 3 sub')).toBeInTheDocument();
    expect(fetchMock.callsTo('/api/collections/car-subwoofers').at(-1)!.searchParams.get('page')).toBe('3');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price-asc' } });
    await waitFor(() => {
      const last = fetchMock.callsTo('/api/collections/car-subwoofers').at(-1)!.searchParams;
      expect(last.get('sort')).toBe('price-asc');
      expect(last.get('page')).toBeNull(); // a new order starts at page 1
    });
  });

  it('empty collection: a clear empty state', async () => {
    renderCollection('/collections/marine-subwoofers', (url) =>
      url.pathname === '/api/collections/marine-subwoofers' ? { body: collectionResponse([]) } : undefined,
    );
    expect(await screen.findByTestId('catalog-empty')).toHaveTextContent('No products in this collection yet.');
    expect(screen.getByTestId('catalog-count')).toHaveTextContent('0 products');
  });

  it('API error: a clear message with a retry; nothing crashes', async () => {
    let fail = true;
    renderCollection('/collections/car-amplifiers', (url) => {
      if (url.pathname !== '/api/collections/car-amplifiers') return undefined;
      return fail ? { status: 503, body: 'Service Unavailable' } : { body: collectionResponse([product()]) };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred while fetching the data.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again?' }));
    expect(await screen.findByTestId('catalog-count')).toHaveTextContent('1 product');
  });

  it('unknown collection (404): a not-found message with a way back', async () => {
    renderCollection('/collections/no-such-thing', () => undefined);
    expect(await screen.findByTestId('catalog-not-found')).toHaveTextContent('We couldn’t find that collection.');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('the vehicle-specific handle renders the vehicle finder page', async () => {
    renderCollection('/collections/vehicle-specific-subwoofer-enclosures', () => undefined);
    expect(screen.getByTestId('catalog-vehicle-page')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vehicle Specific Subwoofer Enclosures' }),
    ).toBeInTheDocument();
  });

  it('prices follow the viewer: a dealer session shows MAP and Dealer lines', async () => {
    renderCollection('/collections/car-subwoofers', (url) => {
      if (url.pathname === '/api/auth/session')
        return { body: { user: { account_id: 'a1', email: 'dealer@example.com', role: 2 } } };
      if (url.pathname === '/api/collections/car-subwoofers') {
        return { body: collectionResponse([product({ price: 300, price_map: 300, price_dealer: 225 })]) };
      }
      return undefined;
    });
    expect(await screen.findByTestId('catalog-price-dealer')).toHaveTextContent('Dealer:$225.00');
    expect(screen.getByTestId('catalog-price-map')).toHaveTextContent('MAP:$300.00');
  });

  it('prices follow the sale: the first active sale shows Sale Price lines', async () => {
    renderCollection('/collections/car-subwoofers', (url) => {
      if (url.pathname === '/api/sale-settings') {
        return {
          body: {
            data: [
              { name: 'Old', saleIsActive: false, discountPercentage: 0.3, salePercentageDailyDeal: 0.3 },
              {
                name: 'Fall Savings Event',
                saleIsActive: true,
                discountPercentage: 0.15,
                salePercentageDailyDeal: 0.15,
              },
            ],
          },
        };
      }
      if (url.pathname === '/api/collections/car-subwoofers')
        return { body: collectionResponse([product({ price: 100, price_map: 100 })]) };
      return undefined;
    });
    expect(await screen.findByTestId('catalog-price-sale')).toHaveTextContent('Sale Price:$85.00');
  });

  describe('page and sort live in the address', () => {
    const pagedApi: RouteHandler = (url) => {
      if (url.pathname !== '/api/collections/car-subwoofers') return undefined;
      const page = Number(url.searchParams.get('page') ?? 1);
      const sort = url.searchParams.get('sort') ?? 'default';
      const products = page > 3 ? [] : [product({ name: `Page ${page} ${sort}`, slug: `p-${page}` })];
      return { body: collectionResponse(products, { total: 50, pageSize: 24, page, sort }) };
    };
    const lastCall = (fetchMock: ReturnType<typeof mockFetch>) =>
      fetchMock.callsTo('/api/collections/car-subwoofers').at(-1)!.searchParams;

    it('a reload on page 2 with a sort shows page 2 in that order', async () => {
      const { fetchMock } = renderCollection('/collections/car-subwoofers?page=2&sort=price-asc', pagedApi);
      expect(await screen.findByText('Page 2 price-asc')).toBeInTheDocument();
      expect(Object.fromEntries(lastCall(fetchMock))).toEqual({ page: '2', sort: 'price-asc' });
      expect(fetchMock.callsTo('/api/collections/car-subwoofers')).toHaveLength(1);
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
      const pagination = screen.getByRole('navigation', { name: 'Pagination' });
      expect(pagination.querySelector('[aria-current="page"]')).toHaveTextContent(/^Page 2$/);
    });

    it('paging and sorting write the address (replace); a new sort goes back to page 1', async () => {
      const { router } = renderCollection('/collections/car-subwoofers', pagedApi);
      await screen.findByText('Page 1 default');
      fireEvent.click(
        within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 2' }),
      );
      expect(await screen.findByText('Page 2 default')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?page=2');
      expect(router.state.historyAction).toBe('REPLACE');
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'rating' } });
      expect(await screen.findByText('Page 1 rating')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?sort=rating');
    });

    it('Back from a product shows the same page and sort at once (no loading state for the scroll restore)', async () => {
      const { router } = renderCollection('/collections/car-subwoofers?page=2&sort=price-desc', pagedApi);
      fireEvent.click(await screen.findByRole('link', { name: 'Page 2 price-desc' }));
      expect(await screen.findByTestId('product-page')).toBeInTheDocument();
      await act(() => router.navigate(-1));
      // synchronously after the navigation: the products, from the cache, not the skeleton
      expect(screen.getByText('Page 2 price-desc')).toBeInTheDocument();
      expect(screen.queryByTestId('catalog-loading')).not.toBeInTheDocument();
      expect(router.state.location.search).toBe('?page=2&sort=price-desc');
    });

    it('unreadable page and sort values fall back quietly; a page past the end becomes the last page', async () => {
      const { fetchMock, unmount } = renderCollection('/collections/car-subwoofers?page=abc&sort=cheapest', pagedApi);
      expect(await screen.findByText('Page 1 default')).toBeInTheDocument();
      expect(Object.fromEntries(lastCall(fetchMock))).toEqual({});
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      unmount();

      const again = renderCollection('/collections/car-subwoofers?page=9', pagedApi);
      expect(await screen.findByText('Page 3 default')).toBeInTheDocument();
      expect(again.router.state.location.search).toBe('?page=3');
      expect(screen.queryByTestId('catalog-empty')).not.toBeInTheDocument();
    });
  });

  describe('error banner and impossible handles', () => {
    it("strips the spec's 'Invariant failed:' prefix, on the yellow banner", async () => {
      renderCollection('/collections/car-amplifiers', (url) =>
        url.pathname === '/api/collections/car-amplifiers'
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Invariant failed: boom' } } }
          : undefined,
      );
      const alert = await screen.findByRole('alert');
      expect(screen.getByTestId('catalog-error-message')).toHaveTextContent(/^boom$/);
      expect(alert).not.toHaveTextContent('Invariant failed');
      expect(within(alert).getByRole('button', { name: 'Try again?' })).toBeInTheDocument();
    });

    it("hides the message when nothing is left after the prefix ('Invariant failed')", async () => {
      renderCollection('/collections/car-amplifiers', (url) =>
        url.pathname === '/api/collections/car-amplifiers'
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Invariant failed' } } }
          : undefined,
      );
      await screen.findByRole('alert');
      expect(screen.queryByTestId('catalog-error-message')).not.toBeInTheDocument();
    });

    it("a handle the service refuses (400) is not found, with no 'Try again?'", async () => {
      renderCollection('/collections/car%20subwoofers', (url) =>
        url.pathname.startsWith('/api/collections/car')
          ? { status: 400, body: { error: { code: 'invalid_request', message: 'Invalid handle: invalid handle' } } }
          : undefined,
      );
      expect(await screen.findByTestId('catalog-not-found')).toHaveTextContent('We couldn’t find that collection.');
      expect(screen.queryByRole('button', { name: 'Try again?' })).not.toBeInTheDocument();
      expect(screen.queryByText(/Invalid handle/)).not.toBeInTheDocument();
    });
  });
});
