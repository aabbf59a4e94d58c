// Head data on client navigation (spec 1 §2 "Page-level behaviour": "Each page type has its own title, description,
// canonical address and structured data ... Page type names ... derive from the path").
// The gateway renders the full head (title, description, canonical, social tags, JSON-LD) for the first document of
// collection, vehicle and product pages. After a client navigation the shell keeps the head honest: the title follows
// the page type, the canonical address and og:url follow the path, and what described the previous page only
// (description, images, robots, page-specific JSON-LD) is removed. Organisation and website search stay.
import { matchRoutes } from 'react-router-dom';
import { VEHICLE_FINDER_TEXTS, pageTypeFromPath, type PageType } from '@storefront/shared-domain';
import { NOT_FOUND_TEXTS } from '../layout/NotFound';
import { REMOTE_ROUTES } from '../routes/routeTable';

/** Used when the document names no site (og:site_name); the same default as the gateway and the shell's index.html. */
export const DEFAULT_SITE_NAME = 'Car Audio Storefront';

/**
 * CHOICE (the spec gives no texts): the title of each page type. Pages with a handle in the path (collections,
 * products, content pages, stand-alone pages) put that handle, in words, first.
 */
export const PAGE_TYPE_TITLES: Readonly<Record<PageType, string>> = {
  home: '',
  vehicle_specific_collection: VEHICLE_FINDER_TEXTS.title,
  collection: 'Collection',
  product: 'Product',
  content_page: 'Information',
  search: 'Search Results',
  cart: 'Your Cart',
  checkout: 'Checkout',
  account_orders: 'Order History',
  account_login: 'Sign In',
  account: 'My Account',
  returns: 'Returns',
  review_form: 'Write a Review',
  dealer_locator: 'Dealer Locator',
  dealers: 'Dealers',
  other: '',
};

const ROUTE_OBJECTS = REMOTE_ROUTES.map(({ path }) => ({ path }));
/** JSON-LD types that describe the site, not one page: they stay across client navigation. */
const SITE_WIDE_JSON_LD = new Set(['Organization', 'WebSite']);
/** Head tags that describe one page only: removed after a client navigation (the new page has no data for them). */
const PAGE_ONLY_SELECTORS = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property="og:description"]',
  'meta[property="og:image"]',
  'meta[property^="product:"]',
  'meta[name="twitter:description"]',
  'meta[name="twitter:image"]',
];

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** 'car-subwoofers' -> 'Car Subwoofers', '12-Gauge-(AWG)' -> '12 Gauge (AWG)', 'SK2MM-car-sound-deadening' -> 'SK2MM Car Sound Deadening'. */
export function handleToWords(handle: string): string {
  return decode(handle)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => (word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/** The document title for a path: '<page> | <site>', the vehicle page's own title, the site name for home. */
export function titleForPath(pathname: string, siteName: string = DEFAULT_SITE_NAME): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (!matchRoutes(ROUTE_OBJECTS, path)) return `${NOT_FOUND_TEXTS.title} | ${siteName}`;
  const type = pageTypeFromPath(path);
  if (type === 'home') return siteName;
  // The server-rendered head of this page uses the bare title; keep them equal.
  if (type === 'vehicle_specific_collection') return PAGE_TYPE_TITLES.vehicle_specific_collection;
  const segments = path.split('/').filter(Boolean);
  let page = PAGE_TYPE_TITLES[type];
  if (type === 'collection' && segments.length >= 2) {
    page =
      segments.length >= 3
        ? `${handleToWords(segments[2])} - ${handleToWords(segments[1])}`
        : handleToWords(segments[1]);
  } else if ((type === 'product' || type === 'content_page') && segments.length >= 2) {
    page = handleToWords(segments[1]);
  } else if (type === 'other') {
    page = handleToWords(segments[segments.length - 1]);
  }
  return `${page} | ${siteName}`;
}

/** The site name the document carries (og:site_name from the server-rendered head), else the default. */
export function siteNameOf(doc: Document): string {
  const content = doc.head?.querySelector('meta[property="og:site_name"]')?.getAttribute('content')?.trim();
  return content || DEFAULT_SITE_NAME;
}

/** True when the gateway rendered this document's head (it always brings a canonical link). */
export function hasServerHead(doc: Document): boolean {
  return doc.head?.querySelector('link[rel="canonical"]') !== null;
}

function jsonLdType(script: Element): unknown {
  try {
    return (JSON.parse(script.textContent ?? '') as { '@type'?: unknown })['@type'];
  } catch {
    return undefined;
  }
}

/**
 * Brings the head in line with a page reached by client navigation: title (and og/twitter title), canonical and
 * og:url (origin + path, no query: the clean-up removes queries on these pages anyway), page-only tags removed.
 */
export function applyClientHead(doc: Document, pathname: string, siteName: string = siteNameOf(doc)): string {
  const title = titleForPath(pathname, siteName);
  doc.title = title;
  const head = doc.head;
  if (!head) return title;
  head
    .querySelectorAll('meta[property="og:title"], meta[name="twitter:title"]')
    .forEach((m) => m.setAttribute('content', title));
  const address = `${doc.location?.origin ?? ''}${pathname}`;
  head.querySelector('link[rel="canonical"]')?.setAttribute('href', address);
  head.querySelector('meta[property="og:url"]')?.setAttribute('content', address);
  head.querySelectorAll(PAGE_ONLY_SELECTORS.join(', ')).forEach((m) => m.remove());
  head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => {
    const type = jsonLdType(script);
    if (!(typeof type === 'string' && SITE_WIDE_JSON_LD.has(type))) script.remove();
  });
  return title;
}
