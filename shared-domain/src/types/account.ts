// Account-area data shared by the services that own it (account: profile, cards, dealer applications, dealer locator;
// cart: orders and returns) and the account remote that shows it.
import type { Address } from './commerce';

/** Answer of the credential calls (next-auth shape): `ok`, `url` to go to, `error` reason when not ok. */
export interface SignInResult {
  ok: boolean;
  url: string | null;
  error?: string | null;
  status?: number;
}

/** The sign-up form's answer: a link was emailed (to a new address) or a reminder (to one that has an account). */
export interface SignUpAnswer {
  ok: true;
  url: null;
  confirmationSent: true;
}

export interface ProfileUpdate {
  first_name?: string;
  last_name?: string;
  /** Any formatting; stored as 10 digits (spec 2 §5 "Phone"). '' clears it. */
  primary_phone?: string;
  address?: Address;
  email_consent?: 0 | 1;
  sms_consent?: 0 | 1;
}

/** A card to save: the token the payment provider's card fields made (never the number or the security code). */
export interface NewCardInput {
  token: string;
  card_nickname?: string;
  is_default_card?: 0 | 1;
}

export interface CardUpdate {
  exp_month?: number;
  exp_year?: number;
  card_nickname?: string;
  is_default_card?: 0 | 1;
}

/**
 * placed -> paid -> fulfilled (one or more shipments) -> delivered; placed or paid -> cancelled. Orders stored before
 * this set was chosen said 'processing' (now 'paid') and 'shipped' (now 'fulfilled'); the cart service maps them.
 */
export type OrderStatus = 'placed' | 'paid' | 'fulfilled' | 'delivered' | 'cancelled';

/** The carriers a shipment can name (each builds its own tracking link; Other has none). */
export type ShipmentCarrier = 'UPS' | 'USPS' | 'FedEx' | 'DHL' | 'Other';

/** Units of one line (a shipment's, a refund's). */
export interface OrderLineQuantity {
  sku: string;
  quantity: number;
}

/** One change of an order, oldest first. `by` (the staff member) is only in back-office answers. */
export interface OrderHistoryEntry {
  status: OrderStatus;
  /** ISO date. */
  at: string;
  note?: string;
  by?: string;
}

export interface OrderShipment {
  id: string;
  carrier: ShipmentCarrier;
  trackingNumber: string;
  /** The carrier's tracking page; null for Other. */
  trackingUrl: string | null;
  lines: OrderLineQuantity[];
  /** ISO date. */
  shipped_at: string;
}

export interface OrderRefund {
  id: string;
  /** Dollars, exact to the cent. */
  amount: number;
  /** The units refunded; absent for a refund of the whole order. */
  lines?: OrderLineQuantity[];
  reason: string;
  /** ISO date. */
  at: string;
  /** The return request it pays back, if any. */
  return_id?: string;
}

export interface OrderLine {
  sku: string;
  name: string;
  quantity: number;
  /** Unit price paid. */
  price: number;
  path?: string;
  main_image?: string;
  child_items?: { sku: string; quantity: number }[];
}

export interface OrderAddress extends Address {
  first_name?: string;
  last_name?: string;
  phone_number?: string;
}

export interface Order {
  order_number: string;
  status: OrderStatus;
  /** ISO date. */
  created_at: string;
  email: string;
  lineItems: OrderLine[];
  subTotal: number;
  discountsTotal: number;
  shippingTotal: number;
  taxTotal: number;
  final_total: number;
  billingAddress: OrderAddress;
  shippingAddress: OrderAddress;
  /** Every state change, oldest first (orders placed before history was kept start with what is known). */
  history?: OrderHistoryEntry[];
  shipments?: OrderShipment[];
  refunds?: OrderRefund[];
  /** The sum of `refunds` (dollars). */
  refundedTotal?: number;
}

export type OrderSummary = Pick<Order, 'order_number' | 'status' | 'created_at' | 'final_total'> & {
  itemCount: number;
};

export type ReturnStatus = 'requested' | 'approved' | 'received' | 'refunded' | 'rejected';

export interface ReturnRequest {
  id: string;
  order_number: string;
  sku: string;
  name: string;
  quantity: number;
  reason: string;
  comment?: string;
  status: ReturnStatus;
  created_at: string;
  /** Why the store rejected it (status 'rejected'). */
  rejection_reason?: string;
  /** What was paid back (status 'refunded'), dollars. */
  refund_amount?: number;
}

export interface NewReturnInput {
  order_number: string;
  sku: string;
  quantity: number;
  reason: string;
  comment?: string;
}

export interface DealerApplicationInput {
  company_name: string;
  contact_name: string;
  email: string;
  phone: string;
  website?: string;
  address: Address;
  tax_id?: string;
  message?: string;
}

export interface DealerLocation {
  id: string;
  name: string;
  address: Address;
  phone?: string;
  website?: string;
  latitude: number;
  longitude: number;
  /** Miles from the searched place, one decimal. */
  distance_miles: number;
}

export interface DealerLocatorResponse {
  data: DealerLocation[];
  origin: { zip_code?: string; city: string; state_code: string; latitude: number; longitude: number };
}
