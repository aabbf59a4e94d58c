// The attacks that once broke the running store, repeated against the composed store as assertions.
// Malformed input, cross-site writes, open redirects, spoofed addresses, privacy probes, concurrent and repeated cart
// writes and soft 404s (a service or the database dying under `npm start` is faults.spec.ts).
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import { BASE_URL, E2E_PORTS } from '../playwright.config';
import { expect, test } from './fixtures';
import { signUpLinkFor } from './mailbox';

/** A client of its own (own cookies) that has been to the store once and holds the gateway's token. */
async function visitor(): Promise<{ api: APIRequestContext; token: string }> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  await api.get('/api/menu');
  const token = (await api.storageState()).cookies.find((c) => c.name === 'sa_csrf')?.value ?? '';
  expect(token).not.toBe('');
  return { api, token };
}

async function expectJsonError(res: APIResponse, label: string) {
  expect(res.status(), `${label}: ${res.status()}`).toBeGreaterThanOrEqual(400);
  expect(res.status(), `${label}: ${await res.text()}`).toBeLessThan(500);
  const body = await res.json();
  expect(typeof body.error?.code, label).toBe('string');
  expect(typeof body.error?.message, label).toBe('string');
}

async function inStockSku(api: APIRequestContext): Promise<string> {
  const body = await (await api.get('/api/collections/car-amplifiers?pageSize=48')).json();
  const product = body.products.find(
    (p: { currentlyInStock?: boolean; product_type?: string }) => p.currentlyInStock && p.product_type !== 'variant',
  );
  return product.sku as string;
}

