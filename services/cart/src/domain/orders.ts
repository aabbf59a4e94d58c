import { ORDER_RULES } from '@storefront/shared-domain';
import { trackingUrlOf } from '@storefront/shared-domain/admin';
import type { Order, OrderHistoryEntry, OrderSummary, ReturnRequest } from '@storefront/shared-domain';
import type { OrderDoc, ReturnDoc } from '../models/order';
import { currentStatus } from './order-status';

// The numbers and lists of orders and returns live in shared-domain (ORDER_RULES) so the returns form offers the same.
export const ORDERS_PAGE_SIZE = ORDER_RULES.pageSize;
export const ORDER_NUMBER_PATTERN = ORDER_RULES.orderNumberPattern;
export const RETURN_REASONS = ORDER_RULES.returnReasons;
export const RETURN_COMMENT_MAX_LENGTH = ORDER_RULES.returnCommentMaxLength;
export type { ReturnReason } from '@storefront/shared-domain';

const centsToDollars = (cents: number) => Math.round(cents) / 100;

/** Every change, oldest first; an order stored before history was kept starts with its placing. */
function historyOf(doc: OrderDoc, forStaff: boolean): OrderHistoryEntry[] {
  const kept = doc.history?.length ? doc.history : [{ status: 'placed' as const, at: doc.created_at }];
  return kept.map((h) => ({
    status: h.status,
    at: new Date(h.at).toISOString(),
    ...(h.note ? { note: h.note } : {}),
    ...(forStaff && h.by ? { by: h.by } : {}),
  }));
}

/** Shipments with their tracking links and the refunds the provider made, for the shopper and for staff. */
function fulfilmentOf(
  doc: OrderDoc,
  forStaff: boolean,
): Pick<Order, 'history' | 'shipments' | 'refunds' | 'refundedTotal'> {
  const refunds = (doc.refunds ?? []).filter((r) => r.state === 'succeeded');
  return {
    history: historyOf(doc, forStaff),
    shipments: (doc.shipments ?? []).map((s) => ({
      id: s.id,
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
      trackingUrl: trackingUrlOf(s.carrier, s.trackingNumber),
      lines: s.lines,
      shipped_at: new Date(s.shipped_at).toISOString(),
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: centsToDollars(r.cents),
      ...(r.lines ? { lines: r.lines } : {}),
      reason: r.reason,
      at: new Date(r.at).toISOString(),
      ...(r.return_id ? { return_id: r.return_id } : {}),
    })),
    refundedTotal: centsToDollars(refunds.reduce((sum, r) => sum + r.cents, 0)),
  };
}

/** The order as its buyer sees it (`forStaff`: with who made each change). */
export function toOrder(doc: OrderDoc, forStaff = false): Order {
  return {
    order_number: doc.order_number,
    status: currentStatus(doc.status),
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
    ...fulfilmentOf(doc, forStaff),
  };
}

/** A row of the order history; itemCount counts units (a line of quantity 2 counts 2). */
export function toOrderSummary(
  doc: Pick<OrderDoc, 'order_number' | 'status' | 'created_at' | 'final_total' | 'lineItems'>,
): OrderSummary {
  return {
    order_number: doc.order_number,
    status: currentStatus(doc.status),
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
    ...(doc.rejection_reason ? { rejection_reason: doc.rejection_reason } : {}),
    ...(doc.refund_amount !== undefined ? { refund_amount: doc.refund_amount } : {}),
  };
}
