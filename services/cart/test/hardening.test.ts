// Hardening of the cart: lines built from the catalog, with limits; atomic writes and idempotency; one sku rule
// (400, not 503); no fixed cart token; a no-op delete writes nothing; no write after the caller has gone.
import http from 'node:http';
import request from 'supertest';
import {
  asSameSiteBrowser,
  clientAddressHeaders,
  csrfHeaders,
  DEV_VIEWER_SECRET,
  startTestDatabase,
  viewerHeaders,
} from '@storefront/service-platform';
import type { TestDatabase, Viewer } from '@storefront/service-platform';
import { CHECKOUT_EVENT_LIMIT, createApp } from '../src/app';
import { cartModels } from '../src/models/cart';
import { idempotencyModels } from '../src/models/idempotency';
import type { CartDoc } from '../src/models/cart';
import { seed } from '../src/seed';
import { fakeCatalog } from './fake-catalog';

jest.setTimeout(60_000);

let db: TestDatabase;
let catalog: ReturnType<typeof fakeCatalog>;
let server: http.Server;

beforeAll(async () => {
  db = await startTestDatabase('cart-hardening');
  catalog = fakeCatalog({
    'PRE-1': {
      id: 'p-pre',
      sku: 'PRE-1',
      name: 'Preorder One',
      slug: 'preorder-one',
      price: 50,
      price_map: 50,
      price_msrp: 60,
      currentlyInStock: false,
      preorderInfo: { is_pre_order_eligible: true, is_pre_order_enabled: 1 },
    },
  });
  // One listening server for every request (200 parallel requests would otherwise open 200 servers).
  server = http.createServer(asSameSiteBrowser(createApp({ connection: db.connection, lookupProduct: catalog })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await db?.stop();
});

const api = () => request(server);
const cookie = (token: string) => `sa_cart_token=${token}`;
const stored = (token: string) => cartModels(db.connection).Cart.findOne({ cart_token: token }).lean<CartDoc>();
const quantities = (res: request.Response) =>
  Object.fromEntries(res.body.data.items.map((i: { sku: string; quantity: number }) => [i.sku, i.quantity]));

/** A cart write carrying an Idempotency-Key, with the cart's cookie when a token is given. */
function keyedWrite(method: 'post' | 'patch', path: string, key: string, token?: string) {
  const req = api()[method](path).set('Idempotency-Key', key);
  return token ? req.set('Cookie', cookie(token)) : req;
}

async function newCart(...items: Array<{ sku: string; quantity: number }>): Promise<string> {
  const res = await api().post('/api/cartv2').send({ items });
  expect(res.status).toBe(201);
  return res.body.data.cart_token as string;
}

let keySeq = 0;
const newKey = () => `test-key-${Date.now()}-${(keySeq += 1)}`;

describe('the server builds every line from the catalog', () => {
  it('ignores prices, names and nested data sent by the client', async () => {
    const res = await api()
      .post('/api/cartv2')
      .send({
        items: [
          {
            sku: 'LINE-1',
            quantity: 2,
            source: 'product-page',
            price: 0.01,
            price_map: 0.01,
            price_dealer: 0.01,
            name: '<img src=x onerror=alert(1)>',
            short_title: 'client title',
            path: 'https://evil.example/',
            main_image: 'https://evil.example/x.png',
            product_id: 'forged',
            is_pre_ordered_item: true,
            product_type: 'variant',
            child_products: [{ sku: 'FREE-1', name: 'free', quantity: 100 }],
            options: [{ name: 'x', value: 'y' }],
            variant: { $where: 'sleep(1000)', 'a.b': { c: 1 } },
          },
        ],
      });
    expect(res.status).toBe(201);
    expect(res.body.data.items).toEqual([
      expect.objectContaining({
        sku: 'LINE-1',
        quantity: 2,
        source: 'product-page',
        name: 'Product LINE-1',
        short_title: 'Product LINE-1',
        path: '/products/line-1',
        main_image: '',
        product_id: 'id-LINE-1',
        price: 100,
        price_map: 120,
        price_msrp: 150,
        price_dealer: null,
        product_type: 'normal',
        is_pre_ordered_item: false,
        child_products: [],
        options: [],
      }),
    ]);
    // The line's variant is the catalog's product (spec 2 §3), never what the client sent.
    expect(res.body.data.items[0].variant).toEqual({
      sku: 'LINE-1',
      price: 100,
      price_dealer: null,
      images: [],
      metafields: [],
      currentlyInStock: true,
      preorderInfo: { is_pre_order_eligible: false, is_pre_order_enabled: false },
    });
    const doc = await stored(res.body.data.cart_token);
    expect(doc?.items[0]).not.toHaveProperty('variant');
    expect(doc?.items[0]).not.toHaveProperty('child_products');
    expect(res.body.data.subTotal).toBe(200);
  });

  it('takes the pre-order flag from the catalog', async () => {
    const res = await api()
      .post('/api/cartv2')
      .send({ items: [{ sku: 'PRE-1', quantity: 1, is_pre_ordered_item: false }] });
    expect(res.status).toBe(201);
    expect(res.body.data.items[0]).toMatchObject({ sku: 'PRE-1', is_pre_ordered_item: true, price: 50 });
  });

  it.each([
    ['markup', '<script>'],
    ['too long', 'x'.repeat(65)],
    ['an object', { $gt: '' }],
  ])('answers 400 for a source that is %s', async (_name, source) => {
    const res = await api()
      .post('/api/cartv2')
      .send({ items: [{ sku: 'SRC-1', quantity: 1, source }] });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toMatch(/items\.0\.source/);
  });

  it('answers a 5,000-deep variant without a 5xx and stores nothing of it', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const res = await api()
      .post('/api/cartv2')
      .set('Content-Type', 'application/json')
      .send(`{"items":[{"sku":"DEEP-1","quantity":1,"variant":${deep}}]}`);
    expect(res.status).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/json/);
    if (res.status >= 400) expect(res.body.error.code).toEqual(expect.any(String));
    else expect(res.body.data.items[0].variant).toMatchObject({ sku: 'DEEP-1', price: 100 });
    if (res.status < 400) expect(res.body.data.items[0].variant).not.toHaveProperty('a');
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await api()
      .post('/api/cartv2')
      .send({ items: [{ sku: 'BIG-1', quantity: 1, name: 'x'.repeat(40_000) }] });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });

  it('caps the lines of a cart at 100: a new sku beyond that is 409 cart_full and changes nothing', async () => {
    const first = Array.from({ length: 50 }, (_, i) => ({ sku: `FULL-${i}`, quantity: 1 }));
    const second = Array.from({ length: 50 }, (_, i) => ({ sku: `FULL-${i + 50}`, quantity: 1 }));
    const token = await newCart(...first);
    expect((await api().post('/api/cartv2').set('Cookie', cookie(token)).send({ items: second })).status).toBe(200);
    const before = await stored(token);
    expect(before?.items).toHaveLength(100);

    const over = await api()
      .post('/api/cartv2')
      .set('Cookie', cookie(token))
      .send({
        items: [
          { sku: 'FULL-0', quantity: 1 },
          { sku: 'FULL-100', quantity: 1 },
        ],
      });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('cart_full');
    const after = await stored(token);
    expect(after?.items).toEqual(before?.items);
    expect(after?.version).toBe(before?.version);

    // Lines already in the full cart can still be added to.
    const more = await api()
      .post('/api/cartv2')
      .set('Cookie', cookie(token))
      .send({ items: [{ sku: 'FULL-0', quantity: 2 }] });
    expect(more.status).toBe(200);
    expect(quantities(more)['FULL-0']).toBe(3);
  });
});

