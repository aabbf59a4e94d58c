import request from 'supertest';
import {
  asSameSiteBrowser,
  DEV_VIEWER_SECRET,
  startTestDatabase,
  viewerHeaders,
  type TestDatabase,
  type Viewer,
} from '@storefront/service-platform';
import { createApp } from '../src/app';
import { HANDOFF_TTL_MS, signHandoff } from '../src/domain/handoff';
import { cartCookieOf, cartTokenOf } from './cart-suite';
import { fakeCatalog } from './fake-catalog';

jest.setTimeout(60_000);

const EMBED_ORIGIN = 'https://dealer-site.example';
const HANDOFF_SECRET = 'handoff-secret-for-tests-0123456789';

let db: TestDatabase;
let bare: ReturnType<typeof createApp>;
let app: ReturnType<typeof asSameSiteBrowser>;

beforeAll(async () => {
  db = await startTestDatabase('cart-embed');
  bare = createApp({
    connection: db.connection,
    lookupProduct: fakeCatalog(),
    embedOrigins: [`${EMBED_ORIGIN}/`],
    handoffSecret: HANDOFF_SECRET,
  });
  app = asSameSiteBrowser(bare);
});

afterAll(async () => {
  await db?.stop();
});

const shopper: Viewer = { accountId: '100001', email: 'shopper@example.com', role: 1, isDealer: false };
const other: Viewer = { accountId: '100009', email: 'other@example.com', role: 1, isDealer: false };
const signedIn = (viewer: Viewer) => viewerHeaders(viewer, DEV_VIEWER_SECRET);

/** What the embed on an integrator's page sends: its Origin, no CSRF token, the partitioned cookie when it has one. */
function embedAdd(sku: string, cartToken?: string) {
  const req = request(bare).post('/api/cartv2').set('Origin', EMBED_ORIGIN);
  if (cartToken) req.set('Cookie', `sa_cart_token=${cartToken}`);
  return req.send({ items: [{ sku, quantity: 2 }] });
}

describe('the cart cookie on an integrator page', () => {
  it('is SameSite=None; Secure; Partitioned for a configured embed origin, and writes need no CSRF token', async () => {
    const res = await embedAdd('EMB-1');
    expect(res.status).toBe(201);
    const cookie = cartCookieOf(res)!;
    expect(cookie).toMatch(/SameSite=None/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Partitioned/i);
    expect(cookie).toMatch(/HttpOnly/i);

    // The next add with that cookie lands in the same cart.
    const again = await embedAdd('EMB-2', cartTokenOf(res));
    expect(again.status).toBe(200);
    expect(again.body.data.items.map((i: { sku: string }) => i.sku).sort()).toEqual(['EMB-1', 'EMB-2']);
  });

  it('stays SameSite=Lax, not partitioned, on our own site', async () => {
    const res = await request(app)
      .post('/api/cartv2')
      .send({ items: [{ sku: 'OWN-1', quantity: 1 }] });
    expect(res.status).toBe(201);
    const cookie = cartCookieOf(res)!;
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Partitioned/i);
  });

  it('refuses writes from an origin that is not configured, and creates no cart', async () => {
    const res = await request(bare)
      .post('/api/cartv2')
      .set('Origin', 'https://evil.example')
      .send({ items: [{ sku: 'EVIL-1', quantity: 1 }] });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('cross_site_request');
    expect(cartCookieOf(res)).toBeUndefined();
  });

  it('clears the embed cookie with the same cross-site attributes', async () => {
    const added = await embedAdd('EMB-CLR');
    const res = await request(bare)
      .delete('/api/cartv2')
      .set('Origin', EMBED_ORIGIN)
      .set('Cookie', `sa_cart_token=${cartTokenOf(added)}`);
    expect(res.status).toBe(200);
    const cleared = cartCookieOf(res)!;
    expect(cleared).toMatch(/Partitioned/i);
    expect(cleared).toMatch(/SameSite=None/i);
  });
});

