// POST /cart/add, the add-to-cart form a server-rendered page posts before (or without) JavaScript: the gateway adds
// the line as the visitor (their cookies, signed address and viewer, a double-submit token) and answers 303.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import pino from 'pino';
import { CLIENT_ADDRESS_HEADERS, VIEWER_HEADERS, isValidCsrfToken, newCsrfToken } from '@storefront/service-platform';
import { DOUBLE_SUBMIT_COOKIE, DOUBLE_SUBMIT_HEADER } from '@storefront/shared-domain';
import { CART_FORM_REPEAT_WINDOW_MS, cartForm, safeReturnPath } from '../src/render/cart-form';
import { forwardViewer, type ViewerResolver } from '../src/viewer';

const SECRET = 'cart-form-test-secret-0123456789abcdef';

interface Seen {
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

let cart: http.Server;
let cartUrl: string;
const seen: Seen[] = [];
/** The cart service's next answer. */
let answer: { status: number; cookie?: string } = { status: 201 };

beforeAll(async () => {
  const api = express();
  api.use(express.json());
  api.post('/api/cartv2', (req, res) => {
    seen.push({ headers: req.headers, body: req.body });
    if (answer.cookie) res.append('Set-Cookie', answer.cookie);
    res.status(answer.status).json({ cart_token: 'c1', items: [] });
  });
  cart = http.createServer(api);
  await new Promise<void>((resolve) => cart.listen(0, '127.0.0.1', resolve));
  cartUrl = `http://127.0.0.1:${(cart.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => cart.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
  answer = { status: 201, cookie: 'sa_cart_token=c1; Path=/; HttpOnly; SameSite=Lax' };
});

const signedIn: ViewerResolver = {
  resolve: async () => ({ accountId: 'a1', email: 'pat@example.com', role: 1, isDealer: false }),
  forget: () => undefined,
};

function app({ now = Date.now, cartService = cartUrl, resolver = signedIn } = {}) {
  const gateway = express();
  gateway.use(
    cartForm({
      cartService,
      viewer: forwardViewer(resolver, SECRET),
      viewerSecret: SECRET,
      publicOrigin: 'https://shop.example',
      timeoutMs: 2000,
      logger: pino({ level: 'silent' }),
      now,
    }),
  );
  return gateway;
}

function post(gateway: express.Express, form: Record<string, string>, headers: Record<string, string> = {}) {
  return request(gateway)
    .post('/cart/add')
    .type('form')
    .set({ Origin: 'https://shop.example', ...headers })
    .send(form);
}

const FORM = { sku: 'ZVX-8 D1', quantity: '2', return_to: '/products/zvx?sku=ZVX-8%20D1' };

describe('POST /cart/add', () => {
  it('adds the line as the visitor and sends them to the cart, passing the cart cookie on', async () => {
    const token = newCsrfToken(SECRET);
    const res = await post(app(), FORM, {
      Cookie: `sa_cart_token=c0; ${DOUBLE_SUBMIT_COOKIE}=${token}; sa_session=s1`,
      // A viewer header from outside never reaches the service (forwardViewer strips it).
      [VIEWER_HEADERS.accountId]: 'someone-else',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/cart');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toEqual(['sa_cart_token=c1; Path=/; HttpOnly; SameSite=Lax']);

    expect(seen).toHaveLength(1);
    const [{ headers, body }] = seen;
    expect(body).toEqual({ items: [{ sku: 'ZVX-8 D1', quantity: 2, source: 'product-form' }] });
    expect(headers.cookie).toContain('sa_cart_token=c0');
    expect(headers.cookie).toContain('sa_session=s1');
    expect(headers.cookie).toContain(`${DOUBLE_SUBMIT_COOKIE}=${token}`);
    expect(headers[DOUBLE_SUBMIT_HEADER]).toBe(token);
    expect(headers['idempotency-key']).toMatch(/^form-[0-9a-f-]{36}$/);
    expect(headers[CLIENT_ADDRESS_HEADERS.address]).toBeTruthy();
    expect(headers[CLIENT_ADDRESS_HEADERS.signature]).toBeTruthy();
    expect(headers[VIEWER_HEADERS.accountId]).toBe('a1');
    expect(headers[VIEWER_HEADERS.signature]).toBeTruthy();
  });

  it('gives a visitor without a valid double-submit token a first one, sent to the cart and to the browser', async () => {
    const res = await post(app(), FORM);
    expect(res.status).toBe(303);
    const issued = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith(`${DOUBLE_SUBMIT_COOKIE}=`),
    );
    const token = /^[^=]+=([^;]+)/.exec(issued ?? '')?.[1];
    expect(isValidCsrfToken(token, SECRET)).toBe(true);
    expect(seen[0].headers[DOUBLE_SUBMIT_HEADER]).toBe(token);
    expect(seen[0].headers.cookie).toContain(`${DOUBLE_SUBMIT_COOKIE}=${token}`);
  });

  it('a double click is one add (the same key within the window); the same line later is a new add', async () => {
    let now = 1_000_000;
    const gateway = app({ now: () => now });
    const cookie = { Cookie: 'sa_cart_token=c0' };
    await post(gateway, FORM, cookie);
    await post(gateway, FORM, cookie);
    now += CART_FORM_REPEAT_WINDOW_MS + 1;
    await post(gateway, FORM, cookie);
    await post(gateway, { ...FORM, quantity: '3' }, cookie);
    const keys = seen.map((s) => s.headers['idempotency-key']);
    expect(keys[0]).toBe(keys[1]);
    expect(new Set(keys).size).toBe(3);
  });

  it('refuses a post from another site, adding nothing', async () => {
    for (const headers of [{ Origin: 'https://evil.example' }, { Origin: 'null' }]) {
      const res = await post(app(), FORM, headers);
      expect(res.status).toBe(403);
    }
    // 'null' (what a page with a no-referrer policy sends) counts only with Sec-Fetch-Site saying same-origin.
    const nullCrossSite = await post(app(), FORM, { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' });
    expect(nullCrossSite.status).toBe(403);
    const noOrigin = await request(app()).post('/cart/add').type('form').set('Sec-Fetch-Site', 'cross-site').send(FORM);
    expect(noOrigin.status).toBe(403);
    expect(seen).toEqual([]);
  });

  it("accepts the store's own page's post whose Origin is 'null' (its no-referrer policy)", async () => {
    const res = await post(app(), FORM, { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/cart');
  });

  it('sends the shopper back to the page when the cart refuses the line or cannot be reached', async () => {
    answer = { status: 400 };
    const refused = await post(app(), FORM);
    expect(refused.status).toBe(303);
    expect(refused.headers.location).toBe('/products/zvx?sku=ZVX-8%20D1');

    const down = await post(app({ cartService: 'http://127.0.0.1:9' }), FORM);
    expect(down.status).toBe(303);
    expect(down.headers.location).toBe('/products/zvx?sku=ZVX-8%20D1');
  });

  it('sends a form without a line back without calling the cart', async () => {
    for (const form of [{ ...FORM, sku: '' }, { ...FORM, quantity: 'lots' }, { return_to: '/products/zvx' }]) {
      const res = await post(app(), form);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(form.return_to);
    }
    expect(seen).toEqual([]);
  });

  it.each([
    ['/products/zvx?sku=1', '/products/zvx?sku=1'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['products/zvx', '/'],
    [undefined, '/'],
  ])('safeReturnPath(%s) is %s', (given, expected) => {
    expect(safeReturnPath(given)).toBe(expected);
  });
});
