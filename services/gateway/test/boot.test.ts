// The boot markup's preloads for a remote on another origin (REMOTE_<AREA>_URL naming a CDN or the remote's own
// host): its manifest is read over HTTP from a local server here, and what goes wrong there never fails the page.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bootMarkup, createManifestReader } from '../src/boot';
import { createHttpManifestReader, isHttpManifestUrl } from '../src/remotes/http-manifest';
import { type RemoteArea } from '../src/routes';
import { remoteManifestUrls } from './helpers';

interface Route {
  status?: number;
  body?: string;
  etag?: string;
  /** Never answers (a remote host that hangs). */
  hang?: boolean;
}

const routes = new Map<string, Route>();
const hits = new Map<string, { count: number; ifNoneMatch: (string | undefined)[] }>();
let server: http.Server;
let origin: string;
let tmp: string;

function manifest(chunks: Record<string, string[]>, metaData: Record<string, unknown> = {}) {
  return JSON.stringify({
    name: 'storefront_cart',
    metaData: { publicPath: 'auto', buildInfo: { buildVersion: '0.1.0', build: '0.1.0+abc1234' }, ...metaData },
    exposes: Object.entries(chunks).map(([module, sync]) => ({ path: module, assets: { js: { sync, async: [] } } })),
  });
}

function hitsOf(pathname: string) {
  return hits.get(pathname) ?? { count: 0, ifNoneMatch: [] };
}

async function until(condition: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'boot-test-'));
  server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const seen = hitsOf(pathname);
    hits.set(pathname, {
      count: seen.count + 1,
      ifNoneMatch: [...seen.ifNoneMatch, req.headers['if-none-match'] as string | undefined],
    });
    const route = routes.get(pathname);
    if (route?.hang) return; // left open until the server closes
    if (!route) {
      res.writeHead(404).end('not here');
      return;
    }
    if (route.etag && req.headers['if-none-match'] === route.etag) {
      res.writeHead(304, { ETag: route.etag }).end();
      return;
    }
    res
      .writeHead(route.status ?? 200, {
        'Content-Type': 'application/json',
        ...(route.etag ? { ETag: route.etag } : {}),
      })
      .end(route.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(tmp, { recursive: true, force: true });
});

beforeEach(() => {
  routes.clear();
  hits.clear();
});

const remotesDir = (area: RemoteArea) => path.join(tmp, `mfe-${area}`, 'dist');

/** Every area at its own build (nothing there: no preloads of chunks), `cart` where the test says. */
function remotesWith(cartUrl: string): Record<RemoteArea, string> {
  return { ...remoteManifestUrls(), cart: cartUrl };
}

