// Bodies of the two tracking calls this remote makes (spec 2 §7). Cart, shipping estimate and order shapes are the
// shared ones (shared-domain types/commerce.ts).
/** The checkout event of 'Proceed to Checkout' (spec 2 §7). */
export interface CheckoutEventBody {
  serverOrClient: 'client';
  eventName: 'go_to_checkout_button_clicked';
  accountId: string | null;
  customerEmail: string | null;
  cartToken: string | null;
  lineItems: Array<{ sku: string; price: number; quantity: number; price_map: number; price_msrp: number }>;
}

/** POST /api/analytics/events/add-to-cart (spec 2 §7). */
export interface AddToCartEventBody {
  item: { sku: string; quantity: number; price?: number; price_map?: number; price_msrp?: number; source?: string };
  totalPrice: number;
  eventData: {
    path: string;
    page: {
      page_title: string;
      page_referrer: string;
      page_location: string;
      page_path: string;
      page_hostname: string;
      page_search?: string;
      page_hash?: string;
    };
  };
}

/** GET /api/cartv2/handoff: the embed's link to checkout on our site (services/cart/src/routes/handoff.ts). */
export interface CheckoutHandoffLink {
  token: string;
  expiresAt: string;
  /** '/checkout/v3?cart_handoff=<token>': prefix the store's origin. */
  checkoutPath: string;
}
