import mongoose, { Schema } from 'mongoose';
import type { Types } from 'mongoose';
import type { SavedCard } from '@storefront/shared-domain';
import { modelOn } from '@storefront/service-platform';

/**
 * A saved card: the provider's token and what the tiles show. Never the full number or the CVC (they go to the
 * payment provider and are forgotten).
 */
export interface CardDoc {
  _id: Types.ObjectId;
  account_id: string;
  token: string;
  card_brand: SavedCard['card_brand'];
  /** Last 4 digits only. */
  card_no: string;
  exp_month: number;
  exp_year: number;
  card_nickname?: string;
  is_default_card: 0 | 1;
  createdAt: Date;
  updatedAt: Date;
}

const cardSchema = new Schema<CardDoc>(
  {
    account_id: { type: String, required: true, index: true },
    token: { type: String, required: true },
    card_brand: { type: String, required: true, enum: ['visa', 'amex', 'discover', 'mastercard'] },
    card_no: { type: String, required: true, match: /^\d{4}$/ },
    exp_month: { type: Number, required: true, min: 1, max: 12 },
    exp_year: { type: Number, required: true },
    card_nickname: { type: String, maxlength: 50 },
    is_default_card: { type: Number, enum: [0, 1], default: 0 },
  },
  { collection: 'cards', versionKey: false, timestamps: true, strict: 'throw', strictQuery: true },
);

/**
 * At most one default card per account, kept by the database: two requests making different cards the default at once
 * cannot both win (domain/cards.ts makeDefault retries the one the index refuses).
 */
export const ONE_DEFAULT_INDEX = 'one_default_card_per_account';
cardSchema.index(
  { account_id: 1, is_default_card: 1 },
  { name: ONE_DEFAULT_INDEX, unique: true, partialFilterExpression: { is_default_card: 1 } },
);

/** The card as answers show it (no token, no account id). */
export function toSavedCard(card: CardDoc): SavedCard {
  return {
    id: card._id.toHexString(),
    card_brand: card.card_brand,
    card_no: card.card_no,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    ...(card.card_nickname ? { card_nickname: card.card_nickname } : {}),
    is_default_card: card.is_default_card,
    updated_at: card.updatedAt.toISOString(),
  };
}

export function cardModel(connection: mongoose.Connection) {
  return modelOn<CardDoc>(connection, 'Card', cardSchema);
}
