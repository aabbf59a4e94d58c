import { trusted } from '@storefront/service-platform';
import type { OrderDoc, OrderModels } from '../models/order';

/** A line the account bought: what the reviews service needs to let a buyer review it. */
export interface PurchasedItem {
  sku: string;
  name: string;
  orderNumber: string;
  /** ISO date of the order. */
  purchasedAt: string;
}

export interface PurchasedItems {
  /** One per order line of the asked skus, newest order first. */
  items: PurchasedItem[];
  /** First name on the account's newest order (the name a review is signed with), null without orders. */
  firstName: string | null;
}

/** CHOICE: enough for any review form; an account with more orders of one sku sees its newest. */
export const PURCHASED_ITEMS_MAX = 50;

/**
 * Which of `skus` the account bought. CHOICE: every order that was not cancelled counts (processing, shipped,
 * delivered): the customer paid for it. Bundle contents are not lines of their own, so they do not count.
 */
export async function listPurchasedItems(
  { Order }: OrderModels,
  accountId: string,
  skus: readonly string[],
): Promise<PurchasedItems> {
  const [orders, newest] = await Promise.all([
    Order.find({
      account_id: accountId,
      status: trusted({ $ne: 'cancelled' }),
      'lineItems.sku': trusted({ $in: [...skus] }),
    })
      .sort({ created_at: -1, order_number: -1 })
      .limit(PURCHASED_ITEMS_MAX)
      .lean<OrderDoc[]>(),
    Order.findOne({ account_id: accountId }).sort({ created_at: -1, order_number: -1 }).lean<OrderDoc>(),
  ]);
  const wanted = new Set(skus);
  const items: PurchasedItem[] = [];
  for (const order of orders) {
    for (const line of order.lineItems) {
      if (!wanted.has(line.sku) || items.length >= PURCHASED_ITEMS_MAX) continue;
      items.push({
        sku: line.sku,
        name: line.name,
        orderNumber: order.order_number,
        purchasedAt: new Date(order.created_at).toISOString(),
      });
    }
  }
  const firstName = newest?.billingAddress?.first_name?.trim() || null;
  return { items, firstName };
}
