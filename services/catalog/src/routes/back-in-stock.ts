// POST /api/products/back-in-stock { sku, email } or { sku, push: { endpoint } }: a shopper asks to be told when an
// out-of-stock product is back, by email or by a push message to their browser's subscription (202; 400 bad email,
// endpoint or sku; 409 in stock; 429 past the limit per client address). Stored once per address (endpoint) and sku.
import { Router, type RequestHandler } from 'express';
import { parseOrThrow } from '@storefront/service-platform';
import { BACK_IN_STOCK_PATH } from '@storefront/shared-domain';
import type { RouteContext } from '../lib/context';
import { requestBackInStockAlert } from '../admin/back-in-stock';
import { backInStockBodySchema, backInStockPushBodySchema } from '../admin/schemas';

export function backInStockRouter(ctx: RouteContext, limiter: RequestHandler): Router {
  const router = Router();
  router.post(BACK_IN_STOCK_PATH, limiter, async (req, res) => {
    const byPush = typeof req.body === 'object' && req.body !== null && 'push' in req.body;
    const target = byPush
      ? parseOrThrow(backInStockPushBodySchema, req.body, 'body')
      : parseOrThrow(backInStockBodySchema, req.body, 'body');
    await requestBackInStockAlert(ctx, target);
    res.set('Cache-Control', 'no-store');
    res.status(202).json({ ...target, waiting: true });
  });
  return router;
}