describe('a remote on another origin', () => {
  it('is told apart from the manifests the gateway serves itself', () => {
    expect(isHttpManifestUrl('https://cdn.example/cart/mf-manifest.json')).toBe(true);
    expect(isHttpManifestUrl('http://127.0.0.1:3003/mf-manifest.json')).toBe(true);
    expect(isHttpManifestUrl('/mf/cart/mf-manifest.json')).toBe(false);
    expect(isHttpManifestUrl('/mf/cart/0.1.0-abc1234/mf-manifest.json')).toBe(false);
  });

  it('has its page chunks preloaded, absolute on its origin, its manifest read once', async () => {
    routes.set('/cart/mf-manifest.json', {
      body: manifest({ './CartPage': ['__federation_expose_CartPage.113c740c.chunk.js', 'vendor.0badc0de.chunk.js'] }),
    });
    const manifests = createManifestReader({ remotesDir });
    const url = `${origin}/cart/mf-manifest.json`;
    const markup = await bootMarkup('/cart', remotesWith(url), manifests);
    expect(markup).toContain(`<link rel="sf-preload" href="${origin}/cart/remoteEntry.js">`);
    expect(markup).toContain(
      `<link rel="sf-preload" href="${origin}/cart/__federation_expose_CartPage.113c740c.chunk.js">`,
    );
    expect(markup).toContain(`<link rel="sf-preload" href="${origin}/cart/vendor.0badc0de.chunk.js">`);
    // Further pages use what was read.
    await bootMarkup('/cart', remotesWith(url), manifests);
    expect(await manifests.syncChunksOf(url, './CartPage')).toHaveLength(2);
    expect(hitsOf('/cart/mf-manifest.json').count).toBe(1);
  });

  it('answers many pages at once with one read', async () => {
    routes.set('/cart/mf-manifest.json', { body: manifest({ './CartPage': ['a.11111111.chunk.js'] }) });
    const manifests = createManifestReader({ remotesDir });
    const url = `${origin}/cart/mf-manifest.json`;
    const all = await Promise.all(Array.from({ length: 8 }, () => manifests.syncChunksOf(url, './CartPage')));
    expect(all.every((chunks) => chunks[0] === `${origin}/cart/a.11111111.chunk.js`)).toBe(true);
    expect(hitsOf('/cart/mf-manifest.json').count).toBe(1);
  });

  it('takes its chunks from the publicPath its manifest names, when it names one', async () => {
    routes.set('/cart/mf-manifest.json', {
      body: manifest({ './CartPage': ['a.11111111.chunk.js'] }, { publicPath: 'https://static.example/cart/7/' }),
    });
    const reader = createManifestReader({ remotesDir });
    expect(await reader.syncChunksOf(`${origin}/cart/mf-manifest.json`, './CartPage')).toEqual([
      'https://static.example/cart/7/a.11111111.chunk.js',
    ]);
  });

  it('is read again after a while when its URL names no version (a deploy there), the last one used meanwhile', async () => {
    let clock = 0;
    routes.set('/cart/mf-manifest.json', { body: manifest({ './CartPage': ['old.11111111.chunk.js'] }), etag: '"v1"' });
    const manifests = createManifestReader({ remotesDir, http: { ttlMs: 60_000, now: () => clock } });
    const url = `${origin}/cart/mf-manifest.json`;
    expect(await manifests.syncChunksOf(url, './CartPage')).toEqual([`${origin}/cart/old.11111111.chunk.js`]);

    clock += 30_000; // within the time to live: not asked
    await manifests.syncChunksOf(url, './CartPage');
    expect(hitsOf('/cart/mf-manifest.json').count).toBe(1);

    clock += 40_000; // past it, unchanged: asked with its ETag, a 304
    expect(await manifests.syncChunksOf(url, './CartPage')).toEqual([`${origin}/cart/old.11111111.chunk.js`]);
    await until(() => hitsOf('/cart/mf-manifest.json').count === 2);
    expect(hitsOf('/cart/mf-manifest.json').ifNoneMatch[1]).toBe('"v1"');

    // A new build there: the page that notices still gets the version it had, the next ones the new one.
    routes.set('/cart/mf-manifest.json', { body: manifest({ './CartPage': ['new.22222222.chunk.js'] }), etag: '"v2"' });
    clock += 61_000;
    expect(await manifests.syncChunksOf(url, './CartPage')).toEqual([`${origin}/cart/old.11111111.chunk.js`]);
    await until(() => hitsOf('/cart/mf-manifest.json').count === 3);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the answer read
    expect(await manifests.syncChunksOf(url, './CartPage')).toEqual([`${origin}/cart/new.22222222.chunk.js`]);
  });

  it('is never read again when its URL names a published version (immutable)', async () => {
    let clock = 0;
    routes.set('/cart/0.1.0-abc1234/mf-manifest.json', { body: manifest({ './CartPage': ['a.11111111.chunk.js'] }) });
    const manifests = createManifestReader({ remotesDir, http: { ttlMs: 1000, now: () => clock } });
    const url = `${origin}/cart/0.1.0-abc1234/mf-manifest.json`;
    for (let i = 0; i < 3; i += 1) {
      expect(await manifests.syncChunksOf(url, './CartPage')).toEqual([
        `${origin}/cart/0.1.0-abc1234/a.11111111.chunk.js`,
      ]);
      clock += 10_000;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hitsOf('/cart/0.1.0-abc1234/mf-manifest.json').count).toBe(1);
  });

  it('that hangs costs a page at most the timeout, and the next pages nothing, until it is tried again', async () => {
    let clock = 0;
    routes.set('/cart/mf-manifest.json', { hang: true });
    const manifests = createManifestReader({
      remotesDir,
      http: { timeoutMs: 200, retryAfterMs: 30_000, now: () => clock },
    });
    const url = `${origin}/cart/mf-manifest.json`;
    const started = Date.now();
    const markup = await bootMarkup('/cart', remotesWith(url), manifests);
    expect(Date.now() - started).toBeLessThan(2000);
    // The page still goes out, with its remote's entry and no chunk preloads.
    expect(markup).toContain(`href="${origin}/cart/remoteEntry.js"`);
    expect(markup).not.toContain('.chunk.js');

    const again = Date.now();
    expect(await manifests.syncChunksOf(url, './CartPage')).toEqual([]);
    expect(Date.now() - again).toBeLessThan(100);
    expect(hitsOf('/cart/mf-manifest.json').count).toBe(1);

    // Later it answers: tried again in the background, then its preloads are back.
    routes.set('/cart/mf-manifest.json', { body: manifest({ './CartPage': ['a.11111111.chunk.js'] }) });
    clock += 31_000;
    expect(await manifests.syncChunksOf(url, './CartPage')).toEqual([]);
    await until(() => hitsOf('/cart/mf-manifest.json').count === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await manifests.syncChunksOf(url, './CartPage')).toEqual([`${origin}/cart/a.11111111.chunk.js`]);
  });

  it.each([
    ['an error status', { status: 500, body: 'oops' }],
    ['a body that is not JSON', { body: '<html>not a manifest</html>' }],
    ['a manifest too large', { body: manifest({ './CartPage': ['x'.repeat(3000) + '.js'] }) }],
  ])('that answers %s means no preloads, and the page still goes out', async (_name, route) => {
    routes.set('/cart/mf-manifest.json', route);
    const errors: unknown[] = [];
    const manifests = createManifestReader({
      remotesDir,
      http: { maxBytes: 2048, onError: (_url, err) => errors.push(err) },
    });
    const url = `${origin}/cart/mf-manifest.json`;
    const markup = await bootMarkup('/cart', remotesWith(url), manifests);
    expect(markup).toContain(`href="${origin}/cart/remoteEntry.js"`);
    expect(markup).not.toContain('.chunk.js');
    expect(errors).toHaveLength(1);
  });

  it('that refuses connections means no preloads', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const reader = createHttpManifestReader({ timeoutMs: 500 });
    expect(await reader.read(`http://127.0.0.1:${port}/cart/mf-manifest.json`)).toBeNull();
    const manifests = createManifestReader({ remotesDir });
    expect(await manifests.syncChunksOf(`http://127.0.0.1:${port}/cart/mf-manifest.json`, './CartPage')).toEqual([]);
  });
});

describe('a remote the gateway serves itself', () => {
  it('is still read from its build folder', async () => {
    const dist = remotesDir('cart');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), manifest({ './CartPage': ['a.11111111.chunk.js'] }));
    const manifests = createManifestReader({ remotesDir });
    expect(await manifests.syncChunksOf('/mf/cart/mf-manifest.json', './CartPage')).toEqual([
      '/mf/cart/a.11111111.chunk.js',
    ]);
  });
});
