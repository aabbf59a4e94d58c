import { randomBytes } from 'node:crypto';
import { cardBrand, cardBrandCode } from '@storefront/shared-domain';
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

export function digitsOf(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** Luhn checksum (every card number of the 4 brands carries one). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month. */
export function isCardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

export const TEST_TOKEN_PREFIX = 'tok_test_';

/**
 * The built-in provider for development and tests: checks the number like a real provider would (Luhn, brand,
 * expiry) and hands out `tok_test_<random>` tokens that no real processor accepts. It keeps nothing.
 */
export function createTestPaymentProvider(clock: () => Date = () => new Date()): PaymentProvider {
  return {
    tokenizeCard(card) {
      const digits = digitsOf(card.number);
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
