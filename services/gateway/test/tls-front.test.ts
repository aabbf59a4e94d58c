import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import selfsigned from 'selfsigned';
import { DEV_VIEWER_SECRET } from '@storefront/service-platform';
import { createGatewayApp } from '../src/app';
import { gatewayConfig } from '../src/config';
import { createGatewayServer } from '../src/server';
import { createTlsFront } from '../src/tls-front';
import { csrfHeaders } from './csrf-headers';
import { remoteManifestUrls, servicesAt } from './helpers';

// Where the gateway terminates TLS it serves HTTP/2, so a page's many scripts share one connection.
jest.setTimeout(20_000);

let tmp: string;
let cert: string;
let key: string;
let gateway: http.Server;
let front: http2.Http2SecureServer;
let frontUrl: string;
/** What the fake service received: the body of the last write. */
let lastServiceBody: unknown;

function listening<T extends http.Server | http2.Http2SecureServer>(server: T): Promise<T> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-tls-'));
  fs.mkdirSync(path.join(tmp, 'shell'), { recursive: true });
  fs.writeFileSync(path.join(tmp, 'shell/index.html'), '<!doctype html><html><head></head><body>store</body></html>');
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  cert = pems.cert;
  key = pems.private;

  const service = express();
  service.use(express.json());
  service.get('/api/product/:sku', (req, res) => {
    // A long answer, sent in chunks: HTTP/1.1 framing that must not reach an HTTP/2 client.
    res.write(JSON.stringify({ sku: req.params.sku, filler: 'x'.repeat(20_000) }).slice(0, 10));
    res.end(JSON.stringify({ sku: req.params.sku, filler: 'x'.repeat(20_000) }).slice(10));
  });
  service.post('/api/cartv2/item', (req, res) => {
    lastServiceBody = req.body;
    res.status(201).json({ added: true });
  });
  const serviceServer = await listening(http.createServer(service));
  const serviceUrl = `http://127.0.0.1:${(serviceServer.address() as AddressInfo).port}`;

  const app = createGatewayApp({
    shellDir: path.join(tmp, 'shell'),
    remotesDir: (area) => path.join(tmp, `mfe-${area}`),
    services: servicesAt(serviceUrl),
    remoteUrls: remoteManifestUrls(),
    viewerSecret: DEV_VIEWER_SECRET,
    terminatesTls: true,
  });
  gateway = await listening(createGatewayServer(app, { maxHeaderSize: 16_384 }));
  front = await listening(createTlsFront({ cert, key, upstream: () => gateway.address() as AddressInfo }));
  frontUrl = `https://127.0.0.1:${(front.address() as AddressInfo).port}`;
  // The fake service is closed with the others below.
  servers.push(serviceServer);
});

const servers: http.Server[] = [];

afterAll(async () => {
  await new Promise((r) => front.close(r));
  for (const server of [gateway, ...servers]) {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

interface H2Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: string;
  protocol: string | undefined;
}

function h2(
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  origin = frontUrl,
) {
  return new Promise<H2Answer>((resolve, reject) => {
    const session = http2.connect(origin, { ca: cert });
    session.on('error', reject);
    const stream = session.request({
      ':method': init.method ?? 'GET',
      ':path': pathname,
      ...init.headers,
    });
    let headers: http2.IncomingHttpHeaders = {};
    stream.on('response', (h) => (headers = h));
    let body = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      const protocol = session.alpnProtocol;
      session.close();
      resolve({ status: Number(headers[':status']), headers, body, protocol });
    });
    stream.on('error', reject);
    stream.end(init.body);
  });
}

describe('the gateway over TLS', () => {
  it('serves a page over HTTP/2 with the security headers', async () => {
    const page = await h2('/collections/car-amplifiers', { headers: { accept: 'text/html' } });
    expect(page.protocol).toBe('h2');
    expect(page.status).toBe(200);
    expect(page.body).toContain('store');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['strict-transport-security']).toBeDefined();
  });

  it("passes a service's chunked answer through without HTTP/1.1 connection headers", async () => {
    const product = await h2('/api/product/SSX-12');
    expect(product.status).toBe(200);
    expect(JSON.parse(product.body)).toEqual({ sku: 'SSX-12', filler: 'x'.repeat(20_000) });
    expect(product.headers['transfer-encoding']).toBeUndefined();
    expect(product.headers.connection).toBeUndefined();
  });

  it('forwards a write with its body, and the CSRF guard still applies', async () => {
    const body = JSON.stringify({ sku: 'SSX-12', quantity: 2 });
    const guarded = await h2('/api/cartv2/item', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: frontUrl },
      body,
    });
    expect(guarded.status).toBe(403);
    const added = await h2('/api/cartv2/item', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: frontUrl, ...csrfHeaders() },
      body,
    });
    expect(added.status).toBe(201);
    expect(lastServiceBody).toEqual({ sku: 'SSX-12', quantity: 2 });
  });

  it('still serves a client that only speaks HTTP/1.1 over TLS', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      https
        .get(`${frontUrl}/healthz`, { ca: cert }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('ok');
  });

  it('answers a JSON 502 when the gateway behind it cannot be reached', async () => {
    const closed = await listening(http.createServer());
    const gone = closed.address() as AddressInfo;
    await new Promise((r) => closed.close(r));
    const orphan = await listening(createTlsFront({ cert, key, upstream: () => gone }));
    try {
      const answer = await h2('/api/product/SSX-12', {}, `https://127.0.0.1:${(orphan.address() as AddressInfo).port}`);
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body)).toEqual({ error: { code: 'bad_gateway', message: expect.any(String) } });
    } finally {
      await new Promise((r) => orphan.close(r));
    }
  });
});

describe('TLS settings', () => {
  it('serves TLS only with both a certificate and a key file', () => {
    expect(gatewayConfig({}).tls).toBeUndefined();
    expect(() => gatewayConfig({ GATEWAY_TLS_CERT_FILE: 'cert.pem' })).toThrow(/go together/);
    expect(gatewayConfig({ GATEWAY_TLS_CERT_FILE: '/c.pem', GATEWAY_TLS_KEY_FILE: '/k.pem' }).tls).toEqual({
      certFile: '/c.pem',
      keyFile: '/k.pem',
      port: 8443,
    });
  });
});