describe('atomic writes under contention', () => {
  it('applies 200 concurrent adds to one cart, none refused and none lost', async () => {
    const token = await newCart({ sku: 'RUSH-0', quantity: 1 });
    const skus = Array.from({ length: 10 }, (_, i) => `RUSH-${i}`);
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        api()
          .post('/api/cartv2')
          .set('Cookie', cookie(token))
          .send({ items: [{ sku: skus[i % skus.length], quantity: 1 }] }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(200).fill(200));
    expect(Date.now() - started).toBeLessThan(20_000);
    const cart = await api().get('/api/cartv2').set('Cookie', cookie(token));
    expect(quantities(cart)).toEqual(Object.fromEntries(skus.map((sku, i) => [sku, i === 0 ? 21 : 20])));
  });

  it('applies 100 concurrent quantity updates, none refused', async () => {
    const token = await newCart({ sku: 'UPD-1', quantity: 1 }, { sku: 'UPD-2', quantity: 1 });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        api()
          .patch(`/api/cartv2/items/${i % 2 ? 'UPD-1' : 'upd-2'}`)
          .set('Cookie', cookie(token))
          .send({ quantity: i + 1 }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(100).fill(200));
    const doc = await stored(token);
    expect(doc?.items.map((l) => l.sku)).toEqual(['UPD-1', 'UPD-2']);
    expect(doc?.version).toBe(100);
  });

  it('keeps concurrent adds and the 1000 limit together: exactly the adds that fit apply', async () => {
    const token = await newCart({ sku: 'CAPX-1', quantity: 990 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api()
          .post('/api/cartv2')
          .set('Cookie', cookie(token))
          .send({ items: [{ sku: 'capx-1', quantity: 1 }] }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409 && r.body.error.code === 'quantity_limit')).toHaveLength(10);
    expect(quantities(await api().get('/api/cartv2').set('Cookie', cookie(token)))).toEqual({ 'CAPX-1': 1000 });
  });
});

describe('idempotency keys', () => {
  it('stores keys in idempotency_keys with a unique index on key and scope', async () => {
    await keyedWrite('post', '/api/cartv2', newKey()).send({ items: [{ sku: 'IDX-1', quantity: 1 }] });
    const indexes = await db.connection.collection('idempotency_keys').indexes();
    expect(indexes).toContainEqual(expect.objectContaining({ key: { key: 1, scope: 1 }, unique: true }));
  });

  it('creates one cart for ten concurrent first adds with one key, and answers each the same', async () => {
    const { Cart } = cartModels(db.connection);
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        keyedWrite('post', '/api/cartv2', key).send({ items: [{ sku: 'ONCE-1', quantity: 1 }] }),
      ),
    );
    const tokens = new Set(results.map((r) => r.body.data?.cart_token));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(tokens.size).toBe(1);
    for (const r of results) expect(r.headers['set-cookie']?.[0]).toMatch(/^sa_cart_token=/);
    expect(await Cart.countDocuments({ 'items.sku': 'ONCE-1' })).toBe(1);
    const [token] = [...tokens] as string[];
    expect(quantities(await api().get('/api/cartv2').set('Cookie', cookie(token)))).toEqual({ 'ONCE-1': 1 });
  });

  it('creates one account cart for ten concurrent first adds of a signed-in viewer with one key', async () => {
    const viewer: Viewer = { accountId: 'acct-idem', email: 'idem@example.com', role: 1, isDealer: false };
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        api()
          .post('/api/cartv2')
          .set(viewerHeaders(viewer, DEV_VIEWER_SECRET))
          .set('Idempotency-Key', key)
          .send({ items: [{ sku: 'ONCE-2', quantity: 3 }] }),
      ),
    );
    for (const r of results) expect(r.status).toBe(201);
    const carts = await cartModels(db.connection).Cart.find({ account_id: 'acct-idem' }).lean<CartDoc[]>();
    expect(carts).toHaveLength(1);
    expect(carts[0].items.map((l) => [l.sku, l.quantity])).toEqual([['ONCE-2', 3]]);
  });

  it('applies a repeated add with the same key once, also once the cookie is set', async () => {
    const key = newKey();
    const token = await keyedWrite('post', '/api/cartv2', key)
      .send({ items: [{ sku: 'REP-1', quantity: 1 }] })
      .then((r) => r.body.data.cart_token as string);
    const again = await keyedWrite('post', '/api/cartv2', key, token).send({ items: [{ sku: 'REP-1', quantity: 1 }] });
    expect(again.body.data.cart_token).toBe(token);
    expect(quantities(await api().get('/api/cartv2').set('Cookie', cookie(token)))).toEqual({ 'REP-1': 1 });
  });

  it('answers 422 idempotency_key_reused for the same key with another body, changing nothing', async () => {
    const key = newKey();
    const token = await keyedWrite('post', '/api/cartv2', key)
      .send({ items: [{ sku: 'REUSE-1', quantity: 1 }] })
      .then((r) => r.body.data.cart_token as string);
    const before = await stored(token);
    const other = await keyedWrite('post', '/api/cartv2', key, token).send({
      items: [{ sku: 'REUSE-1', quantity: 5 }],
    });
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    const patch = await keyedWrite('patch', '/api/cartv2/items/REUSE-1', key, token).send({ quantity: 7 });
    expect(patch.status).toBe(422);
    expect((await stored(token))?.items).toEqual(before?.items);
  });

  it('applies a quantity update with a key once', async () => {
    const token = await newCart({ sku: 'PK-1', quantity: 1 });
    const key = newKey();
    const first = await keyedWrite('patch', '/api/cartv2/items/PK-1', key, token).send({ quantity: 4 });
    await api().patch('/api/cartv2/items/PK-1').set('Cookie', cookie(token)).send({ quantity: 9 });
    const replay = await keyedWrite('patch', '/api/cartv2/items/PK-1', key, token).send({ quantity: 4 });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect((await stored(token))?.items[0].quantity).toBe(9);
  });

  it('never replays one viewer’s answer to another viewer using the same key', async () => {
    const key = newKey();
    const a: Viewer = { accountId: 'acct-key-a', email: 'a@example.com', role: 1, isDealer: false };
    const b: Viewer = { accountId: 'acct-key-b', email: 'b@example.com', role: 1, isDealer: false };
    const body = { items: [{ sku: 'SCOPE-1', quantity: 1 }] };
    const ra = await api()
      .post('/api/cartv2')
      .set(viewerHeaders(a, DEV_VIEWER_SECRET))
      .set('Idempotency-Key', key)
      .send(body);
    const rb = await api()
      .post('/api/cartv2')
      .set(viewerHeaders(b, DEV_VIEWER_SECRET))
      .set('Idempotency-Key', key)
      .send(body);
    expect(ra.status).toBe(201);
    expect(rb.status).toBe(201);
    expect(rb.body.data.cart_token).not.toBe(ra.body.data.cart_token);
    expect((await stored(rb.body.data.cart_token))?.account_id).toBe('acct-key-b');
  });
});

