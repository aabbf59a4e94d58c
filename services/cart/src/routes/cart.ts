import { Router } from 'express';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import {
  HttpError,
  assertCallerPresent,
  cookieValue,
  isValidCsrfToken,
  callerSignalOf,
  parseOrThrow,
  requireJsonBody,
  viewerOf,
} from '@storefront/service-platform';
import { cartTokenCookieNames, cookieMaxAgeSeconds, DOUBLE_SUBMIT_COOKIE } from '@storefront/shared-domain';
import type { CartResponse } from '@storefront/shared-domain';
import type { ProductLookup } from '../clients/catalog';
import { addItemsToCart } from '../domain/add-items-to-cart';
import { presentCart } from '../domain/price-cart';
import type { PricingContext } from '../domain/price-cart';
import { removeLine, setLineQuantity, skuKey } from '../domain/cart-writes';
import { forgetCartToken } from '../domain/forget-cart';
import { applyOnce } from '../domain/idempotency';
import { resolveViewerCart } from '../domain/resolve-viewer-cart';
import type { CartCookieAction, CartViewer } from '../domain/resolve-viewer-cart';
import type { CartDoc, CartModels } from '../models/cart';
import type { IdempotencyModels, StoredAnswer } from '../models/idempotency';
import type { SaleSource } from '@storefront/service-platform';
import { CART_TOKEN_PATTERN, firstCartToken } from '../token';
import { idempotencyKeyFrom } from './request';
import { addBodySchema, checkoutEventSchema, deleteCookiesSchema, skuParamSchema, updateBodySchema } from './schemas';

export const CART_COOKIE = 'sa_cart_token';
export const CHECKOUT_COOKIE = 'sa_checkout_token';

/** app.locals key: the integrators' page origins (EMBED_ALLOWED_ORIGINS) that embed the cart, as a Set. */
export const EMBED_ORIGINS_LOCAL = 'cartEmbedOrigins';

/** What an add takes from its request besides the items: who adds, for whom, and whether the caller is still there. */
function addRequestOf(req: Request, viewer: CartViewer) {
  return { viewer, callerSignal: callerSignalOf(req), identity: viewerOf(req), firstToken: firstCartTokenOf(req) };
}

/** The token of a first guest cart, from the browser's signed CSRF cookie (null without a valid one). */
function firstCartTokenOf(req: Request): string | null {
  const secret = req.app.locals.serviceSecret as string | undefined;
  const csrf = cookieValue(req, DOUBLE_SUBMIT_COOKIE);
  return secret && csrf && isValidCsrfToken(csrf, secret) ? firstCartToken(csrf, secret) : null;
}

/** A request from an integrator's page embedding the cart (its Origin is configured), not from our own site. */
export function isEmbedRequest(req: Request): boolean {
  const origins = req.app.locals[EMBED_ORIGINS_LOCAL] as ReadonlySet<string> | undefined;
  const origin = req.get('origin');
  return Boolean(origin && origins?.has(origin));
}

/**
 * The cart cookies' attributes. First-party: SameSite=Lax. On an integrator's page the cart is a third-party cookie:
 * SameSite=None (sent cross-site) needs Secure (browsers treat http://localhost as secure), and Partitioned (CHIPS)
 * keeps it to that top-level site, which browsers that block third-party cookies still accept. Our own site cannot
 * read that cookie: the checkout hand-off (routes/handoff.ts) carries the cart over.
 */
export function cookieOptions(req: Request): CookieOptions {
  if (isEmbedRequest(req)) return { httpOnly: true, sameSite: 'none', secure: true, partitioned: true, path: '/' };
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' };
}

/**
 * The header an embedded cart keeps its token in when the browser refuses our third-party cookie (Safari, Brave):
 * the embed stores the token in its page's storage and sends it on every cart call; answers that point the cookie
 * at a cart, or clear it, say so in this header too (empty: forget the token). mfe-cart/EMBED.md, 'Storage mode'.
 */
export const CART_TOKEN_HEADER = 'x-sa-cart-token';

/**
 * The cart token of the header: only from an integrator's page (an allowed Origin, as the cookie's SameSite=None is),
 * undefined otherwise so our own site and other callers keep to the cookie; 400 when present but malformed.
 */
function headerTokenOf(req: Request): string | undefined {
  const raw = req.get(CART_TOKEN_HEADER);
  if (raw === undefined || !isEmbedRequest(req)) return undefined;
  if (!CART_TOKEN_PATTERN.test(raw)) {
    throw new HttpError(400, 'invalid_cart_token', `The ${CART_TOKEN_HEADER} header is malformed`);
  }
  return raw;
}

/** The cart token from the embed's header, else the cookie: null when absent; 400 when present but malformed. */
export function tokenFrom(req: Request): string | null {
  const kept = headerTokenOf(req);
  if (kept !== undefined) return kept;
  const raw: unknown = req.cookies?.[CART_COOKIE];
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !CART_TOKEN_PATTERN.test(raw)) {
    throw new HttpError(400, 'invalid_cart_token', 'The sa_cart_token cookie is malformed');
  }
  return raw;
}

