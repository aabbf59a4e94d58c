// The orders area's back-office API types (shared by the cart service and the cart remote's ./Admin), with the rules
// its forms and the service's schemas both check.
import type {
  Order,
  OrderLineQuantity,
  OrderStatus,
  ReturnRequest,
  ReturnStatus,
  ShipmentCarrier,
} from '../types/account';

export const ORDER_STATUS_VALUES: readonly OrderStatus[] = ['placed', 'paid', 'fulfilled', 'delivered', 'cancelled'];
export const RETURN_STATUS_VALUES: readonly ReturnStatus[] = [
  'requested',
  'approved',
  'received',
  'refunded',
  'rejected',
];
export const SHIPMENT_CARRIERS: readonly ShipmentCarrier[] = ['UPS', 'USPS', 'FedEx', 'DHL', 'Other'];

/** Each carrier's public tracking page; Other has none (the number is shown alone). */
const TRACKING_PAGES: Record<ShipmentCarrier, string | null> = {
  UPS: 'https://www.ups.com/track?tracknum=',
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr=',
  DHL: 'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=',
  Other: null,
};

export function trackingUrlOf(carrier: ShipmentCarrier, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[carrier];
  return page ? `${page}${encodeURIComponent(trackingNumber)}` : null;
}

export const ORDER_ADMIN_RULES = {
  trackingNumberMinLength: 4,
  trackingNumberMaxLength: 40,
  /** Letters, digits, spaces and dashes: what carriers print. */
  trackingNumberPattern: /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
  reasonMaxLength: 500,
  searchMaxLength: 100,
} as const;

export const ORDER_ADMIN_MESSAGES = {
  carrier: 'Choose a carrier',
  trackingNumber: `Enter the tracking number (${ORDER_ADMIN_RULES.trackingNumberMinLength}-${ORDER_ADMIN_RULES.trackingNumberMaxLength} letters, digits or dashes)`,
  reason: 'Enter a reason',
  reasonTooLong: `Keep the reason under ${ORDER_ADMIN_RULES.reasonMaxLength} characters`,
  quantity: 'Enter a whole number of units, at most what is left on the line',
  noLines: 'Choose at least one unit',
} as const;

/** Why a tracking number is refused, or null when it is fine (the service's schema and the form both ask this). */
export function trackingNumberProblem(value: string): string | null {
  const v = value.trim();
  const { trackingNumberMinLength: min, trackingNumberMaxLength: max, trackingNumberPattern } = ORDER_ADMIN_RULES;
  return v.length >= min && v.length <= max && trackingNumberPattern.test(v)
    ? null
    : ORDER_ADMIN_MESSAGES.trackingNumber;
}

/** Why a reason is refused, or null (a reason is required wherever it is asked). */
export function reasonProblem(value: string): string | null {
  const v = value.trim();
  if (!v) return ORDER_ADMIN_MESSAGES.reason;
  return v.length > ORDER_ADMIN_RULES.reasonMaxLength ? ORDER_ADMIN_MESSAGES.reasonTooLong : null;
}

/** A row of GET /api/admin/orders. */
export interface AdminOrderRow {
  order_number: string;
  status: OrderStatus;
  created_at: string;
  email: string;
  final_total: number;
  refundedTotal: number;
  itemCount: number;
}

/** How far each line has gone. */
export interface AdminOrderLineProgress {
  sku: string;
  quantity: number;
  shipped: number;
  refunded: number;
  /** Units asked back in return requests. */
  returnRequested: number;
}

/** GET /api/admin/orders/:orderNumber → { data }. */
export interface AdminOrderDetail extends Order {
  account_id: string | null;
  /** What the provider reported (null: no payment was taken through the provider, e.g. seeded orders). */
  payment: { brand: string | null; last4: string } | null;
  progress: AdminOrderLineProgress[];
  /** What can still be refunded (dollars). */
  refundable: number;
  phone?: string;
  shippingMethod?: string;
}

export interface AdminShipmentInput {
  carrier: ShipmentCarrier;
  trackingNumber: string;
  /** Units to ship; absent: every unit not shipped yet. */
  lines?: OrderLineQuantity[];
}

export interface AdminReasonInput {
  reason: string;
}

export interface AdminRefundInput {
  /** Units to refund; absent: everything still refundable. */
  lines?: OrderLineQuantity[];
  reason: string;
}

/** A row of GET /api/admin/returns and the detail of GET /api/admin/returns/:id. */
export interface AdminReturnRow extends ReturnRequest {
  account_id: string;
  email: string | null;
  /** The unit price paid, and what refunding the return pays back (dollars). */
  unit_price: number | null;
  refund_due: number | null;
}

/** The filters of the two lists (in the address's query). */
export interface AdminOrdersQuery {
  page?: number;
  pageSize?: number;
  q?: string;
  status?: OrderStatus;
}

export interface AdminReturnsQuery {
  page?: number;
  pageSize?: number;
  q?: string;
  status?: ReturnStatus;
}
