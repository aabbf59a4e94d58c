import type { CartStore } from './cart-writes';
import type { CartViewer } from './resolve-viewer-cart';

/**
 * The server side of clearing tokens (spec 2 §4 'Cart token', DELETE /api/cartv2): the guest cart the browser's cookie
 * names is deleted with its token, unless a checkout holds it (a charge may be under way, and the attempt needs the
 * cart to empty it or give it back; a hold past its end is left to checkout recovery). An account's cart is never
 * deleted: the account reaches it through its session, not a token, and the client also clears tokens when the
 * cart token changes at sign-in, just as that cart takes in the guest's lines. Orders and attempts are not touched.
 */
export async function forgetCartToken(carts: CartStore, viewer: CartViewer): Promise<void> {
  if (!viewer.token) return;
  await carts.deleteOne({ cart_token: viewer.token, account_id: null, checkout: null });
}
