/** @jest-environment jest-fixed-jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { BUS_GLOBAL_KEY, BUS_VERSION } from '@storefront/shared-domain';
import { mockApi, type FetchDouble } from '@storefront/testing';
import mountCartDefault, { mountCart } from '../../expose/embed';

let api: FetchDouble;
afterEach(() => {
  api?.restore();
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
});

describe('mountCart (the embed for integrators)', () => {
  it('renders the cart button and panel with its own store and API origin into any element', async () => {
    api = mockApi(() => ({
      body: {
        data: { cart_token: 't', items: [], subTotal: 0, discountsTotal: 0, originalTotal: 0, shippingTotal: 0 },
      },
    }));
    const host = document.createElement('div');
    document.body.appendChild(host);
    let mounted!: ReturnType<typeof mountCart>;
    act(() => {
      mounted = mountCart(host, { apiBaseUrl: 'https://shop.example.com/' });
    });
    expect(mountCartDefault).toBe(mountCart);
    expect(mounted.busVersion).toBe(BUS_VERSION);
    expect(await screen.findByTestId('cart-embed-button')).toBeInTheDocument();
    expect(host.querySelector('[data-boundary="cart"]')).not.toBeNull();
    await waitFor(() => expect(api.requests.map((r) => r.path)).toContain('/api/cartv2'));
    act(() => mounted.bus.emit('cart:open'));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(document.head.querySelector('style[data-emotion^="sf-cart-embed"]')).not.toBeNull();
    act(() => mounted.unmount());
    expect(host).toBeEmptyDOMElement();
    host.remove();
  });

  it('rejects bad arguments with a clear message', () => {
    expect(() => mountCart(null as unknown as Element)).toThrow('element must be a DOM element');
    expect(() => mountCart(document.createElement('div'), { apiBaseUrl: 42 as unknown as string })).toThrow(
      'apiBaseUrl must be a string',
    );
  });
});
