import request from 'supertest';
import { DEV_VIEWER_SECRET, viewerHeaders } from '@storefront/service-platform';
import type { Viewer } from '@storefront/service-platform';
import { SEED_ACCOUNTS, roundMoney, shippingCost, sumMoney } from '@storefront/shared-domain';
import type { Order, OrderSummary, ReturnRequest } from '@storefront/shared-domain';
import { RETURN_REASONS } from '../src/app';
import { orderModels } from '../src/models/order';
import type { OrderDoc } from '../src/models/order';
import { seed } from '../src/seed';
import { cartSuite } from './cart-suite';

jest.setTimeout(60_000);

const products = [
  { sku: 'SDR-12 D2', name: 'SDR 12" Subwoofer', slug: 'sdr-12-d2', category: 'car-subwoofers', price: 199.99 },
  { sku: 'AMP-1500', name: 'Mono Amplifier 1500W', slug: 'amp-1500', category: 'car-amplifiers', price: 649.99 },
  { sku: 'SPK-65', name: '6.5" Coaxial Speakers', slug: 'spk-65', category: 'car-speakers', price: 89.99 },
  { sku: 'BOX-FORD', name: 'Ford Enclosure', slug: 'box-ford', category: 'enclosures', price: 429.99 },
  { sku: 'WIRE-4', name: '4 Gauge Wiring Kit', slug: 'wire-4', category: 'wiring', price: 49.99 },
  { sku: 'ZERO', name: 'Free sticker', slug: 'zero', category: 'misc', price: 0 },
];

const viewer = (accountId: string, email: string, isDealer = false): Viewer => ({
  accountId,
  email,
  role: isDealer ? 2 : 1,
  isDealer,
});
const shopper = viewer(SEED_ACCOUNTS.shopper.account_id, SEED_ACCOUNTS.shopper.email);
const dealer = viewer(SEED_ACCOUNTS.dealer.account_id, SEED_ACCOUNTS.dealer.email, true);
const as = (v: Viewer) => viewerHeaders(v, DEV_VIEWER_SECRET);

const suite = cartSuite('cart-orders');
const { app } = suite;
beforeAll(() => seed(suite.db.connection, { products }));

const ordersOf = (accountId: string) =>
  orderModels(suite.db.connection).Order.find({ account_id: accountId }).lean<OrderDoc[]>();

describe('seeded orders', () => {
  it('gives the shopper 3-5 and the dealer 2-3 consistent orders, idempotently', async () => {
    await seed(suite.db.connection, { products });
    const shopperOrders = await ordersOf(shopper.accountId!);
    const dealerOrders = await ordersOf(dealer.accountId!);
    expect(shopperOrders.length).toBeGreaterThanOrEqual(3);
    expect(shopperOrders.length).toBeLessThanOrEqual(5);
    expect(dealerOrders.length).toBeGreaterThanOrEqual(2);
    expect(dealerOrders.length).toBeLessThanOrEqual(3);
    for (const orders of [shopperOrders, dealerOrders]) {
      expect(orders.map((o) => o.status)).toEqual(expect.arrayContaining(['delivered', 'fulfilled', 'paid']));
    }
    const skus = new Set(products.filter((p) => p.price > 0).map((p) => p.sku));
    for (const o of [...shopperOrders, ...dealerOrders]) {
      expect(o.order_number).toMatch(/^SA\d{7}$/);
      expect(o.lineItems.length).toBeGreaterThan(0);
      for (const line of o.lineItems) expect(skus.has(line.sku)).toBe(true);
      expect(o.subTotal).toBe(sumMoney(o.lineItems.map((l) => l.price * l.quantity)));
      expect(o.shippingTotal).toBe(shippingCost(o.subTotal));
      expect(o.final_total).toBe(roundMoney(o.subTotal - o.discountsTotal + o.shippingTotal + o.taxTotal));
    }
  });
});

