// GET /api/collections/:handle and /api/collections/:handle/:sub -> CollectionResponse.
// The vehicle-specific collection is also the vehicle finder: type, vehicle_year, vehicle_make, vehicle_model, sizes.
import { Router, type Request, type Response } from 'express';
import { HttpError, parseOrThrow, trusted } from '@storefront/service-platform';
import { type CollectionResponse, type FitmentVehicle, type VehicleFinderFilters } from '@storefront/shared-domain';
import type { FilterQuery, SortOrder } from 'mongoose';
import type { CollectionDoc, ProductDoc } from '../models';
import { fitKey } from '../seed/derive';
import { CARD_FIELDS, projectionOf, toCard, toCollectionInfo } from '../lib/presenters';
import { sendJsonBody, toJsonBody } from '../lib/cache';
import { setViewerCacheHeaders, viewerIsDealer, type RouteContext } from '../lib/context';
import { collectionQuerySchema, handleSchema, type CollectionQuery, type Sort } from '../lib/validation';

export const VEHICLE_COLLECTION = 'vehicle-specific-subwoofer-enclosures';
export const DEFAULT_PAGE_SIZE = 24;
/** With a vehicle chosen, up to this many matches are read in one query (page + total) instead of find + count. */
const FINDER_INLINE_MAX = 400;

export const SORT_ORDERS: Record<Sort, Record<string, SortOrder>> = {
  default: { sortRank: 1 },
  'price-asc': { price: 1, sortRank: 1 },
  'price-desc': { price: -1, sortRank: 1 },
  rating: { 'rating.avg_rating': -1, sortRank: 1 },
};

export interface VehicleFinder {
  vehicle: FitmentVehicle;
  filters: VehicleFinderFilters;
}

export function finderFromQuery(q: CollectionQuery): VehicleFinder {
  return {
    vehicle: { year: q.vehicle_year, make: q.vehicle_make, model: q.vehicle_model },
    filters: { type: q.type ?? null, sizes: q.sizes ?? [] },
  };
}

/**
 * The database filter of the finder. It reads the query fields stored at seed time with the shared rules
 * (fitsVehicle: year in [Start Year, End Year] with an open End Year, make equal and any bar-separated model equal,
 * both trimmed and case-insensitive, precomputed as fitment keys; matchesVehicleFilters: enclosure kind and normalised
 * size), so it selects exactly the products `filterVehicleProducts` keeps (the tests check both against each other).
 */
export function finderFilter({ vehicle, filters }: VehicleFinder): FilterQuery<ProductDoc> {
  const filter: FilterQuery<ProductDoc> = { collectionKeys: VEHICLE_COLLECTION };
  if (vehicle.make || vehicle.model || vehicle.year !== undefined)
    filter['fit.keys'] = fitKey(vehicle.make, vehicle.model, vehicle.year);
  if (filters.type) filter.enclosureKind = filters.type === 'Loaded' ? 'loaded' : 'empty';
  if (filters.sizes && filters.sizes.length > 0) filter.sizeKey = trusted({ $in: [...filters.sizes] });
  return filter;
}

export function collectionsRouter(ctx: RouteContext): Router {
  const router = Router();
  const { Product, Collection } = ctx.models;

  const loadCollection = (key: string) =>
    ctx.cache.get(`collection:${key}`, () => Collection.findOne({ key }, { _id: 0 }).lean<CollectionDoc>().exec());

  async function answer(req: Request, res: Response, fullHandle: string) {
    const query = parseOrThrow(collectionQuerySchema, req.query, 'query');
    const key = fullHandle.toLowerCase();
    const collection = await loadCollection(key);
    if (!collection) throw new HttpError(404, 'not_found', `Unknown collection: ${fullHandle}`);
    const page = query.page ?? 1;
    const pageSize = query.limit ?? DEFAULT_PAGE_SIZE;
    const sort: Sort = query.sort ?? 'default';
    const dealer = viewerIsDealer(req);
    const isFinder = key === VEHICLE_COLLECTION;
    const filter = isFinder ? finderFilter(finderFromQuery(query)) : { collectionKeys: key };
    const cacheKey = JSON.stringify([key, isFinder ? query : null, page, pageSize, sort, dealer]);
    const answer = await ctx.cache.get(cacheKey, async () => {
      const skip = (page - 1) * pageSize;
      let docs: ProductDoc[];
      let total: number;
      const vehicleChosen = isFinder && filter['fit.keys'] !== undefined;
      const inline = vehicleChosen
        ? await Product.find(filter, projectionOf(CARD_FIELDS))
            .sort(SORT_ORDERS[sort])
            .limit(FINDER_INLINE_MAX)
            .lean<ProductDoc[]>()
            .exec()
        : null;
      if (inline && inline.length < FINDER_INLINE_MAX) {
        // One vehicle's enclosures are few: one query gives the page and the total.
        docs = inline.slice(skip, skip + pageSize);
        total = inline.length;
      } else {
        docs = await Product.find(filter, projectionOf(CARD_FIELDS))
          .sort(SORT_ORDERS[sort])
          .skip(skip)
          .limit(pageSize)
          .lean<ProductDoc[]>()
          .exec();
        // A page that is not full (and not past the end) already tells the total: no count query.
        total =
          docs.length < pageSize && (docs.length > 0 || page === 1)
            ? skip + docs.length
            : await Product.countDocuments(filter).exec();
      }
      const body: CollectionResponse = {
        collection: toCollectionInfo(collection),
        products: docs.map((d) => toCard(d, dealer)),
        total,
        page,
        pageSize,
        sort,
      };
      return toJsonBody(body);
    });
    setViewerCacheHeaders(res, dealer);
    sendJsonBody(res, answer);
  }

  router.get('/api/collections/:handle', async (req, res) => {
    const handle = parseOrThrow(handleSchema, req.params.handle, 'handle');
    await answer(req, res, handle);
  });
  router.get('/api/collections/:handle/:sub', async (req, res) => {
    const handle = parseOrThrow(handleSchema, req.params.handle, 'handle');
    const sub = parseOrThrow(handleSchema, req.params.sub, 'handle');
    await answer(req, res, `${handle}/${sub}`);
  });
  return router;
}
