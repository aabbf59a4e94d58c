import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { DEV_VIEWER_SECRET, clientAddressHeaders, readClientAddress } from '@storefront/service-platform';
import { createGatewayApp } from '../src/app';
import { csrfHeaders } from './csrf-headers';
import type { GatewayOptions } from '../src/app';
import type { PageHead } from '../src/page-head';
import { gatewayConfig } from '../src/config';
import { REMOTE_AREAS, SERVICE_AREAS, serviceForPath } from '../src/routes';
import type { ServiceArea } from '../src/routes';
import { closedPortUrl, listen, remoteManifestUrls } from './helpers';

let tmp: string;
const upstreams: Server[] = [];
const services = {} as Record<ServiceArea, string>;
let deadUrl: string;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A rendered head of a page that exists, with this markup. */
function headOf(markup: string): PageHead {
  return { status: 200, markup, json: { title: '', meta: [], links: [], jsonLd: [] }, cacheable: true };
}

const SHELL_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Car Audio Storefront</title>
  </head>
  <body><div id="root"></div><script defer src="/main.1a2b3c4d.js"></script></body>
</html>`;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-test-'));
  write(path.join(tmp, 'shell/dist/index.html'), SHELL_HTML);
  write(path.join(tmp, 'shell/dist/main.1a2b3c4d.js'), 'console.log("shell")');
  write(path.join(tmp, 'shell/dist/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const area of REMOTE_AREAS) {
    write(path.join(tmp, `mfe-${area}/dist/mf-manifest.json`), JSON.stringify({ name: area }));
    write(path.join(tmp, `mfe-${area}/dist/remoteEntry.js`), `/* ${area} entry */`);
    write(path.join(tmp, `mfe-${area}/dist/src_expose_Widget.0badc0de.chunk.js`), `/* ${area} chunk */`);
  }
  // A manifest listing what the product page module needs at once (mf-manifest.json exposes[].assets.js.sync).
  write(
    path.join(tmp, 'mfe-product/dist/mf-manifest.json'),
    JSON.stringify({
      name: 'product',
      exposes: [
        {
          path: './ProductPage',
          assets: {
            js: {
              sync: ['654.af8b8fc2.chunk.js', '__federation_expose_ProductPage.7541cf01.chunk.js'],
              async: ['516.2d7837e6.chunk.js'],
            },
          },
        },
        {
          path: './ReviewFormPage',
          assets: { js: { sync: ['__federation_expose_ReviewFormPage.22ac251f.chunk.js'] } },
        },
      ],
    }),
  );
  // Precompressed at build time (config/webpack/precompress.js): a brotli and a gzip copy beside the file.
  const bigChunk = `/* cart chunk */ ${'window.cartLine = "a line of the cart";\n'.repeat(200)}`;
  write(path.join(tmp, 'mfe-cart/dist/lines.0badc0de.chunk.js'), bigChunk);
  fs.writeFileSync(path.join(tmp, 'mfe-cart/dist/lines.0badc0de.chunk.js.br'), zlib.brotliCompressSync(bigChunk));
  fs.writeFileSync(path.join(tmp, 'mfe-cart/dist/lines.0badc0de.chunk.js.gz'), zlib.gzipSync(bigChunk));
  for (const area of SERVICE_AREAS) {
    const upstream = express();
    upstream.use(express.json());
    upstream.all('/{*rest}', (req, res) => {
      res.set('set-cookie', `seen_${area}=1; Path=/; HttpOnly`);
      res.json({
        area,
        method: req.method,
        url: req.originalUrl,
        body: req.body ?? null,
        requestId: req.get('x-request-id') ?? null,
        forwardedFor: req.get('x-forwarded-for') ?? null,
        viewerRole: req.get('x-viewer-role') ?? null,
        clientAddress: readClientAddress(req.headers, DEV_VIEWER_SECRET),
        connection: req.get('connection') ?? null,
      });
    });
    const { server, url } = await listen(upstream);
    upstreams.push(server);
    services[area] = url;
  }
  deadUrl = await closedPortUrl();
});

afterAll(async () => {
  await Promise.all(upstreams.map((s) => new Promise((r) => s.close(r))));
  fs.rmSync(tmp, { recursive: true, force: true });
});

function options(overrides: Partial<GatewayOptions> = {}): GatewayOptions {
  return {
    shellDir: path.join(tmp, 'shell/dist'),
    remotesDir: (area) => path.join(tmp, `mfe-${area}/dist`),
    services,
    remoteUrls: remoteManifestUrls(),
    viewerSecret: DEV_VIEWER_SECRET,
    ...overrides,
  };
}

describe('serviceForPath', () => {
  it.each([
    ['/api/product/SKU-1', 'catalog'],
    ['/api/product/stock/SKU-1', 'catalog'],
    ['/api/products', 'catalog'],
    ['/api/collections/car-subwoofers', 'catalog'],
    ['/api/vehicles/makes', 'catalog'],
    ['/api/search', 'catalog'],
    ['/api/menu', 'catalog'],
    ['/api/reviews/skuList', 'reviews'],
    ['/api/cartv2', 'cart'],
    ['/api/checkout-v3/checkout', 'cart'],
    ['/api/checkout-v4/save-checkout-event', 'cart'],
    ['/api/cookies', 'cart'],
    ['/api/auth/session', 'account'],
    ['/api/account/profile', 'account'],
    ['/api/dealers/locator', 'account'],
    ['/api/orders', 'cart'],
    ['/api/orders/SA1234567', 'cart'],
    ['/api/ordersx', null],
    ['/api/marketing/update-subscriber', 'marketing'],
    ['/api/analytics/events/add-to-cart', 'marketing'],
    ['/api/sale-settings', 'marketing'],
    ['/api/menus', null],
    ['/api/unknown', null],
    ['/api/admin/orders', 'cart'],
    ['/api/admin/returns/r1/approve', 'cart'],
    ['/api/admin/catalogue/products', 'catalog'],
    ['/api/admin/fitment/import', 'catalog'],
    ['/api/admin/reviews/abc/hide', 'reviews'],
    ['/api/admin/marketing/sale', 'marketing'],
    ['/api/admin/dealers', 'account'],
    ['/api/admin/staff', 'account'],
    ['/api/admin/audit', 'account'],
    ['/api/admin/ordersx', null],
    ['/api/admin', null],
  ])('%s → %s', (p, area) => {
    expect(serviceForPath(p)).toBe(area);
  });
});

/** The gateway under test, made anew for each describe below. */
let app: ReturnType<typeof createGatewayApp>;

describe("the gateway's proxy to the services", () => {
  beforeAll(() => {
    app = createGatewayApp(options());
  });

  it('proxies /api/* by prefix, keeping path, query, method, body and cookies', async () => {
    const cases: Array<[string, ServiceArea]> = [
      ['/api/product/SDR-12%20D2?x=1', 'catalog'],
      ['/api/menu', 'catalog'],
      ['/api/reviews/skuList?skus=A,B&page=0', 'reviews'],
      ['/api/cartv2', 'cart'],
      ['/api/auth/session', 'account'],
      ['/api/sale-settings', 'marketing'],
    ];
    for (const [url, area] of cases) {
      const res = await request(app).get(url);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ area, method: 'GET', url });
      expect(res.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringContaining(`seen_${area}=1`)]));
    }
    const post = await request(app)
      .post('/api/cartv2')
      .set(csrfHeaders())
      .send({ items: [{ sku: 'A', quantity: 2 }] });
    expect(post.body).toMatchObject({ area: 'cart', method: 'POST', body: { items: [{ sku: 'A', quantity: 2 }] } });
  });

  it('routes the push service worker at /sw-push.js to the marketing service (its scope is the whole site)', async () => {
    const res = await request(app).get('/sw-push.js');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ area: 'marketing', method: 'GET', url: '/sw-push.js' });
  });

  it('forwards request ids and client addresses', async () => {
    const res = await request(app).get('/api/menu').set('x-request-id', 'trace-42');
    expect(res.body.requestId).toBe('trace-42');
    expect(res.headers['x-request-id']).toBe('trace-42');
    expect(res.body.forwardedFor).toBeTruthy();
  });

  it('signs the client address it saw, replacing any address header a caller sent', async () => {
    const plain = await request(app).get('/api/menu');
    expect(plain.body.clientAddress).toMatch(/127\.0\.0\.1|::1/);
    const forged = await request(app)
      .get('/api/menu')
      .set(clientAddressHeaders('198.51.100.9', DEV_VIEWER_SECRET))
      .set('X-Forwarded-For', '198.51.100.77');
    // The gateway is the edge (no TRUST_PROXY): neither the caller's X-Forwarded-For nor its signed header counts.
    expect(forged.body.clientAddress).toBe(plain.body.clientAddress);
    const spoofed = await request(app)
      .get('/api/menu')
      .set(clientAddressHeaders('198.51.100.10', 'another-secret-of-enough-length'));
    expect(spoofed.body.clientAddress).toBe(plain.body.clientAddress);
  });

  it('never lets a caller claim a viewer role, and keeps upstream connections alive', async () => {
    const res = await request(app).get('/api/product/ABC').set('x-viewer-role', 'dealer');
    expect(res.body.area).toBe('catalog');
    expect(res.body.viewerRole).toBeNull();
    expect(res.body.connection).not.toBe('close');
  });

  it('answers JSON 404 for unknown /api paths', async () => {
    for (const url of ['/api', '/api/', '/api/nope', '/api/menus']) {
      const res = await request(app).get(url);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    const post = await request(app).post('/api/nope').set(csrfHeaders()).send({ a: 1 });
    expect(post.status).toBe(404);
  });

  it('answers 502 JSON when a service is down', async () => {
    const down = createGatewayApp(options({ services: { ...services, reviews: deadUrl } }));
    const res = await request(down).get('/api/reviews/skuList?skus=A');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: { code: 'bad_gateway', message: 'The reviews service is unavailable' } });
    // other services are unaffected
    expect((await request(down).get('/api/menu')).status).toBe(200);
  });
});

describe('where the remotes are: /remotes.json, the environment, their bundles', () => {
  beforeAll(() => {
    app = createGatewayApp(options());
  });

  it('serves /remotes.json without caching', async () => {
    const res = await request(app).get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      catalog: '/mf/catalog/mf-manifest.json',
      product: '/mf/product/mf-manifest.json',
      cart: '/mf/cart/mf-manifest.json',
      account: '/mf/account/mf-manifest.json',
      marketing: '/mf/marketing/mf-manifest.json',
    });
  });

  it('reads remote URLs and service URLs from the environment', async () => {
    const config = gatewayConfig({
      REMOTE_CART_URL: 'https://cart.example.com/mf-manifest.json',
      CATALOG_SERVICE_URL: 'http://10.0.0.5:4001',
      PORT: '9090',
    });
    expect(config.port).toBe(9090);
    expect(config.services.catalog).toBe('http://10.0.0.5:4001');
    expect(config.services.reviews).toBe('http://127.0.0.1:4002');
    expect(config.remoteUrls.cart).toBe('https://cart.example.com/mf-manifest.json');
    expect(config.remoteUrls.product).toBe('/mf/product/mf-manifest.json');
    expect(config.remotesDir('product')).toMatch(/mfe-product[/\\]dist$/);
    expect(() => gatewayConfig({ CATALOG_SERVICE_URL: 'not a url' })).toThrow(/CATALOG_SERVICE_URL/);

    const withRemote = createGatewayApp(
      options({ remoteUrls: { ...options().remoteUrls, cart: config.remoteUrls.cart } }),
    );
    const res = await request(withRemote).get('/remotes.json');
    expect(res.body.cart).toBe('https://cart.example.com/mf-manifest.json');
    // the remote's origin is allowed to run scripts
    const page = await request(withRemote).get('/').set('Accept', 'text/html');
    expect(page.headers['content-security-policy']).toContain('https://cart.example.com');
  });

  it('serves remote bundles with cache headers and CORS', async () => {
    const manifest = await request(app).get('/mf/cart/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.body).toEqual({ name: 'cart' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const entry = await request(app).get('/mf/product/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await request(app).get('/mf/catalog/src_expose_Widget.0badc0de.chunk.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const preflight = await request(app).options('/mf/cart/remoteEntry.js').set('Origin', 'https://shop.example.com');
    expect(preflight.status).toBe(204);
  });
});

describe("the document's boot data: remote locations and preloads", () => {
  beforeAll(() => {
    app = createGatewayApp(options());
  });

  it('puts the remote locations and preloads of what the page shows into the document', async () => {
    const res = await request(app).get('/products/some-product').set('Accept', 'text/html');
    const boot = /<script[^>]*id="sf-boot"[^>]*>([^<]*)<\/script>/.exec(res.text);
    expect(boot).not.toBeNull();
    expect(JSON.parse(boot![1])).toEqual({ remotes: options().remoteUrls });
    // Data is preloaded at once; scripts are named for the shell's starter, which fetches them when it starts.
    const preloads = [
      ...res.text.matchAll(
        /<link rel="(?:preload" as="(\w+)"|sf-preload")( crossorigin(?:="([\w-]+)")?)? href="([^"]+)">/g,
      ),
    ].map(([, as, cors, mode, href]) => `${as ?? 'script'}${cors ? ` cors${mode ? `=${mode}` : ''}` : ''} ${href}`);
    expect(preloads).toEqual([
      'fetch cors=use-credentials /api/sale-settings',
      'fetch cors=use-credentials /api/products/by-handle/some-product',
      'script /mf/product/remoteEntry.js',
      'script /mf/product/654.af8b8fc2.chunk.js',
      'script /mf/product/__federation_expose_ProductPage.7541cf01.chunk.js',
      'script /mf/marketing/remoteEntry.js',
    ]);
    // No manifest: the shell registers remotes by their entries. The page's own chunks only: the review form's and the lazily loaded ones are not preloaded, nor the cart remote
    // (the shell mounts its panel on the first cart intent).
    expect(res.text).not.toContain('ReviewFormPage');
    expect(res.text).not.toContain('href="/mf/cart/');
    expect(res.text).not.toContain('516.2d7837e6');

    // With a variant in the address the remote checks it first: the product's answer is not guessed.
    const variant = await request(app).get('/products/some-product?sku=SDR-12').set('Accept', 'text/html');
    expect(variant.text).toContain('href="/mf/product/remoteEntry.js"');
    expect(variant.text).not.toContain('/api/products/by-handle/');

    // A page of another remote preloads that one; a path no page has only the layout's remotes.
    const cart = await request(app).get('/cart').set('Accept', 'text/html');
    expect(cart.text).toContain('href="/mf/cart/remoteEntry.js"');
    expect(cart.text).not.toContain('href="/mf/product/');
    // Only what the page shows: checkout has nothing above its header (spec 2 §1 page switches), so neither the
    // marketing remote nor the sale settings are preloaded there.
    const checkout = await request(app).get('/checkout/v3').set('Accept', 'text/html');
    expect(checkout.text).toContain('href="/mf/cart/remoteEntry.js"');
    expect(checkout.text).not.toContain('href="/mf/marketing/');
    expect(checkout.text).not.toContain('/api/sale-settings');
    const unknown = await request(app).get('/no-such-page').set('Accept', 'text/html');
    expect(unknown.status).toBe(404);
    expect(unknown.text).not.toContain('href="/mf/catalog/');
    expect(unknown.text).toContain('id="sf-boot"');
  });

  it('keeps the boot data inside its script element whatever a remote location holds', async () => {
    const odd = createGatewayApp(
      options({
        remoteUrls: {
          ...options().remoteUrls,
          cart: 'https://cdn.example/</script><script>alert(1)</script>/mf-manifest.json',
        },
      }),
    );
    const res = await request(odd).get('/cart').set('Accept', 'text/html');
    expect(res.text).not.toContain('<script>alert(1)');
    const boot = /<script[^>]*id="sf-boot"[^>]*>([^<]*)<\/script>/.exec(res.text);
    expect(JSON.parse(boot![1]).remotes.cart).toBe(
      'https://cdn.example/</script><script>alert(1)</script>/mf-manifest.json',
    );
  });
});

describe("files under /mf and the shell's own", () => {
  beforeAll(() => {
    app = createGatewayApp(options());
  });

  it('serves the copy compressed at build time that the browser accepts, cached like the file', async () => {
    // superagent unpacks what it receives: the body is compared with the file, the length with the copy sent.
    const dist = path.join(tmp, 'mfe-cart/dist');
    const url = '/mf/cart/lines.0badc0de.chunk.js';
    const original = fs.readFileSync(path.join(dist, 'lines.0badc0de.chunk.js'), 'utf8');

    const brotli = await request(app).get(url).set('Accept-Encoding', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(Number(brotli.headers['content-length'])).toBe(
      fs.statSync(path.join(dist, 'lines.0badc0de.chunk.js.br')).size,
    );
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.text).toBe(original);

    const gzip = await request(app).get(url).set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(
      fs.statSync(path.join(dist, 'lines.0badc0de.chunk.js.gz')).size,
    );
    expect(gzip.text).toBe(original);

    const plain = await request(app).get(url).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(original);
  });

  it('answers 404 for unknown files under /mf', async () => {
    for (const url of [
      '/mf/cart/missing.js',
      '/mf/unknown/remoteEntry.js',
      '/mf/cart/',
      '/mf/cart/../../shell/dist/index.html',
    ]) {
      const res = await request(app).get(url);
      expect(res.status).toBe(404);
    }
  });

  it('serves shell assets with cache headers', async () => {
    const js = await request(app).get('/main.1a2b3c4d.js');
    expect(js.status).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await request(app).get('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
    const missing = await request(app).get('/missing.1a2b3c4d.js');
    expect(missing.status).toBe(404);
  });
});

describe('the page document', () => {
  beforeAll(() => {
    app = createGatewayApp(options());
  });

  it('answers every HTML page with the shell, uncached, with a CSP nonce on scripts', async () => {
    // '/index.html' is no page of the shell (it shows its not-found screen there): the document, with a 404.
    for (const url of ['/', '/collections/car-subwoofers', '/products/some-product?sku=X', '/index.html']) {
      const res = await request(app).get(url).set('Accept', 'text/html,application/xhtml+xml');
      expect(res.status).toBe(url === '/index.html' ? 404 : 200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<div id="root"></div>');
      const nonce = /<script nonce="([^"]+)"/.exec(res.text)?.[1];
      expect(nonce).toBeTruthy();
      expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    }
  });

  it("answers a page's address with the page, whatever file the shell's folder has by that name", async () => {
    write(path.join(tmp, 'shell/dist/cart'), 'a stray file');
    const res = await request(app).get('/cart').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('answers JSON 404 for non-HTML requests and other methods', async () => {
    const json = await request(app).get('/some/page').set('Accept', 'application/json');
    expect(json.status).toBe(404);
    expect(json.body.error.code).toBe('not_found');
    const post = await request(app).post('/some/page').send({});
    expect(post.status).toBe(404);
  });

  it('injects the rendered head, replacing the title', async () => {
    const seen: string[] = [];
    const withHead = createGatewayApp(
      options({
        renderHead: async (req) => {
          seen.push(`${req.path} ${JSON.stringify(req.query)}`);
          if (req.path.startsWith('/products/')) {
            return headOf(
              '<title>SDR 12" Subwoofer | Car Audio Storefront</title>\n<meta name="description" content="Deep bass" />',
            );
          }
          return null;
        },
      }),
    );
    const res = await request(withHead).get('/products/sdr-12?sku=A').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>SDR 12" Subwoofer | Car Audio Storefront</title>');
    expect(res.text).not.toContain('<title>Car Audio Storefront</title>');
    // The rendered head comes first, then the boot data (boot.ts), all inside the head.
    expect(res.text).toMatch(
      /<meta name="description" content="Deep bass" \/>\s*<script[^>]*id="sf-boot"[\s\S]*<\/head>/,
    );
    expect(seen).toContain('/products/sdr-12 {"sku":"A"}');
    const plain = await request(withHead).get('/').set('Accept', 'text/html');
    expect(plain.text).toContain('<title>Car Audio Storefront</title>');
  });

  it('serves the plain shell when the head renderer fails or is slow', async () => {
    const failing = createGatewayApp(options({ renderHead: async () => Promise.reject(new Error('catalog down')) }));
    const res = await request(failing).get('/products/x').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Car Audio Storefront</title>');
    const slow = createGatewayApp(
      options({
        renderHeadTimeoutMs: 50,
        renderHead: () => new Promise((r) => setTimeout(() => r(headOf('<title>Late</title>')), 500)),
      }),
    );
    const res2 = await request(slow).get('/products/x').set('Accept', 'text/html');
    expect(res2.text).toContain('<title>Car Audio Storefront</title>');
  });

  it('answers 503 when the shell is not built', async () => {
    const unbuilt = createGatewayApp(options({ shellDir: path.join(tmp, 'nowhere') }));
    const res = await request(unbuilt).get('/').set('Accept', 'text/html');
    expect(res.status).toBe(503);
  });
});

describe('health, web vitals and metrics', () => {
  beforeAll(() => {
    app = createGatewayApp(options());
  });

  it('reports health', async () => {
    expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok' });
  });

  it("serves the web-vitals browser build the page's head script loads, compressed and cached for a day", async () => {
    const res = await request(app).get('/assets/web-vitals.js').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.text).toMatch(/webVitals/);
  });

  it('answers /metrics to a local caller and hides it from a forwarded one', async () => {
    const local = await request(app).get('/metrics');
    expect(local.status).toBe(200);
    expect(local.text).toMatch(/^http_requests_total\{.*service="gateway"/m);
    const forwarded = await request(app).get('/metrics').set('X-Forwarded-For', '203.0.113.5');
    expect(forwarded.text).not.toContain('http_requests_total');
  });
});

describe('loadHeadRenderer', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { loadHeadRenderer } = require('../src/head-loader') as typeof import('../src/head-loader');

  it('returns undefined when the head module is absent, and rethrows other failures', () => {
    const missing = () => {
      throw Object.assign(new Error("Cannot find module './head'"), { code: 'MODULE_NOT_FOUND' });
    };
    expect(loadHeadRenderer('http://catalog', undefined, undefined, missing)).toBeUndefined();
    const broken = () => {
      throw Object.assign(new Error("Cannot find module 'cheerio'"), { code: 'MODULE_NOT_FOUND' });
    };
    expect(() => loadHeadRenderer('http://catalog', undefined, undefined, broken)).toThrow(/cheerio/);
  });

  it('creates the renderer with the catalog URL and the public origin when present', async () => {
    const seen: unknown[] = [];
    const renderer = loadHeadRenderer('http://catalog:4001', undefined, 'https://shop.example', () => ({
      createHeadRenderer: (url: string, options) => {
        seen.push(url, options?.origin);
        return async () => null;
      },
    }));
    expect(seen).toEqual(['http://catalog:4001', 'https://shop.example']);
    expect(renderer).toBeDefined();
  });
});
