import { Router } from 'express';
import { noStore, parseOrThrow, requireSignedIn, viewerOf } from '@storefront/service-platform';
import { listPurchasedItems } from '../domain/list-purchased-items';
import type { OrderModels } from '../models/order';
import { purchasedSkusQuery } from './schemas';

export { PURCHASED_SKUS_MAX } from './schemas';

/**
 * GET /api/orders/purchased-skus?skus=a,b → { items: [{ sku, name, orderNumber, purchasedAt }], firstName }: which of
 * the skus the signed-in viewer bought (the reviews service asks before a review is written). Mounted before the
 * orders router, whose /orders/:orderNumber would take the path.
 */
export function purchasedSkusRouter(models: OrderModels): Router {
  const router = Router();
  router.get('/orders/purchased-skus', noStore, requireSignedIn, async (req, res) => {
    const { skus } = parseOrThrow(purchasedSkusQuery, req.query, 'query');
    res.json(await listPurchasedItems(models, viewerOf(req).accountId as string, skus));
  });
  return router;
}
