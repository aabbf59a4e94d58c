import type express from 'express';
import session from 'express-session';
import MongoStore from 'connect-mongo';
import { csrfSync } from 'csrf-sync';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import type { Options as RateLimitOptions } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { createServiceApp, errorBody, MongoRateLimitStore, randomId } from '@storefront/service-platform';
import type { ServiceDeps } from '@storefront/service-platform';
import { ID_LENGTHS } from '@storefront/shared-domain';
import { loadAccountConfig } from './config';
import type { AccountConfig } from './config';
import { accountModels } from './models/user';
import type { AccountModels, PublicUser } from './models/user';
import { cardModel } from './models/card';
import { dealerModel } from './models/dealer';
import { dealerApplicationModel } from './models/dealer-application';
import { credentialsVerifier } from './domain/verify-credentials';

import { MemoryPairFailureStore, MongoPairFailureStore, signInBackoff } from './lib/sign-in-backoff';
import { knownDevices } from './lib/known-device';
import type { KnownDevices } from './lib/known-device';
import { endOtherSessionsInCollection, endOtherSessionsInStore } from './lib/other-sessions';
import { createTestPaymentProvider } from './lib/payment-provider';
import type { PaymentProvider } from './lib/payment-provider';
import { SESSION_COOKIE, CREDENTIALS_PROVIDER, authRouter } from './routes/auth';
import type { AuthProviderId } from './routes/auth';
import { accountRouter } from './routes/account';
import { dealersRouter } from './routes/dealers';
import { internalRouter } from './routes/internal';
import { emailSchema } from './routes/schemas';
import { cookieOptionsFor } from './routes/http';
import type { ServiceCookieOptions } from './routes/http';

export const SERVICE_NAME = 'account-service';

type StoreClient = NonNullable<Parameters<typeof MongoStore.create>[0]['client']>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends PublicUser {}
  }
}

const DEV_SESSION_SECRET = 'storefront-dev-session-secret-not-for-production';
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const SESSIONS_COLLECTION = 'sessions';

