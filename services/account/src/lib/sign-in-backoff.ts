import mongoose, { Schema } from 'mongoose';
import type { Request, RequestHandler, Response } from 'express';
import { modelOn, trusted } from '@storefront/service-platform';

/** Failed sign-ins of one (account, address) pair. */
export interface PairFailures {
  failures: number;
  lastFailureAt: Date;
}

/** Where pair failures are kept: MongoDB (shared by replicas, kept across restarts) or memory (tests). */
export interface PairFailureStore {
  get(key: string): Promise<PairFailures | undefined>;
  /** Counts one more failure now; the record is forgotten `forgetAfterMs` after its last failure. */
  recordFailure(key: string, now: Date, forgetAfterMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

export interface BackoffPolicy {
  /** Failures a pair may have before its next attempt must wait. */
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * How long after its last failure a pair must wait before trying again: nothing while it has at most `freeFailures`
 * failures, then the base delay doubling with each further failure, capped.
 */
export function backoffDelayMs(failures: number, policy: BackoffPolicy): number {
  if (failures < policy.freeFailures || failures <= 0) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 30);
  return Math.min(policy.baseDelayMs * 2 ** doublings, policy.maxDelayMs);
}

export class MemoryPairFailureStore implements PairFailureStore {
  private readonly records = new Map<string, PairFailures & { forgetAt: number }>();

  async get(key: string): Promise<PairFailures | undefined> {
    const record = this.records.get(key);
    if (!record || record.forgetAt <= Date.now()) return undefined;
    return { failures: record.failures, lastFailureAt: record.lastFailureAt };
  }

  async recordFailure(key: string, now: Date, forgetAfterMs: number): Promise<void> {
    const previous = await this.get(key);
    this.records.set(key, {
      failures: (previous?.failures ?? 0) + 1,
      lastFailureAt: now,
      forgetAt: now.getTime() + forgetAfterMs,
    });
  }

  async clear(key: string): Promise<void> {
    this.records.delete(key);
  }
}

interface PairFailureDoc {
  _id: string;
  failures: number;
  lastFailureAt: Date;
  forgetAt: Date;
}

const pairFailureSchema = new Schema<PairFailureDoc>(
  {
    _id: { type: String, required: true },
    failures: { type: Number, default: 0 },
    lastFailureAt: { type: Date, required: true },
    forgetAt: { type: Date, required: true },
  },
  { collection: 'sign_in_failures', versionKey: false, strictQuery: true },
);
pairFailureSchema.index({ forgetAt: 1 }, { expireAfterSeconds: 0 });

export class MongoPairFailureStore implements PairFailureStore {
  private readonly Failure: mongoose.Model<PairFailureDoc>;

  constructor(connection: mongoose.Connection) {
    this.Failure = modelOn<PairFailureDoc>(connection, 'SignInPairFailure', pairFailureSchema);
  }

  async get(key: string): Promise<PairFailures | undefined> {
    const doc = await this.Failure.findById(key).lean<PairFailureDoc>();
    if (!doc || doc.forgetAt.getTime() <= Date.now()) return undefined;
    return { failures: doc.failures, lastFailureAt: doc.lastFailureAt };
  }

  async recordFailure(key: string, now: Date, forgetAfterMs: number): Promise<void> {
    const forgetAt = new Date(now.getTime() + forgetAfterMs);
    // A record past its time (the TTL monitor runs once a minute) starts again from zero.
    await this.Failure.deleteOne({ _id: key, forgetAt: trusted({ $lte: now }) });
    await this.Failure.updateOne(
      { _id: key },
      { $inc: { failures: 1 }, $set: { lastFailureAt: now, forgetAt } },
      { upsert: true },
    );
  }

  async clear(key: string): Promise<void> {
    await this.Failure.deleteOne({ _id: key });
  }
}

export interface SignInBackoffOptions {
  store: PairFailureStore;
  policy: BackoffPolicy;
  /** A pair's failures are forgotten this long after its last one. */
  forgetAfterMs: number;
  /** The account an attempt is for (null when the request names none: the sign-in handler answers it). */
  accountOf: (req: Request) => string | null;
  /** Answers an attempt that came too early (after the wait in whole seconds). */
  refuse: (res: Response, retryAfterSeconds: number) => void;
}

export interface SignInBackoff {
  /** Refuses an attempt of a pair that is still waiting, before any password is checked. */
  check: RequestHandler;
  failed(req: Request, account: string): Promise<void>;
  succeeded(req: Request, account: string): Promise<void>;
}

/**
 * Slows password guessing per (account, client address) without locking the account: each pair gets a few free
 * failures, then waits longer after each one. The owner, at another address, is not slowed.
 */
export function signInBackoff(opts: SignInBackoffOptions): SignInBackoff {
  const keyOf = (req: Request, account: string) => `${account}|${req.ip ?? 'unknown'}`;
  return {
    check: (req, res, next) => {
      const account = opts.accountOf(req);
      if (account === null) return next();
      opts.store.get(keyOf(req, account)).then((record) => {
        if (!record) return next();
        const readyAt = record.lastFailureAt.getTime() + backoffDelayMs(record.failures, opts.policy);
        const waitMs = readyAt - Date.now();
        if (waitMs <= 0) return next();
        opts.refuse(res, Math.max(1, Math.ceil(waitMs / 1000)));
      }, next);
    },
    failed: (req, account) => opts.store.recordFailure(keyOf(req, account), new Date(), opts.forgetAfterMs),
    succeeded: (req, account) => opts.store.clear(keyOf(req, account)),
  };
}
