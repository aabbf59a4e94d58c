import { HttpError, randomId, type ErrorCode } from '@storefront/service-platform';
import { cardBrand, cardBrandCode, cardDigits, isCardExpired, passesLuhn } from '@storefront/shared-domain';
import { outcomeOf } from '../lib/test-cards';
import { publicCard } from '../models/card-summary';
import type { PaymentsModels } from '../models';

/** A token is good for this long after the shopper typed the card (Stripe's are good for minutes too). */
export const TOKEN_TTL_MS = 15 * 60_000;

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** The card's refusal, answered 402 with the code the hosted fields show a message for (never the number). */
const refused = (code: ErrorCode, message: string) => new HttpError(402, code, message);

function checkCard(card: CardInput, now: Date) {
  const digits = cardDigits(card.number);
  if (!passesLuhn(digits)) throw refused('invalid_number', 'The card number is not valid');
  const brand = cardBrandCode(cardBrand(digits));
  if (!brand) throw refused('unsupported_brand', 'Only Visa, Mastercard, American Express and Discover are accepted');
  if (isCardExpired(card.exp_month, card.exp_year, now)) throw refused('expired_card', 'The card has expired');
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    throw refused('invalid_cvc', `The security code is ${cvcLength} digits`);
  }
  return { brand, last4: digits.slice(-4), outcome: outcomeOf(digits) };
}

/**
 * Tokenises a card typed into the hosted fields: checks it as a processor would and keeps only what the store may
 * see (brand, last 4, expiry) and, for test cards, what a charge on it will come to. The number and CVC end here.
 */
export async function createToken(models: PaymentsModels, card: CardInput, now: Date) {
  const checked = checkCard(card, now);
  const summary = { ...checked, exp_month: card.exp_month, exp_year: card.exp_year };
  const token = await models.Token.create({
    _id: `tok_${randomId(24)}`,
    card: summary,
    created_at: now,
    expires_at: new Date(now.getTime() + TOKEN_TTL_MS),
    used_by: null,
  });
  return { id: token._id, object: 'token' as const, card: publicCard(summary) };
}
