// Every page address of the store (spec 1 §2, spec 2 §2) and how to link to it: `ROUTES.<page>.path` is the pattern
// the shell routes and the gateway answers (`:name` stands for one path segment), `ROUTES.<page>.href(...)` the link
// to one such page. Links are built here only, each segment by `pathSegment` and each query value percent-encoded, so
// one address has one spelling wherever it is written (a link, a redirect, a canonical URL).
import { VEHICLE_FINDER_HANDLE } from './constants';
import { SEARCH_QUERY_PARAM, cleanSearchText } from './rules/search';

type Query = Record<string, string | null | undefined>;

/**
 * One path segment, percent-encoded once: text that is already encoded keeps its spelling ('10%20in' stays, '10 in'
 * becomes '10%20in'), so an address read from a link and written again does not change.
 */
export function pathSegment(text: string): string {
  let plain = text;
  try {
    plain = decodeURIComponent(text);
  } catch {
    // A lone '%' is text, not an escape: encode it as typed.
  }
  return encodeURIComponent(plain);
}

/** `base` with the query's non-empty values, in their order, each percent-encoded; `base` alone when there is none. */
function withQuery(base: string, query: Query = {}): string {
  const pairs = Object.entries(query).filter((pair): pair is [string, string] => !!pair[1]);
  const text = pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return text ? `${base}?${text}` : base;
}

/**
 * `prefix` followed by a path read from the catalogue ('speaker-wire/10-Gauge-(AWG)', 'x?variant=A'): each segment
 * encoded, a query or fragment it carries kept as it is.
 */
function underPrefix(prefix: string, rest: string): string {
  const cut = rest.search(/[?#]/);
  const [path, tail] = cut < 0 ? [rest, ''] : [rest.slice(0, cut), rest.slice(cut)];
  return `${prefix}/${path.split('/').filter(Boolean).map(pathSegment).join('/')}${tail}`;
}

/** What follows '/products/' in a catalogue path or a bare handle, however many times the prefix was written. */
const productHandleOf = (pathOrHandle: string | null | undefined) =>
  (pathOrHandle ?? '').trim().replace(/^(\/*products\/)*\/*/i, '');

/** A page without parameters: its link is its path, with an optional query. */
const fixed = <P extends string>(path: P) => ({ path, href: (query?: Query) => withQuery(path, query) });

const collectionHref = (handle: string, sub?: string | null) =>
  underPrefix('/collections', [(handle ?? '').trim(), sub].filter(Boolean).join('/'));

export const ROUTES = {
  home: fixed('/'),
  /** A collection; a menu slug may already hold the sub-collection ('speaker-wire/10-Gauge-(AWG)'). */
  collection: { path: '/collections/:handle', href: collectionHref },
  subCollection: { path: '/collections/:handle/:sub', href: collectionHref },
  /** The search page; an empty query is the bare page. */
  search: {
    path: '/search/products',
    href: (query = '') => {
      const q = cleanSearchText(query);
      // Written as the browser writes the search form when it submits it (spaces as '+'), so both give one address.
      return q ? `/search/products?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: q }).toString()}` : '/search/products';
    },
  },
  /**
   * A product page from a catalogue path or a bare handle: exactly one '/products/' prefix ('/products/x', 'x' and
   * '/products/products/x' all give '/products/x'); '' when there is nothing to link to.
   */
  product: {
    path: '/products/:handle',
    href: (pathOrHandle: string | null | undefined, query?: Query) => {
      const handle = productHandleOf(pathOrHandle);
      return handle ? withQuery(underPrefix('/products', handle), query) : '';
    },
  },
  reviewForm: fixed('/reviews/sku'),
  cart: fixed('/cart'),
  checkout: fixed('/checkout/v3'),
  /** The order confirmation after checkout. CHOICE: the path (the spec names none). */
  checkoutConfirmation: fixed('/checkout/v3/confirmation'),
  account: fixed('/account'),
  /** Sign-in; `callbackUrl` is where it returns to, `error` why it was asked for (spec 2 §8 'SessionRequired'). */
  accountLogin: fixed('/account/login'),
  orders: fixed('/account/orders'),
  order: {
    path: '/account/orders/:orderNumber',
    href: (orderNumber: string) => `/account/orders/${pathSegment(orderNumber)}`,
  },
  returns: fixed('/returns'),
  dealers: fixed('/dealers'),
  dealerLocator: fixed('/community/dealer-locator'),
  dealerLocatorPage: fixed('/pages/dealer-locator'),
  becomeADealer: fixed('/pages/become-a-dealer'),
  /** A content page by its handle; `screen` opens it on one of its parts (spec 2 §2: '?screen=contact-form'). */
  contentPage: {
    path: '/pages/:page',
    href: (page: string, query?: Query) => withQuery(`/pages/${pathSegment(page)}`, query),
  },
  jobs: fixed('/jobs'),
  boxDesignCalculator: fixed('/box-design-calculator'),
  wiringDiagrams: fixed('/subwoofer-wiring-diagrams'),
  /** The page of a marketing confirmation link (?token=...). CHOICE: the path. */
  confirmSubscription: fixed('/subscriptions/confirm'),
} as const;

export type PageRouteName = keyof typeof ROUTES;

/** Addresses the store links to by name. */
export const LINKS = {
  /** The vehicle finder: the vehicle-specific collection. */
  vehicleFinder: ROUTES.collection.href(VEHICLE_FINDER_HANDLE),
  carSubwoofers: ROUTES.collection.href('car-subwoofers'),
  /** The contact page opened on its form (spec 2 §2: the footer's email link adds ?screen=contact-form). */
  contactForm: ROUTES.contentPage.href('contact-us', { screen: 'contact-form' }),
  /** Where the product page's add-to-cart form posts before (or without) JavaScript; the gateway answers it. */
  cartAdd: '/cart/add',
} as const;
