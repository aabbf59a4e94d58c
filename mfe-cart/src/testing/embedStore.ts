// The store's cart service as the embed meets it on an integrator's page: carts by token, named by the cookie (which
// the browser keeps, or refuses as Safari and Brave do) or by the x-sa-cart-token header, which the answer carries
// whenever it points the cart somewhere else (a new cart, or '' for a token it does not know).
import { cartOf, line } from '../features/testFixtures';

export interface EmbedStoreDouble {
  fetchFn: typeof fetch;
  /** Each cart's skus, by token. */
  carts: Map<string, string[]>;
  /** Every call: method, path and the cart header it carried. */
  requests: Array<{ method: string; path: string; header: string | null }>;
}

export function embedStore({ keepsCookies }: { keepsCookies: boolean }): EmbedStoreDouble {
  const carts = new Map<string, string[]>();
  const requests: EmbedStoreDouble['requests'] = [];
  let cookie: string | null = null;
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const header = request.headers.get('x-sa-cart-token');
    const path = new URL(request.url).pathname;
    requests.push({ method: request.method, path, header });
    if (!path.startsWith('/api/cartv2')) return new Response('{}', { status: 202 });
    const headers = new Headers({ 'content-type': 'application/json' });
    const named = header ?? cookie;
    let token = named && carts.has(named) ? named : null;
    const point = (to: string) => {
      headers.set('x-sa-cart-token', to);
      if (keepsCookies) cookie = to || null;
    };
    if (named && !token) point('');
    if (request.method === 'POST') {
      const { items } = (await request.json()) as { items: Array<{ sku: string }> };
      if (!token) {
        token = `T${String(carts.size + 1).padStart(20, '0')}`;
        carts.set(token, []);
        point(token);
      }
      carts.get(token)!.push(...items.map((item) => item.sku));
    }
    const body = cartOf(
      (token ? carts.get(token)! : []).map((sku) => line(sku)),
      { cart_token: token },
    );
    return new Response(JSON.stringify(body), { status: request.method === 'POST' ? 201 : 200, headers });
  }) as typeof fetch;
  return { fetchFn, carts, requests };
}
