/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setViewport } from '@storefront/testing';
import { currentSearch, mockFetch, product, renderRemote, type RouteHandler } from '../test-utils';
import { SearchPage, TYPEAHEAD } from '.';

const catalog = [
  product({ name: 'SA-12 D2 Subwoofer', sku: 'SA-12 D2', slug: 'sa-12-d2' }),
  product({ name: 'SA-10 D4 Subwoofer', sku: 'SA-10 D4', slug: 'sa-10-d4' }),
];

const searchApi: RouteHandler = (url) => {
  if (url.pathname !== '/api/search') return undefined;
  const q = url.searchParams.get('q') ?? '';
  const found = catalog.filter((p) => p.name.toLowerCase().includes(q.toLowerCase()));
  return { body: { query: q, products: found, total: found.length } };
};

function renderSearch(url: string, handler: RouteHandler = searchApi) {
  const fetchMock = mockFetch(handler);
  const rendered = renderRemote(<SearchPage />, { url, route: '/search/products' });
  return { ...rendered, fetchMock };
}

let undoViewport = () => {};
afterEach(() => undoViewport());

describe('Search screens (/search/products?q=)', () => {
  it('reads q from the address and shows the results grid with a count', async () => {
    const { fetchMock } = renderSearch('/search/products?q=subwoofer');
    expect(await screen.findByTestId('catalog-count')).toHaveTextContent('2 products');
    expect(screen.getAllByTestId('catalog-product-card')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('subwoofer');
    const full = fetchMock.callsTo('/api/search').find((u) => u.searchParams.get('mode') === 'full')!;
    expect(full.searchParams.get('q')).toBe('subwoofer');
    expect(screen.getByTestId('catalog-search-page')).toHaveAttribute('data-boundary', 'catalog');
  });

  it("'No results' when nothing matches", async () => {
    renderSearch('/search/products?q=zzz');
    const empty = await screen.findByTestId('catalog-search-empty');
    expect(empty).toHaveTextContent('No results');
    expect(screen.getByTestId('catalog-count')).toHaveTextContent('0 products');
  });

  it('without a query: a prompt and no search call', async () => {
    const { fetchMock } = renderSearch('/search/products');
    expect(screen.getByText('Search by product name, category or SKU.')).toBeInTheDocument();
    await act(async () => undefined);
    expect(fetchMock.callsTo('/api/search')).toHaveLength(0);
  });

  it('submitting the box writes q to the address', async () => {
    const { router } = renderSearch('/search/products');
    const input = screen.getByTestId('catalog-search-input');
    fireEvent.change(input, { target: { value: '  sa-12  ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(currentSearch(router).get('q')).toBe('sa-12'));
    expect(await screen.findByTestId('catalog-count')).toBeInTheDocument();
  });

  it('typeahead: debounced suggestions linking to products; arrows and Enter open one', async () => {
    // Real timers: RTK batches store notifications on animation frames, which fake timers would hold back.
    const { fetchMock, router } = renderSearch('/search/products', searchApi);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 's' } });
    fireEvent.change(input, { target: { value: 'sa' } });
    fireEvent.change(input, { target: { value: 'sa-1' } });
    // nothing is asked before the pause
    expect(fetchMock.callsTo('/api/search')).toHaveLength(0);
    const list = screen.getByTestId('catalog-search-suggestions');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    // one call for the settled text only
    const calls = fetchMock.callsTo('/api/search');
    expect(calls).toHaveLength(1);
    expect(calls[0].searchParams.get('mode')).toBe('typeahead');
    expect(calls[0].searchParams.get('q')).toBe('sa-1');
    expect(calls[0].searchParams.get('limit')).toBe(String(TYPEAHEAD.limit));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/products/sa-12-d2');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1].id);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/sa-12-d2'));
  });

  it("typeahead: the page's own words are not sent for suggestions until the shopper comes to the box", async () => {
    const { fetchMock } = renderSearch('/search/products?q=sa-1');
    await screen.findAllByTestId('catalog-product-card');
    await act(() => new Promise((r) => setTimeout(r, TYPEAHEAD.debounceMs + 50)));
    const typeahead = () => fetchMock.callsTo('/api/search').filter((u) => u.searchParams.get('mode') === 'typeahead');
    expect(typeahead()).toHaveLength(0);

    fireEvent.focus(screen.getByRole('combobox'));
    await waitFor(() => expect(typeahead()).toHaveLength(1));
    expect(typeahead()[0].searchParams.get('q')).toBe('sa-1');
    const list = screen.getByTestId('catalog-search-suggestions');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
  });

  it('typeahead waits for at least two characters', async () => {
    const { fetchMock } = renderSearch('/search/products');
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 's' } });
    await act(() => new Promise((r) => setTimeout(r, TYPEAHEAD.debounceMs + 50)));
    expect(fetchMock.callsTo('/api/search')).toHaveLength(0);
  });

  it('mobile screen: the same markup as wider screens (arranged by media queries, so nothing moves on hydration)', async () => {
    undoViewport = setViewport('mobile');
    renderSearch('/search/products?q=subwoofer');
    expect(screen.getByTestId('catalog-search-page')).toHaveAttribute('data-layout', 'mobile');
    expect(screen.getAllByRole('heading', { level: 1, name: 'Search' })).toHaveLength(1);
    expect(screen.getAllByTestId('catalog-search-box')).toHaveLength(1);
    expect(await screen.findByTestId('catalog-count')).toHaveTextContent('2 products');
  });

  it('API error: message and retry', async () => {
    let fail = true;
    renderSearch('/search/products?q=sub', (url) => {
      if (url.pathname !== '/api/search') return undefined;
      return fail
        ? { status: 500, body: { error: { code: 'X', message: 'Search is down' } } }
        : searchApi(url, new Request(url));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is down');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again?' }));
    expect(await screen.findByTestId('catalog-count')).toHaveTextContent('2 products');
  });
});

