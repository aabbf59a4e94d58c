// The payment provider as the account service needs it. A saved card is made from the single-use token the provider's
// hosted card fields gave the shopper's browser: the provider turns it into a reusable payment method and answers what
// the tiles show (brand, last 4, expiry). The card number and CVC never reach this service.
import { randomBytes } from 'node:crypto';
import { CARD_BRAND_NAMES, isCardExpired } from '@storefront/shared-domain';
import type { CardBrandCode } from '@storefront/shared-domain';

export interface SavedPaymentMethod {
  /** The provider's reusable id (`pm_…`): what checkout charges later; the only handle on the card kept here. */
  id: string;
  brand: CardBrandCode;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface PaymentProvider {
  /** Makes a reusable payment method of a card-fields token. */
  attachCard(token: string): Promise<SavedPaymentMethod>;
  /** Forgets a saved card at the provider (it can no longer be charged). */
  detachCard(paymentMethodId: string): Promise<void>;
}

export type CardRejection = 'invalid_token' | 'unsupported_card_brand' | 'card_expired';

/** A card the provider refuses; the routes answer it as a 400 with this code. */
export class CardRejectedError extends Error {
  readonly code: CardRejection;
  constructor(code: CardRejection, message: string) {
    super(message);
    this.name = 'CardRejectedError';
    this.code = code;
  }
}

/** `tok_test_<brand>_<last4>_<mm>_<yyyy>`: a test token that names its card (tests of this service alone). */
const TEST_TOKEN = /^tok_test_(visa|mastercard|amex|discover)_(\d{4})_(\d{2})_(\d{4})$/;

export const testToken = (brand: CardBrandCode, last4: string, month: number, year: number) =>
  `tok_test_${brand}_${last4}_${String(month).padStart(2, '0')}_${year}`;

/**
 * The in-process provider for this service's tests: answers test tokens that name their card (testToken), refuses an
 * expired one, and hands out `pm_test_…` ids. It keeps nothing.
 */
export function createTestPaymentProvider(clock: () => Date = () => new Date()): PaymentProvider {
  return {
    attachCard(token) {
      const match = TEST_TOKEN.exec(token);
      if (!match)
        return Promise.reject(new CardRejectedError('invalid_token', 'The card could not be saved; enter it again'));
      const [, brand, last4, month, year] = match;
      if (!(brand in CARD_BRAND_NAMES))
        return Promise.reject(new CardRejectedError('unsupported_card_brand', 'Unsupported card'));
      if (isCardExpired(Number(month), Number(year), clock())) {
        return Promise.reject(new CardRejectedError('card_expired', 'The card has expired'));
      }
      return Promise.resolve({
        id: `pm_test_${randomBytes(12).toString('hex')}`,
        brand: brand as CardBrandCode,
        last4,
        exp_month: Number(month),
        exp_year: Number(year),
      });
    },
    detachCard: () => Promise.resolve(),
  };
}
