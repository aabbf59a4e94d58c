import mongoose, { Schema } from 'mongoose';
import { modelOn } from '@storefront/service-platform';
import type {
  Order,
  OrderAddress,
  OrderLine,
  OrderLineQuantity,
  OrderStatus,
  ReturnRequest,
  ReturnStatus,
  ShipmentCarrier,
} from '@storefront/shared-domain';

export const ORDER_STATUSES: readonly OrderStatus[] = ['placed', 'paid', 'fulfilled', 'delivered', 'cancelled'];
export const RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'received', 'refunded', 'rejected'];

/**
 * What documents stored before the lifecycle said: every order was charged when placed ('processing' = paid) and
 * 'shipped' is fulfilled. They are answered with the new names and matched by both (see domain/order-status.ts).
 */
export const LEGACY_ORDER_STATUSES = { processing: 'paid', shipped: 'fulfilled' } as const;
export type StoredOrderStatus = OrderStatus | keyof typeof LEGACY_ORDER_STATUSES;

export interface OrderLineDoc extends OrderLine {
  /** Units of this line already asked back in return requests (never more than `quantity`). */
  return_requested: number;
  /** Units shipped and units refunded so far (absent: none). */
  shipped?: number;
  refunded?: number;
}

export interface OrderHistoryDoc {
  status: OrderStatus;
  at: Date;
  note?: string;
  /** The staff member's email (absent: the shopper or the system). */
  by?: string;
}

export interface ShipmentDoc {
  id: string;
  carrier: ShipmentCarrier;
  trackingNumber: string;
  lines: OrderLineQuantity[];
  shipped_at: Date;
}

export interface RefundDoc {
  id: string;
  /** Cents. */
  cents: number;
  lines?: OrderLineQuantity[];
  reason: string;
  at: Date;
  return_id?: string;
  /** 'pending' while the provider is asked; a refund the provider refused is taken off again. */
  state: 'pending' | 'succeeded';
}

/** The order as answered (Order), stored with its date as a Date and what return requests and checkout keep. */
export interface OrderDoc extends Omit<
  Order,
  'created_at' | 'lineItems' | 'status' | 'history' | 'shipments' | 'refunds' | 'refundedTotal'
> {
  status: StoredOrderStatus;
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
  history?: OrderHistoryDoc[];
  shipments?: ShipmentDoc[];
  refunds?: RefundDoc[];
  /** Cents refunded (or being refunded) so far: never more than the order's total. */
  refunded_cents?: number;
}

/** A return request as answered (ReturnRequest), stored under its Mongo id with its date as a Date. */
export interface ReturnDoc extends Omit<ReturnRequest, 'id' | 'created_at'> {
  _id: mongoose.Types.ObjectId;
  account_id: string;
  created_at: Date;
  /** Idempotency-Key of the request that created it (unique per account). */
  idempotency_key?: string;
  /** The order's refund that paid it back. */
  refund_id?: string;
  updated_at?: Date;
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
    shipped: { type: Number, min: 0 },
    refunded: { type: Number, min: 0 },
  },
  { _id: false },
);

const quantitiesType = { type: [{ _id: false, sku: String, quantity: Number }], default: undefined };

const historySchema = new Schema<OrderHistoryDoc>(
  { status: { type: String, required: true }, at: { type: Date, required: true }, note: String, by: String },
  { _id: false },
);

const shipmentSchema = new Schema<ShipmentDoc>(
  {
    id: { type: String, required: true },
    carrier: { type: String, required: true },
    trackingNumber: { type: String, required: true },
    lines: quantitiesType,
    shipped_at: { type: Date, required: true },
  },
  { _id: false },
);

const refundSchema = new Schema<RefundDoc>(
  {
    id: { type: String, required: true },
    cents: { type: Number, required: true, min: 1 },
    lines: quantitiesType,
    reason: { type: String, required: true },
    at: { type: Date, required: true },
    return_id: String,
    state: { type: String, enum: ['pending', 'succeeded'], required: true },
  },
  { _id: false },
);

const orderSchema = new Schema<OrderDoc>(
  {
    account_id: { type: String, default: null },
    order_number: { type: String, required: true, unique: true },
    status: { type: String, enum: [...ORDER_STATUSES, ...Object.keys(LEGACY_ORDER_STATUSES)], required: true },
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
    history: { type: [historySchema], default: undefined },
    shipments: { type: [shipmentSchema], default: undefined },
    refunds: { type: [refundSchema], default: undefined },
    refunded_cents: Number,
  },
  { collection: 'orders', versionKey: false, strictQuery: true },
);
orderSchema.index({ account_id: 1, created_at: -1 });
// The back office's list: newest first, by status.
orderSchema.index({ created_at: -1, order_number: -1 });
orderSchema.index({ status: 1, created_at: -1 });
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
    rejection_reason: String,
    refund_amount: Number,
    refund_id: String,
    updated_at: Date,
  },
  { collection: 'return_requests', versionKey: false, strictQuery: true },
);
returnSchema.index({ account_id: 1, created_at: -1 });
returnSchema.index({ status: 1, created_at: -1 });
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
