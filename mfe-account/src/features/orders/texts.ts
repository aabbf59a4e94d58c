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
} as const;

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
}