describe('one sku rule, a 400 naming the field', () => {
  const badSkus = ['a&b', '../../etc/passwd', '.x', 'a/b', "a'b", 'a(b)', 'a#b', 'a+b', 'a"b', 'x'.repeat(81)];

  it.each(badSkus)('POST answers 400 for sku %p without asking the catalog', async (sku) => {
    const calls = catalog.calls.length;
    const res = await api()
      .post('/api/cartv2')
      .send({ items: [{ sku, quantity: 1 }] });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toMatch(/items\.0\.sku/);
    expect(catalog.calls.length).toBe(calls);
  });

  it.each(badSkus)('PATCH and DELETE answer 400 for sku %p', async (sku) => {
    const token = await newCart({ sku: 'PATH-1', quantity: 1 });
    const path = `/api/cartv2/items/${encodeURIComponent(sku)}`;
    const patch = await api().patch(path).set('Cookie', cookie(token)).send({ quantity: 2 });
    expect(patch.status).toBe(400);
    expect(patch.body.error.message).toMatch(/sku/);
    const del = await api().delete(path).set('Cookie', cookie(token));
    expect(del.status).toBe(400);
    expect(del.body.error.message).toMatch(/sku/);
  });

  it('answers 400 unknown_sku when the catalog refuses a sku (not 503)', async () => {
    const res = await api()
      .post('/api/cartv2')
      .send({ items: [{ sku: 'NOPE-9', quantity: 1 }] });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('unknown_sku');
  });
});

