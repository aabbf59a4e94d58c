// The catalogue's back office: every admin route refuses guests, shoppers, dealers and staff without the catalogue
// permission; the products list pages on the server; product and variant edits validate with the shared rules, are
// conditional, audited, show in the store at once, and raising stock from zero queues the waiting alerts once.
import type { AdminPage, AdminProductDetail, AdminProductRow } from '@storefront/shared-domain/admin';
import { DEALER_HEADERS } from './helpers';
import { REFUSED, STAFF, as, startAdminCatalog, type AdminFixture } from './admin-kit';

jest.setTimeout(120_000);

let fx: AdminFixture;
beforeAll(async () => {
  fx = await startAdminCatalog();
});
afterAll(() => fx?.close());

const staff = () => as(fx.app, STAFF);
const enc = encodeURIComponent;
const products = () => fx.connection.collection('products');

/** A product in stock and one out of stock, neither in a variant family. */
async function skus() {
  const single = { childSkus: { $in: [null, []] }, variant_parent_sku: { $in: [null, ''] } };
  const inStock = await products().findOne({ ...single, availableQuantity: { $gt: 5 }, isDiscontinued: false });
  const out = await products().findOne({ ...single, availableQuantity: { $lte: 0 } });
  return { inStock: String(inStock!.sku), out: String(out!.sku) };
}

// Every row has its three fields: jest would take a missing third argument for a `done` callback.
const ROUTES: Array<[string, string, object | null]> = [
  ['get', '/api/admin/catalogue/products', null],
  ['get', '/api/admin/catalogue/categories', null],
  ['get', '/api/admin/catalogue/products/ZVX-SUBS', null],
  ['patch', '/api/admin/catalogue/products/ZVX-SUBS', { isDiscontinued: false }],
  ['patch', `/api/admin/catalogue/variants/${enc('ZVX-10 D4')}`, { isDiscontinued: false }],
  ['post', '/api/admin/fitment/import?dryRun=1', { csv: 'start_year,end_year,make,model,trim,sku\n' }],
  ['post', '/api/admin/fitment/import', { csv: 'start_year,end_year,make,model,trim,sku\n' }],
  ['get', '/api/admin/fitment/export', null],
];

