/** @jest-environment jest-fixed-jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRemote, type FetchDouble, type MockReply } from '@storefront/testing';
import { clearMyVehicle, on, setMyVehicle, type AddToCartItem, type ProductCard } from '@storefront/shared-domain';
import DealersPageExpose from '../../expose/DealersPage';

const DEALER = { user: { account_id: '100002', email: 'dealer@example.com', role: 2 } };
const SHOPPER = { user: { account_id: '100001', email: 'shopper@example.com', role: 1 } };

function product(overrides: Partial<ProductCard> & Pick<ProductCard, 'sku' | 'name'>): ProductCard {
  return {
    id: `id-${overrides.sku}`,
    slug: `${overrides.sku.toLowerCase()}-slug`,
    imageUrl: `/img/${overrides.sku}.png`,
    category: 'car-subwoofers',
    currentlyInStock: true,
    properties: {},
    price: 199.99,
    price_map: 199.99,
    price_msrp: 249.99,
    price_dealer: 120,
    tpa_wh: 12,
    lv_wh: -3,
    product_type: 'normal',
    ...overrides,
  };
}

const CATALOG: Record<string, ProductCard> = {
  'ZVX-15': product({ sku: 'ZVX-15', name: 'ZVX 15 inch subwoofer', imageUrl: '/api/product-images/ZVX-15.svg' }),
  'SA-8': product({ sku: 'SA-8', name: 'SA 8 inch subwoofer', price_map: 99, price_msrp: 129, price_dealer: 0 }),
  U12: product({ sku: 'U12', name: 'U12 loaded enclosure', currentlyInStock: false, tpa_wh: 0, lv_wh: 0 }),
  // Vehicle-specific boxes, for the fit labels (names no other test's search finds).
  'VS-F150': product({
    sku: 'VS-F150',
    name: 'F-150 dual 12 box',
    category: 'empty-subwoofer-enclosures',
    properties: { Make: 'Ford', Model: 'F-150', 'Start Year': '2015', 'End Year': '2020' },
  }),
  'VS-F150-NOTES': product({
    sku: 'VS-F150-NOTES',
    name: 'F-150 single 10 box',
    category: 'empty-subwoofer-enclosures',
    properties: { Make: 'Ford', Model: 'F-150', 'Start Year': '2015', 'End Year': '2020' },
    vehicleFitment: { compatibilityNotes: 'Not with the factory subwoofer.' },
  }),
  'VS-SILVERADO': product({
    sku: 'VS-SILVERADO',
    name: 'Silverado dual 12 box',
    category: 'empty-subwoofer-enclosures',
    properties: { Make: 'Chevrolet', Model: 'Silverado', 'Start Year': '2014', 'End Year': '2018' },
  }),
};

let api: FetchDouble;
let requested: AddToCartItem[];
let opened: number;
let unsubscribe: Array<() => void>;

beforeEach(() => {
  requested = [];
  opened = 0;
  unsubscribe = [on('cart:add-requested', ({ item }) => requested.push(item)), on('cart:open', () => (opened += 1))];
  window.localStorage.clear();
  backInStockAnswer = { status: 202, body: {} };
});
afterEach(() => {
  api?.restore();
  unsubscribe.forEach((off) => off());
});

let backInStockAnswer: MockReply = { status: 202, body: {} };

function serve(session: unknown) {
  api = mockApi((url): MockReply | undefined => {
    if (url.pathname === '/api/auth/session') return { body: session };
    if (url.pathname === '/api/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const products = Object.values(CATALOG).filter(
        (p) => p.sku.toLowerCase().includes(q) || p.name.toLowerCase().includes(q),
      );
      return { body: { query: url.searchParams.get('q'), products, total: products.length } };
    }
    if (url.pathname === '/api/products/back-in-stock') return backInStockAnswer;
    const match = url.pathname.match(/^\/api\/product\/(.+)$/);
    if (match) {
      const found = CATALOG[decodeURIComponent(match[1]).toUpperCase()];
      if (found) return { body: { ...found, props: {} } };
      return { status: 404, body: { error: { code: 'not_found', message: 'Unknown product' } } };
    }
    return undefined;
  });
}

function renderDealers() {
  return renderRemote(<DealersPageExpose />, { url: '/dealers', route: '/dealers' });
}

/** A signed-in dealer on the page; returns the user who acts. */
function openAsDealer() {
  serve(DEALER);
  const user = userEvent.setup();
  renderDealers();
  return user;
}

