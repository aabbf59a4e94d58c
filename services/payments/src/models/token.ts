import type mongoose from 'mongoose';
import type { CardSummary } from './card-summary';
import { cardSummarySchema } from './card-summary';
import { modelOn } from '@storefront/service-platform';
import { providerObjectSchema } from './provider-object';

/** A single-use token the hosted fields made: `tok_…`, good for one charge or one payment method, until it expires. */
export interface TokenDoc {
  _id: string;
  card: CardSummary;
  created_at: Date;
  expires_at: Date;
  /** Set when a charge or a payment method used it: what used it (a repeat of that same call may see it again). */
  used_by: string | null;
}

const tokenSchema = providerObjectSchema<TokenDoc>('tokens', {
  card: { type: cardSummarySchema, required: true },
  created_at: { type: Date, required: true },
  expires_at: { type: Date, required: true },
  used_by: { type: String, default: null },
});

export const tokenModel = (c: mongoose.Connection) => modelOn<TokenDoc>(c, 'Token', tokenSchema);
