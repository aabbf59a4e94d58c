// GET /api/orders/purchased-skus: which skus the signed-in viewer bought, asked by the reviews service
// before a review is written. Only the viewer's own orders, never cancelled ones.
import request from 'supertest';
import { DEV_VIEWER_SECRET, startTestDatabase, viewerHeaders } from '@storefront/service-platform';
import type { TestDatabase, Viewer } from '@storefront/service-platform';
import { SEED_ACCOUNTS } from '@storefront/shared-domain';
import type { OrderAddress, OrderStatus } from '@storefront/shared-domain';
import { createApp } from '../src/app';
import { orderModels } from '../src/models/order';
import type { OrderDoc } from '../src/models/order';
import { SEED_CUSTOMERS } from '../src/seed/orders';
import { fakeCatalog } from './fake-catalog';

jest.setTimeout(60_000);

let db: TestDatabase;
let app: ReturnType<typeof createApp>;

const viewer = (accountId: string, email: string): Viewer => ({ accountId, email, role: 1, isDealer: false });
const shopper = viewer(SEED_ACCOUNTS.shopper.account_id, SEED_ACCOUNTS.shopper.email);
const dealer = viewer(SEED_ACCOUNTS.dealer.account_id, SEED_ACCOUNTS.dealer.email);
const stranger = viewer('100099', 'nobody@example.com');
const as = (v: Viewer) => viewerHeaders(v, DEV_VIEWER_SECRET);

const address = (first_name: string): OrderAddress => ({ ...SEED_CUSTOMERS.shopper, first_name, last_name: 'Buyer' });

function order(
  account: Viewer,
  order_number: string,
  status: OrderStatus,
  created_at: string,
  skus: string[],
  firstName: string,
): OrderDoc {
  return {
    account_id: account.accountId!,
    order_number,
    status,
    created_at: new Date(created_at),
    email: account.email!,
    lineItems: skus.map((sku) => ({ sku, name: `Product ${sku}`, quantity: 1, price: 100, return_requested: 0 })),
    subTotal: 100 * skus.length,
    discountsTotal: 0,
    shippingTotal: 0,
    taxTotal: 0,
    final_total: 100 * skus.length,
    billingAddress: address(firstName),
    shippingAddress: address(firstName),
    version: 0,
  };
}

beforeAll(async () => {
  db = await startTestDatabase('cart-purchased');
  app = createApp({ connection: db.connection, lookupProduct: fakeCatalog() });
  await orderModels(db.connection).Order.insertMany([
    order(shopper, 'SA2400001', 'delivered', '2026-06-01T12:00:00Z', ['SSX-12 D4', 'SKAK-4GA-OFC'], 'Samuel'),
    order(shopper, 'SA2400002', 'cancelled', '2026-07-01T12:00:00Z', ['RP-1200.1D'], 'Samuel'),
    order(shopper, 'SA2400003', 'processing', '2026-08-01T12:00:00Z', ['SSX-12 D4'], 'Sam'),
    order(dealer, 'SA2400004', 'delivered', '2026-08-02T12:00:00Z', ['RP-1200.1D', 'SSX-12 D4'], 'Dana'),
  ]);
});

afterAll(async () => {
  await db?.stop();
});

const purchased = (v: Viewer | null, skus: string) => {
  const req = request(app).get(`/api/orders/purchased-skus?skus=${skus}`);
  return v ? req.set(as(v)) : req;
};

describe('GET /api/orders/purchased-skus', () => {
  it("lists the viewer's order lines of the asked skus, newest first, with the newest order's first name", async () => {
    const res = await purchased(shopper, ['SSX-12 D4', 'SKAK-4GA-OFC', 'NOT-BOUGHT'].map(encodeURIComponent).join(','));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      items: [
        {
          sku: 'SSX-12 D4',
          name: 'Product SSX-12 D4',
          orderNumber: 'SA2400003',
          purchasedAt: '2026-08-01T12:00:00.000Z',
        },
        {
          sku: 'SSX-12 D4',
          name: 'Product SSX-12 D4',
          orderNumber: 'SA2400001',
          purchasedAt: '2026-06-01T12:00:00.000Z',
        },
        {
          sku: 'SKAK-4GA-OFC',
          name: 'Product SKAK-4GA-OFC',
          orderNumber: 'SA2400001',
          purchasedAt: '2026-06-01T12:00:00.000Z',
        },
      ],
      firstName: 'Sam',
    });
  });

  it('does not count cancelled orders, nor another account’s orders', async () => {
    const res = await purchased(shopper, 'RP-1200.1D');
    expect(res.body).toEqual({ items: [], firstName: 'Sam' });
    const dealerRes = await purchased(dealer, 'RP-1200.1D');
    expect(dealerRes.body.items.map((i: { orderNumber: string }) => i.orderNumber)).toEqual(['SA2400004']);
    const none = await purchased(stranger, encodeURIComponent('SSX-12 D4'));
    expect(none.body).toEqual({ items: [], firstName: null });
  });

  it('answers 401 to guests and to viewer headers the gateway did not sign', async () => {
    for (const res of [
      await purchased(null, 'A'),
      await request(app).get('/api/orders/purchased-skus?skus=A').set(viewerHeaders(shopper, 'not-the-gateway-secret')),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    }
  });

  it.each([
    ['no skus', ''],
    ['empty skus', '?skus='],
    ['a sku the catalogue refuses', `?skus=${encodeURIComponent('A&B')}`],
    ['an operator', `?skus=${encodeURIComponent('{"$ne":""}')}`],
    ['repeated skus', '?skus=A&skus=B'],
    ['too many skus', `?skus=${Array.from({ length: 51 }, (_, i) => `S${i}`).join(',')}`],
  ])('rejects %s with 400', async (_name, query) => {
    const res = await request(app).get(`/api/orders/purchased-skus${query}`).set(as(shopper));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
  });

  it('leaves the order detail route alone', async () => {
    const res = await request(app).get('/api/orders/SA2400001').set(as(shopper));
    expect(res.status).toBe(200);
    expect(res.body.data.order_number).toBe('SA2400001');
  });
});
