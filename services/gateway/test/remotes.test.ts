// Versioned remotes served from the store, /remotes.json from the runtime registry (no restart), canary and
// signed override, CORS for integrators and dev servers, the development CSP, and a shutdown that does not hold
// clients on idle keep-alive connections.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { DEV_VIEWER_SECRET } from '@storefront/service-platform';
import { createGatewayApp } from '../src/app';
import type { GatewayOptions } from '../src/app';
import { gatewayConfig } from '../src/config';
import { REMOTE_AREAS } from '../src/routes';
import { writeRegistryFile } from '../src/remotes/registry';
import type { RemoteRegistry } from '../src/remotes/registry';
import { signRemoteOverride } from '../src/remotes/override';
import { createGatewayServer, shutDownGracefully } from '../src/server';
import { csrfHeaders } from './csrf-headers';
import { remoteManifestUrls, servicesAt } from './helpers';

jest.setTimeout(20_000);

const INTEGRATOR = 'https://dealer-site.example';
const V1 = '0.1.0-aaaaaaa';
const V2 = '0.2.0-bbbbbbb';

let tmp: string;
let upstream: http.Server;
let upstreamUrl: string;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-remotes-'));
  write(path.join(tmp, 'shell/index.html'), '<!doctype html><html><head></head><body></body></html>');
  for (const area of REMOTE_AREAS) {
    write(
      path.join(tmp, `mfe-${area}/dist/mf-manifest.json`),
      JSON.stringify({ metaData: { buildInfo: { buildVersion: '0.1.0' } } }),
    );
    write(path.join(tmp, `mfe-${area}/dist/remoteEntry.js`), `/* ${area} dev entry */`);
  }
  write(path.join(tmp, 'mfe-cart/dist/cart-embed.js'), '/* embed loader */');
  write(path.join(tmp, 'mfe-cart/dist/server/server.js'), '/* cart server code */');
  write(path.join(tmp, 'shell/server/server.js'), '/* shell server code */');
  for (const version of [V1, V2]) {
    write(path.join(tmp, `store/cart/${version}/mf-manifest.json`), JSON.stringify({ version }));
    write(path.join(tmp, `store/cart/${version}/remoteEntry.js`), `/* cart ${version} */`);
    write(path.join(tmp, `store/cart/${version}/129.d76a4c3e.chunk.js`), `/* chunk of ${version} */`);
    write(path.join(tmp, `store/cart/${version}/server/server.js`), `/* cart ${version} server code */`);
  }
  const api = express();
  api.all('/{*rest}', (req, res) => {
    res.json({ method: req.method, url: req.originalUrl });
  });
  await new Promise<void>((resolve) => {
    upstream = api.listen(0, '127.0.0.1', () => resolve());
  });
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((r) => upstream.close(r));
  fs.rmSync(tmp, { recursive: true, force: true });
});

let registryCount = 0;
function options(overrides: Partial<GatewayOptions> = {}): GatewayOptions {
  registryCount += 1;
  return {
    shellDir: path.join(tmp, 'shell'),
    remotesDir: (area) => path.join(tmp, `mfe-${area}/dist`),
    services: servicesAt(upstreamUrl),
    remoteUrls: remoteManifestUrls(),
    viewerSecret: DEV_VIEWER_SECRET,
    embedOrigins: [INTEGRATOR],
    remotesStoreDir: path.join(tmp, 'store'),
    remotesRegistryFile: path.join(tmp, `registry-${registryCount}.json`),
    registryTtlMs: 0,
    ...overrides,
  };
}

function cartEntry(live: string | null, extra: Partial<NonNullable<RemoteRegistry['cart']>> = {}): RemoteRegistry {
  return { cart: { live, previous: null, history: [], published: [], ...extra } };
}

