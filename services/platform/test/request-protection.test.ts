// What every service app enforces before a route runs: the CSRF guard on every write,
// the client address only from the gateway's signature, and no write after the caller has gone.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import {
  CLIENT_ADDRESS_HEADERS,
  DEV_VIEWER_SECRET,
  assertCallerPresent,
  callerSignalOf,
  clientAddressHeaders,
  csrfHeaders,
  csrfOptionsFromEnv,
  DEV_SERVER_ORIGINS,
  devServersEnabled,
  requireServiceCall,
  serviceCallHeaders,
  trustProxyFromEnv,
} from '../src';
import { appWithApiRoutes } from './kit';

const writes: string[] = [];

function makeApp(csrf?: { publicOrigin?: string; embedOrigins?: string[]; devOrigins?: readonly string[] }) {
  return appWithApiRoutes({ name: 'protection-test', viewerSecret: DEV_VIEWER_SECRET, csrf }, (router) => {
    router.get('/ip', (req, res) => {
      res.json({ ip: req.ip });
    });
    router.post('/write', (req, res) => {
      writes.push(String(req.body?.name ?? ''));
      res.json({ ok: true, ip: req.ip });
    });
    router.delete('/write', (_req, res) => {
      writes.push('deleted');
      res.json({ ok: true });
    });
    router.post('/slow-write', async (req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      assertCallerPresent(req);
      writes.push(String(req.body?.name ?? ''));
      res.json({ ok: true });
    });
    router.get('/slow-read', async (req, res) => {
      const signal = callerSignalOf(req);
      await new Promise((resolve) => setTimeout(resolve, 300));
      res.json({ abortedBeforeAnswer: signal.aborted });
    });
    router.put('/internal/score/:sku', requireServiceCall, (req, res) => {
      writes.push(`score:${req.params.sku}`);
      res.json({ ok: true });
    });
  });
}

beforeEach(() => {
  writes.length = 0;
});

describe('CSRF guard on every state-changing route of every service', () => {
  const app = makeApp({ embedOrigins: ['https://integrator.example'] });
  const host = '127.0.0.1';

  it('refuses a write without the token, changing nothing (403 invalid_csrf_token)', async () => {
    for (const method of ['post', 'delete'] as const) {
      const res = await request(app)[method]('/api/write').send({ name: 'x' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: { code: 'invalid_csrf_token', message: 'Missing or invalid CSRF token' } });
    }
    expect(writes).toEqual([]);
  });

  it('accepts the signed token repeated in the header, from the same origin', async () => {
    const res = await request(app)
      .post('/api/write')
      .set(csrfHeaders(DEV_VIEWER_SECRET))
      .set('Origin', `http://${host}`)
      .set('Host', host)
      .send({ name: 'ok' });
    expect(res.status).toBe(200);
    expect(writes).toEqual(['ok']);
  });

  it('refuses a token it did not sign, a cookie without the header, and a header that differs', async () => {
    const foreign = csrfHeaders('another-secret-of-enough-length');
    const own = csrfHeaders(DEV_VIEWER_SECRET);
    const other = csrfHeaders(DEV_VIEWER_SECRET);
    for (const headers of [foreign, { Cookie: own.Cookie }, { Cookie: own.Cookie, 'x-sa-csrf': other['x-sa-csrf'] }]) {
      const res = await request(app).post('/api/write').set(headers).send({ name: 'x' });
      expect(res.status).toBe(403);
    }
    expect(writes).toEqual([]);
  });

  it('refuses a write from another site even with a valid token (Origin or Sec-Fetch-Site)', async () => {
    const writeWith = (header: string, value: string) =>
      request(app).post('/api/write').set(csrfHeaders(DEV_VIEWER_SECRET)).set(header, value).send({ name: 'x' });
    const viaOrigin = await writeWith('Origin', 'https://evil.example');
    expect(viaOrigin.status).toBe(403);
    expect(viaOrigin.body.error.code).toBe('cross_site_request');
    expect((await writeWith('Sec-Fetch-Site', 'cross-site')).status).toBe(403);
    expect(writes).toEqual([]);
  });

  it("accepts a configured integrator's origin (the embedded cart), and no other", async () => {
    const embedded = await request(app)
      .post('/api/write')
      .set('Origin', 'https://integrator.example')
      .send({ name: 'embed' });
    expect(embedded.status).toBe(200);
    const lookalike = await request(app)
      .post('/api/write')
      .set('Origin', 'https://integrator.example.evil.example')
      .send({ name: 'x' });
    expect(lookalike.status).toBe(403);
    expect(writes).toEqual(['embed']);
  });

  it('refuses before reading the body: a large cross-site body is a 403, not a 413', async () => {
    const res = await request(app)
      .post('/api/write')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(500_000) }));
    expect(res.status).toBe(403);
  });

  it('leaves reads alone', async () => {
    expect((await request(app).get('/api/ip').set('Origin', 'https://evil.example')).status).toBe(200);
  });
});

