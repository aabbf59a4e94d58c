// Payments behind a provider interface (issue 11): checkout charges through `PaymentProvider`; the built-in test
// provider answers the test cards payment providers document, so everything runs here. A production adapter
// implements the same interface and is wired in main.ts; checkout does not change.
import { randomBytes } from 'node:crypto';
import { cardBrand, cardBrandCode, cardDigits, isCardExpired } from '@storefront/shared-domain';
import type { CardBrandCode } from '@storefront/shared-domain';

export interface CardCharge {
  kind: 'card';
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  nameOnCard: string;
}

/** A saved card's provider token (the account service keeps it; the card number never reaches this service). */
export interface TokenCharge {
  kind: 'token';
  token: string;
  brand: CardBrandCode;
  last4: string;
}

export interface ChargeRequest {
  /** In dollars, rounded to cents. */
  amount: number;
  currency: 'USD';
  source: CardCharge | TokenCharge;
  /** Passed to the provider so a retried charge is not taken twice. */
  idempotencyKey: string;
  description: string;
}

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string; brand: CardBrandCode | null; last4: string }
  | { status: 'declined'; reason: string }
  | { status: 'failed'; reason: string };

export interface PaymentProvider {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives a succeeded charge back (an order that could not be recorded after its charge). */
  refund(chargeId: string): Promise<void>;
}

/** The provider cannot be reached: 503 payment_unavailable, nothing charged. */
export class PaymentUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentUnavailableError';
  }
}

/** The test cards payment providers document (Stripe's): any future expiry, any CVC. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declines: '4000000000000002',
  fails: '4000000000000119',
} as const;

/**
 * The built-in provider. 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (card_declined),
 * 4000 0000 0000 0119 fails (processing_error); an expired card is declined (expired_card) and any other number is
 * declined as a real provider in test mode does. Saved-card tokens of the account service's test provider succeed.
 * It keeps nothing; only the brand and the last 4 digits leave it.
 */
export function createTestPaymentProvider(clock: () => Date = () => new Date()): PaymentProvider {
  const charged = new Set<string>();
  const ok = (brand: CardBrandCode | null, last4: string): ChargeResult => {
    const chargeId = `ch_test_${randomBytes(12).toString('hex')}`;
    charged.add(chargeId);
    return { status: 'succeeded', chargeId, brand, last4 };
  };
  return {
    charge({ source }) {
      if (source.kind === 'token') {
        if (!source.token.startsWith('tok_test_'))
          return Promise.resolve({ status: 'declined', reason: 'invalid_token' });
        return Promise.resolve(ok(source.brand, source.last4));
      }
      const digits = cardDigits(source.number);
      const now = clock();
      if (isCardExpired(source.expMonth, source.expYear, now))
        return Promise.resolve({ status: 'declined', reason: 'expired_card' });
      if (digits === TEST_CARDS.fails) return Promise.resolve({ status: 'failed', reason: 'processing_error' });
      if (digits !== TEST_CARDS.succeeds) return Promise.resolve({ status: 'declined', reason: 'card_declined' });
      return Promise.resolve(ok(cardBrandCode(cardBrand(digits)), digits.slice(-4)));
    },
    refund(chargeId) {
      charged.delete(chargeId);
      return Promise.resolve();
    },
  };
}
