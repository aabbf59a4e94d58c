// Every change staff make to an order is one conditional write: it applies only if the order is still in a status the
// change allows and nobody changed it since it was read (its version). Two staff shipping at once: one wins, the
// other is told the order changed (409), never a second shipment of the same units.
import { HttpError, trusted } from '@storefront/service-platform';
import type { OrderLineQuantity, OrderStatus } from '@storefront/shared-domain';
import type { UpdateQuery } from 'mongoose';
import type { OrderDoc, OrderModels } from '../../models/order';
import { TRANSITIONS, currentStatus, storedNamesOf } from '../order-status';
import type { OrderChange } from '../order-status';
import { loadOrder } from './order-admin';

const VERBS: Record<OrderChange, string> = {
  ship: 'shipped',
  deliver: 'marked delivered',
  cancel: 'cancelled',
  refund: 'refunded',
};

export function requireStatus(doc: OrderDoc, change: OrderChange): void {
  const status = currentStatus(doc.status);
  if (!(TRANSITIONS[change] as readonly OrderStatus[]).includes(status)) {
    throw new HttpError(409, 'conflict', `Order ${doc.order_number} is ${status}; it cannot be ${VERBS[change]} now`);
  }
}

export const orderChanged = (orderNumber: string) =>
  new HttpError(
    409,
    'order_conflict',
    `Order ${orderNumber} was changed by someone else at the same time; reload it and try again`,
  );

/** Applies `update` only to the order as it was read, in a status `change` allows; answers the order after it. */
export async function writeIfUnchanged(
  { Order }: OrderModels,
  doc: OrderDoc,
  change: OrderChange,
  update: UpdateQuery<OrderDoc>,
  extraFilter: Record<string, unknown> = {},
): Promise<OrderDoc> {
  const updated = await Order.findOneAndUpdate(
    {
      order_number: doc.order_number,
      version: doc.version,
      status: trusted({ $in: storedNamesOf(TRANSITIONS[change]) }),
      ...extraFilter,
    },
    { ...update, $inc: { ...(update.$inc ?? {}), version: 1 } },
    { new: true },
  ).lean<OrderDoc>();
  if (updated) return updated;
  requireStatus(await loadOrder({ Order } as OrderModels, doc.order_number), change);
  throw orderChanged(doc.order_number);
}

const invalid = (message: string, field = 'lines') => new HttpError(400, 'validation', message, [{ field, message }]);

/**
 * The units a change takes: those asked for (the same sku twice adds up), each at most what is left of its line, or
 * every unit left when none are asked for.
 */
export function unitsPlan(
  doc: OrderDoc,
  requested: readonly OrderLineQuantity[] | undefined,
  leftOf: (line: OrderDoc['lineItems'][number]) => number,
  what: string,
): Array<OrderLineQuantity & { index: number }> {
  if (!requested) {
    return doc.lineItems
      .map((line, index) => ({ sku: line.sku, quantity: leftOf(line), index }))
      .filter((l) => l.quantity > 0);
  }
  const asked = new Map<string, number>();
  for (const l of requested) asked.set(l.sku, (asked.get(l.sku) ?? 0) + l.quantity);
  return [...asked].map(([sku, quantity]) => {
    const index = doc.lineItems.findIndex((line) => line.sku === sku);
    if (index === -1) throw invalid(`Order ${doc.order_number} has no item ${sku}`);
    const left = leftOf(doc.lineItems[index]);
    if (quantity > left) throw invalid(`Only ${left} of ${sku} can still be ${what}`);
    return { sku, quantity, index };
  });
}

/** `$inc` of a counter of each line a plan takes units of. */
export function lineIncrements(
  units: Array<{ index: number; quantity: number }>,
  field: 'shipped' | 'refunded',
  sign = 1,
) {
  return Object.fromEntries(units.map((u) => [`lineItems.${u.index}.${field}`, sign * u.quantity]));
}

export const withoutIndex = (units: Array<OrderLineQuantity & { index: number }>): OrderLineQuantity[] =>
  units.map(({ sku, quantity }) => ({ sku, quantity }));