describe('the remotes’ dev servers', () => {
  const devServer = 'http://localhost:3001';

  it('are another site without development mode, even with the token (npm start, NODE_ENV unset or test)', async () => {
    const res = await request(makeApp())
      .post('/api/write')
      .set(csrfHeaders(DEV_VIEWER_SECRET))
      .set('Origin', devServer)
      .send({ name: 'x' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('cross_site_request');
    expect(writes).toEqual([]);
  });

  it('in development mode still need the token, like a page of the store', async () => {
    const app = makeApp(csrfOptionsFromEnv(DEV_VIEWER_SECRET, { STOREFRONT_DEV_SERVERS: '1' }));
    const without = await request(app).post('/api/write').set('Origin', devServer).send({ name: 'x' });
    expect(without.status).toBe(403);
    expect(without.body.error.code).toBe('invalid_csrf_token');
    const withToken = await request(app)
      .post('/api/write')
      .set(csrfHeaders(DEV_VIEWER_SECRET))
      .set('Origin', devServer)
      .send({ name: 'dev' });
    expect(withToken.status).toBe(200);
    expect(writes).toEqual(['dev']);
  });
});

describe('client address (req.ip) only from the gateway', () => {
  const app = makeApp();

  it('uses the address the gateway signed', async () => {
    const res = await request(app).get('/api/ip').set(clientAddressHeaders('203.0.113.5', DEV_VIEWER_SECRET));
    expect(res.body.ip).toBe('203.0.113.5');
  });

  it('ignores X-Forwarded-For and forged or malformed address headers: the socket peer is the client', async () => {
    const peer = (await request(app).get('/api/ip')).body.ip as string;
    expect(peer).toMatch(/127\.0\.0\.1|::1/);
    const attempts: Array<Record<string, string>> = [
      { 'X-Forwarded-For': '198.51.100.1' },
      { [CLIENT_ADDRESS_HEADERS.address]: '198.51.100.1' },
      clientAddressHeaders('198.51.100.1', 'another-secret-of-enough-length'),
      { ...clientAddressHeaders('198.51.100.1', DEV_VIEWER_SECRET), [CLIENT_ADDRESS_HEADERS.address]: '198.51.100.2' },
      clientAddressHeaders('not-an-address', DEV_VIEWER_SECRET),
    ];
    for (const headers of attempts) {
      expect((await request(app).get('/api/ip').set(headers)).body.ip).toBe(peer);
    }
  });
});

describe('work whose caller has gone', () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    server = http.createServer(makeApp());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /** Sends a request and drops the connection after `abortAfterMs` (or waits for the answer when null). */
  function send(method: string, path: string, body: unknown, abortAfterMs: number | null) {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const headers: Record<string, string | number> = {
      ...csrfHeaders(DEV_VIEWER_SECRET),
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(payload),
    };
    return new Promise<{ status: number; body: string } | 'aborted'>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', () => resolve('aborted'));
      req.end(payload);
      if (abortAfterMs !== null) setTimeout(() => req.destroy(), abortAfterMs);
    });
  }

  it('does not commit a write after the caller dropped the connection', async () => {
    expect(await send('POST', '/api/slow-write', { name: 'gone' }, 50)).toBe('aborted');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(writes).toEqual([]);
  });

  it('commits it when the caller waits for the answer', async () => {
    const answer = await send('POST', '/api/slow-write', { name: 'stayed' }, null);
    expect(answer).toEqual({ status: 200, body: '{"ok":true}' });
    expect(writes).toEqual(['stayed']);
  });

  it('signals the route when its caller has gone, and not while the caller waits', async () => {
    const answer = await send('GET', '/api/slow-read', undefined, null);
    expect(answer).toEqual({ status: 200, body: '{"abortedBeforeAnswer":false}' });
  });
});

