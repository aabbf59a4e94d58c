import { Schema } from 'mongoose';
import type { CardBrandCode } from '@storefront/shared-domain';
import type { CardOutcome } from '../lib/test-cards';

/** What is kept of a card: never its number or CVC. `outcome` is what a charge on it comes to (lib/test-cards.ts). */
export interface CardSummary {
  brand: CardBrandCode;
  last4: string;
  exp_month: number;
  exp_year: number;
  outcome: CardOutcome;
}

export const cardSummarySchema = new Schema<CardSummary>(
  {
    brand: { type: String, required: true, enum: ['visa', 'amex', 'discover', 'mastercard'] },
    last4: { type: String, required: true, match: /^\d{4}$/ },
    exp_month: { type: Number, required: true, min: 1, max: 12 },
    exp_year: { type: Number, required: true },
    outcome: { type: String, required: true, enum: ['succeeds', 'declines', 'fails', 'settles_later'] },
  },
  { _id: false, strict: 'throw' },
);

/** The card as the API answers it. */
export const publicCard = (card: CardSummary) => ({
  brand: card.brand,
  last4: card.last4,
  exp_month: card.exp_month,
  exp_year: card.exp_year,
});