describe('no fixed cart token', () => {
  it('seeds no cart and removes the formerly seeded demo cart', async () => {
    const fresh = await startTestDatabase('cart-seed');
    try {
      const { Cart } = cartModels(fresh.connection);
      await Cart.create({ cart_token: 'demoCartToken00000001', items: [{ sku: 'S-1', quantity: 1, price: 1 }] });
      const products = [
        { sku: 'S-1', name: 'One', slug: 'one', category: 'car-subwoofers', price: 100 },
        { sku: 'S-2', name: 'Two', slug: 'two', category: 'car-amplifiers', price: 200 },
      ];
      await seed(fresh.connection, { products });
      await seed(fresh.connection, { products });
      expect(await Cart.countDocuments({})).toBe(0);
    } finally {
      await fresh.stop();
    }
  });
});

describe('removing a line that is not in the cart changes nothing', () => {
  it('keeps version and updatedAt', async () => {
    const token = await newCart({ sku: 'KEEP-1', quantity: 1 });
    const before = await stored(token);
    await new Promise((r) => setTimeout(r, 20));
    const res = await api().delete('/api/cartv2/items/NOT-THERE').set('Cookie', cookie(token));
    expect(res.status).toBe(200);
    expect(quantities(res)).toEqual({ 'KEEP-1': 1 });
    const after = await stored(token);
    expect(after?.version).toBe(before?.version);
    expect(after?.updatedAt).toEqual(before?.updatedAt);
    expect(after?.items).toEqual(before?.items);

    const removed = await api().delete('/api/cartv2/items/keep-1').set('Cookie', cookie(token));
    expect(removed.body.data.items).toEqual([]);
    expect((await stored(token))?.version).toBe((before?.version ?? 0) + 1);
  });
});

