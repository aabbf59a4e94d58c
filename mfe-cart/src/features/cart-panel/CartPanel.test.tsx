/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { emit, on, selectSidebarOpen, type CartLineItem } from '@storefront/shared-domain';
import { mockApi, renderRemote, restoreApiAndBusAfterEach, type FetchDouble } from '@storefront/testing';
import { cartOf, line } from '../testFixtures';
import { CartPanel } from './CartPanel';

let api: FetchDouble;
restoreApiAndBusAfterEach(() => api);

describe('CartPanel', () => {
  it("reads GET /api/cartv2, opens on cart:open and says 'Your cart is empty'", async () => {
    api = mockApi((url) => (url.pathname === '/api/cartv2' ? { body: cartOf([]) } : undefined));
    const { store, container } = renderRemote(<CartPanel />);
    expect(container.firstChild).toHaveAttribute('data-boundary', 'cart');
    await waitFor(() => expect(api.requests).toContainEqual({ method: 'GET', path: '/api/cartv2', body: undefined }));
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    act(() => emit('cart:open'));
    expect(selectSidebarOpen(store.getState())).toBe(true);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('lists the lines (donation hidden, Ford sku shown as 2015) with links and checkout', async () => {
    api = mockApi(() => ({
      body: cartOf([
        line('SKAR-1', { quantity: 2 }),
        line('DONATION'),
        line('VS-FORD-2009-UP-12', { path: 'ford-box' }),
      ]),
    }));
    renderRemote(<CartPanel />);
    act(() => emit('cart:open'));
    expect(await screen.findByText('Item SKAR-1')).toBeInTheDocument();
    expect(screen.queryByText('Item DONATION')).not.toBeInTheDocument();
    expect(screen.getByText(/VS-FORD-2015-UP-12/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Item VS-FORD-2009-UP-12' })).toHaveAttribute('href', '/products/ford-box');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout/v3');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$400.00');
  });

  it('closes on Escape, on the backdrop and on the close button', async () => {
    api = mockApi(() => ({ body: cartOf([]) }));
    const { store } = renderRemote(<CartPanel />);
    act(() => emit('cart:open'));
    await screen.findByText('Your cart is empty');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(selectSidebarOpen(store.getState())).toBe(false);
    act(() => emit('cart:open'));
    fireEvent.click(screen.getByTestId('cart-backdrop'));
    expect(selectSidebarOpen(store.getState())).toBe(false);
    act(() => emit('cart:open'));
    fireEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    expect(selectSidebarOpen(store.getState())).toBe(false);
    act(() => emit('cart:open'));
    act(() => emit('cart:close'));
    expect(selectSidebarOpen(store.getState())).toBe(false);
  });
});

describe('CartPanel: adds from the bus', () => {
  it('turns cart:add-requested into POST /api/cartv2, then announces cart:item-added and opens', async () => {
    let items: CartLineItem[] = [];
    api = mockApi(async (url, request) => {
      if (request.method === 'POST' && url.pathname === '/api/cartv2') {
        const body = (await request.clone().json()) as { items: CartLineItem[] };
        items = [...items, ...body.items.map((i) => line(i.sku, { quantity: i.quantity }))];
      }
      return { body: cartOf(items) };
    });
    const added = jest.fn();
    const changed = jest.fn();
    on('cart:item-added', added);
    on('cart:changed', changed);
    const { store } = renderRemote(<CartPanel />);
    await waitFor(() => expect(changed).toHaveBeenCalledWith({ itemCount: 0, cart_token: 'tok-1' }, expect.anything()));
    act(() => emit('cart:add-requested', { item: { sku: 'NEW-1', quantity: 2, price: 50, source: 'test' } }));
    await waitFor(() => expect(added).toHaveBeenCalled());
    expect(api.requests).toContainEqual({
      method: 'POST',
      path: '/api/cartv2',
      body: { items: [{ sku: 'NEW-1', quantity: 2, price: 50, source: 'test' }] },
    });
    expect(added.mock.calls[0][0]).toEqual({
      item: { sku: 'NEW-1', quantity: 2, price: 50, source: 'test' },
      cart_token: 'tok-1',
    });
    expect(selectSidebarOpen(store.getState())).toBe(true);
    expect(await screen.findByText('Item NEW-1')).toBeInTheDocument();
    await waitFor(() =>
      expect(changed).toHaveBeenLastCalledWith({ itemCount: 2, cart_token: 'tok-1' }, expect.anything()),
    );
  });

  it('ignores a malformed add request and only logs a failed add (spec 2 §8)', async () => {
    api = mockApi((_url, request) =>
      request.method === 'POST'
        ? { status: 400, body: { error: { code: 'BAD_SKU', message: 'Unknown sku' } } }
        : { body: cartOf([]) },
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = jest.fn();
    on('cart:add-failed', failed);
    const { store } = renderRemote(<CartPanel />);
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(0));
    act(() => emit('cart:add-requested', { item: { sku: '', quantity: 1 } }));
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    act(() => emit('cart:add-requested', { item: { sku: 'NOPE', quantity: 1 } }));
    await waitFor(() => expect(failed).toHaveBeenCalled());
    expect(selectSidebarOpen(store.getState())).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
