/** @jest-environment jest-fixed-jsdom */
// A page that is not the cart's own does not load the cart remote at start. The header's count comes from
// the shell's read of the cart, and the shopper's first cart intent brings the cart panel, which still receives that
// intent (the bus keeps it until the cart remote subscribes).
import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { BUS_GLOBAL_KEY, emit, useBusEvent } from '@storefront/shared-domain';
import { App } from '../../App';
import { fakeRegistry, jsonResponse, renderShell } from '../../test/fakes';
import { headerCartCountOf } from './cartPanelOnIntent';

const realFetch = globalThis.fetch;

/** Answers GET /api/cartv2 with `cart` (a function: read on every call), the rest 404. */
function serveCart(cart: () => unknown) {
  const reads: string[] = [];
  globalThis.fetch = jest.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/cartv2') {
      reads.push(pathname);
      return jsonResponse(cart());
    }
    if (pathname === '/api/auth/session') return jsonResponse({});
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }) as unknown as typeof fetch;
  return reads;
}

/** A cart panel that shows the commands it hears, as the cart remote's bridge would act on them. */
function HearingCartPanel() {
  const [heard, setHeard] = useState<string[]>([]);
  useBusEvent('cart:add-requested', (payload) => setHeard((h) => [...h, `add ${payload?.item?.sku}`]));
  useBusEvent('cart:open', (payload) => setHeard((h) => [...h, `open ${payload?.reason}`]));
  return <div data-testid="fake-cart-panel">{heard.join(', ')}</div>;
}

const cartButton = () => screen.getByTestId('shell-cart-button-mobile');

afterEach(() => {
  globalThis.fetch = realFetch;
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
});

describe('the cart panel on the first cart intent', () => {
  it('is not loaded on a product page at start; the first add brings it and reaches it', async () => {
    serveCart(() => ({ items: [] }));
    const registry = fakeRegistry({ 'cart/./CartPanel': HearingCartPanel });
    renderShell(<App />, { path: '/products/some-box', registry });
    await screen.findByTestId('remote:product/./ProductPage');
    expect(registry.calls).not.toContain('cart/./CartPanel');

    act(() => emit('cart:add-requested', { item: { sku: 'SKU-1', quantity: 1 } }));
    const panel = await within(screen.getByTestId('shell-cart-panel-region')).findByTestId('fake-cart-panel');
    await waitFor(() => expect(panel).toHaveTextContent('add SKU-1'));
    // Later commands reach the mounted panel directly, once each.
    act(() => emit('cart:open', { reason: 'header-click' }));
    await waitFor(() => expect(panel).toHaveTextContent('add SKU-1, open header-click'));
    expect(registry.calls.filter((call) => call === 'cart/./CartPanel')).toHaveLength(1);
  });

  it('opens on the first header click, the opening delivered to the panel once it is in', async () => {
    serveCart(() => ({ items: [] }));
    const registry = fakeRegistry({ 'cart/./CartPanel': HearingCartPanel });
    renderShell(<App />, { path: '/collections/car-subwoofers', registry });
    await screen.findByTestId('remote:catalog/./CollectionPage');
    act(() => cartButton().click());
    const panel = await screen.findByTestId('fake-cart-panel');
    await waitFor(() => expect(panel).toHaveTextContent('open header-click'));
  });

  it('is on the cart page from the start', async () => {
    serveCart(() => ({ items: [] }));
    const registry = fakeRegistry();
    renderShell(<App />, { path: '/cart', registry });
    await waitFor(() => expect(registry.calls).toContain('cart/./CartPanel'));
  });

  it('is not loaded on the checkout page, whose header has no cart button', async () => {
    serveCart(() => ({ items: [] }));
    const registry = fakeRegistry();
    renderShell(<App />, { path: '/checkout/v3', registry });
    await screen.findByTestId('remote:cart/./CheckoutPage');
    expect(screen.queryByTestId('shell-cart-button-mobile')).not.toBeInTheDocument();
    expect(registry.calls).not.toContain('cart/./CartPanel');
  });

  it('stays on the page once there, when the shopper goes on from the cart to another page', async () => {
    serveCart(() => ({ items: [] }));
    const registry = fakeRegistry({ 'cart/./CartPanel': HearingCartPanel });
    renderShell(<App />, { path: '/cart', registry });
    expect(await screen.findByTestId('fake-cart-panel')).toBeInTheDocument();
    act(() => screen.getByTestId('shell-logo').click());
    await screen.findByTestId('remote:catalog/./HomePage');
    expect(screen.getByTestId('fake-cart-panel')).toBeInTheDocument();
  });
});

describe("the header's cart count before and after the cart remote", () => {
  it('reads the cart at start (donation line not counted), then follows the cart remote', async () => {
    const reads = serveCart(() => ({
      data: {
        items: [
          { sku: 'SKU-1', quantity: 2 },
          { sku: 'SKU-2', quantity: 1 },
          { sku: 'DONATION', quantity: 1 },
        ],
      },
    }));
    renderShell(<App />, { path: '/collections/car-subwoofers', registry: fakeRegistry() });
    await waitFor(() => expect(cartButton()).toHaveAttribute('aria-label', 'Cart, 3 items'));
    expect(reads).toHaveLength(1);
    act(() => emit('cart:changed', { itemCount: 4, cart_token: 'tok' }));
    expect(cartButton()).toHaveAttribute('aria-label', 'Cart, 4 items');
  });

  it('reads the cart once the browser is idle after the page is drawn, not in the effects of its first render', async () => {
    const idle: Array<() => void> = [];
    window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as never;
    try {
      const reads = serveCart(() => ({ items: [{ sku: 'SKU-1', quantity: 2 }] }));
      renderShell(<App />, { path: '/collections/car-subwoofers', registry: fakeRegistry() });
      await screen.findByTestId('remote:catalog/./CollectionPage');
      expect(reads).toHaveLength(0);
      expect(cartButton()).toHaveAttribute('aria-label', 'Cart');
      act(() => idle.splice(0).forEach((callback) => callback()));
      await waitFor(() => expect(cartButton()).toHaveAttribute('aria-label', 'Cart, 2 items'));
      expect(reads).toHaveLength(1);
    } finally {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  it('shows no count when the cart cannot be read, and still takes the cart remote’s reports', async () => {
    globalThis.fetch = jest.fn(async () =>
      jsonResponse({ error: { code: 'INTERNAL', message: 'down' } }, 503),
    ) as unknown as typeof fetch;
    renderShell(<App />, { path: '/collections/car-subwoofers', registry: fakeRegistry() });
    await screen.findByTestId('remote:catalog/./CollectionPage');
    expect(cartButton()).toHaveAttribute('aria-label', 'Cart');
    act(() => emit('cart:changed', { itemCount: 1, cart_token: null }));
    expect(cartButton()).toHaveAttribute('aria-label', 'Cart, 1 item');
  });

  it('counts a cart answer, and reads anything else as no answer', () => {
    expect(headerCartCountOf({ items: [{ sku: 'A', quantity: 3 }] })).toBe(3);
    expect(headerCartCountOf({ data: { items: [] } })).toBe(0);
    expect(headerCartCountOf({ items: [{ sku: 'A', quantity: 'x' }] })).toBe(0);
    expect(headerCartCountOf(null)).toBeNull();
    expect(headerCartCountOf({ items: 'nope' })).toBeNull();
    expect(headerCartCountOf('<html>')).toBeNull();
  });
});