/** Who is asking (verified viewer headers) and which cart their cookie names. */
export function cartViewerOf(req: Request): CartViewer {
  return { accountId: viewerOf(req).accountId, token: tokenFrom(req) };
}

export function applyCookie(req: Request, res: Response, cookie: CartCookieAction) {
  if (cookie.kind !== 'keep' && isEmbedRequest(req))
    res.set(CART_TOKEN_HEADER, cookie.kind === 'set' ? cookie.token : '');
  if (cookie.kind === 'set') {
    res.cookie(CART_COOKIE, cookie.token, { ...cookieOptions(req), maxAge: cookieMaxAgeSeconds(CART_COOKIE) * 1000 });
  } else if (cookie.kind === 'clear') {
    // Spec 2 §4 'Cart token': a cart token the server does not know for this viewer clears the checkout token too.
    for (const name of cartTokenCookieNames()) res.clearCookie(name, cookieOptions(req));
  }
}

type CartLines = Pick<CartDoc, 'cart_token' | 'items'> | null;

/** The viewer's pricing: who asks, the active sale, the catalog as they see it. */
export async function pricingContextOf(req: Request, opts: CartRouterOptions): Promise<PricingContext> {
  return { viewer: viewerOf(req), sale: await opts.saleSource(), lookup: opts.pricingLookup };
}

async function bodyOf(req: Request, opts: CartRouterOptions, cart: CartLines): Promise<CartResponse> {
  const ctx = await pricingContextOf(req, opts);
  return { data: await presentCart(cart?.cart_token ?? null, cart?.items ?? [], ctx) };
}

async function send(req: Request, res: Response, opts: CartRouterOptions, cart: CartLines, status = 200) {
  res.status(status).json(await bodyOf(req, opts, cart));
}

async function answerOf(
  req: Request,
  opts: CartRouterOptions,
  cart: CartLines,
  cookie: CartCookieAction,
  status = 200,
): Promise<StoredAnswer> {
  return {
    status,
    body: await bodyOf(req, opts, cart),
    cookieToken: cookie.kind === 'set' ? cookie.token : null,
    clearCookie: cookie.kind === 'clear',
  };
}

export function sendAnswer(req: Request, res: Response, answer: StoredAnswer) {
  if (answer.cookieToken) applyCookie(req, res, { kind: 'set', token: answer.cookieToken });
  else if (answer.clearCookie) applyCookie(req, res, { kind: 'clear' });
  res.status(answer.status).json(answer.body);
}

/** Whose idempotency keys these are: one account's stored answers are never replayed to another account. */
export const keyScope = (viewer: CartViewer) => (viewer.accountId ? `account:${viewer.accountId}` : 'guest');
/** A client key as recorded in the cart's ops (merges are recorded as 'merged/<token>'). */
const opKeyOf = (key: string | null) => (key ? `key/${key}` : null);

export interface CartRouterOptions {
  /** Names, images, prices and flags of added lines come from the catalog. */
  lookupProduct: ProductLookup;
  /** The same catalog behind a short cache, for pricing every cart answer. */
  pricingLookup: ProductLookup;
  /** The active sale (never throws: no sale when marketing is down). */
  saleSource: SaleSource;
}

type CartModel = CartModels['Cart'];
type KeyModel = IdempotencyModels['IdempotencyKey'];

/**
 * Every cart route answers for the viewer's cart (resolveViewerCart): a guest's cookie cart, or a signed-in viewer's
 * account cart (a guest cart named by their cookie is merged into it first). Writes are single atomic updates; POST
 * and PATCH honour an Idempotency-Key (applyOnce).
 */
