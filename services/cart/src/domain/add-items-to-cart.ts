import { assertCallerPresent, isDuplicateKeyError } from '@storefront/service-platform';
import type { Viewer } from '@storefront/service-platform';
import type { ProductLookup } from '../clients/catalog';
import type { CartDoc } from '../models/cart';
import { newCartToken } from '../token';
import type { CartLineDoc } from '../models/cart';
import { linesFor } from './cart-lines';
import type { AddItem } from './cart-lines';
import { addLines } from './cart-writes';
import type { CartStore } from './cart-writes';
import { consolidateAccountCarts, resolveViewerCart } from './resolve-viewer-cart';
import type { CartCookieAction, CartViewer } from './resolve-viewer-cart';

export interface AddItemsInput {
  viewer: CartViewer;
  /** Operation key of a keyed request (see applyOnce), null when unkeyed. */
  opKey: string | null;
  items: readonly AddItem[];
  /** Who adds (the catalog answers dealers with dealer prices). */
  identity?: Viewer;
  /** Aborted when the caller has gone (the gateway timed out): nothing is written after that. */
  callerSignal?: AbortSignal;
  /** The token a new guest cart takes (firstCartToken); null: a random one. */
  firstToken?: string | null;
}

export interface AddItemsResult {
  cart: CartDoc;
  created: boolean;
  cookie: CartCookieAction;
}

/**
 * Adds items to the viewer's cart (quantities summed by sku, one atomic update), creating the cart when there is
 * none: a guest cart for a guest, the account's cart for a signed-in viewer. Lines are built from the catalog.
 */
export async function addItemsToCart(
  carts: CartStore,
  { viewer, opKey, items, callerSignal, identity, firstToken }: AddItemsInput,
  lookupProduct: ProductLookup,
): Promise<AddItemsResult> {
  const { accountId } = viewer;
  // Catalog first: an unknown sku is refused before anything (a guest cart claimed at sign-in ...) changes.
  const lines = await linesFor(items, lookupProduct, identity);
  // The catalog lookups are the slow part; an add whose caller gave up meanwhile would be repeated by its retry.
  if (callerSignal) assertCallerPresent(callerSignal);
  const resolved = await resolveViewerCart(carts, viewer);
  if (resolved.cart) {
    const target = { token: resolved.cart.cart_token, accountId, opKey };
    const cart = await addLines(carts, target, lines, { enforceLineLimit: true });
    if (cart) return { cart, created: false, cookie: resolved.cookie };
  }
  if (opKey) {
    // A keyed first add whose earlier run created the cart and then died before answering.
    const previous = await carts.findOne({ ops: opKey, account_id: accountId }).lean<CartDoc>();
    if (previous) return { cart: previous, created: false, cookie: { kind: 'set', token: previous.cart_token } };
  }
  // Never adopt a token chosen by the client: an unknown token gets a fresh cart with a fresh token.
  const fresh = { account_id: accountId, account_since: accountId ? new Date() : null, items: lines, version: 0 };
  if (!accountId && firstToken) {
    const first = await createOrJoinFirstCart(carts, firstToken, fresh.items, opKey);
    if (first) return first;
  }
  const created = await carts.create({ ...fresh, cart_token: newCartToken(), ops: opKey ? [opKey] : [] });
  let cart: CartDoc = created.toObject();
  // Two first adds of one account at once create two carts: keep one, holding both adds.
  if (accountId) cart = (await consolidateAccountCarts(carts, accountId)) ?? cart;
  return { cart, created: true, cookie: { kind: 'set', token: cart.cart_token } };
}

/**
 * A guest's first cart under the token derived from their browser: created, or joined when a concurrent first add
 * created it a moment before. Null when that token names a cart that is no longer this guest's (claimed by an account
 * at sign-in): the caller makes a cart with a random token instead.
 */
async function createOrJoinFirstCart(
  carts: CartStore,
  token: string,
  lines: CartLineDoc[],
  opKey: string | null,
): Promise<AddItemsResult | null> {
  try {
    const created = await carts.create({
      cart_token: token,
      account_id: null,
      items: lines,
      version: 0,
      ops: opKey ? [opKey] : [],
    });
    return { cart: created.toObject(), created: true, cookie: { kind: 'set', token } };
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
  }
  const joined = await addLines(carts, { token, accountId: null, opKey }, lines, { enforceLineLimit: true });
  return joined ? { cart: joined, created: false, cookie: { kind: 'set', token } } : null;
}
