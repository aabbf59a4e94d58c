// Payments behind a provider interface: checkout charges through `PaymentProvider`; the built-in test
// provider answers the test cards payment providers document, so everything runs here. A production adapter
// implements the same interface and is wired in main.ts; checkout does not change.
import { randomBytes } from 'node:crypto';
import type { mongo } from 'mongoose';
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
  /**
   * Charges once per idempotency key, as real providers do: a repeat with the same key answers the first outcome
   * (a declined card stays declined) and takes nothing again.
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** What a charge with this key came to, or null when none was taken: how recovery learns the fate of a lost call. */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
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

/** A charge as a provider records it, by idempotency key. */
export interface StoredCharge {
  _id: string;
  amount: number;
  result: ChargeResult;
  refunded: boolean;
}

/**
 * Where the test provider keeps its charges. In memory by default; `npm start` gives it a collection, so that, like a
 * real provider, it remembers charges across a restart of the cart service (what checkout recovery relies on).
 */
export interface ChargeLedger {
  /** Inserts the charge unless its key is taken; answers the charge stored under the key either way. */
  record(charge: StoredCharge): Promise<StoredCharge>;
  find(idempotencyKey: string): Promise<StoredCharge | null>;
  markRefunded(chargeId: string): Promise<void>;
}

export function memoryChargeLedger(): ChargeLedger {
  const byKey = new Map<string, StoredCharge>();
  return {
    record(charge) {
      if (!byKey.has(charge._id)) byKey.set(charge._id, charge);
      return Promise.resolve(byKey.get(charge._id) as StoredCharge);
    },
    find: (key) => Promise.resolve(byKey.get(key) ?? null),
    markRefunded(chargeId) {
      for (const c of byKey.values())
        if (c.result.status === 'succeeded' && c.result.chargeId === chargeId) c.refunded = true;
      return Promise.resolve();
    },
  };
}

export function collectionChargeLedger(collection: mongo.Collection<StoredCharge>): ChargeLedger {
  return {
    async record(charge) {
      await collection.updateOne({ _id: charge._id }, { $setOnInsert: charge }, { upsert: true });
      return (await collection.findOne({ _id: charge._id })) ?? charge;
    },
    find: (key) => collection.findOne({ _id: key }),
    async markRefunded(chargeId) {
      await collection.updateOne({ 'result.chargeId': chargeId }, { $set: { refunded: true } });
    },
  };
}

/** The test cards' outcome for a source, before any idempotency. */
function testOutcome(source: ChargeRequest['source'], now: Date): ChargeResult {
  const ok = (brand: CardBrandCode | null, last4: string): ChargeResult => ({
    status: 'succeeded',
    chargeId: `ch_test_${randomBytes(12).toString('hex')}`,
    brand,
    last4,
  });
  if (source.kind === 'token') {
    if (!source.token.startsWith('tok_test_')) return { status: 'declined', reason: 'invalid_token' };
    return ok(source.brand, source.last4);
  }
  const digits = cardDigits(source.number);
  if (isCardExpired(source.expMonth, source.expYear, now)) return { status: 'declined', reason: 'expired_card' };
  if (digits === TEST_CARDS.fails) return { status: 'failed', reason: 'processing_error' };
  if (digits !== TEST_CARDS.succeeds) return { status: 'declined', reason: 'card_declined' };
  return ok(cardBrandCode(cardBrand(digits)), digits.slice(-4));
}

/**
 * The built-in provider. 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (card_declined),
 * 4000 0000 0000 0119 fails (processing_error); an expired card is declined (expired_card) and any other number is
 * declined as a real provider in test mode does. Saved-card tokens of the account service's test provider succeed.
 * Only the outcome (brand, last 4 digits) is kept, by idempotency key.
 */
export function createTestPaymentProvider(
  clock: () => Date = () => new Date(),
  ledger: ChargeLedger = memoryChargeLedger(),
): PaymentProvider {
  return {
    async charge({ source, amount, idempotencyKey }) {
      const stored = await ledger.record({
        _id: idempotencyKey,
        amount,
        result: testOutcome(source, clock()),
        refunded: false,
      });
      if (stored.amount !== amount) throw new Error('idempotency key reused with another amount');
      return stored.result;
    },
    async findCharge(idempotencyKey) {
      return (await ledger.find(idempotencyKey))?.result ?? null;
    },
    refund: (chargeId) => ledger.markRefunded(chargeId),
  };
}
