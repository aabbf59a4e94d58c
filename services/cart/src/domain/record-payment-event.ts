// A payment provider's webhook event: kept once by its id (deliveries are at least once), and an asynchronous outcome
// of a checkout whose request is gone is settled at once instead of at the next recovery run.
import type { mongo } from 'mongoose';
import type { CheckoutAttemptDoc } from '../models/checkout';
import type { AttemptDeps } from './checkout-attempt';
import { recoverAttempt } from './checkout-attempt';
import { CART_LIMITS } from './limits';

export interface PaymentEvent {
  id: string;
  type: string;
  data: { id?: string; idempotency_key?: string; status?: string };
}

export interface PaymentEventDoc {
  _id: string;
  type: string;
  charge: string | null;
  received_at: Date;
}

/** Answers false for an event already received. */
export async function recordPaymentEvent(
  deps: AttemptDeps,
  events: mongo.Collection<PaymentEventDoc>,
  event: PaymentEvent,
): Promise<boolean> {
  const now = deps.now?.() ?? new Date();
  const kept = await events.updateOne(
    { _id: event.id },
    { $setOnInsert: { type: event.type, charge: event.data.id ?? null, received_at: now } },
    { upsert: true },
  );
  if (kept.upsertedCount === 0) return false;
  const attemptId = event.data.idempotency_key;
  if (!attemptId || !/^charge\.(succeeded|failed)$/.test(event.type)) return true;
  const attempt = await deps.attempts.findById(attemptId).lean<CheckoutAttemptDoc & { updatedAt?: Date }>();
  // An attempt still inside its hold has a request running it, which hears the outcome itself.
  const stale =
    attempt?.updatedAt && now.getTime() - new Date(attempt.updatedAt).getTime() > CART_LIMITS.checkoutHoldMs;
  if (attempt && attempt.state !== 'ordered' && stale) await recoverAttempt(deps, attemptId);
  return true;
}
