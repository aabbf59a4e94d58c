/** @jest-environment jest-fixed-jsdom */
// The side panel: rows, quantity picker, remove, dim/block while updating, incompatible rows, the add
// queue with its is-adding / is-pushing flags, top offset, focus, navigation close, checkout event and analytics.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUS_GLOBAL_KEY, emit, selectSidebarOpen, sessionReceived, storefrontTheme } from '@storefront/shared-domain';
import { mockApi, renderRemote, type FetchDouble } from '@storefront/testing';
import { serveGatedAdds } from '../../testing/gatedAdds';
import { cartOf, deferred, line } from '../testFixtures';
import { RouterLinks } from '../ui/RouterLinks';
import { CartPanel } from './CartPanel';

/** As the shell composes it (expose/CartPanel.tsx): links go through the router. */
const composedPanel = (
  <RouterLinks>
    <CartPanel />
  </RouterLinks>
);

let api: FetchDouble;
afterEach(() => {
  api?.restore();
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
  delete window.dataLayer;
  jest.useRealTimers();
});

async function openWith(body: unknown, handler?: Parameters<typeof mockApi>[0]) {
  api = mockApi(async (url, request) => (await handler?.(url, request)) ?? { body });
  const rendered = renderRemote(composedPanel);
  act(() => emit('cart:open'));
  return rendered;
}

