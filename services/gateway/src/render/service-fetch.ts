// The API calls of a server render: straight to the service that owns the path (one hop fewer than through the
// gateway's own proxy), with what the proxy would add: the signed client address (the services' per-address limits
// apply to the visitor, not to the gateway), the request id and, for a signed-in visitor, the signed viewer (a dealer
// is shown dealer prices). The account service reads its own session cookie, as it does behind the proxy; the cart
// service gets the visitor's cart cookies (the cart page shows their cart). No other cookie leaves the gateway.
import {
  INTERNAL_JSON_HEADERS,
  clientAddressHeaders,
  errorBody,
  viewerHeaders,
  type Viewer,
} from '@storefront/service-platform';
import { COOKIES } from '@storefront/shared-domain';
import { serviceForPath, type ServiceArea } from '../routes';
import { maxAgeMsOf, type SharedAnswers } from './shared-answers';
import { SESSION_COOKIE, isSessionOwnerPath } from '../viewer';

export interface ServiceFetchOptions {
  services: Record<ServiceArea, string>;
  viewerSecret: string;
  /** The visitor's address as the gateway determined it (req.ip). */
  clientAddress?: string;
  requestId?: string;
  /** The visitor's Cookie header: only the cart's own cookies go on, to the cart service only. */
  cookie?: string;
  /** A signed-in visitor: who they are, and their session cookie's value (for the account service's own paths). */
  signedIn?: { viewer: Viewer; sessionCookie: string };
  /** The request's trace context, for calls made on a render thread (its calls are not instrumented there). */
  traceHeaders?: Record<string, string>;
  /** Answers the same for every visitor, kept between renders (shared-answers.ts). */
  sharedAnswers?: SharedAnswers;
  /** Longest wait for one call (ms). */
  timeoutMs: number;
  /** Told of every answer (a render keeps its document no longer than its answers' max-age, renderFreshness). */
  onAnswer?: (response: Response) => void;
  /** Told of a call that failed: a 5xx answer, or none (a service down or past `timeoutMs`). */
  onFailure?: (failure: ServiceCallFailure) => void;
}

export interface ServiceCallFailure {
  /** The path and query called ('/api/products/by-handle/x?sku=1'). */
  path: string;
  service: ServiceArea;
  status?: number;
  err?: unknown;
}

const notFoundAnswer = () =>
  new Response(JSON.stringify(errorBody('not_found', 'No service for this path')), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });

function cartCookiesOf(header: string | undefined): string {
  return (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => COOKIES.cartTokenNames.some((name) => part.startsWith(`${name}=`)))
    .join('; ');
}

/** The cookies a call to this path carries: the session to its owner, the cart's to the cart service, else none. */
function cookiesFor(pathname: string, area: ServiceArea, opts: ServiceFetchOptions): string {
  if (opts.signedIn && isSessionOwnerPath(pathname)) return `${SESSION_COOKIE}=${opts.signedIn.sessionCookie}`;
  return area === 'cart' ? cartCookiesOf(opts.cookie) : '';
}

/** A fetch for RTK Query's fetchBaseQuery: only GETs of '/api/...' paths a service owns; the URL's origin is ignored. */
export function createServiceFetch(opts: ServiceFetchOptions): typeof fetch {
  // What every call of the render carries, signed once for the render.
  const common: Record<string, string> = {
    ...opts.traceHeaders,
    ...INTERNAL_JSON_HEADERS,
    ...(opts.signedIn ? viewerHeaders(opts.signedIn.viewer, opts.viewerSecret) : {}),
    ...(opts.clientAddress ? clientAddressHeaders(opts.clientAddress, opts.viewerSecret) : {}),
    ...(opts.requestId ? { 'x-request-id': opts.requestId } : {}),
  };
  return async (input, init) => {
    // (The render's API layer hands over a Request of its own: made again, it costs a copy of every header.)
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const area = serviceForPath(pathname);
    if (!area || request.method !== 'GET') return notFoundAnswer();
    const headers: Record<string, string> = { ...common };
    const cookie = cookiesFor(pathname, area, opts);
    if (cookie) headers.cookie = cookie;
    const path = `${pathname}${search}`;
    const kept = opts.sharedAnswers?.get(path);
    if (kept) {
      opts.onAnswer?.(kept);
      return kept;
    }
    const keep = opts.sharedAnswers?.keeper(path);
    let response: Response;
    try {
      response = await fetch(`${opts.services[area]}${path}`, { headers, signal: AbortSignal.timeout(opts.timeoutMs) });
      if (keep) response = await keep(response);
    } catch (err) {
      opts.onFailure?.({ path, service: area, err });
      throw err;
    }
    if (response.status >= 500) opts.onFailure?.({ path, service: area, status: response.status });
    opts.onAnswer?.(response);
    return response;
  };
}

/**
 * How long what a render showed stays true: the shortest `max-age` among the answers it used (a sale that starts in 11
 * seconds is answered with max-age=11), Infinity when none says. A kept document is served no longer than that.
 */
export function renderFreshness() {
  let ms = Infinity;
  return {
    note(response: Response) {
      ms = Math.min(ms, maxAgeMsOf(response) ?? Infinity);
    },
    /** What a render on a thread found (its answers were noted there). */
    limit(freshForMs: number) {
      ms = Math.min(ms, freshForMs);
    },
    get ms() {
      return ms;
    },
  };
}
