import { Router } from 'express';
import type { Request, RequestHandler, Response } from 'express';
import type { Passport } from 'passport';
import type { Mailer, ServiceDeps } from '@storefront/service-platform';
import { parseOrThrow, requireJsonBody } from '@storefront/service-platform';
import { ROUTES, cartTokenCookieNames } from '@storefront/shared-domain';
import { SECOND_FACTOR_REQUIRED } from '@storefront/shared-domain/admin';
import type { SessionResponse, SignInResult, SignUpAnswer } from '@storefront/shared-domain';
import { toSessionUser } from '../models/user';
import type { AccountModels, PublicUser } from '../models/user';
import { confirmSignUp, requestSignUp } from '../domain/sign-up';
import type { SignUpContext } from '../domain/sign-up';
import { safeCallbackPath } from '../lib/safe-callback';
import type { SignInBackoff } from '../lib/sign-in-backoff';
import type { KnownDevices } from '../lib/known-device';
import { cookieOptionsFor, logIn, noStore } from './http';
import { needsSecondFactor, rememberPasswordPassed, secondFactorHandler } from './second-factor';
import type { ServiceCookieOptions } from './http';
import {
  authErrorQuerySchema,
  clientLogSchema,
  credentialsSchema,
  signUpConfirmationSchema,
  signUpSchema,
} from './schemas';

type Logger = NonNullable<ServiceDeps['logger']>;

export const SESSION_COOKIE = 'sa_session';
export const CREDENTIALS_PROVIDER = 'credentials';
export type AuthProviderId = typeof CREDENTIALS_PROVIDER;

/** next-auth error names the sign-in page and the client read. */
const AUTH_ERRORS = {
  credentials: 'CredentialsSignin',
  unknownProvider: 'UnknownProvider',
  configuration: 'Configuration',
} as const;
const CONFIGURATION_ERROR_URL = `/api/auth/error?error=${AUTH_ERRORS.configuration}`;

export interface AuthRouterOptions {
  passport: InstanceType<typeof Passport>;
  models: AccountModels;
  /** Sign-in providers offered; [] means sign-in is not configured. */
  providers: readonly AuthProviderId[];
  csrfProtection: RequestHandler;
  generateCsrfToken: (req: Request, overwrite?: boolean) => string;
  /** Per-IP limiter for sign-in attempts. */
  signInIpLimiter: RequestHandler;
  /** Per-IP limiter for sign-ups. */
  signUpIpLimiter: RequestHandler;
  /** Per-email limiter of sign-up emails. */
  signUpEmailLimiter: RequestHandler;
  /** What sign-up and its confirmation work with. */
  signUp: SignUpContext;
  /** Sends the sign-up emails, after the answer. */
  mailer: Mailer;
  /** Per-account cap (failed attempts per email from all addresses); the owner's known browsers are exempt. */
  accountLimiter: RequestHandler;
  /** Device cookies: set at each sign-in, they exempt the owner's browser from the per-account cap. */
  devices: KnownDevices;
  /** Progressive delay per (account, address) pair. */
  signInBackoff: SignInBackoff;
  /** Per-address limiter for GET /csrf calls that start a session (calls with one are not counted). */
  csrfLimiter: RequestHandler;
  /** Age of a guest's session (it holds only the CSRF token); sign-in starts a new one with the full age. */
  guestSessionMaxAgeMs: number;
  /** Limiter for the client log endpoint. */
  logLimiter: RequestHandler;
  cookieOptions: ServiceCookieOptions;
  bcryptRounds?: number;
  logger?: Logger;
  /** The time (second-factor codes and how long a passed password is remembered). */
  clock: () => Date;
  /** Progressive delay per (account, address) pair for wrong second-factor codes. */
  secondFactorBackoff: SignInBackoff;
}

/** A plain HTML form post (form-encoded without json=true) is answered with redirects, like next-auth does. */
function wantsRedirect(req: Request): boolean {
  if (!req.is('application/x-www-form-urlencoded')) return false;
  const json = (req.body as { json?: unknown } | undefined)?.json;
  return !(json === true || json === 'true');
}

