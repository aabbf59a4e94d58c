import { Router } from 'express';
import { HttpError, parseOrThrow } from '@storefront/service-platform';
import { shippingQuotes } from '@storefront/shared-domain';
import type { ShippingEstimate } from '@storefront/shared-domain';
import { presentCart } from '../domain/price-cart';
import { resolveViewerCart } from '../domain/resolve-viewer-cart';
import { placeOfZip } from '../lib/zip-codes';
import type { CartModels } from '../models/cart';
import { applyCookie, cartViewerOf, pricingContextOf } from './cart';
import type { CartRouterOptions } from './cart';
import { zipQuerySchema } from './schemas';

const FIVE_DIGITS = /^\d{5}$/;

/**
 * GET /api/cartv2/shipping-estimate?zip=NNNNN → ShippingEstimate: the viewer's cart shipping (ground) and every
 * method's price for that ZIP's place. Bad zip: 400 invalid_zip; a ZIP no US place has: 404 unknown_zip.
 */
export function shippingEstimateRouter({ Cart }: CartModels, opts: CartRouterOptions): Router {
  const router = Router();
  router.get('/cartv2/shipping-estimate', async (req, res) => {
    const { zip } = parseOrThrow(zipQuerySchema, req.query, 'query');
    if (typeof zip !== 'string' || !FIVE_DIGITS.test(zip.trim())) {
      throw new HttpError(400, 'invalid_zip', 'Enter a 5-digit ZIP code');
    }
    const place = placeOfZip(zip.trim());
    if (!place) throw new HttpError(404, 'unknown_zip', `No US place has the ZIP code ${zip.trim()}`);
    const { cart, cookie } = await resolveViewerCart(Cart, cartViewerOf(req));
    applyCookie(req, res, cookie);
    const ctx = await pricingContextOf(req, opts);
    const priced = await presentCart(cart?.cart_token ?? null, cart?.items ?? [], ctx);
    const body: ShippingEstimate = {
      zip: place.zip,
      city: place.city,
      state: place.state,
      shippingTotal: priced.shippingTotal,
      methods: shippingQuotes(priced.subTotal, ctx.viewer),
    };
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
