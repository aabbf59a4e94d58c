/** @jest-environment jest-fixed-jsdom */
// Idempotent cart writes, the client side: one Idempotency-Key per user action, reused by that action's own retries.
import { act, waitFor } from '@testing-library/react';
import { BUS_GLOBAL_KEY, emit, on } from '@storefront/shared-domain';
import { mockApi, renderRemote, type FetchDouble } from '@storefront/testing';
import { CartPanel } from './CartPanel';

const EMPTY = {
  data: { cart_token: 'tok-1', items: [], subTotal: 0, discountsTotal: 0, originalTotal: 0, shippingTotal: 0 },
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let api: FetchDouble;
afterEach(() => {
  api?.restore();
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
});

/** Records the Idempotency-Key of every POST; `replies` answers the POSTs in order (then 200). */
function recordKeys(replies: Array<{ status: number; body: unknown }> = []) {
  const keys: Array<string | null> = [];
  api = mockApi((url, request) => {
    if (request.method !== 'POST' || url.pathname !== '/api/cartv2') return { body: EMPTY };
    keys.push(request.headers.get('Idempotency-Key'));
    return replies.shift() ?? { body: EMPTY };
  });
  return keys;
}

describe('useCartBusBridge idempotency', () => {
  it('sends a fresh Idempotency-Key with each cart:add-requested', async () => {
    const keys = recordKeys();
    const added = jest.fn();
    on('cart:item-added', added);
    renderRemote(<CartPanel />);
    act(() => emit('cart:add-requested', { item: { sku: 'A-1', quantity: 1 } }));
    act(() => emit('cart:add-requested', { item: { sku: 'A-1', quantity: 1 } }));
    await waitFor(() => expect(added).toHaveBeenCalledTimes(2));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('retries a timed-out add with the same key and announces it once', async () => {
    const keys = recordKeys([
      { status: 504, body: { error: { code: 'gateway_timeout', message: 'The cart did not answer in time' } } },
      { status: 409, body: { error: { code: 'idempotency_key_in_use', message: 'Still running' } } },
    ]);
    const added = jest.fn();
    on('cart:item-added', added);
    renderRemote(<CartPanel />);
    act(() => emit('cart:add-requested', { item: { sku: 'B-1', quantity: 2 } }));
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(UUID);
  });

  it('does not retry an add the cart refused', async () => {
    const keys = recordKeys([{ status: 400, body: { error: { code: 'unknown_sku', message: 'Unknown sku NOPE' } } }]);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = jest.fn();
    on('cart:add-failed', failed);
    renderRemote(<CartPanel />);
    act(() => emit('cart:add-requested', { item: { sku: 'NOPE', quantity: 1 } }));
    await waitFor(() => expect(failed).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(keys).toHaveLength(1);
    logged.mockRestore();
  });
});
