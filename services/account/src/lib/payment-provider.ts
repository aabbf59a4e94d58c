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

export interface CardExpiry {
  exp_month: number;
  exp_year: number;
}

export interface PaymentProvider {
  /** Makes a reusable payment method of a card-fields token. */
  attachCard(token: string): Promise<SavedPaymentMethod>;
  /** Gives a saved card a new expiry at the provider (what a charge on it uses); answers the card as it now is. */
  updateCardExpiry(paymentMethodId: string, expiry: CardExpiry): Promise<SavedPaymentMethod>;
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

/** The provider no longer knows a saved card (forgotten there): the shopper enters it again. */
export const unusableCard = () =>
  new CardRejectedError('invalid_token', 'This card can no longer be used; delete it and enter it again');

/** `tok_test_<brand>_<last4>_<mm>_<yyyy>`: a test token that names its card (tests of this service alone). */
const TEST_TOKEN = /^tok_test_(visa|mastercard|amex|discover)_(\d{4})_(\d{2})_(\d{4})$/;

export const testToken = (brand: CardBrandCode, last4: string, month: number, year: number) =>
  `tok_test_${brand}_${last4}_${String(month).padStart(2, '0')}_${year}`;

/** `pm_test_<brand>_<last4>_<hex>`: the id names its card, so the test provider can answer an update keeping nothing. */
const TEST_METHOD = /^pm_test_(visa|mastercard|amex|discover)_(\d{4})_[0-9a-f]{24}$/;

const expired = () => Promise.reject(new CardRejectedError('card_expired', 'The card has expired'));

/**
 * The in-process provider for this service's tests: answers test tokens that name their card (testToken), refuses an
 * expired one, and hands out `pm_test_…` ids that name their card too. It keeps nothing.
 */
export function createTestPaymentProvider(clock: () => Date = () => new Date()): PaymentProvider {
  return {
    updateCardExpiry(paymentMethodId, { exp_month, exp_year }) {
      const match = TEST_METHOD.exec(paymentMethodId);
      if (!match) return Promise.reject(unusableCard());
      if (isCardExpired(exp_month, exp_year, clock())) return expired();
      const [, brand, last4] = match;
      return Promise.resolve({ id: paymentMethodId, brand: brand as CardBrandCode, last4, exp_month, exp_year });
    },
    attachCard(token) {
      const match = TEST_TOKEN.exec(token);
      if (!match)
        return Promise.reject(new CardRejectedError('invalid_token', 'The card could not be saved; enter it again'));
      const [, brand, last4, month, year] = match;
      if (!(brand in CARD_BRAND_NAMES))
        return Promise.reject(new CardRejectedError('unsupported_card_brand', 'Unsupported card'));
      if (isCardExpired(Number(month), Number(year), clock())) return expired();
      return Promise.resolve({
        id: `pm_test_${brand}_${last4}_${randomBytes(12).toString('hex')}`,
        brand: brand as CardBrandCode,
        last4,
        exp_month: Number(month),
        exp_year: Number(year),
      });
    },
    detachCard: () => Promise.resolve(),
  };
}
