// The cart's embed released like a remote: /embed/cart.js follows the registry (set, canary, rollback, override) with
// a short cache, /mf/cart/<version>/cart-embed.js never changes, the chunks of a version a page started with stay
// reachable, loads by allowed integrators' pages are recorded for `prune`, and the old documented URL still works.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DEV_VIEWER_SECRET } from '@storefront/service-platform';
import { createGatewayApp } from '../src/app';
import type { GatewayOptions } from '../src/app';
import { embedLoadsFileOf, readEmbedLoads } from '../src/remotes/embed-loads';
import { signRemoteOverride } from '../src/remotes/override';
import { writeRegistryFile } from '../src/remotes/registry';
import type { RemoteRegistry } from '../src/remotes/registry';
import { oneFolderOptions } from './helpers';

const INTEGRATOR = 'https://dealer-site.example';
const V1 = '0.1.0-aaaaaaa';
const V2 = '0.2.0-bbbbbbb';
/** The panel's chunk of each build: a different hash in each, as after a change and a rebuild. */
const PANEL = {
  own: 'lazy-cart-panel.0000000d.chunk.js',
  [V1]: 'lazy-cart-panel.1111111a.chunk.js',
  [V2]: 'lazy-cart-panel.2222222b.chunk.js',
};

let tmp: string;
let count = 0;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-embed-'));
  write(path.join(tmp, 'shell/index.html'), '<!doctype html><html><head></head><body></body></html>');
  const own = path.join(tmp, 'mfe-cart/dist');
  write(path.join(own, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: '0.1.0' } } }));
  write(path.join(own, 'cart-embed.js'), '/* embed of the own build */');
  write(path.join(own, 'entries', PANEL.own), '/* panel of the own build */');
  for (const version of [V1, V2]) {
    const dir = path.join(tmp, 'store/cart', version);
    write(path.join(dir, 'mf-manifest.json'), '{}');
    write(path.join(dir, 'cart-embed.js'), `/* embed ${version} */`);
    write(path.join(dir, 'cart-embed.d.ts'), `export interface StorefrontCart { version: 1 } // ${version}`);
    write(path.join(dir, 'entries', PANEL[version]), `/* panel of ${version} */`);
  }
});

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function options(overrides: Partial<GatewayOptions> = {}): GatewayOptions {
  count += 1;
  const base = oneFolderOptions(path.join(tmp, 'shell'), 'http://127.0.0.1:9');
  const registryFile = path.join(tmp, `registry-${count}.json`);
  const remotesDir = (area: string) => path.join(tmp, `mfe-${area}/dist`);
  const store = { remotesStoreDir: path.join(tmp, 'store'), remotesRegistryFile: registryFile, registryTtlMs: 0 };
  return { ...base, remotesDir, embedOrigins: [INTEGRATOR], ...store, ...overrides };
}

function cart(live: string | null, extra: Partial<NonNullable<RemoteRegistry['cart']>> = {}): RemoteRegistry {
  return { cart: { live, previous: null, history: [], published: [], ...extra } };
}

/** A gateway and its registry file, with the cart's live version (and more) as given. */
function gateway(registry: RemoteRegistry, overrides: Partial<GatewayOptions> = {}) {
  const opts = options(overrides);
  writeRegistryFile(opts.remotesRegistryFile!, registry);
  return { app: createGatewayApp(opts), registryFile: opts.remotesRegistryFile! };
}