describe('GET /api/orders', () => {
  it('answers 401 to guests and to forged viewer headers', async () => {
    const forged = viewerHeaders(shopper, 'not-the-gateway-secret');
    for (const headers of [{}, forged]) {
      for (const path of ['/api/orders', '/api/orders/returns', '/api/orders/SA1234567']) {
        const res = await request(app).get(path).set(headers);
        expect(res.status).toBe(401);
        expect(res.body.error.code).toBe('unauthorized');
      }
      const post = await request(app).post('/api/orders/returns').set(headers).send({});
      expect(post.status).toBe(401);
    }
  });

  it('lists only the viewer’s orders, newest first, without caching', async () => {
    const res = await request(app).get('/api/orders?page=0').set(as(shopper));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const own = await ordersOf(shopper.accountId!);
    expect(res.body).toMatchObject({ page: 0, pageSize: 20, total: own.length });
    const data = res.body.data as OrderSummary[];
    expect(data.map((o) => o.order_number).sort()).toEqual(own.map((o) => o.order_number).sort());
    const dates = data.map((o) => o.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = own.find((o) => o.order_number === data[0].order_number)!;
    expect(data[0]).toEqual({
      order_number: first.order_number,
      status: first.status,
      created_at: first.created_at.toISOString(),
      final_total: first.final_total,
      itemCount: first.lineItems.reduce((n, l) => n + l.quantity, 0),
    });

    const dealerList = await request(app).get('/api/orders').set(as(dealer));
    const dealerNumbers = (dealerList.body.data as OrderSummary[]).map((o) => o.order_number);
    expect(dealerNumbers.some((n) => data.some((o) => o.order_number === n))).toBe(false);
  });

  it('pages and rejects a bad page', async () => {
    const beyond = await request(app).get('/api/orders?page=1').set(as(shopper));
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.page).toBe(1);
    expect(beyond.body.total).toBeGreaterThan(0);
    for (const page of ['-1', 'abc', '1.5']) {
      const res = await request(app).get(`/api/orders?page=${page}`).set(as(shopper));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
  });

  it('answers an account without orders with an empty page', async () => {
    const res = await request(app)
      .get('/api/orders')
      .set(as(viewer('acct-none', 'none@example.com')));
    expect(res.body).toEqual({ data: [], page: 0, pageSize: 20, total: 0 });
  });
});

describe('GET /api/orders/:orderNumber', () => {
  it('answers the viewer’s own order in the Order shape', async () => {
    const [own] = await ordersOf(shopper.accountId!);
    const res = await request(app).get(`/api/orders/${own.order_number}`).set(as(shopper));
    expect(res.status).toBe(200);
    const order = res.body.data as Order;
    expect(Object.keys(order).sort()).toEqual(
      [
        'order_number',
        'status',
        'created_at',
        'email',
        'lineItems',
        'subTotal',
        'discountsTotal',
        'shippingTotal',
        'taxTotal',
        'final_total',
        'billingAddress',
        'shippingAddress',
        'history',
        'shipments',
        'refunds',
        'refundedTotal',
      ].sort(),
    );
    expect(order.email).toBe(SEED_ACCOUNTS.shopper.email);
    expect(order.lineItems[0]).not.toHaveProperty('return_requested');
    expect(order.lineItems[0]).not.toHaveProperty('shipped');
    expect(order.shippingAddress).toMatchObject({ first_name: 'Sam', city: 'Tampa', zip_code: '33606' });
  });

  it('answers 404 order_not_found for another account’s order and for an unknown one', async () => {
    const [theirs] = await ordersOf(dealer.accountId!);
    const other = await request(app).get(`/api/orders/${theirs.order_number}`).set(as(shopper));
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('order_not_found');
    const unknown = await request(app).get('/api/orders/SA0000000').set(as(shopper));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('order_not_found');
    const malformed = await request(app).get('/api/orders/12345').set(as(shopper));
    expect(malformed.status).toBe(400);
  });
});

const buyer = viewer('acct-returns', 'returns@example.com');
const stranger = viewer('acct-stranger', 'stranger@example.com');

async function placeOrder(orderNumber: string, status: OrderDoc['status'], accountId = buyer.accountId!) {
  await orderModels(suite.db.connection).Order.create({
    account_id: accountId,
    order_number: orderNumber,
    status,
    created_at: new Date('2026-01-10T12:00:00Z'),
    email: 'returns@example.com',
    lineItems: [
      { sku: 'RET-1', name: 'Three-pack', quantity: 3, price: 10 },
      { sku: 'RET-2', name: 'Single', quantity: 1, price: 20 },
    ],
    subTotal: 50,
    discountsTotal: 0,
    shippingTotal: 37.12,
    taxTotal: 0,
    final_total: 87.12,
    billingAddress: {},
    shippingAddress: {},
    version: 0,
  });
}
const ask = (v: Viewer, body: Record<string, unknown>, key?: string) => {
  const req = request(app).post('/api/orders/returns').set(as(v));
  if (key) req.set('Idempotency-Key', key);
  return req.send(body);
};
const valid = (extra: Record<string, unknown> = {}) => ({
  order_number: 'SA9000001',
  sku: 'RET-1',
  quantity: 1,
  reason: 'Damaged',
  ...extra,
});

beforeAll(async () => {
  await placeOrder('SA9000001', 'delivered');
  await placeOrder('SA9000002', 'shipped');
  await placeOrder('SA9000003', 'delivered');
  await placeOrder('SA9000009', 'delivered', stranger.accountId!);
});

describe('returns', () => {
  it('creates a requested return and counts it against the ordered quantity', async () => {
    const first = await ask(buyer, valid({ quantity: 2, comment: '  Box arrived crushed  ' }));
    expect(first.status).toBe(201);
    const created = first.body.data as ReturnRequest;
    expect(created).toEqual({
      id: expect.any(String),
      order_number: 'SA9000001',
      sku: 'RET-1',
      name: 'Three-pack',
      quantity: 2,
      reason: 'Damaged',
      comment: 'Box arrived crushed',
      status: 'requested',
      created_at: expect.any(String),
    });

    const tooMany = await ask(buyer, valid({ quantity: 2 }));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.code).toBe('quantity_exceeds_order');
    expect(tooMany.body.error.message).toMatch(/Only 1 of RET-1/);

    const last = await ask(buyer, valid({ quantity: 1, reason: 'No longer needed' }));
    expect(last.status).toBe(201);
    const none = await ask(buyer, valid({ quantity: 1 }));
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe('quantity_exceeds_order');

    const list = await request(app).get('/api/orders/returns').set(as(buyer));
    expect(list.status).toBe(200);
    expect((list.body.data as ReturnRequest[]).map((r) => [r.sku, r.quantity])).toEqual([
      ['RET-1', 1],
      ['RET-1', 2],
    ]);
    expect(list.body.data[1]).toEqual(created);
  });
});

