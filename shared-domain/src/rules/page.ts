// Page-level rules: query clean-up, pn_cs_id capture, page type names, page-view tracking, breakpoints
// (spec 1 §2 "Page-level behaviour", spec 2 §7 "Tracking events", §9 breakpoints).
import { COOKIES, LAYOUT, PATHS } from '../constants';

function splitQuery(search: string): URLSearchParams {
  const text = (search ?? '').trim();
  return new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The vehicle-specific collection page (exempt from query clean-up). */
export function isVehicleSpecificPage(pathname: string): boolean {
  return isUnder((pathname ?? '').replace(/\/+$/, '') || '/', PATHS.vehicleSpecificCollection);
}

/**
 * On /collections and /products pages the query is removed unless variant or sku is present; the vehicle-specific page
 * is exempt. Returns the search to show ('' or unchanged) and whether it changed.
 */
export function cleanPageQuery(pathname: string, search: string): { search: string; changed: boolean } {
  const original = search ?? '';
  const params = splitQuery(original);
  const applies =
    PATHS.queryCleanupPrefixes.some((p) => isUnder(pathname ?? '', p)) && !isVehicleSpecificPage(pathname);
  if (!applies || [...params.keys()].length === 0) return { search: original, changed: false };
  if (PATHS.queryKeepParams.some((k) => params.has(k))) return { search: original, changed: false };
  return { search: '', changed: true };
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
  [PATHS.vehicleSpecificCollection, 'vehicle_specific_collection'],
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
