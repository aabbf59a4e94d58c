// The API calls of a server render: straight to the service that owns the path (one hop fewer than through the
// gateway's own proxy), with what the proxy would add: the signed client address (the services' per-address limits
// apply to the visitor, not to the gateway) and the request id. Pages are rendered for visitors without a session, so
// no viewer headers travel yet; the cart service gets the visitor's cart cookies (the cart page shows their cart).
import { clientAddressHeaders } from '@storefront/service-platform';
import { COOKIES } from '@storefront/shared-domain';
import { serviceForPath, type ServiceArea } from '../routes';

export interface ServiceFetchOptions {
  services: Record<ServiceArea, string>;
  viewerSecret: string;
  /** The visitor's address as the gateway determined it (req.ip). */
  clientAddress?: string;
  requestId?: string;
  /** The visitor's Cookie header: only the cart's own cookies go on, to the cart service only. */
  cookie?: string;
  /** Longest wait for one call (ms). */
  timeoutMs: number;
}

const notFoundAnswer = () =>
  new Response(JSON.stringify({ error: { code: 'not_found', message: 'No service for this path' } }), {
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

/** A fetch for RTK Query's fetchBaseQuery: only GETs of '/api/...' paths a service owns; the URL's origin is ignored. */
export function createServiceFetch(opts: ServiceFetchOptions): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const area = serviceForPath(pathname);
    if (!area || request.method !== 'GET') return notFoundAnswer();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (opts.clientAddress) Object.assign(headers, clientAddressHeaders(opts.clientAddress, opts.viewerSecret));
    if (opts.requestId) headers['x-request-id'] = opts.requestId;
    const cartCookies = area === 'cart' ? cartCookiesOf(opts.cookie) : '';
    if (cartCookies) headers.cookie = cartCookies;
    return fetch(`${opts.services[area]}${pathname}${search}`, {
      headers,
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  };
}
