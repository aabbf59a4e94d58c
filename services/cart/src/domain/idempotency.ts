import { createHash } from 'node:crypto';
import { HttpError, isDuplicateKeyError, randomId } from '@storefront/service-platform';
import type { IdempotencyKeyDoc, IdempotencyKeyModel, StoredAnswer } from '../models/idempotency';
import { CART_LIMITS } from './limits';

export interface KeyedRequest {
  /** The Idempotency-Key header; null runs the write unkeyed. */
  key: string | null;
  /** Whose key it is: 'account:<id>' or 'guest'. */
  scope: string;
  /** The operation and its validated input; the same key with a different one is refused. */
  operation: unknown;
  /**
   * A part of the input that a repeat may change after a kept failure, and so run the write again (the payment after
   * a declined card). With the same variant the kept failure is answered again.
   */
  variant?: unknown;
}

export interface ApplyOptions {
  /**
   * The answer to keep for a definite failure (a declined card): every repeat with the same key and body gets it
   * again instead of running the write again. Other failures release the key, so a retry runs the write.
   */
  keepFailure?: (err: unknown) => StoredAnswer | null;
}

/** How long a repeat waits for the first request with its key to answer before it is told to retry. */
const WAIT_FOR_FIRST_MS = 5_000;
const POLL_MS = 20;

/** This process, as the holder of the keys it is running (a record it holds but no longer runs is an orphan). */
const INSTANCE = randomId(12);
/** Requests of this process taking or running each key, counted: while another one holds it, it is alive. */
const running = new Map<string, number>();
const runningId = (key: string, scope: string) => `${scope}\u0000${key}`;
function hold(id: string) {
  running.set(id, (running.get(id) ?? 0) + 1);
}
function letGo(id: string) {
  const left = (running.get(id) ?? 1) - 1;
  if (left > 0) running.set(id, left);
  else running.delete(id);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const hashOperation = (operation: unknown) =>
  createHash('sha256').update(JSON.stringify(operation)).digest('hex');

/**
 * A pending record nobody will finish: its lease ran out, or this process holds it and no request here runs it (the
 * request failed and could not release it, the database being down). Its retry takes it over and runs the write
 * again, which the write's own op key makes apply once: the retry answers what was committed.
 */
function isOrphan(record: IdempotencyKeyDoc, id: string, now: Date) {
  if (now.getTime() - new Date(record.lockedAt).getTime() > CART_LIMITS.idempotencyLeaseMs) return true;
  return record.holder === INSTANCE && (running.get(id) ?? 0) <= 1; // the one left is the asking request
}

/**
 * Runs a write at most once per Idempotency-Key (Stripe-style): the key record is inserted (unique on key + scope)
 * BEFORE the write, so of concurrent requests with one key exactly one applies it, even the very first add that
 * creates the cart; the others wait for its answer and get that answer. The same key with another operation is 422
 * 'idempotency_key_reused'. A failed write releases its key so a retry can apply it, except a failure `keepFailure`
 * keeps. An orphaned key is taken over (isOrphan); `apply` receives the key so the write itself can refuse to apply
 * twice (the cart's `ops`, a checkout's attempt).
 */
export async function applyOnce(
  keys: IdempotencyKeyModel,
  request: KeyedRequest,
  apply: (key: string | null) => Promise<StoredAnswer>,
  options: ApplyOptions = {},
): Promise<StoredAnswer> {
  const { key, scope } = request;
  if (!key) return apply(null);
  const id = runningId(key, scope);
  hold(id);
  try {
    const taken = await takeKey(keys, key, scope, request);
    if ('answer' in taken) return taken.answer;
    return await runHeld(keys, { key, scope, lockedAt: taken.lockedAt }, apply, options);
  } finally {
    letGo(id);
  }
}

type Taken = { lockedAt: Date } | { answer: StoredAnswer };

async function takeKey(keys: IdempotencyKeyModel, key: string, scope: string, request: KeyedRequest): Promise<Taken> {
  await keys.init(); // the unique index must exist before the first insert
  const hash = hashOperation(request.operation);
  const variant = request.variant === undefined ? null : hashOperation(request.variant);
  const id = runningId(key, scope);
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const now = new Date();
    const claim = { state: 'pending' as const, lockedAt: now, holder: INSTANCE, variant };
    try {
      await keys.create({ key, scope, hash, ...claim });
      return { lockedAt: now };
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    const record = await keys.findOne({ key, scope }).lean();
    if (!record) continue; // expired or released meanwhile: try to take it again
    if (record.hash !== hash) {
      throw new HttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for another request');
    }
    if (record.state === 'done' && record.answer) return { answer: record.answer };
    if (record.state === 'failed' && record.answer && record.variant === variant) return { answer: record.answer };
    if (record.state === 'failed' || isOrphan(record, id, now)) {
      const takeover = await keys.updateOne(
        { key, scope, state: record.state, lockedAt: record.lockedAt },
        { $set: claim },
      );
      if (takeover.modifiedCount === 1) return { lockedAt: now };
      continue;
    }
    if (Date.now() > deadline) {
      throw new HttpError(409, 'idempotency_key_in_use', 'A request with this Idempotency-Key is still running, retry');
    }
    await sleep(POLL_MS);
  }
}

async function runHeld(
  keys: IdempotencyKeyModel,
  held: { key: string; scope: string; lockedAt: Date },
  apply: (key: string | null) => Promise<StoredAnswer>,
  { keepFailure }: ApplyOptions,
): Promise<StoredAnswer> {
  let answer: StoredAnswer;
  const lease = renewLease(keys, held);
  try {
    answer = await apply(held.key);
  } catch (err) {
    await lease.stop();
    const kept = keepFailure?.(err) ?? null;
    if (!kept) {
      await keys.deleteOne(held).catch(() => undefined);
      throw err;
    }
    await keys.updateOne(held, { $set: { state: 'failed', answer: kept } }).catch(() => undefined);
    return kept;
  }
  await lease.stop();
  await keys.updateOne(held, { $set: { state: 'done', answer } });
  return answer;
}

/**
 * Moves the held record's `lockedAt` forward every `idempotencyLeaseRenewMs` while the write runs (`held.lockedAt`
 * follows, so the final update still matches). A renewal that matches nothing means a retry took the key over: the
 * write goes on (its op key makes it apply once) and the final update finds nothing, as before.
 */
function renewLease(keys: IdempotencyKeyModel, held: { key: string; scope: string; lockedAt: Date }) {
  let inFlight: Promise<void> = Promise.resolve();
  let lost = false;
  const renew = async () => {
    const lockedAt = new Date();
    const result = await keys.updateOne({ ...held, holder: INSTANCE }, { $set: { lockedAt } });
    if (result.modifiedCount === 1) held.lockedAt = lockedAt;
    else lost = true;
  };
  const timer = setInterval(() => {
    if (lost) return;
    inFlight = inFlight.then(renew).catch(() => undefined); // a database blip: the next tick tries again
  }, CART_LIMITS.idempotencyLeaseRenewMs);
  timer.unref();
  return {
    /** Stops renewing once the renewal under way (if any) has landed. */
    stop: async () => {
      clearInterval(timer);
      await inFlight;
    },
  };
}
