// CORS for the API: integrators' pages that embed the cart (EMBED_ALLOWED_ORIGINS) and, in development,
// a remote's standalone dev server call /api from another origin with the shopper's cookies. Only those origins get
// CORS headers; every other origin gets none, so its browser keeps the answer from the page.
import type { RequestHandler } from 'express';
import { CSRF_HEADER, DOUBLE_SUBMIT_HEADER } from '@storefront/shared-domain';

export const CORS_ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
/**
 * The cart token an embedded cart keeps in its page's storage when the browser refuses our cookie: sent on cart calls,
 * answered when the cart changes (the cart service's CART_TOKEN_HEADER, mfe-cart/EMBED.md 'Storage mode').
 */
export const CART_TOKEN_HEADER = 'x-sa-cart-token';
/** What the shared API layer sends: JSON bodies, the two CSRF tokens, the checkout's idempotency key, the cart token. */
export const CORS_ALLOWED_HEADERS = [
  'content-type',
  DOUBLE_SUBMIT_HEADER,
  CSRF_HEADER,
  'idempotency-key',
  CART_TOKEN_HEADER,
].join(', ');
/** Answer headers the allowed pages may read. */
export const CORS_EXPOSED_HEADERS = CART_TOKEN_HEADER;
/** How long a browser may reuse a preflight answer (seconds). */
export const CORS_MAX_AGE_SECONDS = 600;

export { DEV_SERVER_ORIGINS } from '@storefront/service-platform';

function normalisedOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** CORS with credentials for the given origins on every request it sees (mount it on /api). */
export function apiCors(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins.map(normalisedOrigin).filter((o): o is string => o !== null));
  return (req, res, next) => {
    // The answer depends on the Origin whether or not it is allowed: a shared cache must not mix them up.
    res.vary('Origin');
    const origin = req.get('origin');
    if (!origin || !allowed.has(origin)) return next();
    res.set({
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Expose-Headers': CORS_EXPOSED_HEADERS,
    });
    if (req.method === 'OPTIONS' && req.get('access-control-request-method')) {
      res
        .status(204)
        .set({
          'Access-Control-Allow-Methods': CORS_ALLOWED_METHODS,
          'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
          'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
        })
        .end();
      return;
    }
    next();
  };
}
