// GET /_next/image: store images resized to an allowed width and re-encoded, from the owning service, cached.
import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { DEV_VIEWER_SECRET } from '@storefront/service-platform';
import { createGatewayApp } from '../src/app';
import type { GatewayOptions } from '../src/app';
import type { ServiceArea } from '../src/routes';
import { closedPortUrl, listen, listenHanging, remoteManifestUrls, servicesAt } from './helpers';

jest.setTimeout(20_000);

const OPAQUE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 250" width="250" height="250">' +
  '<rect width="250" height="250" fill="#1f2937"/><circle cx="125" cy="125" r="60" fill="#ef4444"/></svg>';
const TRANSPARENT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="320" height="480" fill="#0c4a6e"/></svg>';
const PHOTO_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

let tmp: string;
let upstreamUrl: string;
let hangingUrl: string;
let deadUrl: string;
const servers: Server[] = [];
/** Source requests the stub service received, by path with query. */
const served: string[] = [];

function stubService(photo: Buffer): express.Express {
  const app = express();
  app.use((req, _res, next) => {
    served.push(req.originalUrl);
    next();
  });
  app.get('/api/product-images/MISSING.svg', (_req, res) => {
    res.status(404).json({ error: { code: 'not_found', message: 'Unknown image' } });
  });
  app.get('/api/product-images/PAGE.svg', (_req, res) => {
    res.type('html').send('<!doctype html><p>not an image</p>');
  });
  app.get('/api/product-images/BROKEN.svg', (_req, res) => {
    res.type('image/svg+xml').send('<svg xmlns="http://www.w3.org/2000/svg"><rect');
  });
  app.get('/api/product-images/FAILING.svg', (_req, res) => {
    res.status(500).json({ error: { code: 'internal', message: 'Internal server error' } });
  });
  app.get('/api/product-images/:file', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(OPAQUE_SVG);
  });
  app.get(`/api/reviews/photos/${PHOTO_ID}.jpg`, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=31536000, immutable').type('image/jpeg').send(photo);
  });
  app.get('/api/reviews/photos/:file', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(TRANSPARENT_SVG);
  });
  return app;
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-image-'));
  fs.mkdirSync(path.join(tmp, 'shell'), { recursive: true });
  const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const upstream = await listen(stubService(photo));
  servers.push(upstream.server);
  upstreamUrl = upstream.url;
  const hang = await listenHanging();
  servers.push(hang.server);
  hangingUrl = hang.url;
  deadUrl = await closedPortUrl();
});

afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  fs.rmSync(tmp, { recursive: true, force: true });
});

beforeEach(() => {
  served.length = 0;
});

function gateway(services: Partial<Record<ServiceArea, string>> = {}, overrides: Partial<GatewayOptions> = {}) {
  return createGatewayApp({
    shellDir: path.join(tmp, 'shell'),
    remotesDir: (area) => path.join(tmp, `mfe-${area}`),
    services: { ...servicesAt(upstreamUrl), ...services },
    remoteUrls: remoteManifestUrls(),
    viewerSecret: DEV_VIEWER_SECRET,
    ...overrides,
  });
}

const imageUrl = (url: string, w: number | string, q?: number | string) =>
  `/_next/image?url=${encodeURIComponent(url)}&w=${w}${q === undefined ? '' : `&q=${q}`}`;

/** supertest keeps image bodies as Buffers. */
function bytesOf(res: request.Response): Buffer {
  return res.body as Buffer;
}

