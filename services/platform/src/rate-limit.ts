// One way to limit requests in every service: counted in MongoDB (limits hold across restarts and replicas) or in
// memory (tests), keyed by the client address the gateway signed unless told otherwise, and answered with the
// platform's error shape (429 too_many_requests) and the draft-8 RateLimit headers.
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Options } from 'express-rate-limit';
import type mongoose from 'mongoose';
import { errorBody } from './errors';
import { MongoRateLimitStore } from './rate-limit-store';

export interface RequestLimitOptions {
  /** The service's connection (where the counters are kept); ignored with `memory`. */
  connection: mongoose.Connection;
  /** Counters are kept under `${name}:`. */
  name: string;
  limit: number;
  windowMs: number;
  /** What a limited client is told. */
  message: string;
  /** Count in memory instead of MongoDB (tests). */
  memory?: boolean;
  /** Whose requests are counted together (default: the client address). */
  key?: (req: Request) => string;
  /** Anything else express-rate-limit takes (skip, skipFailedRequests...). */
  extra?: Partial<Options>;
}

export function requestLimiter(opts: RequestLimitOptions): RequestHandler {
  return rateLimit({
    windowMs: opts.windowMs,
    limit: opts.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: opts.key ?? ((req) => ipKeyGenerator(req.ip ?? 'unknown')),
    ...(opts.key ? { validate: { keyGeneratorIpFallback: false } } : {}),
    store: opts.memory ? undefined : new MongoRateLimitStore(opts.connection, `${opts.name}:`),
    handler: (_req, res) => {
      res.set('Cache-Control', 'no-store');
      res.status(429).json(errorBody('too_many_requests', opts.message));
    },
    ...opts.extra,
  });
}
