// The viewer's identity at the gateway (ARCHITECTURE.md §6): the session is resolved once per request with the
// account service, cached briefly per session cookie, and forwarded to the services as signed viewer headers.
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler, Response } from 'express';
import type pino from 'pino';
import {
  GUEST_VIEWER,
  clientAddressHeaders,
  errorBody,
  isDealer,
  stripClientAddressHeaders,
  stripViewerHeaders,
  viewerHeaders,
} from '@storefront/service-platform';
import { INTERNAL_JSON_HEADERS, type Viewer } from '@storefront/service-platform';
import type { SessionResponse } from '@storefront/shared-domain';
import { staffPermissionsOf } from '@storefront/shared-domain/admin';
import { serviceForPath } from './routes';

export const SESSION_COOKIE = 'sa_session';
const SESSION_PATH = '/api/auth/session';

export interface ViewerResolverOptions {
  accountServiceUrl: string;
  /** How long one session cookie's answer is reused (ms, default 5000). */
  ttlMs?: number;
  /** Longest wait for the account service before the lookup counts as failed (ms, default 1500). */
  timeoutMs?: number;
  /** Most cookies remembered at once (default 10000). */
  maxEntries?: number;
  logger?: pino.Logger;
}

export interface ViewerResolver {
  /** The cookie's viewer (a guest for a session that is not valid); rejects with SessionUnavailableError. */
  resolve(sessionCookie: string): Promise<Viewer>;
  forget(sessionCookie: string): void;
}

/** The account service could not say who the cookie stands for (down, too slow, or failing itself). */
export class SessionUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`session lookup failed: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'SessionUnavailableError';
  }
}

/** An answer that says something about the session (200, or 4xx: not a valid session), not about the service. */
const isSessionAnswer = (status: number) => status < 500 && status !== 429 && status !== 408;

/** The session cookie's value from a Cookie header, or null. */
export function sessionCookieOf(headers: IncomingHttpHeaders): string | null {
  const header = headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return value && value.length <= 512 ? value : null;
    }
  }
  return null;
}

export function viewerFromSession(session: SessionResponse): Viewer {
  const user = session.user;
  if (!user?.account_id || !user.email) return GUEST_VIEWER;
  return {
    accountId: String(user.account_id),
    email: user.email,
    role: typeof user.role === 'number' ? user.role : null,
    isDealer: isDealer(user),
    ...(user.staff ? { staff: staffPermissionsOf(session) } : {}),
  };
}

export function createViewerResolver(opts: ViewerResolverOptions): ViewerResolver {
  const ttl = opts.ttlMs ?? 5000;
  const timeout = opts.timeoutMs ?? 1500;
  const max = opts.maxEntries ?? 10_000;
  const cache = new Map<string, { viewer: Viewer; expires: number }>();
  const pending = new Map<string, Promise<Viewer>>();
  let lastFailureLog = 0;

  async function ask(cookie: string): Promise<Viewer> {
    try {
      const response = await fetch(`${opts.accountServiceUrl}${SESSION_PATH}`, {
        headers: { ...INTERNAL_JSON_HEADERS, cookie: `${SESSION_COOKIE}=${cookie}` },
        signal: AbortSignal.timeout(timeout),
      });
      if (!isSessionAnswer(response.status)) throw new Error(`account service answered ${response.status}`);
      const viewer = response.ok ? viewerFromSession((await response.json()) as SessionResponse) : GUEST_VIEWER;
      if (cache.size >= max) cache.delete(cache.keys().next().value as string);
      cache.set(cookie, { viewer, expires: Date.now() + ttl });
      return viewer;
    } catch (err) {
      // Nothing is cached (the next request asks again) and the log is not flooded; the caller decides what a request
      // without a known viewer gets (forwardViewer).
      if (Date.now() - lastFailureLog > 10_000) {
        lastFailureLog = Date.now();
        opts.logger?.warn({ err: { message: (err as Error).message } }, 'session lookup failed');
      }
      throw new SessionUnavailableError(err);
    }
  }

  return {
    resolve(cookie) {
      const hit = cache.get(cookie);
      if (hit && hit.expires > Date.now()) return Promise.resolve(hit.viewer);
      let inFlight = pending.get(cookie);
      if (!inFlight) {
        inFlight = ask(cookie).finally(() => pending.delete(cookie));
        pending.set(cookie, inFlight);
      }
      return inFlight;
    },
    forget(cookie) {
      cache.delete(cookie);
    },
  };
}

/** Paths answered by the account service itself, which reads its own session. */
export function isSessionOwnerPath(path: string): boolean {
  return path.startsWith('/api/auth') || path.startsWith('/api/account');
}

/**
 * Whether a signed-in shopper's request must not go on as a guest when the session cannot be looked up: any write
 * (never done as somebody else), and everything of the cart service (cart, checkout, orders: they belong to the
 * account, so a guest answer would be an empty cart or a 401). Reads of the catalogue, reviews and marketing go on
 * as a guest's (public answers, a dealer sees public prices), so an account outage does not take the shop down.
 */
export function needsViewer(method: string, path: string): boolean {
  return (method !== 'GET' && method !== 'HEAD') || serviceForPath(path) === 'cart';
}

const SESSION_RETRY_AFTER_SECONDS = 5;

/**
 * For every /api request: strip viewer and client-address headers that came from outside, sign the client address
 * the gateway determined (its own trusted proxy hops), then (when a session cookie is present) add the signed headers
 * of the resolved viewer. A write to the account service may change who the cookie stands
 * for (sign-in, sign-out, profile), so its cached answer is dropped when that write finishes. When the session cannot
 * be looked up, a request that needs its viewer gets a 503 `session_unavailable` (never a guest's 401 or empty cart).
 */
export function forwardViewer(resolver: ViewerResolver, secret: string): RequestHandler {
  return async (req, res, next) => {
    stripViewerHeaders(req.headers);
    stripClientAddressHeaders(req.headers);
    if (req.ip) Object.assign(req.headers, clientAddressHeaders(req.ip, secret));
    const cookie = sessionCookieOf(req.headers);
    if (!cookie) return next();
    if (isSessionOwnerPath(req.path)) {
      if (req.method !== 'GET' && req.method !== 'HEAD') res.once('finish', () => resolver.forget(cookie));
      return next();
    }
    const viewer = await resolver.resolve(cookie).catch(() => null);
    if (viewer) Object.assign(req.headers, viewerHeaders(viewer, secret));
    else if (needsViewer(req.method, req.path)) return answerSessionUnavailable(res);
    next();
  };
}

function answerSessionUnavailable(res: Response): void {
  res
    .status(503)
    .set({ 'Retry-After': String(SESSION_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' })
    .json(errorBody('session_unavailable', 'Your session cannot be checked right now; please try again shortly'));
}
