// Every change to a cart is ONE atomic single-document update (no read-modify-write, no retries on conflict):
// concurrent writes to one cart all apply. Each write bumps `version` and `updatedAt` only when it changes the cart.
import { HttpError } from '@storefront/service-platform';
import { QUANTITY_LIMITS } from '@storefront/shared-domain';
import type { CartDoc, CartLineDoc, CartModels } from '../models/cart';
import { CART_LIMITS } from './limits';

export type CartStore = CartModels['Cart'];

/** The cart a write targets, as the caller resolved it: the write applies only while the cart is still theirs. */
export interface CartTarget {
  token: string;
  accountId: string | null;
  /**
   * An operation key recorded in the cart's `ops` with the write, and refused when already there: a write that is
   * re-run (an idempotency lease taken over, a merge run twice at once) applies once.
   */
  opKey: string | null;
}

const MAX_REMEMBERED_OPS = 20;

/** Skus match as in shared-domain's cart rules: trimmed and case-insensitively. */
export const skuKey = (sku: string) => sku.trim().toUpperCase();
const skuKeyExpr = (path: string) => ({ $toUpper: { $trim: { input: path } } });
/** A filter value matching a stored sku the way skuKey does (skus only hold letters, digits, ' ', '.', '-', '_'). */
const skuMatcher = (sku: string) => new RegExp(`^\\s*${sku.trim().replace(/[.\-\\]/g, '\\$&')}\\s*$`, 'i');

const owned = ({ token, accountId }: CartTarget) => ({ cart_token: token, account_id: accountId });
const notYetApplied = (opKey: string | null) => (opKey ? { ops: { $ne: opKey } } : {});

async function alreadyApplied(carts: CartStore, target: CartTarget): Promise<CartDoc | null> {
  if (!target.opKey) return null;
  return carts.collection.findOne<CartDoc>({ ...owned(target), ops: target.opKey });
}

/**
 * Adds lines in one pipeline update: a line whose sku is in the cart gets its quantity summed, capped at the cart
 * maximum (1000); another is appended. `enforceLineLimit` (a shopper's add): the write applies only if the cart then
 * has at most CART_LIMITS.maxLines lines and no sku above the maximum, else 409 'cart_full' / 'quantity_limit' and
 * nothing changes. Without it (merging a guest cart at sign-in,
 * which must not fail) lines beyond the limit are not appended.
 * Answers the cart after the write, or null when the cart is gone or no longer the caller's.
 */
export async function addLines(
  carts: CartStore,
  target: CartTarget,
  lines: readonly CartLineDoc[],
  { enforceLineLimit }: { enforceLineLimit: boolean },
): Promise<CartDoc | null> {
  const addedKeys = [...new Set(lines.map((l) => skuKey(l.sku)))];
  const existingKeys = { $map: { input: { $ifNull: ['$items', []] }, as: 'l', in: skuKeyExpr('$$l.sku') } };
  const fits = {
    $expr: {
      $and: [
        { $lte: [{ $size: { $setUnion: [existingKeys, addedKeys] } }, CART_LIMITS.maxLines] },
        ...quantitiesFit(lines),
      ],
    },
  };
  const merged = {
    $reduce: {
      input: { $literal: lines },
      initialValue: { $ifNull: ['$items', []] },
      in: {
        $let: {
          vars: { addedKey: skuKeyExpr('$$this.sku'), added: '$$this' },
          in: {
            $cond: [
              { $in: ['$$addedKey', { $map: { input: '$$value', as: 'l', in: skuKeyExpr('$$l.sku') } }] },
              {
                $map: {
                  input: '$$value',
                  as: 'l',
                  in: {
                    $cond: [
                      { $eq: [skuKeyExpr('$$l.sku'), '$$addedKey'] },
                      {
                        $mergeObjects: [
                          '$$l',
                          {
                            quantity: {
                              $min: [{ $add: ['$$l.quantity', '$$added.quantity'] }, QUANTITY_LIMITS.cartMax],
                            },
                          },
                        ],
                      },
                      '$$l',
                    ],
                  },
                },
              },
              {
                $cond: [
                  { $lt: [{ $size: '$$value' }, CART_LIMITS.maxLines] },
                  { $concatArrays: ['$$value', ['$$added']] },
                  '$$value',
                ],
              },
            ],
          },
        },
      },
    },
  };
  const set: Record<string, unknown> = {
    items: merged,
    version: { $add: [{ $ifNull: ['$version', 0] }, 1] },
    updatedAt: { $literal: new Date() },
  };
  if (target.opKey) {
    set.ops = { $slice: [{ $concatArrays: [{ $ifNull: ['$ops', []] }, [target.opKey]] }, -MAX_REMEMBERED_OPS] };
  }
  const filter = { ...owned(target), ...notYetApplied(target.opKey), ...(enforceLineLimit ? fits : {}) };
  const cart = await carts.collection.findOneAndUpdate(filter, [{ $set: set }], { returnDocument: 'after' });
  if (cart) return cart as unknown as CartDoc;
  const current = await carts.collection.findOne<CartDoc>(owned(target));
  if (!current) return null;
  if (target.opKey && current.ops?.includes(target.opKey)) return current;
  const over = [...addedQuantities(lines)].find(
    ([key, added]) => quantityOf(current, key) + added > QUANTITY_LIMITS.cartMax,
  );
  if (over) {
    throw new HttpError(
      409,
      'quantity_limit',
      `A cart holds at most ${QUANTITY_LIMITS.cartMax} of an item; it has ${quantityOf(current, over[0])} of ${over[0]}`,
    );
  }
  throw new HttpError(409, 'cart_full', `A cart holds at most ${CART_LIMITS.maxLines} different items`);
}

