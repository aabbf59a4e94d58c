// Session, cart, cards and marketing entities (spec 2 §3).
import type { Order } from './account';
import type { StaffAccess } from '../rules/staff';

export interface Address {
  address_line_1?: string;
  address_line_2?: string;
  city?: string;
  state_code?: string;
  zip_code?: string;
  country_code?: string;
}

export interface SessionUser {
  account_id: string;
  email: string;
  /** 2 = dealer. */
  role?: number;
  isDealer?: boolean;
  is_dealer?: boolean;
  first_name?: string;
  last_name?: string;
  primary_phone?: string;
  address?: Address;
  /** 1 = consented. */
  email_consent?: number;
  sms_consent?: number;
  /** Present on staff accounts only: what they may do in the back office. */
  staff?: StaffAccess | null;
}

/** Answer of GET /api/auth/session: {} when signed out. */
export interface SessionResponse {
  user?: SessionUser;
  expires?: string;
}

export interface CartLineOption {
  name: string;
  value: string;
}

/** The product properties a cart line's fit label needs (the rest of the catalog's properties stay out). */
export type CartLineFitProperties = Partial<Record<'Make' | 'Model' | 'Start Year' | 'End Year' | 'Trim', string>>;

export interface CartLineItem {
  sku: string;
  displayed_sku: string;
  short_title?: string;
  name: string;
  path: string;
  product_id: string;
  quantity: number;
  options?: CartLineOption[];
  child_products?: Array<{ sku: string; name: string; quantity: number }>;
  main_image?: string;
  price: number;
  price_map: number;
  price_msrp: number;
  price_dealer?: number | null;
  total_line_discounts?: number;
  product_type?: 'normal' | 'variant';
  is_pre_ordered_item?: boolean;
  source?: string;
  /** False only for a subwoofer line that does not fit one or more vehicle-specific enclosures in the cart. */
  isCompatible?: boolean;
  /** The catalog's stock flag when the cart was priced. */
  currentlyInStock?: boolean;
  /**
   * The line's sku as the catalog describes it (spec 2 §3), on every line the cart service answers: priced as the
   * line (price_dealer only for dealers), its images' urls and metafields. Stock and pre-order flags are absent when
   * the catalog could not be asked.
   */
  variant?: {
    sku: string;
    price: number;
    price_dealer?: number | null;
    image?: { url: string; altText?: string };
    images?: string[];
    category?: string;
    /** What the fit label of the line reads (fitConfidence), only the keys the catalog has. */
    properties?: CartLineFitProperties;
    vehicleFitment?: { compatibilityNotes: string };
    metafields?: Array<{ key: string; value: unknown }>;
    currentlyInStock?: boolean;
    preorderInfo?: { is_pre_order_eligible: boolean; is_pre_order_enabled: boolean | number };
  };
}

export interface Cart {
  cart_token: string | null;
  items: CartLineItem[];
  subTotal: number;
  discountsTotal: number;
  originalTotal: number;
  /** 0 = FREE. */
  shippingTotal: number;
  /** The compatibility hints of spec 1 'Cart compatibility hints' (filled by the cart service). */
  compatibility?: CartCompatibility;
  /** Any line is a pre-order ('Cart Contains Pre-Ordered Items...'). */
  hasPreorder?: boolean;
  /** The dealer free-shipping bar; null for viewers who are not dealers. */
  dealer?: CartDealerShipping | null;
}

/** A compatible subwoofer offered instead of an incompatible one ('Instead you can add these products:'). */
export interface CartSuggestion {
  sku: string;
  name: string;
  /** '/products/{handle}' (exactly one '/products/' prefix). */
  path: string;
  main_image: string;
  price: number;
  price_map: number;
  price_msrp: number;
  price_dealer?: number | null;
  product_type: 'normal' | 'variant';
}

export interface CartIncompatibleSubwoofer {
  sku: string;
  name: string;
  /** The vehicle-specific enclosures of the cart this subwoofer does not fit. */
  notCompatibleWith: Array<{ sku: string; name: string }>;
  suggestions: CartSuggestion[];
}

export interface CartCompatibility {
  /** The cart has an empty vehicle-specific enclosure and no subwoofer (a loaded one has its subwoofers). */
  suggestSubwoofers: boolean;
  incompatible: CartIncompatibleSubwoofer[];
  /** Subwoofers that no wiring brings to a load the cart's amplifiers handle safely (absent: none). */
  unsafeWiring?: { amplifiers: Array<{ sku: string; name: string }>; subwoofers: Array<{ sku: string; name: string }> };
}