describe('an add whose caller has gone is not written', () => {
  it('drops the add when the connection closes while the catalog answers slowly; a patient caller gets it', async () => {
    const slowCatalog = async (sku: string) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return catalog(sku);
    };
    const slow = http.createServer(
      asSameSiteBrowser(createApp({ connection: db.connection, lookupProduct: slowCatalog })),
    );
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { port } = slow.address() as import('node:net').AddressInfo;
    const token = await newCart({ sku: 'GONE-BASE', quantity: 1 });
    const add = (sku: string, abortAfterMs: number | null) =>
      new Promise<number | 'aborted'>((resolve) => {
        const payload = JSON.stringify({ items: [{ sku, quantity: 1 }] });
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/cartv2',
            headers: { 'Content-Type': 'application/json', Cookie: cookie(token) },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', () => resolve('aborted'));
        req.end(payload);
        if (abortAfterMs !== null) setTimeout(() => req.destroy(), abortAfterMs);
      });
    try {
      expect(await add('GONE-1', 50)).toBe('aborted');
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect((await stored(token))?.items.map((i) => i.sku)).toEqual(['GONE-BASE']);
      expect(await add('GONE-2', null)).toBe(200);
      expect((await stored(token))?.items.map((i) => i.sku)).toEqual(['GONE-BASE', 'GONE-2']);
    } finally {
      await new Promise((resolve) => slow.close(resolve));
    }
  });
});

