import { HttpError } from '@storefront/service-platform';
import type { CartDoc } from '../models/cart';
import { addLines } from './cart-writes';
import type { CartStore } from './cart-writes';

/** What the answer does with the sa_cart_token cookie: leave it, point it at the viewer's cart, or clear it. */
export type CartCookieAction = { kind: 'keep' } | { kind: 'set'; token: string } | { kind: 'clear' };

export interface ViewerCart {
  cart: CartDoc | null;
  cookie: CartCookieAction;
}

export interface CartViewer {
  /** The verified viewer's account; null for a guest. */
  accountId: string | null;
  /** The sa_cart_token cookie (already checked for shape), null when absent. */
  token: string | null;
}

const KEEP: CartCookieAction = { kind: 'keep' };
const CLEAR: CartCookieAction = { kind: 'clear' };
const MAX_ATTEMPTS = 5;

/** Ops key recording that a cart was merged into this one (client keys are recorded as 'key/<key>'). */
const mergedKey = (token: string) => `merged/${token}`;

/**
 * The cart a viewer sees (spec 2 §4 'Logout'); a shopper who signs in keeps what they added as a guest, so the guest
 * cart is merged into the account's cart rather than replaced by it:
 * - a guest sees the guest cart their cookie names; a cookie naming an account's cart (left after sign-out) or a cart
 *   the server does not have (spec 2 §4 'Cart token': the stored token differs from the server's) is no cart and is
 *   cleared, so a guest never sees an account's lines;
 * - a signed-in viewer sees their account's cart. A guest cart named by their cookie is claimed for the account and,
 *   when the account already had a cart, merged into it (quantities summed per sku, capped at the cart maximum; lines beyond the
 *   cart's line limit are not carried over) and deleted. A cookie naming another account's cart is ignored.
 */
export async function resolveViewerCart(carts: CartStore, viewer: CartViewer): Promise<ViewerCart> {
  const { accountId, token } = viewer;
  if (!accountId) {
    if (!token) return { cart: null, cookie: KEEP };
    const cart = await carts.findOne({ cart_token: token }).lean<CartDoc>();
    if (!cart) return { cart: null, cookie: CLEAR };
    if (cart.account_id) return { cart: null, cookie: CLEAR };
    return { cart, cookie: KEEP };
  }
  if (token) {
    // Atomic: of two requests at once only one claims the guest cart; the other finds it already the account's.
    await carts.updateOne(
      { cart_token: token, account_id: null },
      { $set: { account_id: accountId, account_since: new Date() }, $inc: { version: 1 } },
    );
  }
  const cart = await consolidateAccountCarts(carts, accountId);
  if (!cart) return { cart: null, cookie: token ? CLEAR : KEEP };
  return { cart, cookie: cart.cart_token === token ? KEEP : { kind: 'set', token: cart.cart_token } };
}

/**
 * The account's cart. An account can briefly own several carts (a guest cart just claimed, two first adds at once):
 * the earliest is kept and each other one is merged into it once, in one atomic update (its merge is recorded in the
 * kept cart's ops, so a request running the same merge concurrently does not apply it again) and then deleted. Carts other than the kept
 * one are never written to once they belong to the account, so deleting them after the merge loses nothing.
 */
export async function consolidateAccountCarts(carts: CartStore, accountId: string): Promise<CartDoc | null> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const owned = await carts.find({ account_id: accountId }).sort({ account_since: 1, _id: 1 }).lean<CartDoc[]>();
    if (owned.length === 0) return null;
    const [kept, ...others] = owned;
    let current: CartDoc | null = kept;
    for (const other of others) {
      current = await addLines(
        carts,
        { token: kept.cart_token, accountId, opKey: mergedKey(other.cart_token) },
        other.items ?? [],
        { enforceLineLimit: false },
      );
      if (!current) break; // the kept cart was deleted meanwhile: start over
      await carts.deleteOne({ cart_token: other.cart_token, account_id: accountId });
    }
    if (current) return current;
  }
  throw new HttpError(409, 'cart_conflict', 'The cart is being changed elsewhere, please retry');
}