describe('service-to-service calls', () => {
  const app = makeApp();
  const path = '/api/internal/score/SKU-1';

  it('accepts a call another service signed for this method and path, without a browser token', async () => {
    const res = await request(app)
      .put(path)
      .set(serviceCallHeaders('PUT', path, DEV_VIEWER_SECRET))
      .send({});
    expect(res.status).toBe(200);
    expect(writes).toEqual(['score:SKU-1']);
  });

  it('refuses unsigned, foreign, stale and re-targeted signatures (403), even with a browser token', async () => {
    const attempts: Array<Record<string, string>> = [
      csrfHeaders(DEV_VIEWER_SECRET),
      { ...csrfHeaders(DEV_VIEWER_SECRET), ...serviceCallHeaders('PUT', path, 'another-secret-of-enough-length') },
      serviceCallHeaders('PUT', path, DEV_VIEWER_SECRET, Date.now() - 120_000),
      serviceCallHeaders('PUT', '/api/internal/score/SKU-2', DEV_VIEWER_SECRET),
      serviceCallHeaders('POST', path, DEV_VIEWER_SECRET),
    ];
    for (const headers of attempts) {
      expect((await request(app).put(path).set(headers).send({})).status).toBe(403);
    }
    expect(writes).toEqual([]);
  });
});

describe('TRUST_PROXY', () => {
  it('names the proxies in front of a server, with a default per server', () => {
    expect(trustProxyFromEnv(false, {})).toBe(false);
    expect(trustProxyFromEnv('loopback', { TRUST_PROXY: '' })).toBe('loopback');
    expect(trustProxyFromEnv(false, { TRUST_PROXY: '2' })).toBe(2);
    expect(trustProxyFromEnv(false, { TRUST_PROXY: 'true' })).toBe(true);
    expect(trustProxyFromEnv('loopback', { TRUST_PROXY: 'false' })).toBe(false);
    expect(trustProxyFromEnv(false, { TRUST_PROXY: '10.0.0.0/8' })).toBe('10.0.0.0/8');
  });
});

describe('csrfOptionsFromEnv', () => {
  it('trusts the dev servers only in the explicit development mode, never in production', () => {
    const secret = 's'.repeat(32);
    const plain = csrfOptionsFromEnv(secret, { EMBED_ALLOWED_ORIGINS: 'https://dealer.example, ' });
    expect(plain.embedOrigins).toEqual(['https://dealer.example']);
    expect(plain.devOrigins).toEqual([]);
    // A NODE_ENV other than production is not development mode (npm start sets none).
    expect(csrfOptionsFromEnv(secret, { NODE_ENV: 'development' }).devOrigins).toEqual([]);
    expect(csrfOptionsFromEnv(secret, { STOREFRONT_DEV_SERVERS: '' }).devOrigins).toEqual([]);
    const dev = csrfOptionsFromEnv(secret, { STOREFRONT_DEV_SERVERS: '1' });
    expect(dev.devOrigins).toEqual(DEV_SERVER_ORIGINS);
    expect(dev.embedOrigins).toEqual([]);
    expect(csrfOptionsFromEnv(secret, { STOREFRONT_DEV_SERVERS: '1', NODE_ENV: 'production' }).devOrigins).toEqual([]);
    expect(devServersEnabled({ STOREFRONT_DEV_SERVERS: 'true' })).toBe(true);
  });
});
