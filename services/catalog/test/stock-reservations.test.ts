import request from 'supertest';
import { DEV_VIEWER_SECRET, csrfHeaders, serviceCallHeaders } from '@storefront/service-platform';
import { createApp } from '../src/app';
import { startCatalog, type CatalogFixture } from './helpers';

jest.setTimeout(120_000);

let fx: CatalogFixture;
let skuA: string;
let skuB: string;

const products = () => fx.connection.collection('products');
const available = async (sku: string) =>
  (await products().findOne({ sku }, { projection: { availableQuantity: 1, currentlyInStock: 1 } })) as unknown as {
    availableQuantity: number;
    currentlyInStock: boolean;
  };
const setStock = (sku: string, quantity: number) =>
  products().updateOne({ sku }, { $set: { availableQuantity: quantity, currentlyInStock: quantity > 0 } });
/** A POST as the cart service sends it: a signed service call. */
const serviceCall = (path: string, body: unknown) =>
  request(fx.app)
    .post(path)
    .set(serviceCallHeaders('POST', path, DEV_VIEWER_SECRET))
    .send(body as object);
const reserve = (reservationId: string, lines: Array<{ sku: string; quantity: number }>) =>
  serviceCall('/api/internal/stock/reserve', { reservationId, lines });

beforeAll(async () => {
  fx = await startCatalog();
  [skuA, skuB] = fx.products.slice(0, 2).map((p) => p.sku);
});

afterAll(async () => {
  await fx?.close();
});

describe('POST /api/internal/stock/reserve', () => {
  it('gives the last 3 units to exactly one of 20 concurrent orders of 3', async () => {
    await setStock(skuA, 3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => reserve(`race-order-${i}`, [{ sku: skuA, quantity: 3 }])),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0].body.error).toMatchObject({ code: 'out_of_stock', details: [{ sku: skuA, available: 0 }] });
    expect(await available(skuA)).toMatchObject({ availableQuantity: 0, currentlyInStock: false });
  });

  it('is all or nothing: a short line reserves nothing of the others', async () => {
    await setStock(skuA, 10);
    await setStock(skuB, 1);
    const res = await reserve('all-or-nothing-1', [
      { sku: skuA, quantity: 4 },
      { sku: skuB, quantity: 2 },
    ]);
    expect(res.status).toBe(409);
    expect(res.body.error.details).toEqual([{ sku: skuB, available: 1 }]);
    expect((await available(skuA)).availableQuantity).toBe(10);
    expect((await available(skuB)).availableQuantity).toBe(1);
  });

  it('is idempotent by reservation id, and a release gives the units back once', async () => {
    await setStock(skuA, 5);
    const lines = [{ sku: skuA, quantity: 2 }];
    expect((await reserve('idem-reservation-1', lines)).status).toBe(200);
    expect((await reserve('idem-reservation-1', lines)).status).toBe(200);
    expect((await available(skuA)).availableQuantity).toBe(3);
    expect((await reserve('idem-reservation-1', [{ sku: skuA, quantity: 1 }])).status).toBe(409);
    const release = () => serviceCall('/api/internal/stock/release', { reservationId: 'idem-reservation-1' });
    expect((await release()).body).toEqual({ released: true });
    expect((await release()).body).toEqual({ released: false });
    expect((await available(skuA)).availableQuantity).toBe(5);
  });

  it('answers an unknown sku as out of stock and refuses bad input with 400, changing nothing', async () => {
    await setStock(skuA, 5);
    const unknown = await reserve('unknown-sku-1', [{ sku: 'NO-SUCH-SKU-123', quantity: 1 }]);
    expect(unknown.status).toBe(409);
    expect(unknown.body.error.details).toEqual([{ sku: 'NO-SUCH-SKU-123', available: 0 }]);
    for (const body of [
      { reservationId: 'bad-input-1', lines: [{ sku: skuA, quantity: 0 }] },
      { reservationId: 'bad-input-2', lines: [{ sku: skuA, quantity: 1.5 }] },
      { reservationId: 'bad-input-3', lines: [{ sku: { $ne: '' }, quantity: 1 }] },
      { reservationId: 'x', lines: [{ sku: skuA, quantity: 1 }] },
      { reservationId: 'bad-input-4', lines: [] },
    ]) {
      const res = await serviceCall('/api/internal/stock/reserve', body);
      expect(res.status).toBe(400);
    }
    expect((await available(skuA)).availableQuantity).toBe(5);
  });

  it('refuses anything but a signed service call, even a browser with a valid CSRF token', async () => {
    const bare = createApp({ connection: fx.connection }, { cacheTtlMs: 0 });
    const body = { reservationId: 'no-signature-1', lines: [{ sku: skuA, quantity: 1 }] };
    const before = (await available(skuA)).availableQuantity;
    expect((await request(bare).post('/api/internal/stock/reserve').send(body)).status).toBe(403);
    const browser = await request(bare)
      .post('/api/internal/stock/reserve')
      .set(csrfHeaders(DEV_VIEWER_SECRET))
      .send(body);
    expect(browser.status).toBe(403);
    expect((await available(skuA)).availableQuantity).toBe(before);
  });
});
