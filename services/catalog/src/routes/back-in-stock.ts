// POST /api/products/back-in-stock { sku, email }: a shopper asks to be told when an out-of-stock product is back
// (202; 400 bad email or sku; 409 in stock; 429 past the limit per client address). Stored once per address and sku.
import { Router, type RequestHandler } from 'express';
import { parseOrThrow } from '@storefront/service-platform';
import type { RouteContext } from '../lib/context';
import { requestBackInStockAlert } from '../admin/back-in-stock';
import { backInStockBodySchema } from '../admin/schemas';

export const BACK_IN_STOCK_PATH = '/api/products/back-in-stock';

export function backInStockRouter(ctx: RouteContext, limiter: RequestHandler): Router {
  const router = Router();
  router.post(BACK_IN_STOCK_PATH, limiter, async (req, res) => {
    const { sku, email } = parseOrThrow(backInStockBodySchema, req.body, 'body');
    await requestBackInStockAlert(ctx, sku, email);
    res.set('Cache-Control', 'no-store');
    res.status(202).json({ sku, email, waiting: true });
  });
  return router;
}
