// Contract C: POST /api/checkout/v3/orders.
import request from 'supertest';
import { DEV_VIEWER_SECRET, viewerHeaders } from '@storefront/service-platform';
import { CHECKOUT_TEXTS } from '@storefront/shared-domain';
import { TEST_TOKENS } from '../src/lib/payments';
import { address, card, checkoutTestbed, newKey, order } from './checkout-kit';

jest.setTimeout(120_000);

const bed = checkoutTestbed('cart');
const { catalog, setStock, stockOf, cartWith, place, cartOf } = bed;

describe('placing an order', () => {
  it('re-prices, reserves, charges, records the order and empties the cart', async () => {
    await setStock('SKU-OK', 10);
    const cookie = await cartWith([
      { sku: 'SKU-OK', quantity: 2 },
      { sku: 'BUNDLE-1', quantity: 1 },
    ]);
    await setStock('BUNDLE-1', 5);
    const res = await place(cookie, order());
    expect(res.status).toBe(201);
    const { order: placed, confirmation } = res.body;
    expect(confirmation).toEqual({ orderNumber: placed.order_number, email: 'ada@example.com' });
    expect(placed.order_number).toMatch(/^SA\d{7}$/);
    expect(placed).toMatchObject({
      status: 'paid',
      email: 'ada@example.com',
      subTotal: 700,
      discountsTotal: 0,
      shippingTotal: 37.12,
      taxTotal: 0,
      final_total: 737.12,
      shippingAddress: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone_number: '5551234567',
        address_line_1: '1 Main St',
        city: 'Tampa',
        state_code: 'FL',
        zip_code: '33606',
        country_code: 'US',
      },
    });
    expect(placed.billingAddress).toEqual(placed.shippingAddress);
    expect(placed.lineItems).toEqual([
      { sku: 'SKU-OK', name: 'Product SKU-OK', quantity: 2, price: 100, path: '/products/sku-ok' },
      {
        sku: 'BUNDLE-1',
        name: 'Bass bundle',
        quantity: 1,
        price: 500,
        path: '/products/bundle-1',
        child_items: [{ sku: 'SUB-A', quantity: 2 }],
      },
    ]);
    expect(await stockOf('SKU-OK')).toBe(8);
    expect(await stockOf('BUNDLE-1')).toBe(4);
    expect((await cartOf(cookie)).items).toEqual([]);
    const stored = await bed.db.connection.collection('orders').findOne({ order_number: placed.order_number });
    expect(stored).toMatchObject({ account_id: null, payment: { brand: 'visa', last4: '4242' } });
  });

  it('is idempotent: the same key again gives the same 201 and no second order or charge', async () => {
    await setStock('SKU-IDEM', 10);
    const cookie = await cartWith([{ sku: 'SKU-IDEM', quantity: 1 }]);
    const key = newKey();
    const chargesBefore = bed.charges.length;
    const answers = await Promise.all([place(cookie, order(), key), place(cookie, order(), key)]);
    const again = await place(cookie, order(), key);
    for (const a of [...answers, again]) expect(a.status).toBe(201);
    expect(new Set([...answers, again].map((a) => a.body.order.order_number)).size).toBe(1);
    expect(bed.charges.length - chargesBefore).toBe(1);
    expect(await stockOf('SKU-IDEM')).toBe(9);
    expect(await bed.db.connection.collection('orders').countDocuments({ 'lineItems.sku': 'SKU-IDEM' })).toBe(1);
  });

  it('sells the last 3 units to exactly one of 20 concurrent orders of 3', async () => {
    await setStock('SKU-RACE', 3);
    const cookies = await Promise.all(Array.from({ length: 20 }, () => cartWith([{ sku: 'SKU-RACE', quantity: 3 }])));
    const answers = await Promise.all(cookies.map((c) => place(c, order())));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0].body.error).toMatchObject({ code: 'out_of_stock', details: [{ sku: 'SKU-RACE', available: 0 }] });
    expect(await stockOf('SKU-RACE')).toBe(0);
    const carts = await Promise.all(cookies.map((c) => cartOf(c)));
    expect(carts.filter((c) => c.items.length === 0)).toHaveLength(1);
  });

  it('charges the donation in full during a sale (5.00, not 4.25) while the goods get the sale', async () => {
    bed.sale.now = { saleIsActive: true, discountPercentage: 0.15, salePercentageDailyDeal: 0.25 };
    await setStock('SALE-GOOD', 10);
    const cookie = await cartWith([
      { sku: 'SALE-GOOD', quantity: 1 },
      { sku: 'DONATION', quantity: 1 },
    ]);
    const cart = await cartOf(cookie);
    expect(cart.items.find((i: { sku: string }) => i.sku === 'DONATION')).toMatchObject({
      price: 5,
      total_line_discounts: 0,
    });
    const res = await place(cookie, order());
    expect(res.status).toBe(201);
    const donation = res.body.order.lineItems.find((i: { sku: string }) => i.sku === 'DONATION');
    expect(donation.price).toBe(5);
    // The good: MAP 120 less 15 % = 102; the donation 5; shipping below the threshold.
    expect(res.body.order).toMatchObject({ subTotal: 107, discountsTotal: 18, final_total: 144.12 });
    expect(bed.chargedAmounts.at(-1)).toBe(144.12);
  });

  it('reserves no stock for pre-order lines', async () => {
    const cookie = await cartWith([{ sku: 'PRE-1', quantity: 2 }]);
    const res = await place(cookie, order());
    expect(res.status).toBe(201);
    expect(res.body.order.lineItems[0]).toMatchObject({ sku: 'PRE-1', quantity: 2, price: 300 });
    expect(await bed.db.connection.collection('test_stock').findOne({ sku: 'PRE-1' })).toBeNull();
  });

  it("belongs to a signed-in viewer's account and is listed in their orders, not another's", async () => {
    const me = { accountId: '800001', email: 'me@example.com', role: 1, isDealer: false };
    const other = { accountId: '800009', email: 'o@example.com', role: 1, isDealer: false };
    const mine = viewerHeaders(me, DEV_VIEWER_SECRET);
    await setStock('SKU-MINE', 5);
    await cartWith([{ sku: 'SKU-MINE', quantity: 1 }], mine);
    const res = await place('', order({ kind: 'saved-card', cardId: 'card-1' }), newKey(), mine);
    expect(res.status).toBe(201);
    const number = res.body.order.order_number;
    const list = await request(bed.app).get('/api/orders').set(mine);
    expect(list.body.data.map((o: { order_number: string }) => o.order_number)).toContain(number);
    expect((await request(bed.app).get(`/api/orders/${number}`).set(mine)).status).toBe(200);
    expect(
      (await request(bed.app).get(`/api/orders/${number}`).set(viewerHeaders(other, DEV_VIEWER_SECRET))).status,
    ).toBe(404);
  });
});

