// Server rendering, stage 2 (docs/server-rendering-plan.md): the gateway streams a page the shell's server bundle
// renders into the shell's document, with the state the page hydrates with after it; whatever cannot be rendered on
// the server gets the plain document, as before. The shell bundle here is a fixture (CommonJS, Node built-ins only)
// whose behaviour each test picks with the product handle in the URL, and which echoes what it was given into its
// HTML, so every assertion is about what a browser receives.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { DEV_VIEWER_SECRET, GUEST_VIEWER, readClientAddress, readViewer } from '@storefront/service-platform';
import { createGatewayApp } from '../src/app';
import type { GatewayOptions } from '../src/app';
import { NO_CACHE } from '../src/cache';
import { ROUTES } from '@storefront/shared-domain';
import { DEFAULT_SSR_PAGES, gatewayConfig, parseSsrPages } from '../src/config';
import type { PageHead } from '../src/page-head';
import { createPageRenderer } from '../src/render/page-render';
import { RENDER_CACHE_HEADER } from '../src/render/page-request';
import { csrfHeaders } from './csrf-headers';
import type { PageRenderer, PageRendererOptions, SsrPageKind } from '../src/render/page-render';
import { createServiceFetch, type ServiceCallFailure } from '../src/render/service-fetch';
import type { ViewerResolver } from '../src/viewer';
import type { ServiceArea } from '../src/routes';
import { remoteManifestUrls, servicesAt } from './helpers';
import { HOSTILE_NOTE, SHELL_INDEX, renderingApp, writeShellFixture } from './shell-fixture';

jest.setTimeout(20_000);

let tmp: string;
let upstream: http.Server;
let upstreamUrl: string;
/** Whether the upstream service fails the 'flaky' page's call (503), as a service that is down. */
let flakyFails = false;
/** How many times a render's call for the sale settings reached the upstream service. */
let saleSettingsCalls = 0;
/** How many times the 'flaky' page's call reached the upstream service. */
let flakyCalls = 0;
/** What the upstream service saw, newest last. */
const upstreamSeen: { url: string; clientAddress: string | null; requestId: string | null; cookie?: string }[] = [];

/** The account service's answers to a session read, by the session cookie's value ('down': it fails). */
const DEALER_SESSION = { user: { account_id: 'acct-7', email: 'dealer@example.com', role: 2, isDealer: true } };
function sessionAnswer(req: express.Request, res: express.Response): boolean {
  if (req.path !== '/api/auth/session') return false;
  const cookie = req.get('cookie') ?? '';
  if (cookie.includes('sa_session=down')) res.status(500).json({});
  else res.json(cookie.includes('sa_session=dealer') ? DEALER_SESSION : { user: null });
  return true;
}

function listen(app: express.Express): Promise<{ server: http.Server; url: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    });
  });
}

async function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-page-render-'));
  writeShellFixture(tmp);
  const api = express();
  api.all('/{*rest}', (req, res) => {
    if (sessionAnswer(req, res)) return;
    if (req.path.endsWith('/flaky')) flakyCalls += 1;
    if (flakyFails && req.path.endsWith('/flaky')) return void res.status(503).json({});
    const viewer = readViewer(req.headers, DEV_VIEWER_SECRET);
    const seen = {
      url: req.originalUrl,
      clientAddress: readClientAddress(req.headers, DEV_VIEWER_SECRET),
      requestId: req.get('x-request-id') ?? null,
      ...(req.get('cookie') ? { cookie: req.get('cookie') } : {}),
      ...(viewer.accountId ? { viewer } : {}),
    };
    upstreamSeen.push(seen);
    if (typeof req.query.maxAge === 'string') res.set('Cache-Control', `public, max-age=${req.query.maxAge}`);
    if (req.originalUrl === '/api/sale-settings') {
      saleSettingsCalls += 1;
      res.set('Cache-Control', 'public, max-age=60');
    }
    res.json(seen);
  });
  ({ server: upstream, url: upstreamUrl } = await listen(api));
});

afterAll(async () => {
  await close(upstream);
  fs.rmSync(tmp, { recursive: true, force: true });
});

function services(): Record<ServiceArea, string> {
  return servicesAt(upstreamUrl);
}

function options(overrides: Partial<GatewayOptions> = {}): GatewayOptions {
  return {
    shellDir: path.join(tmp, 'shell'),
    remotesDir: (area) => path.join(tmp, `mfe-${area}/dist`),
    services: services(),
    remoteUrls: remoteManifestUrls(),
    viewerSecret: DEV_VIEWER_SECRET,
    ssrPages: new Set(['product']),
    // The test runner's own work is not the gateway's: no page here is left to the browser for a busy thread.
    ssrMaxLoopUtilization: 1,
    ...overrides,
  };
}

/** The script nonce the response's Content-Security-Policy allows. */
function cspNonceOf(res: request.Response): string {
  const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
  if (!nonce) throw new Error('the response has no CSP nonce');
  return nonce;
}

