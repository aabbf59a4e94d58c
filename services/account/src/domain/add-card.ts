import { HttpError } from '@storefront/service-platform';
import type { NewCardInput, SavedCard } from '@storefront/shared-domain';
import { toSavedCard } from '../models/card';
import type { CardDoc } from '../models/card';
import type { PaymentProvider } from '../lib/payment-provider';
import { MAX_CARDS_PER_ACCOUNT, askProvider, makeDefault, makeDefaultIfNone } from './cards';
import type { CardModel } from './cards';

/**
 * Saves a card from the token of the provider's card fields: the provider makes it a reusable payment method and says
 * its brand, last 4 digits and expiry, which the tile shows. The first card, or one asked to be, becomes the default.
 */
export async function addCard(
  Card: CardModel,
  provider: PaymentProvider,
  accountId: string,
  input: NewCardInput,
): Promise<SavedCard> {
  const count = await Card.countDocuments({ account_id: accountId });
  if (count >= MAX_CARDS_PER_ACCOUNT) {
    throw new HttpError(409, 'card_limit_reached', `At most ${MAX_CARDS_PER_ACCOUNT} cards can be saved`);
  }
  const method = await askProvider(
    () => provider.attachCard(input.token),
    'Cards cannot be saved right now; please try again shortly',
  );
  const card = await Card.create({
    account_id: accountId,
    token: method.id,
    card_brand: method.brand,
    card_no: method.last4,
    exp_month: method.exp_month,
    exp_year: method.exp_year,
    ...(input.card_nickname ? { card_nickname: input.card_nickname } : {}),
    is_default_card: 0,
  });
  // Saved as not the default, then made it through the one-default rule (inserting a default could make a second one).
  if (input.is_default_card !== 1 && count > 0) return toSavedCard(card.toObject());
  if (input.is_default_card === 1) await makeDefault(Card, accountId, card._id);
  else await makeDefaultIfNone(Card, accountId, card._id);
  const saved = await Card.findById(card._id).lean<CardDoc>();
  return toSavedCard(saved ?? card.toObject());
}