describe('CartPanel rows', () => {
  it('shows sku (displayed_sku), short title with the bold sale prefix, name, options, children and prices', async () => {
    await openWith(
      cartOf([
        line('SKAR-EVL-12', {
          displayed_sku: 'EVL-12-D4',
          short_title: 'Fall Savings Event EVL 12"',
          name: 'Skar Audio EVL-12 D4 12" Subwoofer',
          options: [{ name: 'Impedance', value: 'Dual 4 Ohm' }],
          child_products: [{ sku: 'SK-CHILD-1', name: 'Grill', quantity: 2 }],
          quantity: 2,
          price: 85,
          total_line_discounts: 30,
        }),
      ]),
    );
    const row = await screen.findByTestId('cart-line');
    expect(within(row).getByTestId('cart-line-sku')).toHaveTextContent('SKU: EVL-12-D4');
    expect(within(row).getByTestId('cart-line-sale-prefix').tagName).toBe('STRONG');
    expect(within(row).getByTestId('cart-line-sale-prefix')).toHaveTextContent('Fall Savings Event');
    expect(within(row).getByTestId('cart-line-link')).toHaveTextContent('Fall Savings Event EVL 12"');
    expect(within(row).getByTestId('cart-line-name')).toHaveTextContent('Skar Audio EVL-12 D4 12" Subwoofer');
    expect(within(row).getByTestId('cart-line-options')).toHaveTextContent('Impedance: Dual 4 Ohm');
    expect(within(row).getByTestId('cart-line-children')).toHaveTextContent('2 × SK-CHILD-1 Grill');
    expect(within(row).getByTestId('cart-line-price')).toHaveTextContent('$200.00$170.00$85.00 each');
    expect(within(row).getByTestId('cart-line-quantity')).toHaveValue('2');
  });

  it("links items to the line's path without a second '/products/' and offers quantities 1 to 1000", async () => {
    await openWith(cartOf([line('A-1', { path: '/products/a-handle' }), line('B-2', { path: 'b-handle' })]));
    const links = await screen.findAllByTestId('cart-line-link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/products/a-handle', '/products/b-handle']);
    // A stepper, not a 1,000-entry dropdown.
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity Item A-1' });
    expect(quantity).toHaveAttribute('aria-valuemin', '1');
    expect(quantity).toHaveAttribute('aria-valuemax', '1000');
  });

  it('steps a quantity with plus and minus (PATCH each), minus disabled at 1', async () => {
    let items = [line('A-1')];
    await openWith(undefined, async (_url, request) => {
      if (request.method === 'PATCH') {
        const { quantity } = (await request.clone().json()) as { quantity: number };
        items = [{ ...items[0], quantity }];
      }
      return { body: cartOf(items) };
    });
    const row = await screen.findByTestId('cart-line');
    expect(within(row).getByRole('button', { name: 'Decrease quantity of Item A-1' })).toBeDisabled();
    fireEvent.click(within(row).getByRole('button', { name: 'Increase quantity of Item A-1' }));
    await waitFor(() => expect(within(row).getByTestId('cart-line-quantity')).toHaveValue('2'));
    fireEvent.click(within(row).getByRole('button', { name: 'Decrease quantity of Item A-1' }));
    await waitFor(() => expect(within(row).getByTestId('cart-line-quantity')).toHaveValue('1'));
    expect(api.requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { quantity: 2 },
      { quantity: 1 },
    ]);
  });

  it('Escape while typing a quantity restores it and leaves the panel open; a second Escape closes it', async () => {
    const { store } = await openWith(cartOf([line('A-1', { quantity: 2 })]));
    const quantity = await screen.findByTestId('cart-line-quantity');
    fireEvent.change(quantity, { target: { value: '40' } });
    fireEvent.keyDown(quantity, { key: 'Escape' });
    expect(quantity).toHaveValue('2');
    expect(selectSidebarOpen(store.getState())).toBe(true);
    fireEvent.keyDown(quantity, { key: 'Escape' });
    expect(selectSidebarOpen(store.getState())).toBe(false);
    expect(api.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it('changes a quantity with PATCH, dimming the row and blocking its input until the cart answers', async () => {
    const gate = deferred();
    let items = [line('A-1'), line('B-2')];
    await openWith(undefined, async (url, request) => {
      if (request.method === 'PATCH') {
        await gate.promise;
        const { quantity } = (await request.clone().json()) as { quantity: number };
        items = items.map((i) => (i.sku === 'A-1' ? { ...i, quantity } : i));
      }
      return { body: cartOf(items) };
    });
    const [first, second] = await screen.findAllByTestId('cart-line');
    const quantity = within(first).getByTestId('cart-line-quantity');
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.keyDown(quantity, { key: 'Enter' });
    await waitFor(() => expect(first).toHaveAttribute('data-updating', 'true'));
    expect(first).toHaveStyle({ opacity: '0.5' });
    // Blocked but not disabled, so a keyboard shopper's focus stays on the field.
    expect(quantity).toHaveAttribute('readonly');
    expect(quantity).toHaveAttribute('aria-disabled', 'true');
    expect(within(first).getByTestId('cart-line-remove')).toBeDisabled();
    expect(second).toHaveAttribute('data-updating', 'false');
    expect(screen.getByTestId('cart-panel-root')).toHaveAttribute('data-pushing', 'true');
    expect(api.requests).toContainEqual({ method: 'PATCH', path: '/api/cartv2/items/A-1', body: { quantity: 3 } });
    act(() => gate.resolve());
    await waitFor(() => expect(first).toHaveAttribute('data-updating', 'false'));
    expect(within(first).getByTestId('cart-line-quantity')).toHaveValue('3');
    expect(screen.getByTestId('cart-panel-root')).toHaveAttribute('data-pushing', 'false');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$400.00');
  });

  it('removes a line with DELETE (row dimmed meanwhile) and says "Your cart is empty" after the last one', async () => {
    const gate = deferred();
    let items = [line('A-1')];
    await openWith(undefined, async (_url, request) => {
      if (request.method === 'DELETE') {
        await gate.promise;
        items = [];
      }
      return { body: cartOf(items) };
    });
    const row = await screen.findByTestId('cart-line');
    fireEvent.click(within(row).getByRole('button', { name: 'Remove Item A-1' }));
    await waitFor(() => expect(row).toHaveAttribute('aria-busy', 'true'));
    expect(api.requests).toContainEqual({ method: 'DELETE', path: '/api/cartv2/items/A-1', body: undefined });
    act(() => gate.resolve());
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it('shows a refused quantity change in words and keeps the line', async () => {
    await openWith(undefined, (_url, request) =>
      request.method === 'PATCH'
        ? { status: 409, body: { error: { code: 'out_of_stock', message: 'Only 2 left in stock' } } }
        : { body: cartOf([line('A-1')]) },
    );
    const row = await screen.findByTestId('cart-line');
    fireEvent.change(within(row).getByTestId('cart-line-quantity'), { target: { value: '9' } });
    fireEvent.blur(within(row).getByTestId('cart-line-quantity'));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Only 2 left in stock');
    expect(within(row).getByTestId('cart-line-quantity')).toHaveValue('1');
  });

  it('marks an incompatible line with a red border, the spec text and a remove button', async () => {
    await openWith(cartOf([line('ENCL-1'), line('SUB-1', { isCompatible: false })]));
    const rows = await screen.findAllByTestId('cart-line');
    expect(rows[0]).toHaveAttribute('data-incompatible', 'false');
    expect(rows[1]).toHaveAttribute('data-incompatible', 'true');
    // jsdom drops declarations holding CSS variables from computed styles, so read the row's rules from the sheets.
    const rowRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .filter((text) => [...rows[1].classList].some((cls) => text.includes(`.${cls}`)))
      .join('\n');
    expect(rowRules).toContain(storefrontTheme.colors.danger);
    expect(within(rows[1]).getByTestId('cart-line-incompatible')).toHaveTextContent(
      'This subwoofer is not compatible with one or more enclosures in your cart.',
    );
    expect(within(rows[1]).getByRole('button', { name: 'Remove Item SUB-1' })).toBeInTheDocument();
    expect(within(rows[0]).queryByTestId('cart-line-incompatible')).not.toBeInTheDocument();
  });
});

describe('CartPanel drawer behaviour: the add queue and analytics', () => {
  it('serialises adds in a queue: the second POST waits for the first; is-adding/is-pushing while running', async () => {
    const { api: gated, gates, posted } = serveGatedAdds();
    api = gated;
    renderRemote(composedPanel);
    const root = screen.getByTestId('cart-panel-root');
    act(() => {
      emit('cart:add-requested', { item: { sku: 'FIRST', quantity: 1 } });
      emit('cart:add-requested', { item: { sku: 'SECOND', quantity: 1 } });
    });
    await waitFor(() => expect(posted).toEqual(['FIRST']));
    expect(root).toHaveAttribute('data-adding', 'true');
    expect(root).toHaveAttribute('data-pushing', 'true');
    await new Promise((r) => setTimeout(r, 50));
    expect(posted).toEqual(['FIRST']);
    act(() => gates[0].resolve());
    await waitFor(() => expect(posted).toEqual(['FIRST', 'SECOND']));
    expect(root).toHaveAttribute('data-adding', 'true');
    act(() => gates[1].resolve());
    await waitFor(() => expect(root).toHaveAttribute('data-adding', 'false'));
    expect(root).toHaveAttribute('data-pushing', 'false');
    expect(await screen.findByText('Item SECOND')).toBeInTheDocument();
  });

  it('posts the spec 2 §7 add-to-cart analytics payload after an accepted add', async () => {
    let items: ReturnType<typeof line>[] = [];
    api = mockApi((url, request) => {
      if (request.method === 'POST' && url.pathname === '/api/cartv2') items = [line('SUB-9', { price: 249.99 })];
      if (url.pathname.startsWith('/api/analytics')) return { status: 201, body: { status: 'success' } };
      return { body: cartOf(items) };
    });
    renderRemote(<CartPanel />, { url: '/products/sub-9?sku=SUB-9' });
    act(() => emit('cart:add-requested', { item: { sku: 'SUB-9', quantity: 2, source: 'product-page' } }));
    await waitFor(() => expect(api.callsTo('/api/analytics/events/add-to-cart')).toHaveLength(1));
    const event = api.requests.find((r) => r.path === '/api/analytics/events/add-to-cart')!.body as Record<
      string,
      unknown
    >;
    expect(event).toMatchObject({
      item: { sku: 'SUB-9', quantity: 2, price: 249.99, price_map: 100, price_msrp: 120, source: 'product-page' },
      totalPrice: 499.98,
      eventData: {
        path: window.location.pathname,
        page: {
          page_title: document.title,
          page_location: window.location.href,
          page_path: window.location.pathname,
          page_hostname: window.location.hostname,
        },
      },
    });
  });

  it('pushes view_cart to the data layer when the panel opens with lines', async () => {
    await openWith(cartOf([line('A-1', { quantity: 2 })]));
    await screen.findByTestId('cart-line');
    await waitFor(() => expect(window.dataLayer).toHaveLength(1));
    expect(window.dataLayer![0]).toMatchObject({
      event: 'view_cart',
      ecommerce: { currency: 'USD', value: 200, items: [{ item_id: 'A-1', quantity: 2, price: 100 }] },
    });
  });
});

describe('CartPanel drawer behaviour: placement, focus and navigation', () => {
  it('without the site header (a phone) starts below the 50 px bar, at the very top once the page is scrolled', async () => {
    api = mockApi(() => ({ body: cartOf([]) }));
    renderRemote(composedPanel);
    act(() => emit('cart:open'));
    await waitFor(() => expect(screen.getByTestId('cart-panel')).toHaveAttribute('data-top-offset', '50px'));
    act(() => emit('cart:close'));
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    act(() => emit('cart:open'));
    await waitFor(() => expect(screen.getByTestId('cart-panel')).toHaveAttribute('data-top-offset', '0px'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('on wider screens starts below the site header: the sale banner whole, the cart icon never under the panel', async () => {
    // The shell's header with the sale banner above it and the cart icon inside it (jsdom has no layout).
    const header = document.createElement('header');
    header.setAttribute('data-boundary', 'shell');
    let bottom = 152.4;
    header.getBoundingClientRect = () => ({ bottom }) as DOMRect;
    document.body.prepend(header);
    const width = window.innerWidth;
    const resize = (value: number) => Object.defineProperty(window, 'innerWidth', { value, configurable: true });
    try {
      resize(1280);
      api = mockApi(() => ({ body: cartOf([line('A-1')]) }));
      renderRemote(composedPanel);
      const panel = () => screen.getByTestId('cart-panel');
      act(() => emit('cart:open', { reason: 'header-hover' }));
      await waitFor(() => expect(panel()).toHaveAttribute('data-top-offset', '153px'));
      expect(screen.getByTestId('cart-backdrop')).toHaveStyle({ top: '153px' });
      act(() => emit('cart:close'));
      bottom = -40; // scrolled past the header: the panel takes the whole height
      act(() => emit('cart:open'));
      await waitFor(() => expect(panel()).toHaveAttribute('data-top-offset', '0px'));
      act(() => emit('cart:close'));
      bottom = 152.4;
      resize(390); // a phone keeps the 50 px header bar rule
      act(() => emit('cart:open'));
      await waitFor(() => expect(panel()).toHaveAttribute('data-top-offset', '50px'));
    } finally {
      header.remove();
      resize(width);
    }
  });

  it('focuses the cart about 1.2 s after opening and closes 300 ms after following an item link', async () => {
    jest.useFakeTimers();
    api = mockApi(() => ({ body: cartOf([line('A-1')]) }));
    const { store } = renderRemote(composedPanel);
    act(() => emit('cart:open'));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    const panel = screen.getByTestId('cart-panel');
    expect(panel).not.toHaveFocus();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1200);
    });
    expect(panel).toHaveFocus();
    fireEvent.click(screen.getByTestId('cart-line-link'));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(250);
    });
    expect(selectSidebarOpen(store.getState())).toBe(true);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60);
    });
    expect(selectSidebarOpen(store.getState())).toBe(false);
  });

  it("'Proceed to Checkout' goes to /checkout/v3 and posts the go_to_checkout_button_clicked event", async () => {
    api = mockApi((url) =>
      url.pathname === '/api/checkout-v4/save-checkout-event'
        ? { status: 201, body: { status: 'success' } }
        : { body: cartOf([line('A-1', { quantity: 3, price: 50, price_map: 55, price_msrp: 60 }), line('DONATION')]) },
    );
    const { store, router } = renderRemote(composedPanel);
    act(() => {
      store.dispatch(sessionReceived({ user: { account_id: '100001', email: 'shopper@example.com' } }));
    });
    act(() => emit('cart:open'));
    fireEvent.click(await screen.findByRole('link', { name: 'Proceed to Checkout' }));
    expect(router.state.location.pathname).toBe('/checkout/v3');
    await waitFor(() => expect(api.callsTo('/api/checkout-v4/save-checkout-event')).toHaveLength(1));
    expect(api.requests.find((r) => r.path === '/api/checkout-v4/save-checkout-event')!.body).toEqual({
      serverOrClient: 'client',
      eventName: 'go_to_checkout_button_clicked',
      accountId: '100001',
      customerEmail: 'shopper@example.com',
      cartToken: 'tok-1',
      lineItems: [{ sku: 'A-1', price: 50, quantity: 3, price_map: 55, price_msrp: 60 }],
    });
  });
});