describe('every result, paged like collections, page in the address', () => {
  const many = Array.from({ length: 50 }, (_, i) => product({ name: `Subwoofer ${i + 1}`, slug: `sub-${i + 1}` }));
  const pagedSearch: RouteHandler = (url) => {
    if (url.pathname !== '/api/search') return undefined;
    const limit = Number(url.searchParams.get('limit') ?? 24);
    const page = Number(url.searchParams.get('page') ?? 1);
    return {
      body: { query: url.searchParams.get('q'), products: many.slice((page - 1) * limit, page * limit), total: 50 },
    };
  };

  const card = async (name: string) =>
    within(await screen.findByTestId('catalog-product-grid')).findByRole('link', { name });
  const noCard = (name: string) =>
    expect(within(screen.getByTestId('catalog-product-grid')).queryByRole('link', { name })).not.toBeInTheDocument();

  it('shows 50 results over 3 pages, writes page 2 to the address and reads it back on reload', async () => {
    const { router, fetchMock, unmount } = renderSearch('/search/products?q=subwoofer', pagedSearch);
    expect(await card('Subwoofer 1')).toBeInTheDocument();
    expect(screen.getByTestId('catalog-count')).toHaveTextContent('50 products');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 3' })).toBeInTheDocument();
    fireEvent.click(within(pagination).getByRole('link', { name: 'Page 2' }));
    expect(await card('Subwoofer 25')).toBeInTheDocument();
    expect(currentSearch(router).get('page')).toBe('2');
    expect(currentSearch(router).get('q')).toBe('subwoofer');
    const asked = fetchMock.callsTo('/api/search').at(-1)!.searchParams;
    expect([asked.get('page'), asked.get('limit'), asked.get('mode')]).toEqual(['2', '24', 'full']);
    unmount();

    renderSearch('/search/products?q=subwoofer&page=3', pagedSearch);
    expect(await card('Subwoofer 49')).toBeInTheDocument();
    noCard('Subwoofer 1');
  });

  it('a new search starts at its first page', async () => {
    const { router } = renderSearch('/search/products?q=subwoofer&page=2', pagedSearch);
    await card('Subwoofer 25');
    const box = screen.getAllByRole('combobox')[0];
    fireEvent.change(box, { target: { value: 'amp' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(currentSearch(router).get('q')).toBe('amp'));
    expect(currentSearch(router).get('page')).toBeNull();
  });
});
