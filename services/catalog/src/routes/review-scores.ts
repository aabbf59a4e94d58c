// PUT /api/internal/products/:sku/review-score {count, avgScore}: the reviews service's new score for a product
// (signed service call; the gateway does not route /api/internal).
import { Router } from 'express';
import { HttpError, parseOrThrow, requireJsonBody, requireServiceCall } from '@storefront/service-platform';
import type { RouteContext } from '../lib/context';
import { applyReviewScores } from '../lib/review-scores';
import { reviewScoreBodySchema, skuSchema } from './schemas';

export function reviewScoresRouter(ctx: RouteContext): Router {
  const router = Router();
  router.put('/api/internal/products/:sku/review-score', requireServiceCall, requireJsonBody, async (req, res) => {
    const sku = parseOrThrow(skuSchema, req.params.sku, 'sku');
    const score = parseOrThrow(reviewScoreBodySchema, req.body ?? {}, 'body');
    const exists = await ctx.models.Product.exists({ 'search.skuKey': sku.trim().toUpperCase() });
    if (!exists) throw new HttpError(404, 'not_found', `Unknown product: ${sku}`);
    await applyReviewScores(ctx.models.Product.db, { [sku]: score });
    // Cards, collections and the product page read the score from cached answers.
    ctx.cache.clear();
    res.json({ sku, ...score });
  });
  return router;
}
