/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderBackOffice, type FetchDouble, type RouteHandler } from '@storefront/testing';
import type {
  AdminPage,
  AdminProductDetail,
  AdminProductRow,
  AdminVariant,
  FitmentImportResult,
} from '@storefront/shared-domain/admin';
import AdminExpose from '../expose/Admin';

let api: FetchDouble | undefined;
afterEach(() => api?.restore());

const PRODUCTS = '/api/admin/catalogue/products';
const IMPORT = '/api/admin/fitment/import';
function renderAdmin(url: string, handler: RouteHandler) {
  const categories = (u: URL) =>
    u.pathname === '/api/admin/catalogue/categories' ? { body: { categories: ['car-subwoofers'] } } : undefined;
  const rendered = renderBackOffice(<AdminExpose />, url, handler, {
    permissions: ['catalogue'],
    fallback: categories,
  });
  api = rendered.api;
  return rendered;
}

const writes = () => api!.requests.filter((r) => r.method !== 'GET');

function row(overrides: Partial<AdminProductRow> = {}): AdminProductRow {
  return {
    sku: 'SA-12 D2',
    name: 'SA-12 D2 Subwoofer',
    category: 'car-subwoofers',
    price: 249.99,
    availableQuantity: 12,
    currentlyInStock: true,
    isDiscontinued: false,
    preorderEnabled: false,
    variantCount: 1,
    ...overrides,
  };
}

function variant(overrides: Partial<AdminVariant> = {}): AdminVariant {
  return {
    sku: 'SA-12 D2',
    name: 'SA-12 D2 Subwoofer',
    price: 249.99,
    price_msrp: 329.99,
    price_map: 249.99,
    price_dealer: 199,
    tpa_wh: 0,
    lv_wh: 0,
    availableQuantity: 0,
    currentlyInStock: false,
    isDiscontinued: false,
    preorder: { enabled: false, inStockEtaDate: null, manualOverrideEtaDate: null },
    waitingAlerts: 2,
    ...overrides,
  };
}

function detail(overrides: Partial<AdminProductDetail> = {}): AdminProductDetail {
  const own = variant();
  return { ...own, category: 'car-subwoofers', path: '/products/sa-12-d2', variants: [own], ...overrides };
}

const page = (data: AdminProductRow[], extra: Partial<AdminPage<AdminProductRow>> = {}) => ({
  data,
  page: 1,
  pageSize: 25,
  total: data.length,
  ...extra,
});

describe('/admin/catalogue: the products list', () => {
  it('asks the server for the page and filters in the address, and filters through the address', async () => {
    const { router } = renderAdmin('/admin/catalogue?stock=out&page=2', (url) =>
      url.pathname === PRODUCTS ? { body: page([row({ availableQuantity: 0 })], { page: 2, total: 26 }) } : undefined,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeInTheDocument();
    const table = await screen.findByTestId('catalog-admin-products-table');
    expect(within(table).getByRole('link', { name: 'SA-12 D2' })).toHaveAttribute(
      'href',
      '/admin/catalogue/SA-12%20D2',
    );
    expect(screen.getByText('26–26 of 26 products')).toBeInTheDocument();
    const first = api!.callsTo(PRODUCTS)[0].searchParams;
    expect([first.get('stock'), first.get('page'), first.get('pageSize')]).toEqual(['out', '2', '25']);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'sa-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?stock=out&q=sa-12'));
    await waitFor(() => expect(api!.callsTo(PRODUCTS).pop()?.searchParams.get('q')).toBe('sa-12'));
  });

  it('shows the API error of a failed read', async () => {
    renderAdmin('/admin/catalogue', (url) =>
      url.pathname === PRODUCTS
        ? {
            status: 403,
            body: { error: { code: 'forbidden', message: 'Your staff account has no catalogue permission' } },
          }
        : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your staff account has no catalogue permission');
  });
});

