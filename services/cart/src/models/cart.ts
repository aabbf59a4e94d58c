import mongoose, { Schema } from 'mongoose';
import { modelOn } from '@storefront/service-platform';

export interface CartLineDoc {
  sku: string;
  quantity: number;
  product_id?: string;
  name?: string;
  short_title?: string;
  path?: string;
  main_image?: string;
  price: number;
  price_map: number;
  price_msrp: number;
  price_dealer?: number | null;
  product_type?: 'normal' | 'variant';
  /** The catalog category ('car-subwoofers'...): which lines the compatibility check reads. */
  category?: string;
  is_pre_ordered_item?: boolean;
  source?: string;
  options?: Array<{ name: string; value: string }>;
  child_products?: Array<{ sku: string; name: string; quantity: number }>;
  addedAt?: Date;
}

export interface CartDoc {
  cart_token: string;
  /** The account the cart belongs to; null for a guest's cart (reached only through its sa_cart_token cookie). */
  account_id?: string | null;
  /**
   * When the cart became the account's (created signed in, or a guest cart claimed at sign-in). When an account briefly
   * has several carts, the earliest is the one kept and the others are merged into it.
   */
  account_since?: Date | null;
  items: CartLineDoc[];
  /** Incremented by every write that changes the cart (writes are single atomic updates, see domain/cart-writes). */
  version: number;
  /**
   * A checkout holding the cart (one at a time, whatever the Idempotency-Keys): the attempt, the keyed request running
   * it and when its hold ends (a hold past its end is recovered, then taken over; so is one whose own request is being
   * retried, its key's lease having lapsed). Null when no checkout runs.
   */
  checkout?: { attempt: string; operation?: string; until: Date } | null;
  /** The last order placed from this cart: a second checkout of the emptied cart is told it was ordered. */
  last_order?: { order_number: string; at: Date } | null;
  /** Operation keys of the last applied writes ('key/<Idempotency-Key>', 'merged/<token>'; newest last, at most 20). */
  ops: string[];
  createdAt?: Date;
  updatedAt?: Date;
}

const lineSchema = new Schema<CartLineDoc>(
  {
    sku: { type: String, required: true },
    quantity: { type: Number, required: true, min: 1 },
    product_id: String,
    name: String,
    short_title: String,
    path: String,
    main_image: String,
    price: { type: Number, default: 0 },
    price_map: { type: Number, default: 0 },
    price_msrp: { type: Number, default: 0 },
    price_dealer: { type: Number, default: null },
    product_type: { type: String, enum: ['normal', 'variant'] },
    category: String,
    is_pre_ordered_item: Boolean,
    source: String,
    options: { type: [{ _id: false, name: String, value: String }], default: undefined },
    child_products: { type: [{ _id: false, sku: String, name: String, quantity: Number }], default: undefined },
    addedAt: Date,
  },
  { _id: false },
);

const cartSchema = new Schema<CartDoc>(
  {
    cart_token: { type: String, required: true, unique: true },
    account_id: { type: String, default: null, index: true },
    account_since: { type: Date, default: null },
    items: { type: [lineSchema], default: [] },
    version: { type: Number, default: 0 },
    ops: { type: [String], default: [] },
    checkout: { type: new Schema({ attempt: String, operation: String, until: Date }, { _id: false }), default: null },
    last_order: { type: new Schema({ order_number: String, at: Date }, { _id: false }), default: null },
  },
  { collection: 'carts', versionKey: false, timestamps: true, strictQuery: true },
);
cartSchema.index({ ops: 1 });
/** Carts nobody touched for the cookie's lifetime (730 days) are removed. */
cartSchema.index({ updatedAt: 1 }, { expireAfterSeconds: 730 * 24 * 3600 });

export interface CheckoutEventDoc {
  serverOrClient: string;
  eventName: string;
  accountId?: string | null;
  customerEmail?: string | null;
  cartToken?: string | null;
  lineItems: Array<{ sku: string; price?: number; quantity: number; price_map?: number; price_msrp?: number }>;
  createdAt?: Date;
}

const checkoutEventSchema = new Schema<CheckoutEventDoc>(
  {
    serverOrClient: String,
    eventName: String,
    accountId: String,
    customerEmail: String,
    cartToken: String,
    lineItems: [{ _id: false, sku: String, price: Number, quantity: Number, price_map: Number, price_msrp: Number }],
  },
  {
    collection: 'checkout_events',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
    strictQuery: true,
  },
);
/** CHOICE: funnel events are kept 90 days. */
checkoutEventSchema.index({ createdAt: 1 }, { expireAfterSeconds: 90 * 24 * 3600 });

export function cartModels(connection: mongoose.Connection) {
  return {
    Cart: modelOn<CartDoc>(connection, 'Cart', cartSchema),
    CheckoutEvent: modelOn<CheckoutEventDoc>(connection, 'CheckoutEvent', checkoutEventSchema),
  };
}

export type CartModels = ReturnType<typeof cartModels>;
