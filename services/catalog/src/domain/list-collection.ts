// One page of a collection (or of the vehicle finder) as the viewer sees it: the cards in the asked order, the total,
// and for the finder the asked vehicle in the catalogue's spelling.
import { HttpError, trusted } from '@storefront/service-platform';
import {
  LISTING_PAGE_SIZE,
  type CartPricedProduct,
  type CollectionResponse,
  type FitVehicle,
  type SaleTerms,
} from '@storefront/shared-domain';
import type { FilterQuery, mongo } from 'mongoose';
import { LRUCache } from 'lru-cache';
import type { CatalogModels, CollectionDoc, ProductDoc } from '../models';
import type { JsonBody } from '../lib/cache';
import type { RouteContext } from '../lib/context';
import { jsonBodyWithCards, ListingReader } from '../lib/listing-cards';
import { CARD_FIELDS, projectionOf, toCollectionInfo } from '../lib/presenters';
import { withVariantRows } from '../lib/variant-rows';
import { fitFilter } from './fit-filter';
import { isPriceSort, PRICE_FIELDS, SORT_ORDERS, viewerPriceOrder, type PriceSort, type Sort } from './listing-order';
import {
  FINDER_INLINE_MAX,
  FIT_SPELLING_FIELDS,
  VEHICLE_COLLECTION,
  finderFilter,
  finderFromQuery,
  spellVehicle,
  type FinderQuery,
  type FitSpelling,
  type VehicleFinder,
} from './vehicle-finder';

export const DEFAULT_PAGE_SIZE = LISTING_PAGE_SIZE;
export const COLLECTION_NOT_FOUND = 'Collection not found';
/**
 * Collection pages' headers change only with a new seed or import, like the browser cache allows for
 * (LIST_CACHE_CONTROL, 60 s); they are kept that long even with the answer cache off, so that an uncached finder
 * request (a vehicle and filters nobody asked for yet) does not read the same header again.
 */
const COLLECTION_INFO_TTL_MS = 60_000;

/** A collection page as asked (routes/schemas.ts `collectionQuerySchema` parses it); the finder's filters too. */
export interface CollectionQuery extends FinderQuery {
  page?: number;
  limit?: number;
  sort?: Sort;
  /** Only what fits this vehicle (fit-filter.ts). */
  fit?: FitVehicle;
}

/** What a collections router keeps between requests. */
export interface CollectionReaders {
  /** The finder's listings, decoded once per distinct product content (lib/listing-cards.ts). */
  listing: ListingReader;
  /** A collection's page header by key. */
  collectionOf: (key: string) => Promise<CollectionDoc | null>;
  /** Forgets the headers kept (staff changed a page). */
  forget: () => void;
}

export function collectionReaders(Collection: CatalogModels['Collection']): CollectionReaders {
  // Only collections found are kept: one seeded after a miss is found at once.
  const kept = new LRUCache<string, CollectionDoc>({ max: 500, ttl: COLLECTION_INFO_TTL_MS });
  return {
    listing: new ListingReader(),
    collectionOf: async (key) => {
      const hit = kept.get(key);
      if (hit) return hit;
      const found = await Collection.findOne({ key }, { _id: 0 }).lean<CollectionDoc>().exec();
      if (found) kept.set(key, found);
      return found;
    },
    forget: () => kept.clear(),
  };
}

export interface ListCollectionInput {
  /** The collection's handle, a sub-collection's with its parent's ('car-audio/subwoofers'). */
  handle: string;
  query: CollectionQuery;
  dealer: boolean;
}

/** The listing a request asks for: which products, in which order, which page, for which viewer. */
interface ListingRequest {
  key: string;
  filter: FilterQuery<ProductDoc>;
  finder: VehicleFinder | null;
  /** The finder's query without its page (it names the finder's listing); null for other collections. */
  listingQuery: CollectionQuery | null;
  page: number;
  pageSize: number;
  sort: Sort;
  dealer: boolean;
  sale: SaleTerms | null;
  /** "Only what fits": `filter` is narrowed to it when the page is read (not for an answer already cached). */
  fit: FitVehicle | null;
  cardProjection: Record<string, 0 | 1>;
}

/** A page of a listing's products and the listing's total. */
interface ListingPage {
  docs: Array<ProductDoc & FitSpelling>;
  total: number;
  /** A product of the finder's listing, on this page or not. */
  listed?: FitSpelling;
}

/** One page of a collection as a CollectionResponse body; 404 for a collection that does not exist. */
export async function listCollection(
  ctx: RouteContext,
  readers: CollectionReaders,
  { handle, query, dealer }: ListCollectionInput,
): Promise<JsonBody> {
  const key = handle.toLowerCase();
  const collection = await readers.collectionOf(key);
  if (!collection) throw new HttpError(404, 'not_found', COLLECTION_NOT_FOUND);
  const request = await listingRequestOf(ctx, key, query, dealer);
  const { listingQuery, page, pageSize, sort, sale, fit } = request;
  return ctx.cache.get(JSON.stringify([key, listingQuery, fit, page, pageSize, sort, dealer, sale]), async () => {
    if (fit) request.filter = await fitFilter(ctx.models.Product, request.filter, fit);
    const read = isPriceSort(sort)
      ? await readPriceOrderedPage(ctx, request, sort)
      : await readStoredOrderPage(ctx, readers.listing, request, sort);
    return presentPage(ctx, readers.listing, collection, request, read);
  });
}