describe('GET /_next/image', () => {
  const app = () => gateway();

  it('draws an SVG product image at the asked width, as WebP for a browser that takes it', async () => {
    const res = await request(app())
      .get(imageUrl('/api/product-images/SDR-12%20D2.svg', 500, 85))
      .set('Accept', 'image/avif,image/webp,*/*');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toMatch(/Accept/);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(bytesOf(res)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 500, height: 500 });
    expect(served).toEqual(['/api/product-images/SDR-12%20D2.svg']);
  });

  it('answers JPEG to a browser without WebP when the image is opaque, PNG when it has transparency', async () => {
    const opaque = await request(app())
      .get(imageUrl('/api/product-images/A.svg', 250))
      .set('Accept', 'image/png,image/*;q=0.8,*/*;q=0.5');
    expect(opaque.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(bytesOf(opaque)).metadata()).toMatchObject({ format: 'jpeg', width: 250, height: 250 });

    const transparent = await request(app()).get(imageUrl('/api/reviews/photos/3.svg', 150)).set('Accept', '*/*');
    expect(transparent.headers['content-type']).toBe('image/png');
    // 640x480 drawn 150 wide keeps its ratio.
    expect(await sharp(bytesOf(transparent)).metadata()).toMatchObject({ format: 'png', width: 150, height: 113 });
  });

  it('keeps the source query (the alternate view) and the spec quality by default', async () => {
    const res = await request(app()).get(imageUrl('/api/product-images/A.svg?view=2', 50)).set('Accept', 'image/webp');
    expect(res.status).toBe(200);
    expect(served).toEqual(['/api/product-images/A.svg?view=2']);
    const lower = await request(app())
      .get(imageUrl('/api/product-images/A.svg?view=2', 50, 10))
      .set('Accept', 'image/webp');
    expect(bytesOf(lower).length).toBeLessThan(bytesOf(res).length);
  });

  it('never enlarges a photo past its own size; an immutable source gives an immutable answer', async () => {
    const res = await request(app())
      .get(imageUrl(`/api/reviews/photos/${PHOTO_ID}.jpg`, 800))
      .set('Accept', '*/*');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(bytesOf(res)).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
  });

  it('lets browsers keep a changeable source a day, then revalidate', async () => {
    const res = await request(app()).get(imageUrl('/api/product-images/A.svg', 100)).set('Accept', 'image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
  });

  it('serves a repeated request from memory, identical, without asking the service again', async () => {
    const gw = app();
    const url = imageUrl('/api/product-images/CACHED.svg', 410);
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => request(gw).get(url).set('Accept', 'image/webp')), // at the same time: made once
    );
    const d = await request(gw).get(url).set('Accept', 'image/webp');
    expect(served).toEqual(['/api/product-images/CACHED.svg']);
    for (const res of [b, c, d]) {
      expect(res.status).toBe(200);
      expect(bytesOf(res).equals(bytesOf(a))).toBe(true);
      expect(res.headers.etag).toBe(a.headers.etag);
    }
    const revalidated = await request(gw).get(url).set('Accept', 'image/webp').set('If-None-Match', a.headers.etag);
    expect(revalidated.status).toBe(304);
    // Another format is another rendering.
    const jpeg = await request(gw).get(url).set('Accept', '*/*');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(served).toHaveLength(2);
  });

  it.each([
    ['no url', '/_next/image?w=250'],
    ['another site', imageUrl('https://evil.example/x.png', 250)],
    ['a protocol-relative address', imageUrl('//evil.example/x.png', 250)],
    ['a path outside the images', imageUrl('/etc/passwd', 250)],
    ['an API path that is no image', imageUrl('/api/account/profile', 250)],
    ['a dot segment', imageUrl('/api/product-images/../account/profile', 250)],
    ['an encoded dot segment', imageUrl('/api/product-images/%2e%2e/account/profile', 250)],
    ['a backslash', imageUrl('/api/product-images/\\evil', 250)],
    ['a fragment', imageUrl('/api/product-images/A.svg#x', 250)],
    ['a very long url', imageUrl(`/api/product-images/${'A'.repeat(300)}.svg`, 250)],
    ['no width', `/_next/image?url=${encodeURIComponent('/api/product-images/A.svg')}`],
    ['a width not on the list', imageUrl('/api/product-images/A.svg', 13)],
    ['a width that is no number', imageUrl('/api/product-images/A.svg', '250px')],
    ['quality 0', imageUrl('/api/product-images/A.svg', 250, 0)],
    ['quality 101', imageUrl('/api/product-images/A.svg', 250, 101)],
    ['a url given twice', `${imageUrl('/api/product-images/A.svg', 250)}&url=%2Fapi%2Fproduct-images%2FB.svg`],
  ])('answers 400 in the shared error shape for %s, fetching nothing', async (_what, url) => {
    const res = await request(app()).get(url);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: { code: 'invalid_request', message: expect.any(String) } });
    expect(served).toEqual([]);
  });

  it('answers 404 when the service has no such image', async () => {
    const res = await request(app()).get(imageUrl('/api/product-images/MISSING.svg', 250));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 415 for a source that is not an image and 422 for one that does not decode', async () => {
    const page = await request(app()).get(imageUrl('/api/product-images/PAGE.svg', 250));
    expect(page.status).toBe(415);
    expect(page.body.error.code).toBe('unsupported_media_type');
    const broken = await request(app()).get(imageUrl('/api/product-images/BROKEN.svg', 250));
    expect(broken.status).toBe(422);
    expect(broken.body.error.code).toBe('invalid_image');
  });

  it('answers 502 when the source service fails or is down', async () => {
    const failing = await request(app()).get(imageUrl('/api/product-images/FAILING.svg', 250));
    expect(failing.status).toBe(502);
    expect(failing.body).toEqual({ error: { code: 'bad_gateway', message: expect.any(String) } });
    const down = await request(gateway({ catalog: deadUrl })).get(imageUrl('/api/product-images/A.svg', 250));
    expect(down.status).toBe(502);
    expect(down.body.error.code).toBe('bad_gateway');
  });

  it('answers 504 when the source service does not answer within the proxy deadline', async () => {
    const started = Date.now();
    const res = await request(gateway({ reviews: hangingUrl }, { proxyTimeoutMs: 300 })).get(
      imageUrl('/api/reviews/photos/1.svg', 150),
    );
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ error: { code: 'gateway_timeout', message: expect.any(String) } });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
