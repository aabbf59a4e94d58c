import type mongoose from 'mongoose';
import type { CardBrandCode } from '@storefront/shared-domain';
import { modelOn } from '@storefront/service-platform';
import { providerObjectSchema } from './provider-object';

export type ChargeStatus = 'succeeded' | 'pending' | 'declined' | 'failed';

/** A charge (`ch_…`), one per idempotency key. */
export interface ChargeDoc {
  _id: string;
  idempotency_key: string;
  /** Cents. */
  amount: number;
  currency: string;
  /** The token or payment method charged (a repeat of the key with another source is refused). */
  source: string;
  description: string;
  status: ChargeStatus;
  failure_code: string | null;
  card: { brand: CardBrandCode; last4: string };
  /** True once the whole amount is refunded. */
  refunded: boolean;
  /** Cents refunded so far (charges stored before partial refunds have none: their `refunded` says all or nothing). */
  amount_refunded?: number;
  created_at: Date;
  /** For a pending charge: when it settles. */
  settles_at: Date | null;
}

const chargeSchema = providerObjectSchema<ChargeDoc>('charges', {
  idempotency_key: { type: String, required: true, unique: true },
  amount: { type: Number, required: true, min: 1 },
  currency: { type: String, required: true },
  source: { type: String, required: true },
  description: { type: String, default: '' },
  status: { type: String, required: true, enum: ['succeeded', 'pending', 'declined', 'failed'] },
  failure_code: { type: String, default: null },
  card: { brand: { type: String, required: true }, last4: { type: String, required: true } },
  refunded: { type: Boolean, default: false },
  amount_refunded: { type: Number, default: 0, min: 0 },
  created_at: { type: Date, required: true },
  settles_at: { type: Date, default: null },
});

export const chargeModel = (c: mongoose.Connection) => modelOn<ChargeDoc>(c, 'Charge', chargeSchema);

/** Cents refunded of a charge, also for one stored before partial refunds. */
export const amountRefundedOf = (c: Pick<ChargeDoc, 'amount' | 'refunded' | 'amount_refunded'>) =>
  c.amount_refunded ?? (c.refunded ? c.amount : 0);

/** The charge as the API answers it. */
export const publicCharge = (c: ChargeDoc) => ({
  id: c._id,
  object: 'charge' as const,
  amount: c.amount,
  currency: c.currency,
  status: c.status,
  failure_code: c.failure_code,
  card: c.card,
  refunded: c.refunded,
  amount_refunded: amountRefundedOf(c),
  idempotency_key: c.idempotency_key,
  description: c.description,
  created: Math.floor(c.created_at.getTime() / 1000),
});
export type PublicCharge = ReturnType<typeof publicCharge>;
