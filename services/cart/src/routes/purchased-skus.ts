import { Router } from 'express';
import { z } from 'zod';
import { noStore, parseOrThrow, requireSignedIn, viewerOf } from '@storefront/service-platform';
import { listPurchasedItems } from '../domain/list-purchased-items';
import type { OrderModels } from '../models/order';
import { skuSchema } from './schemas';

export const PURCHASED_SKUS_MAX = 50;

/** `skus=a,b` (comma-joined, each URL-encoded); blanks dropped, duplicates removed. */
const purchasedSkusQuery = z.object({
  skus: z
    .string({ error: 'skus is required' })
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(skuSchema)
        .min(1, 'at least one sku is required')
        .max(PURCHASED_SKUS_MAX, `at most ${PURCHASED_SKUS_MAX} skus`),
    ),
});

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
