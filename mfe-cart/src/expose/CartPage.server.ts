// What the server adds to './CartPage' (config/webpack/server.js); not in the browser's bundle.
import type { StorefrontStore } from '@storefront/shared-domain';
import { cartApi } from '../features/cart-api/cartApi';

/** What the page's first render reads, put into the store before a server render: the visitor's cart. */
export async function prefetch({ store }: { store: StorefrontStore }): Promise<void> {
  await store.dispatch(cartApi.endpoints.getCart.initiate());
}
