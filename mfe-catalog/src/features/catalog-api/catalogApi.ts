// The catalogue's endpoints on the one shared RTK Query API (shared-domain `baseApi`), so cache and tags are shared
// with every other remote on the page. Endpoint names carry the area ('catalog...') where another remote could add
// an endpoint of the same purpose, so two injections never collide.
import {
  baseApi,
  buildVehicleFinderQuery,
  unwrapData,
  type CollectionResponse,
  type CollectionSort,
  type MenuData,
  type SearchResponse,
  type VehicleFinderQuery,
} from '@storefront/shared-domain';

/**
 * shared-domain's VEHICLE_FINDER_HANDLE, spelled again: importing it from the package root would add a copy of
 * shared-domain's constants to the home page's chunk, and reading it from PATHS costs bytes on every catalog page.
 */
export const VEHICLE_COLLECTION_HANDLE = 'vehicle-specific-subwoofer-enclosures';

export interface CollectionArgs {
  handle: string;
  sub?: string | null;
  page?: number;
  limit?: number;
  sort?: CollectionSort;
  /** "Only what fits": the address's `fit` value as it is ('2018|Ford|F-150'). */
  fit?: string | null;
}

export type SearchMode = 'typeahead' | 'full';

export interface SearchArgs {
  q: string;
  mode: SearchMode;
  limit?: number;
  /** 1-based page of full results (page 1 is not sent). */
  page?: number;
  fit?: string | null;
}

/**
 * How long a listing answer stays cached after its page unmounts. CHOICE: 5 minutes (RTK Query's default is 60 s), so
 * Back from a product page renders the listing at once and the shell's scroll restore lands on the same products.
 */
export const LISTING_CACHE_SECONDS = 300;

function enc(segment: string): string {
  return encodeURIComponent(segment);
}

/** '/api/collections/{handle}[/{sub}]?page=&limit=&sort=&fit=' (defaults omitted). */
export function collectionUrl({ handle, sub, page, limit, sort, fit }: CollectionArgs): string {
  const path = `/api/collections/${enc(handle)}${sub ? `/${enc(sub)}` : ''}`;
  const params = new URLSearchParams();
  if (page && page > 1) params.set('page', String(page));
  if (limit) params.set('limit', String(limit));
  if (sort && sort !== 'default') params.set('sort', sort);
  if (fit) params.set('fit', fit);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export interface VehicleCollectionArgs extends VehicleFinderQuery {
  page?: number;
  sort?: CollectionSort;
}

/** The vehicle finder call: the query string the page shows (type, vehicle_year, vehicle_make, vehicle_model, sizes), plus page and sort. */
export function vehicleCollectionUrl({ page, sort, ...query }: VehicleCollectionArgs): string {
  const search = buildVehicleFinderQuery(query);
  const pagePart = page && page > 1 ? `page=${page}` : '';
  const sortPart = sort && sort !== 'default' ? `sort=${sort}` : '';
  const text = [search.replace(/^\?/, ''), pagePart, sortPart].filter(Boolean).join('&');
  return `/api/collections/${VEHICLE_COLLECTION_HANDLE}${text ? `?${text}` : ''}`;
}

function qs(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function listOf<T>(response: unknown, key: string): T[] {
  const body = unwrapData<Record<string, unknown> | T[]>(response);
  if (Array.isArray(body)) return body as T[];
  const list = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return Array.isArray(list) ? (list as T[]) : [];
}

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCollection: build.query<CollectionResponse, CollectionArgs>({
      query: (args) => collectionUrl(args),
      keepUnusedDataFor: LISTING_CACHE_SECONDS,
      providesTags: (_result, _error, args) => [{ type: 'Collection', id: `${args.handle}/${args.sub ?? ''}` }],
    }),
    getVehicleCollection: build.query<CollectionResponse, VehicleCollectionArgs>({
      query: (query) => vehicleCollectionUrl(query),
      keepUnusedDataFor: LISTING_CACHE_SECONDS,
      providesTags: [{ type: 'Collection', id: VEHICLE_COLLECTION_HANDLE }],
    }),
    getVehicleYears: build.query<number[], void>({
      query: () => '/api/vehicles/years',
      transformResponse: (response: unknown) =>
        listOf<number | string>(response, 'years')
          .map((y) => Number(y))
          .filter((y) => Number.isInteger(y)),
    }),
    // Without a year: every make (a make-only link must still offer the others).
    getVehicleMakes: build.query<string[], { year?: number | null }>({
      query: ({ year }) => `/api/vehicles/makes${qs({ year })}`,
      transformResponse: (response: unknown) => listOf<string>(response, 'makes').filter((m) => typeof m === 'string'),
    }),
    getVehicleModels: build.query<string[], { year?: number | null; make: string }>({
      query: ({ year, make }) => `/api/vehicles/models${qs({ year, make })}`,
      transformResponse: (response: unknown) => listOf<string>(response, 'models').filter((m) => typeof m === 'string'),
    }),
    searchCatalog: build.query<SearchResponse, SearchArgs>({
      query: ({ q, mode, limit, page, fit }) =>
        `/api/search${qs({ q, mode, limit, page: page && page > 1 ? page : null, fit })}`,
      keepUnusedDataFor: LISTING_CACHE_SECONDS,
    }),
    getCatalogMenu: build.query<MenuData, void>({
      query: () => '/api/menu',
      transformResponse: (response: unknown) => {
        const body = unwrapData<Partial<MenuData>>(response) ?? {};
        return { left: Array.isArray(body.left) ? body.left : [], right: Array.isArray(body.right) ? body.right : [] };
      },
      providesTags: ['Menu'],
    }),
  }),
});

export const {
  useGetCollectionQuery,
  useGetVehicleCollectionQuery,
  useGetVehicleYearsQuery,
  useGetVehicleMakesQuery,
  useGetVehicleModelsQuery,
  useSearchCatalogQuery,
  useGetCatalogMenuQuery,
} = catalogApi;
