import request from 'supertest';
import { asSameSiteBrowser } from '@storefront/service-platform';
import { createApp } from '../src/app';
import type { CatalogProduct } from '../src/clients/catalog';
import { cartModels } from '../src/models/cart';
import { EMPTY_CART, cartCookieOf, cartSuite, cartTokenOf } from './cart-suite';
import { fakeCatalog } from './fake-catalog';

jest.setTimeout(60_000);

const suite = cartSuite('cart');
const { app } = suite;

const item = (sku: string, quantity = 1, extra: Record<string, unknown> = {}) => ({
  sku,
  quantity,
  price: 100,
  price_map: 120,
  price_msrp: 150,
  name: `Product ${sku}`,
  path: `/products/${sku.toLowerCase()}`,
  ...extra,
});

describe('GET /api/cartv2', () => {
  it('answers an empty cart without a token', async () => {
    const res = await request(app).get('/api/cartv2');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: EMPTY_CART });
  });

  it('answers an empty cart for an unknown token', async () => {
    const res = await request(app).get('/api/cartv2').set('Cookie', 'sa_cart_token=AAAAAAAAAAAAAAAAAAAAA');
    expect(res.status).toBe(200);
    expect(res.body.data.cart_token).toBeNull();
    expect(res.body.data.items).toEqual([]);
  });

  it.each(['short', 'x'.repeat(22), 'has%20space%20in%20it%20xxx', 'j%3A%7B%22%24ne%22%3A1%7D'])(
    'answers 400 for a malformed cookie %s',
    async (value) => {
      const res = await request(app).get('/api/cartv2').set('Cookie', `sa_cart_token=${value}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_cart_token');
    },
  );
});

describe('POST /api/cartv2', () => {
  it('creates a cart, sets the cookie and computes totals', async () => {
    const res = await request(app)
      .post('/api/cartv2')
      .send({ items: [item('SDR-12 D2', 2), item('FORD-2009-UP-BOX', 1)] });
    expect(res.status).toBe(201);
    const cookie = cartCookieOf(res)!;
    expect(cookie).toMatch(/^sa_cart_token=[A-Za-z0-9_-]{21};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=63072000/);
    const { data } = res.body;
    expect(data.cart_token).toBe(cartTokenOf(res));
    expect(data.items).toHaveLength(2);
    expect(data.items[1].displayed_sku).toBe('FORD-2015-UP-BOX');
    expect(data.subTotal).toBe(300);
    // Without a sale nothing is discounted (MAP above the price is not a discount: the card shows 'Price' only).
    expect(data.discountsTotal).toBe(0);
    expect(data.originalTotal).toBe(300);
    expect(data.shippingTotal).toBe(37.12);

    const again = await request(app).get('/api/cartv2').set('Cookie', `sa_cart_token=${data.cart_token}`);
    expect(again.body.data).toEqual(data);
  });

  it('sums quantities by sku and appends new skus', async () => {
    const first = await request(app)
      .post('/api/cartv2')
      .send({ items: [item('A-1', 1)] });
    const token = cartTokenOf(first);
    const second = await request(app)
      .post('/api/cartv2')
      .set('Cookie', `sa_cart_token=${token}`)
      .send({ items: [item('A-1', 2), item('B-2', 1), item('B-2', 3)] });
    expect(second.status).toBe(200);
    expect(second.body.data.items.map((i: { sku: string; quantity: number }) => [i.sku, i.quantity])).toEqual([
      ['A-1', 3],
      ['B-2', 4],
    ]);
  });

  it('never loses an item under concurrent adds', async () => {
    const first = await request(app)
      .post('/api/cartv2')
      .send({ items: [item('C-0', 1)] });
    const token = cartTokenOf(first);
    const skus = Array.from({ length: 8 }, (_, i) => `C-${i + 1}`);
    const results = await Promise.all(
      [...skus, 'C-0', 'C-0'].map((sku) =>
        request(app)
          .post('/api/cartv2')
          .set('Cookie', `sa_cart_token=${token}`)
          .send({ items: [item(sku, 1)] }),
      ),
    );
    for (const r of results) expect(r.status).toBe(200);
    const cart = await request(app).get('/api/cartv2').set('Cookie', `sa_cart_token=${token}`);
    const bySku = Object.fromEntries(
      cart.body.data.items.map((i: { sku: string; quantity: number }) => [i.sku, i.quantity]),
    );
    expect(Object.keys(bySku).sort()).toEqual(['C-0', ...skus].sort());
    expect(bySku['C-0']).toBe(3);
  });
});

describe('POST /api/cartv2: retries and limits', () => {
  it('applies a retried write with the same Idempotency-Key once', async () => {
    const key = 'add-once-123456';
    const a = await request(app)
      .post('/api/cartv2')
      .set('Idempotency-Key', key)
      .send({ items: [item('D-1', 1)] });
    const token = cartTokenOf(a);
    // retry before the cookie was stored: finds the same cart
    const b = await request(app)
      .post('/api/cartv2')
      .set('Idempotency-Key', key)
      .send({ items: [item('D-1', 1)] });
    expect(cartTokenOf(b)).toBe(token);
    const c = await request(app)
      .post('/api/cartv2')
      .set('Cookie', `sa_cart_token=${token}`)
      .set('Idempotency-Key', key)
      .send({ items: [item('D-1', 1)] });
    expect(c.body.data.items).toEqual([expect.objectContaining({ sku: 'D-1', quantity: 1 })]);
  });

  it('refuses an add that would take a line past 1000 and changes nothing (spec 2: cart quantity 1 to 1000)', async () => {
    const a = await request(app)
      .post('/api/cartv2')
      .send({ items: [item('E-1', 999)] });
    const b = await request(app)
      .post('/api/cartv2')
      .set('Cookie', `sa_cart_token=${cartTokenOf(a)}`)
      .send({ items: [item('E-1', 5)] });
    expect(b.status).toBe(409);
    expect(b.body.error).toMatchObject({ code: 'quantity_limit' });
    expect(b.body.error.message).toContain('at most 1000');
    const c = await request(app)
      .post('/api/cartv2')
      .set('Cookie', `sa_cart_token=${cartTokenOf(a)}`)
      .send({ items: [item('E-1', 1)] });
    expect(c.body.data.items[0].quantity).toBe(1000);
  });
});

describe('POST /api/cartv2: unknown tokens and bad bodies', () => {
  it('gives an unknown token a fresh cart with a new token', async () => {
    const stale = 'BBBBBBBBBBBBBBBBBBBBB';
    const res = await request(app)
      .post('/api/cartv2')
      .set('Cookie', `sa_cart_token=${stale}`)
      .send({ items: [item('F-1')] });
    expect(res.status).toBe(201);
    expect(cartTokenOf(res)).not.toBe(stale);
  });

  it.each([
    ['no items', {}],
    ['empty items', { items: [] }],
    ['zero quantity', { items: [{ sku: 'A', quantity: 0 }] }],
    ['quantity over 1000', { items: [{ sku: 'A', quantity: 1001 }] }],
    ['fractional quantity', { items: [{ sku: 'A', quantity: 1.5 }] }],
    ['string quantity', { items: [{ sku: 'A', quantity: '2' }] }],
    ['missing sku', { items: [{ quantity: 1 }] }],
    ['operator sku', { items: [{ sku: { $gt: '' }, quantity: 1 }] }],
    ['sku outside the shared sku rule', { items: [{ sku: 'A/B', quantity: 1 }] }],
  ])('rejects %s with 400 and changes nothing', async (_name, body) => {
    const { Cart } = cartModels(suite.db.connection);
    const before = await Cart.countDocuments({});
    const res = await request(app).post('/api/cartv2').send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(await Cart.countDocuments({})).toBe(before);
  });

  it('rejects malformed JSON, non-JSON bodies and bad idempotency keys', async () => {
    const malformed = await request(app)
      .post('/api/cartv2')
      .set('Content-Type', 'application/json')
      .send('{"items": [');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('invalid_json');
    const form = await request(app).post('/api/cartv2').type('form').send('items=1');
    expect(form.status).toBe(415);
    const key = await request(app)
      .post('/api/cartv2')
      .set('Idempotency-Key', 'x')
      .send({ items: [item('A')] });
    expect(key.status).toBe(400);
  });
});

describe('line updates and clearing', () => {
  let token: string;
  beforeAll(async () => {
    const res = await request(app)
      .post('/api/cartv2')
      .send({ items: [item('G-1', 2), item('G-2', 1)] });
    token = cartTokenOf(res);
  });

  it('sets a quantity, 404 for a missing line, 400 for a bad quantity', async () => {
    const ok = await request(app)
      .patch('/api/cartv2/items/G-1')
      .set('Cookie', `sa_cart_token=${token}`)
      .send({ quantity: 5 });
    expect(ok.status).toBe(200);
    expect(ok.body.data.items.find((i: { sku: string }) => i.sku === 'G-1').quantity).toBe(5);
    const missing = await request(app)
      .patch('/api/cartv2/items/NOPE')
      .set('Cookie', `sa_cart_token=${token}`)
      .send({ quantity: 1 });
    expect(missing.status).toBe(404);
    const bad = await request(app)
      .patch('/api/cartv2/items/G-1')
      .set('Cookie', `sa_cart_token=${token}`)
      .send({ quantity: 0 });
    expect(bad.status).toBe(400);
    const noCart = await request(app).patch('/api/cartv2/items/G-1').send({ quantity: 1 });
    expect(noCart.status).toBe(404);
  });

  it('removes a line (idempotent)', async () => {
    const res = await request(app).delete('/api/cartv2/items/G-2').set('Cookie', `sa_cart_token=${token}`);
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((i: { sku: string }) => i.sku)).toEqual(['G-1']);
    const again = await request(app).delete('/api/cartv2/items/G-2').set('Cookie', `sa_cart_token=${token}`);
    expect(again.status).toBe(200);
  });

  it('deletes the cart and clears the cookies', async () => {
    const res = await request(app).delete('/api/cartv2').set('Cookie', `sa_cart_token=${token}`);
    expect(res.status).toBe(200);
    expect(res.body.data.cart_token).toBeNull();
    expect(cartCookieOf(res)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cartCookieOf(res, 'sa_checkout_token')).toBeDefined();
    const after = await request(app).get('/api/cartv2').set('Cookie', `sa_cart_token=${token}`);
    expect(after.body.data.items).toEqual([]);
  });

  it('forgets the token again without harm (idempotent)', async () => {
    const again = await request(app).delete('/api/cartv2').set('Cookie', `sa_cart_token=${token}`);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ cart_token: null, items: [] });
    expect((await request(app).delete('/api/checkout-v3/checkout')).status).toBe(200);
  });
});

describe('clearing: held carts, other sites and unknown tokens', () => {
  it('keeps a guest cart a checkout holds (a charge may be under way) while clearing its cookies', async () => {
    const add = await request(app)
      .post('/api/cartv2')
      .send({ items: [item('HELD-1')] });
    const held = cartTokenOf(add);
    const { Cart } = cartModels(suite.db.connection);
    const hold = { attempt: 'co_test_hold', until: new Date(Date.now() + 60_000) };
    await Cart.updateOne({ cart_token: held }, { $set: { checkout: hold } });
    const res = await request(app).delete('/api/cartv2').set('Cookie', `sa_cart_token=${held}`);
    expect(res.status).toBe(200);
    expect(cartCookieOf(res)).toMatch(/Expires=Thu, 01 Jan 1970/);
    const kept = await Cart.findOne({ cart_token: held }).lean();
    expect(kept?.items.map((l) => l.sku)).toEqual(['HELD-1']);
    expect(kept?.checkout?.attempt).toBe('co_test_hold');
  });

  it('refuses the clearing calls from another site (CSRF, like every write)', async () => {
    const bare = createApp({ connection: suite.db.connection, lookupProduct: fakeCatalog() });
    const add = await request(app)
      .post('/api/cartv2')
      .send({ items: [item('MINE-1')] });
    const mine = cartTokenOf(add);
    const evil = (req: request.Test) =>
      req.set('Origin', 'https://evil.example').set('Cookie', `sa_cart_token=${mine}`);
    expect((await evil(request(bare).delete('/api/cartv2'))).status).toBe(403);
    expect((await evil(request(bare).delete('/api/checkout-v3/checkout'))).status).toBe(403);
    expect((await evil(request(bare).delete('/api/cookies')).send({ cookieNames: ['sa_cart_token'] })).status).toBe(
      403,
    );
    const read = await request(app).get('/api/cartv2').set('Cookie', `sa_cart_token=${mine}`);
    expect(read.body.data.items.map((i: { sku: string }) => i.sku)).toEqual(['MINE-1']);
  });

  it('clears the cart and checkout token cookies when the stored cart token is not one the server has', async () => {
    const res = await request(app)
      .get('/api/cartv2')
      .set('Cookie', 'sa_cart_token=unknownCartToken00001; sa_checkout_token=chk_1');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ cart_token: null, items: [] });
    expect(cartCookieOf(res)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cartCookieOf(res, 'sa_checkout_token')).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('clears listed storefront cookies only', async () => {
    const ok = await request(app)
      .delete('/api/cookies')
      .send({ cookieNames: ['sa_cart_token', 'sa_checkout_token'] });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, cleared: ['sa_cart_token', 'sa_checkout_token'] });
    const bad = await request(app)
      .delete('/api/cookies')
      .send({ cookieNames: ['connect.sid'] });
    expect(bad.status).toBe(400);
    const empty = await request(app).delete('/api/cookies').send({});
    expect(empty.status).toBe(400);
  });
});

describe('checkout endpoints', () => {
  it('saves checkout events and validates them', async () => {
    const ok = await request(app)
      .post('/api/checkout-v4/save-checkout-event')
      .send({
        serverOrClient: 'client',
        eventName: 'go_to_checkout_button_clicked',
        cartToken: null,
        lineItems: [{ sku: 'A', quantity: 1, price: 10 }],
      });
    expect(ok.status).toBe(201);
    const bad = await request(app).post('/api/checkout-v4/save-checkout-event').send({ eventName: 'x' });
    expect(bad.status).toBe(400);
    const del = await request(app).delete('/api/checkout-v3/checkout');
    expect(del.status).toBe(200);
  });
});

describe('with a catalog lookup', () => {
  it('takes names and prices from the catalog and rejects unknown skus', async () => {
    const catalog: Record<string, CatalogProduct> = {
      'CAT-1': {
        id: 'p1',
        sku: 'CAT-1',
        name: 'Catalog One',
        slug: 'catalog-one',
        price: 80,
        price_map: 100,
        price_msrp: 130,
        imageUrl: '/img/1.svg',
      },
    };
    const priced = asSameSiteBrowser(
      createApp({ connection: suite.db.connection, lookupProduct: async (sku) => catalog[sku] ?? null }),
    );
    const res = await request(priced)
      .post('/api/cartv2')
      .send({ items: [{ sku: 'CAT-1', quantity: 1, price: 0.01 }] });
    expect(res.status).toBe(201);
    expect(res.body.data.items[0]).toMatchObject({
      sku: 'CAT-1',
      name: 'Catalog One',
      price: 80,
      price_map: 100,
      path: '/products/catalog-one',
      main_image: '/img/1.svg',
    });
    const unknown = await request(priced)
      .post('/api/cartv2')
      .send({ items: [{ sku: 'NOPE', quantity: 1 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('unknown_sku');
  });
});

describe('a sku sent in its displayed form', () => {
  it('adds the stored product: one line under the stored sku, whichever form is sent', async () => {
    const STORED = 'L-VS-FORD-2009-UP-SC-2X12';
    const SHOWN = 'L-VS-FORD-2015-UP-SC-2X12';
    const product: CatalogProduct = {
      id: 'ford',
      sku: STORED,
      name: '2015-Up Ford F-150 SuperCrew Loaded Dual 12" VS Sealed Subwoofer Enclosure',
      price: 699.99,
      price_map: 699.99,
      price_msrp: 899.99,
    };
    // As the catalog answers GET /api/product/{sku}: the displayed form is an alias of the stored one.
    const asked: string[] = [];
    const lookupProduct = async (sku: string) => {
      asked.push(sku);
      return [STORED, SHOWN].includes(sku.toUpperCase()) ? product : null;
    };
    const ford = asSameSiteBrowser(createApp({ connection: suite.db.connection, lookupProduct }));
    const first = await request(ford)
      .post('/api/cartv2')
      .send({ items: [item(SHOWN, 1), item(STORED, 2)] });
    expect(first.status).toBe(201);
    expect(asked).toEqual(expect.arrayContaining([SHOWN, STORED]));
    expect(first.body.data.items.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([
      [STORED, 3],
    ]);
    const again = await request(ford)
      .post('/api/cartv2')
      .set('Cookie', `sa_cart_token=${cartTokenOf(first)}`)
      .send({ items: [item(SHOWN.toLowerCase(), 1)] });
    expect(again.body.data.items.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([
      [STORED, 4],
    ]);
  });
});

describe('unknown routes, health', () => {
  it('answers JSON 404 and health', async () => {
    const res = await request(app).get('/api/cartv3');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    expect((await request(app).get('/healthz')).status).toBe(200);
    expect((await request(app).get('/readyz')).status).toBe(200);
  });
});
