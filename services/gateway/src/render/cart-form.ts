// POST /cart/add: the product page's add-to-cart form as the browser posts it before (or without) JavaScript. The
// gateway makes the same call the page's script makes (POST /api/cartv2 to the cart service, as the visitor: their
// cookies, the signed client address and viewer, the double-submit token) and answers 303: to the cart when the line
// is in, back to the page when it is not (spec 2 §8: a failed add is logged only, the button returns to normal).
// With JavaScript the page never posts this form (it adds through the bus and opens the cart panel).
import { createHash, randomUUID } from 'node:crypto';
import express from 'express';
import type { Request, RequestHandler, Response } from 'express';
import type pino from 'pino';
import {
  CLIENT_ADDRESS_HEADERS,
  VIEWER_HEADERS,
  cookieValue,
  isValidCsrfToken,
  newCsrfToken,
} from '@storefront/service-platform';
import { COOKIES, DOUBLE_SUBMIT_COOKIE, DOUBLE_SUBMIT_HEADER, LINKS, ROUTES } from '@storefront/shared-domain';

/** A second post of the same line by the same visitor within this time is the same add (a double click). */
export const CART_FORM_REPEAT_WINDOW_MS = 10_000;
const REPEAT_MEMORY_MAX = 10_000;
/** Where the cart line comes from, for the cart's analytics (the page's script sends its own). */
const FORM_SOURCE = 'product-form';

export interface CartFormOptions {
  /** The cart service's base URL. */
  cartService: string;
  /** Adds the signed client address and viewer headers (forwardViewer); answers 503 when a session cannot be read. */
  viewer: RequestHandler;
  viewerSecret: string;
  publicOrigin?: string;
  timeoutMs: number;
  logger: pino.Logger;
  now?: () => number;
}

interface CartFormFields {
  sku: string;
  quantity: number;
  returnTo: string;
}

/** A path of this site to go back to: anything else (another origin, '//host', a backslash trick) is the home page. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return '/';
  if (value.startsWith('//') || value.includes('\\')) return '/';
  try {
    const url = new URL(value, 'http://site.invalid');
    return url.origin === 'http://site.invalid' ? url.pathname + url.search : '/';
  } catch {
    return '/';
  }
}

function fieldsOf(body: unknown): CartFormFields | null {
  const form = (body ?? {}) as Record<string, unknown>;
  const returnTo = safeReturnPath(form.return_to);
  const sku = typeof form.sku === 'string' ? form.sku.trim() : '';
  const quantityText = typeof form.quantity === 'string' && form.quantity.trim() ? form.quantity.trim() : '1';
  const quantity = /^\d{1,4}$/.test(quantityText) ? Number(quantityText) : NaN;
  if (!sku || sku.length > 100 || !Number.isInteger(quantity)) return { sku: '', quantity: 0, returnTo };
  return { sku, quantity, returnTo };
}

/**
 * The browser's own site posted this form: its Origin, or where a browser sends none, or 'null' (our pages' no-referrer
 * policy makes a form post's Origin 'null'), its Sec-Fetch-Site, which must then say so outright.
 */
function fromThisSite(req: Request, publicOrigin: string | undefined): boolean {
  const origin = req.get('origin');
  const fetchSite = req.get('sec-fetch-site');
  if (!origin) return fetchSite !== 'cross-site';
  if (origin === 'null') return fetchSite === 'same-origin' || fetchSite === 'none';
  const own = `${req.protocol}://${req.get('host') ?? ''}`;
  try {
    const { origin: given } = new URL(origin);
    return given === new URL(own).origin || (!!publicOrigin && given === new URL(publicOrigin).origin);
  } catch {
    return false;
  }
}

