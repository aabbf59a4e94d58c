/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderBackOffice, type FetchDouble, type RouteHandler } from '@storefront/testing';
import type { AdminCollection, AdminCollectionRow } from '@storefront/shared-domain/admin';
import AdminExpose from '../../expose/Admin';
import { catalogAdminPaths } from '../paths';

let api: FetchDouble | undefined;
afterEach(() => api?.restore());

const COLLECTIONS = '/api/admin/collections';
const SUB_HANDLE = 'speaker-wire/10-Gauge-(AWG)';
const SUB_API = `${COLLECTIONS}/speaker-wire/10-Gauge-(AWG)`;
function renderAdmin(url: string, handler: RouteHandler) {
  const rendered = renderBackOffice(<AdminExpose />, url, handler, { permissions: ['catalogue'] });
  api = rendered.api;
  return rendered;
}

const writes = () => api!.requests.filter((r) => r.method !== 'GET');

const ROWS: AdminCollectionRow[] = [
  { handle: 'speaker-wire', title: 'Speaker Wire', parentHandle: null, productCount: 14, editedAt: null },
  {
    handle: SUB_HANDLE,
    title: '10 Gauge (AWG)',
    parentHandle: 'speaker-wire',
    productCount: 3,
    editedAt: '2026-03-02T10:00:00.000Z',
  },
];

function collection(overrides: Partial<AdminCollection> = {}): AdminCollection {
  return {
    handle: SUB_HANDLE,
    parentHandle: 'speaker-wire',
    subCollections: [],
    productCount: 3,
    path: '/collections/speaker-wire/10-Gauge-(AWG)',
    editedAt: null,
    collection_page_title: '10 Gauge Speaker Wire',
    collection_page_keywords: 'speaker wire, 10 gauge',
    collection_seo_description: 'Thick speaker wire.',
    collection_description: 'For long runs.',
    collection_page_image: '',
    ...overrides,
  };
}

describe('/admin/collections: the collections list', () => {
  it('asks the server for the page and search in the address, and searches through the address', async () => {
    const { router } = renderAdmin('/admin/collections?q=wire&page=2', (url) =>
      url.pathname === COLLECTIONS ? { body: { data: ROWS, page: 2, pageSize: 25, total: 27 } } : undefined,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Collections' })).toBeInTheDocument();
    const table = await screen.findByTestId('catalog-admin-collections-table');
    expect(within(table).getByRole('link', { name: SUB_HANDLE })).toHaveAttribute(
      'href',
      '/admin/collections/speaker-wire/10-Gauge-(AWG)',
    );
    const [top, sub] = within(table).getAllByRole('row').slice(1);
    expect(
      within(top)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['speaker-wire', 'Speaker Wire', '—', '14', 'As seeded']);
    expect(within(sub).getAllByRole('cell')[2]).toHaveTextContent('speaker-wire');
    expect(within(sub).getAllByRole('cell')[4]).toHaveTextContent(/^Mar 2, 2026/);
    expect(screen.getByText('26–27 of 27 collections')).toBeInTheDocument();
    const first = api!.callsTo(COLLECTIONS)[0].searchParams;
    expect([first.get('q'), first.get('page'), first.get('pageSize')]).toEqual(['wire', '2', '25']);

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'amp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=amp'));
    await waitFor(() => expect(api!.callsTo(COLLECTIONS).pop()?.searchParams.get('page')).toBe('1'));
    expect(api!.callsTo(COLLECTIONS).pop()?.searchParams.get('q')).toBe('amp');
  });

  it('says so when nothing matches', async () => {
    renderAdmin('/admin/collections?q=zzz', () => ({ body: { data: [], page: 1, pageSize: 25, total: 0 } }));
    expect(await screen.findByText('No collection matches this search.')).toBeInTheDocument();
    expect(screen.getByText('No collections')).toBeInTheDocument();
  });

  it('shows the API error of a failed read', async () => {
    renderAdmin('/admin/collections', (url) =>
      url.pathname === COLLECTIONS
        ? { status: 403, body: { error: { code: 'forbidden', message: 'No catalogue permission' } } }
        : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No catalogue permission');
  });
});

