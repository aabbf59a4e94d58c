import { Router } from 'express';
import { HttpError, noStore, parseOrThrow, requireJsonBody } from '@storefront/service-platform';
import { ROUTES, type CartResponse } from '@storefront/shared-domain';
import { HANDOFF_PARAM, signHandoff, verifyHandoff } from '../domain/handoff';
import { presentCart } from '../domain/price-cart';
import { resolveViewerCart } from '../domain/resolve-viewer-cart';
import type { CartDoc, CartModels } from '../models/cart';
import { applyCookie, cartViewerOf, pricingContextOf, type CartRouterOptions } from './cart';
import { handoffBodySchema } from './schemas';

export interface HandoffLink {
  token: string;
  expiresAt: string;
  /** Path on the store (prefix the store's origin): the checkout page with the token. */
  checkoutPath: string;
}

/**
 * The checkout hand-off of the embedded cart (mfe-cart/EMBED.md):
 * - GET /api/cartv2/handoff: a signed, short-lived token naming the viewer's cart, and the checkout path carrying it;
 *   404 cart_not_found when the viewer has no cart. Only pages the browser lets read our answers (our site, the
 *   configured embed origins through CORS) ever see it.
 * - POST /api/cartv2/handoff {token}: on our site, points the first-party cart cookie at that cart (a signed-in viewer
 *   gets it merged into their account's cart, as at sign-in) and answers the cart. A tampered or malformed token,
 *   an expired one, or one naming a cart that is gone or belongs to another account: 400, and nothing changes.
 */
export function handoffRouter({ Cart }: CartModels, opts: CartRouterOptions, secretOf: () => string): Router {
  const router = Router();
  router.use('/cartv2/handoff', noStore);

  router.get('/cartv2/handoff', async (req, res) => {
    const { cart, cookie } = await resolveViewerCart(Cart, cartViewerOf(req));
    applyCookie(req, res, cookie);
    if (!cart) throw new HttpError(404, 'cart_not_found', 'There is no cart');
    const { token, expiresAt } = signHandoff(cart.cart_token, secretOf());
    const checkoutPath = ROUTES.checkout.href({ [HANDOFF_PARAM]: token });
    const body: { data: HandoffLink } = { data: { token, expiresAt, checkoutPath } };
    res.json(body);
  });

  router.post('/cartv2/handoff', requireJsonBody, async (req, res) => {
    const { token } = parseOrThrow(handoffBodySchema, req.body ?? {}, 'body');
    const check = verifyHandoff(token, secretOf());
    if (!check.ok) {
      throw new HttpError(400, check.reason === 'expired' ? 'handoff_expired' : 'invalid_handoff', check.message);
    }
    const viewer = cartViewerOf(req);
    const handed = await Cart.findOne({ cart_token: check.cartToken }).lean<CartDoc>();
    if (!handed || (handed.account_id && handed.account_id !== viewer.accountId)) {
      throw new HttpError(400, 'handoff_cart_not_found', 'The cart of this hand-off link is no longer available');
    }
    // The handed cart stands in for the viewer's cookie: a guest now has it, an account claims it (merged).
    const { cart } = await resolveViewerCart(Cart, { accountId: viewer.accountId, token: handed.cart_token });
    if (!cart)
      throw new HttpError(400, 'handoff_cart_not_found', 'The cart of this hand-off link is no longer available');
    applyCookie(req, res, { kind: 'set', token: cart.cart_token });
    const ctx = await pricingContextOf(req, opts);
    const body: CartResponse = { data: await presentCart(cart.cart_token, cart.items ?? [], ctx) };
    res.json(body);
  });

  return router;
}
