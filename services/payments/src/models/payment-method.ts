import type mongoose from 'mongoose';
import type { CardSummary } from './card-summary';
import { cardSummarySchema } from './card-summary';
import { modelOn } from '@storefront/service-platform';
import { providerObjectSchema } from './provider-object';

/** A reusable card (`pm_…`) made from a token: what a store saves for a shopper. */
export interface PaymentMethodDoc {
  _id: string;
  card: CardSummary;
  /** The token it was made from: attaching the same token again answers this one (a retried call). */
  token: string;
  created_at: Date;
  detached: boolean;
}

const paymentMethodSchema = providerObjectSchema<PaymentMethodDoc>('payment_methods', {
  card: { type: cardSummarySchema, required: true },
  token: { type: String, required: true, unique: true },
  created_at: { type: Date, required: true },
  detached: { type: Boolean, default: false },
});

export const paymentMethodModel = (c: mongoose.Connection) =>
  modelOn<PaymentMethodDoc>(c, 'PaymentMethod', paymentMethodSchema);