async function paste(user: ReturnType<typeof userEvent.setup>, text: string) {
  const box = await screen.findByTestId('account-dealer-paste-input');
  await user.click(box);
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Add pasted lines' }));
}

/** A dealer who has pasted `text` and sees `count` lines in the grid; returns the user who acts. */
async function pastedAsDealer(text: string, count: number) {
  const user = openAsDealer();
  await paste(user, text);
  await waitFor(() => expect(screen.getAllByTestId('account-dealer-line')).toHaveLength(count));
  return user;
}

const lineOf = (sku: string) =>
  screen.getAllByTestId('account-dealer-line').find((row) => row.getAttribute('data-sku') === sku) as HTMLElement;

describe('Dealer Quick Order: who may use it', () => {
  it('sends a guest to sign-in with SessionRequired and a callback to /dealers', async () => {
    serve({});
    renderDealers();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/account/login?error=SessionRequired&callbackUrl=%2Fdealers',
    );
  });

  it('tells a signed-in customer who is not a dealer that it is for approved dealers', async () => {
    serve(SHOPPER);
    const { container } = renderDealers();
    expect(await screen.findByTestId('account-dealer-not-dealer')).toHaveTextContent(
      'Dealer Quick Order is for approved dealers.',
    );
    expect(screen.getByRole('link', { name: 'Become a dealer' })).toHaveAttribute('href', '/pages/become-a-dealer');
    expect(screen.queryByTestId('account-dealer-typeahead')).not.toBeInTheDocument();
    expect(container.querySelector('[data-boundary="account"]')).not.toBeNull();
  });
});

describe('Dealer Quick Order: lines', () => {
  it('finds a product with the typeahead (keyboard) and shows its dealer price lines and warehouse stock', async () => {
    const user = openAsDealer();
    const input = await screen.findByRole('combobox', { name: 'Find products by SKU or name' });
    await user.type(input, 'zvx');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('ZVX-15');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    const row = await screen.findByTestId('account-dealer-line');
    expect(row).toHaveAttribute('data-sku', 'ZVX-15');
    expect(within(row).getByTestId('account-dealer-line-price-msrp')).toHaveTextContent('MSRP$249.99');
    expect(within(row).getByTestId('account-dealer-line-price-msrp').querySelector('s')).not.toBeNull();
    expect(within(row).getByTestId('account-dealer-line-price-map')).toHaveTextContent('MAP:$199.99');
    expect(within(row).getByTestId('account-dealer-line-price-map').querySelector('s')).not.toBeNull();
    expect(within(row).getByTestId('account-dealer-line-price-dealer')).toHaveTextContent('Dealer:$120.00');
    expect(within(row).getByTestId('account-dealer-line-stock')).toHaveTextContent('TPA: 12LV: 0');
    expect(within(row).getByTestId('account-dealer-line-total')).toHaveTextContent('$120.00');
    expect(api.callsTo('/api/search')[0].searchParams.get('mode')).toBe('typeahead');
    expect(api.callsTo('/api/product/ZVX-15')).toHaveLength(1);
  });

  it('closes the results on Escape', async () => {
    const user = openAsDealer();
    const input = await screen.findByRole('combobox');
    await user.type(input, 'sub');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('adds pasted lines, sums duplicates, reports per-line errors and unknown SKUs, totals the in-stock lines', async () => {
    await pastedAsDealer('ZVX-15, 2\nsa-8\t3\n\nZVX-15 1\nNOPE-1, 4\nSA-8, 0\n, 5\nU12', 3);
    expect(within(lineOf('ZVX-15')).getByTestId('account-dealer-line-quantity')).toHaveValue(3);
    expect(within(lineOf('SA-8')).getByTestId('account-dealer-line-quantity')).toHaveValue(3);
    // SA-8 has no dealer price: 20 % off MAP 99, rounded down -> 79.
    expect(within(lineOf('SA-8')).getByTestId('account-dealer-line-price-dealer')).toHaveTextContent('Dealer:$79.00');
    expect(within(lineOf('SA-8')).getByTestId('account-dealer-line-total')).toHaveTextContent('$237.00');

    const errors = screen.getByTestId('account-dealer-paste-errors');
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Line 5: unknown SKU NOPE-1',
      'Line 6: quantity must be a whole number from 1 to 1000',
      'Line 7: missing SKU',
    ]);
    // The lines in error stay in the box to be corrected.
    expect(screen.getByTestId('account-dealer-paste-input')).toHaveValue('NOPE-1, 4\nSA-8, 0\n, 5');
    // 3 x 120 + 3 x 79; U12 is out of stock and not counted.
    expect(screen.getByTestId('account-dealer-grand-total')).toHaveTextContent('$597.00');
  });
});

