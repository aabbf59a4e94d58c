import { HttpError, isDuplicateKeyError, randomId, trusted } from '@storefront/service-platform';
import type { PaymentsModels } from '../models';
import type { CardSummary } from '../models/card-summary';
import { publicCharge } from '../models/charge';
import type { ChargeDoc, PublicCharge } from '../models/charge';
import { isCardExpired } from '@storefront/shared-domain';
import { emitEvent } from './events';
import { takeSource } from './take-source';

export interface ChargeInput {
  idempotencyKey: string;
  /** Cents. */
  amount: number;
  currency: string;
  source: string;
  description: string;
}

/** What a charge on this card comes to now (lib/test-cards.ts). */
function outcome(
  card: CardSummary,
  now: Date,
  settleMs: number,
): Pick<ChargeDoc, 'status' | 'failure_code' | 'settles_at'> {
  if (isCardExpired(card.exp_month, card.exp_year, now))
    return { status: 'declined', failure_code: 'expired_card', settles_at: null };
  if (card.outcome === 'declines') return { status: 'declined', failure_code: 'card_declined', settles_at: null };
  if (card.outcome === 'fails') return { status: 'failed', failure_code: 'processing_error', settles_at: null };
  if (card.outcome === 'settles_later') {
    return { status: 'pending', failure_code: null, settles_at: new Date(now.getTime() + settleMs) };
  }
  return { status: 'succeeded', failure_code: null, settles_at: null };
}

function sameRequest(stored: ChargeDoc, input: ChargeInput): ChargeDoc {
  if (stored.amount !== input.amount || stored.source !== input.source || stored.currency !== input.currency) {
    throw new HttpError(409, 'idempotency_key_reused', 'This Idempotency-Key was used with another amount or source');
  }
  return stored;
}

/**
 * Charges once per idempotency key: a repeat (also a concurrent one) answers the first charge and takes nothing again.
 * The unique index on the key decides between two concurrent first calls.
 */
export async function createCharge(
  models: PaymentsModels,
  input: ChargeInput,
  now: Date,
  settleMs: number,
): Promise<PublicCharge> {
  await models.Charge.init();
  const existing = await models.Charge.findOne({ idempotency_key: input.idempotencyKey }).lean<ChargeDoc>();
  if (existing) return publicCharge(sameRequest(existing, input));
  const card = await takeSource(models, input.source, `charge:${input.idempotencyKey}`, now);
  const charge: ChargeDoc = {
    _id: `ch_${randomId(24)}`,
    idempotency_key: input.idempotencyKey,
    amount: input.amount,
    currency: input.currency,
    source: input.source,
    description: input.description,
    card: { brand: card.brand, last4: card.last4 },
    refunded: false,
    created_at: now,
    ...outcome(card, now, settleMs),
  };
  try {
    await models.Charge.create(charge);
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    const first = await models.Charge.findOne({ idempotency_key: input.idempotencyKey }).lean<ChargeDoc>();
    if (!first) throw err;
    return publicCharge(sameRequest(first, input));
  }
  if (charge.status !== 'pending') {
    await emitEvent(
      models,
      charge.status === 'succeeded' ? 'charge.succeeded' : 'charge.failed',
      publicCharge(charge),
      now,
    );
  }
  return publicCharge(charge);
}

/** Pending charges whose time has come succeed, each announced by a charge.succeeded event. */
export async function settleDueCharges(models: PaymentsModels, now: Date): Promise<number> {
  const due = await models.Charge.find({ status: 'pending', settles_at: trusted({ $lte: now }) }).lean<ChargeDoc[]>();
  let settled = 0;
  for (const charge of due) {
    const done = await models.Charge.findOneAndUpdate(
      { _id: charge._id, status: 'pending' },
      { $set: { status: 'succeeded', settles_at: null } },
      { new: true },
    ).lean<ChargeDoc>();
    if (!done) continue; // another sweep settled it
    await emitEvent(models, 'charge.succeeded', publicCharge(done), now);
    settled += 1;
  }
  return settled;
}
