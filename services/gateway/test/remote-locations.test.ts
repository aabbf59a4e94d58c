// An area pointed at another host (`npm run remotes -- set <area> url <location>`): the next /remotes.json and the
// next page's Content-Security-Policy follow the registry without a restart, and undoing it goes back. A developer's
// dev server for their browser alone (`npm run remotes -- dev cart <location>` signs an override to the location,
// /__dev-remote puts it in that browser's cookie; nobody without the store's secret can make one). And the
// honest X-Remote-Version of an unpublished build: `<package version>+<commit>`, else `unpublished`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DEV_VIEWER_SECRET } from '@storefront/service-platform';
import { createGatewayApp } from '../src/app';
import { DEV_REMOTE_COOKIE_MAX_AGE_MS } from '../src/dev-remote';
import { createDistVersionReader, distVersionOf } from '../src/remotes/dist-version';
import { signRemoteOverride, verifyRemoteOverride } from '../src/remotes/override';
import { readRegistryFile, remoteLocationProblem, rollback, setLive, writeRegistryFile } from '../src/remotes/registry';
import { REMOTE_AREAS } from '../src/routes';
import { remoteManifestUrls, servicesAt } from './helpers';

const CDN = 'https://cdn.example/cart/0.3.0-ccccccc/mf-manifest.json';
const by = { by: 'tester', at: '2026-11-30T01:00:00.000Z' };
const DEV_SERVER = 'http://localhost:3903/mf-manifest.json';
const LIVE = '1.4.0-abc1234';

let tmp: string;
let registryFile: string;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function app() {
  return createGatewayApp({
    shellDir: path.join(tmp, 'shell'),
    remotesDir: (area) => path.join(tmp, `mfe-${area}/dist`),
    services: servicesAt('http://127.0.0.1:9'),
    remoteUrls: remoteManifestUrls(),
    viewerSecret: DEV_VIEWER_SECRET,
    remotesStoreDir: path.join(tmp, 'store'),
    remotesRegistryFile: registryFile,
    registryTtlMs: 0,
  });
}

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-locations-'));
  registryFile = path.join(tmp, 'registry.json');
  write(path.join(tmp, 'shell/index.html'), '<!doctype html><html><head></head><body></body></html>');
  for (const area of REMOTE_AREAS) write(path.join(tmp, `mfe-${area}/dist/remoteEntry.js`), `/* ${area} */`);
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('an area live on another host', () => {
  it('is what /remotes.json hands out, and the next page allows its origin (no restart)', async () => {
    const gateway = app();
    const page = () => request(gateway).get('/cart').set('Accept', 'text/html');
    expect((await request(gateway).get('/remotes.json')).body.cart).toBe('/mf/cart/mf-manifest.json');
    expect((await page()).headers['content-security-policy']).not.toContain('cdn.example');

    writeRegistryFile(registryFile, setLive({}, 'cart', CDN, by));
    const after = await request(gateway).get('/remotes.json');
    expect(after.body.cart).toBe(CDN);
    expect(after.body.product).toBe('/mf/product/mf-manifest.json');
    const document = await page();
    expect(document.status).toBe(200);
    const csp = String(document.headers['content-security-policy']);
    for (const directive of ['script-src', 'style-src', 'connect-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://cdn\\.example`));
    }

    // Rolled back (its first release: to the environment's location), the origin is no longer allowed.
    writeRegistryFile(registryFile, rollback(readRegistryFile(registryFile), 'cart', by));
    expect((await request(gateway).get('/remotes.json')).body.cart).toBe('/mf/cart/mf-manifest.json');
    expect((await page()).headers['content-security-policy']).not.toContain('cdn.example');
  });

  it('takes https, or http on this machine only, naming a manifest or an entry script', () => {
    expect(remoteLocationProblem(CDN)).toBeNull();
    expect(remoteLocationProblem('https://cdn.example/cart/remoteEntry.js')).toBeNull();
    expect(remoteLocationProblem('http://localhost:3003/mf-manifest.json')).toBeNull();
    expect(remoteLocationProblem('http://127.0.0.1:3003/mf-manifest.json')).toBeNull();
    expect(remoteLocationProblem('http://cdn.example/cart/mf-manifest.json')).toMatch(/use https/);
    expect(remoteLocationProblem('ftp://cdn.example/cart/mf-manifest.json')).toMatch(/use https/);
    expect(remoteLocationProblem('https://user:pw@cdn.example/mf-manifest.json')).toMatch(/user name or password/);
    expect(remoteLocationProblem('https://cdn;evil.example/mf-manifest.json')).toMatch(/not a host name/);
    expect(remoteLocationProblem('https://cdn.example/cart/')).toMatch(/mf-manifest\.json/);
    expect(remoteLocationProblem('/mf/cart/mf-manifest.json')).toMatch(/not a URL/);
  });

  it('refuses a registry file whose live location was edited into something unsafe', () => {
    write(registryFile, JSON.stringify({ cart: { live: 'http://cdn.example/cart/mf-manifest.json' } }));
    expect(() => readRegistryFile(registryFile)).toThrow(/not a valid registry: cart\.live/);
  });
});

/** The sa_remote_override cookie a /__dev-remote answer sets, as a browser would send it back. */
function cookieFrom(res: request.Response): string {
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = set.find((c) => c.startsWith('sa_remote_override='));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0];
}

