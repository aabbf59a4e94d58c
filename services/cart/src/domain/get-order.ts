import { HttpError } from '@storefront/service-platform';
import type { Order } from '@storefront/shared-domain';
import type { OrderDoc, OrderModels } from '../models/order';
import { toOrder } from './orders';

export const orderNotFound = (orderNumber: string) =>
  new HttpError(404, 'order_not_found', `No order ${orderNumber} on this account`);

/** One of the account's orders; another account's order answers exactly like an unknown one. */
export async function getOrder({ Order }: OrderModels, accountId: string, orderNumber: string): Promise<Order> {
  const doc = await Order.findOne({ account_id: accountId, order_number: orderNumber }).lean<OrderDoc>();
  if (!doc) throw orderNotFound(orderNumber);
  return toOrder(doc);
}
