import { createHash } from 'node:crypto';
import { HttpError } from '@storefront/service-platform';
import type { IdempotencyKeyModel, StoredAnswer } from '../models/idempotency';
import { CART_LIMITS } from './limits';

export interface KeyedRequest {
  /** The Idempotency-Key header; null runs the write unkeyed. */
  key: string | null;
  /** Whose key it is: 'account:<id>' or 'guest'. */
  scope: string;
  /** The operation and its validated input; the same key with a different one is refused. */
  operation: unknown;
}

/** How long a repeat waits for the first request with its key to answer before it is told to retry. */
const WAIT_FOR_FIRST_MS = 5_000;
const POLL_MS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isDuplicateKey = (err: unknown) => (err as { code?: unknown })?.code === 11000;

export const hashOperation = (operation: unknown) =>
  createHash('sha256').update(JSON.stringify(operation)).digest('hex');

/**
 * Runs a write at most once per Idempotency-Key (Stripe-style): the key record is inserted (unique on key + scope)
 * BEFORE the write, so of concurrent requests with one key exactly one applies it, even the very first add that
 * creates the cart; the others wait for its answer and get that answer. The same key with another operation is 422
 * 'idempotency_key_reused'. A failed write releases its key so a retry can apply it. A key whose request died
 * mid-write is taken over after a lease; `apply` receives the key so the cart write itself can also refuse to apply
 * twice (the cart's `ops`).
 */
export async function applyOnce(
  keys: IdempotencyKeyModel,
  { key, scope, operation }: KeyedRequest,
  apply: (key: string | null) => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  if (!key) return apply(null);
  await keys.init(); // the unique index must exist before the first insert
  const hash = hashOperation(operation);
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  let lockedAt: Date | null = null;
  while (!lockedAt) {
    const now = new Date();
    try {
      await keys.create({ key, scope, hash, state: 'pending', lockedAt: now });
      lockedAt = now;
      break;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    const record = await keys.findOne({ key, scope }).lean();
    if (!record) continue; // expired or released meanwhile: try to take it again
    if (record.hash !== hash) {
      throw new HttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for another request');
    }
    if (record.state === 'done' && record.answer) return record.answer;
    if (now.getTime() - new Date(record.lockedAt).getTime() > CART_LIMITS.idempotencyLeaseMs) {
      const taken = await keys.updateOne(
        { key, scope, state: 'pending', lockedAt: record.lockedAt },
        { $set: { lockedAt: now } },
      );
      if (taken.modifiedCount === 1) lockedAt = now;
      continue;
    }
    if (Date.now() > deadline) {
      throw new HttpError(409, 'idempotency_key_in_use', 'A request with this Idempotency-Key is still running, retry');
    }
    await sleep(POLL_MS);
  }
  let answer: StoredAnswer;
  try {
    answer = await apply(key);
  } catch (err) {
    await keys.deleteOne({ key, scope, lockedAt }).catch(() => undefined);
    throw err;
  }
  await keys.updateOne({ key, scope, lockedAt }, { $set: { state: 'done', answer } });
  return answer;
}