describe("a developer's dev server, for their browser alone", () => {
  beforeEach(() => writeRegistryFile(registryFile, setLive({}, 'cart', LIVE, by)));

  it('the signed link sets that browser cookie; its pages load the dev server, its policy allows it and its socket', async () => {
    const gateway = app();
    const token = signRemoteOverride(`cart=${DEV_SERVER}`, DEV_VIEWER_SECRET);
    const set = await request(gateway).get(`/__dev-remote?token=${encodeURIComponent(token)}&next=/cart`);
    expect(set.status).toBe(303);
    expect(set.headers.location).toBe('/cart');
    const cookieLine = String(set.headers['set-cookie']);
    expect(cookieLine).toMatch(/HttpOnly/);
    expect(cookieLine).toMatch(/SameSite=Lax/);
    expect(cookieLine).toContain(`Max-Age=${DEV_REMOTE_COOKIE_MAX_AGE_MS / 1000}`);
    const cookie = cookieFrom(set);

    const mine = await request(gateway).get('/remotes.json').set('Cookie', cookie);
    expect(mine.body.cart).toBe(DEV_SERVER);
    expect(mine.body.product).toBe('/mf/product/mf-manifest.json');
    const page = await request(gateway).get('/cart').set('Accept', 'text/html').set('Cookie', cookie);
    expect(page.status).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*http:\/\/localhost:3903/);
    expect(csp).toMatch(/connect-src [^;]*ws:\/\/localhost:3903/);
    // A dev server's answers are one browser's: never kept for anyone else.
    expect(page.headers['cache-control']).not.toMatch(/public/);
  });

  it('every other visitor keeps the live version, and the page policy does not name the dev server', async () => {
    const gateway = app();
    expect((await request(gateway).get('/remotes.json')).body.cart).toBe(`/mf/cart/${LIVE}/mf-manifest.json`);
    const page = await request(gateway).get('/cart').set('Accept', 'text/html');
    expect(String(page.headers['content-security-policy'])).not.toContain('localhost:3903');
  });

  it('refuses a token not signed by this store, or none, and sets nothing', async () => {
    const gateway = app();
    const forged = signRemoteOverride(`cart=${DEV_SERVER}`, 'another-secret-of-enough-length-0123456789');
    const unsigned = `cart=${DEV_SERVER}.${'A'.repeat(43)}`;
    for (const query of [`token=${encodeURIComponent(forged)}`, `token=${encodeURIComponent(unsigned)}`, '']) {
      const res = await request(gateway).get(`/__dev-remote?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('bad_request');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // Sent straight as a cookie or header, a forged one is ignored: the live version.
    const byCookie = await request(gateway)
      .get('/remotes.json')
      .set('Cookie', `sa_remote_override=${encodeURIComponent(forged)}`);
    expect(byCookie.body.cart).toBe(`/mf/cart/${LIVE}/mf-manifest.json`);
  });

  it('goes back to the store only (never another site), and ?off removes the cookie', async () => {
    const gateway = app();
    const token = encodeURIComponent(signRemoteOverride(`cart=${DEV_SERVER}`, DEV_VIEWER_SECRET));
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const res = await request(gateway).get(`/__dev-remote?token=${token}&next=${encodeURIComponent(next)}`);
      expect(res.headers.location).toBe('/');
    }
    const off = await request(gateway).get('/__dev-remote?off');
    expect(off.status).toBe(303);
    expect(String(off.headers['set-cookie'])).toMatch(/sa_remote_override=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('signs a location only as `set <area> url` takes it (https, or http on this machine)', () => {
    expect(
      verifyRemoteOverride(signRemoteOverride(`cart=${DEV_SERVER}`, DEV_VIEWER_SECRET), DEV_VIEWER_SECRET),
    ).toEqual({
      cart: DEV_SERVER,
    });
    for (const bad of ['http://evil.example/mf-manifest.json', 'javascript:alert(1)', 'http://localhost:3903/a,b.js']) {
      expect(() => signRemoteOverride(`cart=${bad}`, DEV_VIEWER_SECRET)).toThrow(/is not an override/);
    }
  });
});

describe("X-Remote-Version of a remote's unpublished build", () => {
  const manifest = (buildInfo: object) => JSON.stringify({ metaData: { buildInfo } });

  it('is the package version plus the commit the build recorded', async () => {
    write(
      path.join(tmp, 'mfe-cart/dist/mf-manifest.json'),
      manifest({ buildVersion: '0.1.0', commit: 'abc1234', build: '0.1.0+abc1234' }),
    );
    const res = await request(app()).get('/mf/cart/remoteEntry.js');
    expect(res.status).toBe(200);
    expect(res.headers['x-remote-version']).toBe('0.1.0+abc1234');
  });

  it('is `unpublished`, never the bare package version, when the build does not know its commit', () => {
    expect(distVersionOf({ metaData: { buildInfo: { buildVersion: '0.1.0' } } } as never)).toBe('unpublished');
    expect(distVersionOf({ metaData: { buildInfo: { commit: 'dev', build: '0.1.0+dev' } } })).toBe('unpublished');
    expect(distVersionOf({ metaData: { buildInfo: { commit: 'abc1234', build: '0.1.0' } } })).toBe('unpublished');
    expect(createDistVersionReader(path.join(tmp, 'nowhere'))()).toBe('unpublished');
  });
});