describe('CORS on /api', () => {
  let app: ReturnType<typeof createGatewayApp>;
  beforeAll(() => {
    app = createGatewayApp(options());
  });

  it('answers an allowed integrator with its origin and credentials', async () => {
    const res = await request(app).get('/api/cartv2').set('Origin', INTEGRATOR);
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(INTEGRATOR);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    // The embed reads the cart token the cart service answers when the browser refuses its cookie.
    expect(res.headers['access-control-expose-headers']).toBe('x-sa-cart-token');
    expect(res.headers.vary).toMatch(/Origin/);
  });

  it('answers a preflight from an allowed origin with 204 and the methods and headers the cart sends', async () => {
    const res = await request(app)
      .options('/api/cartv2/items')
      .set('Origin', INTEGRATOR)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type, x-sa-csrf');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(INTEGRATOR);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-methods']).toBe('GET, POST, PUT, PATCH, DELETE');
    expect(res.headers['access-control-allow-headers']).toBe(
      'content-type, x-sa-csrf, x-csrf-token, idempotency-key, x-sa-cart-token',
    );
    expect(res.headers['access-control-max-age']).toBe('600');
  });

  it('lets an allowed integrator write and read a refusal', async () => {
    const write = await request(app).post('/api/cartv2/items').set('Origin', INTEGRATOR).send({});
    expect(write.status).toBe(200);
    expect(write.headers['access-control-allow-origin']).toBe(INTEGRATOR);
  });

  it('gives any other origin no CORS headers, and its writes are refused', async () => {
    const read = await request(app).get('/api/cartv2').set('Origin', 'https://evil.example');
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    expect(read.headers['access-control-expose-headers']).toBeUndefined();
    const preflight = await request(app)
      .options('/api/cartv2/items')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    const write = await request(app).post('/api/cartv2/items').set('Origin', 'https://evil.example').send({});
    expect(write.status).toBe(403);
    expect(write.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows the remotes dev servers only in development mode, and their writes only with the token', async () => {
    const dev = createGatewayApp(options({ development: true }));
    const devRes = await request(dev).get('/api/menu').set('Origin', 'http://localhost:3003');
    expect(devRes.headers['access-control-allow-origin']).toBe('http://localhost:3003');
    expect(devRes.headers['access-control-allow-credentials']).toBe('true');
    const other = await request(dev).get('/api/menu').set('Origin', 'http://localhost:3009');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const devWrite = await request(dev).post('/api/cartv2/items').set('Origin', 'http://localhost:3003').send({});
    expect(devWrite.status).toBe(403);
    expect(devWrite.body.error.code).toBe('invalid_csrf_token');
    const devTokenWrite = await request(dev)
      .post('/api/cartv2/items')
      .set(csrfHeaders())
      .set('Origin', 'http://localhost:3003')
      .send({});
    expect(devTokenWrite.status).toBe(200);
    const prodRes = await request(app).get('/api/menu').set('Origin', 'http://localhost:3003');
    expect(prodRes.headers['access-control-allow-origin']).toBeUndefined();
    const prodWrite = await request(app).post('/api/cartv2/items').set('Origin', 'http://localhost:3003').send({});
    expect(prodWrite.status).toBe(403);
  });

  it('reads EMBED_ALLOWED_ORIGINS and the explicit development mode from the environment', () => {
    const config = gatewayConfig({
      EMBED_ALLOWED_ORIGINS: `${INTEGRATOR}, https://b.example`,
      NODE_ENV: 'production',
      STOREFRONT_DEV_SERVERS: '1',
      VIEWER_HEADER_SECRET: 'a-production-secret-of-enough-length-0123456789',
    });
    expect(config.embedOrigins).toEqual([INTEGRATOR, 'https://b.example']);
    expect(config.development).toBe(false);
    // Neither an unset NODE_ENV (npm start) nor 'development' turns it on; only STOREFRONT_DEV_SERVERS (dev:stack).
    expect(gatewayConfig({}).development).toBe(false);
    expect(gatewayConfig({ NODE_ENV: 'development' }).development).toBe(false);
    expect(gatewayConfig({ STOREFRONT_DEV_SERVERS: '1' }).development).toBe(true);
  });
});

describe('the development CSP', () => {
  it('allows the dev servers, their live-reload socket and eval source maps only in development', async () => {
    const dev = await request(createGatewayApp(options({ development: true })))
      .get('/')
      .set('Accept', 'text/html');
    const csp = dev.headers['content-security-policy'];
    expect(csp).toMatch(/script-src [^;]*http:\/\/localhost:3003/);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).toMatch(/connect-src [^;]*http:\/\/localhost:3000[^;]* ws:/);
    const prod = await request(createGatewayApp(options({ development: false })))
      .get('/')
      .set('Accept', 'text/html');
    const prodCsp = prod.headers['content-security-policy'];
    expect(prodCsp).not.toMatch(/unsafe-eval|localhost:300|ws:/);
  });
});

