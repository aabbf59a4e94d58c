import { Router } from 'express';
import type { Request, Response } from 'express';
import { HttpError, parseOrThrow, requireJsonBody } from '@storefront/service-platform';
import {
  addCartLine,
  cartTokenCookieNames,
  cookieMaxAgeSeconds,
  removeCartLine,
  updateCartLineQuantity,
} from '@storefront/shared-domain';
import type { CartResponse } from '@storefront/shared-domain';
import { CatalogUnavailableError } from '../catalog-client';
import type { ProductLookup } from '../catalog-client';
import type { CartDoc, CartLineDoc, CartModels } from '../models/cart';
import { CART_TOKEN_PATTERN, newCartToken } from '../token';
import { emptyCart, presentCart } from '../totals';
import {
  IDEMPOTENCY_HEADER,
  addBodySchema,
  checkoutEventSchema,
  deleteCookiesSchema,
  idempotencyKeySchema,
  skuParamSchema,
  updateBodySchema,
} from './schemas';
import type { AddItem } from './schemas';

export const CART_COOKIE = 'sa_cart_token';
export const CHECKOUT_COOKIE = 'sa_checkout_token';
const MAX_ATTEMPTS = 10;
const MAX_REMEMBERED_OPS = 20;

function cookieOptions(req: Request) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: req.secure, path: '/' };
}

/** The cart token from the cookie: null when absent; 400 when present but malformed. */
function tokenFrom(req: Request): string | null {
  const raw: unknown = req.cookies?.[CART_COOKIE];
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !CART_TOKEN_PATTERN.test(raw)) {
    throw new HttpError(400, 'invalid_cart_token', 'The sa_cart_token cookie is malformed');
  }
  return raw;
}

function idempotencyKeyFrom(req: Request): string | null {
  const raw = req.get(IDEMPOTENCY_HEADER);
  if (raw === undefined) return null;
  return parseOrThrow(idempotencyKeySchema, raw, 'Idempotency-Key header');
}

function send(res: Response, cart: Pick<CartDoc, 'cart_token' | 'items'> | null, status = 200) {
  const body: CartResponse = { data: cart ? presentCart(cart.cart_token, cart.items) : emptyCart() };
  res.status(status).json(body);
}

function setCartCookie(req: Request, res: Response, token: string) {
  res.cookie(CART_COOKIE, token, { ...cookieOptions(req), maxAge: cookieMaxAgeSeconds(CART_COOKIE) * 1000 });
}

export interface CartRouterOptions {
  /** When set, names, images and prices come from the catalog instead of the request. */
  lookupProduct?: ProductLookup;
}

