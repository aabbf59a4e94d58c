// What the card use cases share: finding one's own card and keeping exactly one default.
import mongoose from 'mongoose';
import { HttpError, trusted } from '@storefront/service-platform';
import { DATE_RULES } from '@storefront/shared-domain';
import type { CardDoc, cardModel } from '../models/card';

export type CardModel = ReturnType<typeof cardModel>;

/** Most saved cards an account can hold. */
export const MAX_CARDS_PER_ACCOUNT = 10;

const cardNotFound = () => new HttpError(404, 'card_not_found', 'No such saved card');

/** The account's card with this id; another account's card is answered exactly like a missing one. */
export async function findOwnCard(Card: CardModel, accountId: string, cardId: string): Promise<CardDoc> {
  if (!mongoose.isValidObjectId(cardId) || !/^[a-f0-9]{24}$/i.test(cardId)) throw cardNotFound();
  const card = await Card.findOne({ _id: cardId, account_id: accountId }).lean<CardDoc>();
  if (!card) throw cardNotFound();
  return card;
}

/** Every other card of the account stops being the default. */
export async function unsetOtherDefaults(Card: CardModel, accountId: string, keepId?: mongoose.Types.ObjectId) {
  await Card.updateMany(
    { account_id: accountId, is_default_card: 1, ...(keepId ? { _id: trusted({ $ne: keepId }) } : {}) },
    { $set: { is_default_card: 0 } },
  );
}

/** Expiry years offered run from this year to this year plus 12 (spec 2 §9); later ones are refused. */
export function assertExpiryYearOffered(expYear: number, now: Date) {
  const last = now.getUTCFullYear() + DATE_RULES.yearListSpan;
  if (expYear > last) throw new HttpError(400, 'invalid_expiry', `exp_year: at most ${last}`);
}
