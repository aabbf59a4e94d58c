import type express from 'express';
import session from 'express-session';
import MongoStore from 'connect-mongo';
import { csrfSync } from 'csrf-sync';
import type { Request } from 'express';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import {
  AUDIT_JOB,
  MAIL_JOB,
  attachJobQueue,
  createJobQueue,
  createServiceApp,
  mailJobHandler,
  mailerFor,
  randomId,
  refuseCardData,
} from '@storefront/service-platform';
import type { JobQueue, Mailer, ServiceDeps } from '@storefront/service-platform';
import type { AuditEntry } from '@storefront/shared-domain/admin';
import { ID_LENGTHS } from '@storefront/shared-domain';
import { loadAccountConfig } from './config';
import type { AccountConfig } from './config';
import { accountModels } from './models/user';
import type { PublicUser } from './models/user';
import { cardModel } from './models/card';
import { garageModel } from './models/garage';
import { dealerModel } from './models/dealer';
import { dealerApplicationModel } from './models/dealer-application';
import { pendingSignUpModel } from './models/pending-sign-up';
import { auditEntryModel } from './models/audit-entry';
import type { AuditEntryModel } from './models/audit-entry';
import { storeAuditEntry } from './domain/audit-log';
import { credentialsVerifier } from './domain/verify-credentials';

import { knownDevices } from './lib/known-device';
import { accountLimiters } from './lib/limiters';
import { endOtherSessionsInCollection, endOtherSessionsInStore } from './lib/other-sessions';
import { createTestPaymentProvider } from './lib/payment-provider';
import { httpPaymentProvider } from './clients/payments';
import type { PaymentProvider } from './lib/payment-provider';
import { SESSION_COOKIE, CREDENTIALS_PROVIDER, authRouter } from './routes/auth';
import type { AuthProviderId } from './routes/auth';
import { accountRouter } from './routes/account';
import { garageRouter } from './routes/garage';
import { dealersRouter } from './routes/dealers';
import { internalRouter } from './routes/internal';
import { adminRouter } from './routes/admin';
import { auditEntrySchema } from './routes/admin-schemas';
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
const SESSIONS_COLLECTION = 'sessions';

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
  signUpMailsPerEmail?: number;
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
  /** Sends the sign-up emails (default: from the configuration, see mailerFor). */
  mailer?: Mailer;
}

/** One Passport instance per app (no global state between apps/tests): email and password, the account id kept. */
function passportFor(models: ReturnType<typeof accountModels>): InstanceType<typeof Passport> {
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

  return passport;
}

/** Sessions in MongoDB (connect-mongo on the service's connection) unless the options give a store. */
function sessionStoreOf(connection: AccountDeps['connection'], given: session.Store | undefined, maxAge: number) {
  const sessionStore =
    given ??
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
  const endOtherSessions = given
    ? endOtherSessionsInStore(given)
    : endOtherSessionsInCollection(connection, SESSIONS_COLLECTION);
  return { sessionStore, endOtherSessions };
}

/** The numbers of the service's limits: the options' where given, else the configuration's. */
function limitsOf(o: AccountOptions, config: AccountConfig) {
  return {
    windowMs: o.signInWindowMs ?? config.signInWindowMs,
    signInLimitPerIp: o.signInLimitPerIp ?? config.signInLimitPerIp,
    signInFailuresPerAccount: o.signInFailuresPerAccount ?? config.signInFailuresPerAccount,
    signUpMailsPerEmail: o.signUpMailsPerEmail ?? config.signUpMailsPerEmail,
    backoffPolicy: {
      freeFailures: o.signInFreeFailuresPerPair ?? config.signInFreeFailuresPerPair,
      baseDelayMs: o.signInDelayBaseMs ?? config.signInDelayBaseMs,
      maxDelayMs: o.signInDelayMaxMs ?? config.signInDelayMaxMs,
    },
    csrfLimitPerMinute: o.csrfLimitPerMinute ?? config.csrfLimitPerMinute,
    dealerApplicationsPerHour: o.dealerApplicationsPerHour ?? config.dealerApplicationsPerHour,
  };
}