test.describe('attacks on the composed store', () => {
  test('malformed input gets a 4xx in the shared error shape, never a 5xx', async () => {
    const { api, token } = await visitor();
    const write = { 'x-sa-csrf': token, 'content-type': 'application/json' };
    // Written as text: the test runner's own JSON.stringify would overflow its stack on it.
    const deepVariant = `${'{"a":'.repeat(5000)}{"sku":"X"}${'}'.repeat(5000)}`;
    const cases: Array<[string, () => Promise<APIResponse>]> = [
      ['cart: invalid JSON', () => api.post('/api/cartv2', { headers: write, data: '{"items": [' })],
      [
        'cart: path-like sku',
        () => api.post('/api/cartv2', { headers: write, data: { items: [{ sku: '../../etc/passwd', quantity: 1 }] } }),
      ],
      [
        'cart: sku with &',
        () => api.post('/api/cartv2', { headers: write, data: { items: [{ sku: 'a&b', quantity: 1 }] } }),
      ],
      [
        'cart: quantity 10,001',
        () => api.post('/api/cartv2', { headers: write, data: { items: [{ sku: 'SK2MM', quantity: 10001 }] } }),
      ],
      [
        'cart: operator in body',
        () => api.post('/api/cartv2', { headers: write, data: { items: [{ sku: { $gt: '' }, quantity: 1 }] } }),
      ],
      ['cart: JSON cookie', () => api.get('/api/cartv2', { headers: { cookie: 'sa_cart_token=j:{"a":1}' } })],
      ['auth: JSON session cookie', () => api.get('/api/account/profile', { headers: { cookie: 'sa_session=j:1' } })],
      ['product: path-like sku', () => api.get(`/api/product/${encodeURIComponent('../../etc/passwd')}`)],
      ['reviews: bad sku list', () => api.get(`/api/reviews/skuList?skus=${encodeURIComponent('a&b,(x)')}&page=0`)],
      ['orders: signed out', () => api.get('/api/orders')],
      [
        'marketing: not an email',
        () =>
          api.post('/api/marketing/check-consent-for-user-email', { headers: write, data: { email: { $ne: null } } }),
      ],
      ['unknown API route', () => api.get('/api/nope')],
    ];
    for (const [label, call] of cases) await expectJsonError(await call(), label);
    // Fields the client may not set are dropped, however deep: the line is the catalog's, nothing else is stored.
    const deep = await api.post('/api/cartv2', {
      headers: write,
      data: `{"items":[{"sku":"SK2MM","quantity":1,"variant":${deepVariant}}]}`,
    });
    expect(deep.status()).toBeLessThan(500);
    if (deep.ok()) expect((await deep.json()).data.items[0].variant ?? null).toBeNull();
    // A JSON session cookie counts as no session rather than an error on the session read.
    expect((await api.get('/api/auth/session', { headers: { cookie: 'sa_session=j:1' } })).status()).toBe(200);
    await api.dispose();
  });

  test('cross-site writes and writes without the token are refused and change nothing', async () => {
    const { api, token } = await visitor();
    const sku = await inStockSku(api);
    const data = { items: [{ sku, quantity: 1 }] };
    expect((await api.post('/api/cartv2', { data })).status()).toBe(403);
    expect((await api.post('/api/cartv2', { data, headers: { 'x-sa-csrf': `${token}x` } })).status()).toBe(403);
    const cross = await api.post('/api/cartv2', {
      data,
      headers: { 'x-sa-csrf': token, origin: 'https://evil.example' },
    });
    expect(cross.status()).toBe(403);
    expect(
      (await api.delete('/api/cartv2', { headers: { 'sec-fetch-site': 'cross-site', 'x-sa-csrf': token } })).status(),
    ).toBe(403);
    expect((await (await api.get('/api/cartv2')).json()).data.items).toHaveLength(0);
    expect((await api.post('/api/cartv2', { data, headers: { 'x-sa-csrf': token } })).ok()).toBeTruthy();
    await api.dispose();
  });

  test('no open redirect after sign-in, in any of the forms that once got through', async () => {
    const { api, token } = await visitor();
    const csrf = (await (await api.get('/api/auth/csrf')).json()).csrfToken as string;
    for (const callbackUrl of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '//evil.example',
      'https://evil.example/x',
      '/\\evil.example',
    ]) {
      const res = await api.post('/api/auth/callback/credentials', {
        headers: { 'x-sa-csrf': token, 'x-csrf-token': csrf },
        data: { email: 'shopper@example.com', password: 'not-the-password', callbackUrl, json: true },
      });
      const body = await res.json();
      if (body.url)
        expect(new URL(body.url, BASE_URL).origin, JSON.stringify(callbackUrl)).toBe(new URL(BASE_URL).origin);
    }
    await api.dispose();
  });

  test('a spoofed X-Forwarded-For does not get around sign-in throttling', async () => {
    const { api, token } = await visitor();
    const csrf = () =>
      api
        .get('/api/auth/csrf')
        .then((r) => r.json())
        .then((b) => b.csrfToken as string);
    // An account of its own, so the delay it earns slows no other test.
    const email = `throttle-${Date.now()}@example.com`;
    const signup = await api.post('/api/auth/signup', {
      headers: { 'x-sa-csrf': token, 'x-csrf-token': await csrf() },
      data: { email, password: 'right-password-1', first_name: 'T', last_name: 'T', json: true },
    });
    expect(signup.status()).toBe(202);
    const link = new URL(await signUpLinkFor(email), BASE_URL);
    const confirmed = await api.post('/api/auth/signup/confirm', {
      headers: { 'x-sa-csrf': token, 'x-csrf-token': await csrf() },
      data: { token: link.searchParams.get('signup'), json: true },
    });
    expect(confirmed.status()).toBe(201);
    await api.post('/api/auth/signout', { headers: { 'x-sa-csrf': token, 'x-csrf-token': await csrf() }, data: {} });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await api.post('/api/auth/callback/credentials', {
        headers: { 'x-sa-csrf': token, 'x-csrf-token': await csrf(), 'x-forwarded-for': `203.0.113.${i}` },
        data: { email, password: `wrong-${i}`, json: true },
      });
      statuses.push(res.status());
    }
    // Every attempt is the same client however its X-Forwarded-For reads: after the free failures it must wait (429).
    // (An attempt after the wait has passed may be judged again, so later 401s depend on timing.)
    expect(statuses.slice(0, 3), JSON.stringify(statuses)).toEqual([401, 401, 401]);
    expect(statuses, JSON.stringify(statuses)).toContain(429);
    await api.dispose();
  });

  test("on a service's own port, writes need the token and forged addresses count for nothing", async () => {
    // scripts/lib.mjs gives the services consecutive ports in this order.
    const port = (area: string) =>
      E2E_PORTS.serviceBase + ['catalog', 'reviews', 'cart', 'account', 'marketing'].indexOf(area);
    const cart = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${port('cart')}` });
    const refused = await cart.post('/api/cartv2', { data: { items: [{ sku: 'ANY-1', quantity: 1 }] } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe('invalid_csrf_token');
    const crossSite = await cart.post('/api/cartv2', {
      data: { items: [{ sku: 'ANY-1', quantity: 1 }] },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status()).toBe(403);
    await cart.dispose();

    const { api: store, token } = await visitor();
    // The browser's token cookie (cookies are not port-bound, so a page of the store could send it here).
    const account = await playwrightRequest.newContext({
      baseURL: `http://127.0.0.1:${port('account')}`,
      storageState: {
        cookies: [
          {
            name: 'sa_csrf',
            value: token,
            domain: '127.0.0.1',
            path: '/',
            expires: -1,
            httpOnly: false,
            secure: false,
            sameSite: 'Lax',
          },
        ],
        origins: [],
      },
    });
    const csrf = (await (await account.get('/api/auth/csrf')).json()).csrfToken as string;
    const email = `direct-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await account.post('/api/auth/callback/credentials', {
        headers: {
          'x-sa-csrf': token,
          'x-csrf-token': csrf,
          'x-forwarded-for': `198.51.100.${i}`,
          'x-client-address': `198.51.100.${i}`,
          'x-client-address-signature': 'forged',
        },
        data: { email, password: `wrong-${i}`, json: true },
      });
      statuses.push(res.status());
    }
    expect(statuses).toContain(429);
    await account.dispose();
    await store.dispose();
  });

  test("a stranger learns nothing private about someone else's marketing record", async () => {
    const { api, token } = await visitor();
    const res = await api.post('/api/marketing/check-consent-for-user-email', {
      headers: { 'x-sa-csrf': token },
      data: { email: 'shopper@example.com' },
    });
    expect(res.ok()).toBeTruthy();
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['email', 'email_consent', 'member']);
    await api.dispose();
  });

  test('200 concurrent adds to one cart all succeed and none is lost; a repeated first add makes one cart', async () => {
    const { api, token } = await visitor();
    const sku = await inStockSku(api);
    const first = await api.post('/api/cartv2', {
      headers: { 'x-sa-csrf': token },
      data: { items: [{ sku, quantity: 1 }] },
    });
    expect(first.ok()).toBeTruthy();
    const adds = await Promise.all(
      Array.from({ length: 200 }, () =>
        api.post('/api/cartv2', { headers: { 'x-sa-csrf': token }, data: { items: [{ sku, quantity: 1 }] } }),
      ),
    );
    expect(adds.map((r) => r.status()).filter((s) => s !== 200)).toEqual([]);
    const cart = (await (await api.get('/api/cartv2')).json()).data;
    expect(cart.items.find((item: { sku: string }) => item.sku === sku).quantity).toBe(201);

    const fresh = await visitor();
    const key = `first-add-${Date.now()}`;
    const firstAdds = await Promise.all(
      Array.from({ length: 10 }, () =>
        fresh.api.post('/api/cartv2', {
          headers: { 'x-sa-csrf': fresh.token, 'idempotency-key': key },
          data: { items: [{ sku, quantity: 1 }] },
        }),
      ),
    );
    const tokens = new Set(await Promise.all(firstAdds.map(async (r) => (await r.json()).data.cart_token)));
    expect(tokens.size).toBe(1);
    const reused = await fresh.api.post('/api/cartv2', {
      headers: { 'x-sa-csrf': fresh.token, 'idempotency-key': key },
      data: { items: [{ sku, quantity: 5 }] },
    });
    expect(reused.status()).toBe(422);
    await api.dispose();
    await fresh.api.dispose();
  });

  test('an unknown product page answers 404 and still renders', async ({ page }) => {
    const res = await page.goto('/products/no-such-product-anywhere');
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId('shell-header')).toBeVisible();
  });
});
