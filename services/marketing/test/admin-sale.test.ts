import request from 'supertest';
import { AUDIT_JOB } from '@storefront/service-platform';
import type { AdminSale, AdminSaleInput, AdminSaleList } from '@storefront/shared-domain/admin';
import { auditEntries, setUpAdminApp, staffHeaders } from './admin-helpers';

jest.setTimeout(60_000);

const T0 = new Date('2026-03-01T12:00:00Z');
const kit = setUpAdminApp('marketing-admin-sale', T0);
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

function saleInput(overrides: Partial<AdminSaleInput> = {}): AdminSaleInput {
  return {
    saleIsActive: true,
    startsAt: at(60).toISOString(),
    saleExpiresAt: at(120).toISOString(),
    discountPercent: 22.5,
    dailyDealPercent: 35,
    priority: 0,
    layoutSettings: {
      saleBanner: 'Spring bass week',
      showSaleBanner: true,
      showCountdownTimer: true,
      showEmailSubscriberPopup: true,
      showPushNotificationPopup: false,
      showGeoTransitBanner: false,
    },
    ...overrides,
  };
}

const put = (name: string, body: unknown) =>
  request(kit.app)
    .put(`/api/admin/marketing/sale/${encodeURIComponent(name)}`)
    .set(staffHeaders())
    .send(body as object);
const shopSales = () => request(kit.app).get('/api/sale-settings');
const current = async () => (await shopSales()).body.data[0];

