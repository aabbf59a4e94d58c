import request from 'supertest';
import { marketingModels } from '../src/models';
import { serviceApi } from '../src/routes/openapi';
import { auditEntries, setUpAdminApp, staffHeaders } from './admin-helpers';
import { dealerHeaders, shopperHeaders } from './helpers';

jest.setTimeout(60_000);

const kit = setUpAdminApp('marketing-admin-permissions');
let subscriberId = '';

beforeAll(async () => {
  const doc = await marketingModels(kit.db.connection).Subscriber.create({
    email: 'perm@example.com',
    email_consent: true,
    email_consent_ts: new Date('2026-01-01T00:00:00Z'),
    sources: ['footer'],
  });
  subscriberId = String(doc._id);
});

const saleBody = {
  saleIsActive: true,
  startsAt: null,
  saleExpiresAt: '2026-12-31T23:59:59.000Z',
  discountPercent: 10,
  dailyDealPercent: 12,
  priority: 5,
  layoutSettings: {
    saleBanner: 'Ten off',
    showSaleBanner: true,
    showCountdownTimer: false,
    showEmailSubscriberPopup: true,
    showPushNotificationPopup: true,
    showGeoTransitBanner: false,
  },
};
const pageBody = {
  title: 'Permissions',
  description: 'A page the permission table writes.',
  blocks: [{ type: 'paragraph', text: 'Hello' }],
  published: true,
};

interface AdminRoute {
  method: 'get' | 'put' | 'post';
  path: () => string;
  body?: object;
  ok: number;
}

const ROUTES: AdminRoute[] = [
  { method: 'get', path: () => '/api/admin/marketing/sale', ok: 200 },
  { method: 'get', path: () => '/api/admin/marketing/sale/Fall%20Sale', ok: 200 },
  { method: 'put', path: () => '/api/admin/marketing/sale/Permission%20Sale', body: saleBody, ok: 201 },
  { method: 'get', path: () => '/api/admin/marketing/subscribers', ok: 200 },
  { method: 'get', path: () => '/api/admin/marketing/subscribers/export', ok: 200 },
  { method: 'get', path: () => `/api/admin/marketing/subscribers/${subscriberId}`, ok: 200 },
  {
    method: 'post',
    path: () => `/api/admin/marketing/subscribers/${subscriberId}/opt-out`,
    body: { channel: 'email' },
    ok: 200,
  },
  { method: 'get', path: () => '/api/admin/marketing/content', ok: 200 },
  { method: 'get', path: () => '/api/admin/marketing/content/about-us', ok: 200 },
  { method: 'put', path: () => '/api/admin/marketing/content/permissions', body: pageBody, ok: 201 },
];

const call = (route: AdminRoute, headers: Record<string, string>) => {
  const req = request(kit.app)[route.method](route.path()).set(headers);
  return route.body ? req.send(route.body) : req;
};

const label = (r: AdminRoute) => `${r.method.toUpperCase()} ${r.path().replace(/[a-f0-9]{24}/, ':id')}`;

it('the table covers every back-office route the service declares', () => {
  const declared = serviceApi.routes
    .filter((r) => r.path.startsWith('/api/admin/'))
    .map((r) => `${r.method.toUpperCase()} ${r.path}`)
    .sort();
  const covered = ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path()}`)
    .map((k) => k.replace(/[a-f0-9]{24}/, ':id').replace(/(Permission|Fall)%20Sale/, ':name'))
    .map((k) => k.replace('/content/about-us', '/content/:slug').replace('/content/permissions', '/content/:slug'));
  expect([...new Set(covered)].sort()).toEqual(declared);
});

describe.each(ROUTES.map((r) => [label(r), r] as const))('%s', (_name, route) => {
  it('refuses a guest (401)', async () => {
    const res = await call(route, {});
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it.each([
    ['a shopper', shopperHeaders],
    ['a dealer', dealerHeaders],
    ['staff without the marketing permission', staffHeaders(['orders', 'catalogue', 'reviews'])],
    ['staff with no permission at all', staffHeaders([])],
  ])('refuses %s (403)', async (_who, headers) => {
    const res = await call(route, headers);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
  });

  it('answers staff with the marketing permission, never cached', async () => {
    const res = await call(route, staffHeaders(['marketing']));
    expect(res.status).toBe(route.ok);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

it('the refused calls changed nothing and recorded nothing; the allowed writes were audited', async () => {
  const entries = await auditEntries(kit.queue);
  expect(entries.map((e) => e.action).sort()).toEqual(['content.create', 'sale.create', 'subscriber.opt-out-email']);
  expect(entries.every((e) => e.actor.accountId === '100003' && e.area === 'marketing')).toBe(true);
});
