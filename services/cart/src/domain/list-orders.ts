import type { OrderSummary } from '@storefront/shared-domain';
import type { OrderDoc, OrderModels } from '../models/order';
import { ORDERS_PAGE_SIZE, toOrderSummary } from './orders';

export interface OrdersPage {
  data: OrderSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/** One page of the account's order history, newest first. */
export async function listOrders({ Order }: OrderModels, accountId: string, page: number): Promise<OrdersPage> {
  const [docs, total] = await Promise.all([
    Order.find({ account_id: accountId })
      .sort({ created_at: -1, order_number: -1 })
      .skip(page * ORDERS_PAGE_SIZE)
      .limit(ORDERS_PAGE_SIZE)
      .lean<OrderDoc[]>(),
    Order.countDocuments({ account_id: accountId }),
  ]);
  return { data: docs.map(toOrderSummary), page, pageSize: ORDERS_PAGE_SIZE, total };
}