export interface CartDealerShipping {
  freeShippingThreshold: number;
  /** 0 to 100. */
  progressPercent: number;
  freeShipping: boolean;
}

export type ShippingMethodId = 'ground' | 'express';

export interface ShippingMethodQuote {
  id: ShippingMethodId;
  label: string;
  price: number;
  /** [min, max] business days. */
  estimatedDays: [number, number];
}

/** Answer of GET /api/cartv2/shipping-estimate?zip=NNNNN. */
export interface ShippingEstimate {
  zip: string;
  city: string;
  state: string;
  shippingTotal: number;
  methods: ShippingMethodQuote[];
}

/** An address as the checkout form sends it. */
export interface CheckoutAddress {
  first_name: string;
  last_name: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
  country: 'US';
}

/**
 * A new card is the token the payment provider's hosted fields made (`tok_…`): the store never sees the number or the
 * security code. A saved card is the account's card id.
 */
export type CheckoutPayment =
  { kind: 'card'; token: string; nameOnCard: string } | { kind: 'saved-card'; cardId: string };

/** Body of POST /api/checkout/v3/orders (header Idempotency-Key required). */
export interface PlaceOrderInput {
  email: string;
  phone: string;
  shippingAddress: CheckoutAddress;
  billingSameAsShipping: boolean;
  billingAddress?: CheckoutAddress;
  shippingMethod: ShippingMethodId;
  payment: CheckoutPayment;
}

/** Answer of GET /api/cartv2. */
export interface CartResponse {
  data: Cart;
}

/** Item sent with cart:add-requested and POST /api/cartv2. */
export interface AddToCartItem {
  sku: string;
  quantity: number;
  product_id?: string;
  is_pre_ordered_item?: boolean;
  product_type?: 'normal' | 'variant';
  price?: number;
  price_map?: number;
  price_msrp?: number;
  price_dealer?: number | null;
  source?: string;
  path?: string;
  /** The added variant as a cart line shows it (spec 1 cart compatibility hints: a suggestion's add sends it). */
  variant?: CartLineItem['variant'];
}

export interface SavedCard {
  id: string;
  card_brand: 'visa' | 'amex' | 'discover' | 'mastercard';
  card_no: string;
  exp_month: number;
  exp_year: number;
  card_nickname?: string;
  is_default_card: 0 | 1;
  updated_at: string;
}

export interface SaleLayoutSettings {
  saleBanner?: string;
  showSaleBanner: boolean;
  showCountdownTimer: boolean;
  showEmailSubscriberPopup: boolean;
  showPushNotificationPopup: boolean;
  showGeoTransitBanner: boolean;
}

export interface SaleSettings {
  name: string;
  saleIsActive: boolean;
  saleExpiresAt: string;
  /** Fraction: 0.15 means 15 %. */
  discountPercentage: number;
  salePercentageDailyDeal: number;
  layoutSettings: SaleLayoutSettings;
}

/** Answer of GET /api/sale-settings: the first active entry is the current sale. */
export interface SaleSettingsResponse {
  data: SaleSettings[];
}

export interface SubscriberPayload {
  email?: string;
  phone?: string;
  email_consent?: boolean;
  sms_consent?: boolean;
  form_type: 'mobile' | 'desktop';
  popup_code?: string;
}

/**
 * Answer of POST /api/marketing/check-consent-for-user-email. It reveals only what the popup flow needs (no record id,
 * no timestamps): whether the email has a record (the popup says "You're already a member!" to it, spec 2 §4; the
 * calls are limited per address), and its active consent only to the signed-in owner of the email.
 */
export interface ConsentCheckResult {
  /** A subscriber record exists for this email, whatever its consent. */
  member: boolean;
  /** The email as submitted, normalised. */
  email: string;
  /** Active email consent; false for anyone but the signed-in owner. */
  email_consent: boolean;
}

export interface PushSubscriptionPayload {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The shared error shape of every service. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** Answer 201 of POST /api/checkout/v3/orders (the same answer again for a repeated Idempotency-Key). */
export interface PlaceOrderResponse {
  order: Order;
  confirmation: { orderNumber: string; email: string };
}