describe('/embed/cart.js, the stable URL', () => {
  it("serves the package's own build while no version is published, cached a minute, usable from any site", async () => {
    const res = await request(createGatewayApp(options())).get('/embed/cart.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe('/* embed of the own build */');
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    // Labelled as the own build's other files are.
    const manifest = await request(createGatewayApp(options())).get('/mf/cart/mf-manifest.json');
    expect(res.headers['x-remote-version']).toBe(manifest.headers['x-remote-version']);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers.vary ?? '').not.toMatch(/Cookie/);
  });

  it('follows a set and a rollback of the registry without a restart', async () => {
    const { app, registryFile } = gateway(cart(V1));
    const first = await request(app).get('/embed/cart.js');
    expect([first.text, first.headers['x-remote-version']]).toEqual([`/* embed ${V1} */`, V1]);
    writeRegistryFile(registryFile, cart(V2, { previous: V1 }));
    const set = await request(app).get('/embed/cart.js');
    expect([set.text, set.headers['x-remote-version']]).toEqual([`/* embed ${V2} */`, V2]);
    expect(set.headers['cache-control']).toBe('public, max-age=60');
    writeRegistryFile(registryFile, cart(V1, { previous: V2 }));
    expect((await request(app).get('/embed/cart.js')).text).toBe(`/* embed ${V1} */`);
  });

  it('serves the TypeScript declarations of the same version as text', async () => {
    const { app } = gateway(cart(V2));
    const res = await request(app).get('/embed/cart.d.ts');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain(`// ${V2}`);
    const pinned = await request(app).get(`/mf/cart/${V1}/cart-embed.d.ts`);
    expect(pinned.headers['content-type']).toMatch(/^text\/plain/);
    expect(pinned.text).toContain(`// ${V1}`);
  });

  it('puts a visitor in a canary once, sticky by cookie, and lets no shared cache keep the answer', async () => {
    const { app, registryFile } = gateway(cart(V1, { canary: { version: V2, percent: 100 } }));
    const first = await request(app).get('/embed/cart.js');
    expect(first.text).toBe(`/* embed ${V2} */`);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers.vary).toMatch(/Cookie/);
    expect(first.headers['set-cookie']?.[0]).toMatch(/^sa_canary_cart=\d+;/);
    writeRegistryFile(registryFile, cart(V1, { canary: { version: V2, percent: 30 } }));
    const inside = await request(app).get('/embed/cart.js').set('Cookie', 'sa_canary_cart=29');
    expect(inside.text).toBe(`/* embed ${V2} */`);
    const outside = await request(app).get('/embed/cart.js').set('Cookie', 'sa_canary_cart=30');
    expect(outside.text).toBe(`/* embed ${V1} */`);
    // Out of the canary too: a shared cache must not hand this answer to a visitor in it.
    expect(outside.headers['cache-control']).toBe('private, no-store');
  });

  it("keeps the canary cookie on an integrator's site over HTTPS (SameSite=None, Partitioned)", async () => {
    const { app } = gateway(cart(V1, { canary: { version: V2, percent: 50 } }), { terminatesTls: true });
    const res = await request(app).get('/embed/cart.js').set('X-Forwarded-Proto', 'https');
    expect(res.headers['set-cookie']?.[0]).toMatch(/SameSite=None/);
    expect(res.headers['set-cookie']?.[0]).toMatch(/Secure/);
    expect(res.headers['set-cookie']?.[0]).toMatch(/Partitioned/);
  });

  it('follows a signed override, privately, and ignores a forged one', async () => {
    const { app } = gateway(cart(V1));
    const token = signRemoteOverride(`cart=${V2}`, DEV_VIEWER_SECRET);
    const res = await request(app).get('/embed/cart.js').set('x-remote-override', token);
    expect(res.text).toBe(`/* embed ${V2} */`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const forged = signRemoteOverride(`cart=${V2}`, 'another-secret-of-enough-length-0123456789');
    expect((await request(app).get('/embed/cart.js').set('x-remote-override', forged)).text).toBe(`/* embed ${V1} */`);
  });

  it('keeps the old documented URL working: the same script, revalidated on each load', async () => {
    const { app } = gateway(cart(V2));
    const res = await request(app).get('/mf/cart/cart-embed.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe(`/* embed ${V2} */`);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("serves the newest version the cart's container published where the gateway has no build of its own", async () => {
    write(path.join(tmp, 'store/cart/.latest'), `${V2}\n`);
    try {
      const app = createGatewayApp(options({ remotesDir: (area) => path.join(tmp, `nothing/mfe-${area}`) }));
      const res = await request(app).get('/embed/cart.js');
      expect([res.status, res.text, res.headers['x-remote-version']]).toEqual([200, `/* embed ${V2} */`, V2]);
    } finally {
      fs.rmSync(path.join(tmp, 'store/cart/.latest'));
    }
  });

  it('redirects to the script and chunks beside the manifest of a cart live on another host', async () => {
    const { app } = gateway(cart('https://cdn.example/cart/1.2.0/mf-manifest.json'));
    const script = await request(app).get('/embed/cart.js');
    expect([script.status, script.headers.location]).toEqual([302, 'https://cdn.example/cart/1.2.0/cart-embed.js']);
    expect(script.headers['cache-control']).toBe('public, max-age=60');
    const chunk = await request(app).get('/embed/entries/lazy-cart-panel.33333333.chunk.js');
    expect(chunk.headers.location).toBe('https://cdn.example/cart/1.2.0/entries/lazy-cart-panel.33333333.chunk.js');
    // A chunk of a version held here is still served from here.
    expect((await request(app).get(`/embed/entries/${PANEL[V1]}`)).text).toBe(`/* panel of ${V1} */`);
  });

  it('answers a JSON 404 when there is no embed at all', async () => {
    const app = createGatewayApp(
      options({ remotesDir: (area) => path.join(tmp, `nothing/mfe-${area}`), remotesStoreDir: undefined }),
    );
    const res = await request(app).get('/embed/cart.js');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('versions and their chunks', () => {
  it('serves a pinned version unchanged whatever is live', async () => {
    const { app, registryFile } = gateway(cart(V2));
    expect((await request(app).get(`/mf/cart/${V1}/cart-embed.js`)).text).toBe(`/* embed ${V1} */`);
    writeRegistryFile(registryFile, cart(V1, { previous: V2 }));
    const res = await request(app).get(`/mf/cart/${V2}/cart-embed.js`);
    expect([res.text, res.headers['x-remote-version']]).toEqual([`/* embed ${V2} */`, V2]);
    const chunk = await request(app).get(`/mf/cart/${V2}/entries/${PANEL[V2]}`);
    expect(chunk.text).toBe(`/* panel of ${V2} */`);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the chunks of the version a page started with reachable after the live version changes', async () => {
    const { app, registryFile } = gateway(cart(V1));
    writeRegistryFile(registryFile, cart(V2, { previous: V1 }));
    // A page that loaded V1's script from /embed/cart.js (or the old URL) asks for V1's panel beside that URL.
    for (const base of ['/embed/entries', '/mf/cart/entries']) {
      const res = await request(app).get(`${base}/${PANEL[V1]}`);
      expect([res.status, res.text]).toEqual([200, `/* panel of ${V1} */`]);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    expect((await request(app).get(`/embed/entries/${PANEL.own}`)).text).toBe('/* panel of the own build */');
    const unknown = await request(app).get('/embed/entries/lazy-cart-panel.99999999.chunk.js');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    expect((await request(app).get('/embed/entries/..%2F..%2Fmf-manifest.json')).status).toBe(404);
  });
});

describe("integrators' loads, recorded for prune", () => {
  it("records a version loaded by an allowed integrator's page, from a pinned URL or the stable one", async () => {
    const { app, registryFile } = gateway(cart(V2));
    const loadsFile = embedLoadsFileOf(registryFile);
    await request(app).get(`/mf/cart/${V1}/cart-embed.js`).set('Referer', `${INTEGRATOR}/products/a?b=c`);
    await request(app).get('/embed/cart.js').set('Origin', INTEGRATOR);
    const loads = readEmbedLoads(loadsFile).cart ?? {};
    expect(Object.keys(loads).sort()).toEqual([V1, V2]);
    expect(loads[V1]).toEqual({ at: expect.any(String), origin: INTEGRATOR });
    expect(Date.now() - Date.parse(loads[V1].at)).toBeLessThan(60_000);
  });

  it('records nothing for another origin, no origin, an unknown version or a chunk', async () => {
    const { app, registryFile } = gateway(cart(V2));
    await request(app).get(`/mf/cart/${V1}/cart-embed.js`).set('Referer', 'https://evil.example/');
    await request(app).get(`/mf/cart/${V1}/cart-embed.js`);
    await request(app).get('/mf/cart/9.9.9-fffffff/cart-embed.js').set('Origin', INTEGRATOR);
    await request(app).get(`/mf/cart/${V1}/entries/${PANEL[V1]}`).set('Origin', INTEGRATOR);
    expect(readEmbedLoads(embedLoadsFileOf(registryFile))).toEqual({});
  });
});
