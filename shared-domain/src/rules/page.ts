// Page-level rules: query clean-up, pn_cs_id capture, page type names, page-view tracking, breakpoints
// (spec 1 §2 "Page-level behaviour", spec 2 §7 "Tracking events", §9 breakpoints).
import { COOKIES, LAYOUT, PATHS } from '../constants';
import { LINKS, ROUTES, type PageRouteName } from '../routes';
import type { CollectionSort } from '../types';

function splitQuery(search: string): URLSearchParams {
  const text = (search ?? '').trim();
  return new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The remote module that renders each page: the shell's route table is made from it, the gateway preloads it. A
 * content page and the jobs page are the marketing remote's ContentPage; the two fit tools are the catalog remote's.
 */
export const PAGE_REMOTES = {
  home: { area: 'catalog', module: './HomePage' },
  collection: { area: 'catalog', module: './CollectionPage' },
  subCollection: { area: 'catalog', module: './CollectionPage' },
  search: { area: 'catalog', module: './SearchPage' },
  product: { area: 'product', module: './ProductPage' },
  reviewForm: { area: 'product', module: './ReviewFormPage' },
  cart: { area: 'cart', module: './CartPage' },
  checkout: { area: 'cart', module: './CheckoutPage' },
  checkoutConfirmation: { area: 'cart', module: './CheckoutConfirmationPage' },
  account: { area: 'account', module: './AccountPage' },
  accountLogin: { area: 'account', module: './LoginPage' },
  orders: { area: 'account', module: './OrdersPage' },
  order: { area: 'account', module: './OrdersPage' },
  returns: { area: 'account', module: './ReturnsPage' },
  dealers: { area: 'account', module: './DealersPage' },
  dealerLocator: { area: 'account', module: './DealerLocatorPage' },
  dealerLocatorPage: { area: 'account', module: './DealerLocatorPage' },
  becomeADealer: { area: 'account', module: './BecomeDealerPage' },
  contentPage: { area: 'marketing', module: './ContentPage' },
  jobs: { area: 'marketing', module: './ContentPage' },
  boxDesignCalculator: { area: 'catalog', module: './BoxDesignPage' },
  wiringDiagrams: { area: 'catalog', module: './WiringPlannerPage' },
  confirmSubscription: { area: 'marketing', module: './ConfirmSubscriptionPage' },
} as const satisfies Record<
  PageRouteName,
  { area: 'catalog' | 'product' | 'cart' | 'account' | 'marketing'; module: string }
>;

export type PageArea = (typeof PAGE_REMOTES)[PageRouteName]['area'];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const PAGE_ROUTE_SEGMENTS = (Object.keys(ROUTES) as PageRouteName[]).map(
  (name) => [name, segmentsOf(ROUTES[name].path)] as const,
);

/**
 * The page a path shows, matched as the shell's router does: case-insensitive, a trailing slash allowed, `:name`
 * standing for one non-empty segment, a fixed segment winning over a `:name` one ('/pages/dealer-locator' is the
 * dealer locator, not a content page). Null for a path no page has.
 */
export function pageRouteOf(pathname: string): PageRouteName | null {
  if (pathname.includes('//')) return null;
  const segments = segmentsOf(pathname);
  let best: { name: PageRouteName; fixed: number } | null = null;
  for (const [name, pattern] of PAGE_ROUTE_SEGMENTS) {
    if (pattern.length !== segments.length) continue;
    const matches = pattern.every(
      (part, i) => part.startsWith(':') || part.toLowerCase() === segments[i].toLowerCase(),
    );
    if (!matches) continue;
    const fixed = pattern.filter((part) => !part.startsWith(':')).length;
    if (!best || fixed > best.fixed) best = { name, fixed };
  }
  return best?.name ?? null;
}

/** True when a page of the store has this path. */
export function isPagePath(pathname: string): boolean {
  return pageRouteOf(pathname) !== null;
}

/** The vehicle-specific collection page (exempt from query clean-up). */
export function isVehicleSpecificPage(pathname: string): boolean {
  return isUnder((pathname ?? '').replace(/\/+$/, '') || '/', LINKS.vehicleFinder);
}

/**
 * A listing's place, kept in the address of collection, vehicle and search pages so that Back and reload return to the
 * same products: `page` (1-based) and `sort`. CHOICES: the names; page 1 and the default order are
 * written as no parameter at all, so every listing has one address. `fit` is the listing's "only what fits" filter
 * (year|make|model[|trim], checked by the catalog service).
 */
export const LISTING_QUERY_PARAMS = { page: 'page', sort: 'sort', fit: 'fit' } as const;

/** The orders a listing offers, the default first. */
export const LISTING_SORTS: readonly CollectionSort[] = ['default', 'price-asc', 'price-desc', 'rating'];

/** Products per listing page (collections, vehicle finder, search). CHOICE: the catalog service's default page size. */
export const LISTING_PAGE_SIZE = 24;

export interface ListingPlace {
  page: number;
  sort: CollectionSort;
}

function listingPageFromText(value: string | null): number | null {
  const text = (value ?? '').trim();
  if (!/^\d{1,6}$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 ? page : null;
}

function listingSortFromText(value: string | null): CollectionSort | null {
  const text = (value ?? '').trim();
  return LISTING_SORTS.find((sort) => sort === text) ?? null;
}

/** Page and sort from a query string; a missing or unreadable value falls back quietly to page 1 / the default order. */
export function readListingPlace(search: string | URLSearchParams): ListingPlace {
  const params = typeof search === 'string' ? splitQuery(search) : search;
  return {
    page: listingPageFromText(params.get(LISTING_QUERY_PARAMS.page)) ?? 1,
    sort: listingSortFromText(params.get(LISTING_QUERY_PARAMS.sort)) ?? 'default',
  };
}

/** The query with page and sort rewritten (page 1 and the default order removed), every other parameter kept. */
export function writeListingPlace(search: string | URLSearchParams, place: Partial<ListingPlace>): URLSearchParams {
  const next = new URLSearchParams(typeof search === 'string' ? splitQuery(search) : search);
  next.delete(LISTING_QUERY_PARAMS.page);
  next.delete(LISTING_QUERY_PARAMS.sort);
  if (place.page && place.page > 1) next.set(LISTING_QUERY_PARAMS.page, String(Math.floor(place.page)));
  if (place.sort && place.sort !== 'default') next.set(LISTING_QUERY_PARAMS.sort, place.sort);
  return next;
}

function sameParams(a: URLSearchParams, b: URLSearchParams): boolean {
  const sorted = (p: URLSearchParams) =>
    [...p.entries()]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&');
  return sorted(a) === sorted(b);
}

/**
 * On /collections and /products pages the query is removed unless variant or sku is present; the vehicle-specific page
 * is exempt. A collection page keeps its listing place (a readable `page` above 1 and a known `sort` other than the
 * default, see LISTING_QUERY_PARAMS) and its `fit` filter; everything else goes. Returns the search to show and whether it changed.
 */
export function cleanPageQuery(pathname: string, search: string): { search: string; changed: boolean } {
  const original = search ?? '';
  const params = splitQuery(original);
  const applies =
    PATHS.queryCleanupPrefixes.some((p) => isUnder(pathname ?? '', p)) && !isVehicleSpecificPage(pathname);
  if (!applies || [...params.keys()].length === 0) return { search: original, changed: false };
  if (PATHS.queryKeepParams.some((k) => params.has(k))) return { search: original, changed: false };
  const fit = params.get(LISTING_QUERY_PARAMS.fit);
  const kept = isUnder(pathname ?? '', '/collections')
    ? writeListingPlace(
        fit ? `${LISTING_QUERY_PARAMS.fit}=${encodeURIComponent(fit)}` : '',
        readListingPlace(params),
      ).toString()
    : '';
  if (sameParams(new URLSearchParams(kept), params)) return { search: original, changed: false };
  return { search: kept ? `?${kept}` : '', changed: true };
}

/** The pn_cs_id query value to store in a cookie (CHOICE: as sa_pcs_id), or null. */
export function pcsIdFromQuery(search: string): { cookie: string; value: string } | null {
  const value = splitQuery(search).get(COOKIES.pcsIdQueryParam);
  return value && value.trim() ? { cookie: COOKIES.pcsIdName, value: value.trim() } : null;
}

export type PageType =
  | 'home'
  | 'vehicle_specific_collection'
  | 'collection'
  | 'product'
  | 'content_page'
  | 'search'
  | 'cart'
  | 'checkout'
  | 'account_orders'
  | 'account_login'
  | 'account'
  | 'returns'
  | 'review_form'
  | 'dealer_locator'
  | 'dealers'
  | 'other';

const PAGE_TYPES: ReadonlyArray<[string, PageType]> = [
  [LINKS.vehicleFinder, 'vehicle_specific_collection'],
  ['/collections', 'collection'],
  ['/products', 'product'],
  ['/pages/dealer-locator', 'dealer_locator'],
  ['/pages', 'content_page'],
  ['/search', 'search'],
  ['/cart', 'cart'],
  ['/checkout', 'checkout'],
  ['/account/orders', 'account_orders'],
  ['/account/login', 'account_login'],
  ['/account', 'account'],
  ['/returns', 'returns'],
  ['/reviews', 'review_form'],
  ['/community/dealer-locator', 'dealer_locator'],
  ['/dealers', 'dealers'],
];

/** Page type name for tracking, from the path (CHOICE of names: see README); query and hash ignored. */
export function pageTypeFromPath(path: string): PageType {
  const pathname = (path ?? '').split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  if (pathname === '/') return 'home';
  const hit = PAGE_TYPES.find(([prefix]) => isUnder(pathname.toLowerCase(), prefix));
  return hit ? hit[1] : 'other';
}

/** Page-view events are skipped for paths containing cart, checkout or order. */
export function shouldTrackPageView(path: string): boolean {
  const p = (path ?? '').toLowerCase();
  return !PATHS.pageViewSkipSegments.some((s) => p.includes(s));
}

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** Mobile under 768 px, tablet 768 to 1024 px, desktop above. */
export function deviceClassForWidth(width: number): DeviceClass {
  if (width < LAYOUT.mobileMaxExclusivePx) return 'mobile';
  if (width <= LAYOUT.tabletMaxInclusivePx) return 'tablet';
  return 'desktop';
}
