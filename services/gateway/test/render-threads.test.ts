// Pages rendered on render threads (SSR_RENDER_THREADS, render-threads.ts): the same document as a render on the
// gateway's own thread, the same calls to the services, and the same outcomes when a render fails; and what only a
// thread can do: stop outright, or run without end, and be replaced while the gateway goes on. The thread runs the
// sources through the tests' loader (render-thread-source.js), with the fixture shell bundle of the page-render tests.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { propagation } from '@opentelemetry/api';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { DEV_VIEWER_SECRET, GUEST_VIEWER, readClientAddress, readViewer } from '@storefront/service-platform';
import { createGatewayApp } from '../src/app';
import { createPageRenderer, type PageRenderer, type PageRendererOptions } from '../src/render/page-render';
import type { ViewerResolver } from '../src/viewer';
import { listen, remoteManifestUrls, servicesAt } from './helpers';
import { renderingApp, writeShellFixture } from './shell-fixture';

jest.setTimeout(30_000);

const THREAD_SOURCE = path.join(__dirname, 'render-thread-source.js');

let tmp: string;
let upstream: http.Server;
let upstreamUrl: string;
const renderers: PageRenderer[] = [];
/** How many times a render's call for the sale settings reached the services. */
let saleSettingsCalls = 0;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-render-threads-'));
  writeShellFixture(tmp);
  // The services: every call echoes what it carried (the 'fetches' page shows it); 'brief' answers max-age=1.
  const api = express();
  api.all('/{*rest}', (req, res) => {
    if (typeof req.query.maxAge === 'string') res.set('Cache-Control', `public, max-age=${req.query.maxAge}`);
    if (req.originalUrl === '/api/sale-settings') {
      saleSettingsCalls += 1;
      res.set('Cache-Control', 'public, max-age=60');
    }
    const viewer = readViewer(req.headers, DEV_VIEWER_SECRET);
    res.json({
      url: req.originalUrl,
      clientAddress: readClientAddress(req.headers, DEV_VIEWER_SECRET),
      requestId: req.get('x-request-id') ?? null,
      cookie: req.get('cookie') ?? null,
      traceparent: req.get('traceparent') ?? null,
      ...(viewer.accountId ? { viewer } : {}),
    });
  });
  ({ server: upstream, url: upstreamUrl } = await listen(api));
});

afterAll(async () => {
  await Promise.all(renderers.map((renderer) => renderer.close()));
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
  fs.rmSync(tmp, { recursive: true, force: true });
});

const DEALER = { ...GUEST_VIEWER, accountId: 'acct-7', isDealer: true };
/** A session cookie 'dealer' is a signed-in dealer; any other is nobody in particular. */
const viewers: ViewerResolver = {
  resolve: async (cookie) => (cookie === 'dealer' ? DEALER : GUEST_VIEWER),
  forget: () => undefined,
};

function renderer(threads: number, more: Partial<PageRendererOptions> = {}): PageRenderer {
  const logger = pino({ level: process.env.TEST_LOG ?? 'silent' });
  const made = createPageRenderer({
    shellDir: path.join(tmp, 'shell'),
    remotesDir: (area) => path.join(tmp, `mfe-${area}/dist`),
    services: servicesAt(upstreamUrl),
    viewerSecret: DEV_VIEWER_SECRET,
    viewerResolver: viewers,
    pages: new Set(['product']),
    logger,
    maxLoopUtilization: 1,
    htmlCacheTtlMs: 10_000,
    renderThreads: threads ? { threads, logger, file: THREAD_SOURCE, stuckAfterMs: 300 } : undefined,
    ...more,
  });
  renderers.push(made);
  return made;
}

/** The whole gateway over the fixture, its pages rendered on one render thread. */
function gatewayApp(): express.Express {
  return createGatewayApp({
    shellDir: path.join(tmp, 'shell'),
    remotesDir: (area) => path.join(tmp, `mfe-${area}/dist`),
    services: servicesAt(upstreamUrl),
    remoteUrls: remoteManifestUrls(),
    viewerSecret: DEV_VIEWER_SECRET,
    ssrPages: new Set(['product']),
    ssrMaxLoopUtilization: 1,
    ssrCacheTtlMs: 10_000,
    ssrRenderThreads: 1,
    ssrRenderThread: { file: THREAD_SOURCE },
    logger: pino({ level: 'silent' }),
  });
}

/** A page's answer as a client sees it, whether it ended or was cut. */
function fetchPage(url: string): Promise<{ complete: boolean; text: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the response was left open')), 5000);
    http
      .get(url, { headers: { 'Accept-Encoding': 'identity' } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('close', () => {
          clearTimeout(timer);
          resolve({ complete: res.complete, text });
        });
      })
      .on('error', reject);
  });
}