describe('Dealer Quick Order: out of stock, notify, quantities', () => {
  it('says when the notify request failed, and lets the dealer ask again', async () => {
    backInStockAnswer = { status: 500, body: {} };
    const user = await pastedAsDealer('U12', 1);
    const line = lineOf('U12');
    await user.click(within(line).getByRole('button', { name: 'Notify Me' }));
    expect(await within(line).findByRole('alert')).toHaveTextContent('That did not work. Try again in a moment.');
    expect(within(line).getByRole('button', { name: 'Notify Me' })).toBeEnabled();
  });

  it('shows the notify control on an out-of-stock line, and Add all adds only the in-stock lines', async () => {
    const user = await pastedAsDealer('ZVX-15, 2\nU12, 5\nSA-8', 3);

    const outOfStock = lineOf('U12');
    expect(within(outOfStock).getByTestId('account-dealer-line-notify')).toHaveTextContent('Out of Stock');
    expect(within(lineOf('ZVX-15')).queryByTestId('account-dealer-line-notify')).not.toBeInTheDocument();
    await user.click(within(outOfStock).getByRole('button', { name: 'Notify Me' }));
    expect(await within(outOfStock).findByRole('status')).toHaveTextContent(
      'We will let you know when it is back in stock.',
    );
    // The catalogue is asked to email the dealer once the item is back.
    expect(api.requests.filter((r) => r.path === '/api/products/back-in-stock').map((r) => r.body)).toEqual([
      { sku: 'U12', email: DEALER.user.email },
    ]);

    await user.click(screen.getByRole('button', { name: 'Add all to cart' }));
    expect(requested).toEqual([
      expect.objectContaining({
        sku: 'ZVX-15',
        quantity: 2,
        product_id: 'id-ZVX-15',
        price_dealer: 120,
        is_pre_ordered_item: false,
        source: 'dealer-quick-order',
      }),
      expect.objectContaining({ sku: 'SA-8', quantity: 1, source: 'dealer-quick-order' }),
    ]);
    expect(opened).toBe(1);
    expect(screen.getByTestId('account-dealer-add-all-status')).toHaveTextContent(
      'Added 2 lines to the cart. 1 out-of-stock line was not added.',
    );
  });

  it('changes a quantity within 1..1000 and removes a line', async () => {
    const user = await pastedAsDealer('ZVX-15\nSA-8', 2);

    const quantity = within(lineOf('ZVX-15')).getByTestId('account-dealer-line-quantity');
    await user.clear(quantity);
    await user.type(quantity, '1001{Enter}');
    expect(quantity).toHaveValue(1);
    await user.clear(quantity);
    await user.type(quantity, '4{Enter}');
    expect(within(lineOf('ZVX-15')).getByTestId('account-dealer-line-total')).toHaveTextContent('$480.00');

    await user.click(screen.getByRole('button', { name: 'Remove SA-8' }));
    expect(screen.getAllByTestId('account-dealer-line')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add all to cart' }));
    expect(requested).toEqual([expect.objectContaining({ sku: 'ZVX-15', quantity: 4 })]);
  });
});

describe('Dealer Quick Order: fit labels', () => {
  afterEach(() => act(() => clearMyVehicle()));

  it('labels each line with its fit for the active vehicle, and drops the labels when there is none', async () => {
    setMyVehicle({ year: 2018, make: 'Ford', model: 'F-150' });
    await pastedAsDealer('VS-F150\nVS-F150-NOTES\nVS-SILVERADO\nZVX-15', 4);
    const fit = (sku: string) => within(lineOf(sku)).getByTestId('account-dealer-line-fit');
    expect(fit('VS-F150')).toHaveTextContent('Fits your 2018 Ford F-150');
    expect(fit('VS-F150')).toHaveAttribute('data-fit', 'fits');
    expect(fit('VS-F150-NOTES')).toHaveAttribute('data-fit', 'fits-with-notes');
    expect(fit('VS-SILVERADO')).toHaveTextContent('Does not fit your 2018 Ford F-150');
    expect(fit('VS-SILVERADO')).toHaveAttribute('data-fit', 'does-not-fit');
    expect(fit('ZVX-15')).toHaveAttribute('data-fit', 'universal');
    act(() => clearMyVehicle());
    expect(screen.queryByTestId('account-dealer-line-fit')).not.toBeInTheDocument();
  });
});

describe('Dealer Quick Order: dealer tiles', () => {
  it('shows the full search results as tiles linking to the product page, with stock and add or notify', async () => {
    const user = openAsDealer();
    const input = await screen.findByRole('combobox');
    await user.type(input, 'subwoofer{Enter}');

    const tiles = await screen.findAllByTestId('account-dealer-tile');
    expect(tiles.map((tile) => tile.getAttribute('data-sku'))).toEqual(['ZVX-15', 'SA-8']);
    expect(api.callsTo('/api/search').some((url) => url.searchParams.get('mode') === 'full')).toBe(true);
    const first = tiles[0];
    expect(within(first).getByRole('link', { name: 'ZVX 15 inch subwoofer' })).toHaveAttribute(
      'href',
      '/products/zvx-15-slug',
    );
    // The card image through the image optimiser at the card size (spec 2 §9), 2x for high-density screens.
    const image = (w: number) => `/_next/image?url=%2Fapi%2Fproduct-images%2FZVX-15.svg&w=${w}&q=85`;
    expect(first.querySelector('img')).toHaveAttribute('src', image(250));
    expect(first.querySelector('img')).toHaveAttribute('srcset', `${image(250)} 1x, ${image(500)} 2x`);
    expect(within(first).getByTestId('account-dealer-tile-price-dealer')).toHaveTextContent('Dealer:$120.00');
    expect(within(first).getByTestId('account-dealer-tile-stock')).toHaveTextContent('TPA: 12LV: 0');
    await user.click(within(first).getByRole('button', { name: 'Add to Cart' }));
    expect(requested).toEqual([expect.objectContaining({ sku: 'ZVX-15', quantity: 1, source: 'dealer-quick-order' })]);
  });

  it('offers Notify Me instead of Add to Cart on a tile out of stock', async () => {
    const user = openAsDealer();
    await user.type(await screen.findByRole('combobox'), 'enclosure{Enter}');
    const [tile] = await screen.findAllByTestId('account-dealer-tile');
    expect(tile).toHaveAttribute('data-sku', 'U12');
    expect(within(tile).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(within(tile).getByRole('button', { name: 'Notify Me' })).toBeInTheDocument();
  });
});