describe('/admin/collections/<handle>: a collection page', () => {
  const fieldError = (testId: string) => screen.getByTestId(`${testId}-field`);

  it('reads the handle from the path, keeping a sub-collection’s "/" and encoding each part', async () => {
    expect(catalogAdminPaths.collection('Wiring/0 Gauge')).toBe('/admin/collections/Wiring/0%20Gauge');
    renderAdmin('/admin/collections/Wiring/0%20Gauge', (url) =>
      url.pathname === `${COLLECTIONS}/Wiring/0%20Gauge`
        ? { body: collection({ handle: 'Wiring/0 Gauge', collection_page_title: 'Zero gauge' }) }
        : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Zero gauge' })).toBeInTheDocument();
  });

  it('shows its facts, checks the shared rules before sending, sends only what changed, shows the service’s field errors', async () => {
    let refuse = true;
    renderAdmin(`/admin/collections/${SUB_HANDLE}`, (url, request) => {
      if (request.method === 'PATCH' && refuse)
        return {
          status: 400,
          body: {
            error: {
              code: 'invalid_request',
              message: 'Nothing was saved: some fields are not right',
              details: { fields: { collection_page_keywords: 'Use at most 300 characters.' } },
            },
          },
        };
      if (request.method === 'PATCH') return { body: collection({ collection_page_title: 'Ten gauge wire' }) };
      return url.pathname === SUB_API ? { body: collection() } : undefined;
    });
    expect(await screen.findByRole('heading', { level: 1, name: '10 Gauge Speaker Wire' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All collections/ })).toHaveAttribute('href', '/admin/collections');
    expect(screen.getByRole('link', { name: 'speaker-wire' })).toHaveAttribute(
      'href',
      '/admin/collections/speaker-wire',
    );
    expect(screen.getByRole('link', { name: '/collections/speaker-wire/10-Gauge-(AWG)' })).toBeInTheDocument();
    expect(screen.getByText('As seeded')).toBeInTheDocument();
    expect(screen.getByText(/empty uses the first product's image/)).toBeInTheDocument();

    const title = screen.getByLabelText('Page title');
    fireEvent.change(title, { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Image'), { target: { value: 'ftp://example.com/a.jpg' } });
    fireEvent.click(screen.getByTestId('catalog-admin-collection-save'));
    expect(
      await within(fieldError('catalog-admin-collection-title')).findByText('Enter the page title.'),
    ).toBeVisible();
    expect(fieldError('catalog-admin-collection-image')).toHaveTextContent(
      "Enter a path starting with '/' or an https address, or leave it empty.",
    );
    expect(writes()).toHaveLength(0);

    fireEvent.change(title, { target: { value: 'Ten gauge wire' } });
    fireEvent.change(screen.getByLabelText('Image'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('catalog-admin-collection-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was saved: some fields are not right');
    expect(fieldError('catalog-admin-collection-keywords')).toHaveTextContent('Use at most 300 characters.');
    expect(writes()).toEqual([{ method: 'PATCH', path: SUB_API, body: { collection_page_title: 'Ten gauge wire' } }]);

    refuse = false;
    fireEvent.change(screen.getByLabelText('Search description'), { target: { value: 'Thick wire.' } });
    fireEvent.click(screen.getByTestId('catalog-admin-collection-save'));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(writes()[1].body).toEqual({
      collection_page_title: 'Ten gauge wire',
      collection_seo_description: 'Thick wire.',
    });
  });

  it('sends nothing when no field changed', async () => {
    renderAdmin(`/admin/collections/${SUB_HANDLE}`, (url) =>
      url.pathname === SUB_API ? { body: collection() } : undefined,
    );
    fireEvent.click(await screen.findByTestId('catalog-admin-collection-save'));
    expect(await screen.findByText('Nothing to save: no field changed.')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it('answers an unknown handle with the API’s message', async () => {
    renderAdmin('/admin/collections/Nope', (url) =>
      url.pathname === `${COLLECTIONS}/Nope`
        ? { status: 404, body: { error: { code: 'not_found', message: 'Unknown collection: Nope' } } }
        : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown collection: Nope');
  });
});