describe('returns: what is refused', () => {
  it('refuses more than the order line holds', async () => {
    const res = await ask(buyer, valid({ sku: 'RET-2', quantity: 2 }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('quantity_exceeds_order');
  });

  it('refuses orders not delivered, skus not on the order, and other accounts’ orders', async () => {
    const refusal = async (change: Parameters<typeof valid>[0]) => {
      const res = await ask(buyer, valid(change));
      return [res.status, res.body.error.code];
    };
    expect(await refusal({ order_number: 'SA9000002' })).toEqual([409, 'order_not_delivered']);
    expect(await refusal({ sku: 'NOT-ON-ORDER' })).toEqual([400, 'line_not_found']);
    expect(await refusal({ order_number: 'SA9000009' })).toEqual([404, 'order_not_found']);
    expect(await refusal({ order_number: 'SA9999999' })).toEqual([404, 'order_not_found']);
  });

  it.each([
    ['no body', {}],
    ['zero quantity', valid({ quantity: 0 })],
    ['fractional quantity', valid({ quantity: 1.5 })],
    ['string quantity', valid({ quantity: '1' })],
    ['unknown reason', valid({ reason: 'Changed my mind' })],
    ['missing reason', valid({ reason: undefined })],
    ['long comment', valid({ comment: 'x'.repeat(1001) })],
    ['bad order number', valid({ order_number: 'SA12' })],
    ['operator sku', valid({ sku: { $gt: '' } })],
  ])('rejects %s with 400 and changes nothing', async (_name, body) => {
    const before = await orderModels(suite.db.connection).ReturnRequest.countDocuments({});
    const res = await ask(buyer, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(await orderModels(suite.db.connection).ReturnRequest.countDocuments({})).toBe(before);
  });

  it('accepts every listed reason and a 1000-character comment; rejects non-JSON and bad keys', async () => {
    expect(RETURN_REASONS).toEqual(
      expect.arrayContaining(['Damaged', 'Wrong item', 'Does not fit my vehicle', 'No longer needed', 'Other']),
    );
    const ok = await ask(stranger, {
      order_number: 'SA9000009',
      sku: 'RET-1',
      quantity: 1,
      reason: 'Other',
      comment: 'y'.repeat(1000),
    });
    expect(ok.status).toBe(201);
    const form = await request(app).post('/api/orders/returns').set(as(buyer)).type('form').send('sku=RET-1');
    expect(form.status).toBe(415);
    const badKey = await ask(buyer, valid({ order_number: 'SA9000003' }), 'x');
    expect(badKey.status).toBe(400);
  });
});

describe('returns: retries, races and the list', () => {
  it('applies a retried request with the same Idempotency-Key once', async () => {
    const key = 'return-once-0001';
    const body = valid({ order_number: 'SA9000003', sku: 'RET-1', quantity: 1 });
    const [a, b] = await Promise.all([ask(buyer, body, key), ask(buyer, body, key)]);
    const c = await ask(buyer, body, key);
    const statuses = [a.status, b.status, c.status].sort();
    expect(statuses).toEqual([200, 200, 201]);
    expect(new Set([a.body.data.id, b.body.data.id, c.body.data.id]).size).toBe(1);
    // Only one unit of SA9000003/RET-1 is used: two more can still be asked back.
    const rest = await ask(buyer, { ...body, quantity: 2 });
    expect(rest.status).toBe(201);
    // The same key on another account is that account's own.
    const other = await ask(stranger, { ...body, order_number: 'SA9000009' }, key);
    expect(other.status).toBe(201);
  });

  it('never asks back more than ordered under concurrent requests', async () => {
    await placeOrder('SA9000004', 'delivered');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => ask(buyer, valid({ order_number: 'SA9000004', quantity: 1 }))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
  });

  it('lists only the viewer’s own returns', async () => {
    const theirs = await request(app).get('/api/orders/returns').set(as(stranger));
    const mine = await request(app).get('/api/orders/returns').set(as(buyer));
    expect((theirs.body.data as ReturnRequest[]).every((r) => r.order_number === 'SA9000009')).toBe(true);
    expect((mine.body.data as ReturnRequest[]).some((r) => r.order_number === 'SA9000009')).toBe(false);
    const dealerReturns = await request(app).get('/api/orders/returns').set(as(dealer));
    expect(dealerReturns.body).toEqual({ data: [] });
  });
});
