// Calls from one service to another (the reviews service telling the catalog a product's new score, the cart
// reserving stock). They do not pass the gateway and carry no browser token, so the caller proves it is a service by
// signing the method, path and time with the secret every service shares; internal routes accept nothing else, and the
// CSRF guard, which is about browsers, lets such a call through.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { HttpError } from './errors';

export const SERVICE_CALL_HEADER = 'x-service-call';

/** The marketing service's route that sends one push message to one subscription it holds (the catalog's alerts). */
export const PUSH_NOTIFY_INTERNAL_PATH = '/api/internal/push/notify';
/** How old a signature may be (clock skew between containers included). */
const MAX_AGE_MS = 60_000;

function sign(method: string, path: string, at: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`service-call\n${method.toUpperCase()}\n${path}\n${at}`)
    .digest('base64url');
}

/**
 * What a call between the store's own processes asks for: JSON, uncompressed. They run side by side (one machine, one
 * cluster network), where a compressed answer costs the callee its compression and the caller its inflation for no
 * time saved: for the product answer a server render needs, that was a sixth of the catalogue service's work.
 */
export const INTERNAL_JSON_HEADERS: Readonly<Record<string, string>> = {
  accept: 'application/json',
  'accept-encoding': 'identity',
};

/** The header that signs a call of `method` on `path` (the path with its query, as the callee sees it). */
export function serviceCallHeaders(
  method: string,
  path: string,
  secret: string,
  now = Date.now(),
): Record<string, string> {
  const at = String(now);
  return { [SERVICE_CALL_HEADER]: `${at}.${sign(method, path, at, secret)}` };
}

/** Whether the request carries a fresh signature of its own method and path. */
export function isServiceCall(
  req: IncomingMessage & { originalUrl?: string },
  secret: string,
  now = Date.now(),
): boolean {
  const value = req.headers[SERVICE_CALL_HEADER];
  if (typeof value !== 'string') return false;
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const [, at, mac] = match;
  if (Math.abs(now - Number(at)) > MAX_AGE_MS) return false;
  const expected = Buffer.from(sign(req.method ?? 'GET', req.originalUrl ?? req.url ?? '', at, secret));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** For internal routes of a service app: 403 unless another service signed the call (with the app's secret). */
export const requireServiceCall: RequestHandler = (req, _res, next) => {
  const secret: unknown = req.app.locals.serviceSecret;
  if (typeof secret !== 'string' || !isServiceCall(req, secret)) {
    next(new HttpError(403, 'forbidden', 'Only the store’s services may call this route'));
    return;
  }
  next();
};

/** The request of a signed call sending a JSON body (method and path signed, the answer asked for as JSON). */
export function signedJsonRequest(method: 'POST' | 'PUT', path: string, secret: string, body: unknown): RequestInit {
  return {
    method,
    headers: {
      'content-type': 'application/json',
      ...INTERNAL_JSON_HEADERS,
      ...serviceCallHeaders(method, path, secret),
    },
    body: JSON.stringify(body),
  };
}

/**
 * POSTs a JSON body to another service's internal route with a signed call (what a job queue does to hand something
 * over); throws unless it answers 2xx, so the job is tried again later.
 */
export async function postServiceCall(
  baseUrl: string,
  path: string,
  secret: string,
  body: unknown,
  timeoutMs = 5000,
): Promise<void> {
  const response = await fetch(`${baseUrl.replace(/\/+$/, '')}${path}`, {
    ...signedJsonRequest('POST', path, secret, body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}
