/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  BUS_GLOBAL_KEY,
  PATHS,
  emit,
  on,
  sessionCleared,
  sessionReceived,
  type ProductDetail,
  type RelatedVariant,
  resetMyVehicleForTests,
} from '@storefront/shared-domain';
import {
  mockApi,
  renderOnServerThenHydrate,
  renderRemote,
  type FetchDouble,
  type ServerThenHydrate,
} from '@storefront/testing';
import ProductPageExpose from '../../expose/ProductPage';
import { prefetch } from '../../expose/ProductPage.server';
import { TEST_PRODUCT } from '../reviews/testKit';

// The reviews' EVL-12 without its review counts, at /products/evl-12-d2 with a description and two images.
const { reviewScoreAndCounts: _withoutCounts, ...EVL_12 } = TEST_PRODUCT;

function detail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...EVL_12,
    sku: 'SKAR-EVL-12D2',
    slug: 'evl-12-d2',
    handle: 'evl-12-d2',
    path: '/products/evl-12-d2',
    vendor: 'Store',
    description: 'A loud subwoofer.',
    imageUrl: 'https://img.test/evl.jpg',
    images: [{ url: 'https://img.test/evl-main.jpg', altText: 'EVL front' }, { url: 'https://img.test/evl-side.jpg' }],
    inventory: 50,
    total_qty_without_fba: 50,
    ...overrides,
  };
}

