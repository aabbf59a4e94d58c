// GET /api/product/:sku (ProductDetail incl. props.Size, spec 2 §7), GET /api/product/stock/:sku,
// GET /api/products/by-handle/:handle[?sku=|?variant=] (the product page, with the frequently-bought-together cards).
import { Router } from 'express';
import { HttpError, parseOrThrow } from '@storefront/service-platform';
import { sendJsonBody } from '../lib/cache';
import { setViewerCacheHeaders, viewerIsDealer, type RouteContext } from '../lib/context';
import { byHandleQuerySchema, handleOrNotFound, skuSchema } from './schemas';
import { findProduct, findProductStock } from '../domain/find-product';
import { findProductPage } from '../domain/find-product-page';

export { findBySku } from '../domain/find-product';

export const PRODUCT_NOT_FOUND = 'Product not found';

export function productsRouter(ctx: RouteContext): Router {
  const router = Router();

  router.get('/api/product/stock/:sku', async (req, res) => {
    const sku = parseOrThrow(skuSchema, req.params.sku, 'sku');
    const stock = await findProductStock(ctx.models.Product, sku);
    if (!stock) throw new HttpError(404, 'not_found', `Unknown product: ${sku}`);
    res.set('Cache-Control', 'no-cache');
    res.json(stock);
  });

  router.get('/api/product/:sku', async (req, res) => {
    const sku = parseOrThrow(skuSchema, req.params.sku, 'sku');
    const dealer = viewerIsDealer(req);
    const answer = await findProduct(ctx, sku, dealer);
    if (!answer) throw new HttpError(404, 'not_found', `Unknown product: ${sku}`);
    setViewerCacheHeaders(res, dealer);
    sendJsonBody(res, answer);
  });

  router.get('/api/products/by-handle/:handle', async (req, res) => {
    const handle = handleOrNotFound(req.params.handle, PRODUCT_NOT_FOUND);
    const q = parseOrThrow(byHandleQuerySchema, req.query, 'query');
    const dealer = viewerIsDealer(req);
    const answer = await findProductPage(ctx, { handle, asked: q.variant ?? q.sku ?? null, dealer });
    if (!answer) throw new HttpError(404, 'not_found', PRODUCT_NOT_FOUND);
    setViewerCacheHeaders(res, dealer);
    sendJsonBody(res, answer);
  });
  return router;
}
