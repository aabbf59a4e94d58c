/** @jest-environment jest-fixed-jsdom */
// Clearing tokens (spec 2 §4 'Cart token', 'Logout'; §7 the DELETE calls; §8 a failed cookie deletion is logged only).
import { act, waitFor } from '@testing-library/react';
import { BUS_GLOBAL_KEY, sessionReceived } from '@storefront/shared-domain';
import { mockApi, renderRemote, type FetchDouble } from '@storefront/testing';
import { SEEN_CART_TOKEN_KEY } from '../cart-api/cartTokens';
import { cartOf, line } from '../testFixtures';
import { CartPanel } from './CartPanel';

let api: FetchDouble;
afterEach(() => {
  api?.restore();
  localStorage.clear();
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
  jest.restoreAllMocks();
});

const CLEARING = ['DELETE /api/cookies', 'DELETE /api/cartv2', 'DELETE /api/checkout-v3/checkout'];
const deletes = () => api.requests.filter((r) => r.method === 'DELETE').map((r) => `${r.method} ${r.path}`);
const cartReads = () => api.requests.filter((r) => r.method === 'GET' && r.path === '/api/cartv2').length;
/** The cart is read again after the last clearing call. */
const readAfterClearing = () => {
  const last = api.requests.map((r) => r.method).lastIndexOf('DELETE');
  return api.requests.slice(last + 1).some((r) => r.method === 'GET' && r.path === '/api/cartv2');
};

/** The cart service: GET answers a cart with `token`; the clearing calls answer `deleteStatus`. */
function serve(token: () => string | null, deleteStatus = 200) {
  api = mockApi((url, request) => {
    if (request.method === 'DELETE') return { status: deleteStatus, body: { success: deleteStatus === 200 } };
    if (url.pathname === '/api/cartv2') return { body: cartOf([line('A-1')], { cart_token: token() }) };
    return undefined;
  });
}

describe('clearing the cart tokens', () => {
  it("clears once when the server's cart token differs from the stored one, then reads the cart again", async () => {
    localStorage.setItem(SEEN_CART_TOKEN_KEY, 'tok-old');
    serve(() => 'tok-new');
    renderRemote(<CartPanel />);
    await waitFor(() => expect(deletes()).toEqual(CLEARING));
    expect(api.requests.find((r) => r.path === '/api/cookies')?.body).toEqual({
      cookieNames: ['sa_cart_token', 'sa_checkout_token'],
    });
    await waitFor(() => expect(readAfterClearing()).toBe(true));
    expect(localStorage.getItem(SEEN_CART_TOKEN_KEY)).toBe('tok-new');
    // The mismatch was settled by remembering the server's token: reading the same token again clears nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(deletes()).toEqual(CLEARING);
  });

  it('does not clear for a first token or the same token', async () => {
    serve(() => 'tok-1');
    renderRemote(<CartPanel />);
    await waitFor(() => expect(localStorage.getItem(SEEN_CART_TOKEN_KEY)).toBe('tok-1'));
    expect(deletes()).toEqual([]);
  });

  it('only logs a failed DELETE and still makes the other calls', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(SEEN_CART_TOKEN_KEY, 'tok-old');
    serve(() => 'tok-new', 503);
    renderRemote(<CartPanel />);
    await waitFor(() => expect(deletes()).toEqual(CLEARING));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(3));
    expect(warn.mock.calls[0].join(' ')).toMatch(/clearing tokens: DELETE \/api\/cookies failed/);
  });

  it('clears on logout (signed in, then signed out) and reads the cart again', async () => {
    let token: string | null = 'tok-account';
    serve(() => token);
    const { store } = renderRemote(<CartPanel />);
    act(() => void store.dispatch(sessionReceived({ user: { email: 'ada@example.com' } } as never)));
    await waitFor(() => expect(cartReads()).toBe(1));
    expect(deletes()).toEqual([]);
    token = null;
    act(() => void store.dispatch(sessionReceived(null)));
    await waitFor(() => expect(deletes()).toEqual(CLEARING));
    await waitFor(() => expect(readAfterClearing()).toBe(true));
  });
});