let api: FetchDouble;
beforeAll(() => {
  // jsdom has no layout: record the scrolls the page asks for.
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => {
  (Element.prototype.scrollIntoView as jest.Mock).mockClear();
  window.localStorage.clear();
  resetMyVehicleForTests();
});
afterEach(() => {
  api?.restore();
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
  jest.restoreAllMocks();
});

const PRODUCT = detail();

function serve(product: unknown, status = 200, extra: Record<string, unknown> = {}) {
  api = mockApi((url) => {
    if (url.pathname in extra) return { body: extra[url.pathname] };
    return url.pathname.startsWith('/api/products/by-handle/')
      ? { status, body: status === 200 ? { data: product } : product }
      : undefined;
  });
}

function open(url = '/products/evl-12-d2') {
  return renderRemote(<ProductPageExpose />, { url, route: '/products/:handle' });
}

async function ready() {
  return screen.findByRole('heading', { level: 1 });
}

/**
 * The chart and frequently bought together come on demand when the lower area nears the viewport
 * (lazyLowerBlocks.test.tsx); jsdom has no layout, so the shopper's first scroll finds everything near.
 */
async function scrollToLowerArea() {
  await ready();
  act(() => void window.dispatchEvent(new Event('scroll')));
}

describe('ProductPage: data, prices and states', () => {
  it('fetches the product by handle and shows its name, price lines and first image', async () => {
    serve(PRODUCT);
    const { container } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'EVL-12 D2 Subwoofer' })).toBeInTheDocument();
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/api/products/by-handle/evl-12-d2' });
    expect(screen.getByTestId('product-price-msrp')).toHaveTextContent('MSRP$249.99');
    expect(within(screen.getByTestId('product-price-msrp')).getByText('$249.99').tagName).toBe('S');
    expect(screen.getByTestId('product-price-price')).toHaveTextContent('Price$199.99');
    const image = screen.getByTestId('product-gallery-image');
    expect(image).toHaveAttribute('src', 'https://img.test/evl-main.jpg');
    expect(image).toHaveAttribute('alt', 'EVL front');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '600');
    expect(container.querySelector('[data-boundary="product"]')).not.toBeNull();
    expect(screen.getByTestId('product-breadcrumbs')).toHaveTextContent('Home');
    expect(screen.queryByTestId('product-stock-indicator')).toBeNull();
    expect(screen.queryByTestId('product-prop65')).toBeNull();
  });

  it('while the product loads, shows the page skeleton (gallery box, title and price lines) and the loading text', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    api = mockApi(async (url) => {
      if (!url.pathname.startsWith('/api/products/by-handle/')) return undefined;
      await gate;
      return { body: { data: PRODUCT } };
    });
    open();
    const page = screen.getByTestId('product-page');
    expect(page).toHaveAttribute('aria-busy', 'true');
    expect(within(page).getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByTestId('product-skeleton')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('product-skeleton-gallery')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    act(() => release());
    expect(await ready()).toHaveTextContent('EVL-12 D2 Subwoofer');
    expect(screen.queryByTestId('product-skeleton')).toBeNull();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByTestId('product-gallery-image')).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows dealers the MSRP and MAP struck through and their price', async () => {
    api = mockApi(() => ({ body: { ...PRODUCT, price_dealer: 150, images: [] } }));
    const { store } = open('/products/x');
    act(() => {
      store.dispatch(sessionReceived({ user: { account_id: 'd', email: 'dealer@example.com', role: 2 } }));
    });
    await ready();
    expect(screen.getByTestId('product-price-map')).toHaveTextContent('MAP:$199.99');
    expect(screen.getByTestId('product-price-dealer')).toHaveTextContent('Dealer:$150.00');
    expect(screen.getByTestId('product-gallery-image')).toHaveAttribute('src', 'https://img.test/evl.jpg');
  });

  it('shows the sale layout (MAP struck, Sale Price) while a sale runs', async () => {
    serve(PRODUCT, 200, {
      '/api/sale-settings': {
        data: [{ name: 'Fall', saleIsActive: true, discountPercentage: 0.15, salePercentageDailyDeal: 0.15 }],
      },
    });
    open();
    expect(await screen.findByTestId('product-price-sale')).toHaveTextContent('Sale Price:$169.99');
    expect(screen.getByTestId('product-price-map')).toHaveTextContent('MAP:$199.99');
  });

  it('offers a pre-order with a quantity picker and the manual ETA date, and sends a pre-order item', async () => {
    serve(
      detail({
        currentlyInStock: false,
        inventory: 0,
        preorderInfo: {
          is_pre_order_enabled: true,
          is_pre_order_eligible: true,
          manual_override_eta_date: '2025-11-03',
          in_stock_eta_date: '2025-12-20',
        },
      }),
    );
    const requested = jest.fn();
    on('cart:add-requested', requested);
    open();
    expect(await screen.findByTestId('product-preorder-eta')).toHaveTextContent(
      'Estimated Pre-order Ship Date: Nov 3, 2025',
    );
    expect(screen.getByTestId('product-stock-indicator')).toHaveTextContent('Available for Pre-order');
    expect(screen.getByTestId('product-price-preorder')).toHaveTextContent('Pre-order Price:$199.99');
    fireEvent.click(screen.getByTestId('product-quantity-plus'));
    fireEvent.click(screen.getByRole('button', { name: 'Pre-order' }));
    expect(requested.mock.calls[0][0].item).toMatchObject({
      sku: 'SKAR-EVL-12D2',
      quantity: 2,
      is_pre_ordered_item: true,
      source: 'product-page',
    });
  });

  it('uses the in-stock ETA when there is no manual override date', async () => {
    serve(
      detail({
        currentlyInStock: false,
        preorderInfo: {
          is_pre_order_enabled: 1 as never,
          is_pre_order_eligible: true,
          in_stock_eta_date: '2026-01-15',
        },
      }),
    );
    open();
    expect(await screen.findByTestId('product-preorder-eta')).toHaveTextContent(
      'Estimated Pre-order Ship Date: Jan 15, 2026',
    );
  });

  it('shows a disabled Out of Stock and Sold Out when it cannot be ordered', async () => {
    serve(
      detail({
        currentlyInStock: false,
        inventory: 0,
        preorderInfo: { is_pre_order_enabled: true, is_pre_order_eligible: true },
        blockBackorder: true,
      }),
    );
    open();
    expect(await screen.findByTestId('product-out-of-stock')).toHaveTextContent('Out of Stock');
    expect(screen.getByTestId('product-out-of-stock')).toBeDisabled();
    expect(screen.getByTestId('product-stock-indicator')).toHaveTextContent('Sold Out');
    expect(screen.queryByTestId('product-quantity')).toBeNull();
    expect(screen.queryByTestId('product-discontinued-notice')).toBeNull();
  });

  it('says a discontinued product is no longer available, with the red notice', async () => {
    serve(detail({ currentlyInStock: false, inventory: 0, isDiscontinued: true, blockBackorder: true }));
    open();
    expect(await screen.findByTestId('product-out-of-stock')).toHaveTextContent('Discontinued - No Longer Available');
    expect(screen.getByTestId('product-discontinued-notice')).toHaveTextContent(
      'This product has been discontinued and is no longer available for purchase.',
    );
    expect(screen.queryByTestId('product-stock-indicator')).toBeNull();
  });

  it('shows the low-stock line under 20', async () => {
    serve(detail({ inventory: 7 }));
    open();
    expect(await screen.findByTestId('product-stock-indicator')).toHaveTextContent('In Stock (Only 7 Remaining)');
  });

  it('shows a bundle as Normal versus Special Price with its Bundle Contents', async () => {
    serve(
      detail({
        isBundle: true,
        price: 299.99,
        bundleNormalPrice: 359.98,
        bundleChildren: [
          { sku: 'EVL-12 D2', name: 'EVL-12', image: 'https://img.test/c1.jpg', quantity: 2, price_map: 149.99 },
          { sku: 'RP-1200.1D', name: 'Amp', image: 'https://img.test/c2.jpg', quantity: 1, price_map: 60, slug: 'rp' },
        ],
      }),
    );
    open();
    expect(await screen.findByTestId('product-price-bundle-normal')).toHaveTextContent('Normal$359.98');
    expect(screen.getByTestId('product-price-bundle-special')).toHaveTextContent('Special Price$299.99');
    const bundle = screen.getByTestId('product-bundle');
    expect(within(bundle).getByRole('heading', { name: 'Bundle Contents' })).toBeInTheDocument();
    const [first, second] = within(bundle).getAllByTestId('product-bundle-item');
    expect(within(first).getByRole('img')).toHaveAttribute('width', '50');
    expect(within(first).getByRole('img')).toHaveAttribute('height', '50');
    expect(first).toHaveTextContent('EVL-12 D2');
    expect(within(first).getByTestId('product-bundle-quantity')).toHaveTextContent('Qty: 2');
    expect(within(first).getByTestId('product-bundle-map').tagName).toBe('S');
    expect(within(first).getByTestId('product-bundle-map')).toHaveTextContent('$149.99');
    expect(within(second).getByRole('link', { name: 'RP-1200.1D' })).toHaveAttribute('href', '/products/rp');
  });

  it('shows the compatibility chart from tab_box_info', async () => {
    serve(
      detail({
        metafields: [
          {
            key: 'tab_box_info',
            value: { boxInfo: [{ title: 'Compatibility Chart', table: { EVL: '✓', SSX: '' } }] },
          },
        ],
      }),
    );
    open();
    await scrollToLowerArea();
    const chart = await screen.findByTestId('product-compatibility-chart');
    expect(within(chart).getByRole('heading', { name: 'Compatibility Chart' })).toBeInTheDocument();
    const rows = within(chart).getAllByTestId('product-compatibility-row');
    expect(rows.map((r) => r.textContent)).toEqual(['EVL✓Yes', 'SSX–No']);
  });

  it('has no chart without tab_box_info', async () => {
    serve(PRODUCT);
    open();
    await scrollToLowerArea();
    expect(screen.queryByTestId('product-compatibility-chart')).toBeNull();
    expect(screen.queryByTestId('product-compatibility-chart-pending')).toBeNull();
  });

  const VS = detail({
    sku: 'VS-F150-FORD-2009-UP',
    category: 'empty-subwoofer-enclosures',
    totalSubwooferHoles: 2,
    properties: { Make: 'Ford', Model: 'F-150|F-250', 'Start Year': '2015', 'End Year': '2020' },
    vehicleFitment: { vehicleMake: 'Ford', compatibilityNotes: 'Fits crew cab only.' },
    requires_prop65_warning: true,
  });

  it('shows fitment, the empty-enclosure notice, the count label, the Ford display sku and the Prop 65 warning', async () => {
    window.localStorage.setItem('sa_my_vehicle', JSON.stringify({ year: 2018, make: 'Ford', model: 'F-150' }));
    serve(VS);
    open();
    // The catalogue wrote a compatibility note: the fit comes with it.
    expect(await screen.findByTestId('product-fit-line')).toHaveTextContent(/^✓Fits with notes$/);
    expect(screen.getByTestId('product-fitment-notes')).toHaveTextContent('Fits crew cab only.');
    expect(screen.getByTestId('product-built-for')).toHaveTextContent('2015-2020 Ford F-150 / F-250');
    expect(screen.getByTestId('product-empty-enclosure-notice')).toHaveTextContent(
      'Enclosure sold empty (images with subwoofers for illustration purposes only)',
    );
    expect(screen.getByTestId('product-count-label')).toHaveTextContent('Dual');
    expect(screen.getByTestId('product-sku')).toHaveTextContent('SKU: VS-F150-FORD-2015-UP');
    expect(screen.getByTestId('product-prop65')).toHaveTextContent(/^⚠WARNING: This product can expose you/);
  });

  it("says 'Does not fit your ...' for another vehicle, and follows a vehicle chosen elsewhere on the page", async () => {
    window.localStorage.setItem('sa_my_vehicle', JSON.stringify({ year: 2022, make: 'Ford', model: 'F-150' }));
    serve(VS);
    open();
    expect(await screen.findByTestId('product-fit-line')).toHaveTextContent('Does not fit your 2022 Ford F-150');
    expect(screen.getByTestId('product-fit-see-what-fits')).toHaveTextContent('See what fits your 2022 Ford F-150');
    expect(screen.getByTestId('product-fit-see-what-fits')).toHaveAttribute(
      'href',
      '/collections/vehicle-specific-subwoofer-enclosures?vehicle_year=2022&vehicle_make=Ford&vehicle_model=F-150',
    );
    act(() => emit('vehicle:selected', { year: 2016, make: 'Ford', model: 'F-250' }));
    expect(await screen.findByTestId('product-fit-line')).toHaveTextContent('Fits with notes');
    expect(screen.queryByTestId('product-fit-see-what-fits')).toBeNull();
  });

  it("says 'Fits your ...' without notes, lists a trim's note in full, and keeps the label's slot without a vehicle", async () => {
    const plain = detail({ ...VS, vehicleFitment: null });
    serve(plain);
    const first = open();
    expect(await screen.findByTestId('product-fit-slot')).toBeEmptyDOMElement();
    expect(screen.queryByTestId('product-fit-line')).toBeNull();
    act(() => emit('vehicle:selected', { year: 2018, make: 'Ford', model: 'F-150' }));
    expect(await screen.findByTestId('product-fit-line')).toHaveTextContent(/^✓Fits your 2018 Ford F-150$/);
    first.unmount();
    api.restore();
    serve(detail({ ...VS, properties: { ...VS.properties, Trim: 'SuperCrew' } }));
    open();
    expect(await screen.findByTestId('product-fit-line')).toHaveTextContent('Fits with notes');
    expect(screen.getAllByTestId('product-fit-note').map((n) => n.textContent)).toEqual([
      "Made for the SuperCrew only: check your vehicle's cab or trim.",
    ]);
    expect(screen.getByTestId('product-fitment-notes')).toHaveTextContent('Fits crew cab only.');
  });

  it('keeps the fit line in the server HTML, empty, and fills it after hydration without a mismatch', async () => {
    window.localStorage.setItem('sa_my_vehicle', JSON.stringify({ year: 2018, make: 'Ford', model: 'F-150' }));
    const hydrated = await serverThenHydrate('/products/vs-f150', () => VS);
    try {
      const html = new DOMParser().parseFromString(hydrated.html, 'text/html');
      expect(html.querySelector('[data-testid="product-fit-slot"]')?.innerHTML).toBe('');
      expect(await within(hydrated.container).findByTestId('product-fit-line')).toHaveTextContent('Fits with notes');
      expect(hydrated.recoverableErrors).toEqual([]);
    } finally {
      hydrated.unmount();
    }
  });

  it("labels a product without fitment data over its gallery: 'Universal' or 'No fit data', none without a whole vehicle", async () => {
    window.localStorage.setItem('sa_my_vehicle', JSON.stringify({ year: 2018, make: 'Ford' }));
    serve(detail({ sku: 'AMP-1', category: 'car-amplifiers' }));
    const first = open();
    await ready();
    expect(screen.queryByTestId('product-fit-line')).toBeNull();
    act(() => emit('vehicle:selected', { year: 2018, make: 'Ford', model: 'F-150' }));
    expect(await screen.findByTestId('product-fit-line')).toHaveTextContent(/^Universal$/);
    expect(screen.queryByTestId('product-fitment')).toBeNull();
    first.unmount();
    api.restore();
    serve(detail({ sku: 'SPK-1', category: 'car-speakers' }));
    open();
    expect(await screen.findByTestId('product-fit-line')).toHaveTextContent(/^No fit data$/);
  });

  it('shows the SKSPK sizes and the SKM label', async () => {
    serve(detail({ sku: 'SKSPK-10GA-RED' }));
    const first = open();
    expect(await screen.findByTestId('product-sku-label')).toHaveTextContent('30 FT');
    first.unmount();
    api.restore();
    serve(detail({ sku: 'SKM-HAT' }));
    open();
    expect(await screen.findByTestId('product-sku-label')).toHaveTextContent('SKM-HAT');
  });

  it('lists frequently bought together products with their own add buttons', async () => {
    serve(
      detail({
        frequentlyBoughtTogether: [
          { ...detail({ id: 'p-2', sku: 'RP-1200.1D', name: 'Amp', slug: 'rp' }), currentlyInStock: true },
          { ...detail({ id: 'p-3', sku: 'OOS-1', name: 'Gone', slug: 'gone' }), currentlyInStock: false },
        ],
      }),
    );
    const requested = jest.fn();
    on('cart:add-requested', requested);
    open();
    await scrollToLowerArea();
    const block = await screen.findByTestId('product-frequently-bought');
    const [amp, gone] = within(block).getAllByTestId('product-fbt-item');
    expect(within(gone).getByTestId('product-fbt-add')).toBeDisabled();
    expect(within(gone).getByTestId('product-fbt-add')).toHaveTextContent('Out of Stock');
    // The simple stock indicator (spec 1 §4) of each item.
    expect(within(amp).getByTestId('product-fbt-stock')).toHaveTextContent('In Stock');
    expect(within(gone).getByTestId('product-fbt-stock')).toHaveTextContent('Sold Out');
    fireEvent.click(within(amp).getByRole('button', { name: 'Add to Cart' }));
    expect(requested.mock.calls[0][0].item).toMatchObject({
      sku: 'RP-1200.1D',
      quantity: 1,
      product_id: 'p-2',
      source: 'product-page-frequently-bought',
    });
  });

  it('shows the not-found state for an unknown handle (404) and a refused one (400)', async () => {
    serve({ error: { code: 'NOT_FOUND', message: 'Product not found' } }, 404);
    const first = open('/products/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    first.unmount();
    api.restore();
    serve({ error: { code: 'BAD_REQUEST', message: 'bad handle' } }, 400);
    open('/products/%3Cx%3E');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
  });

  it("a server error shows the generic fetch error, not the server's text, and 'Try again?' fetches the product", async () => {
    let fail = true;
    api = mockApi((url) => {
      if (!url.pathname.startsWith('/api/products/by-handle/')) return undefined;
      return fail
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Internal server error' } } }
        : { body: { data: PRODUCT } };
    });
    open();
    const failure = await screen.findByTestId('product-page-load-failed');
    expect(within(failure).getByRole('alert')).toHaveTextContent('An error occurred while fetching the data.');
    expect(screen.queryByText(/Internal server error/)).toBeNull();
    fail = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'EVL-12 D2 Subwoofer' })).toBeInTheDocument();
    expect(screen.queryByTestId('product-page-load-failed')).toBeNull();
    expect(api.callsTo('/api/products/by-handle/evl-12-d2')).toHaveLength(2);
  });

  it("a lost connection shows the generic fetch error with 'Try again?', which fetches the product", async () => {
    let fail = true;
    api = mockApi((url) => {
      if (!url.pathname.startsWith('/api/products/by-handle/')) return undefined;
      if (fail) throw new TypeError('Failed to fetch');
      return { body: { data: PRODUCT } };
    });
    open();
    const failure = await screen.findByTestId('product-page-load-failed');
    expect(within(failure).getByRole('alert')).toHaveTextContent('An error occurred while fetching the data.');
    fail = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'EVL-12 D2 Subwoofer' })).toBeInTheDocument();
  });

  it("'Add to Cart' asks the cart over the bus with the chosen quantity", async () => {
    serve(PRODUCT);
    const requested = jest.fn();
    on('cart:add-requested', requested);
    open();
    await ready();
    const input = screen.getByTestId('product-quantity-input');
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(requested.mock.calls[0][0]).toEqual({
      item: expect.objectContaining({
        sku: 'SKAR-EVL-12D2',
        quantity: 3,
        product_id: 'p-1',
        price: 199.99,
        is_pre_ordered_item: false,
        source: 'product-page',
      }),
    });
  });
});

