// What the server adds to './CheckoutPage' (config/webpack/server.js); not in the browser's bundle.
import { selectIsLoggedIn, sessionApi, type StorefrontStore } from '@storefront/shared-domain';
import { cartApi } from '../features/cart-api/cartApi';

/**
 * What the page's first render reads, put into the store before a server render: the visitor's cart and, for a
 * signed-in visitor, the details and saved cards the form starts from; and where the payment provider's card fields
 * come from (the browser mounts them after hydration, without asking again).
 */
export async function prefetch({ store }: { store: StorefrontStore }): Promise<void> {
  const cart = store.dispatch(cartApi.endpoints.getCart.initiate());
  // The frame reads the session too; this waits for the same request.
  await store.dispatch(sessionApi.endpoints.getSession.initiate());
  const signedIn = selectIsLoggedIn(store.getState());
  await Promise.all([
    cart,
    store.dispatch(cartApi.endpoints.getPaymentFields.initiate()),
    ...(signedIn
      ? [
          store.dispatch(cartApi.endpoints.getCheckoutProfile.initiate()),
          store.dispatch(cartApi.endpoints.getCheckoutCards.initiate()),
        ]
      : []),
  ]);
}
