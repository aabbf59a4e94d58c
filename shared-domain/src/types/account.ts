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

export type OrderStatus = 'processing' | 'shipped' | 'delivered' | 'cancelled';

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
