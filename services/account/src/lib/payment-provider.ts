import { randomBytes } from 'node:crypto';
import { cardBrand, cardBrandCode, cardDigits, isCardExpired, passesLuhn } from '@storefront/shared-domain';
import type { CardBrandCode } from '@storefront/shared-domain';

export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export interface TokenizedCard {
  /** What checkout charges later; the only trace of the card number the service keeps. */
  token: string;
  brand: CardBrandCode;
  last4: string;
}

/**
 * The payment provider as the account service needs it: turn card details into a reusable token (the full number
 * and the CVC go to the provider and nowhere else) and forget a token when its card is deleted.
 */
export interface PaymentProvider {
  tokenizeCard(card: CardDetails): Promise<TokenizedCard>;
  deleteToken(token: string): Promise<void>;
}

export type CardRejection = 'invalid_card_number' | 'unsupported_card_brand' | 'card_expired';

/** A card the provider refuses; the routes answer it as a 400 with this code. */
export class CardRejectedError extends Error {
  readonly code: CardRejection;
  constructor(code: CardRejection, message: string) {
    super(message);
    this.name = 'CardRejectedError';
    this.code = code;
  }
}

export const TEST_TOKEN_PREFIX = 'tok_test_';

/**
 * The built-in provider for development and tests: checks the number like a real provider would (Luhn, brand,
 * expiry) and hands out `tok_test_<random>` tokens that no real processor accepts. It keeps nothing.
 */
export function createTestPaymentProvider(clock: () => Date = () => new Date()): PaymentProvider {
  return {
    tokenizeCard(card) {
      const digits = cardDigits(card.number);
      if (!passesLuhn(digits)) {
        return Promise.reject(new CardRejectedError('invalid_card_number', 'The card number is not valid'));
      }
      const brand = cardBrandCode(cardBrand(digits));
      if (!brand) {
        return Promise.reject(
          new CardRejectedError(
            'unsupported_card_brand',
            'Only Visa, Mastercard, American Express and Discover cards are accepted',
          ),
        );
      }
      if (isCardExpired(card.exp_month, card.exp_year, clock())) {
        return Promise.reject(new CardRejectedError('card_expired', 'The card has expired'));
      }
      return Promise.resolve({
        token: `${TEST_TOKEN_PREFIX}${randomBytes(12).toString('hex')}`,
        brand,
        last4: digits.slice(-4),
      });
    },
    deleteToken() {
      return Promise.resolve();
    },
  };
}