function rawCallbackUrl(req: Request): string | undefined {
  const value = (req.body as { callbackUrl?: unknown } | undefined)?.callbackUrl;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function loginPageWithError(error: string, callbackUrl: string | undefined): string {
  return ROUTES.accountLogin.href({ error, callbackUrl: callbackUrl && safeCallbackPath(callbackUrl) });
}

/**
 * next-auth's client reads the `url` of an answer with `new URL(url)` (the error of a failed sign-in is its `error`
 * query parameter), so answers carry absolute URLs, as next-auth's own server does: of the origin the browser called
 * (the gateway keeps the Host and says the protocol), so a client following one stays with its cookies.
 */
function absoluteUrl(req: Request, path: string): string {
  return new URL(path, `${req.protocol}://${req.get('host') ?? 'localhost'}`).href;
}

const jsonOrFormBody: RequestHandler = (req, res, next) =>
  req.is('application/x-www-form-urlencoded') ? next() : requireJsonBody(req, res, next);

function sendResult(res: Response, status: number, result: SignInResult & Record<string, unknown>) {
  noStore(res);
  const url = result.url === null ? null : absoluteUrl(res.req, result.url);
  res.status(status).json({ ...result, url });
}

function redirectTo(res: Response, url: string) {
  noStore(res);
  res.redirect(302, url);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const AUTH_ERROR_TEXTS: Record<string, string> = {
  [AUTH_ERRORS.configuration]: 'Sign-in is not available right now: the server is not configured for it.',
  [AUTH_ERRORS.credentials]: 'The email or password is not correct.',
  [AUTH_ERRORS.unknownProvider]: 'This sign-in method is not offered.',
};

/** GET /api/auth/session → {} when signed out, else { user, expires } (next-auth shape). */
const sessionHandler: RequestHandler = (req, res) => {
  noStore(res);
  if (!req.user) {
    res.json({});
    return;
  }
  const expires = req.session?.cookie?.expires;
  const body: SessionResponse = {
    user: toSessionUser(req.user),
    expires: (expires instanceof Date
      ? expires
      : new Date(Date.now() + (req.session?.cookie?.maxAge ?? 0))
    ).toISOString(),
  };
  res.json(body);
};

/** GET /api/auth/providers → the configured providers by id ({} when none). */
function providersHandler(providers: readonly AuthProviderId[]): RequestHandler {
  return (req, res) => {
    noStore(res);
    const body: Record<string, unknown> = {};
    if (providers.includes(CREDENTIALS_PROVIDER)) {
      body[CREDENTIALS_PROVIDER] = {
        id: CREDENTIALS_PROVIDER,
        name: 'Credentials',
        type: 'credentials',
        signinUrl: absoluteUrl(req, `/api/auth/signin/${CREDENTIALS_PROVIDER}`),
        callbackUrl: absoluteUrl(req, `/api/auth/callback/${CREDENTIALS_PROVIDER}`),
      };
    }
    res.json(body);
  };
}

/** GET /api/auth/error?error=X: the small page plain-form sign-ins land on when sign-in cannot run. */
const errorPageHandler: RequestHandler = (req, res) => {
  const { error } = parseOrThrow(authErrorQuerySchema, req.query, 'query');
  const text = AUTH_ERROR_TEXTS[error ?? ''] ?? 'Sign-in failed.';
  noStore(res);
  res
    .status(200)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body>` +
        `<main data-testid="account-auth-error"><h1>Sign-in error</h1><p>${escapeHtml(text)}</p>` +
        (error ? `<p>Error: <code>${escapeHtml(error)}</code></p>` : '') +
        `<p><a href="${ROUTES.accountLogin.path}">Back to sign in</a></p></main></body></html>`,
    );
};

type StartSession = (req: Request, res: Response, user: PublicUser) => Promise<void>;

interface PasswordPassed {
  email: string;
  callbackUrl?: string;
  redirect: boolean;
}

/** A staff account's right password starts no session: the answer asks for the code of its authenticator app. */
async function askForSecondFactor(
  req: Request,
  res: Response,
  opts: AuthRouterOptions,
  user: PublicUser,
  given: PasswordPassed,
) {
  await opts.signInBackoff.succeeded(req, given.email);
  const callbackUrl = given.callbackUrl && safeCallbackPath(given.callbackUrl);
  rememberPasswordPassed(req, user, callbackUrl, opts.clock());
  const url = loginPageWithError(SECOND_FACTOR_REQUIRED, callbackUrl);
  if (given.redirect) return redirectTo(res, url);
  return sendResult(res, 401, { ok: false, url, error: SECOND_FACTOR_REQUIRED, status: 401 });
}

/** POST /api/auth/callback/:provider and /api/auth/signin/:provider: sign in with email + password. */
function signInHandler(opts: AuthRouterOptions, startSession: StartSession): RequestHandler {
  return (req, res, next) => {
    const redirect = wantsRedirect(req);
    const parsed = credentialsSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      if (redirect) return redirectTo(res, loginPageWithError(AUTH_ERRORS.credentials, rawCallbackUrl(req)));
      parseOrThrow(credentialsSchema, req.body ?? {}, 'sign-in');
      return;
    }
    const input = parsed.data;
    req.body = { ...req.body, email: input.email, password: input.password };
    opts.passport.authenticate('local', { session: true }, (err: unknown, user: PublicUser | false) => {
      if (err) return next(err);
      if (!user) {
        // Counted against the account's cap, and recorded for the pair before answering (the next attempt sees it).
        res.locals.signInFailed = true;
        opts.signInBackoff.failed(req, input.email).then(() => {
          if (redirect) return redirectTo(res, loginPageWithError(AUTH_ERRORS.credentials, input.callbackUrl));
          const url = loginPageWithError(AUTH_ERRORS.credentials, input.callbackUrl);
          return sendResult(res, 401, { ok: false, url, error: AUTH_ERRORS.credentials, status: 401 });
        }, next);
        return;
      }
      if (needsSecondFactor(user)) {
        const given = { email: input.email, callbackUrl: input.callbackUrl, redirect };
        askForSecondFactor(req, res, opts, user, given).catch(next);
        return;
      }
      Promise.all([startSession(req, res, user), opts.signInBackoff.succeeded(req, input.email)]).then(() => {
        const url = safeCallbackPath(input.callbackUrl);
        if (redirect) return redirectTo(res, url);
        return sendResult(res, 200, { ok: true, url, user: toSessionUser(user) });
      }, next);
    })(req, res, next);
  };
}

/** POST /api/auth/signout: end the session (fine without one) and reset the cart and checkout (spec 2 §4 'Logout'). */
function signOutHandler(serviceCookies: ServiceCookieOptions): RequestHandler {
  return (req, res, next) => {
    req.logout((err) => {
      if (err) return next(err);
      req.session.destroy((destroyErr) => {
        if (destroyErr) return next(destroyErr);
        const cookieOptions = cookieOptionsFor(serviceCookies, req);
        for (const name of [SESSION_COOKIE, ...cartTokenCookieNames()]) res.clearCookie(name, cookieOptions);
        sendResult(res, 200, { ok: true, url: ROUTES.home.path });
      });
    });
  };
}

/**
 * POST /api/auth/signup: keeps the request and emails its link (or, for an email with an account, a note saying so).
 * The answer is the same either way and the email goes out after it, so neither tells whether an email has an account.
 */
function signUpHandler(opts: AuthRouterOptions): RequestHandler {
  return async (req, res) => {
    const body = parseOrThrow(signUpSchema, req.body ?? {}, 'sign-up');
    const { email, password, first_name, last_name } = body;
    const input = { email, password, first_name, last_name, callbackUrl: safeCallbackPath(body.callbackUrl) };
    const mail = await requestSignUp(opts.signUp, input);
    noStore(res);
    const answer: SignUpAnswer = { ok: true, url: null, confirmationSent: true };
    res.status(202).json(answer);
    const log = (req as { log?: Logger }).log ?? opts.logger;
    opts.mailer.send(mail).catch((error: unknown) => log?.error({ err: error }, 'sign-up email not sent'));
  };
}

/** POST /api/auth/signup/confirm { token }: the link's token creates the account and signs it in. */
function confirmSignUpHandler(opts: AuthRouterOptions, startSession: StartSession): RequestHandler {
  return async (req, res) => {
    const { token } = parseOrThrow(signUpConfirmationSchema, req.body ?? {}, 'sign-up confirmation');
    const { user, callbackUrl } = await confirmSignUp(opts.signUp, token);
    await startSession(req, res, user);
    sendResult(res, 201, { ok: true, url: safeCallbackPath(callbackUrl), user: toSessionUser(user) });
  };
}

export function authRouter(opts: AuthRouterOptions): Router {
  const router = Router();

  /** Signs the user in with a new session and remembers this browser for the account. */
  const startSession = async (req: Request, res: Response, user: PublicUser) => {
    await logIn(req, user);
    opts.devices.remember(req, res, user.account_id);
  };

  // Sign-in needs a configured provider, and the one named in the path.
  const providerGate: RequestHandler = (req, res, next) => {
    const redirect = wantsRedirect(req);
    if (opts.providers.length === 0) {
      if (redirect) return redirectTo(res, CONFIGURATION_ERROR_URL);
      return sendResult(res, 503, { ok: false, url: CONFIGURATION_ERROR_URL, error: AUTH_ERRORS.configuration });
    }
    const provider = req.params.provider;
    if (provider !== undefined && !opts.providers.includes(provider as AuthProviderId)) {
      if (redirect) return redirectTo(res, ROUTES.accountLogin.path);
      return sendResult(res, 404, { ok: false, url: ROUTES.accountLogin.path, error: AUTH_ERRORS.unknownProvider });
    }
    next();
  };

  router.get('/session', sessionHandler);
  router.get('/providers', providersHandler(opts.providers));
  router.get('/error', errorPageHandler);

  // GET /api/auth/csrf → { csrfToken } (synchroniser token kept in the session).
  // A guest's session is short-lived: anonymous calls must not pile up 30-day sessions.
  router.get('/csrf', opts.csrfLimiter, (req, res) => {
    noStore(res);
    if (!req.user) req.session.cookie.maxAge = opts.guestSessionMaxAgeMs;
    res.json({ csrfToken: opts.generateCsrfToken(req) });
  });

  for (const path of ['/callback/:provider', '/signin/:provider']) {
    router.post(
      path,
      providerGate,
      opts.signInIpLimiter,
      opts.csrfProtection,
      opts.signInBackoff.check,
      opts.accountLimiter,
      signInHandler(opts, startSession),
    );
  }

  // POST /api/auth/second-factor { code }: the staff sign-in's second step (second-factor.ts).
  router.post(
    '/second-factor',
    providerGate,
    opts.signInIpLimiter,
    opts.csrfProtection,
    opts.secondFactorBackoff.check,
    secondFactorHandler({
      models: opts.models,
      clock: opts.clock,
      backoff: opts.secondFactorBackoff,
      startSession,
      answer: (res, user, url) => sendResult(res, 200, { ok: true, url, user: toSessionUser(user) }),
    }),
  );

  // POST /api/auth/signup and /signup/confirm (see signUpHandler).
  router.post(
    '/signup',
    providerGate,
    opts.signUpIpLimiter,
    opts.csrfProtection,
    opts.signUpEmailLimiter,
    signUpHandler(opts),
  );
  router.post(
    '/signup/confirm',
    providerGate,
    opts.signUpIpLimiter,
    opts.csrfProtection,
    confirmSignUpHandler(opts, startSession),
  );

  router.post('/signout', opts.csrfProtection, signOutHandler(opts.cookieOptions));

  // POST /api/auth/_log: client-side auth errors (CLIENT_SESSION_ERROR, CLIENT_FETCH_ERROR) land in the service log.
  // CHOICE: no CSRF token here (the next-auth client sends none); it changes no data and is rate-limited. next-auth
  // sends it form-encoded (navigator.sendBeacon); the platform's Origin check keeps other sites out.
  router.post('/_log', opts.logLimiter, jsonOrFormBody, (req, res) => {
    const entry = parseOrThrow(clientLogSchema, req.body ?? {}, 'log entry');
    const log = (req as { log?: Logger }).log ?? opts.logger;
    log?.warn({ client: { level: entry.level, code: entry.code, message: entry.message } }, 'client auth log');
    res.status(204).end();
  });

  return router;
}
