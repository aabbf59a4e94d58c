/** @jest-environment jest-fixed-jsdom */
// The end of the embed's checkout hand-off: /checkout/v3?cart_handoff=<token> posts the token once, shows the handed
// cart, and removes the parameter from the address; a refused token changes nothing and says why.
import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderRemote, type FetchDouble } from '@storefront/testing';
import { SEEN_CART_TOKEN_KEY } from '../cart-api/cartTokens';
import { CartPanel } from '../cart-panel';
import { cartOf, line } from '../testFixtures';
import { CheckoutPage } from './CheckoutPage';

let api: FetchDouble;
afterEach(() => {
  api?.restore();
  localStorage.clear();
});

/** Our cart cookie names the shopper's own cart until the hand-off points it at the embedded one. */
function serve(handoff: { status: number; body: unknown }) {
  let handed = false;
  api = mockApi((url, request) => {
    if (url.pathname === '/api/cartv2/handoff' && request.method === 'POST') {
      if (handoff.status === 200) handed = true;
      return handoff;
    }
    if (url.pathname === '/api/cartv2') {
      return {
        body: cartOf([line(handed ? 'EMBEDDED-1' : 'OWN-1')], { cart_token: handed ? 'tok-embed' : 'tok-own' }),
      };
    }
    return { status: 200, body: {} };
  });
}

describe('the checkout hand-off', () => {
  it('posts the token once, shows the handed cart and removes the parameter from the address', async () => {
    serve({ status: 200, body: cartOf([line('EMBEDDED-1')]) });
    const { router } = renderRemote(<CheckoutPage />, { url: '/checkout/v3?cart_handoff=tok.sig&utm=x' });
    expect(await screen.findByText('Item EMBEDDED-1')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?utm=x'));
    expect(router.state.location.pathname).toBe('/checkout/v3');
    const posts = api.requests.filter((r) => r.path === '/api/cartv2/handoff');
    expect(posts).toEqual([{ method: 'POST', path: '/api/cartv2/handoff', body: { token: 'tok.sig' } }]);
    expect(screen.queryByText('Item OWN-1')).toBeNull();
  });

  it('keeps the handed cart: its new cart token is no mismatch to clear', async () => {
    serve({ status: 200, body: cartOf([line('EMBEDDED-1')], { cart_token: 'tok-embed' }) });
    localStorage.setItem(SEEN_CART_TOKEN_KEY, 'tok-own');
    renderRemote(
      <>
        <CartPanel />
        <CheckoutPage />
      </>,
      { url: '/checkout/v3?cart_handoff=tok.sig' },
    );
    expect(await screen.findByText('Item EMBEDDED-1')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(SEEN_CART_TOKEN_KEY)).toBe('tok-embed'));
    expect(api.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it("a refused token shows the service's message and the shopper's own cart, and leaves the address clean", async () => {
    serve({ status: 400, body: { error: { code: 'handoff_expired', message: 'The cart hand-off link has expired' } } });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = renderRemote(<CheckoutPage />, { url: '/checkout/v3?cart_handoff=old.token' });
    expect(await screen.findByTestId('cart-checkout-handoff-error')).toHaveTextContent(
      'The cart hand-off link has expired',
    );
    expect(await screen.findByText('Item OWN-1')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('does nothing without the parameter', async () => {
    serve({ status: 200, body: cartOf([]) });
    renderRemote(<CheckoutPage />, { url: '/checkout/v3' });
    expect(await screen.findByText('Item OWN-1')).toBeInTheDocument();
    expect(api.callsTo('/api/cartv2/handoff')).toHaveLength(0);
  });
});
