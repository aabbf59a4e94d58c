// Reading orders in the back office: the paged list (newest first, by number or email, by status) and the detail.
import { HttpError, trusted } from '@storefront/service-platform';
import type { OrderStatus } from '@storefront/shared-domain';
import type { AdminOrderDetail, AdminOrderRow, AdminPage } from '@storefront/shared-domain/admin';
import type { OrderDoc, OrderModels } from '../../models/order';
import { currentStatus, storedNamesOf } from '../order-status';
import { toOrder } from '../orders';
import { toCents, toDollars } from './context';

export interface AdminListQuery {
  page: number;
  pageSize: number;
  q?: string;
  status?: string;
}

export const adminOrderNotFound = (orderNumber: string) =>
  new HttpError(404, 'order_not_found', `No order ${orderNumber}`);

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `q` matches the start of an order number or of an email, whatever the case. */
export function searchFilter(q: string | undefined): Record<string, unknown> {
  if (!q?.trim()) return {};
  const start = trusted({ $regex: `^${escapeRegex(q.trim())}`, $options: 'i' });
  return { $or: [{ order_number: start }, { email: start }] };
}

export async function listAdminOrders(
  { Order }: OrderModels,
  query: AdminListQuery & { status?: OrderStatus },
): Promise<AdminPage<AdminOrderRow>> {
  const filter = {
    ...searchFilter(query.q),
    ...(query.status ? { status: trusted({ $in: storedNamesOf([query.status]) }) } : {}),
  };
  const [docs, total] = await Promise.all([
    Order.find(filter)
      .sort({ created_at: -1, order_number: -1 })
      .skip((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .lean<OrderDoc[]>(),
    Order.countDocuments(filter),
  ]);
  return { data: docs.map(toAdminRow), page: query.page, pageSize: query.pageSize, total };
}

/** Cents refunded and being refunded: what the next refund must stay under. */
export const refundedCentsOf = (doc: OrderDoc) => doc.refunded_cents ?? 0;
const succeededCents = (doc: OrderDoc) =>
  (doc.refunds ?? []).filter((r) => r.state === 'succeeded').reduce((sum, r) => sum + r.cents, 0);

function toAdminRow(doc: OrderDoc): AdminOrderRow {
  return {
    order_number: doc.order_number,
    status: currentStatus(doc.status),
    created_at: doc.created_at.toISOString(),
    email: doc.email,
    final_total: doc.final_total,
    refundedTotal: toDollars(succeededCents(doc)),
    itemCount: doc.lineItems.reduce((n, l) => n + l.quantity, 0),
  };
}

export function toAdminDetail(doc: OrderDoc): AdminOrderDetail {
  return {
    ...toOrder(doc, true),
    account_id: doc.account_id,
    payment: doc.payment ? { brand: doc.payment.brand, last4: doc.payment.last4 } : null,
    progress: doc.lineItems.map((l) => ({
      sku: l.sku,
      quantity: l.quantity,
      shipped: l.shipped ?? 0,
      refunded: l.refunded ?? 0,
      returnRequested: l.return_requested ?? 0,
    })),
    refundable: doc.payment ? toDollars(Math.max(0, toCents(doc.final_total) - refundedCentsOf(doc))) : 0,
    ...(doc.phone ? { phone: doc.phone } : {}),
    ...(doc.shippingMethod ? { shippingMethod: doc.shippingMethod } : {}),
  };
}

export async function loadOrder({ Order }: OrderModels, orderNumber: string): Promise<OrderDoc> {
  const doc = await Order.findOne({ order_number: orderNumber }).lean<OrderDoc>();
  if (!doc) throw adminOrderNotFound(orderNumber);
  return doc;
}
