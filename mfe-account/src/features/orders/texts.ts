// Texts of the order history and the order detail (ours: the spec does not show these screens).
import type { OrderStatus } from '@storefront/shared-domain';

export const ORDERS_TEXTS = {
  title: 'Order History',
  loading: 'Loading your orders...',
  empty: 'You have no orders yet.',
  order: 'Order',
  date: 'Date',
  status: 'Status',
  items: 'Items',
  total: 'Total',
  itemCount: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pagination: 'Order pages',
  view: (orderNumber: string) => `View order ${orderNumber}`,
  detailTitle: (orderNumber: string) => `Order #${orderNumber}`,
  notFound: 'Order not found.',
  backToOrders: 'Back to Order History',
  placed: 'Placed',
  sku: 'SKU',
  product: 'Product',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  lineTotal: 'Line total',
  lines: 'Items in this order',
  totals: 'Totals',
  subtotal: 'Subtotal',
  discounts: 'Discounts',
  shipping: 'Shipping',
  tax: 'Tax',
  billing: 'Billing address',
  shippingAddress: 'Shipping address',
  requestReturn: 'Request a return',
  shipments: 'Shipments',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  shippedOn: 'Shipped',
  shipmentItems: 'Items',
  trackingLinkLabel: (carrier: string, number: string) =>
    `Track ${carrier} shipment ${number} (opens the carrier's site)`,
  refunds: 'Refunds',
  refundedOn: 'Refunded',
  refundAmount: 'Amount',
  refundReason: 'Reason',
  refundedTotal: 'Refunded',
  history: 'Order history',
} as const;

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Placed',
  paid: 'Processing',
  fulfilled: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Orders stored before the lifecycle said these (the service answers the new names; an old cached answer may not). */
const OLD_STATUS_LABELS: Readonly<Record<string, string>> = { processing: 'Processing', shipped: 'Shipped' };

export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? OLD_STATUS_LABELS[status] ?? status;
}
