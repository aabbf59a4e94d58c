import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { DEV_VIEWER_SECRET } from '@storefront/service-platform';
import { createGatewayApp } from '../src/app';
import { csrfHeaders } from './csrf-headers';
import { closedPortUrl, listen, listenHanging, remoteManifestUrls } from './helpers';
import type { GatewayOptions } from '../src/app';
import { gatewayConfig } from '../src/config';
import { SERVICE_AREAS } from '../src/routes';
import type { ServiceArea } from '../src/routes';
import { createGatewayServer } from '../src/server';

// Every gateway answer carries the security headers and is JSON when it is an error, and a
// service that never answers gets a JSON 504 before the client gives up (never a reset connection).
jest.setTimeout(20_000);

let tmp: string;
const servers: Server[] = [];
const services = {} as Record<ServiceArea, string>;
let hangingUrl: string;
let deadUrl: string;
let trickling: net.Server;
let tricklingUrl: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-hardening-'));
  fs.mkdirSync(path.join(tmp, 'shell'), { recursive: true });
  fs.writeFileSync(path.join(tmp, 'shell/index.html'), '<!doctype html><html><head></head><body></body></html>');
  const upstream = express();
  upstream.all('/{*rest}', (_req, res) => {
    res.json({ ok: true });
  });
  const ok = await listen(upstream);
  servers.push(ok.server);
  for (const area of SERVICE_AREAS) services[area] = ok.url;

  const hang = await listenHanging();
  servers.push(hang.server);
  hangingUrl = hang.url;
  deadUrl = await closedPortUrl();

  // Accepts the request and sends its answer's status line a byte at a time, never finishing the head: each byte
  // resets an idle timeout, so only a deadline on the whole exchange ends it.
  const trickle = net.createServer((socket) => {
    socket.on('error', () => undefined);
    const bytes = 'HTTP/1.1 200 OK\r\nX-Slow: '.split('');
    const timer = setInterval(() => (socket.writable ? socket.write(bytes.shift() ?? 'x') : clearInterval(timer)), 50);
    socket.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => trickle.listen(0, '127.0.0.1', resolve));
  trickling = trickle;
  tricklingUrl = `http://127.0.0.1:${(trickle.address() as AddressInfo).port}`;

  // A build's file with its brotli copy beside it (config/webpack/precompress.js).
  fs.writeFileSync(path.join(tmp, 'shell/app.0badc0de.js'), 'console.log("app")'.repeat(100));
  fs.writeFileSync(
    path.join(tmp, 'shell/app.0badc0de.js.br'),
    zlib.brotliCompressSync('console.log("app")'.repeat(100)),
  );
});

afterAll(async () => {
  await new Promise((r) => trickling.close(r));
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  fs.rmSync(tmp, { recursive: true, force: true });
});