describe('a scheduled sale starts and ends by itself', () => {
  beforeAll(async () => {
    // The seeded Fall Sale runs to the end of the year: switch it off so the scheduled sale is the only one.
    kit.clock.now = T0;
    const list = (await request(kit.app).get('/api/admin/marketing/sale').set(staffHeaders())).body as AdminSaleList;
    const fall = list.data.find((s) => s.name === 'Fall Sale')!;
    const { name: _n, status: _s, updatedAt: _u, ...input } = fall;
    expect((await put('Fall Sale', { ...input, saleIsActive: false })).status).toBe(200);
  });

  it('is created (201) and listed as scheduled with its percentages, not yet active for the shop', async () => {
    const res = await put('Spring Bass', saleInput());
    expect(res.status).toBe(201);
    const sale = res.body as AdminSale;
    expect(sale).toMatchObject({
      name: 'Spring Bass',
      status: 'scheduled',
      discountPercent: 22.5,
      dailyDealPercent: 35,
    });
    expect(sale.startsAt).toBe(at(60).toISOString());
    const shop = await current();
    expect(shop.saleIsActive).toBe(false);
  });

  it('before the start: the shop may cache the answer only until the start', async () => {
    kit.clock.now = at(50);
    const res = await shopSales();
    expect(res.body.data.every((s: { saleIsActive: boolean }) => !s.saleIsActive)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=10');
  });

  it('between start and end: active, first, with its stored fractions; cached only until its end', async () => {
    kit.clock.now = at(61);
    const res = await shopSales();
    expect(res.body.data[0]).toMatchObject({
      name: 'Spring Bass',
      saleIsActive: true,
      discountPercentage: 0.225,
      salePercentageDailyDeal: 0.35,
      saleExpiresAt: at(120).toISOString(),
    });
    expect(res.body.data[0].layoutSettings.saleBanner).toBe('Spring bass week');
    expect(res.headers['cache-control']).toBe('public, max-age=59');
    const admin = (await request(kit.app).get('/api/admin/marketing/sale').set(staffHeaders())).body as AdminSaleList;
    expect(admin.current).toBe('Spring Bass');
    expect(admin.data[0]).toMatchObject({ name: 'Spring Bass', status: 'active' });
    expect(admin.nextChangeAt).toBe(at(120).toISOString());
  });

  it('after the end: not active any more, and the list says ended', async () => {
    kit.clock.now = at(120);
    expect((await current()).saleIsActive).toBe(false);
    const admin = (await request(kit.app).get('/api/admin/marketing/sale').set(staffHeaders())).body as AdminSaleList;
    expect(admin.current).toBeNull();
    expect(admin.data.find((s) => s.name === 'Spring Bass')?.status).toBe('ended');
    // No start or end ahead: the usual minute.
    expect((await shopSales()).headers['cache-control']).toBe('public, max-age=60');
  });

  it('a switched-off sale never runs, even inside its dates', async () => {
    kit.clock.now = at(30);
    expect((await put('Spring Bass', saleInput({ saleIsActive: false }))).status).toBe(200);
    kit.clock.now = at(90);
    expect((await current()).saleIsActive).toBe(false);
    const admin = (await request(kit.app).get('/api/admin/marketing/sale').set(staffHeaders())).body as AdminSaleList;
    expect(admin.data.find((s) => s.name === 'Spring Bass')?.status).toBe('off');
  });
});

describe('PUT /api/admin/marketing/sale/:name validation', () => {
  it.each([
    [
      'the end before the start',
      { saleExpiresAt: at(10).toISOString() },
      'saleExpiresAt: The end must be after the start.',
    ],
    ['the end at the start', { saleExpiresAt: at(60).toISOString() }, 'The end must be after the start.'],
    ['a percentage over 100', { discountPercent: 101 }, 'discountPercent: Enter a percentage from 0 to 100'],
    ['a negative percentage', { dailyDealPercent: -1 }, 'dailyDealPercent: Enter a percentage'],
    ['three decimals', { discountPercent: 10.125 }, 'discountPercent'],
    [
      'a banner too long',
      { layoutSettings: { ...saleInput().layoutSettings, saleBanner: 'x'.repeat(301) } },
      'at most 300',
    ],
    ['a missing end', { saleExpiresAt: undefined }, 'saleExpiresAt'],
    ['a date that is not a date', { startsAt: 'next tuesday' }, 'startsAt'],
    ['a priority that is not whole', { priority: 1.5 }, 'priority'],
    ['an unknown field', { discountPercentage: 0.5 }, 'discountPercentage'],
  ])('refuses %s (400 with a message)', async (_what, change, message) => {
    const res = await put('Bad Sale', { ...saleInput(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toContain(message);
  });

  it('refuses a name with a slash or edge spaces', async () => {
    expect((await put(' Padded', saleInput())).status).toBe(400);
    expect((await put('a\\b', saleInput())).status).toBe(400);
  });

  it('stored nothing for the refused input', async () => {
    const admin = (await request(kit.app).get('/api/admin/marketing/sale').set(staffHeaders())).body as AdminSaleList;
    expect(admin.data.map((s) => s.name)).not.toContain('Bad Sale');
  });

  it('a sale without a start runs as soon as it is switched on', async () => {
    kit.clock.now = at(0);
    const res = await put('Flash', saleInput({ startsAt: null, saleExpiresAt: at(30).toISOString(), priority: 1 }));
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('active');
    expect((await current()).name).toBe('Flash');
  });
});

describe('GET /api/admin/marketing/sale/:name', () => {
  it('answers one sale, 404 for an unknown name, 400 for a name no sale can have', async () => {
    const one = await request(kit.app).get('/api/admin/marketing/sale/Spring%20Bass').set(staffHeaders());
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ name: 'Spring Bass', discountPercent: 22.5 });
    const missing = await request(kit.app).get('/api/admin/marketing/sale/Nope').set(staffHeaders());
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('No sale with that name');
    expect((await request(kit.app).get('/api/admin/marketing/sale/%20x').set(staffHeaders())).status).toBe(400);
  });
});

describe('concurrent saves', () => {
  it('two staff creating the same sale at once make one sale: one creates it (201), the other changes it (200)', async () => {
    const [a, b] = await Promise.all([
      put('Twice', saleInput({ discountPercent: 10 })),
      put('Twice', saleInput({ discountPercent: 20 })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const list = (await request(kit.app).get('/api/admin/marketing/sale').set(staffHeaders())).body as AdminSaleList;
    expect(list.data.filter((s) => s.name === 'Twice')).toHaveLength(1);
  });
});

describe('audit', () => {
  it('records each change with who, what, before and after', async () => {
    const entries = await auditEntries(kit.queue);
    const update = entries.find((e) => e.action === 'sale.update' && e.target.id === 'Spring Bass')!;
    expect(update.actor).toEqual({ accountId: '100003', email: 'staff@example.com' });
    expect((update.before as AdminSale).saleIsActive).toBe(true);
    expect((update.after as AdminSale).saleIsActive).toBe(false);
    expect(update.summary).toContain('Spring Bass');
    expect(entries.filter((e) => e.action === 'sale.create').map((e) => e.target.id)).toEqual([
      'Twice',
      'Flash',
      'Spring Bass',
    ]);
    expect((await kit.queue.list(AUDIT_JOB)).every((j) => j.key?.startsWith('audit:'))).toBe(true);
  });
});
