// GET /api/collections/:handle and /api/collections/:handle/:sub -> CollectionResponse.
// The vehicle-specific collection is also the vehicle finder: type, vehicle_year, vehicle_make, vehicle_model, sizes.
import { Router, type Request, type Response } from 'express';
import { HttpError, parseOrThrow, trusted } from '@storefront/service-platform';
import {
  LISTING_PAGE_SIZE,
  cartLinePricing,
  type CartPricedProduct,
  type CollectionResponse,
  type FitmentVehicle,
  type SaleTerms,
  type VehicleFinderFilters,
  type VehicleSelection,
} from '@storefront/shared-domain';
import type { FilterQuery, SortOrder, mongo } from 'mongoose';
import { LRUCache } from 'lru-cache';
import type { CollectionDoc, ProductDoc, ProductFit } from '../models';
import { fitKey, textKey } from '../seed/derive';
import { CARD_FIELDS, projectionOf, toCollectionInfo } from '../lib/presenters';
import { sendJsonBody } from '../lib/cache';
import { jsonBodyWithCards, ListingReader } from '../lib/listing-cards';
import { withVariantRows } from '../lib/variant-rows';
import { setViewerCacheHeaders, viewerIsDealer, type RouteContext } from '../lib/context';
import { collectionQuerySchema, handleOrNotFound, type CollectionQuery, type Sort } from '../lib/validation';

export const VEHICLE_COLLECTION = 'vehicle-specific-subwoofer-enclosures';
export const DEFAULT_PAGE_SIZE = LISTING_PAGE_SIZE;
/** With a vehicle chosen, up to this many matches are read in one query (page + total) instead of find + count. */
export const FINDER_INLINE_MAX = 400;
/**
 * Collection pages' headers change only with a new seed or import, like the browser cache allows for
 * (LIST_CACHE_CONTROL, 60 s); they are kept that long even with the answer cache off, so that an uncached finder
 * request (a vehicle and filters nobody asked for yet) does not read the same header again.
 */
const COLLECTION_INFO_TTL_MS = 60_000;

/** What spells a vehicle in the catalogue's words: the fitment of an enclosure that fits it. */
type FitSpelling = { fit: Pick<ProductFit, 'make' | 'models' | 'modelKeys'> | null };
export const FIT_SPELLING_FIELDS = ['fit.make', 'fit.models', 'fit.modelKeys'];

export const COLLECTION_NOT_FOUND = 'Collection not found';

type PriceSort = Extract<Sort, 'price-asc' | 'price-desc'>;
const isPriceSort = (sort: Sort): sort is PriceSort => sort === 'price-asc' || sort === 'price-desc';

/** Orders the database gives itself. The price sorts are by the price the viewer sees (`viewerPriceOrder`). */
export const SORT_ORDERS: Record<Exclude<Sort, PriceSort>, Record<string, SortOrder>> = {
  default: { sortRank: 1 },
  rating: { 'rating.avg_rating': -1, sortRank: 1 },
};

/** What the shared card pricing reads of a product (the same fields the cards and the cart price from). */
const PRICE_FIELDS = [
  'sku',
  'price',
  'price_map',
  'price_msrp',
  'compareAtPrice',
  'price_dealer',
  'currentlyInStock',
  'preorderInfo',
  'isDailyDeal',
  'tpa_wh',
  'lv_wh',
  'isBundle',
  'bundleNormalPrice',
] as const satisfies ReadonlyArray<keyof CartPricedProduct>;

/**
 * The skus of a listing in the order of the price each card shows the viewer (`cartLinePricing`: the dealer price for
 * dealers, the sale price for shoppers when the sale applies to that product, else the price), ties in the default
 * order. The sale changes prices per product, so no stored field sorts by it: the listing's prices are read and sorted.
 */
