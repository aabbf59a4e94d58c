// The account service's rate limits and sign-in slow-down: per client address (req.ip, the address the gateway signed),
// per account and per (account, address), in MongoDB (limits hold across restarts and replicas) or in memory (tests).
import type express from 'express';
import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Options as RateLimitOptions } from 'express-rate-limit';
import type mongoose from 'mongoose';
import { errorBody, MongoRateLimitStore, requestLimiter } from '@storefront/service-platform';
import type { AccountModels, PublicUser } from '../models/user';
import { emailSchema } from '../routes/schemas';
import { secondFactorAccountOf } from '../routes/second-factor';
import type { KnownDevices } from './known-device';
import { MemoryPairFailureStore, MongoPairFailureStore, signInBackoff } from './sign-in-backoff';
import type { BackoffPolicy } from './sign-in-backoff';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export interface AccountLimitsOptions {
  connection: mongoose.Connection;
  models: AccountModels;
  devices: KnownDevices;
  /** Counters in memory (tests) instead of MongoDB. */
  memory: boolean;
  windowMs: number;
  signInLimitPerIp: number;
  signInFailuresPerAccount: number;
  signUpMailsPerEmail: number;
  backoffPolicy: BackoffPolicy;
  csrfLimitPerMinute: number;
  dealerApplicationsPerHour: number;
}

/** The account an attempt names (normalized email), or null when it names none. */
export function signInAccountOf(req: Request): string | null {
  const parsed = emailSchema.safeParse((req.body as { email?: unknown } | undefined)?.email);
  return parsed.success ? parsed.data : null;
}

/** Whether the attempt comes from a browser that signed in to the account it names before. */
function fromOwnersDevice(models: AccountModels, devices: KnownDevices) {
  return async (req: Request): Promise<boolean> => {
    const email = signInAccountOf(req);
    if (email === null || !devices.presented(req)) return false;
    const user = await models.User.findOne({ email }, { account_id: 1 }).lean<Pick<PublicUser, 'account_id'>>();
    return user !== null && devices.vouchesFor(req, user.account_id);
  };
}

/**
 * Whether the request already has a stored session. saveUninitialized is off, so only a session holding something
 * (a token, a signed-in account) was stored; a new one holds nothing but its cookie.
 */
function hasStoredSession(req: Request): boolean {
  return Object.keys(req.session ?? {}).some((key) => key !== 'cookie');
}

/** The pieces every limiter of the service is built from. */
function limiterKit({ connection, memory }: Pick<AccountLimitsOptions, 'connection' | 'memory'>) {
  const limiterStore = (prefix: string) => (memory ? undefined : new MongoRateLimitStore(connection, prefix));
  const sendTooMany = (res: express.Response, message: string) => {
    res.set('Cache-Control', 'no-store');
    res.status(429).json(errorBody('too_many_requests', message));
  };
  const tooMany =
    (message: string): RequestHandler =>
    (_req, res) => {
      sendTooMany(res, message);
    };
  const perIp = (
    prefix: string,
    limit: number,
    windowMs: number,
    message: string,
    extra: Partial<RateLimitOptions> = {},
  ) => requestLimiter({ connection, name: prefix.replace(/:$/, ''), limit, windowMs, message, memory, extra });
  return { perIp, tooMany, sendTooMany, limiterStore };
}

type LimiterKit = ReturnType<typeof limiterKit>;

const SIGN_IN_TOO_MANY = 'Too many sign-in attempts, please try again later';

/** A progressive delay per (account, address) pair, the account read by `accountOf`. */
function pairBackoff(kit: LimiterKit, opts: AccountLimitsOptions, accountOf: (req: Request) => string | null) {
  return signInBackoff({
    store: opts.memory ? new MemoryPairFailureStore() : new MongoPairFailureStore(opts.connection),
    policy: opts.backoffPolicy,
    forgetAfterMs: opts.windowMs,
    accountOf,
    refuse: (res, retryAfterSeconds) => {
      res.set('Retry-After', String(retryAfterSeconds));
      kit.sendTooMany(res, SIGN_IN_TOO_MANY);
    },
  });
}

