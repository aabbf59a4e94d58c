import { Router } from 'express';
import { parseOrThrow } from '@storefront/service-platform';
import type { dealerModel } from '../models/dealer';
import { findDealers } from '../domain/find-dealers';
import { dealerLocatorQuerySchema } from './schemas';

/** The locator's answer is the same for every viewer and changes only when dealers are added. */
const LOCATOR_CACHE_CONTROL = 'public, max-age=300';

export function dealersRouter(Dealer: ReturnType<typeof dealerModel>): Router {
  const router = Router();
  // GET /api/dealers/locator?zip=33606 | ?city=Tampa&state=FL [&radius=250&limit=20] → DealerLocatorResponse
  router.get('/locator', async (req, res) => {
    const query = parseOrThrow(dealerLocatorQuerySchema, req.query, 'query');
    const result = await findDealers(Dealer, {
      zip: query.zip,
      city: query.city,
      state: query.state,
      radiusMiles: query.radius,
      limit: query.limit,
    });
    res.set('Cache-Control', LOCATOR_CACHE_CONTROL);
    res.json(result);
  });
  return router;
}
