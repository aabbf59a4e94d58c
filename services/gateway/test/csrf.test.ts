// Every state-changing /api route of every service is protected at the gateway: same-site Origin plus the signed
// double-submit token.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { createGatewayApp } from '../src/app';
import type { GatewayOptions } from '../src/app';
import { gatewayConfig } from '../src/config';
import { DEV_VIEWER_SECRET, isValidCsrfToken, newCsrfToken } from '@storefront/service-platform';
import { API_ROUTES } from '../src/routes';
import { csrfHeaders } from './csrf-headers';
import { oneFolderOptions } from './helpers';

let server: Server;
let upstreamUrl: string;
let writesSeen = 0;

beforeAll(async () => {
  const upstream = express();
  upstream.all('/{*rest}', (req, res) => {
    if (req.method !== 'GET') writesSeen += 1;
    if (req.path === '/api/auth/csrf') res.cookie('sa_session', 'service-session', { httpOnly: true });
    res.json({ ok: true });
  });
  await new Promise<void>((resolve) => {
    server = upstream.listen(0, '127.0.0.1', () => resolve());
  });
  upstreamUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

function gateway(overrides: Partial<GatewayOptions> = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-csrf-'));
  fs.writeFileSync(
    path.join(tmp, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  return createGatewayApp({
    ...oneFolderOptions(tmp, upstreamUrl),
    publicOrigin: 'https://shop.example.com',
    embedOrigins: ['https://dealer-site.example'],
    ...overrides,
  });
}

let app: ReturnType<typeof gateway>;
beforeAll(() => {
  app = gateway();
});
// One write path per service prefix: every service's state-changing routes are covered by the same guard.
const WRITE_PATHS = API_ROUTES.map((rule) => ('prefix' in rule ? rule.prefix : rule.exact));

describe('CSRF and origin checks at the gateway', () => {
  it('pages and API answers hand out a signed token cookie', async () => {
    const page = await request(app).get('/collections/car-subwoofers').set('Accept', 'text/html');
    const cookie = (page.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sa_csrf='))!;
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
    expect(isValidCsrfToken(cookie.split(';')[0].slice('sa_csrf='.length), DEV_VIEWER_SECRET)).toBe(true);
    const api = await request(app).get('/api/menu');
    expect(String(api.headers['set-cookie'])).toContain('sa_csrf=');
    const again = await request(app).get('/api/menu').set(csrfHeaders());
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it.each(WRITE_PATHS)('POST %s without the token is refused and never reaches the service', async (p) => {
    const before = writesSeen;
    const res = await request(app).post(p).set('Content-Type', 'application/json').send({});
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('invalid_csrf_token');
    expect(writesSeen).toBe(before);
  });

  it.each([
    ['no header', (h: Record<string, string>) => ({ Cookie: h.Cookie })],
    ['no cookie', (h: Record<string, string>) => ({ 'x-sa-csrf': h['x-sa-csrf'] })],
    [
      'header from another token',
      (h: Record<string, string>) => ({ ...h, 'x-sa-csrf': newCsrfToken(DEV_VIEWER_SECRET) }),
    ],
    [
      'a token the gateway did not sign',
      () => {
        const forged = newCsrfToken('some-other-secret-of-16+chars');
        return { Cookie: `sa_csrf=${forged}`, 'x-sa-csrf': forged };
      },
    ],
  ])('%s: 403', async (_name, make) => {
    const res = await request(app).delete('/api/cartv2').set(make(csrfHeaders()));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('invalid_csrf_token');
  });

  it.each(['PATCH', 'PUT', 'DELETE', 'POST'] as const)(
    '%s with the token from this site goes through',
    async (method) => {
      const agent = request(app);
      const send = { PATCH: agent.patch, PUT: agent.put, DELETE: agent.delete, POST: agent.post }[method].bind(agent);
      const res = await send('/api/cartv2/items/SK2MM')
        .set(csrfHeaders())
        .set('Origin', 'https://shop.example.com')
        .set('Sec-Fetch-Site', 'same-origin');
      expect(res.status).toBe(200);
    },
  );

  it('another site is refused even with a token; a text/plain form post too', async () => {
    const cross = await request(app).post('/api/cartv2').set(csrfHeaders()).set('Origin', 'https://evil.example');
    expect(cross.status).toBe(403);
    expect(cross.body.error.code).toBe('cross_site_request');
    const form = await request(app)
      .post('/api/auth/_log')
      .set('Content-Type', 'text/plain')
      .set('Sec-Fetch-Site', 'cross-site')
      .send('{"level":"error"}');
    expect(form.status).toBe(403);
  });

  it("a configured integrator's page may write through the embedded cart", async () => {
    const res = await request(app).post('/api/cartv2').set('Origin', 'https://dealer-site.example').send({});
    expect(res.status).toBe(200);
  });

  it("next-auth's form posts carry the session-bound token in the body, not our header: they pass to the account service", async () => {
    // next-auth's own client knows nothing of x-sa-csrf; the account service checks its csrfToken (account tests).
    for (const path of ['/api/auth/callback/credentials', '/api/auth/signin/credentials', '/api/auth/signout']) {
      const res = await request(app)
        .post(path)
        .set('Origin', 'https://shop.example.com')
        .type('form')
        .send({ csrfToken: 'from-get-api-auth-csrf', json: 'true' });
      expect(res.status).toBe(200);
    }
    const log = await request(app).post('/api/auth/_log').type('form').send({ level: 'error', code: 'X' });
    expect(log.status).toBe(200);
    // Still only from this site, and only those routes: sign-up and the rest keep the double-submit token.
    const cross = await request(app)
      .post('/api/auth/callback/credentials')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ csrfToken: 'x' });
    expect(cross.status).toBe(403);
    for (const path of ['/api/auth/signup', '/api/auth/callback/credentials/extra', '/api/account/profile']) {
      const res = await request(app).post(path).type('form').send({ csrfToken: 'x' });
      expect(res.status).toBe(403);
    }
  });

  it('a first answer of /api/auth/csrf keeps the gateway token cookie beside the service cookie', async () => {
    const res = await request(app).get('/api/auth/csrf');
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies.some((c) => c.startsWith('sa_csrf='))).toBe(true);
    expect(cookies.some((c) => c.startsWith('sa_session='))).toBe(true);
  });

  it('reads need no token', async () => {
    expect((await request(app).get('/api/cartv2').set('Origin', 'https://evil.example')).status).toBe(200);
  });
});

describe('npm start is not development mode', () => {
  const DEV_SERVER = 'http://localhost:3001';
  // What scripts/start.mjs gives the gateway without --dev-servers (NODE_ENV unset).
  const underNpmStart = () =>
    gateway({
      development: gatewayConfig({ STOREFRONT_DEV_SERVERS: '', PUBLIC_ORIGIN: 'http://localhost:8080' }).development,
    });

  it('a dev server origin gets no CORS grant and cannot write, even with the token and a session', async () => {
    const app = underNpmStart();
    const read = await request(app).get('/api/account').set('Origin', DEV_SERVER).set('Cookie', 'sa_session=abc');
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await request(app)
      .options('/api/cartv2')
      .set('Origin', DEV_SERVER)
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const before = writesSeen;
    const write = await request(app)
      .post('/api/cartv2')
      .set(csrfHeaders('sa_session=abc'))
      .set('Origin', DEV_SERVER)
      .send({});
    expect(write.status).toBe(403);
    expect(write.body.error.code).toBe('cross_site_request');
    expect(write.headers['access-control-allow-credentials']).toBeUndefined();
    expect(writesSeen).toBe(before);
  });

  it('the page CSP names no dev server and no ws:', async () => {
    const page = await request(underNpmStart()).get('/collections/car-subwoofers').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).not.toMatch(/localhost:300|127\.0\.0\.1:300|ws:/);
  });

  it('in development mode (npm run dev:stack) a dev server is granted CORS but still needs the token', async () => {
    const app = gateway({ development: gatewayConfig({ STOREFRONT_DEV_SERVERS: '1' }).development });
    const before = writesSeen;
    const without = await request(app).post('/api/cartv2').set('Origin', DEV_SERVER).send({});
    expect(without.status).toBe(403);
    expect(without.body.error.code).toBe('invalid_csrf_token');
    expect(without.headers['access-control-allow-origin']).toBe(DEV_SERVER);
    expect(writesSeen).toBe(before);
    const withToken = await request(app).post('/api/cartv2').set(csrfHeaders()).set('Origin', DEV_SERVER).send({});
    expect(withToken.status).toBe(200);
  });
});
