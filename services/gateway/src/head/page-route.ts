// Which head an address asks for, read from its path and query alone (no catalogue call): the handle shapes a
// catalogue entry can have, and the finder's own rule for which query values count.
import {
  CONTENT_PAGE_HANDLE,
  ROUTES,
  SCREEN_HEADS,
  SEARCH_QUERY_PARAM,
  VEHICLE_FINDER_HANDLE,
  buildVehicleFinderQuery,
  isPagePath,
  pageTypeFromPath,
  parseVehicleFinderQuery,
} from '@storefront/shared-domain';
import type { HeadRequest } from '../page-head';

export const VEHICLE_COLLECTION = VEHICLE_FINDER_HANDLE;

const HANDLE = /^[A-Za-z0-9][A-Za-z0-9_.()-]{0,119}$/;
const SKU = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,79}$/;
const SIZES = /^[0-9",. ]{1,40}$/;

/** Content pages outside /pages/ (their handle is the path). */
const ROOT_CONTENT_PAGES = new Set(['jobs', 'box-design-calculator', 'subwoofer-wiring-diagrams']);
/** /pages/ addresses that are account screens, not content. */
const ACCOUNT_SCREEN_PAGES = new Set(['become-a-dealer', 'dealer-locator']);

export type Route =
  | { kind: 'home' }
  | { kind: 'search'; q: string }
  | { kind: 'content'; handle: string }
  | { kind: 'collection'; handle: string }
  | { kind: 'vehicle'; params: Record<string, string> }
  | { kind: 'product'; handle: string; variant?: string }
  /** A screen of the store (cart, sign-in, dealer locator...): the same head for every address of its type. */
  | { kind: 'screen'; type: keyof typeof SCREEN_HEADS; path: string }
  /** A collection or product address whose handle no catalogue entry can have. */
  | { kind: 'impossible' };

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** First string value of a query parameter (arrays: the first), or undefined. */
function queryString(query: Record<string, unknown>, key: string): string | undefined {
  const v = query[key];
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === 'string' && s.trim() !== '' ? s.trim() : undefined;
}

/** Path segments decoded ('/collections/a%20b/' -> ['collections', 'a b']); null when one cannot be decoded. */
export function decodedSegments(path: string): string[] | null {
  const segments = path.replace(/\/+$/, '').split('/').slice(1).map(decodeSegment);
  return segments.some((s) => s === null) ? null : (segments as string[]);
}

/** The finder's own rule decides which values count, so the head describes what the page shows. */
function vehicleRoute(query: Record<string, unknown>): Route {
  const raw = new URLSearchParams();
  for (const key of ['type', 'vehicle_year', 'vehicle_make', 'vehicle_model', 'sizes']) {
    const v = queryString(query, key);
    if (v !== undefined) raw.set(key, v);
  }
  const params = Object.fromEntries(
    new URLSearchParams(buildVehicleFinderQuery(parseVehicleFinderQuery(raw.toString()))),
  );
  if (params.sizes !== undefined && !SIZES.test(params.sizes)) delete params.sizes;
  return { kind: 'vehicle', params };
}

/** A collection or product address, its segments decoded and checked against the shapes a handle can have. */
function catalogueRoute(segments: string[], query: Record<string, unknown>): Route | null {
  const [section, handle, sub, ...rest] = segments;
  if (rest.length > 0 || !handle) return null;
  if (!HANDLE.test(handle) || (sub !== undefined && !HANDLE.test(sub))) {
    const catalogue = section === 'collections' || (section === 'products' && sub === undefined);
    return catalogue ? { kind: 'impossible' } : null;
  }
  if (section === 'collections') {
    if (handle.toLowerCase() === VEHICLE_COLLECTION && sub === undefined) return vehicleRoute(query);
    return { kind: 'collection', handle: sub === undefined ? handle : `${handle}/${sub}` };
  }
  if (section === 'products' && sub === undefined) {
    const variant = queryString(query, 'variant') ?? queryString(query, 'sku');
    return { kind: 'product', handle, variant: variant && SKU.test(variant) ? variant : undefined };
  }
  return null;
}

/** The head an address asks for; null: not a page with a server head of its own (the shell's head). */
export function routeOf(req: HeadRequest): Route | null {
  const path = req.path.replace(/\/+$/, '') || '/';
  if (path === ROUTES.home.path) return { kind: 'home' };
  if (path.toLowerCase() === ROUTES.search.path)
    return { kind: 'search', q: queryString(req.query, SEARCH_QUERY_PARAM) ?? '' };
  const type = pageTypeFromPath(path);
  if (SCREEN_HEADS[type] && isPagePath(path)) return { kind: 'screen', type, path };
  const decoded = decodedSegments(path);
  const catalogueSection = /^\/(collections|products)\/[^/]/i.test(path);
  if (!decoded || decoded.some((s) => s === '')) return catalogueSection ? { kind: 'impossible' } : null;
  const [section, handle, sub] = decoded;
  if (section && handle === undefined && ROOT_CONTENT_PAGES.has(section)) return { kind: 'content', handle: section };
  if (section === 'pages' && handle && sub === undefined && !ACCOUNT_SCREEN_PAGES.has(handle)) {
    return CONTENT_PAGE_HANDLE.test(handle) ? { kind: 'content', handle } : null;
  }
  return catalogueRoute(decoded, req.query);
}