describe('permissions of every admin route', () => {
  it.each(ROUTES)('%s %s refuses everyone but catalogue staff, and answers no-store', async (method, path, body) => {
    for (const [, headers, status] of REFUSED) {
      const viewer = as(fx.app, headers);
      const res = method === 'get' ? await viewer.get(path) : await viewer[method as 'patch' | 'post'](path, body!);
      expect(res.status).toBe(status);
      expect(res.body.error.code).toBe(status === 401 ? 'unauthorized' : 'forbidden');
    }
    const res = method === 'get' ? await staff().get(path) : await staff()[method as 'patch' | 'post'](path, body!);
    expect(res.status).toBeLessThan(500);
    expect([401, 403]).not.toContain(res.status);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/admin/catalogue/products', () => {
  it('pages on the server and filters by text, category, stock and discontinued', async () => {
    const first = await staff().get('/api/admin/catalogue/products?pageSize=10');
    const page: AdminPage<AdminProductRow> = first.body;
    expect(page).toMatchObject({ page: 1, pageSize: 10 });
    expect(page.data).toHaveLength(10);
    const second = (await staff().get('/api/admin/catalogue/products?pageSize=10&page=2')).body;
    expect(second.data[0].sku).not.toBe(page.data[0].sku);
    expect(page.total).toBeGreaterThan(100);
    // a family's members are edited on the parent's page
    const zvx = (await staff().get('/api/admin/catalogue/products?q=zvx-')).body as AdminPage<AdminProductRow>;
    expect(zvx.data.map((r) => r.sku)).toContain('ZVX-SUBS');
    expect(zvx.data.map((r) => r.sku)).not.toContain('ZVX-10 D4');
    expect(zvx.data.find((r) => r.sku === 'ZVX-SUBS')?.variantCount).toBe(3);
    const byName = (await staff().get('/api/admin/catalogue/products?q=competition%20sub')).body;
    expect(byName.total).toBeGreaterThan(0);
    const out = (await staff().get('/api/admin/catalogue/products?stock=out&pageSize=100')).body;
    expect(out.data.every((r: AdminProductRow) => r.availableQuantity === 0)).toBe(true);
    const gone = (await staff().get('/api/admin/catalogue/products?discontinued=yes&pageSize=100')).body;
    expect(gone.total).toBeGreaterThan(0);
    expect(gone.data.every((r: AdminProductRow) => r.isDiscontinued)).toBe(true);
    const { categories } = (await staff().get('/api/admin/catalogue/categories')).body;
    const inCategory = (await staff().get(`/api/admin/catalogue/products?category=${enc(categories[0])}`)).body;
    expect(inCategory.data.every((r: AdminProductRow) => r.category === categories[0])).toBe(true);
  });

  it('refuses bad filters and treats regex characters as text', async () => {
    expect((await staff().get('/api/admin/catalogue/products?stock=maybe')).status).toBe(400);
    expect((await staff().get(`/api/admin/catalogue/products?q=${'x'.repeat(81)}`)).status).toBe(400);
    const res = await staff().get(`/api/admin/catalogue/products?q=${enc('(.*')}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(0);
  });
});

describe('GET /api/admin/catalogue/products/:sku', () => {
  it('answers a product with its variants, and 404 for an unknown sku', async () => {
    const res = await staff().get('/api/admin/catalogue/products/zvx-subs');
    const detail: AdminProductDetail = res.body;
    expect(detail.sku).toBe('ZVX-SUBS');
    expect(detail.variants.map((v) => v.sku)).toEqual(['ZVX-8 D1', 'ZVX-10 D4', 'ZVX-12 D4']);
    expect(detail.variants[0]).toMatchObject({ tpa_wh: expect.any(Number), lv_wh: expect.any(Number) });
    expect((await staff().get('/api/admin/catalogue/products/NOPE-1')).status).toBe(404);
    expect((await staff().get(`/api/admin/catalogue/products/${enc('$where')}`)).status).toBe(400);
  });
});

describe('PATCH /api/admin/catalogue/products/:sku', () => {
  it('changes prices exactly, shows them in the store at once and audits before and after', async () => {
    const { inStock } = await skus();
    // warm the answer cache: the write must drop it
    await as(fx.app, DEALER_HEADERS).get(`/api/product/${enc(inStock)}`);
    const res = await staff().patch(`/api/admin/catalogue/products/${enc(inStock)}`, {
      price: 100.1,
      price_msrp: 150.99,
      price_map: 100.1,
      price_dealer: 80.05,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ price: 100.1, price_msrp: 150.99, price_map: 100.1, price_dealer: 80.05 });
    const shop = await as(fx.app, DEALER_HEADERS).get(`/api/product/${enc(inStock)}`);
    expect(shop.body).toMatchObject({ price: 100.1, price_msrp: 150.99, price_dealer: 80.05 });
    expect(shop.body.variants.find((v: { sku: string }) => v.sku === inStock).price).toBe(100.1);
    const entry = (await fx.audits()).find((a) => a.action === 'product.update' && a.target.id === inStock);
    expect(entry?.after).toMatchObject({ price: 100.1, price_dealer: 80.05 });
    expect(entry?.before).toHaveProperty('price');
  });

  it('refuses bad prices with every field error, unknown fields, and unknown skus', async () => {
    const { inStock } = await skus();
    const path = `/api/admin/catalogue/products/${enc(inStock)}`;
    const cents = await staff().patch(path, { price: 10.001 });
    expect(cents.status).toBe(400);
    expect(cents.body.error.message).toMatch(/2 decimals/);
    expect((await staff().patch(path, { price: -1 })).status).toBe(400);
    expect((await staff().patch(path, { price: '12' })).status).toBe(400);
    expect((await staff().patch(path, {})).status).toBe(400);
    expect((await staff().patch(path, { sku: 'other' })).status).toBe(400);
    const map = await staff().patch(path, { price_msrp: 50, price_map: 60 });
    expect(map.status).toBe(400);
    expect(map.body.error.details.fields.price_map).toBe('MAP cannot be more than the MSRP.');
    const dealer = await staff().patch(path, { price_map: 50, price_msrp: 200, price_dealer: 60 });
    expect(dealer.body.error.details.fields.price_dealer).toMatch(/dealer price/);
    const preorder = await staff().patch(path, {
      preorder: { enabled: true, inStockEtaDate: null, manualOverrideEtaDate: null },
    });
    expect(preorder.body.error.details.fields['preorder.inStockEtaDate']).toMatch(/expected in stock/);
    expect((await staff().patch('/api/admin/catalogue/products/NOPE-1', { price: 1 })).status).toBe(404);
  });

  it('sets pre-order settings and discontinued', async () => {
    const { out } = await skus();
    const res = await staff().patch(`/api/admin/catalogue/products/${enc(out)}`, {
      preorder: { enabled: true, inStockEtaDate: '2030-01-15', manualOverrideEtaDate: null },
      isDiscontinued: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isDiscontinued: true, preorder: { enabled: true, inStockEtaDate: '2030-01-15' } });
    const shop = await as(fx.app, {}).get(`/api/product/${enc(out)}`);
    expect(shop.body.preorderInfo).toMatchObject({ is_pre_order_enabled: true, in_stock_eta_date: '2030-01-15' });
  });
});

describe('PATCH /api/admin/catalogue/variants/:sku and back-in-stock alerts', () => {
  const alert = (sku: string, email: string) => as(fx.app, {}).post('/api/products/back-in-stock', { sku, email });

  it('sets stock per warehouse, keeps the parent in step, and refuses bad stock', async () => {
    const path = `/api/admin/catalogue/variants/${enc('ZVX-10 D4')}`;
    const res = await staff().patch(path, { tpa_wh: 7, lv_wh: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tpa_wh: 7, lv_wh: 3, availableQuantity: 10, currentlyInStock: true });
    const stock = await as(fx.app, {}).get(`/api/product/stock/${enc('ZVX-10 D4')}`);
    expect(stock.body).toMatchObject({ isInStock: true, availableQuantity: 10 });
    const parent = await as(fx.app, DEALER_HEADERS).get('/api/product/ZVX-SUBS');
    expect(parent.body.variants.find((v: { sku: string }) => v.sku === 'ZVX-10 D4')).toMatchObject({
      tpa_wh: 7,
      lv_wh: 3,
    });
    for (const bad of [{ tpa_wh: -1 }, { lv_wh: 1.5 }, { tpa_wh: '3' }, { price_map: 3 }]) {
      const refused = await staff().patch(path, bad);
      expect(refused.status).toBe(400);
    }
    expect((await staff().patch('/api/admin/catalogue/variants/NOPE-1', { tpa_wh: 1 })).status).toBe(404);
  });

  it('stores an alert once, refuses bad input and products in stock', async () => {
    const { inStock, out } = await skus();
    expect((await alert(out, 'wait@example.com')).status).toBe(202);
    expect((await alert(out, ' WAIT@example.com ')).status).toBe(202);
    const stored = await fx.connection.collection('back_in_stock_alerts').countDocuments({ sku: out });
    expect(stored).toBe(1);
    expect((await alert(out, 'not-an-email')).status).toBe(400);
    expect((await alert('NOPE-1', 'wait@example.com')).status).toBe(400);
    expect((await alert(`$ne`, 'wait@example.com')).status).toBe(400);
    expect((await alert(inStock, 'wait@example.com')).status).toBe(409);
  });

  it('queues one email per waiting address when stock rises above zero, none when it stays at zero', async () => {
    const { out } = await skus();
    await alert(out, 'one@example.com');
    await alert(out, 'two@example.com');
    const path = `/api/admin/catalogue/variants/${enc(out)}`;
    await staff().patch(path, { tpa_wh: 0, lv_wh: 0 });
    await staff().patch(path, { price: 12.34 });
    await fx.queue.runDue();
    expect(fx.sent.filter((m) => m.subject.includes('Back in stock'))).toHaveLength(0);
    const raised = await staff().patch(path, { tpa_wh: 4 });
    expect(raised.status).toBe(200);
    expect(raised.body.waitingAlerts).toBe(0);
    await staff().patch(path, { tpa_wh: 9 });
    await fx.queue.runDue();
    const mails = fx.sent.filter((m) => m.subject.startsWith('Back in stock'));
    expect(mails.map((m) => m.to).sort()).toEqual(['one@example.com', 'two@example.com', 'wait@example.com']);
    expect(mails[0].text).toContain('https://store.example/products/');
    await fx.queue.runDue();
    expect(fx.sent.filter((m) => m.subject.startsWith('Back in stock'))).toHaveLength(3);
    const left = await fx.connection.collection('back_in_stock_alerts').countDocuments({ sku: out, state: 'waiting' });
    expect(left).toBe(0);
  });

  it('refuses an edit of values changed meanwhile (conditional write)', async () => {
    const { inStock } = await skus();
    const path = `/api/admin/catalogue/variants/${enc(inStock)}`;
    const results = await Promise.all([staff().patch(path, { tpa_wh: 11 }), staff().patch(path, { tpa_wh: 12 })]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    const doc = await products().findOne({ sku: inStock });
    expect([11, 12]).toContain(doc!.tpa_wh);
  });
});

describe('POST /api/products/back-in-stock rate limit', () => {
  it('answers 429 past the limit per client address', async () => {
    const limited = await startAdminCatalog({ backInStockLimit: { limit: 2, windowMs: 60_000 } });
    try {
      const out = await limited.connection.collection('products').findOne({ availableQuantity: { $lte: 0 } });
      const ask = () =>
        as(limited.app, {}).post('/api/products/back-in-stock', { sku: out!.sku, email: 'a@example.com' });
      expect((await ask()).status).toBe(202);
      expect((await ask()).status).toBe(202);
      expect((await ask()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