/** Sign-in and sign-up: per address, per account (not for the owner's own browser), per (account, address). */
function signInLimiters(kit: LimiterKit, opts: AccountLimitsOptions) {
  const { perIp, tooMany, limiterStore } = kit;
  const { models, devices, windowMs, signInLimitPerIp } = opts;
  const signInTooMany = SIGN_IN_TOO_MANY;
  const signInIpLimiter = perIp('signin-ip:', signInLimitPerIp, windowMs, signInTooMany);
  const signUpTooMany = 'Too many sign-ups, please try again later';
  const signUpIpLimiter = perIp('signup-ip:', signInLimitPerIp, windowMs, signUpTooMany);
  // Each sign-up sends an email to the address it names (a link, or a note that the account exists): few per address
  // and hour, whoever asks, so the form cannot flood an inbox. New and existing emails count alike, so a 429 tells
  // nothing either. Only answered requests count (a form refused for its password sends nothing).
  const signUpEmailLimiter = rateLimit({
    windowMs: HOUR_MS,
    limit: opts.signUpMailsPerEmail,
    standardHeaders: false,
    legacyHeaders: false,
    skipFailedRequests: true,
    keyGenerator: (req) => signInAccountOf(req) ?? 'invalid-email',
    validate: { keyGeneratorIpFallback: false },
    store: limiterStore('signup-email:'),
    handler: tooMany('Too many sign-ups for this email, please try again later'),
  });
  // The global cap per account, across addresses, slows a distributed guesser. The owner's browser (it signed in
  // before) is not held to it, so filling the cap cannot lock the owner out.
  const accountLimiter = rateLimit({
    windowMs,
    limit: opts.signInFailuresPerAccount,
    standardHeaders: false,
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    // Only a wrong password counts (a plain form's failure is a redirect, so the sign-in handler marks it).
    requestWasSuccessful: (_req, res) => res.locals.signInFailed !== true,
    keyGenerator: (req) => signInAccountOf(req) ?? 'invalid-email',
    validate: { keyGeneratorIpFallback: false },
    skip: fromOwnersDevice(models, devices),
    store: limiterStore('signin-account:'),
    handler: tooMany(signInTooMany),
  });
  // Slows each (account, address) pair after a few failures; the owner at another address is not slowed.
  const backoff = pairBackoff(kit, opts, signInAccountOf);
  // Wrong second-factor codes slow the pair down on their own count: giving the right password again must not clear it.
  const secondFactorBackoff = pairBackoff(kit, opts, secondFactorAccountOf);
  return { signInIpLimiter, signUpIpLimiter, signUpEmailLimiter, accountLimiter, backoff, secondFactorBackoff };
}

/** Every limiter the routers take. */
export function accountLimiters(opts: AccountLimitsOptions) {
  const kit = limiterKit(opts);
  const { perIp } = kit;
  const logLimiter = perIp('client-log:', 60, 60_000, 'Too many requests');
  // Only a token request that starts a (short) stored session counts: one with a session mints nothing new, and is
  // never refused, so guests starting sessions cannot block sign-in for others behind the same address.
  const csrfLimiter = perIp(
    'csrf-new-session-ip:',
    opts.csrfLimitPerMinute,
    MINUTE_MS,
    'Too many requests, please try again later',
    { skip: hasStoredSession },
  );
  // Only stored applications count: a visitor fixing a typo is not locked out.
  const dealerApplicationLimiter = perIp(
    'dealer-application-ip:',
    opts.dealerApplicationsPerHour,
    HOUR_MS,
    'Too many dealer applications, please try again later',
    { skipFailedRequests: true },
  );

  return { ...signInLimiters(kit, opts), logLimiter, csrfLimiter, dealerApplicationLimiter };
}
