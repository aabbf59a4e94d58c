// An area pointed at another host (`npm run remotes -- set <area> url <location>`): the next /remotes.json and the
// next page's Content-Security-Policy follow the registry without a restart, and undoing it goes back. And the
// honest X-Remote-Version of an unpublished build: `<package version>+<commit>`, else `unpublished`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DEV_VIEWER_SECRET } from '@storefront/service-platform';
import { createGatewayApp } from '../src/app';
import { createDistVersionReader, distVersionOf } from '../src/remotes/dist-version';
import { readRegistryFile, remoteLocationProblem, rollback, setLive, writeRegistryFile } from '../src/remotes/registry';
import { REMOTE_AREAS } from '../src/routes';
import { remoteManifestUrls, servicesAt } from './helpers';

const CDN = 'https://cdn.example/cart/0.3.0-ccccccc/mf-manifest.json';
const by = { by: 'tester', at: '2026-11-30T01:00:00.000Z' };

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
