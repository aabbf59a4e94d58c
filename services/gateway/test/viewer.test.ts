// The viewer's identity at the gateway: resolved from the session, forwarded signed, never taken from outside.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { DEV_VIEWER_SECRET, VIEWER_HEADERS, readViewer, viewerHeaders } from '@storefront/service-platform';
import { createGatewayApp } from '../src/app';
import { csrfHeaders } from './csrf-headers';
import type { GatewayOptions } from '../src/app';
import { SERVICE_AREAS } from '../src/routes';
import type { ServiceArea } from '../src/routes';
import { oneFolderOptions, servicesAt } from './helpers';

const servers: Server[] = [];
let sessionReads = 0;
let accountUrl: string;
let echoUrl: string;
let deadUrl: string;
let failingUrl: string;
let hangingUrl: string;
const signedOut = new Set<string>();

function listen(app: express.Express): Promise<string> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      servers.push(server);
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

const USERS: Record<string, object> = {
  dealercookie: { account_id: '100002', email: 'dealer@example.com', role: 2, isDealer: true },
  shoppercookie: { account_id: '100001', email: 'shopper@example.com', role: 1, isDealer: false },
  staffcookie: {
    account_id: '100003',
    email: 'staff@example.com',
    role: 1,
    isDealer: false,
    staff: { permissions: ['orders', 'not-a-permission'] },
  },
};

beforeAll(async () => {
  const account = express();
  account.get('/api/auth/session', (req, res) => {
    sessionReads += 1;
    const cookie = /sa_session=([^;]+)/.exec(req.get('cookie') ?? '')?.[1] ?? '';
    res.json(USERS[cookie] && !signedOut.has(cookie) ? { user: USERS[cookie] } : {});
  });
  account.post('/api/auth/signout', (req, res) => {
    const cookie = /sa_session=([^;]+)/.exec(req.get('cookie') ?? '')?.[1] ?? '';
    signedOut.add(cookie);
    res.json({ ok: true, url: '/' });
  });
  accountUrl = await listen(account);
  // Every other service: answers the viewer it can verify with the shared secret.
  const echo = express();
  echo.all('/{*rest}', (req, res) => {
    res.json({ viewer: readViewer(req.headers, DEV_VIEWER_SECRET) });
  });
  echoUrl = await listen(echo);
  const dead = express();
  deadUrl = await listen(dead);
  await new Promise((r) => servers.pop()!.close(r));
  // An account service whose database is down (503), and one that never answers.
  const failing = express();
  failing.get('/api/auth/session', (_req, res) => {
    res.status(503).json({ error: { code: 'service_unavailable', message: 'down' } });
  });
  failingUrl = await listen(failing);
  const hanging = express();
  hanging.get('/api/auth/session', () => undefined);
  hangingUrl = await listen(hanging);
});

afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

function gateway(overrides: Partial<GatewayOptions> = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-viewer-'));
  return createGatewayApp({
    ...oneFolderOptions(tmp, echoUrl),
    services: { ...servicesAt(echoUrl), account: accountUrl },
    viewerCacheTtlMs: 60_000,
    ...overrides,
  });
}

describe('viewer identity at the gateway', () => {
  it('forwards the signed-in dealer, verifiable by the services', async () => {
    const res = await request(gateway())
      .get('/api/collections/car-subwoofers')
      .set('Cookie', 'sa_session=dealercookie');
    expect(res.status).toBe(200);
    expect(res.body.viewer).toEqual({ accountId: '100002', email: 'dealer@example.com', role: 2, isDealer: true });
  });

  it("forwards a staff member's permissions (known ones only), and none for a shopper", async () => {
    const staff = await request(gateway()).get('/api/admin/orders').set('Cookie', 'sa_session=staffcookie');
    expect(staff.body.viewer).toEqual({
      accountId: '100003',
      email: 'staff@example.com',
      role: 1,
      isDealer: false,
      staff: ['orders'],
    });
    const shopper = await request(gateway()).get('/api/admin/orders').set('Cookie', 'sa_session=shoppercookie');
    expect(shopper.body.viewer.staff).toBeUndefined();
  });

  it('strips viewer headers that come from outside, forged or even validly signed', async () => {
    const forged = viewerHeaders(
      { accountId: '100002', email: 'dealer@example.com', role: 2, isDealer: true },
      DEV_VIEWER_SECRET,
    );
    const res = await request(gateway()).get('/api/product/ABC').set(forged).set(VIEWER_HEADERS.role, '2');
    expect(res.body.viewer.accountId).toBeNull();
    expect(res.body.viewer.isDealer).toBe(false);

    const asShopper = await request(gateway())
      .get('/api/product/ABC')
      .set('Cookie', 'sa_session=shoppercookie')
      .set(forged);
    expect(asShopper.body.viewer).toMatchObject({ accountId: '100001', isDealer: false });
  });

  it('resolves a session cookie once within the cache time and again after a sign-out through the gateway', async () => {
    const app = gateway();
    const before = sessionReads;
    await request(app).get('/api/cartv2').set('Cookie', 'sa_session=shoppercookie; sa_cart_token=x');
    await request(app).get('/api/cartv2').set('Cookie', 'sa_session=shoppercookie');
    expect(sessionReads - before).toBe(1);
    await request(app).post('/api/auth/signout').set(csrfHeaders('sa_session=shoppercookie'));
    const after = await request(app).get('/api/cartv2').set('Cookie', 'sa_session=shoppercookie');
    expect(sessionReads - before).toBe(2);
    expect(after.body.viewer.accountId).toBeNull();
  });

  it('serves catalogue reads as a guest when the account service is down', async () => {
    const app = gateway({ services: withAccountAt(deadUrl) });
    const res = await request(app).get('/api/menu').set('Cookie', 'sa_session=dealercookie');
    expect(res.status).toBe(200);
    expect(res.body.viewer.accountId).toBeNull();
  });

  it('an unknown cookie is a guest', async () => {
    const res = await request(gateway()).get('/api/menu').set('Cookie', 'sa_session=nobody');
    expect(res.body.viewer).toMatchObject({ accountId: null, isDealer: false });
  });
});