// ------------------------------------------------------------------------------------------------------ variants

const ZVX_ROWS: Array<[string, string, string]> = [
  ['ZVX-8 D1', '8"', 'Dual 1 Ohm'],
  ['ZVX-10 D4', '10"', 'Dual 4 Ohm'],
  ['ZVX-12 D4', '12"', 'Dual 4 Ohm'],
];
const ZVX_RELATED: RelatedVariant[] = ZVX_ROWS.map(([sku, one, two]) => ({
  sku,
  site_handle: 'zvx',
  variant_option_one_name: 'Size',
  variant_option_one_value: one,
  variant_option_two_name: 'Impedance',
  variant_option_two_value: two,
  path: `/products/zvx?variant=${encodeURIComponent(sku)}`,
}));
const ZVX_PRICES: Record<string, number> = { 'ZVX-8 D1': 239.99, 'ZVX-10 D4': 299.99, 'ZVX-12 D4': 359.99 };

function zvxVariant(sku: string): ProductDetail {
  return detail({
    id: `id-${sku}`,
    sku,
    name: `${sku} Competition Subwoofer`,
    slug: 'zvx',
    handle: 'zvx',
    product_type: 'variant',
    variant_parent_sku: 'ZVX-SUBS',
    parentVariant: { sku: 'ZVX-SUBS', slug: 'zvx', name: 'ZVX' },
    price: ZVX_PRICES[sku],
    price_map: ZVX_PRICES[sku],
    price_msrp: 0,
    images: [{ url: `https://img.test/${encodeURIComponent(sku)}.jpg` }],
    relatedVariants: ZVX_RELATED,
    variants: ZVX_ROWS.map(([s]) => ({
      sku: s,
      currentlyInStock: true,
      price_map: ZVX_PRICES[s],
      price: ZVX_PRICES[s],
      images: [`https://img.test/${encodeURIComponent(s)}.jpg`],
      inventory: 50,
    })),
    selectedVariant: sku,
  });
}

