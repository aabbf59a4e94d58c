import type mongoose from 'mongoose';
import { modelOn } from '@storefront/service-platform';
import { providerObjectSchema } from './provider-object';

/** A refund (`re_…`) of part or all of a charge; a repeat of its Idempotency-Key answers it instead of refunding again. */
export interface RefundDoc {
  _id: string;
  charge: string;
  /** Cents. */
  amount: number;
  idempotency_key: string | null;
  created_at: Date;
}

const refundSchema = providerObjectSchema<RefundDoc>('refunds', {
  charge: { type: String, required: true, index: true },
  amount: { type: Number, required: true, min: 1 },
  idempotency_key: { type: String, default: null },
  created_at: { type: Date, required: true },
});
refundSchema.index(
  { idempotency_key: 1 },
  { unique: true, partialFilterExpression: { idempotency_key: { $type: 'string' } } },
);

export const refundModel = (c: mongoose.Connection) => modelOn<RefundDoc>(c, 'Refund', refundSchema);

export const publicRefund = (r: RefundDoc) => ({
  id: r._id,
  object: 'refund' as const,
  charge: r.charge,
  amount: r.amount,
  status: 'succeeded' as const,
  created: Math.floor(r.created_at.getTime() / 1000),
});
export type PublicRefund = ReturnType<typeof publicRefund>;
