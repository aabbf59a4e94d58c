import { HttpError } from '@storefront/service-platform';
import type { CartDoc, CartLineDoc, CartModels } from '../models/cart';

export type CartStore = CartModels['Cart'];

const MAX_ATTEMPTS = 10;
const MAX_REMEMBERED_OPS = 20;

export interface CartWrite {
  token: string;
  /** The cart's owner as the caller resolved it: the write only applies while the cart still belongs to them. */
  accountId: string | null;
  /** Idempotency key: a write whose key this cart already applied is not applied again. */
  key: string | null;
}

/**
 * Read-modify-write with optimistic concurrency: the write matches the version it read, so two concurrent writes
 * never lose a line. Answers null when the cart is gone or no longer belongs to `accountId` (a guest cart claimed at
 * sign-in meanwhile); 409 after repeated conflicts.
 */
export async function updateCart(
  carts: CartStore,
  { token, accountId, key }: CartWrite,
  change: (items: CartLineDoc[]) => CartLineDoc[],
): Promise<CartDoc | null> {
  const owned = { cart_token: token, account_id: accountId };
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const cart = await carts.findOne(owned).lean<CartDoc>();
    if (!cart) return null;
    if (key && cart.ops?.includes(key)) return cart;
    const items = change(cart.items ?? []);
    const ops = key ? [...(cart.ops ?? []), key].slice(-MAX_REMEMBERED_OPS) : (cart.ops ?? []);
    const result = await carts.updateOne(
      { ...owned, version: cart.version },
      { $set: { items, ops }, $inc: { version: 1 } },
    );
    if (result.matchedCount === 1) return { ...cart, items, ops, version: cart.version + 1 };
    // Someone else wrote first: back off a little (jittered) and re-read.
    await new Promise((r) => setTimeout(r, Math.random() * 5 * (attempt + 1)));
  }
  throw new HttpError(409, 'cart_conflict', 'The cart is being changed elsewhere, please retry');
}