function options(overrides: Partial<GatewayOptions> = {}): GatewayOptions {
  return {
    shellDir: path.join(tmp, 'shell'),
    remotesDir: (area) => path.join(tmp, `mfe-${area}`),
    services,
    remoteUrls: remoteManifestUrls(),
    viewerSecret: DEV_VIEWER_SECRET,
    ...overrides,
  };
}

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['strict-transport-security']).toBeDefined();
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('security headers and JSON errors on every gateway answer', () => {
  let app: express.Express;
  beforeAll(() => {
    app = createGatewayApp(
      options({ services: { ...services, reviews: deadUrl, cart: hangingUrl }, proxyTimeoutMs: 300 }),
    );
  });

  it.each([
    ['/healthz', 200],
    ['/readyz', 200],
    ['/api/nope', 404],
    ['/api/product/SKU-1', 200],
    ['/mf/nope/file.js', 404],
    ['/missing.js', 404],
  ])('%s answers %i with the headers', async (url, status) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(status);
    expectSecurityHeaders(res.headers);
    if (status >= 400) expect(res.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('a service that is down: JSON 502 with the headers', async () => {
    const res = await request(app).get('/api/reviews/skuList');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: { code: 'bad_gateway', message: expect.any(String) } });
    expectSecurityHeaders(res.headers);
  });

  it('a service that never answers: JSON 504 with the headers after the configured timeout, no reset', async () => {
    const started = Date.now();
    const res = await request(app)
      .post('/api/cartv2')
      .set(csrfHeaders())
      .set('Content-Type', 'application/json')
      .send({ sku: 'X' });
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ error: { code: 'gateway_timeout', message: expect.any(String) } });
    expect(res.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(res.headers);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('honest answers', () => {
  it('a service that keeps sending a byte now and then without answering: JSON 504 at the deadline', async () => {
    const app = createGatewayApp(options({ services: { ...services, catalog: tricklingUrl }, proxyTimeoutMs: 600 }));
    const started = Date.now();
    const res = await request(app).get('/api/menu').timeout(5000);
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ error: { code: 'gateway_timeout', message: expect.any(String) } });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a write to a precompressed file: a JSON 404 that does not say it is brotli', async () => {
    const app = createGatewayApp(options());
    const get = await request(app).get('/app.0badc0de.js').set('Accept-Encoding', 'br');
    expect(get.headers['content-encoding']).toBe('br');
    for (const method of ['post', 'put', 'delete'] as const) {
      const res = await request(app)[method]('/app.0badc0de.js').set('Accept-Encoding', 'br');
      expect(res.status).toBe(404);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
  });
});

describe('proxy timeout configuration', () => {
  it('defaults to 25 s, below what a typical client waits, and reads GATEWAY_PROXY_TIMEOUT_MS', () => {
    expect(gatewayConfig({}).proxyTimeoutMs).toBe(25_000);
    expect(gatewayConfig({ GATEWAY_PROXY_TIMEOUT_MS: '5000' }).proxyTimeoutMs).toBe(5000);
    expect(() => gatewayConfig({ GATEWAY_PROXY_TIMEOUT_MS: 'soon' })).toThrow(/GATEWAY_PROXY_TIMEOUT_MS/);
  });

  it('sets the header size limit explicitly', () => {
    expect(gatewayConfig({}).maxHeaderSize).toBe(16_384);
    expect(gatewayConfig({ GATEWAY_MAX_HEADER_SIZE: '32768' }).maxHeaderSize).toBe(32_768);
  });
});

describe('answers the HTTP parser rejects (raw sockets)', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createGatewayServer(createGatewayApp(options()), { maxHeaderSize: 16_384 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  function rawExchange(payload: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
      socket.write(payload);
    });
  }

  function parse(answer: string) {
    const [head, body] = answer.split('\r\n\r\n');
    const [statusLine, ...headerLines] = head.split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const i = line.indexOf(':');
      headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
    }
    return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
  }

  it('a URL over the header limit: JSON 431 with the headers', async () => {
    const answer = parse(await rawExchange(`GET /api/search?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.body).toEqual({ error: { code: 'headers_too_large', message: expect.any(String) } });
    expectSecurityHeaders(answer.headers);
  });

  it('bad framing: JSON 400 with the headers', async () => {
    const answer = parse(
      await rawExchange('POST /api/cartv2 HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab'),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
    expectSecurityHeaders(answer.headers);
  });

  it("a request without Host: JSON 400 with the headers, not Node's bare 400", async () => {
    const answer = parse(await rawExchange('GET /api/menu HTTP/1.1\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: 'missing_host', message: expect.any(String) } });
    expectSecurityHeaders(answer.headers);
  });

  it('an incomplete request head is answered JSON 408 and closed at its deadline, not held a minute', async () => {
    const quick = createGatewayServer(createGatewayApp(options()), { maxHeaderSize: 16_384, headersTimeoutMs: 500 });
    await new Promise<void>((resolve) => quick.listen(0, '127.0.0.1', resolve));
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect((quick.address() as AddressInfo).port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      socket.write('GET /api/menu HTTP/1.1\r\nHost: x\r\n');
    });
    await new Promise((r) => quick.close(r));
    expect(parse(answer).status).toBe(408);
    expect(Date.now() - started).toBeLessThan(3000);
    // The gateway's own default: 10 s for a head (Node's is 60 s, enforced only every 30 s).
    expect(server.headersTimeout).toBe(10_000);
  });

  it('a garbage request line: JSON 400', async () => {
    const answer = parse(await rawExchange('HELLO\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
  });
});
