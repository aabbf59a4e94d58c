import express from 'express';
import request from 'supertest';
import {
  DEV_VIEWER_SECRET,
  GUEST_VIEWER,
  VIEWER_HEADERS,
  createServiceApp,
  isDealer,
  readViewer,
  requireDealer,
  requireSignedIn,
  requireStaff,
  viewerHeaders,
  viewerOf,
  viewerSecretFromEnv,
} from '../src';
import type { Viewer } from '../src';

const DEALER: Viewer = { accountId: '100002', email: 'dealer+vip@example.com', role: 2, isDealer: true };
const SHOPPER: Viewer = { accountId: '100001', email: 'shopper@example.com', role: 1, isDealer: false };

describe('isDealer', () => {
  it.each([
    [{ role: 2 }, true],
    [{ role: 1, is_dealer: true }, true],
    [{ role: 1, isDealer: true }, true],
    [{ role: 1, is_dealer: false, isDealer: false }, false],
    [{ role: null }, false],
    [{}, false],
  ])('%j is a dealer: %p', (account, expected) => {
    expect(isDealer(account)).toBe(expected);
  });
});

describe('viewer headers', () => {
  it('round-trip a signed viewer', () => {
    expect(readViewer(viewerHeaders(DEALER, DEV_VIEWER_SECRET), DEV_VIEWER_SECRET)).toEqual(DEALER);
    expect(viewerHeaders(GUEST_VIEWER, DEV_VIEWER_SECRET)).toEqual({});
  });

  it.each([
    ['no headers', {}],
    [
      'a role without a signature',
      { [VIEWER_HEADERS.accountId]: '1', [VIEWER_HEADERS.role]: '2', [VIEWER_HEADERS.dealer]: '1' },
    ],
    [
      'a dealer flag added to a shopper',
      { ...viewerHeaders(SHOPPER, DEV_VIEWER_SECRET), [VIEWER_HEADERS.dealer]: '1' },
    ],
    ['another account id', { ...viewerHeaders(SHOPPER, DEV_VIEWER_SECRET), [VIEWER_HEADERS.accountId]: '100002' }],
    ['another secret', viewerHeaders(DEALER, 'some-other-secret-of-enough-length')],
    ['a malformed email', { ...viewerHeaders(DEALER, DEV_VIEWER_SECRET), [VIEWER_HEADERS.email]: '%E0%A4%A' }],
  ])('%s is a guest', (_name, headers) => {
    expect(readViewer(headers, DEV_VIEWER_SECRET)).toEqual(GUEST_VIEWER);
  });

  it('production needs a real secret', () => {
    expect(() => viewerSecretFromEnv({ NODE_ENV: 'production' })).toThrow(/VIEWER_HEADER_SECRET is required/);
    expect(() => viewerSecretFromEnv({ VIEWER_HEADER_SECRET: 'short' })).toThrow(/at least 16/);
    expect(viewerSecretFromEnv({ NODE_ENV: 'production', VIEWER_HEADER_SECRET: 'x'.repeat(32) })).toBe('x'.repeat(32));
    expect(viewerSecretFromEnv({})).toBe(DEV_VIEWER_SECRET);
  });
});

describe('service apps read the viewer once, through viewerOf', () => {
  const app = createServiceApp({
    name: 'viewer-test',
    viewerSecret: DEV_VIEWER_SECRET,
    mount: (a: express.Express) => {
      a.get('/who', (req, res) => res.json(viewerOf(req)));
      a.get('/mine', requireSignedIn, (req, res) => res.json({ accountId: viewerOf(req).accountId }));
      a.get('/dealers-only', requireDealer, (_req, res) => res.json({ ok: true }));
    },
  });

  it('answers the verified viewer', async () => {
    expect((await request(app).get('/who').set(viewerHeaders(DEALER, DEV_VIEWER_SECRET))).body).toEqual(DEALER);
    expect((await request(app).get('/who').set(VIEWER_HEADERS.accountId, '100002')).body).toEqual(GUEST_VIEWER);
  });

  it('guards routes for signed-in viewers and dealers', async () => {
    expect((await request(app).get('/mine')).status).toBe(401);
    expect((await request(app).get('/mine')).body.error.code).toBe('unauthorized');
    expect((await request(app).get('/mine').set(viewerHeaders(SHOPPER, DEV_VIEWER_SECRET))).body).toEqual({
      accountId: '100001',
    });
    expect((await request(app).get('/dealers-only')).status).toBe(401);
    expect((await request(app).get('/dealers-only').set(viewerHeaders(SHOPPER, DEV_VIEWER_SECRET))).status).toBe(403);
    expect((await request(app).get('/dealers-only').set(viewerHeaders(DEALER, DEV_VIEWER_SECRET))).status).toBe(200);
  });
});

describe('staff viewers', () => {
  const SECRET = 'a-secret-of-at-least-16';
  const STAFF: Viewer = {
    accountId: '100003',
    email: 'staff@example.com',
    role: 1,
    isDealer: false,
    staff: ['orders'],
  };

  it('carry their permissions through the signed headers, and a changed permission list is a guest', () => {
    const headers = viewerHeaders(STAFF, SECRET);
    expect(readViewer(headers, SECRET)).toEqual(STAFF);
    expect(readViewer({ ...headers, [VIEWER_HEADERS.staff]: 'orders,catalogue' }, SECRET)).toBe(GUEST_VIEWER);
    const { [VIEWER_HEADERS.staff]: _dropped, ...withoutStaff } = headers;
    expect(readViewer(withoutStaff, SECRET)).toBe(GUEST_VIEWER);
    expect(readViewer({ ...viewerHeaders(SHOPPER, SECRET), [VIEWER_HEADERS.staff]: 'orders' }, SECRET)).toBe(
      GUEST_VIEWER,
    );
  });

  it('a staff account with no permission left is still staff (it reads the audit log)', () => {
    const none: Viewer = { ...STAFF, staff: [] };
    expect(readViewer(viewerHeaders(none, SECRET), SECRET)).toEqual(none);
  });

  it('requireStaff refuses guests (401), shoppers, dealers and staff without the permission (403)', async () => {
    const app = express();
    app.use((req, _res, next) => {
      req.viewer = readViewer(req.headers, SECRET);
      next();
    });
    app.get('/orders', requireStaff('orders'), (_req, res) => res.json({ ok: true }));
    app.get('/audit', requireStaff(null), (_req, res) => res.json({ ok: true }));
    app.use((err: { status: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(err.status).end();
    });
    const as = (v: Viewer | null, path: string) =>
      request(app)
        .get(path)
        .set(v ? viewerHeaders(v, SECRET) : {});
    expect((await as(null, '/orders')).status).toBe(401);
    expect((await as(SHOPPER, '/orders')).status).toBe(403);
    expect((await as(DEALER, '/orders')).status).toBe(403);
    expect((await as({ ...STAFF, staff: ['reviews'] }, '/orders')).status).toBe(403);
    expect((await as(STAFF, '/orders')).status).toBe(200);
    expect((await as({ ...STAFF, staff: [] }, '/audit')).status).toBe(200);
    expect((await as(SHOPPER, '/audit')).status).toBe(403);
  });
});