export function cartRouter({ Cart }: CartModels, opts: CartRouterOptions = {}): Router {
  const router = Router();

  /** Turn requested items into cart lines (same sku twice in one request is summed). */
  async function linesFor(items: AddItem[]): Promise<CartLineDoc[]> {
    const bySku = new Map<string, AddItem>();
    for (const item of items) {
      const prev = bySku.get(item.sku);
      bySku.set(item.sku, prev ? { ...prev, quantity: prev.quantity + item.quantity } : item);
    }
    const lines: CartLineDoc[] = [];
    for (const item of bySku.values()) {
      const line: CartLineDoc = {
        sku: item.sku,
        quantity: item.quantity,
        product_id: item.product_id,
        name: item.name,
        short_title: item.short_title,
        path: item.path,
        main_image: item.main_image,
        price: item.price ?? 0,
        price_map: item.price_map ?? item.price ?? 0,
        price_msrp: item.price_msrp ?? item.price_map ?? item.price ?? 0,
        price_dealer: item.price_dealer ?? null,
        product_type: item.product_type,
        is_pre_ordered_item: item.is_pre_ordered_item,
        source: item.source,
        options: item.options,
        child_products: item.child_products,
        variant: item.variant ?? null,
        addedAt: new Date(),
      };
      if (opts.lookupProduct) {
        let product;
        try {
          product = await opts.lookupProduct(item.sku);
        } catch (err) {
          if (err instanceof CatalogUnavailableError) {
            throw new HttpError(503, 'catalog_unavailable', 'The catalog is unavailable, please try again');
          }
          throw err;
        }
        if (!product) throw new HttpError(400, 'unknown_sku', `Unknown sku ${item.sku}`);
        Object.assign(line, {
          product_id: product.id ?? line.product_id,
          name: product.name,
          path: product.path ?? (product.slug ? `/products/${product.slug}` : line.path),
          main_image: product.imageUrl ?? product.images?.[0]?.url ?? line.main_image,
          price: product.price,
          price_map: product.price_map,
          price_msrp: product.price_msrp,
          price_dealer: product.price_dealer ?? null,
          product_type: product.product_type ?? line.product_type,
        });
      }
      lines.push(line);
    }
    return lines;
  }

  /** Adding: quantities summed by sku, else appended; a sum above 1000 is capped (shared-domain addCartLine). */
  function merge(existing: readonly CartLineDoc[], added: readonly CartLineDoc[]): CartLineDoc[] {
    return added.reduce<CartLineDoc[]>((items, line) => addCartLine(items, line), [...existing]);
  }

  /**
   * Read-modify-write with optimistic concurrency: the write matches the version it read, so two concurrent adds
   * never lose an item; a write carrying an Idempotency-Key already applied to this cart is not applied again.
   */
  async function update(
    token: string,
    key: string | null,
    change: (items: CartLineDoc[]) => CartLineDoc[],
  ): Promise<CartDoc | null> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const cart = await Cart.findOne({ cart_token: token }).lean<CartDoc>();
      if (!cart) return null;
      if (key && cart.ops?.includes(key)) return cart;
      const items = change(cart.items ?? []);
      const ops = key ? [...(cart.ops ?? []), key].slice(-MAX_REMEMBERED_OPS) : (cart.ops ?? []);
      const result = await Cart.updateOne(
        { cart_token: token, version: cart.version },
        { $set: { items, ops }, $inc: { version: 1 } },
      );
      if (result.matchedCount === 1) return { ...cart, items, ops, version: cart.version + 1 };
      // Someone else wrote first: back off a little (jittered) and re-read.
      await new Promise((r) => setTimeout(r, Math.random() * 5 * (attempt + 1)));
    }
    throw new HttpError(409, 'cart_conflict', 'The cart is being changed elsewhere, please retry');
  }

  // GET /api/cartv2: the visitor's cart, or an empty cart with cart_token null.
  router.get('/cartv2', async (req, res) => {
    const token = tokenFrom(req);
    res.set('Cache-Control', 'no-store');
    if (!token) return send(res, null);
    const cart = await Cart.findOne({ cart_token: token }).lean<CartDoc>();
    send(res, cart);
  });

  // POST /api/cartv2 {items: [...]}: add (sum quantities by sku), creating the cart and its cookie when needed.
  router.post('/cartv2', requireJsonBody, async (req, res) => {
    const key = idempotencyKeyFrom(req);
    const { items } = parseOrThrow(addBodySchema, req.body ?? {}, 'body');
    const token = tokenFrom(req);
    res.set('Cache-Control', 'no-store');

    if (token) {
      const existing = await Cart.exists({ cart_token: token });
      if (existing) {
        const lines = await linesFor(items);
        const cart = await update(token, key, (current) => merge(current, lines));
        if (cart) return send(res, cart);
      }
    }
    // A retried first add (same Idempotency-Key, cookie not stored yet) finds the cart it created.
    if (key) {
      const previous = await Cart.findOne({ ops: key }).lean<CartDoc>();
      if (previous) {
        setCartCookie(req, res, previous.cart_token);
        return send(res, previous);
      }
    }
    const lines = merge([], await linesFor(items));
    // Never adopt a token chosen by the client: an unknown token gets a fresh cart with a fresh token.
    const created = await Cart.create({ cart_token: newCartToken(), items: lines, version: 0, ops: key ? [key] : [] });
    setCartCookie(req, res, created.cart_token);
    send(res, created.toObject(), 201);
  });

  // PATCH /api/cartv2/items/:sku {quantity}: set the quantity of one line.
  router.patch('/cartv2/items/:sku', requireJsonBody, async (req, res) => {
    const { sku } = parseOrThrow(skuParamSchema, req.params, 'path');
    const { quantity } = parseOrThrow(updateBodySchema, req.body ?? {}, 'body');
    const key = idempotencyKeyFrom(req);
    const token = tokenFrom(req);
    if (!token) throw new HttpError(404, 'cart_not_found', 'There is no cart');
    const cart = await update(token, key, (items) => {
      if (removeCartLine(items, sku).length === items.length) {
        throw new HttpError(404, 'item_not_found', `No ${sku} in the cart`);
      }
      return updateCartLineQuantity(items, sku, quantity);
    });
    if (!cart) throw new HttpError(404, 'cart_not_found', 'There is no cart');
    send(res, cart);
  });

  // DELETE /api/cartv2/items/:sku: remove one line (removing a line that is not there changes nothing).
  router.delete('/cartv2/items/:sku', async (req, res) => {
    const { sku } = parseOrThrow(skuParamSchema, req.params, 'path');
    const token = tokenFrom(req);
    if (!token) return send(res, null);
    const cart = await update(token, null, (items) => removeCartLine(items, sku));
    send(res, cart);
  });

  // DELETE /api/cartv2: forget the cart (clearing tokens, spec 2 §4).
  router.delete('/cartv2', async (req, res) => {
    const token = tokenFrom(req);
    if (token) await Cart.deleteOne({ cart_token: token });
    for (const name of cartTokenCookieNames()) res.clearCookie(name, cookieOptions(req));
    send(res, null);
  });

  // DELETE /api/checkout-v3/checkout: forget the checkout token.
  router.delete('/checkout-v3/checkout', (req, res) => {
    res.clearCookie(CHECKOUT_COOKIE, cookieOptions(req));
    res.json({ success: true });
  });

  // DELETE /api/cookies {cookieNames}: the server side of clearing client cookies (only this site's sa_ cookies).
  router.delete('/cookies', requireJsonBody, (req, res) => {
    const { cookieNames } = parseOrThrow(deleteCookiesSchema, req.body ?? {}, 'body');
    for (const name of cookieNames) res.clearCookie(name, cookieOptions(req));
    res.json({ success: true, cleared: cookieNames });
  });

  return router;
}

export function checkoutRouter({ CheckoutEvent }: CartModels): Router {
  const router = Router();
  // POST /api/checkout-v4/save-checkout-event: conversion funnel event (response not used by the client).
  router.post('/checkout-v4/save-checkout-event', requireJsonBody, async (req, res) => {
    const event = parseOrThrow(checkoutEventSchema, req.body ?? {}, 'body');
    await CheckoutEvent.create(event);
    res.status(201).json({ status: 'success' });
  });
  return router;
}
