import { HttpError } from '@storefront/service-platform';
import { cardBrand, cardBrandCode, cardDigits } from '@storefront/shared-domain';
import type { NewCardInput, SavedCard } from '@storefront/shared-domain';
import { toSavedCard } from '../models/card';
import type { CardDoc } from '../models/card';
import { CardRejectedError } from '../lib/payment-provider';
import type { PaymentProvider } from '../lib/payment-provider';
import { MAX_CARDS_PER_ACCOUNT, assertExpiryYearOffered, makeDefault, makeDefaultIfNone } from './cards';
import type { CardModel } from './cards';

/**
 * Saves a card: the provider tokenizes the number (the number and CVC are not kept); the first card, or one asked to
 * be, becomes the default.
 */
export async function addCard(
  Card: CardModel,
  provider: PaymentProvider,
  accountId: string,
  input: NewCardInput,
  now: Date,
): Promise<SavedCard> {
  const count = await Card.countDocuments({ account_id: accountId });
  if (count >= MAX_CARDS_PER_ACCOUNT) {
    throw new HttpError(409, 'card_limit_reached', `At most ${MAX_CARDS_PER_ACCOUNT} cards can be saved`);
  }
  const digits = cardDigits(input.card_number);
  const brand = cardBrandCode(cardBrand(digits));
  if (!brand) {
    throw new HttpError(
      400,
      'unsupported_card_brand',
      'Only Visa, Mastercard, American Express and Discover cards are accepted',
    );
  }
  assertExpiryYearOffered(input.exp_year, now);
  let tokenized;
  try {
    tokenized = await provider.tokenizeCard({
      number: digits,
      exp_month: input.exp_month,
      exp_year: input.exp_year,
      cvc: input.cvc,
    });
  } catch (err) {
    if (err instanceof CardRejectedError) throw new HttpError(400, err.code, err.message);
    throw err;
  }
  const card = await Card.create({
    account_id: accountId,
    token: tokenized.token,
    card_brand: brand,
    card_no: tokenized.last4,
    exp_month: input.exp_month,
    exp_year: input.exp_year,
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