/** The account an attempt names (normalized email), or null when it names none. */
function signInAccountOf(req: Request): string | null {
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

/** Overrides for tests and embedding; anything not given comes from the config. */
export interface AccountOptions {
  sessionSecret?: string;
  sessionMaxAgeMs?: number;
  signInWindowMs?: number;
  signInLimitPerIp?: number;
  signInFailuresPerAccount?: number;
  signInFreeFailuresPerPair?: number;
  signInDelayBaseMs?: number;
  signInDelayMaxMs?: number;
  guestSessionMaxAgeMs?: number;
  csrfLimitPerMinute?: number;
  signUpRefusalsPerIp?: number;
  dealerApplicationsPerHour?: number;
  /** Session store (default: connect-mongo on the service's own connection). */
  sessionStore?: session.Store;
  /** Store rate-limit counters in MongoDB (default) or in memory. */
  rateLimitStore?: 'mongo' | 'memory';
  /** Sign-in providers offered (default ['credentials']); [] turns sign-in off (the Configuration error). */
  providers?: readonly AuthProviderId[];
  /** bcrypt cost for new passwords (tests lower it). */
  bcryptRounds?: number;
}

export interface AccountDeps extends ServiceDeps {
  options?: AccountOptions;
  /** Tokenizes saved cards (default: the built-in test provider). */
  paymentProvider?: PaymentProvider;
  /** The time (tests fix it). */
  clock?: () => Date;
}

export function createApp(deps: AccountDeps, config: AccountConfig = loadAccountConfig()): express.Express {
  const o = deps.options ?? {};
  const secret = o.sessionSecret ?? config.sessionSecret;
  if (!secret && config.production) throw new Error('SESSION_SECRET is required in production');
  if (!secret) deps.logger?.warn('SESSION_SECRET not set: using the development secret');
  if (!deps.paymentProvider && config.production) {
    deps.logger?.warn('no payment provider given: saved cards use the built-in test provider');
  }
  const maxAge = o.sessionMaxAgeMs ?? config.sessionMaxAgeMs;
  const windowMs = o.signInWindowMs ?? config.signInWindowMs;
  const signInLimitPerIp = o.signInLimitPerIp ?? config.signInLimitPerIp;
  const clock = deps.clock ?? (() => new Date());
  const paymentProvider = deps.paymentProvider ?? createTestPaymentProvider(clock);

  const connection = deps.connection;
  const models = accountModels(connection);
  const Card = cardModel(connection);
  const Dealer = dealerModel(connection);
  const DealerApplication = dealerApplicationModel(connection);

  const cookieOptions: ServiceCookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: 'auto' };
  const sessionStore =
    o.sessionStore ??
    MongoStore.create({
      // mongoose bundles its own copy of the driver; the client is the same API (connect-mongo accepts mongodb 5-6).
      client: connection.getClient() as unknown as StoreClient,
      dbName: connection.name,
      collectionName: SESSIONS_COLLECTION,
      ttl: Math.round(maxAge / 1000),
      autoRemove: 'native',
      touchAfter: 3600,
      stringify: false,
    });
  const endOtherSessions = o.sessionStore
    ? endOtherSessionsInStore(o.sessionStore)
    : endOtherSessionsInCollection(connection, SESSIONS_COLLECTION);
  const devices = knownDevices({
    secret: secret ?? DEV_SESSION_SECRET,
    cookieOptionsFor: (req) => cookieOptionsFor(cookieOptions, req),
  });
  const sessionMiddleware = session({
    name: SESSION_COOKIE,
    secret: secret ?? DEV_SESSION_SECRET,
    // spec 2 §9: a session id is 21 characters.
    genid: () => randomId(ID_LENGTHS.sessionId),
    resave: false,
    saveUninitialized: false,
    cookie: { ...cookieOptions, maxAge },
    store: sessionStore,
  });

  // One Passport instance per app (no global state between apps/tests).
  const passport = new Passport();
  const verifyCredentials = credentialsVerifier(models);
  passport.use(
    new LocalStrategy({ usernameField: 'email', passwordField: 'password', session: true }, (email, password, done) => {
      verifyCredentials(String(email), String(password)).then((user) => done(null, user ?? false), done);
    }),
  );
  passport.serializeUser((user, done) => done(null, user.account_id));
  passport.deserializeUser((id: unknown, done) => {
    if (typeof id !== 'string') return done(null, false);
    models.User.findOne({ account_id: id })
      .lean<PublicUser>()
      .then((user) => done(null, user ?? false))
      .catch(done);
  });

  const { csrfSynchronisedProtection, generateToken } = csrfSync({
    getTokenFromRequest: (req: Request) => {
      const fromBody = (req.body as { csrfToken?: unknown } | undefined)?.csrfToken;
      if (typeof fromBody === 'string') return fromBody;
      const header = req.headers['x-csrf-token'];
      return typeof header === 'string' ? header : undefined;
    },
    errorConfig: { statusCode: 403, message: 'Invalid or missing CSRF token', code: 'invalid_csrf_token' },
  });

  const limiterStore = (prefix: string) =>
    o.rateLimitStore === 'memory' ? undefined : new MongoRateLimitStore(connection, prefix);
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
    window: number,
    message: string,
    extra: Partial<RateLimitOptions> = {},
  ) =>
    rateLimit({
      windowMs: window,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
      store: limiterStore(prefix),
      handler: tooMany(message),
      ...extra,
    });
  const signInTooMany = 'Too many sign-in attempts, please try again later';
  const signInIpLimiter = perIp('signin-ip:', signInLimitPerIp, windowMs, signInTooMany);
  const signUpTooMany = 'Too many sign-ups, please try again later';
  const signUpIpLimiter = perIp('signup-ip:', signInLimitPerIp, windowMs, signUpTooMany);
  // Each 409 says the email has an account, so an address gets few of them; once over, all its sign-ups wait (were only
  // taken emails refused, the 429 itself would tell).
  const signUpRefusalLimiter = perIp(
    'signup-refused-ip:',
    o.signUpRefusalsPerIp ?? config.signUpRefusalsPerIp,
    windowMs,
    signUpTooMany,
    { skipSuccessfulRequests: true, requestWasSuccessful: (_req, res) => res.statusCode !== 409 },
  );
  // The global cap per account, across addresses, slows a distributed guesser. The owner's browser (it signed in
  // before) is not held to it, so filling the cap cannot lock the owner out.
  const accountLimiter = rateLimit({
    windowMs,
    limit: o.signInFailuresPerAccount ?? config.signInFailuresPerAccount,
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
  const backoff = signInBackoff({
    store: o.rateLimitStore === 'memory' ? new MemoryPairFailureStore() : new MongoPairFailureStore(connection),
    policy: {
      freeFailures: o.signInFreeFailuresPerPair ?? config.signInFreeFailuresPerPair,
      baseDelayMs: o.signInDelayBaseMs ?? config.signInDelayBaseMs,
      maxDelayMs: o.signInDelayMaxMs ?? config.signInDelayMaxMs,
    },
    forgetAfterMs: windowMs,
    accountOf: signInAccountOf,
    refuse: (res, retryAfterSeconds) => {
      res.set('Retry-After', String(retryAfterSeconds));
      sendTooMany(res, signInTooMany);
    },
  });
  const logLimiter = perIp('client-log:', 60, 60_000, 'Too many requests');
  // Only a token request that starts a (short) stored session counts: one with a session mints nothing new, and is
  // never refused, so guests starting sessions cannot block sign-in for others behind the same address.
  const csrfLimiter = perIp(
    'csrf-new-session-ip:',
    o.csrfLimitPerMinute ?? config.csrfLimitPerMinute,
    MINUTE_MS,
    'Too many requests, please try again later',
    { skip: hasStoredSession },
  );
  // Only stored applications count: a visitor fixing a typo is not locked out.
  const dealerApplicationLimiter = perIp(
    'dealer-application-ip:',
    o.dealerApplicationsPerHour ?? config.dealerApplicationsPerHour,
    HOUR_MS,
    'Too many dealer applications, please try again later',
    { skipFailedRequests: true },
  );

  return createServiceApp({
    name: SERVICE_NAME,
    connection,
    logger: deps.logger,
    mount: (app) => {
      for (const prefix of ['/api/auth', '/api/account']) {
        app.use(prefix, sessionMiddleware, passport.initialize(), passport.session());
      }
      app.use(
        '/api/auth',
        authRouter({
          passport,
          models,
          providers: o.providers ?? [CREDENTIALS_PROVIDER],
          csrfProtection: csrfSynchronisedProtection,
          generateCsrfToken: generateToken,
          signInIpLimiter,
          signUpIpLimiter,
          signUpRefusalLimiter,
          accountLimiter,
          devices,
          signInBackoff: backoff,
          csrfLimiter,
          guestSessionMaxAgeMs: o.guestSessionMaxAgeMs ?? config.guestSessionMaxAgeMs,
          logLimiter,
          cookieOptions,
          bcryptRounds: o.bcryptRounds,
          logger: deps.logger,
        }),
      );
      app.use(
        '/api/account',
        accountRouter({
          models,
          Card,
          DealerApplication,
          paymentProvider,
          csrfProtection: csrfSynchronisedProtection,
          dealerApplicationLimiter,
          endOtherSessions,
          clock,
          bcryptRounds: o.bcryptRounds,
          logger: deps.logger,
        }),
      );
      app.use('/api/dealers', dealersRouter(Dealer));
      app.use('/api/internal', internalRouter({ Card }));
    },
  });
}

export { accountModels } from './models/user';
export { seed, DEV_ACCOUNTS } from './seed';
export { loadAccountConfig } from './config';
export type { AccountConfig } from './config';
export { createTestPaymentProvider } from './lib/payment-provider';
export type { PaymentProvider, CardDetails, TokenizedCard } from './lib/payment-provider';
