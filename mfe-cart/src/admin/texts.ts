// The words of the cart area's back office (ours: the spec shows no back office).
import type { OrderStatus, ReturnStatus } from '@storefront/shared-domain';

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  placed: 'Placed',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const RETURN_STATUS_TEXT: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  received: 'Received',
  refunded: 'Refunded',
  rejected: 'Rejected',
};

/** A status as staff read it; a value this screen does not know is shown as it came. */
export const orderStatusText = (status: string) => ORDER_STATUS_TEXT[status as OrderStatus] ?? status;
export const returnStatusText = (status: string) => RETURN_STATUS_TEXT[status as ReturnStatus] ?? status;
