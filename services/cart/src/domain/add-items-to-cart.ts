import type { ProductLookup } from '../catalog-client';
import type { CartDoc } from '../models/cart';
import type { AddItem } from '../routes/schemas';
import { newCartToken } from '../token';
import { linesFor, mergeLines } from './cart-lines';
import { consolidateAccountCarts, resolveViewerCart } from './resolve-viewer-cart';
import type { CartCookieAction, CartViewer } from './resolve-viewer-cart';
import { updateCart } from './update-cart';
import type { CartStore } from './update-cart';

export interface AddItemsInput {
  viewer: CartViewer;
  /** Idempotency-Key of the request, null when absent. */
  key: string | null;
  items: readonly AddItem[];
}

export interface AddItemsResult {
  cart: CartDoc;
  created: boolean;
  cookie: CartCookieAction;
}

/**
 * Adds items to the viewer's cart (quantities summed by sku), creating the cart when there is none: a guest cart for a
 * guest, the account's cart for a signed-in viewer. A retried write with the same Idempotency-Key applies once, even a
 * retried first add whose cookie the browser never stored.
 */
export async function addItemsToCart(
  carts: CartStore,
  { viewer, key, items }: AddItemsInput,
  lookupProduct?: ProductLookup,
): Promise<AddItemsResult> {
  const { accountId } = viewer;
  const resolved = await resolveViewerCart(carts, viewer);
  if (resolved.cart) {
    const lines = await linesFor(items, lookupProduct);
    const cart = await updateCart(carts, { token: resolved.cart.cart_token, accountId, key }, (current) =>
      mergeLines(current, lines),
    );
    if (cart) return { cart, created: false, cookie: resolved.cookie };
  }
  if (key) {
    const previous = await carts.findOne({ ops: key, account_id: accountId }).lean<CartDoc>();
    if (previous) return { cart: previous, created: false, cookie: { kind: 'set', token: previous.cart_token } };
  }
  const lines = mergeLines([], await linesFor(items, lookupProduct));
  // Never adopt a token chosen by the client: an unknown token gets a fresh cart with a fresh token.
  const created = await carts.create({
    cart_token: newCartToken(),
    account_id: accountId,
    account_since: accountId ? new Date() : null,
    items: lines,
    version: 0,
    ops: key ? [key] : [],
  });
  let cart: CartDoc = created.toObject();
  // Two first adds of one account at once create two carts: keep one, holding both adds.
  if (accountId) cart = (await consolidateAccountCarts(carts, accountId)) ?? cart;
  return { cart, created: true, cookie: { kind: 'set', token: cart.cart_token } };
}