describe('/admin/catalogue/:sku: the product form', () => {
  const productPath = `${PRODUCTS}/SA-12%20D2`;

  it('checks prices with the shared rules before sending, then saves and shows the service’s field errors', async () => {
    let refuse = true;
    renderAdmin('/admin/catalogue/SA-12%20D2', (url, request) => {
      if (request.method === 'PATCH' && refuse)
        return {
          status: 400,
          body: {
            error: {
              code: 'invalid_request',
              message: 'price_dealer: The dealer price cannot be more than MAP.',
              details: { fields: { price_dealer: 'The dealer price cannot be more than MAP.' } },
            },
          },
        };
      if (request.method === 'PATCH') return { body: detail({ price: 239.99 }) };
      return url.pathname === productPath ? { body: detail() } : undefined;
    });
    const price = await screen.findByTestId('catalog-admin-price');
    fireEvent.change(price, { target: { value: '12.345' } });
    fireEvent.click(screen.getByTestId('catalog-admin-product-save'));
    expect(await screen.findByText('Enter an amount of 0 or more, with at most 2 decimals.')).toBeInTheDocument();
    fireEvent.change(price, { target: { value: '239.99' } });
    fireEvent.change(screen.getByTestId('catalog-admin-map'), { target: { value: '400' } });
    fireEvent.click(screen.getByTestId('catalog-admin-product-save'));
    expect(await screen.findByText('MAP cannot be more than the MSRP.')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    fireEvent.change(screen.getByTestId('catalog-admin-map'), { target: { value: '249.99' } });
    fireEvent.click(screen.getByTestId('catalog-admin-product-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The dealer price cannot be more than MAP.');
    expect(writes()[0].body).toMatchObject({ price: 239.99, price_map: 249.99, price_msrp: 329.99 });

    refuse = false;
    fireEvent.click(screen.getByTestId('catalog-admin-product-save'));
    expect(await screen.findByText('Saved. The store shows the new values now.')).toBeInTheDocument();
  });

  it('sets a variant’s stock per warehouse with whole numbers only, and shows who waits for it', async () => {
    renderAdmin('/admin/catalogue/SA-12%20D2', (url, request) => {
      if (request.method === 'PATCH') return { body: detail({ availableQuantity: 5 }) };
      return url.pathname === productPath ? { body: detail() } : undefined;
    });
    const form = await screen.findByTestId('catalog-admin-variant-SA-12-D2');
    expect(form).toHaveTextContent('2 shoppers waiting for it');
    const tpa = screen.getByTestId('catalog-admin-variant-SA-12-D2-tpa');
    fireEvent.change(tpa, { target: { value: '-2' } });
    fireEvent.click(screen.getByTestId('catalog-admin-variant-SA-12-D2-save'));
    expect(await within(form).findByText('Enter a whole number of 0 or more.')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
    fireEvent.change(tpa, { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('catalog-admin-variant-SA-12-D2-save'));
    expect(await within(form).findByText('Saved.')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({
      path: '/api/admin/catalogue/variants/SA-12%20D2',
      body: { tpa_wh: 5, lv_wh: 0 },
    });
  });

  it('answers an unknown product with the API’s message', async () => {
    renderAdmin('/admin/catalogue/NOPE', (url) =>
      url.pathname === `${PRODUCTS}/NOPE`
        ? { status: 404, body: { error: { code: 'not_found', message: 'Unknown product: NOPE' } } }
        : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown product: NOPE');
  });
});

/**
 * The fitment file goes as text/csv, which the shared fetch double (JSON bodies) cannot record: the import route is
 * answered here, every other call by the double.
 */
function answerImport(answer: (url: URL) => FitmentImportResult) {
  const sent: Array<{ url: URL; type: string | null; body: string }> = [];
  const inner = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname !== IMPORT) return inner(input, init);
    sent.push({ url, type: request.headers.get('content-type'), body: await request.text() });
    return new Response(JSON.stringify(answer(url)), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return sent;
}

describe('/admin/fitment: import and export', () => {
  const summary = { lines: 2, added: 1, removed: 0, unchanged: 1, products: 1 };
  const result = (over: Partial<FitmentImportResult>): FitmentImportResult => ({
    dryRun: true,
    applied: false,
    report: [],
    summary,
    ...over,
  });

  it('shows the dry run’s bad lines with their numbers and offers no Apply', async () => {
    renderAdmin('/admin/fitment', () => undefined);
    const sent = answerImport(() => result({ report: [{ line: 3, errors: ['Unknown sku', 'make is empty'] }] }));
    expect(screen.getByRole('heading', { level: 1, name: 'Fitment' })).toBeInTheDocument();
    expect(screen.getByTestId('catalog-admin-fitment-export')).toHaveAttribute('href', '/api/admin/fitment/export');
    fireEvent.click(screen.getByTestId('catalog-admin-fitment-check'));
    expect(await screen.findByText('Choose a file or paste its lines.')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('catalog-admin-fitment-csv'), { target: { value: 'a,b\n1,2' } });
    fireEvent.click(screen.getByTestId('catalog-admin-fitment-check'));
    const report = await screen.findByTestId('catalog-admin-fitment-report');
    expect(within(report).getByText('3')).toBeInTheDocument();
    expect(within(report).getByText('Unknown sku; make is empty')).toBeInTheDocument();
    expect(screen.queryByTestId('catalog-admin-fitment-apply')).toBeNull();
    expect(sent.map((r) => [r.url.search, r.type, r.body])).toEqual([['?dryRun=1', 'text/csv', 'a,b\n1,2']]);
  });

  it('applies a checked file only after the confirmation, and says what changed', async () => {
    renderAdmin('/admin/fitment', () => undefined);
    const sent = answerImport((url) =>
      url.searchParams.get('dryRun') ? result({}) : result({ dryRun: false, applied: true }),
    );
    const csv = 'start_year,end_year,make,model,trim,sku\n1986,1991,Zastava,Yugo,,VS-1\n';
    fireEvent.change(screen.getByTestId('catalog-admin-fitment-csv'), { target: { value: csv } });
    fireEvent.click(screen.getByTestId('catalog-admin-fitment-check'));
    expect(await screen.findByTestId('catalog-admin-fitment-summary')).toHaveTextContent(
      'All 2 lines are right. Applying it: 1 vehicle lines added and 0 removed, on 1 products.',
    );
    fireEvent.click(screen.getByTestId('catalog-admin-fitment-apply'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1 vehicle lines are added and 0 removed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toHaveLength(1);
    fireEvent.click(screen.getByTestId('catalog-admin-fitment-apply'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Imported: 1 vehicle lines added and 0 removed, on 1 products.'),
    ).toBeInTheDocument();
    expect(sent.map((r) => [r.url.search, r.body])).toEqual([
      ['?dryRun=1', csv],
      ['', csv],
    ]);
  });
});

it('answers a path of no screen with a page that says so', () => {
  renderAdmin('/admin/fitment/extra', () => undefined);
  expect(screen.getByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
});
