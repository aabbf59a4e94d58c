import mongoose, { Schema } from 'mongoose';
import { modelOn } from '@storefront/service-platform';
import type {
  Order,
  OrderAddress,
  OrderLine,
  OrderStatus,
  ReturnRequest,
  ReturnStatus,
} from '@storefront/shared-domain';

export const ORDER_STATUSES: readonly OrderStatus[] = ['processing', 'shipped', 'delivered', 'cancelled'];
export const RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'received', 'refunded', 'rejected'];

export interface OrderLineDoc extends OrderLine {
  /** Units of this line already asked back in return requests (never more than `quantity`). */
  return_requested: number;
}

/** The order as answered (Order), stored with its date as a Date and what return requests and checkout keep. */
export interface OrderDoc extends Omit<Order, 'created_at' | 'lineItems'> {
  /** The buyer's account; null for a guest's order (guests may check out). */
  account_id: string | null;
  created_at: Date;
  lineItems: OrderLineDoc[];
  /** Optimistic concurrency for return requests: every reservation matches the version it read. */
  version: number;
  /** Orders placed at checkout (seeded orders have none of these). */
  phone?: string;
  shippingMethod?: 'ground' | 'express';
  /** What the provider reported: never the card number or the CVC. */
  payment?: { brand: string | null; last4: string; chargeId: string };
  /** The stock reservation of the order (its id in the catalog). */
  reservationId?: string | null;
  /** The checkout attempt that placed it (at most one order per attempt). */
  checkout_id?: string;
}

/** A return request as answered (ReturnRequest), stored under its Mongo id with its date as a Date. */
export interface ReturnDoc extends Omit<ReturnRequest, 'id' | 'created_at'> {
  _id: mongoose.Types.ObjectId;
  account_id: string;
  created_at: Date;
  /** Idempotency-Key of the request that created it (unique per account). */
  idempotency_key?: string;
}

const addressSchema = new Schema<OrderAddress>(
  {
    first_name: String,
    last_name: String,
    phone_number: String,
    address_line_1: String,
    address_line_2: String,
    city: String,
    state_code: String,
    zip_code: String,
    country_code: String,
  },
  { _id: false },
);

const orderLineSchema = new Schema<OrderLineDoc>(
  {
    sku: { type: String, required: true },
    name: { type: String, required: true },
    quantity: { type: Number, required: true, min: 1 },
    price: { type: Number, required: true },
    path: String,
    main_image: String,
    child_items: { type: [{ _id: false, sku: String, quantity: Number }], default: undefined },
    return_requested: { type: Number, default: 0, min: 0 },
  },
  { _id: false },
);

const orderSchema = new Schema<OrderDoc>(
  {
    account_id: { type: String, default: null },
    order_number: { type: String, required: true, unique: true },
    status: { type: String, enum: ORDER_STATUSES, required: true },
    created_at: { type: Date, required: true },
    email: { type: String, required: true },
    lineItems: { type: [orderLineSchema], default: [] },
    subTotal: Number,
    discountsTotal: Number,
    shippingTotal: Number,
    taxTotal: Number,
    final_total: Number,
    billingAddress: addressSchema,
    shippingAddress: addressSchema,
    version: { type: Number, default: 0 },
    phone: String,
    shippingMethod: { type: String, enum: ['ground', 'express'] },
    payment: {
      type: new Schema({ brand: String, last4: String, chargeId: String }, { _id: false }),
      default: undefined,
    },
    reservationId: String,
    checkout_id: String,
  },
  { collection: 'orders', versionKey: false, strictQuery: true },
);
orderSchema.index({ account_id: 1, created_at: -1 });
orderSchema.index({ checkout_id: 1 }, { unique: true, partialFilterExpression: { checkout_id: { $type: 'string' } } });

const returnSchema = new Schema<ReturnDoc>(
  {
    account_id: { type: String, required: true },
    order_number: { type: String, required: true },
    sku: { type: String, required: true },
    name: { type: String, required: true },
    quantity: { type: Number, required: true, min: 1 },
    reason: { type: String, required: true },
    comment: String,
    status: { type: String, enum: RETURN_STATUSES, default: 'requested' },
    created_at: { type: Date, required: true },
    idempotency_key: String,
  },
  { collection: 'return_requests', versionKey: false, strictQuery: true },
);
returnSchema.index({ account_id: 1, created_at: -1 });
returnSchema.index(
  { account_id: 1, idempotency_key: 1 },
  { unique: true, partialFilterExpression: { idempotency_key: { $type: 'string' } } },
);

export function orderModels(connection: mongoose.Connection) {
  return {
    Order: modelOn<OrderDoc>(connection, 'Order', orderSchema),
    ReturnRequest: modelOn<ReturnDoc>(connection, 'ReturnRequest', returnSchema),
  };
}

export type OrderModels = ReturnType<typeof orderModels>;