async function embedCartWithLink() {
  const added = await embedAdd('HAND-1');
  const cartToken = cartTokenOf(added);
  const link = await request(bare)
    .get('/api/cartv2/handoff')
    .set('Origin', EMBED_ORIGIN)
    .set('Cookie', `sa_cart_token=${cartToken}`);
  expect(link.status).toBe(200);
  return { cartToken, link: link.body.data as { token: string; expiresAt: string; checkoutPath: string } };
}

describe('the checkout hand-off', () => {
  it('GET /api/cartv2/handoff answers a short-lived token and the checkout path carrying it', async () => {
    const before = Date.now();
    const { link } = await embedCartWithLink();
    expect(link.checkoutPath).toBe(`/checkout/v3?cart_handoff=${encodeURIComponent(link.token)}`);
    const expires = Date.parse(link.expiresAt);
    expect(expires).toBeGreaterThan(before);
    expect(expires).toBeLessThanOrEqual(before + HANDOFF_TTL_MS + 1000);
  });

  it('GET /api/cartv2/handoff is 404 without a cart', async () => {
    const res = await request(bare).get('/api/cartv2/handoff').set('Origin', EMBED_ORIGIN);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('cart_not_found');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a valid token points the first-party cookie at the embedded cart and answers that cart', async () => {
    const { cartToken, link } = await embedCartWithLink();
    const res = await request(app).post('/api/cartv2/handoff').send({ token: link.token });
    expect(res.status).toBe(200);
    expect(res.body.data.cart_token).toBe(cartToken);
    expect(res.body.data.items).toEqual([expect.objectContaining({ sku: 'HAND-1', quantity: 2 })]);
    const cookie = cartCookieOf(res)!;
    expect(cartTokenOf(res)).toBe(cartToken);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Partitioned/i);
    // The shopper's own site now reads the same cart.
    const cart = await request(app).get('/api/cartv2').set('Cookie', `sa_cart_token=${cartToken}`);
    expect(cart.body.data.items.map((i: { sku: string }) => i.sku)).toEqual(['HAND-1']);
  });

  it('a signed-in shopper gets the embedded cart merged into their account cart', async () => {
    const { link } = await embedCartWithLink();
    const res = await request(app).post('/api/cartv2/handoff').set(signedIn(shopper)).send({ token: link.token });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((i: { sku: string }) => i.sku)).toContain('HAND-1');
    const mine = await request(app).get('/api/cartv2').set(signedIn(shopper));
    expect(mine.body.data.cart_token).toBe(res.body.data.cart_token);
    expect(mine.body.data.items.map((i: { sku: string }) => i.sku)).toContain('HAND-1');
  });
});

describe('the checkout hand-off: tokens that are refused', () => {
  it("never hands an account's cart to a guest or another account", async () => {
    await request(app)
      .post('/api/cartv2')
      .set(signedIn(shopper))
      .send({ items: [{ sku: 'MINE-1', quantity: 1 }] });
    const mine = await request(app).get('/api/cartv2').set(signedIn(shopper));
    const { token } = signHandoff(mine.body.data.cart_token, HANDOFF_SECRET);
    for (const headers of [{}, signedIn(other)]) {
      const res = await request(app).post('/api/cartv2/handoff').set(headers).send({ token });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('handoff_cart_not_found');
      expect(cartCookieOf(res)).toBeUndefined();
    }
    const theirs = await request(app).get('/api/cartv2').set(signedIn(other));
    expect(theirs.body.data.items).toEqual([]);
  });

  it.each([
    [
      'expired',
      () => signHandoff('A'.repeat(21), HANDOFF_SECRET, Date.now() - 2 * HANDOFF_TTL_MS).token,
      'handoff_expired',
    ],
    [
      'signed with another secret',
      () => signHandoff('A'.repeat(21), 'another-secret-0123456789').token,
      'invalid_handoff',
    ],
    ['malformed', () => 'not-a-token', 'invalid_handoff'],
    [
      'for a cart that does not exist',
      () => signHandoff('Z'.repeat(21), HANDOFF_SECRET).token,
      'handoff_cart_not_found',
    ],
  ])('a token %s is a 400 that changes nothing', async (_case, tokenFor, code) => {
    const res = await request(app)
      .post('/api/cartv2/handoff')
      .set('Cookie', 'sa_cart_token=B' + 'b'.repeat(20))
      .send({ token: tokenFor() });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(cartCookieOf(res)).toBeUndefined();
  });

  it('a tampered token (another cart named in a validly shaped payload) is refused', async () => {
    const { link } = await embedCartWithLink();
    const [, mac] = link.token.split('.');
    const forged = Buffer.from(JSON.stringify({ c: 'C'.repeat(21), e: Math.floor(Date.now() / 1000) + 600 })).toString(
      'base64url',
    );
    const res = await request(app)
      .post('/api/cartv2/handoff')
      .send({ token: `${forged}.${mac}` });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_handoff');
  });

  it('a body without a token is a 400 naming the field', async () => {
    const res = await request(app).post('/api/cartv2/handoff').send({});
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error)).toMatch(/token/);
  });
});

