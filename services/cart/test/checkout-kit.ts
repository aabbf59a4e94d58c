// A cart service with checkout wired to test doubles: the fake catalog, stock in a collection with the catalog's
// conditional decrement, the test payment provider behind a counter and fault switches. Each suite gets its own
// database (checkoutTestbed registers beforeAll/afterAll).
import request from 'supertest';
import { asSameSiteBrowser, startTestDatabase } from '@storefront/service-platform';
import type { TestDatabase } from '@storefront/service-platform';
import type { PlaceOrderInput, SaleTerms } from '@storefront/shared-domain';
import { createApp } from '../src/app';
import { StockUnavailableError } from '../src/clients/catalog';
import type { CatalogProduct, StockReserver } from '../src/clients/catalog';
import { TEST_TOKENS, createTestPaymentProvider, PaymentUnavailableError } from '../src/lib/payments';
import type { ChargeResult, PaymentProvider } from '../src/lib/payments';
import type { AttemptDeps } from '../src/domain/checkout-attempt';
import { cartModels } from '../src/models/cart';
import { checkoutModels } from '../src/models/checkout';
import { orderModels } from '../src/models/order';
import { cartCookieOf } from './cart-suite';
import { fakeCatalog } from './fake-catalog';

export const catalogProducts: Record<string, CatalogProduct> = {
  DONATION: {
    sku: 'DONATION',
    name: 'Donation to the High School Car Audio Program',
    path: '/products/donation',
    price: 5,
    price_map: 5,
    price_msrp: 5,
    currentlyInStock: true,
  },
  'PRE-1': {
    sku: 'PRE-1',
    name: 'Pre-order amp',
    path: '/products/pre-1',
    price: 300,
    price_map: 300,
    price_msrp: 350,
    currentlyInStock: false,
    preorderInfo: { is_pre_order_eligible: true, is_pre_order_enabled: true },
  },
  'BUNDLE-1': {
    sku: 'BUNDLE-1',
    name: 'Bass bundle',
    path: '/products/bundle-1',
    price: 500,
    price_map: 500,
    price_msrp: 600,
    currentlyInStock: true,
    isBundle: true,
    bundleChildren: [{ sku: 'SUB-A', name: 'Sub A', image: '', quantity: 2, price_map: 200 }],
  } as CatalogProduct,
};

export const address = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: '1 Main St',
  city: 'Tampa',
  state: 'FL',
  zip: '33606',
  country: 'US' as const,
};

/** A new card as checkout sends it: the token the provider's hosted fields made. */
export function card(token: string): PlaceOrderInput['payment'] {
  return { kind: 'card', token, nameOnCard: 'Ada Lovelace' };
}

export const order = (payment: PlaceOrderInput['payment'] = card(TEST_TOKENS.succeeds)): PlaceOrderInput => ({
  email: 'ada@example.com',
  phone: '(555) 123-4567',
  shippingAddress: address,
  billingSameAsShipping: true,
  shippingMethod: 'ground',
  payment,
});

let keySeq = 0;
export const newKey = () => `order-key-${Date.now()}-${(keySeq += 1)}`;

/** Switches the suite flips to make a dependency fail. */
export interface Faults {
  stockDown: boolean;
  /** The next n charges fail as an unreachable provider (nothing charged). */
  paymentOutages: number;
  /** The next n charges are taken, then the process "dies" before it hears back (an error nothing expects). */
  diesAfterCharge: number;
}

export function checkoutTestbed(name: string) {
  const catalog = fakeCatalog(catalogProducts);
  const provider = createTestPaymentProvider();
  const faults: Faults = { stockDown: false, paymentOutages: 0, diesAfterCharge: 0 };
  const taken: ChargeResult[] = [];
  const amounts: number[] = [];
  const sale: { now: SaleTerms | null } = { now: null };
  const payments: PaymentProvider = {
    async charge(req) {
      if (faults.paymentOutages > 0) {
        faults.paymentOutages -= 1;
        throw new PaymentUnavailableError('provider down (test)');
      }
      const result = await provider.charge(req);
      taken.push(result);
      if (result.status === 'succeeded') amounts.push(req.amount);
      if (faults.diesAfterCharge > 0) {
        faults.diesAfterCharge -= 1;
        throw new Error('process killed (test)');
      }
      return result;
    },
    findCharge: (key) => provider.findCharge(key),
    refund: (chargeId, req) => provider.refund(chargeId, req),
  };
  const bed = {
    db: undefined as unknown as TestDatabase,
    app: undefined as unknown as ReturnType<typeof asSameSiteBrowser>,
    catalog,
    faults,
    payments,
    /** Every call to the provider that reached it, with its outcome (a repeat of a key answers the first). */
    charges: taken,
    /** The amounts of the charges that succeeded, in order. */
    chargedAmounts: amounts,
    /** The active sale the cart prices with (null: none; reset after each test). */
    sale,
    /** Distinct charges that succeeded (a provider repeat of one key counts once). */
    succeededCharges: () => new Set(taken.flatMap((c) => (c.status === 'succeeded' ? [c.chargeId] : []))).size,
    stock: mongoStock((): TestDatabase => bed.db, faults),
  };
  beforeAll(async () => {
    bed.db = await startTestDatabase(name);
    bed.app = asSameSiteBrowser(
      createApp({
        connection: bed.db.connection,
        lookupProduct: catalog,
        productCacheTtlMs: 0,
        saleSource: () => Promise.resolve(sale.now),
        stock: bed.stock,
        payments,
        savedCards: async (viewer, cardId) =>
          viewer.accountId === '800001' && cardId === 'card-1'
            ? { token: 'pm_test_abc', brand: 'visa', last4: '4242' }
            : null,
      }),
    );
  });
  afterAll(async () => {
    await bed.db?.stop();
  });
  afterEach(() => {
    catalog.up();
    sale.now = null;
    Object.assign(faults, { stockDown: false, paymentOutages: 0, diesAfterCharge: 0 });
  });
  return {
    ...bed,
    get db() {
      return bed.db;
    },
    get app() {
      return bed.app;
    },
    ...helpers(() => bed),
    recoveryDeps: (now: Date) => recoveryDeps(bed, now),
  };
}

