// Cross-site request protection for every state-changing route of every service. One middleware,
// installed by `createServiceApp` in every service and by the gateway in front of them (so a write that reaches a
// service's own port is held to the same rule as one through the gateway). Two checks, both needed:
// 1. Origin: a browser request whose Origin (or Sec-Fetch-Site) says another site is refused, unless that origin is
//    an integrator's page configured to embed the cart (EMBED_ALLOWED_ORIGINS), or, in development mode only, a
//    remote's dev server, which still needs the token of check 2.
// 2. Signed double-submit token: the gateway sets the readable cookie `sa_csrf` (random value + HMAC), and every write
//    repeats it in the `x-sa-csrf` header (shared-domain's base query does this). Another site can neither read the
//    cookie nor forge one signed with the secret the gateway and the services share (the viewer secret). The account
//    service keeps its own session-bound token on top.
//    next-auth's client posts its sign-in and sign-out forms with that session-bound token in the body (`csrfToken`,
//    from GET /api/auth/csrf, which another site cannot read) and knows nothing of our header: those routes are held
//    to the session-bound token alone (the account service checks it), and the client log route to none (it changes
//    no data and is rate-limited). The Origin check still applies to them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { errorBody, type ErrorCode } from './errors';
import { isServiceCall } from './service-call';
import { randomToken } from './random';
import { DOUBLE_SUBMIT_COOKIE, DOUBLE_SUBMIT_HEADER } from '@storefront/shared-domain';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;
/** The next-auth routes of the account service that check their own token (or need none), not the double-submit. */
// The payment provider's webhook comes from a server, signed with the webhook secret, which the route checks.
const OWN_TOKEN_PATHS = /^\/api\/(?:auth\/(?:(?:callback|signin)\/[^/]+|signout|_log)|payments\/webhook)\/?$/;

export function checksOwnCsrfToken(path: string): boolean {
  return OWN_TOKEN_PATHS.test(path);
}

export interface CsrfOptions {
  /** Signs the double-submit token (the viewer secret shared by the gateway and the services). */
  secret: string;
  /** The store's public origin (PUBLIC_ORIGIN), accepted besides the request's own Host. */
  publicOrigin?: string;
  /** Integrators' page origins allowed to write through the embedded cart. */
  embedOrigins?: readonly string[];
  /**
   * Other origins allowed to write, with the token like a page of the store (the remotes' dev servers in development
   * mode: they share the `localhost` cookies, so they can repeat the token).
   */
  devOrigins?: readonly string[];
}

function sign(nonce: string, secret: string): string {
  return createHmac('sha256', secret).update(nonce).digest('base64url');
}

export function newCsrfToken(secret: string): string {
  const nonce = randomToken(16);
  return `${nonce}.${sign(nonce, secret)}`;
}

export function isValidCsrfToken(token: string | undefined | null, secret: string): boolean {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return false;
  const [nonce, mac] = token.split('.');
  const expected = Buffer.from(sign(nonce, secret));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function cookieValue(req: Request, name: string): string | null {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function refuse(res: Response, code: ErrorCode, message: string) {
  res.status(403).set('Cache-Control', 'no-store').json(errorBody(code, message));
}

export function createCsrfProtection(opts: CsrfOptions): { issue: RequestHandler; guard: RequestHandler } {
  const origins = (list: readonly string[] = []) => new Set(list.map(originOf).filter((o): o is string => o !== null));
  const embedOrigins = origins(opts.embedOrigins);
  const devOrigins = origins(opts.devOrigins);
  const publicOrigin = originOf(opts.publicOrigin);

  /** Gives every browser a signed token cookie (on pages and API answers) when it has no valid one. */
  const issue: RequestHandler = (req, res, next) => {
    if (!isValidCsrfToken(cookieValue(req, DOUBLE_SUBMIT_COOKIE), opts.secret)) {
      res.cookie(DOUBLE_SUBMIT_COOKIE, newCsrfToken(opts.secret), {
        httpOnly: false,
        sameSite: 'lax',
        secure: req.secure,
        path: '/',
      });
    }
    next();
  };

  const guard: RequestHandler = (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    // Another service, not a browser (service-call.ts).
    if (isServiceCall(req, opts.secret)) return next();
    const origin = originOf(req.get('origin'));
    const own = originOf(`${req.protocol}://${req.get('host') ?? ''}`);
    const sameSite =
      origin === null ? req.get('sec-fetch-site') !== 'cross-site' : origin === own || origin === publicOrigin;
    if (!sameSite) {
      // An integrator's page (configured) writes through the embedded cart; its browser cannot read our cookie.
      if (origin && embedOrigins.has(origin)) return next();
      // A dev server in development mode still sends the token (below), as a page of the store does.
      if (!origin || !devOrigins.has(origin)) {
        refuse(res, 'cross_site_request', 'Requests from other sites are not accepted');
        return;
      }
    }
    if (checksOwnCsrfToken(req.path)) return next();
    const cookie = cookieValue(req, DOUBLE_SUBMIT_COOKIE);
    const header = req.get(DOUBLE_SUBMIT_HEADER);
    if (!cookie || cookie !== header || !isValidCsrfToken(cookie, opts.secret)) {
      refuse(res, 'invalid_csrf_token', 'Missing or invalid CSRF token');
      return;
    }
    next();
  };

  return { issue, guard };
}

/** The remotes' webpack dev servers (`npm run dev -w ...`, ports 3000-3005): callers of the API in development only. */
export const DEV_SERVER_ORIGINS: readonly string[] = [0, 1, 2, 3, 4, 5].flatMap((n) => [
  `http://localhost:300${n}`,
  `http://127.0.0.1:300${n}`,
]);

/** The variable that turns development mode on (`npm run dev:stack` sets it; `npm start` never does). */
export const DEV_SERVERS_ENV = 'STOREFRONT_DEV_SERVERS';

/**
 * Development mode: the remotes' dev servers may call the API (CORS with credentials at the gateway, writes with the
 * token) and the page CSP lets the shell load from them. Only when asked for explicitly, and never in production:
 * any other origin on a developer's machine (another local app on port 300x) must not read the shopper's answers.
 */
export function devServersEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[DEV_SERVERS_ENV];
  return (value === '1' || value === 'true') && env.NODE_ENV !== 'production';
}

/**
 * The accepted origins from the environment: PUBLIC_ORIGIN, EMBED_ALLOWED_ORIGINS and, in development mode, the dev
 * servers.
 */
export function csrfOptionsFromEnv(secret: string, env: NodeJS.ProcessEnv = process.env): CsrfOptions {
  const embedOrigins = String(env.EMBED_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    secret,
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    embedOrigins,
    // A remote's dev server writes through the API in development mode (README 'Working on one remote alone').
    devOrigins: devServersEnabled(env) ? DEV_SERVER_ORIGINS : [],
  };
}

/** What a page of the store sends with a write: the token cookie, repeated in the header (tests and tools). */
export function csrfHeaders(secret: string, extraCookies = ''): Record<string, string> {
  const token = newCsrfToken(secret);
  return {
    Cookie: `${DOUBLE_SUBMIT_COOKIE}=${token}${extraCookies ? `; ${extraCookies}` : ''}`,
    [DOUBLE_SUBMIT_HEADER]: token,
  };
}
