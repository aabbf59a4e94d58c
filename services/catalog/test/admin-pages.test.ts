// The catalogue's pages in the back office: collection pages and the header menu (who may, what is refused, what the
// shop shows after, what a restart's seed keeps), and back-in-stock alerts by push.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DEV_VIEWER_SECRET, PUSH_NOTIFY_INTERNAL_PATH, isServiceCall } from '@storefront/service-platform';
import type { AdminMenu, MenuPlan } from '@storefront/shared-domain/admin';
import { seed } from '../src/seed';
import { REFUSED, STAFF, as, startAdminCatalog, type AdminFixture } from './admin-kit';

jest.setTimeout(120_000);

let fx: AdminFixture;
let marketing: { server: Server; calls: Array<{ body: unknown; signed: boolean }>; status: number };

/** A stand-in marketing service: records the push messages handed to it, answers with the status set. */
async function startMarketing() {
  const state = { calls: [] as Array<{ body: unknown; signed: boolean }>, status: 200 };
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      state.calls.push({ body: JSON.parse(text || 'null'), signed: isServiceCall(req, DEV_VIEWER_SECRET) });
      res.writeHead(req.url === PUSH_NOTIFY_INTERNAL_PATH ? state.status : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { outcome: 'sent' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, { server });
}

beforeAll(async () => {
  marketing = await startMarketing();
  const port = (marketing.server.address() as AddressInfo).port;
  fx = await startAdminCatalog({ marketingServiceUrl: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  await fx?.close();
  marketing?.server.close();
});

const staff = () => as(fx.app, STAFF);
const put = (headers: Record<string, string>, body: object) =>
  request(fx.app).put('/api/admin/menu').set(headers).send(body);
const shopMenu = async () => (await as(fx.app, {}).get('/api/menu')).body as AdminMenu;

const ROUTES: Array<[string, string, object | null]> = [
  ['get', '/api/admin/collections', null],
  ['get', '/api/admin/collections/car-subwoofers', null],
  ['get', '/api/admin/collections/speaker-wire/10-Gauge-(AWG)', null],
  ['patch', '/api/admin/collections/car-subwoofers', { collection_page_title: 'Hacked' }],
  ['patch', '/api/admin/collections/speaker-wire/10-Gauge-(AWG)', { collection_page_title: 'Hacked' }],
  ['get', '/api/admin/menu', null],
  ['put', '/api/admin/menu', { left: [], right: [] }],
];

describe('who may use the pages of the back office', () => {
  it.each(ROUTES)(
    '%s %s refuses everyone without the catalogue permission, changing nothing',
    async (method, path, body) => {
      const before = await fx.connection
        .collection('collections')
        .find({}, { projection: { _id: 0 } })
        .toArray();
      const menuBefore = await fx.connection.collection('menus').findOne({}, { projection: { _id: 0 } });
      for (const [, headers, status] of REFUSED) {
        const res =
          method === 'put'
            ? await put(headers, body!)
            : method === 'get'
              ? await as(fx.app, headers).get(path)
              : await as(fx.app, headers).patch(path, body!);
        expect(res.status).toBe(status);
      }
      expect(
        await fx.connection
          .collection('collections')
          .find({}, { projection: { _id: 0 } })
          .toArray(),
      ).toEqual(before);
      expect(await fx.connection.collection('menus').findOne({}, { projection: { _id: 0 } })).toEqual(menuBefore);
      if (method === 'get') {
        const res = await staff().get(path);
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    },
  );
});

describe('collection pages', () => {
  it('lists them a page at a time in the shop order, searched by handle or title', async () => {
    const first = await staff().get('/api/admin/collections?pageSize=5');
    expect(first.body).toMatchObject({ page: 1, pageSize: 5 });
    expect(first.body.data).toHaveLength(5);
    expect(first.body.total).toBeGreaterThan(20);
    expect(first.body.data[0]).toMatchObject({ handle: 'car-subwoofers', parentHandle: null, editedAt: null });
    expect(first.body.data[0].productCount).toBeGreaterThan(0);
    const found = await staff().get('/api/admin/collections?q=gauge%20speaker');
    expect(found.body.data.map((c: { handle: string }) => c.handle)).toEqual([
      'speaker-wire/10-Gauge-(AWG)',
      'speaker-wire/12-Gauge-(AWG)',
      'speaker-wire/14-Gauge-(AWG)',
    ]);
    expect((await staff().get('/api/admin/collections?q=(((')).status).toBe(200);
    expect((await staff().get(`/api/admin/collections?q=${'x'.repeat(200)}`)).status).toBe(400);
  });

  it('reads one, and refuses unknown handles', async () => {
    const sub = await staff().get('/api/admin/collections/speaker-wire/10-Gauge-(AWG)');
    expect(sub.body).toMatchObject({
      handle: 'speaker-wire/10-Gauge-(AWG)',
      parentHandle: 'speaker-wire',
      path: '/collections/speaker-wire/10-Gauge-(AWG)',
    });
    expect((await staff().get('/api/admin/collections/no-such-page')).status).toBe(404);
    expect((await staff().get('/api/admin/collections/a/b/c')).status).toBe(404);
  });

  it("changes a page's texts; the shop, the parent's list and the menu show the new title", async () => {
    const path = '/api/admin/collections/speaker-wire/12-Gauge-(AWG)';
    const res = await staff().patch(path, {
      collection_page_title: '  12 Gauge OFC Speaker Wire ',
      collection_description: 'Oxygen-free copper.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ collection_page_title: '12 Gauge OFC Speaker Wire' });
    expect(res.body.editedAt).not.toBeNull();
    const shop = await as(fx.app, {}).get('/api/collections/speaker-wire/12-Gauge-(AWG)');
    expect(shop.body.collection).toMatchObject({
      collection_page_title: '12 Gauge OFC Speaker Wire',
      collection_description: 'Oxygen-free copper.',
    });
    const parent = await staff().get('/api/admin/collections/speaker-wire');
    expect(parent.body.subCollections).toContainEqual({
      handle: 'speaker-wire/12-Gauge-(AWG)',
      title: '12 Gauge OFC Speaker Wire',
    });
    const menu = JSON.stringify(await shopMenu());
    expect(menu).toContain('12 Gauge OFC Speaker Wire');
    const audits = await fx.audits();
    expect(audits.find((a) => a.action === 'collection.edit')).toMatchObject({
      target: { id: 'speaker-wire/12-Gauge-(AWG)' },
      after: { collection_page_title: '12 Gauge OFC Speaker Wire', collection_description: 'Oxygen-free copper.' },
    });
  });

  it('refuses bad fields with every field error, changing nothing', async () => {
    const path = '/api/admin/collections/car-amplifiers';
    const before = (await staff().get(path)).body;
    const res = await staff().patch(path, {
      collection_page_title: ' ',
      collection_page_image: 'javascript:alert(1)',
      collection_page_keywords: 'k'.repeat(301),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.details.fields).sort()).toEqual([
      'collection_page_image',
      'collection_page_keywords',
      'collection_page_title',
    ]);
    for (const bad of [{}, { handle: 'x' }, { collection_page_title: 3 }, { collection_page_title: { $ne: 1 } }])
      expect((await staff().patch(path, bad)).status).toBe(400);
    expect((await staff().get(path)).body).toEqual(before);
  });

  it('keeps staff edits when the seed runs again at the next start, and still refreshes the others', async () => {
    await staff().patch('/api/admin/collections/car-speakers', { collection_seo_description: 'Edited by staff.' });
    await fx.connection
      .collection('collections')
      .updateOne({ key: 'marine-audio' }, { $set: { collection_description: 'stale' } });
    await seed(fx.connection);
    const edited = await fx.connection.collection('collections').findOne({ key: 'car-speakers' });
    expect(edited).toMatchObject({ collection_seo_description: 'Edited by staff.' });
    const other = await fx.connection.collection('collections').findOne({ key: 'marine-audio' });
    expect(other!.collection_description).not.toBe('stale');
    const parent = await fx.connection.collection('collections').findOne({ key: 'speaker-wire' });
    expect(parent!.subCollections).toContainEqual({ handle: '12-Gauge-(AWG)', title: '12 Gauge OFC Speaker Wire' });
  });
});

describe('the header menu', () => {
  it("answers the stored menu's plan, which saved unchanged gives the same menu", async () => {
    const before = await shopMenu();
    const plan = (await staff().get('/api/admin/menu')).body as AdminMenu;
    expect(plan.left.map((c) => c.category)).toEqual(['Amplifiers', 'Subwoofers', 'Speakers', 'Marine Audio']);
    expect(plan.left[0].featured[0]).toBe('RP-2000.1D');
    const res = await put(STAFF, plan);
    expect(res.status).toBe(200);
    expect(res.body.editedAt).not.toBeNull();
    expect(await shopMenu()).toEqual(before);
  });

  it('saves a changed plan that shoppers get at once, and the seed keeps it', async () => {
    const plan = (await staff().get('/api/admin/menu')).body as MenuPlan;
    plan.left[0].category = 'Amps';
    plan.left[0].collections.splice(1, 1);
    plan.left[0].collections[0].skus = ['rp-1200.1d', 'ZVX-10 D4'];
    plan.right[0].collections[0].hidden = true;
    const res = await put(STAFF, plan);
    expect(res.status).toBe(200);
    const menu = await shopMenu();
    const amps = (menu as unknown as { left: Array<{ category: string; collections: Array<Record<string, unknown>> }> })
      .left[0];
    expect(amps.category).toBe('Amps');
    expect(amps.collections.map((c) => c.title)).not.toContain('Competition Amplifiers');
    const products = amps.collections[0].products as Array<{ sku: string; slug: string }>;
    expect(products.map((p) => p.sku)).toEqual(['RP-1200.1D', 'ZVX-10 D4']);
    // A variant links to its family's page.
    expect(products[1].slug).toBe((await as(fx.app, {}).get('/api/product/ZVX-SUBS')).body.slug);
    await seed(fx.connection);
    expect((await shopMenu()).left[0].category).toBe('Amps');
    expect((await fx.audits()).some((a) => a.action === 'menu.edit')).toBe(true);
  });

  it('refuses unknown skus and handles and bad fields at their paths, changing nothing', async () => {
    const before = await shopMenu();
    const plan = (await staff().get('/api/admin/menu')).body as MenuPlan;
    plan.left[1].featured = ['NOPE-1'];
    plan.left[1].collections[0].link = 'no-such-collection?x=1';
    plan.left[1].collections[1].subCollections = ['speaker-wire/99-Gauge'];
    plan.right[0].category = ' ';
    let res = await put(STAFF, plan);
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({ 'right.0.category': 'Enter a name.' });
    plan.right[0].category = 'Back';
    res = await put(STAFF, plan);
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({
      'left.1.featured': 'Unknown sku: NOPE-1',
      'left.1.collections.0.link': 'There is no collection with this handle.',
      'left.1.collections.1.subCollections': 'There is no collection with this handle. (speaker-wire/99-Gauge)',
    });
    for (const bad of [
      {},
      { left: 'x', right: [] },
      { left: [{ category: 'x' }], right: [] },
      { left: [], right: [], x: 1 },
    ])
      expect((await put(STAFF, bad)).status).toBe(400);
    expect(await shopMenu()).toEqual(before);
  });
});

describe('back-in-stock alerts by push', () => {
  const endpoint = 'https://push.example.net/send/abc123';
  const outOfStock = async () => {
    const doc = await fx.connection.collection('products').findOne({
      childSkus: { $in: [null, []] },
      variant_parent_sku: { $in: [null, ''] },
      availableQuantity: { $lte: 0 },
    });
    return String(doc!.sku);
  };
  const ask = (body: object) => as(fx.app, {}).post('/api/products/back-in-stock', body);

  it('stores a push alert once per endpoint beside email alerts, and refuses bad endpoints', async () => {
    const sku = await outOfStock();
    expect((await ask({ sku, push: { endpoint } })).status).toBe(202);
    expect((await ask({ sku, push: { endpoint } })).status).toBe(202);
    expect((await ask({ sku, push: { endpoint: `${endpoint}-other` } })).status).toBe(202);
    expect((await ask({ sku, email: 'push-and-mail@example.com' })).status).toBe(202);
    const stored = await fx.connection.collection('back_in_stock_alerts').find({ sku }).toArray();
    expect(stored.map((a) => a.channel).sort()).toEqual(['email', 'push', 'push']);
    for (const bad of [
      { sku, push: { endpoint: 'http://push.example.net/x' } },
      { sku, push: { endpoint: { $ne: null } } },
      { sku, push: {} },
      { sku, push: { endpoint, extra: 1 } },
      { sku, push: { endpoint }, email: 'a@example.com' },
    ])
      expect((await ask(bad)).status).toBe(400);
  });

  it('hands each push alert to the marketing service once, signed, when stock rises; retries when it fails', async () => {
    const sku = await outOfStock();
    await ask({ sku, push: { endpoint: `${endpoint}-rise` } });
    marketing.status = 502;
    marketing.calls.length = 0;
    const raised = await staff().patch(`/api/admin/catalogue/variants/${encodeURIComponent(sku)}`, { tpa_wh: 3 });
    expect(raised.status).toBe(200);
    await fx.queue.runDue();
    const failed = marketing.calls.filter(
      (c) => (c.body as { endpoint: string }).endpoint === `${endpoint}-rise`,
    ).length;
    expect(failed).toBe(1);
    marketing.status = 200;
    await fx.queue.runDue(new Date(Date.now() + 3_600_000));
    const calls = marketing.calls.map((c) => c.body as { endpoint: string; message: { title: string; url: string } });
    expect(marketing.calls.every((c) => c.signed)).toBe(true);
    const mine = calls.filter((c) => c.endpoint === `${endpoint}-rise`);
    expect(mine.length).toBe(failed + 1);
    expect(mine[0].message.title).toMatch(/^Back in stock: /);
    expect(mine[0].message.url).toMatch(/^\/products\//);
    await fx.queue.runDue(new Date(Date.now() + 7_200_000));
    expect(
      marketing.calls.filter((c) => (c.body as { endpoint: string }).endpoint === `${endpoint}-rise`),
    ).toHaveLength(failed + 1);
  });
});
