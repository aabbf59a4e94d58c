import { isCardExpired } from '@storefront/shared-domain';
import { HttpError } from '@storefront/service-platform';
import type { CardUpdate, SavedCard } from '@storefront/shared-domain';
import { toSavedCard } from '../models/card';
import type { CardDoc } from '../models/card';
import { assertExpiryYearOffered, findOwnCard, makeDefault } from './cards';
import type { CardModel } from './cards';

/** Changes a card's expiry, nickname ('' clears it) or default flag. */
export async function updateCard(
  Card: CardModel,
  accountId: string,
  cardId: string,
  update: CardUpdate,
  now: Date,
): Promise<SavedCard> {
  const card = await findOwnCard(Card, accountId, cardId);
  const expMonth = update.exp_month ?? card.exp_month;
  const expYear = update.exp_year ?? card.exp_year;
  if (update.exp_month !== undefined || update.exp_year !== undefined) {
    assertExpiryYearOffered(expYear, now);
    if (isCardExpired(expMonth, expYear, now)) throw new HttpError(400, 'card_expired', 'The card has expired');
  }
  if (update.is_default_card === 0 && card.is_default_card === 1) {
    throw new HttpError(400, 'default_card_required', 'Make another card the default instead');
  }
  const set: Record<string, unknown> = { exp_month: expMonth, exp_year: expYear };
  const unset: Record<string, ''> = {};
  if (update.card_nickname === '') unset.card_nickname = '';
  else if (update.card_nickname !== undefined) set.card_nickname = update.card_nickname;
  if (update.is_default_card === 1) await makeDefault(Card, accountId, card._id);
  const updated = await Card.findOneAndUpdate(
    { _id: card._id, account_id: accountId },
    { $set: set, ...(Object.keys(unset).length ? { $unset: unset } : {}) },
    { new: true },
  ).lean<CardDoc>();
  if (!updated) throw new HttpError(404, 'card_not_found', 'No such saved card');
  return toSavedCard(updated);
}
