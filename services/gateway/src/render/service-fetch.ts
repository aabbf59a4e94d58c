// The API calls of a server render: straight to the service that owns the path (one hop fewer than through the
// gateway's own proxy), with what the proxy would add: the signed client address (the services' per-address limits
// apply to the visitor, not to the gateway) and the request id. Stage 2 renders anonymous visitors only, so no viewer
// headers travel yet.
import { clientAddressHeaders } from '@storefront/service-platform';
import { serviceForPath, type ServiceArea } from '../routes';

export interface ServiceFetchOptions {
  services: Record<ServiceArea, string>;
  viewerSecret: string;
  /** The visitor's address as the gateway determined it (req.ip). */
  clientAddress?: string;
  requestId?: string;
  /** Longest wait for one call (ms). */
  timeoutMs: number;
}

const notFoundAnswer = () =>
  new Response(JSON.stringify({ error: { code: 'not_found', message: 'No service for this path' } }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });

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
    return fetch(`${opts.services[area]}${pathname}${search}`, {
      headers,
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  };
}