describe('the cart token header (an embed whose browser refuses the cookie keeps the token itself)', () => {
  /** An embed call without any cookie, carrying the kept token. */
  const withHeader = (req: request.Test, token: string, origin = EMBED_ORIGIN) =>
    req.set('Origin', origin).set('x-sa-cart-token', token);
  const skusOf = (res: request.Response) => res.body.data.items.map((i: { sku: string }) => i.sku).sort();

  it('names the cart from an allowed origin: adds accumulate in one cart, the answer says which', async () => {
    const first = await embedAdd('KEPT-1');
    const token = first.headers['x-sa-cart-token'];
    expect(token).toBe(first.body.data.cart_token);
    const second = await withHeader(request(bare).post('/api/cartv2'), token).send({
      items: [{ sku: 'KEPT-2', quantity: 1 }],
    });
    expect(second.status).toBe(200);
    expect(second.headers['x-sa-cart-token']).toBeUndefined(); // the same cart: nothing to change
    expect(skusOf(second)).toEqual(['KEPT-1', 'KEPT-2']);
    const read = await withHeader(request(bare).get('/api/cartv2'), token);
    expect(read.body.data.cart_token).toBe(token);
    expect(skusOf(read)).toEqual(['KEPT-1', 'KEPT-2']);
  });

  it('is ignored from our own site and from other origins: the cookie alone names the cart', async () => {
    const token = (await embedAdd('KEPT-3')).body.data.cart_token as string;
    const own = await request(app).get('/api/cartv2').set('x-sa-cart-token', token);
    expect(own.body.data.cart_token).toBeNull();
    const evil = await withHeader(request(bare).get('/api/cartv2'), token, 'https://evil.example');
    expect(evil.status).toBe(200);
    expect(evil.body.data.cart_token).toBeNull();
    // Not even a malformed one is read there.
    expect((await request(app).get('/api/cartv2').set('x-sa-cart-token', 'nope')).status).toBe(200);
  });

  it('a malformed token is a 400 naming the header', async () => {
    const res = await withHeader(request(bare).get('/api/cartv2'), 'not a token');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'invalid_cart_token', message: 'The x-sa-cart-token header is malformed' });
  });

  it('a token of no cart answers no cart and an empty header (forget it)', async () => {
    const res = await withHeader(request(bare).get('/api/cartv2'), 'Q'.repeat(21));
    expect(res.status).toBe(200);
    expect(res.body.data.cart_token).toBeNull();
    expect(res.headers['x-sa-cart-token']).toBe('');
  });

  it('carries the kept cart into the store through the checkout hand-off', async () => {
    const token = (await embedAdd('KEPT-4')).body.data.cart_token as string;
    const link = await withHeader(request(bare).get('/api/cartv2/handoff'), token);
    expect(link.status).toBe(200);
    const res = await request(app).post('/api/cartv2/handoff').send({ token: link.body.data.token });
    expect(res.status).toBe(200);
    expect(res.body.data.cart_token).toBe(token);
    expect(skusOf(res)).toEqual(['KEPT-4']);
  });
});