export function cartRouter(
  { Cart }: CartModels,
  { IdempotencyKey }: IdempotencyModels,
  opts: CartRouterOptions,
): Router {
  const router = Router();
  router.use('/cartv2', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.get('/cartv2', getCart(Cart, opts));
  router.post('/cartv2', requireJsonBody, addToCart(Cart, IdempotencyKey, opts));
  router.patch('/cartv2/items/:sku', requireJsonBody, setCartLineQuantity(Cart, IdempotencyKey, opts));
  router.delete('/cartv2/items/:sku', removeCartLine(Cart, opts));
  router.delete('/cartv2', forgetCart(Cart, opts));
  router.delete('/checkout-v3/checkout', forgetCheckoutToken);
  router.delete('/cookies', requireJsonBody, clearCookies);
  return router;
}

/** GET /api/cartv2: the viewer's cart, or an empty cart with cart_token null. */
function getCart(Cart: CartModel, opts: CartRouterOptions): RequestHandler {
  return async (req, res) => {
    const { cart, cookie } = await resolveViewerCart(Cart, cartViewerOf(req));
    applyCookie(req, res, cookie);
    await send(req, res, opts, cart);
  };
}

/**
 * POST /api/cartv2 {items: [{sku, quantity, source?}]}: add (sum quantities by sku), creating the cart and its
 * cookie when needed. Other item fields are ignored: lines are built from the catalog.
 */
function addToCart(Cart: CartModel, IdempotencyKey: KeyModel, opts: CartRouterOptions): RequestHandler {
  return async (req, res) => {
    const key = idempotencyKeyFrom(req);
    const { items } = parseOrThrow(addBodySchema, req.body ?? {}, 'body');
    const viewer = cartViewerOf(req);
    const answer = await applyOnce(
      IdempotencyKey,
      { key, scope: keyScope(viewer), operation: ['POST /api/cartv2', items] },
      async (applied) => {
        const input = { ...addRequestOf(req, viewer), opKey: opKeyOf(applied), items };
        const { cart, created, cookie } = await addItemsToCart(Cart, input, opts.lookupProduct);
        return answerOf(req, opts, cart, cookie, created ? 201 : 200);
      },
    );
    sendAnswer(req, res, answer);
  };
}

/** PATCH /api/cartv2/items/:sku {quantity}: set the quantity of one line. */
function setCartLineQuantity(Cart: CartModel, IdempotencyKey: KeyModel, opts: CartRouterOptions): RequestHandler {
  return async (req, res) => {
    const { sku } = parseOrThrow(skuParamSchema, req.params, 'path');
    const { quantity } = parseOrThrow(updateBodySchema, req.body ?? {}, 'body');
    const key = idempotencyKeyFrom(req);
    const viewer = cartViewerOf(req);
    const answer = await applyOnce(
      IdempotencyKey,
      { key, scope: keyScope(viewer), operation: ['PATCH /api/cartv2/items', skuKey(sku), quantity] },
      async (applied) => {
        const resolved = await resolveViewerCart(Cart, viewer);
        if (!resolved.cart) {
          // Still clear a cookie naming a cart the viewer may not see before answering 404.
          applyCookie(req, res, resolved.cookie);
          throw new HttpError(404, 'cart_not_found', 'There is no cart');
        }
        const target = { token: resolved.cart.cart_token, accountId: viewer.accountId, opKey: opKeyOf(applied) };
        assertCallerPresent(req);
        const cart = await setLineQuantity(Cart, target, sku, quantity);
        return answerOf(req, opts, cart, resolved.cookie);
      },
    );
    sendAnswer(req, res, answer);
  };
}

/** DELETE /api/cartv2/items/:sku: remove one line (removing a line that is not there changes nothing). */
function removeCartLine(Cart: CartModel, opts: CartRouterOptions): RequestHandler {
  return async (req, res) => {
    const { sku } = parseOrThrow(skuParamSchema, req.params, 'path');
    const viewer = cartViewerOf(req);
    const resolved = await resolveViewerCart(Cart, viewer);
    applyCookie(req, res, resolved.cookie);
    assertCallerPresent(req);
    const cart =
      resolved.cart &&
      (await removeLine(Cart, { token: resolved.cart.cart_token, accountId: viewer.accountId, opKey: null }, sku));
    await send(req, res, opts, cart);
  };
}

/**
 * DELETE /api/cartv2: forget the cart token (clearing tokens, spec 2 §4; see forgetCartToken). Idempotent; answers
 * the cart the viewer sees afterwards: a signed-in viewer still has the account's.
 */
function forgetCart(Cart: CartModel, opts: CartRouterOptions): RequestHandler {
  return async (req, res) => {
    const viewer = cartViewerOf(req);
    await forgetCartToken(Cart, viewer);
    applyCookie(req, res, { kind: 'clear' });
    const { cart } = await resolveViewerCart(Cart, { accountId: viewer.accountId, token: null });
    await send(req, res, opts, cart);
  };
}

/**
 * DELETE /api/checkout-v3/checkout: forget the checkout token cookie. Checkout attempts and orders are keyed by the
 * Idempotency-Key and the cart's hold, never by this cookie, so a checkout under way is not affected.
 */
function forgetCheckoutToken(req: Request, res: Response) {
  res.clearCookie(CHECKOUT_COOKIE, cookieOptions(req));
  res.json({ success: true });
}

/** DELETE /api/cookies {cookieNames}: the server side of clearing client cookies (only this site's sa_ cookies). */
function clearCookies(req: Request, res: Response) {
  const { cookieNames } = parseOrThrow(deleteCookiesSchema, req.body ?? {}, 'body');
  for (const name of cookieNames) res.clearCookie(name, cookieOptions(req));
  res.json({ success: true, cleared: cookieNames });
}

export function checkoutRouter({ CheckoutEvent }: CartModels, limiter: RequestHandler): Router {
  const router = Router();
  // POST /api/checkout-v4/save-checkout-event: conversion funnel event (response not used by the client).
  router.post('/checkout-v4/save-checkout-event', requireJsonBody, limiter, async (req, res) => {
    const event = parseOrThrow(checkoutEventSchema, req.body ?? {}, 'body');
    await CheckoutEvent.create(event);
    res.status(201).json({ status: 'success' });
  });
  return router;
}