/** One idempotency key per visitor and line for a short while, so a double click adds once. */
function repeatKeys(windowMs: number, now: () => number) {
  const recent = new Map<string, { key: string; until: number }>();
  return (visitor: string, fields: CartFormFields): string => {
    const id = createHash('sha256').update(`${visitor}\n${fields.sku}\n${fields.quantity}`).digest('base64url');
    const at = now();
    const known = recent.get(id);
    if (known && known.until > at) return known.key;
    if (recent.size >= REPEAT_MEMORY_MAX) {
      for (const [entry, value] of recent)
        if (value.until <= at || recent.size >= REPEAT_MEMORY_MAX) recent.delete(entry);
    }
    const key = `form-${randomUUID()}`;
    recent.set(id, { key, until: at + windowMs });
    return key;
  };
}

/** What forwardViewer signed for this request (never what the browser sent: it strips those first), and the id. */
const SIGNED_HEADERS = [...Object.values(CLIENT_ADDRESS_HEADERS), ...Object.values(VIEWER_HEADERS), 'x-request-id'];

/** The headers the cart service reads from a visitor's call, as the API proxy would send them. */
function serviceHeaders(req: Request, csrfToken: string, idempotencyKey: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of SIGNED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const cookies = (req.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${DOUBLE_SUBMIT_COOKIE}=`));
  cookies.push(`${DOUBLE_SUBMIT_COOKIE}=${csrfToken}`);
  return {
    ...headers,
    cookie: cookies.join('; '),
    [DOUBLE_SUBMIT_HEADER]: csrfToken,
    'idempotency-key': idempotencyKey,
    'content-type': 'application/json',
    accept: 'application/json',
  };
}

function seeOther(res: Response, location: string): void {
  res.status(303).set({ Location: location, 'Cache-Control': 'no-store' }).end();
}

export function cartForm(opts: CartFormOptions): express.Router {
  const router = express.Router();
  const keyFor = repeatKeys(CART_FORM_REPEAT_WINDOW_MS, opts.now ?? Date.now);
  const parseForm = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });

  const add: RequestHandler = async (req, res) => {
    const fields = fieldsOf(req.body);
    if (!fields?.sku) return seeOther(res, fields?.returnTo ?? '/');
    // The visitor's own token when valid; a first one otherwise, given to the browser as a page would.
    const browserToken = cookieValue(req, DOUBLE_SUBMIT_COOKIE);
    const csrfToken = isValidCsrfToken(browserToken, opts.viewerSecret)
      ? browserToken!
      : newCsrfToken(opts.viewerSecret);
    if (csrfToken !== browserToken) {
      res.cookie(DOUBLE_SUBMIT_COOKIE, csrfToken, { httpOnly: false, sameSite: 'lax', secure: req.secure, path: '/' });
    }
    const visitor = cookieValue(req, COOKIES.cartTokenName) ?? `${req.ip ?? ''}\n${req.get('user-agent') ?? ''}`;
    try {
      const answer = await fetch(`${opts.cartService}/api/cartv2`, {
        method: 'POST',
        headers: serviceHeaders(req, csrfToken, keyFor(visitor, fields)),
        body: JSON.stringify({ items: [{ sku: fields.sku, quantity: fields.quantity, source: FORM_SOURCE }] }),
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      for (const cookie of answer.headers.getSetCookie()) res.append('Set-Cookie', cookie);
      if (answer.ok) return seeOther(res, ROUTES.cart.path);
      opts.logger.warn({ status: answer.status, sku: fields.sku }, 'the add-to-cart form was not added');
    } catch (err) {
      opts.logger.warn({ err, sku: fields.sku }, 'the add-to-cart form could not reach the cart');
    }
    seeOther(res, fields.returnTo);
  };

  router.post(
    LINKS.cartAdd,
    (req, res, next) => {
      if (fromThisSite(req, opts.publicOrigin)) return next();
      res
        .status(403)
        .set('Cache-Control', 'no-store')
        .type('text/plain')
        .send('Requests from other sites are not accepted');
    },
    parseForm,
    opts.viewer,
    add,
  );
  return router;
}
