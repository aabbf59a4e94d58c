import { Router } from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Passport } from 'passport';
import type { ServiceDeps } from '@storefront/service-platform';
import { HttpError, errorBody, parseOrThrow } from '@storefront/service-platform';
import type { SessionResponse } from '@storefront/shared-domain';
import { toSessionUser } from '../models/user';
import type { UserDoc } from '../models/user';
import { clientLogSchema, credentialsSchema, safeCallbackPath } from './schemas';

type Logger = NonNullable<ServiceDeps['logger']>;

export const SESSION_COOKIE = 'sa_session';
export const CREDENTIALS_PROVIDER = 'credentials';

export interface AuthRouterOptions {
  passport: InstanceType<typeof Passport>;
  csrfProtection: RequestHandler;
  generateCsrfToken: (req: Request, overwrite?: boolean) => string;
  /** Per-IP limiter for sign-in attempts. */
  ipLimiter: RequestHandler;
  /** Per-account limiter (failed attempts per email). */
  accountLimiter: RequestHandler;
  /** Limiter for the client log endpoint. */
  logLimiter: RequestHandler;
  cookieOptions: { httpOnly: boolean; sameSite: 'lax'; path: string; secure: boolean | 'auto' };
  logger?: Logger;
}

function noStore(res: Response) {
  res.set('Cache-Control', 'no-store');
}

function requireCredentialsProvider(req: Request, _res: Response, next: NextFunction) {
  if (req.params.provider !== CREDENTIALS_PROVIDER) {
    next(new HttpError(404, 'unknown_provider', `Unknown sign-in provider ${String(req.params.provider)}`));
    return;
  }
  next();
}

export function authRouter(opts: AuthRouterOptions): Router {
  const router = Router();
  const { passport } = opts;

  // GET /api/auth/session → {} when signed out, else { user, expires } (NextAuth-like).
  router.get('/session', (req, res) => {
    noStore(res);
    const user = req.user as UserDoc | undefined;
    if (!user) {
      res.json({});
      return;
    }
    const expires = req.session?.cookie?.expires;
    const body: SessionResponse = {
      user: toSessionUser(user),
      expires: (expires instanceof Date
        ? expires
        : new Date(Date.now() + (req.session?.cookie?.maxAge ?? 0))
      ).toISOString(),
    };
    res.json(body);
  });

  // GET /api/auth/csrf → { csrfToken } (synchroniser token stored in the session).
  router.get('/csrf', (req, res) => {
    noStore(res);
    res.json({ csrfToken: opts.generateCsrfToken(req) });
  });

  // GET /api/auth/providers (NextAuth-like).
  router.get('/providers', (_req, res) => {
    res.json({
      credentials: {
        id: CREDENTIALS_PROVIDER,
        name: 'Credentials',
        type: 'credentials',
        signinUrl: '/api/auth/signin/credentials',
        callbackUrl: '/api/auth/callback/credentials',
      },
    });
  });

  // POST /api/auth/callback/credentials and /api/auth/signin/credentials: sign in with email + password.
  const signIn: RequestHandler = (req, res, next) => {
    const input = parseOrThrow(credentialsSchema, req.body ?? {}, 'sign-in');
    req.body = { ...req.body, email: input.email, password: input.password };
    passport.authenticate('local', { session: true }, (err: unknown, user: UserDoc | false) => {
      if (err) return next(err);
      if (!user) {
        res.status(401).json(errorBody('invalid_credentials', 'Invalid email or password'));
        return;
      }
      // req.logIn regenerates the session (no fixation) and stores the account id in it.
      req.logIn(user, (loginErr) => {
        if (loginErr) return next(loginErr);
        noStore(res);
        res.json({ ok: true, url: safeCallbackPath(input.callbackUrl), user: toSessionUser(user) });
      });
    })(req, res, next);
  };
  for (const path of ['/callback/:provider', '/signin/:provider']) {
    router.post(path, requireCredentialsProvider, opts.ipLimiter, opts.csrfProtection, opts.accountLimiter, signIn);
  }

  // POST /api/auth/signout: end the session (idempotent), clear the cookie.
  router.post('/signout', opts.csrfProtection, (req, res, next) => {
    req.logout((err) => {
      if (err) return next(err);
      req.session.destroy((destroyErr) => {
        if (destroyErr) return next(destroyErr);
        const { secure, ...rest } = opts.cookieOptions;
        res.clearCookie(SESSION_COOKIE, { ...rest, secure: secure === 'auto' ? req.secure : secure });
        noStore(res);
        res.json({ ok: true, url: '/' });
      });
    });
  });

  // POST /api/auth/_log: client-side auth errors (CLIENT_SESSION_ERROR, CLIENT_FETCH_ERROR) land in the service log.
  router.post('/_log', opts.logLimiter, (req, res) => {
    const entry = parseOrThrow(clientLogSchema, req.body ?? {}, 'log entry');
    const log = (req as { log?: Logger }).log ?? opts.logger;
    log?.warn({ client: { level: entry.level, code: entry.code, message: entry.message } }, 'client auth log');
    res.status(204).end();
  });

  return router;
}

export function accountRouter(): Router {
  const router = Router();
  const requireUser: RequestHandler = (req, _res, next) => {
    if (!req.user) {
      next(new HttpError(401, 'unauthorized', 'Sign in required'));
      return;
    }
    next();
  };
  // GET /api/account/profile: the signed-in account.
  router.get('/profile', requireUser, (req, res) => {
    noStore(res);
    res.json({ data: toSessionUser(req.user as UserDoc) });
  });
  return router;
}