describe('a write whose caller was answered with an error', () => {
  it('is answered with its real outcome on retry, not applied twice nor left pending', async () => {
    const { IdempotencyKey } = idempotencyModels(db.connection);
    const token = await newCart({ sku: 'GHOST-0', quantity: 1 });
    const key = newKey();
    // The database drops right after the cart write commits: the key can be neither marked done nor released.
    const dropped = Object.assign(new Error('connection reset'), { name: 'MongoNetworkError' });
    const done = jest.spyOn(IdempotencyKey, 'updateOne').mockRejectedValueOnce(dropped);
    const release = jest.spyOn(IdempotencyKey, 'deleteOne').mockRejectedValueOnce(dropped);
    try {
      const failed = await keyedWrite('post', '/api/cartv2', key, token).send({
        items: [{ sku: 'GHOST-1', quantity: 1 }],
      });
      expect(failed.status).toBe(503);
    } finally {
      done.mockRestore();
      release.mockRestore();
    }
    const retry = await keyedWrite('post', '/api/cartv2', key, token).send({
      items: [{ sku: 'GHOST-1', quantity: 1 }],
    });
    expect(retry.status).toBe(200);
    expect(quantities(retry)).toEqual({ 'GHOST-0': 1, 'GHOST-1': 1 });
    expect((await stored(token))?.items.find((l) => l.sku === 'GHOST-1')?.quantity).toBe(1);
  });
});

describe('anonymous funnel events are bounded', () => {
  it('stores at most the limit from one address, answers 429 after it, and keeps events 90 days', async () => {
    const from = clientAddressHeaders('203.0.113.77', DEV_VIEWER_SECRET);
    const send = (i: number) =>
      api()
        .post('/api/checkout-v4/save-checkout-event')
        .set(from)
        .send({ serverOrClient: 'client', eventName: 'go_to_checkout_button_clicked', cartToken: `flood-${i}` });
    const answers = [];
    for (let i = 0; i < CHECKOUT_EVENT_LIMIT.limit + 20; i += 10) {
      answers.push(...(await Promise.all(Array.from({ length: 10 }, (_, k) => send(i + k)))));
    }
    expect(answers.filter((a) => a.status === 201)).toHaveLength(CHECKOUT_EVENT_LIMIT.limit);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20);
    const events = db.connection.collection('checkout_events');
    expect(await events.countDocuments({ cartToken: /^flood-/ })).toBe(CHECKOUT_EVENT_LIMIT.limit);
    const ttl = (await events.indexes()).find((i) => i.key.createdAt === 1);
    expect(ttl?.expireAfterSeconds).toBe(90 * 24 * 3600);
  });
});

describe('first adds at once from one browser', () => {
  it('make one cart holding both, whatever their keys', async () => {
    const browser = csrfHeaders(DEV_VIEWER_SECRET);
    const add = (sku: string) =>
      api()
        .post('/api/cartv2')
        .set(browser)
        .set('Idempotency-Key', newKey())
        .send({ items: [{ sku, quantity: 1 }] });
    const answers = await Promise.all([add('FIRST-A'), add('FIRST-B')]);
    const tokens = answers.map((a) => a.body.data.cart_token as string);
    expect(tokens[0]).toBe(tokens[1]);
    expect((await stored(tokens[0]))?.items.map((l) => l.sku).sort()).toEqual(['FIRST-A', 'FIRST-B']);
  });

  it('do not join a cart an account claimed: a guest after sign-out gets a new one', async () => {
    const browser = csrfHeaders(DEV_VIEWER_SECRET);
    const first = await api()
      .post('/api/cartv2')
      .set(browser)
      .send({ items: [{ sku: 'CLAIMED-1', quantity: 1 }] });
    const token = first.body.data.cart_token as string;
    const me = viewerHeaders(
      { accountId: '700001', email: 'c@example.com', role: 1, isDealer: false },
      DEV_VIEWER_SECRET,
    );
    await api()
      .get('/api/cartv2')
      .set({ ...browser, ...me, Cookie: `${browser.Cookie}; ${cookie(token)}` });
    expect((await stored(token))?.account_id).toBe('700001');
    const again = await api()
      .post('/api/cartv2')
      .set(browser)
      .send({ items: [{ sku: 'GUEST-2', quantity: 1 }] });
    expect(again.status).toBe(201);
    expect(again.body.data.cart_token).not.toBe(token);
    expect(quantities(again)).toEqual({ 'GUEST-2': 1 });
  });
});