/** The quantity an add brings per sku key. */
function addedQuantities(lines: readonly CartLineDoc[]): Map<string, number> {
  const added = new Map<string, number>();
  for (const l of lines) added.set(skuKey(l.sku), (added.get(skuKey(l.sku)) ?? 0) + l.quantity);
  return added;
}

const quantityOf = (cart: CartDoc, key: string) =>
  (cart.items ?? []).filter((l) => skuKey(l.sku) === key).reduce((sum, l) => sum + l.quantity, 0);

/** Conditions that every sku's quantity after the add stays within the cart maximum (a client add is refused past it). */
function quantitiesFit(lines: readonly CartLineDoc[]) {
  return [...addedQuantities(lines)].map(([key, added]) => ({
    $lte: [
      {
        $add: [
          {
            $sum: {
              $map: {
                input: {
                  $filter: { input: { $ifNull: ['$items', []] }, as: 'l', cond: { $eq: [skuKeyExpr('$$l.sku'), key] } },
                },
                as: 'l',
                in: '$$l.quantity',
              },
            },
          },
          added,
        ],
      },
      QUANTITY_LIMITS.cartMax,
    ],
  }));
}

/** Sets the quantity of the line with this sku (positional update). 404 when the cart or the line is not there. */
export async function setLineQuantity(
  carts: CartStore,
  target: CartTarget,
  sku: string,
  quantity: number,
): Promise<CartDoc> {
  const update: Record<string, unknown> = {
    $set: { 'items.$[line].quantity': quantity, updatedAt: new Date() },
    $inc: { version: 1 },
  };
  if (target.opKey) update.$push = { ops: { $each: [target.opKey], $slice: -MAX_REMEMBERED_OPS } };
  const cart = await carts.collection.findOneAndUpdate(
    { ...owned(target), ...notYetApplied(target.opKey), items: { $elemMatch: { sku: skuMatcher(sku) } } },
    update,
    { arrayFilters: [{ 'line.sku': skuMatcher(sku) }], returnDocument: 'after' },
  );
  if (cart) return cart as unknown as CartDoc;
  const applied = await alreadyApplied(carts, target);
  if (applied) return applied;
  const current = await carts.collection.findOne<CartDoc>(owned(target));
  if (!current) throw new HttpError(404, 'cart_not_found', 'There is no cart');
  throw new HttpError(404, 'item_not_found', `No ${sku} in the cart`);
}

/**
 * Removes the line with this sku ($pull). Removing a line that is not there matches nothing, so it writes nothing
 * (no version or updatedAt change). Answers the cart, or null when there is none.
 */
export async function removeLine(carts: CartStore, target: CartTarget, sku: string): Promise<CartDoc | null> {
  const update: Record<string, unknown> = {
    $pull: { items: { sku: skuMatcher(sku) } },
    $set: { updatedAt: new Date() },
    $inc: { version: 1 },
  };
  const cart = await carts.collection.findOneAndUpdate(
    { ...owned(target), items: { $elemMatch: { sku: skuMatcher(sku) } } },
    update,
    { returnDocument: 'after' },
  );
  if (cart) return cart as unknown as CartDoc;
  return carts.collection.findOne<CartDoc>(owned(target));
}