/** The session-bound CSRF token (on top of the platform's double-submit token), from the body or x-csrf-token. */
function sessionCsrf() {
  return csrfSync({
    getTokenFromRequest: (req: Request) => {
      const fromBody = (req.body as { csrfToken?: unknown } | undefined)?.csrfToken;
      if (typeof fromBody === 'string') return fromBody;
      const header = req.headers['x-csrf-token'];
      return typeof header === 'string' ? header : undefined;
    },
    errorConfig: { statusCode: 403, message: 'Invalid or missing CSRF token', code: 'invalid_csrf_token' },
  });
}

/** The session secret: required in production, the development one elsewhere when none is set. */
function sessionSecretOf(deps: AccountDeps, config: AccountConfig): string {
  const secret = deps.options?.sessionSecret ?? config.sessionSecret;
  if (!secret && config.production) throw new Error('SESSION_SECRET is required in production');
  if (!secret) deps.logger?.warn('SESSION_SECRET not set: using the development secret');
  return secret ?? DEV_SESSION_SECRET;
}

/** Production runs on the development stand-ins only when nothing else is given: the logs say so. */
function warnAboutStandIns(deps: AccountDeps, config: AccountConfig): void {
  if (!deps.paymentProvider && !config.payments && config.production) {
    deps.logger?.warn('no payment provider given: saved cards use the built-in test provider');
  }
  if (!deps.mailer && !config.mail.smtpUrl && config.production) {
    deps.logger?.warn('ACCOUNT_SMTP_URL is not set: sign-up confirmation emails cannot reach anyone');
  }
}

/** The session cookie and its store, the known-device cookie, and ending a user's other sessions. */
function sessionsOf(connection: AccountDeps['connection'], o: AccountOptions, secret: string, maxAge: number) {
  const cookieOptions: ServiceCookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: 'auto' };
  const { sessionStore, endOtherSessions } = sessionStoreOf(connection, o.sessionStore, maxAge);
  const devices = knownDevices({ secret, cookieOptionsFor: (req) => cookieOptionsFor(cookieOptions, req) });
  const sessionMiddleware = session({
    name: SESSION_COOKIE,
    secret,
    // spec 2 §9: a session id is 21 characters.
    genid: () => randomId(ID_LENGTHS.sessionId),
    resave: false,
    saveUninitialized: false,
    cookie: { ...cookieOptions, maxAge },
    store: sessionStore,
  });
  return { cookieOptions, endOtherSessions, devices, sessionMiddleware };
}

/** What the routers are built from. */
interface AccountWiring {
  deps: AccountDeps;
  config: AccountConfig;
  options: AccountOptions;
  clock: () => Date;
  models: ReturnType<typeof accountModels>;
  Card: ReturnType<typeof cardModel>;
  Dealer: ReturnType<typeof dealerModel>;
  DealerApplication: ReturnType<typeof dealerApplicationModel>;
  PendingSignUp: ReturnType<typeof pendingSignUpModel>;
  paymentProvider: PaymentProvider;
  mailer: Mailer;
  sessions: ReturnType<typeof sessionsOf>;
  passport: InstanceType<typeof Passport>;
  csrf: ReturnType<typeof sessionCsrf>;
  limiters: ReturnType<typeof accountLimiters>;
  Audit: AuditEntryModel;
  /** Emails and audit entries, after the request (one queue per app: jobQueueOf(app)). */
  queue: JobQueue;
}

/** The service's job queue: emails through its mailer, and its own audit entries stored straight into the log. */
function jobQueueFor(deps: AccountDeps, mailer: Mailer, Audit: AuditEntryModel): JobQueue {
  return createJobQueue(deps.connection, {
    logger: deps.logger,
    handlers: {
      [MAIL_JOB]: mailJobHandler(mailer),
      [AUDIT_JOB]: async (payload: never) => {
        await storeAuditEntry(Audit, auditEntrySchema.parse(payload) as AuditEntry);
      },
    },
  });
}

