// An API whose cart adds (POST /api/cartv2) wait on gates the test opens, one per add, in order: the test sees what
// the panel does while an add is running. Every answer is the cart as it stands.
import type { CartLineItem } from '@storefront/shared-domain';
import { mockApi, type FetchDouble } from '@storefront/testing';
import { cartOf, deferred, line } from '../features/testFixtures';

export interface GatedAdds {
  api: FetchDouble;
  /** The SKUs posted so far, in order (an add is listed as soon as it is posted, before its gate opens). */
  posted: string[];
  /** One gate per add: resolving gates[n] lets the nth add (from 0) finish and put its line in the cart. */
  gates: Array<ReturnType<typeof deferred<void>>>;
}

/** Replaces fetch: the cart starts with `items`; the first `count` adds each wait on their gate. */
export function serveGatedAdds(items: CartLineItem[] = [], count = 2): GatedAdds {
  const gates = Array.from({ length: count }, () => deferred());
  const posted: string[] = [];
  let cart = items;
  const api = mockApi(async (url, request) => {
    if (request.method === 'POST' && url.pathname === '/api/cartv2') {
      const { items: added } = (await request.clone().json()) as { items: Array<{ sku: string }> };
      posted.push(added[0].sku);
      await gates[posted.length - 1].promise;
      cart = [...cart, line(added[0].sku)];
    }
    return { body: cartOf(cart) };
  });
  return { api, posted, gates };
}
