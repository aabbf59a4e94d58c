import { ORDER_RULES } from '@storefront/shared-domain';
import type { Order, OrderSummary, ReturnRequest } from '@storefront/shared-domain';
import type { OrderDoc, ReturnDoc } from '../models/order';

// The numbers and lists of orders and returns live in shared-domain (ORDER_RULES) so the returns form offers the same.
export const ORDERS_PAGE_SIZE = ORDER_RULES.pageSize;
export const ORDER_NUMBER_PATTERN = ORDER_RULES.orderNumberPattern;
export const RETURN_REASONS = ORDER_RULES.returnReasons;
export const RETURN_COMMENT_MAX_LENGTH = ORDER_RULES.returnCommentMaxLength;
export type { ReturnReason } from '@storefront/shared-domain';

export function toOrder(doc: OrderDoc): Order {
  return {
    order_number: doc.order_number,
    status: doc.status,
    created_at: doc.created_at.toISOString(),
    email: doc.email,
    lineItems: doc.lineItems.map((line) => ({
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      price: line.price,
      ...(line.path ? { path: line.path } : {}),
      ...(line.main_image ? { main_image: line.main_image } : {}),
      ...(line.child_items?.length ? { child_items: line.child_items } : {}),
    })),
    subTotal: doc.subTotal,
    discountsTotal: doc.discountsTotal,
    shippingTotal: doc.shippingTotal,
    taxTotal: doc.taxTotal,
    final_total: doc.final_total,
    billingAddress: doc.billingAddress,
    shippingAddress: doc.shippingAddress,
  };
}

/** A row of the order history; itemCount counts units (a line of quantity 2 counts 2). */
export function toOrderSummary(
  doc: Pick<OrderDoc, 'order_number' | 'status' | 'created_at' | 'final_total' | 'lineItems'>,
): OrderSummary {
  return {
    order_number: doc.order_number,
    status: doc.status,
    created_at: doc.created_at.toISOString(),
    final_total: doc.final_total,
    itemCount: doc.lineItems.reduce((n, line) => n + line.quantity, 0),
  };
}

export function toReturnRequest(doc: ReturnDoc): ReturnRequest {
  return {
    id: doc._id.toHexString(),
    order_number: doc.order_number,
    sku: doc.sku,
    name: doc.name,
    quantity: doc.quantity,
    reason: doc.reason,
    ...(doc.comment ? { comment: doc.comment } : {}),
    status: doc.status,
    created_at: doc.created_at.toISOString(),
  };
}