/** The catalog's by-handle answer: the variant named by ?sku=, else the default (first by sku order). */
function serveFamily(variantFor: (sku: string | null) => ProductDetail) {
  api = mockApi((url) =>
    url.pathname.startsWith('/api/products/by-handle/')
      ? { body: { data: variantFor(url.searchParams.get('sku')) } }
      : undefined,
  );
}

function optionValues(index: number) {
  return within(screen.getByTestId(`product-option-${index}`)).getAllByTestId(`product-option-${index}-value`);
}

describe('ProductPage: variant selection', () => {
  it('shows the default variant, applies the ZVX-SUBS rule and replaces the URL when 10" is chosen', async () => {
    serveFamily((sku) => zvxVariant(sku && ZVX_PRICES[sku] ? sku : 'ZVX-8 D1'));
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = open('/products/zvx');
    expect(await screen.findByRole('heading', { level: 1, name: 'ZVX-8 D1 Competition Subwoofer' })).toBeVisible();
    expect(optionValues(1).map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['8"', 'true'],
      ['10"', 'false'],
      ['12"', 'false'],
    ]);
    expect(optionValues(2).map((b) => b.textContent)).toEqual(['Dual 1 Ohm']);

    fireEvent.click(screen.getByRole('button', { name: '10"' }));
    // The variant row switches price and images at once; the page data follows.
    expect(screen.getByTestId('product-price-price')).toHaveTextContent('$299.99');
    expect(router.state.location.search).toBe('?sku=ZVX-10+D4');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'ZVX-10 D4 Competition Subwoofer' })).toBeVisible();
    expect(
      api.calls
        .filter((url) => url.pathname.startsWith('/api/products/by-handle/'))
        .at(-1)
        ?.searchParams.get('sku'),
    ).toBe('ZVX-10 D4');
    expect(optionValues(2).map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Dual 4 Ohm', 'true'],
    ]);
    expect(screen.getByTestId('product-gallery-image')).toHaveAttribute('src', 'https://img.test/ZVX-10%20D4.jpg');
    // A variant-type product that is not a vehicle-specific enclosure does not scroll.
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByTestId('product-add-to-cart')).toBeEnabled();
  });

  it('reads ?variant= (or ?sku=) from the address and asks the service for it', async () => {
    serveFamily((sku) => zvxVariant(sku ?? 'ZVX-8 D1'));
    open('/products/zvx?variant=ZVX-12%20D4');
    expect(await screen.findByRole('heading', { level: 1, name: 'ZVX-12 D4 Competition Subwoofer' })).toBeVisible();
    expect(api.calls[0].searchParams.get('sku')).toBe('ZVX-12 D4');
  });

  it('disables values no variant combines with the options above, and shows option three only with several values', async () => {
    const rows: Array<[string, string, string, string]> = [
      ['BOX-1', 'Black', '10"', 'Ported'],
      ['BOX-2', 'Black', '12"', 'Sealed'],
      ['BOX-3', 'Grey', '10"', 'Sealed'],
    ];
    const related: RelatedVariant[] = rows.map(([sku, one, two, three]) => ({
      sku,
      site_handle: 'box',
      variant_option_one_name: 'Carpet',
      variant_option_one_value: one,
      variant_option_two_name: 'Size',
      variant_option_two_value: two,
      variant_option_three_name: 'Type',
      variant_option_three_value: three,
      path: '',
    }));
    serveFamily(() =>
      detail({ sku: 'BOX-3', product_type: 'variant', relatedVariants: related, selectedVariant: 'BOX-3' }),
    );
    open('/products/box');
    await ready();
    expect(optionValues(2).map((b) => [b.textContent, (b as HTMLButtonElement).disabled])).toEqual([
      ['10"', false],
      ['12"', true],
    ]);
    expect(optionValues(3).map((b) => [b.textContent, (b as HTMLButtonElement).disabled])).toEqual([
      ['Ported', true],
      ['Sealed', false],
    ]);
  });

  it('hides option three when it has one value and still lets the shopper add', async () => {
    const related: RelatedVariant[] = ZVX_RELATED.map((r) => ({
      ...r,
      variant_option_three_name: 'Finish',
      variant_option_three_value: 'Black',
    }));
    serveFamily((sku) => ({ ...zvxVariant(sku ?? 'ZVX-8 D1'), relatedVariants: related }));
    open('/products/zvx');
    await ready();
    expect(screen.queryByTestId('product-option-3')).toBeNull();
    expect(screen.getByTestId('product-add-to-cart')).toBeEnabled();
  });

  it('keeps add to cart disabled until every option is chosen', async () => {
    // A variant family whose related variants belong to other handles: no default, the family's own page shows.
    const related = ZVX_RELATED.map((r) => ({ ...r, site_handle: 'elsewhere' }));
    serveFamily((sku) =>
      sku
        ? { ...zvxVariant(sku), relatedVariants: related }
        : detail({
            sku: 'ZVX-SUBS',
            product_type: 'variant',
            relatedVariants: related,
            variants: zvxVariant('ZVX-8 D1').variants,
          }),
    );
    const { router } = open('/products/zvx');
    await ready();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '12"' }));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(router.state.location.search).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Dual 4 Ohm' }));
    expect(router.state.location.search).toBe('?sku=ZVX-12+D4');
    expect(await screen.findByRole('heading', { level: 1, name: 'ZVX-12 D4 Competition Subwoofer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('scrolls to about 225 px after choosing a vehicle-specific variant', async () => {
    const rows: Array<[string, string]> = [
      ['VS-F150-CREW', 'Crew Cab'],
      ['VS-F150-REG', 'Regular Cab'],
    ];
    const related: RelatedVariant[] = rows.map(([sku, one]) => ({
      sku,
      site_handle: 'vs-f150',
      variant_option_one_name: 'Cab',
      variant_option_one_value: one,
      path: '',
    }));
    serveFamily((sku) =>
      detail({
        sku: sku ?? 'VS-F150-CREW',
        name: sku ?? 'VS-F150-CREW',
        product_type: 'variant',
        relatedVariants: related,
        selectedVariant: sku ?? 'VS-F150-CREW',
      }),
    );
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    open('/products/vs-f150');
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Regular Cab' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 225, behavior: 'smooth' });
    expect(await screen.findByRole('heading', { level: 1, name: 'VS-F150-REG' })).toBeVisible();
  });
});