/** The state script exactly as the browser must receive it: `<` escaped, so no value can close the element. */
function stateScriptOf(state: unknown, nonce: string): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="sf-state" nonce="${nonce}">${json}</script>`;
}

/** Asserts the answer is the plain document: the boot skeleton inside #root, nothing rendered, no state. */
function expectPlainDocument(res: request.Response) {
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe(NO_CACHE);
  expect(res.text).toContain('<div id=root data-app=shell><div class=sf-boot-bar aria-hidden=true>');
  expect(res.text).not.toContain('data-sf-ssr');
  expect(res.text).not.toContain('id="sf-state"');
  expect(res.text).not.toContain('Rendered by the fixture');
}

const PRELOAD_FETCH = '<link rel="preload" as="fetch"';

describe('a product page rendered on the server', () => {
  let app: express.Express;
  beforeAll(() => {
    app = createGatewayApp(options());
  });

  it('streams head, #root marked as rendered, the page, then the escaped state under the CSP nonce', async () => {
    const res = await request(app).get('/products/x?sku=1&utm=a').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // The same caching as the plain document: the page holds a per-response nonce and the visitor's remotes.
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    const nonce = cspNonceOf(res);
    const text = res.text;

    // The fixture was handed the whole address with its query, the response's own nonce and a fetch function.
    const page =
      `<main id=page data-url="/products/x?sku=1&amp;utm=a" data-nonce="${nonce}" data-fetch=function data-signed-in=false>` +
      'Rendered by the fixture</main>';
    // The gateway adds the remotes' server bundles the page rendered with (the version the browser loads).
    const rendered = {
      url: '/products/x?sku=1&utm=a',
      note: HOSTILE_NOTE,
      builds: { product: { version: 'dist', build: '0.1.0+fixture' } },
    };
    const state = stateScriptOf(rendered, nonce);
    // In this order: the head, #root (its tag kept, marked), the page inside it, #root closed, the state, the end.
    const at = [
      text.indexOf('<title>t</title>'),
      text.indexOf('</head><body><div id=root data-app=shell data-sf-ssr="">'),
      text.indexOf(`data-sf-ssr="">${page}</div>${state}</body></html>`),
    ];
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text.endsWith(`${page}</div>${state}</body></html>`)).toBe(true);
    // The boot skeleton gave way to the page; the hostile string never appears unescaped.
    expect(text).not.toContain('sf-boot-bar');
    expect(text).not.toContain(HOSTILE_NOTE);
    // ...and the state still reads back as the value the page rendered with.
    const json = /<script type="application\/json" id="sf-state"[^>]*>([^<]*)<\/script>/.exec(text)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(rendered);
    // The document's own scripts still carry the nonce (addScriptNonce ran before the split).
    expect(text).toContain(`<script nonce="${nonce}" defer src=/main.js>`);
  });

  it("sends the render's API calls to the owning service with the visitor's signed address and request id", async () => {
    const res = await request(app)
      .get('/products/fetches')
      .set('Accept', 'text/html')
      .set('X-Request-Id', 'render-test-1');
    expect(res.status).toBe(200);
    const answer = /<pre id=answer data-status=200>([^<]*)<\/pre>/.exec(res.text)?.[1];
    const seen = JSON.parse((answer ?? 'null').replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    expect(seen).toEqual({
      url: '/api/products/by-handle/fetches?sku=1',
      clientAddress: expect.stringMatching(/127\.0\.0\.1$/),
      requestId: 'render-test-1',
    });
  });

  it('leaves the page data and sale settings out of the preloads; the plain document keeps them', async () => {
    const rendered = await request(app).get('/products/x').set('Accept', 'text/html');
    expect(rendered.text).toContain('data-sf-ssr=""');
    // The data comes inside the document: fetching it again would be for nothing.
    expect(rendered.text).not.toContain(PRELOAD_FETCH);
    // The remote's code is still preloaded.
    expect(rendered.text).toContain('<link rel="sf-preload" href="/mf/product/remoteEntry.js">');

    const plain = await request(createGatewayApp(options({ ssrPages: new Set() })))
      .get('/products/x')
      .set('Accept', 'text/html');
    expectPlainDocument(plain);
    expect(plain.text).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/products/by-handle/x">',
    );
  });

  it('answers an unknown product (head status 404) with a rendered page and status 404', async () => {
    const notFoundHead: PageHead = {
      status: 404,
      markup: '<title>Not found</title>',
      json: { title: 'Not found', meta: [], links: [], jsonLd: [] },
      cacheable: true,
    };
    const withHead = createGatewayApp(
      options({ renderHead: async (req) => (req.path === '/products/missing' ? notFoundHead : null) }),
    );
    const res = await request(withHead).get('/products/missing').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<title>Not found</title>');
    expect(res.text).toContain('data-sf-ssr=""><main id=page data-url="/products/missing"');
    expect(res.text).toContain('id="sf-state"');
    expect(res.text.endsWith('</body></html>')).toBe(true);
  });
});

describe("a signed-in visitor's page", () => {
  let app: express.Express;
  beforeAll(() => {
    app = createGatewayApp(options());
  });
  const get = (url: string, session: string) =>
    request(app).get(url).set('Accept', 'text/html').set('Cookie', `theme=dark; sa_session=${session}`);

  it('is rendered as theirs: their session read, their signed viewer on every call, kept by no cache', async () => {
    const page = await get('/products/x', 'dealer');
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-signed-in=true>Rendered by the fixture');
    expect(page.headers['cache-control']).toBe('private, no-store');
    const fetched = await get('/products/fetches', 'dealer');
    const answer = /<pre id=answer data-status=200>([^<]*)<\/pre>/.exec(fetched.text)?.[1];
    const seen = JSON.parse((answer ?? 'null').replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    // The catalogue sees the dealer (dealer prices), and no cookie of theirs.
    expect(seen.viewer).toEqual({ accountId: 'acct-7', email: 'dealer@example.com', role: 2, isDealer: true });
    expect(seen).not.toHaveProperty('cookie');
  });

  it("is rendered as a guest's for a session cookie that is no longer valid, still private", async () => {
    const page = await get('/products/x', 'expired');
    expect(page.text).toContain('data-signed-in=false>Rendered by the fixture');
    expect(page.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the plain document instead', () => {
  let app: express.Express;
  beforeAll(() => {
    app = createGatewayApp(options());
  });

  it('for a visitor whose session cannot be looked up (the account service fails)', async () => {
    const res = await request(app).get('/products/x').set('Accept', 'text/html').set('Cookie', 'sa_session=down');
    expect(res.status).toBe(200);
    expectPlainDocument(res);
    // The plain document preloads the page's data, as before server rendering.
    expect(res.text).toContain(PRELOAD_FETCH);
  });

  it.each(['/cart', '/', '/collections/subwoofers'])('for %s, a kind of page not in ssrPages', async (page) => {
    const res = await request(app).get(page).set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expectPlainDocument(res);
  });

  it('for a path no page has, with its 404', async () => {
    const res = await request(app).get('/no/such/page').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expectPlainDocument(res);
  });

  it('when the render fails before its first byte, with the data preloads of the plain document', async () => {
    const res = await request(app).get('/products/throws').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expectPlainDocument(res);
    expect(res.text).toContain(PRELOAD_FETCH);
  });

  it('when the shell was built without its server bundle', async () => {
    const unbuilt = createGatewayApp(options({ shellDir: path.join(tmp, 'shell-unbuilt') }));
    const res = await request(unbuilt).get('/products/x').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain(PRELOAD_FETCH);
    expectPlainDocument(res);
  });

  it('when the document has no #root to render into', async () => {
    const rootless = createGatewayApp(options({ shellDir: path.join(tmp, 'shell-rootless') }));
    const res = await request(rootless).get('/products/x').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id=app>Car Audio Storefront</div>');
    expect(res.text).not.toContain('Rendered by the fixture');
    expect(res.text).not.toContain('id="sf-state"');
  });

  it('for HEAD: the headers of the plain document, with its length, nothing streamed', async () => {
    const head = await request(app).head('/products/x').set('Accept', 'text/html').set('Accept-Encoding', 'identity');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers['cache-control']).toBe(NO_CACHE);
    // A streamed render would be chunked, with no length.
    expect(head.headers['transfer-encoding']).toBeUndefined();
    const plain = await request(app)
      .get('/products/x')
      .set('Accept', 'text/html')
      .set('Accept-Encoding', 'identity')
      .set('Cookie', 'sa_session=down');
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(plain.text));
  });
});

describe('streaming through the compression middleware', () => {
  it('decodes to the whole document with gzip', async () => {
    const res = await request(createGatewayApp(options())).get('/products/x').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text.startsWith('<!doctype html><html><head>')).toBe(true);
    expect(res.text).toContain('Rendered by the fixture</main></div><script type="application/json" id="sf-state"');
    expect(res.text.endsWith('</body></html>')).toBe(true);
  });

  it('delivers the first chunk before the render ends (each chunk is flushed through gzip)', async () => {
    const { server, url } = await listen(createGatewayApp(options()));
    try {
      const started = Date.now();
      /** Decoded text received so far, at each moment some arrived. */
      const arrivals: { at: number; text: string }[] = [];
      const encoding = await new Promise<string | undefined>((resolve, reject) => {
        http
          .get(`${url}/products/slow`, { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } }, (res) => {
            let text = '';
            const gunzip = res.pipe(zlib.createGunzip());
            gunzip.on('data', (chunk: Buffer) => {
              text += chunk.toString('utf8');
              arrivals.push({ at: Date.now() - started, text });
            });
            gunzip.on('end', () => resolve(res.headers['content-encoding']));
            gunzip.on('error', reject);
          })
          .on('error', reject);
      });
      expect(encoding).toBe('gzip');
      const first = arrivals.find((a) => a.text.includes('<p id=first>first</p>'));
      const last = arrivals[arrivals.length - 1];
      expect(last.text.endsWith('</body></html>')).toBe(true);
      // The head and the first chunk were readable while the rest was still being rendered (200 ms later).
      expect(first?.text).toContain('<title>t</title>');
      expect(first?.text).not.toContain('<p id=rest>');
      expect(last.at - (first?.at ?? last.at)).toBeGreaterThanOrEqual(150);
    } finally {
      await close(server);
    }
  });
});

/**
 * A browser's request for a page. Node's fetch says it is 'node', and the gateway has a client that is not a browser
 * (a crawler, a script) wait for a render rather than get the plain document, which it may not run.
 */
const AS_A_BROWSER = {
  Accept: 'text/html',
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
};

/**
 * Asks for a page whose render streams its first part at once and the rest later (the fixture's 'slow'), and resolves
 * once the first part has come: its render is under way. `done` is the whole document, decoded.
 */
function whileRendering(url: string): Promise<{ headers: http.IncomingHttpHeaders; done: Promise<string> }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } }, (res) => {
        let text = '';
        const html = res.pipe(zlib.createGunzip());
        const done = new Promise<string>((ended) => html.on('end', () => ended(text)));
        html.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
          if (text.includes('<p id=first>')) resolve({ headers: res.headers, done });
        });
      })
      .on('error', reject);
  });
}

describe('a crowd of pages', () => {
  it('leaves a page to the browser while SSR_MAX_RENDERS pages are rendering (counted at /metrics), and renders the next once one is done', async () => {
    const { server, url } = await listen(createGatewayApp(options({ ssrMaxRenders: 1 })));
    const page = async (handle: string) => {
      const res = await fetch(`${url}/products/${handle}`, { headers: AS_A_BROWSER });
      return res.text();
    };
    try {
      // The slow page's first part comes at once and the rest 200 ms later: it is rendering meanwhile.
      const slow = await whileRendering(`${url}/products/slow`);
      const crowded = await page('crowded');
      expect(crowded).toContain('<div id=root data-app=shell><div class=sf-boot-bar aria-hidden=true>');
      expect(crowded).not.toContain('Rendered by the fixture');
      expect(await slow.done).toContain('<p id=rest>rest</p>');
      expect(await page('next')).toContain('Rendered by the fixture');
      const metrics = await (await fetch(`${url}/metrics`)).text();
      expect(metrics).toMatch(/^gateway_pages_left_to_browser_total\{reason="renders",service="gateway"\} 1$/m);
      expect(metrics).toMatch(/^gateway_pages_left_to_browser_total\{reason="loop",service="gateway"\} 0$/m);
    } finally {
      await close(server);
    }
  });

  it('frees the place of a render whose visitor left before it started (no place is lost for good)', async () => {
    const page = renderer(undefined, undefined, { maxRenders: 1 });
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = 'test-nonce';
      next();
    });
    const remotes = remoteManifestUrls();
    // What comes before a render (the page's head, looked up from a service) takes a while.
    app.get('/{*rest}', async (req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (!(await page.render({ req, res, html: SHELL_INDEX, status: 200, remotes }))) res.send('the plain document');
    });
    const { server, url } = await listen(app);
    try {
      const left = new AbortController();
      const asked = fetch(`${url}/products/left`, { signal: left.signal }).catch(() => 'left');
      await new Promise((resolve) => setTimeout(resolve, 30));
      left.abort();
      expect(await asked).toBe('left');
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await (await fetch(`${url}/products/next`)).text()).toContain('Rendered by the fixture');
    } finally {
      await close(server);
    }
  });

  it("counts at /metrics a page the gateway left to the browser for its thread's use (SSR_MAX_LOOP_UTILIZATION)", async () => {
    // The thread is never this idle: a second after the sampling starts, every page goes to the browser.
    const app = createGatewayApp(options({ ssrMaxLoopUtilization: 1e-9 }));
    await new Promise((resolve) => setTimeout(resolve, 1300));
    const page = await request(app).get('/products/busy').set('Accept', 'text/html');
    expect(page.text).not.toContain('Rendered by the fixture');
    const metrics = await request(app).get('/metrics');
    expect(metrics.text).toMatch(/^gateway_pages_left_to_browser_total\{reason="loop",service="gateway"\} 1$/m);
  });

  it("leaves a page to the browser while the gateway's thread has been busier than SSR_MAX_LOOP_UTILIZATION", async () => {
    let utilization = 0.95;
    const reasons: string[] = [];
    const app = renderingApp(
      renderer(undefined, undefined, {
        maxLoopUtilization: 0.9,
        loopUtilization: () => utilization,
        onBusy: (reason) => reasons.push(reason),
      }),
    );
    expect((await request(app).get('/products/busy')).text).toBe('the plain document');
    utilization = 0.5;
    expect((await request(app).get('/products/calm')).text).toContain('Rendered by the fixture');
    expect(reasons).toEqual(['loop']);
  });

  it('has a crawler or a link preview (which may run no scripts) wait for a place, up to the render deadline', async () => {
    let utilization = 0.95;
    const reasons: string[] = [];
    const app = renderingApp(
      renderer(300, undefined, {
        maxLoopUtilization: 0.9,
        loopUtilization: () => utilization,
        onBusy: (reason) => reasons.push(reason),
      }),
    );
    const crawler = (handle: string) =>
      request(app).get(`/products/${handle}`).set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1)');
    // Past the deadline with the thread still busy, it gets the plain document too.
    expect((await crawler('still-busy')).text).toBe('the plain document');
    expect(reasons).toEqual(['loop']);
    const browser = await request(app).get('/products/busy').set('User-Agent', AS_A_BROWSER['User-Agent']);
    expect(browser.text).toBe('the plain document');
    // The thread calms down while a crawler waits: its page is rendered.
    setTimeout(() => (utilization = 0.5), 100);
    expect((await crawler('waited')).text).toContain('Rendered by the fixture');
    expect(reasons).toEqual(['loop', 'loop']);
  });
});

/** A resolver for renderers tested without sessions. */
const guestsOnly: ViewerResolver = { resolve: async () => GUEST_VIEWER, forget: () => undefined };

function renderer(
  renderDeadlineMs?: number,
  pages: ReadonlySet<SsrPageKind> = new Set(['product']),
  more: Partial<PageRendererOptions> = {},
): PageRenderer {
  return createPageRenderer({
    shellDir: path.join(tmp, 'shell'),
    remotesDir: (area) => path.join(tmp, `mfe-${area}/dist`),
    services: services(),
    viewerSecret: DEV_VIEWER_SECRET,
    viewerResolver: guestsOnly,
    pages,
    logger: pino({ level: 'silent' }),
    renderDeadlineMs,
    maxLoopUtilization: 1,
    ...more,
  });
}

describe('createPageRenderer', () => {
  it('sends what React writes at once in one write (one flush of the compressor, not one per piece)', async () => {
    const page = renderer();
    const writes: string[] = [];
    const app = express();
    app.use((_req, res, next) => {
      const write = res.write.bind(res) as (chunk: unknown) => boolean;
      res.write = ((chunk: unknown) => {
        writes.push(String(chunk));
        return write(chunk);
      }) as typeof res.write;
      next();
    });
    app.get('/{*rest}', async (req, res) => {
      await page.render({ req, res, html: SHELL_INDEX, status: 200, remotes: remoteManifestUrls() });
    });
    const res = await request(app).get('/products/pieces');
    const pieces = Array.from({ length: 30 }, (_, i) => `<p>piece ${i}</p>`).join('');
    expect(res.text).toContain(`${pieces}</div>`);
    expect(writes.filter((text) => text.includes('piece'))).toEqual([pieces]);
  });

  it('aborts a render past its deadline; what was rendered goes out, then the state and the end', async () => {
    const started = Date.now();
    const res = await request(renderingApp(renderer(50))).get('/products/hang');
    expect(res.status).toBe(200);
    // The fixture wrote the reason abort() was called with, then ended its stream.
    expect(res.text).toContain(
      '<p id=first>first</p><p id=aborted>render deadline</p></div>' +
        stateScriptOf({ url: '/products/hang', note: HOSTILE_NOTE, builds: {} }, 'test-nonce') +
        '</body></html>',
    );
    // Long before the default deadline (2 s).
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('writes the status it is given', async () => {
    const res = await request(renderingApp(renderer(), 404)).get('/products/x');
    expect(res.status).toBe(404);
    expect(res.text).toContain('data-sf-ssr=""><main id=page');
  });

  it('cuts the response when the render fails after its first byte, instead of leaving it open', async () => {
    const { server, url } = await listen(renderingApp(renderer()));
    try {
      const outcome = await new Promise<{ complete: boolean; text: string }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the response was left open')), 1500);
        http
          .get(`${url}/products/fatal`, { headers: { 'Accept-Encoding': 'identity' } }, (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
            // 'close' comes for a complete answer and a cut one alike; `complete` tells them apart.
            res.on('close', () => {
              clearTimeout(timer);
              resolve({ complete: res.complete, text });
            });
          })
          .on('error', () => undefined);
      });
      expect(outcome.text).toContain('<p id=first>first</p>');
      // Never passed off as a finished document: no state, no end, and the client sees the cut.
      expect(outcome.text).not.toContain('id="sf-state"');
      expect(outcome.complete).toBe(false);
    } finally {
      await close(server);
    }
  });

  it('wants GETs of the kinds of page switched on, from any visitor', async () => {
    const pageRenderer = renderer();
    const wants = async (method: 'get' | 'head' | 'post', url: string, cookie = '') => {
      let answer: boolean | undefined;
      const app = express();
      app.all('/{*rest}', (req, res) => {
        answer = pageRenderer.wants(req);
        res.end();
      });
      await request(app)[method](url).set('Cookie', cookie);
      return answer;
    };
    expect(await wants('get', '/products/x')).toBe(true);
    // Matched as the shell's router matches: case-insensitive, a trailing slash allowed.
    expect(await wants('get', '/Products/x/')).toBe(true);
    expect(await wants('head', '/products/x')).toBe(false);
    expect(await wants('post', '/products/x')).toBe(false);
    // An address no page owns is the kind 'notFound' (off here).
    expect(await wants('get', '/no/such/page')).toBe(false);
    const withNotFound = renderer(undefined, new Set(['notFound']));
    const notFoundApp = express();
    notFoundApp.all('/{*rest}', (req, res) => res.json([withNotFound.wants(req)]));
    expect((await request(notFoundApp).get('/no/such/page')).body).toEqual([true]);
    expect((await request(notFoundApp).get('/products/x')).body).toEqual([false]);
    expect(await wants('get', '/cart')).toBe(false);
    expect(await wants('get', '/products/x', 'theme=dark; sa_session=abc')).toBe(true);
    expect(await wants('get', '/products/x', 'theme=dark')).toBe(true);
  });
});

/** A gateway with its document cache on, new for each test, and a page GET through it (with a Cookie header or not). */
let app: express.Express;
const get = (url: string, cookie?: string) => {
  const call = request(app).get(url).set('Accept', 'text/html');
  return cookie ? call.set('Cookie', cookie) : call;
};
/** A page asked for twice: the cache keeps an address's render from its second miss on. Returns the second. */
const renderedTwice = async (url: string) => {
  await get(url);
  return get(url);
};

describe('the document cache (pages the same for every visitor without a session)', () => {
  beforeEach(() => {
    app = createGatewayApp(options({ ssrCacheTtlMs: 30_000 }));
  });

  it('serves a complete render again, to a first visit too, with no nonce: its inline scripts allowed by hash', async () => {
    const first = await renderedTwice('/products/cached');
    expect(first.headers[RENDER_CACHE_HEADER.toLowerCase()]).toBe('miss');
    const second = await get('/products/cached');
    expect(second.status).toBe(200);
    expect(second.headers[RENDER_CACHE_HEADER.toLowerCase()]).toBe('hit');
    const nonce = cspNonceOf(first);
    expect(second.text).toBe(first.text.split(` nonce="${nonce}"`).join('').split(nonce).join(''));
    const csp = String(second.headers['content-security-policy']);
    expect(csp).not.toMatch(/'nonce-/);
    const state = /<script type="application\/json" id="sf-state">([^<]*)<\/script>/.exec(second.text)?.[1] ?? '';
    expect(csp).toContain(`'sha256-${createHash('sha256').update(state).digest('base64')}'`);
    // Every response still gets the cookies a page gives (the double-submit token) and is not stored by browsers.
    expect(second.headers['cache-control']).toBe(NO_CACHE);
    expect(String(second.headers['set-cookie'])).toContain('sa_csrf=');
  });

  it("lets shared caches keep a kept document when nothing in it is the visitor's: no nonce, scripts by hash", async () => {
    const first = await renderedTwice('/products/shared');
    const csrf = String(first.headers['set-cookie']).match(/sa_csrf=[^;]+/)?.[0];
    expect(csrf).toBeDefined();
    const shared = await get('/products/shared', `theme=dark; ${csrf}`);
    expect(shared.headers[RENDER_CACHE_HEADER.toLowerCase()]).toBe('hit');
    expect(shared.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
    expect(shared.headers.vary).toMatch(/Cookie/);
    expect(shared.headers['set-cookie']).toBeUndefined();
    const csp = String(shared.headers['content-security-policy']);
    expect(csp).not.toMatch(/'nonce-/);
    expect(shared.text).not.toMatch(/\snonce=|data-nonce="[^"]/);
    // Its inline scripts (the state among them) are named by their hashes; the same document otherwise.
    const state = /<script type="application\/json" id="sf-state">([^<]*)<\/script>/.exec(shared.text)?.[1] ?? '';
    expect(csp).toContain(`'sha256-${createHash('sha256').update(state).digest('base64')}'`);
    expect(shared.text.replace('data-nonce=""', '')).toBe(
      first.text
        .split(` nonce="${cspNonceOf(first)}"`)
        .join('')
        .replace(`data-nonce="${cspNonceOf(first)}"`, ''),
    );
  });

  it.each([
    ['a first visit (the CSRF cookie is set)', ''],
    ['a visitor with a cart', 'sa_cart_token=c1'],
    ['a visitor with a remote override', 'sa_remote_override=x'],
    ['a visitor in a canary', 'sa_canary_product=42'],
  ])('keeps the kept document private for %s', async (_who, cookie) => {
    const first = await renderedTwice('/products/private-hit');
    const csrf = String(first.headers['set-cookie']).match(/sa_csrf=[^;]+/)?.[0];
    const res = await get('/products/private-hit', cookie ? `${cookie}; ${csrf}` : undefined);
    expect(res.headers[RENDER_CACHE_HEADER.toLowerCase()]).toBe('hit');
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.headers.vary).not.toMatch(/Cookie/);
    expect(res.text).toContain('Rendered by the fixture');
  });

  it('keeps one render of an address whatever tracking parameters come with it, rendered without them', async () => {
    const visits = [];
    for (const click of ['a1', 'b2', 'c3'])
      visits.push(await get(`/products/cached?gclid=${click}&sku=1&utm_source=ads`));
    expect(visits.map((res) => res.headers[RENDER_CACHE_HEADER.toLowerCase()])).toEqual(['miss', 'miss', 'hit']);
    expect(visits[0].text).toContain('data-url="/products/cached?sku=1"');
    expect((await get('/products/cached?sku=1')).headers[RENDER_CACHE_HEADER.toLowerCase()]).toBe('hit');
    expect((await get('/products/cached?sku=2&gclid=a1')).headers[RENDER_CACHE_HEADER.toLowerCase()]).toBe('miss');
  });

  it("keeps an address's render from its second visit on: one visit (a crawler's) keeps nothing", async () => {
    const visits = [];
    for (let i = 0; i < 3; i += 1) visits.push(await get('/products/cached?utm_source=mail'));
    expect(visits.map((res) => res.headers[RENDER_CACHE_HEADER.toLowerCase()])).toEqual(['miss', 'miss', 'hit']);
    expect(visits[2].text).toContain('Rendered by the fixture');
  });

  it('does not keep an incomplete render, one for another address, or answer a visitor with a session', async () => {
    await renderedTwice('/products/incomplete');
    expect((await get('/products/incomplete')).headers[RENDER_CACHE_HEADER.toLowerCase()]).toBe('miss');
    await renderedTwice('/products/cached?sku=1');
    expect((await get('/products/cached?sku=2')).headers[RENDER_CACHE_HEADER.toLowerCase()]).toBe('miss');
    // Rendered for them, not from or into the cache, and kept by no cache on the way.
    for (const session of ['sa_session=abc', 'sa_session=dealer']) {
      const signedIn = await get('/products/cached?sku=1', session);
      expect(signedIn.headers[RENDER_CACHE_HEADER.toLowerCase()]).toBeUndefined();
      expect(signedIn.text).toContain('Rendered by the fixture');
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
    }
    expect((await get('/products/cached?sku=1')).headers[RENDER_CACHE_HEADER.toLowerCase()]).toBe('hit');
  });
});

describe('the document cache: how long it keeps a document, and what drops it', () => {
  beforeEach(() => {
    app = createGatewayApp(options({ ssrCacheTtlMs: 30_000 }));
  });

  it('keeps a document no longer than the shortest max-age of the answers it shows (a sale that starts soon)', async () => {
    await renderedTwice('/products/brief');
    const hit = await get('/products/brief');
    expect(hit.headers[RENDER_CACHE_HEADER.toLowerCase()]).toBe('hit');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await get('/products/brief')).headers[RENDER_CACHE_HEADER.toLowerCase()]).toBe('miss');
  });

  it('renders anew after a write of the back office (a sale included), not after a back-in-stock request or a vote', async () => {
    await renderedTwice('/products/sale');
    expect((await get('/products/sale')).headers[RENDER_CACHE_HEADER.toLowerCase()]).toBe('hit');
    const alert = await request(app).post('/api/products/back-in-stock').set(csrfHeaders()).send({ sku: 'X' });
    expect(alert.status).toBeLessThan(400);
    const vote = await request(app).post('/api/reviews/thumbs-up').set(csrfHeaders()).send({ reviewId: 'r1' });
    expect(vote.status).toBeLessThan(400);
    expect((await get('/products/sale')).headers[RENDER_CACHE_HEADER.toLowerCase()]).toBe('hit');
    const sale = await request(app).put('/api/admin/marketing/sale').set(csrfHeaders()).send({ percent: 10 });
    expect(sale.status).toBeLessThan(400);
    expect((await get('/products/sale')).headers[RENDER_CACHE_HEADER.toLowerCase()]).toBe('miss');
  });

  it('asks for the sale settings, the same on every page, once for renders within their time, and anew after a write', async () => {
    const sale = (n: number) => get(`/products/sale?n=${n}`);
    const before = saleSettingsCalls;
    expect((await sale(1)).text).toContain('<p id=sale data-status=200>public, max-age=60</p>');
    // Kept for 30 s at most (as the other services keep the sale), its max-age counting down.
    expect((await sale(2)).text).toMatch(/<p id=sale data-status=200>public, max-age=(29|30)<\/p>/);
    expect(saleSettingsCalls - before).toBe(1);
    const write = await request(app).put('/api/admin/marketing/sale').set(csrfHeaders()).send({ percent: 10 });
    expect(write.status).toBeLessThan(400);
    expect((await sale(3)).text).toContain('<p id=sale data-status=200>public, max-age=60</p>');
    expect(saleSettingsCalls - before).toBe(2);
  });

  it('renders anew after a write to the catalogue or reviews, not after a cart write or a page event', async () => {
    await renderedTwice('/products/written');
    expect((await get('/products/written')).headers[RENDER_CACHE_HEADER.toLowerCase()]).toBe('hit');
    const cart = await request(app).post('/api/cartv2').set(csrfHeaders()).send({ items: [] });
    expect(cart.status).toBe(200);
    const event = await request(app).post('/api/analytics/events').set(csrfHeaders()).send({ name: 'page_view' });
    expect(event.status).toBe(200);
    expect((await get('/products/written')).headers[RENDER_CACHE_HEADER.toLowerCase()]).toBe('hit');
    const review = await request(app).post('/api/reviews').set(csrfHeaders()).send({ rating: 5 });
    expect(review.status).toBe(200);
    expect((await get('/products/written')).headers[RENDER_CACHE_HEADER.toLowerCase()]).toBe('miss');
    // A refused write changed nothing: the document stays.
    expect((await request(app).post('/api/reviews').send({})).status).toBe(403);
    expect((await get('/products/written')).headers[RENDER_CACHE_HEADER.toLowerCase()]).toBe('hit');
  });

  it("drops the pages' heads with them, so that a new title shows with the new page", async () => {
    const forget = jest.fn();
    const renderHead = Object.assign(async () => null, { forget });
    const withHeads = createGatewayApp(options({ ssrCacheTtlMs: 30_000, renderHead }));
    const cart = await request(withHeads).post('/api/cartv2').set(csrfHeaders()).send({ items: [] });
    expect(cart.status).toBe(200);
    expect(forget).not.toHaveBeenCalled();
    const sale = await request(withHeads).put('/api/admin/marketing/sale').set(csrfHeaders()).send({ percent: 10 });
    expect(sale.status).toBeLessThan(400);
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('renders again for a visitor given other remote versions (an override, a canary, a registry switch)', async () => {
    const cached = createGatewayApp(options({ ssrCacheTtlMs: 30_000 }));
    await request(cached).get('/products/versions').set('Accept', 'text/html');
    const other = createGatewayApp(
      options({
        ssrCacheTtlMs: 30_000,
        remoteUrls: { ...options().remoteUrls, product: 'https://remotes.example/product/mf-manifest.json' },
      }),
    );
    const res = await request(other).get('/products/versions').set('Accept', 'text/html');
    expect(res.headers[RENDER_CACHE_HEADER.toLowerCase()]).toBe('miss');
  });
});

/** What a page's answer says of the document cache (RENDER_CACHE_HEADER). */
const cacheState = (res: { headers: Record<string, unknown> }) => res.headers[RENDER_CACHE_HEADER.toLowerCase()];
/** A page from a gateway on a port (requests at once, unlike supertest's app). */
const page = async (url: string) => {
  const res = await fetch(url, { headers: AS_A_BROWSER });
  return {
    headers: { [RENDER_CACHE_HEADER.toLowerCase()]: res.headers.get(RENDER_CACHE_HEADER) },
    text: await res.text(),
  };
};
/** A page asked for until the cache keeps it (its second render), and then a hit. */
const keptTwice = async (url: string) => {
  await page(url);
  await page(url);
  expect(cacheState(await page(url))).toBe('hit');
};

/**
 * A gateway on a port whose thread is never idle enough: every page but a refresh goes to the browser, as under a
 * crowd of kept pages. Answered once the loop's reading has started (a second).
 */
const busyGateway = async (ssrCacheTtlMs: number) => {
  const listening = await listen(createGatewayApp(options({ ssrCacheTtlMs, ssrMaxLoopUtilization: 1e-9 })));
  await new Promise((resolve) => setTimeout(resolve, 1300));
  return listening;
};

describe('the document cache under a crowd: one render makes the new copy of a kept page', () => {
  it('sends the copy past its time at once to every visitor while the new one renders behind it, then the new one', async () => {
    const { server, url } = await busyGateway(400);
    try {
      const first = await page(`${url}/products/slow`);
      expect(first.text).not.toContain('<p id=rest>');
      await keptTwice(`${url}/products/slow`);
      await new Promise((resolve) => setTimeout(resolve, 450));
      // The visit that starts the new render (200 ms, past the busy thread) gets the whole copy past its time, and so
      // does the next one, which comes while that render is under way; nobody waits for it.
      const visits = [await page(`${url}/products/slow`), await page(`${url}/products/slow`)];
      expect(visits.map(cacheState)).toEqual(['stale', 'stale']);
      for (const visit of visits) expect(visit.text).toContain('<p id=rest>rest</p>');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const renewed = await page(`${url}/products/slow`);
      expect(cacheState(renewed)).toBe('hit');
      expect(renewed.text).toContain('<p id=rest>rest</p>');
      // Only the first visit, which no copy would be made of, went to the browser.
      const metrics = await (await fetch(`${url}/metrics`)).text();
      expect(metrics).toMatch(/^gateway_pages_left_to_browser_total\{reason="loop",service="gateway"\} 1$/m);
      const answers = (answer: string) =>
        new RegExp(`^gateway_document_cache_answers_total\\{answer="${answer}",service="gateway"\\} (\\d+)$`, 'm').exec(
          metrics,
        )?.[1];
      expect(['hit', 'stale', 'miss'].map(answers)).toEqual(['3', '2', '1']);
    } finally {
      await close(server);
    }
  });

  it('makes no new copy of a page whose address now redirects, or whose head stands in, and sends its copy meanwhile', async () => {
    let head: 'page' | 'renamed' | 'failing' = 'page';
    const renamed: PageHead = {
      status: 200,
      markup: '<title>Renamed</title>',
      json: { title: 'Renamed', meta: [], links: [], jsonLd: [] },
      cacheable: true,
      redirectPath: '/products/renamed',
    };
    const renderHead = async () => {
      if (head === 'failing') throw new Error('the catalogue is down');
      return head === 'renamed' ? renamed : null;
    };
    const { server, url } = await listen(createGatewayApp(options({ ssrCacheTtlMs: 400, renderHead })));
    try {
      await keptTwice(`${url}/products/cached`);
      await new Promise((resolve) => setTimeout(resolve, 450));
      head = 'renamed';
      const visits = [await page(`${url}/products/cached`)];
      head = 'failing';
      visits.push(await page(`${url}/products/cached`), await page(`${url}/products/cached`));
      expect(visits.map(cacheState)).toEqual(['stale', 'stale', 'stale']);
      for (const visit of visits) expect(visit.text).toContain('Rendered by the fixture');
      // Once the copy is gone, the address redirects as any page's that spells its handle differently.
      head = 'renamed';
      await new Promise((resolve) => setTimeout(resolve, 450));
      const moved = await fetch(`${url}/products/cached`, { headers: AS_A_BROWSER, redirect: 'manual' });
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/products/renamed');
    } finally {
      await close(server);
    }
  });

  it("keeps no render whose head stood in for the page's own (its lookup failed or was too slow)", async () => {
    let failing = true;
    const renderHead = async (): Promise<PageHead | null> => {
      if (failing) throw new Error('the catalogue is down');
      return null;
    };
    const app = createGatewayApp(options({ ssrCacheTtlMs: 30_000, renderHead }));
    const visits = [];
    for (let i = 0; i < 3; i += 1) visits.push(await request(app).get('/products/cached').set('Accept', 'text/html'));
    failing = false;
    for (let i = 0; i < 2; i += 1) visits.push(await request(app).get('/products/cached').set('Accept', 'text/html'));
    expect(visits.map(cacheState)).toEqual(['miss', 'miss', 'miss', 'miss', 'hit']);
    for (const visit of visits) expect(visit.text).toContain('Rendered by the fixture');
  });

  it('has visitors wait for the one render under way when a write dropped the copy, then sends them its copy', async () => {
    const { server, url } = await listen(createGatewayApp(options({ ssrCacheTtlMs: 30_000 })));
    try {
      await keptTwice(`${url}/products/slow`);
      const review = await request(server).post('/api/reviews').set(csrfHeaders()).send({ rating: 5 });
      expect(review.status).toBe(200);
      const refresh = await whileRendering(`${url}/products/slow`);
      expect(cacheState(refresh)).toBe('miss');
      // Asked for while the page renders, answered with what that render made (a render of its own says 'miss').
      const waited = await page(`${url}/products/slow`);
      expect(cacheState(waited)).toBe('hit');
      expect(waited.text).toContain('<p id=rest>rest</p>');
      expect(await refresh.done).toContain('<p id=rest>rest</p>');
    } finally {
      await close(server);
    }
  });

  it("sends a page's copy past its time, not the plain document, when no render of it can start", async () => {
    const { server, url } = await listen(createGatewayApp(options({ ssrCacheTtlMs: 400, ssrMaxRenders: 1 })));
    try {
      await keptTwice(`${url}/products/slow?sku=1`);
      await keptTwice(`${url}/products/slow?sku=2`);
      await new Promise((resolve) => setTimeout(resolve, 450));
      const refresh = await whileRendering(`${url}/products/slow?sku=1`);
      const other = await page(`${url}/products/slow?sku=2`);
      expect(cacheState(other)).toBe('stale');
      expect(other.text).toContain('<p id=rest>rest</p>');
      await refresh.done;
      const metrics = await (await fetch(`${url}/metrics`)).text();
      expect(metrics).toMatch(/^gateway_pages_left_to_browser_total\{reason="renders",service="gateway"\} 0$/m);
    } finally {
      await close(server);
    }
  });
});

describe("the document cache while a page's data fails (a service down or slow)", () => {
  it('renders a page that cannot complete past a busy thread once, not for every visitor (a service down)', async () => {
    const { server, url } = await busyGateway(30_000);
    try {
      const visits = [];
      for (let i = 0; i < 3; i += 1) visits.push(await page(`${url}/products/incomplete`));
      // The first visit is any page's, the second a refresh that kept nothing, the third any page's again.
      expect(visits.map((visit) => visit.text.includes('Rendered by the fixture'))).toEqual([false, true, false]);
    } finally {
      await close(server);
    }
  });

  it('sends the copy past its time while its new renders fail (a service down), trying once a second', async () => {
    const { server, url } = await listen(createGatewayApp(options({ ssrCacheTtlMs: 400 })));
    try {
      await keptTwice(`${url}/products/flaky`);
      flakyFails = true;
      const callsBefore = flakyCalls;
      await new Promise((resolve) => setTimeout(resolve, 450));
      const visits = [];
      for (let i = 0; i < 3; i += 1) {
        visits.push(await page(`${url}/products/flaky`));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // One render tried (behind the first visit) and failed; it is not tried again within the second.
      expect(flakyCalls - callsBefore).toBe(1);
      flakyFails = false;
      // Past the copy's time as stale (the cache's time again from the failed render): the page renders and is kept.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      visits.push(await page(`${url}/products/flaky`));
      visits.push(await page(`${url}/products/flaky`));
      expect(visits.map(cacheState)).toEqual(['stale', 'stale', 'stale', 'miss', 'hit']);
      // Nobody got the page whose data failed.
      for (const visit of visits) expect(visit.text).toContain('data-status=200');
    } finally {
      flakyFails = false;
      await close(server);
    }
  });
});

describe('the validators of a document', () => {
  beforeEach(() => {
    app = createGatewayApp(options({ ssrCacheTtlMs: 30_000 }));
  });

  it('gives a shared document an ETag, and a browser revalidating with it a 304 with no body', async () => {
    const first = await renderedTwice('/products/revalidated');
    const csrf = String(first.headers['set-cookie']).match(/sa_csrf=[^;]+/)?.[0];
    const shared = await get('/products/revalidated', String(csrf));
    expect(shared.headers['cache-control']).toMatch(/^public/);
    const etag = String(shared.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    // The same document, the same validator, hit after hit.
    expect((await get('/products/revalidated', String(csrf))).headers.etag).toBe(etag);
    const unchanged = await get('/products/revalidated', String(csrf)).set('If-None-Match', etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    const changed = await get('/products/revalidated', String(csrf)).set('If-None-Match', 'W/"stale"');
    expect(changed.status).toBe(200);
    expect(changed.text).toBe(shared.text);
  });

  it('gives a document with its own nonce no ETag (no other answer can match it), and its length', async () => {
    const rendered = await get('/products/own');
    const plain = await get('/cart');
    expect(plain.status).toBe(200);
    expect(plain.headers.etag).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(plain.text));
    expect(plain.text).toContain(`nonce="${cspNonceOf(plain)}"`);
    expect(rendered.headers.etag).toBeUndefined();
    const headOnly = await request(app).head('/cart').set('Accept', 'text/html');
    expect(headOnly.status).toBe(200);
    expect(headOnly.text).toBeUndefined();
  });

  it('sends a kept document in the copy compressed as the browser accepts, made once and then sent as made', async () => {
    await renderedTwice('/products/compressed');
    const kept = await get('/products/compressed');
    const asking = (coding: string) => get('/products/compressed').set('Accept-Encoding', coding);
    // This document is below the compression middleware's threshold: an encoded answer can only be the kept copy.
    const first = await asking('br');
    expect(first.headers['content-encoding']).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await asking('gzip');
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const coding of ['br', 'gzip']) {
      const res = await asking(coding);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.text).toBe(kept.text);
      expect(res.headers.etag).toBe(kept.headers.etag);
    }
    expect((await asking('identity')).headers['content-encoding']).toBeUndefined();
  });
});

describe('createServiceFetch: where a call goes, and what it carries', () => {
  const fetchFn = () =>
    createServiceFetch({
      services: services(),
      viewerSecret: DEV_VIEWER_SECRET,
      clientAddress: '203.0.113.7',
      requestId: 'req-42',
      timeoutMs: 2000,
    });

  it("sends a GET of /api/... to the owning service, whatever the URL's origin, signed like the proxy", async () => {
    const res = await fetchFn()('http://anything.invalid/api/products/by-handle/x?sku=1');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      url: '/api/products/by-handle/x?sku=1',
      // Signed with the shared secret: the service takes it as the visitor's address, not the gateway's.
      clientAddress: '203.0.113.7',
      requestId: 'req-42',
    });
  });

  it('goes only to the service that owns the path', async () => {
    const owned = { ...services(), catalog: 'http://127.0.0.1:1' };
    const reviews = createServiceFetch({ services: owned, viewerSecret: DEV_VIEWER_SECRET, timeoutMs: 2000 });
    const res = await reviews(new Request('http://storefront-api.invalid/api/reviews/skuList?skus=A'));
    expect(await res.json()).toMatchObject({ url: '/api/reviews/skuList?skus=A', clientAddress: null });
  });

  it("hands the visitor's cart cookies to the cart service, and no cookie to any other", async () => {
    const withCookies = createServiceFetch({
      services: services(),
      viewerSecret: DEV_VIEWER_SECRET,
      cookie: 'theme=dark; sa_cart_token=c1; sa_session=s; sa_checkout_token=k1',
      timeoutMs: 2000,
    });
    const cart = await withCookies('http://anything.invalid/api/cartv2');
    expect(await cart.json()).toMatchObject({ cookie: 'sa_cart_token=c1; sa_checkout_token=k1' });
    const catalog = await withCookies('http://anything.invalid/api/products/by-handle/x');
    expect(await catalog.json()).not.toHaveProperty('cookie');
  });

  it("sends a signed-in visitor's signed viewer everywhere and their session cookie to the account service only", async () => {
    const viewer = { accountId: 'acct-7', email: 'dealer@example.com', role: 2, isDealer: true };
    const signedIn = createServiceFetch({
      services: services(),
      viewerSecret: DEV_VIEWER_SECRET,
      cookie: 'sa_session=s1; sa_cart_token=c1',
      signedIn: { viewer, sessionCookie: 's1' },
      timeoutMs: 2000,
    });
    const account = await signedIn('http://anything.invalid/api/account/orders');
    expect(await account.json()).toMatchObject({ cookie: 'sa_session=s1', viewer });
    const catalog = await signedIn('http://anything.invalid/api/products/by-handle/x');
    const seen = await catalog.json();
    expect(seen.viewer).toEqual(viewer);
    expect(seen).not.toHaveProperty('cookie');
    const cart = await signedIn('http://anything.invalid/api/cartv2');
    expect(await cart.json()).toMatchObject({ cookie: 'sa_cart_token=c1', viewer });
  });

  it('answers a write or a path no service owns with a 404 without calling anything', async () => {
    const before = upstreamSeen.length;
    const post = await fetchFn()('http://anything.invalid/api/cartv2/items', { method: 'POST', body: '{}' });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ error: { code: 'not_found', message: 'No service for this path' } });
    const unknown = await fetchFn()('http://anything.invalid/api/unknown');
    expect(unknown.status).toBe(404);
    const notApi = await fetchFn()('http://anything.invalid/products/x');
    expect(notApi.status).toBe(404);
    expect(upstreamSeen.length).toBe(before);
  });
});

describe('createServiceFetch: how it calls, and what it tells the render', () => {
  it('asks the service for its answer uncompressed (a compressed one costs both sides and saves nothing here)', async () => {
    const compressing = express().use(compression());
    compressing.get('/{*rest}', (_req, res) => res.json({ description: 'x'.repeat(10_000) }));
    const { server, url } = await listen(compressing);
    try {
      const call = createServiceFetch({
        services: { ...services(), catalog: url },
        viewerSecret: 's',
        timeoutMs: 2000,
      });
      const res = await call('http://storefront-api.invalid/api/products/by-handle/long');
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(((await res.json()) as { description: string }).description).toHaveLength(10_000);
    } finally {
      await close(server);
    }
  });

  it('tells of a call that failed: a 5xx answer, or no answer at all', async () => {
    const failing = express().get('/{*rest}', (_req, res) => res.status(503).json({}));
    const { server, url } = await listen(failing);
    try {
      const failures: ServiceCallFailure[] = [];
      const call = createServiceFetch({
        services: { ...services(), catalog: url, reviews: 'http://127.0.0.1:1' },
        viewerSecret: 's',
        timeoutMs: 2000,
        onFailure: (failure) => failures.push(failure),
      });
      expect((await call('http://storefront-api.invalid/api/products/by-handle/x?sku=1')).status).toBe(503);
      await expect(call('http://storefront-api.invalid/api/reviews/skuList?skus=A')).rejects.toThrow();
      expect((await call('http://storefront-api.invalid/api/cartv2')).status).toBe(200);
      expect(failures).toEqual([
        { path: '/api/products/by-handle/x?sku=1', service: 'catalog', status: 503 },
        {
          path: '/api/reviews/skuList?skus=A',
          service: 'reviews',
          err: expect.objectContaining({ message: 'fetch failed' }),
        },
      ]);
    } finally {
      await close(server);
    }
  });
});

describe('SSR_PAGES', () => {
  it.each([
    ['product', ['product']],
    ['none', []],
    ['', []],
    ['product, home', ['product', 'home']],
    [' product ,,home ', ['product', 'home']],
  ])('%j -> %j', (text, kinds) => {
    expect(parseSsrPages(text)).toEqual(new Set(kinds));
  });

  it('refuses a name that is no kind of page, naming it', () => {
    expect(() => parseSsrPages('nope')).toThrow(/SSR_PAGES names no page kind nope/);
    expect(() => parseSsrPages('product,Home')).toThrow(/no page kind Home\b/);
  });

  it('defaults to every kind of page (each route and the not-found page), and is read from the environment', () => {
    expect(new Set(DEFAULT_SSR_PAGES)).toEqual(new Set([...Object.keys(ROUTES), 'notFound']));
    expect(gatewayConfig({}).ssrPages).toEqual(new Set(DEFAULT_SSR_PAGES));
    expect(gatewayConfig({ SSR_PAGES: 'none' }).ssrPages).toEqual(new Set());
    expect(gatewayConfig({ SSR_PAGES: 'product,collection' }).ssrPages).toEqual(new Set(['product', 'collection']));
    expect(() => gatewayConfig({ SSR_PAGES: 'products' })).toThrow(/products/);
  });
});
