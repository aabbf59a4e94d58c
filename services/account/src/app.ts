import type express from 'express';
import session from 'express-session';
import MongoStore from 'connect-mongo';
import { csrfSync } from 'csrf-sync';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { z } from 'zod';
import { createServiceApp, errorBody, loadConfig } from '@storefront/service-platform';
import type { ServiceDeps } from '@storefront/service-platform';
import { accountModels } from './models/user';
import type { UserDoc } from './models/user';
import { newSessionId } from './ids';
import { DEFAULT_BCRYPT_ROUNDS, hashPassword, verifyPassword } from './passwords';
import { MongoRateLimitStore } from './rate-limit-store';
import { SESSION_COOKIE, accountRouter, authRouter } from './routes/auth';
import { emailSchema } from './routes/schemas';

export const SERVICE_NAME = 'account-service';

type StoreClient = NonNullable<Parameters<typeof MongoStore.create>[0]['client']>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserDoc {}
  }
}

const DEV_SESSION_SECRET = 'storefront-dev-session-secret-not-for-production';

const configSchema = z.object({
  NODE_ENV: z.string().optional(),
  SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters').optional(),
  SESSION_MAX_AGE_DAYS: z.coerce.number().positive().max(365).default(30),
  SIGNIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  SIGNIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  SIGNIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
});

export interface AccountOptions {
  sessionSecret?: string;
  sessionMaxAgeMs?: number;
  signInWindowMs?: number;
  signInLimitPerIp?: number;
  signInFailuresPerAccount?: number;
  /** Session store (default: connect-mongo on the service's own connection). */
  sessionStore?: session.Store;
  /** Store rate-limit counters in MongoDB (default) or in memory. */
  rateLimitStore?: 'mongo' | 'memory';
}

export interface AccountDeps extends ServiceDeps {
  options?: AccountOptions;
}

export function createApp(deps: AccountDeps): express.Express {
  const env = loadConfig(configSchema, process.env);
  const o = deps.options ?? {};
  const secret = o.sessionSecret ?? env.SESSION_SECRET;
  if (!secret && env.NODE_ENV === 'production') {
    throw new Error('SESSION_SECRET is required in production');
  }
  if (!secret) deps.logger?.warn('SESSION_SECRET not set: using the development secret');
  const maxAge = o.sessionMaxAgeMs ?? env.SESSION_MAX_AGE_DAYS * 24 * 3600 * 1000;
  const windowMs = o.signInWindowMs ?? env.SIGNIN_WINDOW_MINUTES * 60 * 1000;

  const { User } = accountModels(deps.connection);
  const connection = deps.connection;

  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: 'auto' as const };
  const sessionMiddleware = session({
    name: SESSION_COOKIE,
    secret: secret ?? DEV_SESSION_SECRET,
    genid: () => newSessionId(),
    resave: false,
    saveUninitialized: false,
    cookie: { ...cookieOptions, maxAge },
    store:
      o.sessionStore ??
      MongoStore.create({
        // mongoose bundles its own copy of the driver; the client is the same API (connect-mongo accepts mongodb 5-6).
        client: connection.getClient() as unknown as StoreClient,
        dbName: connection.name,
        collectionName: 'sessions',
        ttl: Math.round(maxAge / 1000),
        autoRemove: 'native',
        touchAfter: 3600,
        stringify: false,
      }),
  });

  // One Passport instance per app (no global state between apps/tests).
  const passport = new Passport();
  // A hash to compare against when the email is unknown, so both cases take the same time.
  const dummyHash = hashPassword('storefront-timing-equaliser', DEFAULT_BCRYPT_ROUNDS);
  passport.use(
    new LocalStrategy({ usernameField: 'email', passwordField: 'password', session: true }, (email, password, done) => {
      void (async () => {
        const user = await User.findOne({ email: String(email).toLowerCase() })
          .select('+passwordHash')
          .lean<UserDoc>();
        const ok = await verifyPassword(String(password), user?.passwordHash ?? (await dummyHash));
        if (!user || !ok) return done(null, false);
        const { passwordHash: _omit, ...safe } = user;
        return done(null, safe as UserDoc);
      })().catch(done);
    }),
  );
  passport.serializeUser((user, done) => done(null, (user as UserDoc).account_id));
  passport.deserializeUser((id: unknown, done) => {
    if (typeof id !== 'string') return done(null, false);
    User.findOne({ account_id: id })
      .lean<UserDoc>()
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
  const tooMany: RequestHandler = (_req, res) => {
    res.status(429).json(errorBody('too_many_requests', 'Too many sign-in attempts, please try again later'));
  };
  const ipLimiter = rateLimit({
    windowMs,
    limit: o.signInLimitPerIp ?? env.SIGNIN_LIMIT_PER_IP,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    store: limiterStore('signin-ip:'),
    handler: (req, res, next) => tooMany(req, res, next),
  });
  const accountLimiter = rateLimit({
    windowMs,
    limit: o.signInFailuresPerAccount ?? env.SIGNIN_FAILURES_PER_ACCOUNT,
    standardHeaders: false,
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => {
      const parsed = emailSchema.safeParse((req.body as { email?: unknown } | undefined)?.email);
      return parsed.success ? parsed.data : 'invalid-email';
    },
    validate: { keyGeneratorIpFallback: false },
    store: limiterStore('signin-account:'),
    handler: (req, res, next) => tooMany(req, res, next),
  });
  const logLimiter = rateLimit({
    windowMs: 60_000,
    limit: 60,
    standardHeaders: false,
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    store: limiterStore('client-log:'),
    handler: (_req, res) => {
      res.status(429).json(errorBody('too_many_requests', 'Too many requests'));
    },
  });

  return createServiceApp({
    name: SERVICE_NAME,
    connection: deps.connection,
    logger: deps.logger,
    mount: (app) => {
      for (const prefix of ['/api/auth', '/api/account']) {
        app.use(prefix, sessionMiddleware, passport.initialize(), passport.session());
      }
      app.use(
        '/api/auth',
        authRouter({
          passport,
          csrfProtection: csrfSynchronisedProtection,
          generateCsrfToken: generateToken,
          ipLimiter,
          accountLimiter,
          logLimiter,
          cookieOptions,
          logger: deps.logger,
        }),
      );
      app.use('/api/account', accountRouter());
    },
  });
}

export { accountModels } from './models/user';
export { seed, DEV_ACCOUNTS } from './seed';