export function createApp(deps: AccountDeps, config: AccountConfig = loadAccountConfig()): express.Express {
  const o = deps.options ?? {};
  const secret = sessionSecretOf(deps, config);
  warnAboutStandIns(deps, config);
  const clock = deps.clock ?? (() => new Date());
  const connection = deps.connection;
  const models = accountModels(connection);
  const paymentProvider =
    deps.paymentProvider ?? (config.payments ? httpPaymentProvider(config.payments) : createTestPaymentProvider(clock));
  const mailer = deps.mailer ?? mailerFor(config.mail, deps.logger);
  const sessions = sessionsOf(connection, o, secret, o.sessionMaxAgeMs ?? config.sessionMaxAgeMs);
  const Audit = auditEntryModel(connection);
  const wiring: AccountWiring = {
    Audit,
    queue: jobQueueFor(deps, mailer, Audit),
    deps,
    config,
    options: o,
    clock,
    models,
    Card: cardModel(connection),
    Dealer: dealerModel(connection),
    DealerApplication: dealerApplicationModel(connection),
    PendingSignUp: pendingSignUpModel(connection),
    paymentProvider,
    mailer,
    sessions,
    passport: passportFor(models),
    csrf: sessionCsrf(),
    limiters: accountLimiters({
      connection,
      models,
      devices: sessions.devices,
      memory: o.rateLimitStore === 'memory',
      ...limitsOf(o, config),
    }),
  };
  const app = createServiceApp({
    name: SERVICE_NAME,
    connection,
    logger: deps.logger,
    mount: (mounted) => mountRouters(mounted, wiring),
  });
  attachJobQueue(app, wiring.queue);
  return app;
}

function mountRouters(app: express.Express, w: AccountWiring): void {
  for (const prefix of ['/api/auth', '/api/account']) {
    app.use(prefix, w.sessions.sessionMiddleware, w.passport.initialize(), w.passport.session());
  }
  app.use('/api/auth', authRouterOf(w));
  // Card data never reaches this service (the provider's card fields tokenise it): refused before the routes read it.
  app.use('/api/account/cards', refuseCardData);
  app.use(
    '/api/account/garage',
    garageRouter({ Garage: garageModel(w.deps.connection), csrfProtection: w.csrf.csrfSynchronisedProtection }),
  );
  app.use('/api/account', accountRouterOf(w));
  app.use('/api/dealers', dealersRouter(w.Dealer));
  app.use('/api/internal', internalRouter({ Card: w.Card, Audit: w.Audit }));
  app.use(
    '/api/admin',
    adminRouter({
      models: w.models,
      DealerApplication: w.DealerApplication,
      Audit: w.Audit,
      queue: w.queue,
      clock: w.clock,
      publicOrigin: w.config.publicOrigin,
    }),
  );
}

function authRouterOf(w: AccountWiring) {
  const { deps, config, options: o, clock, models, sessions, limiters } = w;
  return authRouter({
    passport: w.passport,
    models,
    providers: o.providers ?? [CREDENTIALS_PROVIDER],
    csrfProtection: w.csrf.csrfSynchronisedProtection,
    generateCsrfToken: w.csrf.generateToken,
    signInIpLimiter: limiters.signInIpLimiter,
    signUpIpLimiter: limiters.signUpIpLimiter,
    signUpEmailLimiter: limiters.signUpEmailLimiter,
    signUp: {
      models,
      PendingSignUp: w.PendingSignUp,
      publicOrigin: config.publicOrigin,
      clock,
      bcryptRounds: o.bcryptRounds,
    },
    mailer: w.mailer,
    accountLimiter: limiters.accountLimiter,
    devices: sessions.devices,
    signInBackoff: limiters.backoff,
    secondFactorBackoff: limiters.secondFactorBackoff,
    clock,
    csrfLimiter: limiters.csrfLimiter,
    guestSessionMaxAgeMs: o.guestSessionMaxAgeMs ?? config.guestSessionMaxAgeMs,
    logLimiter: limiters.logLimiter,
    cookieOptions: sessions.cookieOptions,
    bcryptRounds: o.bcryptRounds,
    logger: deps.logger,
  });
}

function accountRouterOf(w: AccountWiring) {
  return accountRouter({
    models: w.models,
    Card: w.Card,
    DealerApplication: w.DealerApplication,
    paymentProvider: w.paymentProvider,
    csrfProtection: w.csrf.csrfSynchronisedProtection,
    dealerApplicationLimiter: w.limiters.dealerApplicationLimiter,
    endOtherSessions: w.sessions.endOtherSessions,
    clock: w.clock,
    bcryptRounds: w.options.bcryptRounds,
    logger: w.deps.logger,
  });
}

export { accountModels } from './models/user';
export { seed, DEV_ACCOUNTS } from './seed';
export { loadAccountConfig } from './config';
export type { AccountConfig } from './config';
export { createTestPaymentProvider } from './lib/payment-provider';
export type { CardExpiry, PaymentProvider, SavedPaymentMethod } from './lib/payment-provider';