// ------------------------------------------------------------------------------------------- add-to-cart form

const addForm = () => screen.getByTestId('product-add-to-cart-form') as HTMLFormElement;

/** What the browser posts: the form's fields, urlencoded. */
function postedBy(form: HTMLFormElement): Record<string, string> {
  const fields = [...new FormData(form)].map(([name, value]) => [name, String(value)]);
  return Object.fromEntries(new URLSearchParams(fields));
}

function setQuantity(value: string) {
  const input = screen.getByTestId('product-quantity-input');
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

/** The page's server render and its hydration, as the gateway and the browser do them. */
function serverThenHydrate(url: string, answer: (sku: string | null) => ProductDetail) {
  return renderOnServerThenHydrate(<ProductPageExpose />, {
    url,
    route: '/products/:handle',
    params: { handle: new URL(url, 'http://page.test').pathname.split('/')[2] },
    prefetch,
    api: () =>
      mockApi((u) =>
        u.pathname.startsWith('/api/products/by-handle/')
          ? { body: { data: answer(u.searchParams.get('sku')) } }
          : undefined,
      ),
  });
}

/** The server's HTML as a browser without JavaScript has it. */
function serverForm(html: string): HTMLFormElement {
  const form = new DOMParser()
    .parseFromString(html, 'text/html')
    .querySelector('form[data-testid="product-add-to-cart-form"]');
  if (!form) throw new Error('no add-to-cart form in the server HTML');
  return form as HTMLFormElement;
}

describe('ProductPage: add to cart is a form posted to the gateway before (or without) JavaScript', () => {
  let hydrated: ServerThenHydrate | undefined;
  afterEach(() => {
    hydrated?.unmount();
    hydrated = undefined;
  });

  it('posts the sku, the quantity the control shows and the page to /cart/add', async () => {
    serve(PRODUCT);
    open();
    await ready();
    const form = addForm();
    expect(form.getAttribute('action')).toBe('/cart/add');
    expect(form.method).toBe('post');
    expect(form).toContainElement(screen.getByTestId('product-quantity-input'));
    expect(screen.getByTestId('product-add-to-cart')).toHaveAttribute('type', 'submit');
    expect(postedBy(form)).toEqual({ sku: 'SKAR-EVL-12D2', quantity: '1', return_to: '/products/evl-12-d2' });
    fireEvent.click(screen.getByTestId('product-quantity-plus'));
    expect(postedBy(form).quantity).toBe('2');
    setQuantity('7');
    expect(postedBy(form).quantity).toBe('7');
    setQuantity('99');
    expect(postedBy(form).quantity).toBe('7');
  });

  it('with JavaScript a click adds over the bus with the same quantity, and the form is not posted', async () => {
    serve(PRODUCT);
    const requested = jest.fn();
    on('cart:add-requested', requested);
    const submits: boolean[] = [];
    const record = (event: Event) => void submits.push(event.defaultPrevented);
    window.addEventListener('submit', record);
    try {
      open();
      await ready();
      setQuantity('3');
      fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    } finally {
      window.removeEventListener('submit', record);
    }
    expect(submits).toEqual([true]);
    expect(requested).toHaveBeenCalledTimes(1);
    expect(requested.mock.calls[0][0].item).toMatchObject({ sku: 'SKAR-EVL-12D2', quantity: 3 });
    expect(postedBy(addForm()).quantity).toBe('3');
  });

  it("posts the chosen variant's sku, and comes back to the variant's address", async () => {
    serveFamily((sku) => zvxVariant(sku && ZVX_PRICES[sku] ? sku : 'ZVX-8 D1'));
    open('/products/zvx');
    await ready();
    expect(postedBy(addForm())).toEqual({ sku: 'ZVX-8 D1', quantity: '1', return_to: '/products/zvx' });
    fireEvent.click(screen.getByRole('button', { name: '10"' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ZVX-10 D4 Competition Subwoofer' })).toBeVisible();
    fireEvent.click(screen.getByTestId('product-quantity-plus'));
    expect(postedBy(addForm())).toEqual({ sku: 'ZVX-10 D4', quantity: '2', return_to: '/products/zvx?sku=ZVX-10+D4' });
  });

  it('is in the server HTML with its fields, and hydrates without a mismatch', async () => {
    hydrated = await serverThenHydrate('/products/evl-12-d2?utm_source=mail', () => PRODUCT);
    const form = serverForm(hydrated.html);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/cart/add');
    expect(postedBy(form)).toEqual({
      sku: 'SKAR-EVL-12D2',
      quantity: '1',
      return_to: '/products/evl-12-d2?utm_source=mail',
    });
    expect(form.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(false);
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
  });

  it("renders a variant's address with that variant's sku, and options not all chosen as a disabled button", async () => {
    hydrated = await serverThenHydrate('/products/zvx?sku=ZVX-12%20D4', (sku) => zvxVariant(sku ?? 'ZVX-8 D1'));
    expect(postedBy(serverForm(hydrated.html))).toMatchObject({
      sku: 'ZVX-12 D4',
      return_to: '/products/zvx?sku=ZVX-12%20D4',
    });
    expect(hydrated.recoverableErrors).toEqual([]);
    hydrated.unmount();

    const related = ZVX_RELATED.map((r) => ({ ...r, site_handle: 'elsewhere' }));
    hydrated = await serverThenHydrate('/products/zvx', () =>
      detail({
        sku: 'ZVX-SUBS',
        product_type: 'variant',
        relatedVariants: related,
        variants: zvxVariant('ZVX-8 D1').variants,
      }),
    );
    expect(serverForm(hydrated.html).querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------------------ page address

describe('ProductPage: address behaviour', () => {
  /** Opens the product at `url` for a shopper who is not signed in, and waits for the page. */
  async function openSignedOut(url: string) {
    serve(PRODUCT);
    const rendered = open(url);
    act(() => {
      rendered.store.dispatch(sessionCleared());
    });
    await ready();
    return rendered;
  }

  it('removes query parameters other than variant and sku, without a reload', async () => {
    serve(PRODUCT);
    const { router } = open('/products/evl-12-d2?sku=SKAR-EVL-12D2&utm_source=mail');
    await ready();
    await waitFor(() => expect(router.state.location.search).toBe('?sku=SKAR-EVL-12D2'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('ignores a malformed sku value (and removes it)', async () => {
    serve(PRODUCT);
    const { router } = open('/products/evl-12-d2?sku=%3Cscript%3E');
    await ready();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.calls.every((url) => !url.searchParams.has('sku'))).toBe(true);
  });

  it('?review= opens the write-a-review panel of the reviews (which scrolls to it) and leaves the address', async () => {
    const { router } = await openSignedOut('/products/evl-12-d2?sku=SKAR-EVL-12D2&review=');
    await waitFor(() => expect(router.state.location.search).toBe('?sku=SKAR-EVL-12D2'));
    expect(await screen.findByTestId('product-reviews-write-panel')).toBeInTheDocument();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('reads ?review= from the history state the shell leaves after its clean-up', async () => {
    const { router } = await openSignedOut('/products/evl-12-d2');
    expect(screen.queryByTestId('product-reviews-write-panel')).toBeNull();
    await act(() =>
      router.navigate('/products/evl-12-d2', { replace: true, state: { [PATHS.cleanedQueryStateKey]: '?review=' } }),
    );
    expect(await screen.findByTestId('product-reviews-write-panel')).toBeInTheDocument();
  });

  it('#product-reviews scrolls smoothly to the reviews', async () => {
    serve(detail({ reviewScoreAndCounts: { count: 12, avgScore: 4.26 } }));
    open('/products/evl-12-d2#product-reviews');
    await ready();
    expect(screen.getByTestId('product-reviews')).toHaveAttribute('id', 'product-reviews');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(screen.getByTestId('product-rating')).toHaveTextContent('4.3 · 12 Customer Reviews');
  });
});
