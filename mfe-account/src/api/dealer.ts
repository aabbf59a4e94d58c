// The dealer screens' endpoints on the one shared RTK Query API (shared-domain `baseApi`). Endpoint names carry
// 'dealer' so they never collide with another remote's injection of the same purpose (the catalogue's search).
// Product and search answers depend on the viewer (the gateway tells the catalogue who is asking), so they carry the
// 'Product' tag that a sign-in or sign-out invalidates.
import {
  BACK_IN_STOCK_PATH,
  DEALER_LOCATOR,
  baseApi,
  unwrapData,
  type DealerApplicationInput,
  type DealerLocatorResponse,
  type ProductDetail,
  type SearchResponse,
} from '@storefront/shared-domain';

export const DEALER_API_PATHS = {
  search: '/api/search',
  product: '/api/product',
  locator: '/api/dealers/locator',
  applications: '/api/account/dealer-applications',
  backInStock: BACK_IN_STOCK_PATH,
} as const;

export type DealerSearchMode = 'typeahead' | 'full';

export interface DealerSearchArgs {
  q: string;
  mode: DealerSearchMode;
  limit?: number;
}

/** Miles the locator searches within (shared-domain DEALER_LOCATOR). */
export const LOCATOR_RADII_MILES = DEALER_LOCATOR.radiusOptionsMiles;
export type LocatorRadius = (typeof LOCATOR_RADII_MILES)[number];

/** A locator search: by ZIP code, or by city and 2-letter state. */
export type DealerLocatorArgs =
  { zip: string; radius?: LocatorRadius } | { city: string; state: string; radius?: LocatorRadius };

export interface DealerApplicationResult {
  id: string;
  status: string;
}

/** '/api/search?q=&mode=&limit=' (limit omitted when not given). */
export function dealerSearchUrl({ q, mode, limit }: DealerSearchArgs): string {
  const params = new URLSearchParams({ q, mode });
  if (limit) params.set('limit', String(limit));
  return `${DEALER_API_PATHS.search}?${params.toString()}`;
}

/** '/api/product/{sku}', the sku encoded as one path segment. */
export function dealerProductUrl(sku: string): string {
  return `${DEALER_API_PATHS.product}/${encodeURIComponent(sku.trim())}`;
}

/** The place of a locator search as query parameters: 'zip=' or 'city=&state=' (the radius is left to the caller). */
export function locatorPlaceParams(args: DealerLocatorArgs): URLSearchParams {
  const params = new URLSearchParams();
  if ('zip' in args) params.set('zip', args.zip);
  else {
    params.set('city', args.city);
    params.set('state', args.state);
  }
  return params;
}

/** '/api/dealers/locator?zip=' or '?city=&state=', plus '&radius=' when given. */
export function dealerLocatorUrl(args: DealerLocatorArgs): string {
  const params = locatorPlaceParams(args);
  if (args.radius) params.set('radius', String(args.radius));
  return `${DEALER_API_PATHS.locator}?${params.toString()}`;
}

export const dealerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dealerSearch: build.query<SearchResponse, DealerSearchArgs>({
      query: (args) => dealerSearchUrl(args),
      providesTags: ['Product'],
    }),
    dealerProduct: build.query<ProductDetail, string>({
      query: (sku) => dealerProductUrl(sku),
      transformResponse: (response: unknown) => unwrapData<ProductDetail>(response),
      providesTags: ['Product'],
    }),
    dealerLocator: build.query<DealerLocatorResponse, DealerLocatorArgs>({
      query: (args) => dealerLocatorUrl(args),
    }),
    applyForDealer: build.mutation<DealerApplicationResult, DealerApplicationInput>({
      query: (body) => ({ url: DEALER_API_PATHS.applications, method: 'POST', body }),
      transformResponse: (response: unknown) => unwrapData<DealerApplicationResult>(response),
    }),
    /** Tells the dealer by email, once, when an item out of stock is back (the catalogue's back-in-stock alert). */
    dealerBackInStock: build.mutation<unknown, { sku: string; email: string }>({
      query: (body) => ({ url: DEALER_API_PATHS.backInStock, method: 'POST', body }),
    }),
  }),
});

export const {
  useDealerSearchQuery,
  useDealerProductQuery,
  useDealerLocatorQuery,
  useApplyForDealerMutation,
  useDealerBackInStockMutation,
} = dealerApi;