export function viewerPriceOrder(
  rows: ReadonlyArray<CartPricedProduct & { sortRank: number }>,
  sort: PriceSort,
  sale: SaleTerms | null,
  dealer: boolean,
): string[] {
  const direction = sort === 'price-asc' ? 1 : -1;
  return rows
    .map((row) => ({
      sku: row.sku,
      rank: row.sortRank,
      price: cartLinePricing(row, sale, { isDealer: dealer }).unitPrice,
    }))
    .sort((a, b) => direction * (a.price - b.price) || a.rank - b.rank)
    .map((row) => row.sku);
}

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
  /** The finder's listings, decoded once per distinct product content (lib/listing-cards.ts). */
  const listing = new ListingReader();

  // Only collections found are kept: one seeded after a miss is found at once.
  const collectionInfo = new LRUCache<string, CollectionDoc>({ max: 500, ttl: COLLECTION_INFO_TTL_MS });
  const loadCollection = async (key: string): Promise<CollectionDoc | null> => {
    const kept = collectionInfo.get(key);
    if (kept) return kept;
    const found = await Collection.findOne({ key }, { _id: 0 }).lean<CollectionDoc>().exec();
    if (found) collectionInfo.set(key, found);
    return found;
  };

  /**
   * The parts of the asked vehicle the catalogue knows, in its own spelling ('ford' / 'f-150' -> 'Ford' / 'F-150'):
   * the year as asked, the make when some enclosure fits it, the model when some enclosure fits that make and model.
   * `listed`: an enclosure the finder listed for this vehicle (it fits the make and model), which spells both without
   * a lookup.
   */
  async function catalogueVehicle(
    vehicle: FitmentVehicle,
    listed?: FitSpelling,
  ): Promise<VehicleSelection | undefined> {
    if (vehicle.year === undefined && !vehicle.make && !vehicle.model) return undefined;
    const spelled: VehicleSelection = {};
    if (vehicle.year !== undefined) spelled.year = vehicle.year;
    const fitOf = async (key: string) =>
      listed?.fit ??
      (
        await Product.findOne(
          { collectionKeys: VEHICLE_COLLECTION, 'fit.keys': key },
          projectionOf(FIT_SPELLING_FIELDS),
        )
          .lean<FitSpelling>()
          .exec()
      )?.fit;
    // An enclosure fitting the make and model also spells the make: one lookup when the model is known.
    const byModel = vehicle.model ? await fitOf(fitKey(vehicle.make, vehicle.model)) : null;
    const byMake = vehicle.make ? (byModel ?? (await fitOf(fitKey(vehicle.make)))) : null;
    if (byMake) spelled.make = byMake.make;
    if (byModel && vehicle.model) {
      const at = byModel.modelKeys.indexOf(textKey(vehicle.model));
      if (at !== -1) spelled.model = byModel.models[at];
    }
    return spelled;
  }

  async function answer(req: Request, res: Response, fullHandle: string) {
    const query = parseOrThrow(collectionQuerySchema, req.query, 'query');
    const key = fullHandle.toLowerCase();
    const collection = await loadCollection(key);
    if (!collection) throw new HttpError(404, 'not_found', COLLECTION_NOT_FOUND);
    const page = query.page ?? 1;
    const pageSize = query.limit ?? DEFAULT_PAGE_SIZE;
    const sort: Sort = query.sort ?? 'default';
    const dealer = viewerIsDealer(req);
    const isFinder = key === VEHICLE_COLLECTION;
    const finder = isFinder ? finderFromQuery(query) : null;
    const filter = finder ? finderFilter(finder) : { collectionKeys: key };
    const listingQuery = isFinder ? { ...query, page: undefined, limit: undefined } : null;
    // Price orders depend on the sale for shoppers (dealers never get one): part of the key, like the viewer kind.
    const sale = isPriceSort(sort) && !dealer ? await ctx.saleSource() : null;
    const cacheKey = JSON.stringify([key, listingQuery, page, pageSize, sort, dealer, sale]);
    // The finder's products also spell its vehicle (FitSpelling); the query fields never reach the cards (`toCard`).
    const cardProjection = projectionOf(CARD_FIELDS, finder ? FIT_SPELLING_FIELDS : []);
    const answer = await ctx.cache.get(cacheKey, async () => {
      const skip = (page - 1) * pageSize;
      let docs: Array<ProductDoc & FitSpelling>;
      /** A product of the finder's listing, on this page or not. */
      let listed: FitSpelling | undefined;
      let total: number;
      if (isPriceSort(sort)) {
        const order = await ctx.cache.get(
          JSON.stringify(['price-order', key, listingQuery, sort, dealer, sale]),
          async () =>
            viewerPriceOrder(
              await Product.find(filter, projectionOf(PRICE_FIELDS, ['sortRank']))
                .lean<Array<CartPricedProduct & { sortRank: number }>>()
                .exec(),
              sort,
              sale,
              dealer,
            ),
        );
        const pageSkus = order.slice(skip, skip + pageSize);
        const found = pageSkus.length
          ? await Product.find({ sku: trusted({ $in: pageSkus }) }, cardProjection)
              .lean<Array<ProductDoc & FitSpelling>>()
              .exec()
          : [];
        const bySku = new Map(found.map((d) => [d.sku, d]));
        docs = pageSkus.flatMap((sku) => bySku.get(sku) ?? []);
        total = order.length;
      } else {
        const vehicleChosen = isFinder && filter['fit.keys'] !== undefined;
        const inline = vehicleChosen
          ? await listing.find<ProductDoc & FitSpelling>(
              Product.collection as unknown as mongo.Collection,
              filter as mongo.Filter<mongo.Document>,
              cardProjection,
              SORT_ORDERS[sort] as mongo.Sort,
              FINDER_INLINE_MAX,
            )
          : null;
        listed = inline?.[0];
        if (inline && inline.length < FINDER_INLINE_MAX) {
          // One vehicle's enclosures are few: one query gives the page and the total.
          docs = inline.slice(skip, skip + pageSize);
          total = inline.length;
        } else {
          docs = await Product.find(filter, cardProjection)
            .sort(SORT_ORDERS[sort])
            .skip(skip)
            .limit(pageSize)
            .lean<Array<ProductDoc & FitSpelling>>()
            .exec();
          // A page that is not full (and not past the end) already tells the total: no count query.
          total =
            docs.length < pageSize && (docs.length > 0 || page === 1)
              ? skip + docs.length
              : await Product.countDocuments(filter).exec();
        }
      }
      // The answer is a CollectionResponse, its cards serialised once per product version (ListingReader.cardJson).
      const after: Omit<CollectionResponse, 'collection' | 'products'> = { total, page, pageSize, sort };
      // An empty page leaves the spelling to its own lookup.
      const vehicle = finder ? await catalogueVehicle(finder.vehicle, listed ?? docs[0]) : undefined;
      if (vehicle) after.vehicle = vehicle;
      const cards = await withVariantRows(Product, docs);
      return jsonBodyWithCards(
        { collection: toCollectionInfo(collection) } satisfies Pick<CollectionResponse, 'collection'>,
        cards.map((d) => listing.cardJson(d, dealer)),
        after,
      );
    });
    setViewerCacheHeaders(res, dealer);
    sendJsonBody(res, answer);
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