describe('payment outcomes leave the cart and the stock as they were', () => {
  it.each([
    [TEST_TOKENS.declines, 402, 'payment_declined', CHECKOUT_TEXTS.paymentDeclined],
    [TEST_TOKENS.fails, 402, 'payment_failed', CHECKOUT_TEXTS.paymentFailed],
    ['tok_unknown', 402, 'payment_declined', CHECKOUT_TEXTS.paymentDeclined],
  ])('token %s → %i %s', async (token, status, code, message) => {
    await setStock('SKU-PAY', 4);
    const cookie = await cartWith([{ sku: 'SKU-PAY', quantity: 2 }]);
    const before = await cartOf(cookie);
    const res = await place(cookie, order(card(token)));
    expect(res.status).toBe(status);
    expect(res.body.error).toMatchObject({ code, message });
    expect(await stockOf('SKU-PAY')).toBe(4);
    expect(await cartOf(cookie)).toEqual(before);
  });

  it('a guest cannot pay with a saved card; an unknown card is a 400', async () => {
    const cookie = await cartWith([{ sku: 'SKU-PAY', quantity: 1 }]);
    const res = await place(cookie, order({ kind: 'saved-card', cardId: 'card-1' }));
    expect(res.status).toBe(400);
    const someone = viewerHeaders(
      { accountId: '800002', email: 's@example.com', role: 1, isDealer: false },
      DEV_VIEWER_SECRET,
    );
    await cartWith([{ sku: 'SKU-PAY', quantity: 1 }], someone);
    const notTheirs = await place('', order({ kind: 'saved-card', cardId: 'card-1' }), newKey(), someone);
    expect(notTheirs.status).toBe(400);
    expect(await stockOf('SKU-PAY')).toBe(4);
  });
});

describe('errors', () => {
  it('requires an Idempotency-Key', async () => {
    const cookie = await cartWith([{ sku: 'SKU-X', quantity: 1 }]);
    const res = await place(cookie, order(), null);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('idempotency_key_required');
  });

  it('answers 409 cart_empty without a cart', async () => {
    const res = await place('', order());
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('cart_empty');
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    await setStock('SKU-BAD', 2);
    const cookie = await cartWith([{ sku: 'SKU-BAD', quantity: 1 }]);
    const before = await cartOf(cookie);
    const bad: unknown[] = [
      { ...order(), email: 'not-an-email' },
      { ...order(), phone: '123' },
      { ...order(), shippingAddress: { ...address, zip: 'ABCDE' } },
      { ...order(), shippingAddress: { ...address, country: 'CA' } },
      { ...order(), billingSameAsShipping: false },
      { ...order(), shippingMethod: 'drone' },
      {
        ...order(),
        payment: { kind: 'card', token: 'not a token', nameOnCard: '' },
      },
      { ...order(), email: { $ne: '' } },
      {},
    ];
    for (const body of bad) {
      const res = await place(cookie, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBeDefined();
    }
    expect(await stockOf('SKU-BAD')).toBe(2);
    expect(await cartOf(cookie)).toEqual(before);
  });

  it('answers 503 catalog_unavailable when the catalog or its stock cannot be reached', async () => {
    await setStock('SKU-DOWN', 2);
    const cookie = await cartWith([{ sku: 'SKU-DOWN', quantity: 1 }]);
    catalog.down();
    const priced = await place(cookie, order());
    expect(priced.status).toBe(503);
    expect(priced.body.error.code).toBe('catalog_unavailable');
    catalog.up();
    bed.faults.stockDown = true;
    const reserved = await place(cookie, order());
    expect(reserved.status).toBe(503);
    expect(reserved.body.error.code).toBe('catalog_unavailable');
    bed.faults.stockDown = false;
    expect(await stockOf('SKU-DOWN')).toBe(2);
    expect((await cartOf(cookie)).items).toHaveLength(1);
  });
});