function withAccountAt(url: string): Record<ServiceArea, string> {
  return { ...Object.fromEntries(SERVICE_AREAS.map((a) => [a, echoUrl])), account: url } as Record<ServiceArea, string>;
}

describe('a session that cannot be looked up', () => {
  it.each([
    ['down', () => deadUrl],
    ['failing (its database is down)', () => failingUrl],
    ['too slow', () => hangingUrl],
  ])(
    'account service %s: the cart and every write answer 503 session_unavailable, never as a guest',
    async (_, url) => {
      const app = gateway({ services: withAccountAt(url()) });
      const signedIn = 'sa_session=shoppercookie';
      for (const res of [
        await request(app).get('/api/orders').set('Cookie', signedIn),
        await request(app).get('/api/cartv2').set('Cookie', signedIn),
        await request(app).post('/api/reviews/SK2MM/votes').set(csrfHeaders(signedIn)).send({}),
      ]) {
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ error: { code: 'session_unavailable', message: expect.any(String) } });
        expect(res.headers['retry-after']).toBe('5');
        expect(res.headers['cache-control']).toBe('no-store');
      }
      // A guest (no session cookie) is unaffected.
      const guest = await request(app).get('/api/orders');
      expect(guest.status).toBe(200);
      expect(guest.body.viewer.accountId).toBeNull();
    },
  );

  it('serves a page that needs a session instead of sending a signed-in shopper to sign-in again', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-pages-'));
    fs.writeFileSync(path.join(tmp, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const app = gateway({ shellDir: tmp, services: withAccountAt(failingUrl) });
    const res = await request(app).get('/account/orders').set('Cookie', 'sa_session=x').set('Accept', 'text/html');
    expect(res.status).toBe(200);
  });
});

describe('pages that need a session', () => {
  function withShell() {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-pages-'));
    fs.writeFileSync(
      path.join(tmp, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body></body></html>',
    );
    return gateway({ shellDir: tmp });
  }

  it('send a visitor to sign-in with SessionRequired and the way back', async () => {
    const res = await request(withShell()).get('/account/orders?page=2').set('Accept', 'text/html');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(
      '/account/login?error=SessionRequired&callbackUrl=%2Faccount%2Forders%3Fpage%3D2',
    );
    const stale = await request(withShell())
      .get('/dealers')
      .set('Cookie', 'sa_session=nobody')
      .set('Accept', 'text/html');
    expect(stale.status).toBe(302);
  });

  it('send a visitor of the back office to sign-in, and serve its pages to a signed-in viewer, never cached', async () => {
    const signedOut = await request(withShell()).get('/admin/orders?status=paid').set('Accept', 'text/html');
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.location).toBe(
      '/account/login?error=SessionRequired&callbackUrl=%2Fadmin%2Forders%3Fstatus%3Dpaid',
    );
    for (const path of ['/admin', '/admin/orders/100123', '/admin/catalogue/RP-150.4AB', '/admin/no-such-section']) {
      const res = await request(withShell())
        .get(path)
        .set('Cookie', 'sa_session=staffcookie')
        .set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  });

  it('serve the page to a signed-in viewer, and the sign-in page to everyone', async () => {
    const app = withShell();
    expect(
      (await request(app).get('/account').set('Cookie', 'sa_session=dealercookie').set('Accept', 'text/html')).status,
    ).toBe(200);
    expect((await request(app).get('/account/login?error=SessionRequired').set('Accept', 'text/html')).status).toBe(
      200,
    );
    expect((await request(app).get('/collections/car-subwoofers').set('Accept', 'text/html')).status).toBe(200);
  });
});