/**
 * The catalog's stock as a collection with the same conditional decrement and the same reservation ids the catalog
 * route keeps: a released id is not reserved again (the catalog answers reservation_conflict, which the cart's client
 * reports as the catalog being unavailable).
 */
function mongoStock(dbOf: () => TestDatabase, faults: Faults): StockReserver {
  type Line = { sku: string; quantity: number };
  const stock = () => dbOf().connection.collection<{ sku: string; available: number }>('test_stock');
  const reservations = () =>
    dbOf().connection.collection<{ _id: string; lines: Line[]; state: 'reserved' | 'released' }>('test_reservations');
  const giveBack = async (lines: Line[]) => {
    for (const l of lines) await stock().updateOne({ sku: l.sku }, { $inc: { available: l.quantity } });
  };
  return {
    async reserve(id, lines) {
      if (faults.stockDown) throw new StockUnavailableError('down');
      const existing = await reservations().findOne({ _id: id });
      if (existing?.state === 'reserved') return { ok: true };
      if (existing) throw new StockUnavailableError('catalog answered 409 to a reservation');
      const taken: Line[] = [];
      for (const l of lines) {
        const r = await stock().updateOne(
          { sku: l.sku, available: { $gte: l.quantity } },
          { $inc: { available: -l.quantity } },
        );
        if (r.modifiedCount !== 1) {
          await giveBack(taken);
          const doc = await stock().findOne({ sku: l.sku });
          return { ok: false, outOfStock: [{ sku: l.sku, available: doc?.available ?? 0 }] };
        }
        taken.push(l);
      }
      await reservations().insertOne({ _id: id, lines: [...lines], state: 'reserved' });
      return { ok: true };
    },
    async release(id) {
      const doc = await reservations().findOneAndUpdate(
        { _id: id, state: 'reserved' },
        { $set: { state: 'released' } },
      );
      await giveBack(doc?.lines ?? []);
    },
  };
}

function helpers(bedOf: () => { db: TestDatabase; app: ReturnType<typeof asSameSiteBrowser> }) {
  const setStock = (sku: string, available: number) =>
    bedOf().db.connection.collection('test_stock').updateOne({ sku }, { $set: { available } }, { upsert: true });
  const stockOf = async (sku: string) =>
    ((await bedOf().db.connection.collection('test_stock').findOne({ sku })) as unknown as { available: number })
      .available;
  async function cartWith(items: Array<{ sku: string; quantity: number }>, headers: Record<string, string> = {}) {
    const res = await request(bedOf().app).post('/api/cartv2').set(headers).send({ items });
    expect([200, 201]).toContain(res.status);
    return cartCookieOf(res)?.split(';')[0] ?? '';
  }
  const place = (
    cookie: string,
    body: unknown,
    key: string | null = newKey(),
    headers: Record<string, string> = {},
  ) => {
    const req = request(bedOf().app).post('/api/checkout/v3/orders').set(headers);
    if (cookie) req.set('Cookie', cookie);
    if (key) req.set('Idempotency-Key', key);
    return req.send(body as object);
  };
  const cartOf = async (cookie: string, headers: Record<string, string> = {}) =>
    (await request(bedOf().app).get('/api/cartv2').set('Cookie', cookie).set(headers)).body.data;
  const ordersWith = (sku: string) =>
    bedOf().db.connection.collection('orders').countDocuments({ 'lineItems.sku': sku });
  return { setStock, stockOf, cartWith, place, cartOf, ordersWith };
}

/** What checkout recovery runs with in the testbed, its clock set to `now` (past a hold, to end cut-off attempts). */
function recoveryDeps(
  bed: { db: TestDatabase; stock: StockReserver; payments: PaymentProvider },
  now: Date,
): AttemptDeps {
  const { connection } = bed.db;
  return {
    carts: cartModels(connection).Cart,
    orders: orderModels(connection).Order,
    attempts: checkoutModels(connection).CheckoutAttempt,
    stock: bed.stock,
    payments: bed.payments,
    now: () => now,
  };
}