describe('a page rendered on a render thread', () => {
  let threaded: express.Express;
  let onItsOwn: express.Express;
  beforeAll(() => {
    threaded = renderingApp(renderer(2));
    onItsOwn = renderingApp(renderer(0));
  });

  it('is the same document, state and headers as one rendered on the gateway thread', async () => {
    for (const url of ['/products/x?sku=1', '/products/pieces', '/products/slow']) {
      const [own, thread] = await Promise.all([request(onItsOwn).get(url), request(threaded).get(url)]);
      expect(thread.status).toBe(200);
      expect(thread.text).toBe(own.text);
      expect(thread.headers['cache-control']).toBe(own.headers['cache-control']);
    }
    expect((await request(threaded).get('/products/x')).text).toContain('Rendered by the fixture</main>');
  });

  it("makes the render's calls as the visitor's: their address, request id and a dealer's viewer", async () => {
    const res = await request(threaded)
      .get('/products/fetches')
      .set('X-Request-Id', 'req-thread-1')
      .set('Cookie', 'sa_session=dealer; sa_cart_token=c1; other=x');
    expect(res.text).toContain('id=answer data-status=200');
    const seen = JSON.parse(/<pre id=answer[^>]*>([^<]*)<\/pre>/.exec(res.text)![1].replace(/&quot;/g, '"')) as {
      clientAddress: string;
      requestId: string;
      viewer?: { accountId: string; isDealer: boolean };
    };
    expect(seen.requestId).toBe('req-thread-1');
    expect(seen.clientAddress).toMatch(/127\.0\.0\.1/);
    expect(seen.viewer).toMatchObject({ accountId: 'acct-7', isDealer: true });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("carries the request's trace context on the thread's calls (they are not instrumented there)", async () => {
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    propagation.setGlobalPropagator({
      inject: (_context, carrier, setter) => setter.set(carrier, 'traceparent', traceparent),
      extract: (context) => context,
      fields: () => ['traceparent'],
    });
    try {
      const res = await request(threaded).get('/products/fetches');
      expect(res.text).toContain(`&quot;traceparent&quot;:&quot;${traceparent}&quot;`);
    } finally {
      propagation.disable();
    }
  });

  it('keeps a complete render for the next visitor, no longer than its answers say (max-age=1)', async () => {
    const app = gatewayApp();
    const first = await request(app).get('/products/brief');
    expect(first.text).toContain('id=brief data-status=200');
    // The cache keeps an address's render from its second miss on.
    expect((await request(app).get('/products/brief')).headers['x-render-cache']).toBe('miss');
    expect((await request(app).get('/products/brief')).headers['x-render-cache']).toBe('hit');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await request(app).get('/products/brief')).headers['x-render-cache']).not.toBe('hit');
  });

  it('keeps the sale settings between renders, and drops them when the kept pages are dropped (a write)', async () => {
    const made = renderer(1);
    const app = renderingApp(made);
    const before = saleSettingsCalls;
    for (const n of [1, 2, 3]) expect((await request(app).get(`/products/sale?n=${n}`)).text).toContain('id=sale');
    expect(saleSettingsCalls - before).toBe(1);
    // The thread is told with a message, which it reads before the next render's.
    made.forgetPages();
    expect((await request(app).get('/products/sale?n=4')).text).toContain('public, max-age=60');
    expect(saleSettingsCalls - before).toBe(2);
  });

  it('gets the plain document when its render fails before the first byte', async () => {
    expect((await request(threaded).get('/products/throws')).text).toBe('the plain document');
  });

  it('is stopped at its deadline: what was rendered goes out, then the state and the end', async () => {
    const res = await request(renderingApp(renderer(1, { renderDeadlineMs: 50 }))).get('/products/hang');
    expect(res.text).toContain('<p id=first>first</p><p id=aborted>render deadline</p></div>');
    expect(res.text).toContain('id="sf-state"');
  });

  it('is cut when the render fails after its first byte', async () => {
    const { server, url } = await listen(threaded);
    try {
      const outcome = await fetchPage(`${url}/products/fatal`);
      expect(outcome.text).toContain('<p id=first>first</p>');
      expect(outcome.text).not.toContain('id="sf-state"');
      expect(outcome.complete).toBe(false);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('a render thread that stops or hangs', () => {
  it('cuts the page it was streaming when it stops, and the next page renders on a new thread', async () => {
    const { server, url } = await listen(renderingApp(renderer(1)));
    try {
      const cut = await fetchPage(`${url}/products/crash`);
      expect(cut.text).toContain('<p id=first>first</p>');
      expect(cut.complete).toBe(false);
      const next = await fetchPage(`${url}/products/after-the-crash`);
      expect(next.complete).toBe(true);
      expect(next.text).toContain('Rendered by the fixture</main>');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('is replaced when it does not get a render ready in time: that page gets the plain document', async () => {
    const logger = pino({ level: 'silent' });
    const stops: string[] = [];
    const threads = {
      threads: 1,
      logger,
      file: THREAD_SOURCE,
      readyWithinMs: 4000,
      onStop: (r: string) => stops.push(r),
    };
    const app = renderingApp(renderer(1, { renderThreads: threads }));
    const started = Date.now();
    expect((await request(app).get('/products/spin-early')).text).toBe('the plain document');
    expect(Date.now() - started).toBeLessThan(8000);
    expect(stops).toEqual(['slow']);
    expect((await request(app).get('/products/after-the-early-spin')).text).toContain('Rendered by the fixture</main>');
  });

  it('is started again after a doubling wait when it stops before it is up, not for every page; counted', async () => {
    const script = path.join(tmp, 'render-thread-of-a-broken-build.js');
    fs.writeFileSync(script, "throw new Error('a broken build');\n");
    const stops: string[] = [];
    const logger = pino({ level: 'silent' });
    const app = renderingApp(
      renderer(1, {
        renderThreads: { threads: 1, logger, file: script, firstRestartDelayMs: 600, onStop: (r) => stops.push(r) },
      }),
    );
    const page = async (name: string) => (await request(app).get(`/products/${name}`)).text;
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    expect(await page('first')).toBe('the plain document');
    expect(stops).toEqual(['exited']);
    // Within the wait no thread is started: the page gets the plain document at once.
    expect(await page('within-the-wait')).toBe('the plain document');
    expect(stops).toEqual(['exited']);
    await wait(700);
    expect(await page('after-the-wait')).toBe('the plain document');
    expect(stops).toEqual(['exited', 'exited']);
    // The build is mended; the next wait is twice as long (1200 ms).
    fs.writeFileSync(script, `require(${JSON.stringify(THREAD_SOURCE)});\n`);
    await wait(700);
    expect(await page('within-the-longer-wait')).toBe('the plain document');
    expect(stops).toEqual(['exited', 'exited']);
    await wait(600);
    expect(await page('mended')).toContain('Rendered by the fixture</main>');
    // A thread that was up and stops is started again for the next page, with no wait.
    await expect(request(app).get('/products/crash')).rejects.toThrow('aborted');
    expect(stops).toEqual(['exited', 'exited', 'exited']);
    expect(await page('after-the-crash')).toContain('Rendered by the fixture</main>');
  });

  it('is counted at /metrics by why it stopped', async () => {
    const app = gatewayApp();
    await expect(request(app).get('/products/crash')).rejects.toThrow('aborted');
    const metrics = (await request(app).get('/metrics')).text;
    const stops = (reason: string) =>
      new RegExp(`^gateway_render_thread_stops_total\\{reason="${reason}",service="gateway"\\} (\\d+)$`, 'm').exec(
        metrics,
      )?.[1];
    expect(['exited', 'stuck', 'slow'].map(stops)).toEqual(['1', '0', '0']);
  });

  it('is replaced when it does not stop a render past its deadline; the gateway answered meanwhile', async () => {
    const app = express();
    app.get('/healthz', (_req, res) => res.send('ok'));
    const stops: string[] = [];
    const threads = { threads: 1, logger: pino({ level: 'silent' }), file: THREAD_SOURCE, stuckAfterMs: 300 };
    app.use(
      renderingApp(renderer(1, { renderDeadlineMs: 100, renderThreads: { ...threads, onStop: (r) => stops.push(r) } })),
    );
    const { server, url } = await listen(app);
    try {
      const spinning = fetchPage(`${url}/products/spin`);
      // The gateway's own thread is free while a render thread spins.
      await new Promise((resolve) => setTimeout(resolve, 60));
      const started = Date.now();
      expect((await request(url).get('/healthz')).text).toBe('ok');
      expect(Date.now() - started).toBeLessThan(250);
      const cut = await spinning;
      expect(cut.text).toContain('<p id=first>first</p>');
      expect(cut.complete).toBe(false);
      expect(stops).toEqual(['stuck']);
      const next = await fetchPage(`${url}/products/after-the-spin`);
      expect(next.text).toContain('Rendered by the fixture</main>');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