async function listingRequestOf(
  ctx: RouteContext,
  key: string,
  query: CollectionQuery,
  dealer: boolean,
): Promise<ListingRequest> {
  const sort: Sort = query.sort ?? 'default';
  const finder = key === VEHICLE_COLLECTION ? finderFromQuery(query) : null;
  return {
    key,
    filter: finder ? finderFilter(finder) : { collectionKeys: key },
    finder,
    listingQuery: finder ? { ...query, page: undefined, limit: undefined } : null,
    page: query.page ?? 1,
    pageSize: query.limit ?? DEFAULT_PAGE_SIZE,
    sort,
    dealer,
    fit: query.fit ?? null,
    // Price orders depend on the sale for shoppers (dealers never get one): part of the key, like the viewer kind.
    sale: isPriceSort(sort) && !dealer ? await ctx.saleSource() : null,
    // The finder's products also spell its vehicle (FitSpelling); the query fields never reach the cards (`toCard`).
    cardProjection: projectionOf(CARD_FIELDS, finder ? FIT_SPELLING_FIELDS : []),
  };
}

/** A page in the order of the price each card shows the viewer: the listing's order is computed, then the page read. */
async function readPriceOrderedPage(ctx: RouteContext, request: ListingRequest, sort: PriceSort): Promise<ListingPage> {
  const { Product } = ctx.models;
  const { key, listingQuery, fit, filter, page, pageSize, dealer, sale, cardProjection } = request;
  const order = await ctx.cache.get(
    JSON.stringify(['price-order', key, listingQuery, fit, sort, dealer, sale]),
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
  const skip = (page - 1) * pageSize;
  const pageSkus = order.slice(skip, skip + pageSize);
  const found = pageSkus.length
    ? await Product.find({ sku: trusted({ $in: pageSkus }) }, cardProjection)
        .lean<Array<ProductDoc & FitSpelling>>()
        .exec()
    : [];
  const bySku = new Map(found.map((d) => [d.sku, d]));
  return { docs: pageSkus.flatMap((sku) => bySku.get(sku) ?? []), total: order.length };
}

/** A page in an order the database sorts by. */
async function readStoredOrderPage(
  ctx: RouteContext,
  listing: ListingReader,
  { finder, filter, cardProjection, page, pageSize }: ListingRequest,
  sort: Exclude<Sort, PriceSort>,
): Promise<ListingPage> {
  const { Product } = ctx.models;
  const skip = (page - 1) * pageSize;
  const vehicleChosen = finder !== null && filter['fit.keys'] !== undefined;
  const inline = vehicleChosen
    ? await listing.find<ProductDoc & FitSpelling>(
        Product.collection as unknown as mongo.Collection,
        filter as mongo.Filter<mongo.Document>,
        cardProjection,
        SORT_ORDERS[sort] as mongo.Sort,
        FINDER_INLINE_MAX,
      )
    : null;
  const listed = inline?.[0];
  if (inline && inline.length < FINDER_INLINE_MAX) {
    // One vehicle's enclosures are few: one query gives the page and the total.
    return { docs: inline.slice(skip, skip + pageSize), total: inline.length, listed };
  }
  const docs = await Product.find(filter, cardProjection)
    .sort(SORT_ORDERS[sort])
    .skip(skip)
    .limit(pageSize)
    .lean<Array<ProductDoc & FitSpelling>>()
    .exec();
  // A page that is not full (and not past the end) already tells the total: no count query.
  const total =
    docs.length < pageSize && (docs.length > 0 || page === 1)
      ? skip + docs.length
      : await Product.countDocuments(filter).exec();
  return { docs, total, listed };
}

/** The answer is a CollectionResponse, its cards serialised once per product version (ListingReader.cardJson). */
async function presentPage(
  ctx: RouteContext,
  listing: ListingReader,
  collection: CollectionDoc,
  { finder, page, pageSize, sort, dealer }: ListingRequest,
  { docs, total, listed }: ListingPage,
): Promise<JsonBody> {
  const after: Omit<CollectionResponse, 'collection' | 'products'> = { total, page, pageSize, sort };
  // An empty page leaves the spelling to its own lookup.
  const vehicle = finder ? await spellVehicle(ctx.models.Product, finder.vehicle, listed ?? docs[0]) : undefined;
  if (vehicle) after.vehicle = vehicle;
  const cards = await withVariantRows(ctx.models.Product, docs);
  return jsonBodyWithCards(
    { collection: toCollectionInfo(collection) } satisfies Pick<CollectionResponse, 'collection'>,
    cards.map((d) => listing.cardJson(d, dealer)),
    after,
  );
}
