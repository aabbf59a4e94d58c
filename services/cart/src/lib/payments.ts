// Payments behind a provider interface: checkout charges through `PaymentProvider`, the one seam between the store
// and whoever takes the money. `npm start` wires the HTTP provider (clients/payments.ts: the test payment provider
// service, or any provider with its API shape); another provider is another implementation chosen in main.ts from
// configuration (README "Card data and PCI scope" says what Stripe's would need). The in-process provider below
// answers Stripe's test tokens, for the cart's own tests. The store never handles card numbers: sources are ids.
import { randomBytes } from 'node:crypto';
import type { CardBrandCode } from '@storefront/shared-domain';
import { UnavailableError } from './unavailable';

/**
 * What is charged: a provider id, never card data. `tok_…` is the single-use token the provider's hosted fields made
 * in the shopper's browser; `pm_…` is a saved card's payment method (the account service keeps it).
 */
export type ChargeSource = string;

export interface ChargeRequest {
  /** In dollars, rounded to cents. */
  amount: number;
  currency: 'USD';
  source: ChargeSource;
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
  /**
   * Gives a succeeded charge back, in full or `amount` of it (an order that could not be recorded after its charge, a
   * cancelled order, a refund staff make). A repeat with the same idempotency key refunds nothing again; asking more
   * than is left throws RefundRefusedError.
   */
  refund(chargeId: string, request?: RefundRequest): Promise<void>;
}

export interface RefundRequest {
  /** In dollars, rounded to cents; absent: all that is not refunded yet. */
  amount?: number;
  idempotencyKey?: string;
}

/** The provider said no to a refund (more than is left, an unknown charge): nothing was refunded. */
export class RefundRefusedError extends Error {}

/** The provider cannot be reached: 503 payment_unavailable, nothing charged. */
export class PaymentUnavailableError extends UnavailableError {}

/** Stripe's test tokens, which the in-process provider answers like the test cards behind them. */
export const TEST_TOKENS = {
  succeeds: 'tok_visa',
  declines: 'tok_chargeDeclined',
  fails: 'tok_chargeDeclinedProcessingError',
} as const;

/** A charge as a provider records it, by idempotency key. */
export interface StoredCharge {
  _id: string;
  amount: number;
  result: ChargeResult;
  refunded: boolean;
  /** Cents refunded so far. */
  refundedCents?: number;
}

/** Where the in-process provider keeps its charges (in memory: tests). */
export interface ChargeLedger {
  /** Inserts the charge unless its key is taken; answers the charge stored under the key either way. */
  record(charge: StoredCharge): Promise<StoredCharge>;
  find(idempotencyKey: string): Promise<StoredCharge | null>;
  /** Refunds `cents` (all that is left when absent) of a succeeded charge; false when that is more than is left. */
  markRefunded(chargeId: string, cents?: number): Promise<boolean>;
}

export function memoryChargeLedger(): ChargeLedger {
  const byKey = new Map<string, StoredCharge>();
  return {
    record(charge) {
      if (!byKey.has(charge._id)) byKey.set(charge._id, charge);
      return Promise.resolve(byKey.get(charge._id) as StoredCharge);
    },
    find: (key) => Promise.resolve(byKey.get(key) ?? null),
    markRefunded(chargeId, cents) {
      const charge = [...byKey.values()].find((c) => c.result.status === 'succeeded' && c.result.chargeId === chargeId);
      if (!charge) return Promise.resolve(false);
      const total = Math.round(charge.amount * 100);
      const left = total - (charge.refundedCents ?? 0);
      const amount = cents ?? left;
      if (amount > left) return Promise.resolve(false);
      charge.refundedCents = (charge.refundedCents ?? 0) + amount;
      charge.refunded = charge.refundedCents === total;
      return Promise.resolve(true);
    },
  };
}

/** The test tokens' outcome for a source, before any idempotency; a saved card's `pm_…` succeeds as a Visa 4242. */
function testOutcome(source: ChargeSource): ChargeResult {
  if (source === TEST_TOKENS.fails) return { status: 'failed', reason: 'processing_error' };
  if (source !== TEST_TOKENS.succeeds && !source.startsWith('pm_'))
    return { status: 'declined', reason: 'card_declined' };
  return { status: 'succeeded', chargeId: `ch_test_${randomBytes(12).toString('hex')}`, brand: 'visa', last4: '4242' };
}

/**
 * The in-process provider, for tests of the cart alone: `tok_visa` and any `pm_…` succeed, `tok_chargeDeclined` and
 * any other token are declined (card_declined), `tok_chargeDeclinedProcessingError` fails (processing_error). Only the
 * outcome is kept, by idempotency key.
 */
export function createTestPaymentProvider(ledger: ChargeLedger = memoryChargeLedger()): PaymentProvider {
  const refundsByKey = new Set<string>();
  return {
    async charge({ source, amount, idempotencyKey }) {
      const stored = await ledger.record({ _id: idempotencyKey, amount, result: testOutcome(source), refunded: false });
      if (stored.amount !== amount) throw new Error('idempotency key reused with another amount');
      return stored.result;
    },
    async findCharge(idempotencyKey) {
      return (await ledger.find(idempotencyKey))?.result ?? null;
    },
    async refund(chargeId, request = {}) {
      if (request.idempotencyKey && refundsByKey.has(request.idempotencyKey)) return;
      const cents = request.amount === undefined ? undefined : Math.round(request.amount * 100);
      if (!(await ledger.markRefunded(chargeId, cents))) throw new RefundRefusedError('refund refused by the provider');
      if (request.idempotencyKey) refundsByKey.add(request.idempotencyKey);
    },
  };
}