describe('remote files under /mf', () => {
  let app: ReturnType<typeof createGatewayApp>;
  beforeAll(() => {
    app = createGatewayApp(options());
  });

  it('serves cart-embed.js with no-cache (its URL never changes)', async () => {
    const res = await request(app).get('/mf/cart/cart-embed.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves a published version from the store, hashed files immutable, with its version', async () => {
    const chunk = await request(app).get(`/mf/cart/${V1}/129.d76a4c3e.chunk.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.text).toBe(`/* chunk of ${V1} */`);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['x-remote-version']).toBe(V1);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    const entry = await request(app).get(`/mf/cart/${V2}/remoteEntry.js`);
    expect(entry.text).toBe(`/* cart ${V2} */`);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['x-remote-version']).toBe(V2);
  });

  it('answers a JSON 404 for an unknown version or file, never the dev build', async () => {
    const unknown = await request(app).get('/mf/cart/9.9.9-fffffff/remoteEntry.js');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    const missing = await request(app).get(`/mf/cart/${V1}/nope.js`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    expect(missing.headers['x-remote-version']).toBe(V1);
    const traversal = await request(app).get(`/mf/cart/${encodeURIComponent('../cart')}/remoteEntry.js`);
    expect(traversal.status).toBe(404);
  });

  it("keeps serving the package's own build, never passing its package version off as a release", async () => {
    const res = await request(app).get('/mf/cart/remoteEntry.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe('/* cart dev entry */');
    // Its manifest names no commit (remote-locations.test.ts: one that does says `<version>+<commit>`).
    expect(res.headers['x-remote-version']).toBe('unpublished');
  });

  it("never serves a build's server code (the shell's, a remote's own build, a published version)", async () => {
    const urls = [
      '/server/server.js',
      '/mf/cart/server/server.js',
      `/mf/cart/${V1}/server/server.js`,
      '/mf/cart/%73erver/server.js',
      `/mf/cart/${V1}/%73erver%2Fserver.js`,
      '/mf/cart/./server/server.js',
      '/mf/cart//server/server.js',
      '/%73erver/server.js',
    ];
    for (const url of urls) {
      const res = await request(app).get(url);
      expect([url, res.status]).toEqual([url, 404]);
      expect(res.text).not.toMatch(/server code/);
    }
  });

  it('serves no version when the gateway has no store', async () => {
    const bare = createGatewayApp(options({ remotesStoreDir: undefined }));
    expect((await request(bare).get(`/mf/cart/${V1}/remoteEntry.js`)).status).toBe(404);
  });
});

describe('/remotes.json from the runtime registry', () => {
  it('answers the environment URLs while the registry is empty or missing', async () => {
    const opts = options({
      remoteUrls: { ...options().remoteUrls, cart: 'https://cdn.example/cart/mf-manifest.json' },
    });
    const res = await request(createGatewayApp(opts)).get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.cart).toBe('https://cdn.example/cart/mf-manifest.json');
    expect(res.body.product).toBe('/mf/product/mf-manifest.json');
  });

  it('answers the live version and picks up a switch and a rollback with no restart', async () => {
    const opts = options();
    const app = createGatewayApp(opts);
    writeRegistryFile(opts.remotesRegistryFile!, cartEntry(V1));
    expect((await request(app).get('/remotes.json')).body.cart).toBe(`/mf/cart/${V1}/mf-manifest.json`);
    writeRegistryFile(opts.remotesRegistryFile!, cartEntry(V2, { previous: V1 }));
    const switched = await request(app).get('/remotes.json');
    expect(switched.body.cart).toBe(`/mf/cart/${V2}/mf-manifest.json`);
    expect(switched.body.catalog).toBe('/mf/catalog/mf-manifest.json');
    // The manifest it points at is served.
    expect((await request(app).get(switched.body.cart)).body).toEqual({ version: V2 });
  });

  it('keeps the last good registry when the file is broken', async () => {
    const opts = options();
    const app = createGatewayApp(opts);
    writeRegistryFile(opts.remotesRegistryFile!, cartEntry(V1));
    expect((await request(app).get('/remotes.json')).body.cart).toContain(V1);
    fs.writeFileSync(opts.remotesRegistryFile!, '{ "cart": { "live": "../../etc" } ');
    const res = await request(app).get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.body.cart).toBe(`/mf/cart/${V1}/mf-manifest.json`);
  });

  it('reuses the registry for the TTL before looking at the file again', async () => {
    const opts = options({ registryTtlMs: 60_000 });
    const app = createGatewayApp(opts);
    writeRegistryFile(opts.remotesRegistryFile!, cartEntry(V1));
    expect((await request(app).get('/remotes.json')).body.cart).toContain(V1);
    writeRegistryFile(opts.remotesRegistryFile!, cartEntry(V2));
    expect((await request(app).get('/remotes.json')).body.cart).toContain(V1);
  });

  it('puts a visitor in or out of a canary once, by cookie, for 30 days', async () => {
    const opts = options();
    const app = createGatewayApp(opts);
    writeRegistryFile(opts.remotesRegistryFile!, cartEntry(V1, { canary: { version: V2, percent: 100 } }));
    const first = await request(app).get('/remotes.json');
    expect(first.body.cart).toBe(`/mf/cart/${V2}/mf-manifest.json`);
    const cookie = (first.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sa_canary_cart='))!;
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(first.body.product).toBe('/mf/product/mf-manifest.json');

    writeRegistryFile(opts.remotesRegistryFile!, cartEntry(V1, { canary: { version: V2, percent: 30 } }));
    const inside = await request(app).get('/remotes.json').set('Cookie', 'sa_canary_cart=29');
    expect(inside.body.cart).toContain(V2);
    expect(inside.headers['set-cookie']).toBeUndefined();
    const outside = await request(app).get('/remotes.json').set('Cookie', 'sa_canary_cart=30');
    expect(outside.body.cart).toContain(V1);

    // Over many new visitors, about the percentage get the canary.
    let canaried = 0;
    for (let i = 0; i < 200; i += 1) {
      if ((await request(app).get('/remotes.json')).body.cart.includes(V2)) canaried += 1;
    }
    expect(canaried).toBeGreaterThan(30);
    expect(canaried).toBeLessThan(100);
  });

  it('follows a signed override header or cookie and ignores a wrong signature', async () => {
    const opts = options();
    const app = createGatewayApp(opts);
    writeRegistryFile(opts.remotesRegistryFile!, cartEntry(V1));
    const token = signRemoteOverride(`cart=${V2}`, DEV_VIEWER_SECRET);
    const byHeader = await request(app).get('/remotes.json').set('x-remote-override', token);
    expect(byHeader.body.cart).toBe(`/mf/cart/${V2}/mf-manifest.json`);
    const byCookie = await request(app)
      .get('/remotes.json')
      .set('Cookie', `sa_remote_override=${encodeURIComponent(token)}`);
    expect(byCookie.body.cart).toContain(V2);
    const forged = signRemoteOverride(`cart=${V2}`, 'another-secret-of-enough-length-0123456789');
    expect((await request(app).get('/remotes.json').set('x-remote-override', forged)).body.cart).toContain(V1);
    const tampered = token.replace(V2, '0.3.0-ccccccc');
    expect((await request(app).get('/remotes.json').set('x-remote-override', tampered)).body.cart).toContain(V1);
    expect((await request(app).get('/remotes.json').set('x-remote-override', 'garbage')).status).toBe(200);
  });
});

describe('graceful shutdown', () => {
  function listen(server: http.Server): Promise<string> {
    return new Promise((resolve) => {
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    });
  }

  function get(url: string, agent: http.Agent): Promise<{ status: number; connection?: string }> {
    return new Promise((resolve, reject) => {
      http
        .get(url, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        })
        .on('error', reject);
    });
  }

  it('closes idle keep-alive connections at once and finishes requests in flight with Connection: close', async () => {
    let release: () => void = () => undefined;
    const app = express();
    app.get('/quick', (_req, res) => {
      res.json({ ok: true });
    });
    app.get('/slow', (_req, res) => {
      release = () => res.json({ ok: true });
    });
    const server = createGatewayServer(app, { maxHeaderSize: 16_384 });
    server.keepAliveTimeout = 30_000; // a client that keeps its socket would otherwise hold the shutdown this long
    const url = await listen(server);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    try {
      // Two keep-alive sockets: the slow request below takes one, the other stays idle.
      const quick = await Promise.all([get(`${url}/quick`, agent), get(`${url}/quick`, agent)]);
      expect(quick.map((q) => q.status)).toEqual([200, 200]);
      const slow = get(`${url}/slow`, agent);
      await new Promise((r) => setTimeout(r, 50));
      const started = Date.now();
      const stopped = shutDownGracefully(server, { forceAfterMs: 10_000 });
      await new Promise((r) => setTimeout(r, 50));
      release();
      const answer = await slow;
      expect(answer).toEqual({ status: 200, connection: 'close' });
      await stopped;
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      agent.destroy();
    }
  });
});

describe('csrf header helper', () => {
  it('still lets the store itself write', async () => {
    const res = await request(createGatewayApp(options())).post('/api/cartv2/items').set(csrfHeaders()).send({});
    expect(res.status).toBe(200);
  });
});
