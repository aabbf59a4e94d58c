import mongoose, { Schema } from 'mongoose';
import { modelOn } from '@storefront/service-platform';
import type { OrderDoc } from './order';

/**
 * One run of checkout for a cart: the order it will record (priced, numbered) and how far it got. Payment is charged
 * once per attempt (its id is the provider's idempotency key and names the stock reservation), the order is written
 * once (orders.checkout_id) and the cart is emptied once (only while the attempt holds it), so an attempt cut off
 * anywhere is finished or voided by recovery without a second charge or an order nobody paid for.
 */
export interface CheckoutAttemptDoc {
  _id: string;
  /** The keyed request that started it ('<scope>/<Idempotency-Key>'): a retry of the same key resumes it. */
  operation: string;
  cart_token: string;
  account_id: string | null;
  /** started -> charged -> ordered; or started -> failed (nothing charged, stock given back) / voided (by recovery). */
  state: 'started' | 'charged' | 'ordered' | 'failed' | 'voided';
  /** The order as it will be recorded, without its payment. */
  order: Omit<OrderDoc, 'payment'>;
  /** The skus the order takes out of the cart. */
  skus: string[];
  /** What to reserve in the catalog (pre-orders and the donation take no stock). */
  stock: Array<{ sku: string; quantity: number }>;
  payment?: { brand: string | null; last4: string; chargeId: string } | null;
  createdAt?: Date;
  updatedAt?: Date;
}

const attemptSchema = new Schema<CheckoutAttemptDoc>(
  {
    _id: { type: String, required: true },
    operation: { type: String, required: true },
    cart_token: { type: String, required: true },
    account_id: { type: String, default: null },
    state: { type: String, enum: ['started', 'charged', 'ordered', 'failed', 'voided'], required: true },
    order: { type: Schema.Types.Mixed, required: true },
    skus: { type: [String], default: [] },
    stock: { type: [{ _id: false, sku: String, quantity: Number }], default: [] },
    payment: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'checkout_attempts', versionKey: false, timestamps: true, strictQuery: true },
);
attemptSchema.index({ operation: 1, createdAt: -1 });
attemptSchema.index({ state: 1, updatedAt: 1 });
/** CHOICE: an attempt (it holds the buyer's addresses) is kept 30 days; recovery ends open ones within minutes. */
attemptSchema.index({ createdAt: 1 }, { expireAfterSeconds: 30 * 24 * 3600 });

export function checkoutModels(connection: mongoose.Connection) {
  return { CheckoutAttempt: modelOn<CheckoutAttemptDoc>(connection, 'CheckoutAttempt', attemptSchema) };
}

export type CheckoutAttemptModel = ReturnType<typeof checkoutModels>['CheckoutAttempt'];
