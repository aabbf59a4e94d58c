// GET /api/product-images/:sku.svg[?view=2] -> generated SVG (250x250 viewBox), long-lived cache headers.
import { Router } from 'express';
import { HttpError, parseOrThrow } from '@storefront/service-platform';
import { renderProductSvg } from '../images/svg';
import type { RouteContext } from '../lib/context';
import { imageQuerySchema, skuSchema } from './schemas';
import { findBySku } from './products';

export function imagesRouter(ctx: RouteContext): Router {
  const router = Router();
  router.get('/api/product-images/:file', async (req, res) => {
    const file = req.params.file;
    if (!file.toLowerCase().endsWith('.svg')) throw new HttpError(404, 'not_found', 'Unknown image');
    const sku = parseOrThrow(skuSchema, file.slice(0, -4), 'sku');
    const { view } = parseOrThrow(imageQuerySchema, req.query, 'query');
    const key = sku.trim().toUpperCase();
    const product = await ctx.cache.get(`image:${key}`, () =>
      findBySku<{ sku: string; category: string }>(ctx.models.Product, sku, { _id: 0, sku: 1, category: 1 }),
    );
    if (!product) throw new HttpError(404, 'not_found', `Unknown image: ${file}`);
    res.set('Content-Type', 'image/svg+xml; charset=utf-8');
    res.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
    res.set('Cross-Origin-Resource-Policy', 'cross-origin');
    res.send(renderProductSvg(product.sku, product.category, view === '2' ? 2 : 1));
  });
  return router;
}
