// GET /api/collections/:handle and /api/collections/:handle/:sub -> CollectionResponse.
// The vehicle-specific collection is also the vehicle finder: type, vehicle_year, vehicle_make, vehicle_model, sizes.
// Every listing takes `fit=year|make|model[|trim]`: only what fits that vehicle (domain/fit-filter.ts).
import { Router, type Request, type Response } from 'express';
import { parseOrThrow } from '@storefront/service-platform';
import { sendJsonBody } from '../lib/cache';
import { setViewerCacheHeaders, viewerIsDealer, type RouteContext } from '../lib/context';
import { collectionQuerySchema, handleOrNotFound } from './schemas';
import { COLLECTION_NOT_FOUND, collectionReaders, listCollection } from '../domain/list-collection';

export { COLLECTION_NOT_FOUND, DEFAULT_PAGE_SIZE } from '../domain/list-collection';
export { SORT_ORDERS, viewerPriceOrder } from '../domain/listing-order';
export {
  FINDER_INLINE_MAX,
  FIT_SPELLING_FIELDS,
  VEHICLE_COLLECTION,
  finderFilter,
  finderFromQuery,
  type VehicleFinder,
} from '../domain/vehicle-finder';

export function collectionsRouter(ctx: RouteContext): Router {
  const router = Router();
  const readers = collectionReaders(ctx.models.Collection);
  ctx.cache.onClear(readers.forget);

  async function answer(req: Request, res: Response, handle: string) {
    const query = parseOrThrow(collectionQuerySchema, req.query, 'query');
    const dealer = viewerIsDealer(req);
    const body = await listCollection(ctx, readers, { handle, query, dealer });
    setViewerCacheHeaders(res, dealer);
    sendJsonBody(res, body);
  }

  // A handle that cannot exist is a collection that does not exist (the page shows its not-found state).
  router.get('/api/collections/:handle', async (req, res) => {
    const handle = handleOrNotFound(req.params.handle, COLLECTION_NOT_FOUND);
    await answer(req, res, handle);
  });
  router.get('/api/collections/:handle/:sub', async (req, res) => {
    const handle = handleOrNotFound(req.params.handle, COLLECTION_NOT_FOUND);
    const sub = handleOrNotFound(req.params.sub, COLLECTION_NOT_FOUND);
    await answer(req, res, `${handle}/${sub}`);
  });
  return router;
}
