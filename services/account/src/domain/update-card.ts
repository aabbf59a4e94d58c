import { isCardExpired } from '@storefront/shared-domain';
import { HttpError } from '@storefront/service-platform';
import type { CardUpdate, SavedCard } from '@storefront/shared-domain';
import { toSavedCard } from '../models/card';
import type { CardDoc } from '../models/card';
import type { CardExpiry, PaymentProvider } from '../lib/payment-provider';
import { askProvider, assertExpiryYearOffered, findOwnCard, makeDefault } from './cards';
import type { CardModel } from './cards';

/** The card's expiry after the update, refused (before anything changes) when expired or not offered. */
function checkUpdate(card: CardDoc, update: CardUpdate, now: Date): CardExpiry {
  const expiry = { exp_month: update.exp_month ?? card.exp_month, exp_year: update.exp_year ?? card.exp_year };
  if (update.exp_month !== undefined || update.exp_year !== undefined) {
    assertExpiryYearOffered(expiry.exp_year, now);
    if (isCardExpired(expiry.exp_month, expiry.exp_year, now)) {
      throw new HttpError(400, 'card_expired', 'The card has expired');
    }
  }
  if (update.is_default_card === 0 && card.is_default_card === 1) {
    throw new HttpError(400, 'default_card_required', 'Make another card the default instead');
  }
  return expiry;
}

/**
 * A new expiry goes to the provider first: charges use its copy, so ours changes only once the provider took it, and
 * then as the provider answers it (brand, last 4 and expiry).
 */
async function expiryFields(provider: PaymentProvider, card: CardDoc, expiry: CardExpiry) {
  if (expiry.exp_month === card.exp_month && expiry.exp_year === card.exp_year) return expiry;
  const method = await askProvider(
    () => provider.updateCardExpiry(card.token, expiry),
    'Cards cannot be changed right now; please try again shortly',
  );
  return { card_brand: method.brand, card_no: method.last4, exp_month: method.exp_month, exp_year: method.exp_year };
}

/** Changes a card's expiry (at the provider too), nickname ('' clears it) or default flag. */
export async function updateCard(
  Card: CardModel,
  provider: PaymentProvider,
  accountId: string,
  cardId: string,
  update: CardUpdate,
  now: Date,
): Promise<SavedCard> {
  const card = await findOwnCard(Card, accountId, cardId);
  const set: Record<string, unknown> = { ...(await expiryFields(provider, card, checkUpdate(card, update, now))) };
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
