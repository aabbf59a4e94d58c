// `npm run remotes` (scripts/remotes.mjs runs services/gateway/src/remotes/cli.ts): publish immutable versions,
// switch, roll back, canary, prune and sign overrides, against a temporary store and registry.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_VIEWER_SECRET } from '@storefront/service-platform';
import { runRemotesCli } from '../../services/gateway/src/remotes/cli';
import { readRegistryFile } from '../../services/gateway/src/remotes/registry';
import { verifyRemoteOverride } from '../../services/gateway/src/remotes/override';
import { remoteVersion } from '../../services/gateway/src/remotes/store';
import type { GateOutcome } from '../../services/gateway/src/remotes/publish-gate';

const repoRoot = path.resolve(__dirname, '../..');
const cartVersion = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'mfe-cart/package.json'), 'utf8')) as {
    version: string;
  }
).version;

let tmp: string;
let storeDir: string;
let registryFile: string;
let distDir: string;
let now: Date;
let commit: string | null;
/** What the publish gate answers (scripts/test/publishGate.test.ts runs the real checks on fixtures). */
let gate: GateOutcome;
const PASSED: GateOutcome = { results: [{ check: 'exposes', problems: [] }], report: ['  passed   exposes'] };

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-cli-'));
  storeDir = path.join(tmp, 'store');
  registryFile = path.join(tmp, 'registry.json');
  now = new Date('2026-11-23T10:00:00Z');
  commit = 'abc1234';
  gate = PASSED;
  // A repository of its own: mfe-cart's package.json and a stand-in build.
  distDir = path.join(tmp, 'root/mfe-cart/dist');
  fs.mkdirSync(distDir, { recursive: true });
  fs.copyFileSync(path.join(repoRoot, 'mfe-cart/package.json'), path.join(tmp, 'root/mfe-cart/package.json'));
  fs.mkdirSync(distDir, { recursive: true });
  fs.writeFileSync(path.join(distDir, 'mf-manifest.json'), '{"name":"storefront_cart"}');
  fs.writeFileSync(path.join(distDir, 'remoteEntry.js'), '/* entry */');
  fs.mkdirSync(path.join(distDir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'server', 'server.js'), '/* server entry */');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

function cli(...args: string[]) {
  return cliWith({}, ...args);
}

function cliWith(extraEnv: NodeJS.ProcessEnv, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runRemotesCli(args, {
    env: { REMOTES_STORE_DIR: storeDir, REMOTES_REGISTRY_FILE: registryFile, REMOTES_BY: 'tester', ...extraEnv },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    now: () => now,
    gitCommit: () => commit,
    repoRoot: path.join(tmp, 'root'),
    publishGate: () => gate,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Publishes a fake version straight into the store (what `publish` of an older build left there). */
function stored(version: string) {
  fs.mkdirSync(path.join(storeDir, 'cart', version), { recursive: true });
  fs.writeFileSync(path.join(storeDir, 'cart', version, 'mf-manifest.json'), '{}');
}

describe('npm run remotes', () => {
  it('versions are the package version plus the short commit, or the build time without git', () => {
    expect(remoteVersion('1.4.0', 'abc1234', now)).toBe('1.4.0-abc1234');
    expect(remoteVersion('1.4.0', null, now)).toBe('1.4.0-20261123100000');
  });

  it("publish copies the remote's build into the store as <package version>-<commit>, once", () => {
    const published = cli('publish', 'cart');
    expect(published.code).toBe(0);
    const version = `${cartVersion}-abc1234`;
    expect(published.out).toContain(`published cart ${version}`);
    expect(published.out).not.toMatch(/warning/);
    expect(fs.readFileSync(path.join(storeDir, 'cart', version, 'remoteEntry.js'), 'utf8')).toBe('/* entry */');
    expect(readRegistryFile(registryFile).cart!.published).toEqual([{ version, at: now.toISOString(), by: 'tester' }]);
    expect(readRegistryFile(registryFile).cart!.live).toBeNull(); // live only after `set`

    // A version never changes: the same commit again is refused, the store untouched.
    fs.writeFileSync(path.join(distDir, 'remoteEntry.js'), '/* changed */');
    expect(cli('publish', 'cart')).toMatchObject({ code: 1 });
    expect(fs.readFileSync(path.join(storeDir, 'cart', version, 'remoteEntry.js'), 'utf8')).toBe('/* entry */');

    // Without git, the build time stands in for the commit.
    commit = null;
    expect(cli('publish', 'cart').out).toContain(`published cart ${cartVersion}-20261123100000`);
    expect(cli('publish', 'cart', '--version', '2.0.0-rc.1').code).toBe(0);
    expect(fs.readdirSync(path.join(storeDir, 'cart')).sort()).toHaveLength(3);
    expect(fs.readdirSync(path.join(storeDir, 'cart')).some((n) => n.startsWith('.'))).toBe(false);
  });

  it('publish takes another build of the remote with --dist (an earlier build kept as an artifact)', () => {
    const earlier = path.join(tmp, 'artifacts/cart-previous');
    fs.mkdirSync(earlier, { recursive: true });
    fs.writeFileSync(path.join(earlier, 'mf-manifest.json'), '{"name":"storefront_cart"}');
    fs.writeFileSync(path.join(earlier, 'remoteEntry.js'), '/* earlier */');
    // A build from before server bundles existed still publishes; it renders in the browser only, and says so.
    const withoutServer = cli('publish', 'cart', '--dist', earlier, '--version', '0.0.9-prev');
    expect(withoutServer.code).toBe(0);
    expect(withoutServer.out).toMatch(/warning: cart 0\.0\.9-prev has no server\/server\.js/);
    expect(fs.readFileSync(path.join(storeDir, 'cart', '0.0.9-prev', 'remoteEntry.js'), 'utf8')).toBe('/* earlier */');
    expect(cli('publish', 'cart', '--dist', path.join(tmp, 'nowhere'), '--version', '0.0.8').err).toMatch(
      /has no mf-manifest\.json/,
    );
  });

  it('publish refuses a remote that is not built, or an unknown one', () => {
    fs.rmSync(path.join(distDir, 'mf-manifest.json'));
    expect(cli('publish', 'cart').err).toMatch(/has no mf-manifest\.json: build the remote first/);
    expect(cli('publish', 'basket').code).toBe(2);
    expect(fs.existsSync(registryFile)).toBe(false);
  });

  it('set, rollback, canary and list change the registry and keep a history', () => {
    stored('1.0.0-aaaaaaa');
    stored('1.1.0-bbbbbbb');
    expect(cli('set', 'cart', '1.0.0-aaaaaaa')).toMatchObject({ code: 0, out: 'cart: 1.0.0-aaaaaaa is live' });
    expect(cli('set', 'cart', '1.1.0-bbbbbbb').code).toBe(0);
    let cart = readRegistryFile(registryFile).cart!;
    expect(cart).toMatchObject({ live: '1.1.0-bbbbbbb', previous: '1.0.0-aaaaaaa' });

    expect(cli('rollback', 'cart')).toMatchObject({ code: 0, out: 'cart: rolled back to 1.0.0-aaaaaaa' });
    cart = readRegistryFile(registryFile).cart!;
    expect(cart).toMatchObject({ live: '1.0.0-aaaaaaa', previous: '1.1.0-bbbbbbb' });

    expect(cli('canary', 'cart', '1.1.0-bbbbbbb', '10').code).toBe(0);
    expect(readRegistryFile(registryFile).cart!.canary).toEqual({ version: '1.1.0-bbbbbbb', percent: 10 });
    expect(cli('list').out).toMatch(/cart +live 1\.0\.0-aaaaaaa +previous 1\.1\.0-bbbbbbb +canary 1\.1\.0-bbbbbbb 10%/);
    expect(cli('canary', 'cart', 'off').code).toBe(0);
    cart = readRegistryFile(registryFile).cart!;
    expect(cart.canary).toBeUndefined();
    expect(cart.history.map((h) => [h.action, h.version, h.by, h.at])).toEqual([
      ['set', '1.0.0-aaaaaaa', 'tester', now.toISOString()],
      ['set', '1.1.0-bbbbbbb', 'tester', now.toISOString()],
      ['rollback', '1.0.0-aaaaaaa', 'tester', now.toISOString()],
      ['canary', '1.1.0-bbbbbbb', 'tester', now.toISOString()],
      ['canary-off', '1.1.0-bbbbbbb', 'tester', now.toISOString()],
    ]);
  });

  it("a first release rolls back to the environment's location, and `set <area> env` goes there from any version", () => {
    stored('1.0.0-aaaaaaa');
    stored('1.1.0-bbbbbbb');
    expect(cli('set', 'cart', 'env')).toMatchObject({
      code: 1,
      err: "cart already loads from the environment's location",
    });
    cli('set', 'cart', '1.0.0-aaaaaaa');
    expect(cli('rollback', 'cart')).toMatchObject({
      code: 0,
      out: "cart: rolled back to the environment's location",
    });
    expect(readRegistryFile(registryFile).cart).toMatchObject({ live: null, previous: '1.0.0-aaaaaaa' });
    expect(cli('rollback', 'cart').out).toBe('cart: rolled back to 1.0.0-aaaaaaa');

    cli('set', 'cart', '1.1.0-bbbbbbb');
    expect(cli('set', 'cart', 'env').code).toBe(0);
    expect(readRegistryFile(registryFile).cart).toMatchObject({ live: null, previous: '1.1.0-bbbbbbb' });
    expect(cli('list').out).toMatch(/cart +live - \(environment URL\) +previous 1\.1\.0-bbbbbbb/);
    expect(readRegistryFile(registryFile).cart!.history.at(-1)).toMatchObject({ action: 'set', version: null });
  });

  it('refuses what would break the store and changes nothing', () => {
    stored('1.0.0-aaaaaaa');
    expect(cli('set', 'cart', '9.9.9-fffffff')).toMatchObject({ code: 1 });
    expect(cli('set', 'cart', '../../etc')).toMatchObject({ code: 2 });
    expect(cli('set', 'basket', '1.0.0-aaaaaaa')).toMatchObject({ code: 2 });
    expect(cli('rollback', 'cart').err).toBe('cart has no previous version to roll back to');
    expect(cli('canary', 'cart', '1.0.0-aaaaaaa', '0').code).toBe(1);
    expect(cli('canary', 'cart', '1.0.0-aaaaaaa', 'many').code).toBe(2);
    expect(cli('canary', 'cart', 'off').err).toBe('cart has no canary');
    expect(cli('prune').code).toBe(2);
    expect(cli('frobnicate').code).toBe(2);
    expect(fs.existsSync(registryFile)).toBe(false);
    cli('set', 'cart', '1.0.0-aaaaaaa');
    expect(cli('set', 'cart', '1.0.0-aaaaaaa').err).toBe('1.0.0-aaaaaaa is already live for cart');
    fs.writeFileSync(registryFile, 'not json');
    expect(cli('list')).toMatchObject({ code: 1, err: `${registryFile} is not valid JSON` });
  });

  it('prune removes old versions but never the live, previous or canary one', () => {
    for (const v of ['1.0.0-aaaaaaa', '1.1.0-bbbbbbb', '1.2.0-ccccccc', '1.3.0-ddddddd', '1.4.0-eeeeeee']) stored(v);
    const old = new Date('2026-11-01T00:00:00Z');
    for (const v of ['1.0.0-aaaaaaa', '1.1.0-bbbbbbb', '1.2.0-ccccccc', '1.3.0-ddddddd']) {
      fs.utimesSync(path.join(storeDir, 'cart', v), old, old);
    }
    cli('set', 'cart', '1.1.0-bbbbbbb');
    cli('set', 'cart', '1.2.0-ccccccc');
    cli('canary', 'cart', '1.3.0-ddddddd', '5');
    expect(cli('prune', '--older-than', '7d')).toMatchObject({ code: 0, out: 'removed cart 1.0.0-aaaaaaa' });
    expect(fs.readdirSync(path.join(storeDir, 'cart')).sort()).toEqual([
      '1.1.0-bbbbbbb',
      '1.2.0-ccccccc',
      '1.3.0-ddddddd',
      '1.4.0-eeeeeee',
    ]);
    expect(cli('prune', '--older-than', '7d').out).toBe('nothing to remove');
    expect(cli('prune', '--older-than', 'a week').code).toBe(2);
  });

  it('override-token prints a header and cookie value the gateway accepts', () => {
    const { code, out } = cli('override-token', 'cart=1.4.0-abc1234');
    expect(code).toBe(0);
    const [header, cookie] = out.split('\n');
    const token = header.replace(/^x-remote-override: /, '');
    expect(verifyRemoteOverride(token, DEV_VIEWER_SECRET)).toEqual({ cart: '1.4.0-abc1234' });
    expect(cookie).toBe(`Cookie: sa_remote_override=${encodeURIComponent(token)}`);
    expect(cli('override-token', 'cart=latest').code).toBe(1);
  });

  it('override-token signs with the secret `npm start` made and kept, so the running store accepts it', () => {
    const kept = 'k'.repeat(43);
    fs.mkdirSync(path.join(tmp, 'root/.data'), { recursive: true });
    fs.writeFileSync(path.join(tmp, 'root/.data/viewer-header-secret'), `${kept}\n`);
    const token = cli('override-token', 'cart=1.4.0-abc1234')
      .out.split('\n')[0]
      .replace(/^x-remote-override: /, '');
    expect(verifyRemoteOverride(token, kept)).toEqual({ cart: '1.4.0-abc1234' });
    expect(verifyRemoteOverride(token, DEV_VIEWER_SECRET)).toBeNull();
  });

  it('set <area> url points an area at another host, checked, kept in the history and listed; rollback undoes it', () => {
    const cdn = 'https://cdn.example/cart/0.3.0-ccccccc/mf-manifest.json';
    stored('1.0.0-aaaaaaa');
    cli('set', 'cart', '1.0.0-aaaaaaa');
    expect(cli('set', 'cart', 'url', cdn)).toMatchObject({
      code: 0,
      out: expect.stringContaining(`cart: loads from ${cdn}`),
    });
    expect(readRegistryFile(registryFile).cart).toMatchObject({ live: cdn, previous: '1.0.0-aaaaaaa' });
    expect(readRegistryFile(registryFile).cart!.history.at(-1)).toMatchObject({
      action: 'set',
      version: cdn,
      by: 'tester',
    });
    expect(cli('list').out).toMatch(new RegExp(`cart +live ${cdn.replace(/[.]/g, '\\.')} +previous 1\\.0\\.0-aaaaaaa`));

    expect(cli('rollback', 'cart')).toMatchObject({ code: 0, out: 'cart: rolled back to 1.0.0-aaaaaaa' });
    expect(cli('rollback', 'cart')).toMatchObject({ code: 0, out: `cart: rolled back to ${cdn}` });
    expect(cli('set', 'cart', 'env').code).toBe(0);
    expect(readRegistryFile(registryFile).cart).toMatchObject({ live: null, previous: cdn });

    for (const bad of ['http://cdn.example/cart/mf-manifest.json', 'cdn.example/mf-manifest.json', undefined]) {
      const refused = cli('set', 'cart', 'url', ...(bad ? [bad] : []));
      expect(refused.code).toBe(2);
    }
    expect(cli('set', 'cart', 'url', 'http://cdn.example/mf-manifest.json').err).toMatch(
      /use https \(http only for localhost\)/,
    );
    // A dev server on this machine is for everyone only in development mode; otherwise `dev` is the way.
    const local = 'http://localhost:3003/mf-manifest.json';
    expect(cli('set', 'cart', 'url', local)).toMatchObject({ code: 2, err: expect.stringContaining('remotes -- dev') });
    expect(cliWith({ STOREFRONT_DEV_SERVERS: '1' }, 'set', 'cart', 'url', local).code).toBe(0);
    expect(readRegistryFile(registryFile).cart?.live).toBe(local);
  });

  it("dev prints the link that points the developer's browser alone at their dev server, signed for the store", () => {
    const local = 'http://localhost:3003/mf-manifest.json';
    const { code, out } = cliWith({ PUBLIC_ORIGIN: 'http://localhost:8180' }, 'dev', 'cart', local);
    expect(code).toBe(0);
    const link = new URL(/http:\/\/localhost:8180\/__dev-remote\?token=\S+/.exec(out)![0]);
    expect(verifyRemoteOverride(link.searchParams.get('token'), DEV_VIEWER_SECRET)).toEqual({ cart: local });
    expect(out).toContain('http://localhost:8180/__dev-remote?off');
    // The registry is not touched: other visitors keep the live version.
    expect(fs.existsSync(registryFile)).toBe(false);
    expect(
      cli('dev', 'cart', 'http://localhost:3003/mf-manifest.json', '--store', 'https://shop.example').out,
    ).toContain('https://shop.example/__dev-remote?token=');
    expect(cli('dev', 'cart', 'http://cdn.example/mf-manifest.json').code).toBe(2);
    expect(cli('dev', 'cart').code).toBe(2);
    expect(cli('dev', 'basket', local).code).toBe(2);
  });

  it('publish refuses a build the gate fails, listing each failure, and changes nothing', () => {
    gate = {
      results: [
        { check: 'exposes', problems: ["remote 'cart' does not expose './CartPanel', which the shell loads"] },
        { check: 'types', problems: ['contract.check.ts(3,3): error TS2322: propsUnknownToRemote'] },
        { check: 'bus', skipped: 'declares no bus payloads' },
      ],
      report: ['  FAILED   exposes', "           - remote 'cart' does not expose './CartPanel'", '  FAILED   types'],
    };
    const refused = cli('publish', 'cart');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      `cart ${cartVersion}-abc1234 was not published: its build fails the publish gate (exposes, types)`,
    );
    expect(refused.err).toContain("does not expose './CartPanel'");
    expect(refused.err).toContain('npm run remotes -- publish cart --force');
    expect(fs.existsSync(path.join(storeDir, 'cart'))).toBe(false);
    expect(fs.existsSync(registryFile)).toBe(false);
  });

  it('publish --force publishes a failing build and records who forced it, when, and which checks failed', () => {
    gate = { results: [{ check: 'budget', problems: ['cart (/cart): 168.0 KB of JavaScript'] }], report: [] };
    const forced = cli('publish', 'cart', '--force');
    expect(forced.code).toBe(0);
    expect(forced.out).toContain('forced past the publish gate (failed: budget)');
    const version = `${cartVersion}-abc1234`;
    expect(fs.existsSync(path.join(storeDir, 'cart', version, 'remoteEntry.js'))).toBe(true);
    expect(readRegistryFile(registryFile).cart!.history).toEqual([
      { action: 'publish-forced', version, by: 'tester', at: now.toISOString(), failedChecks: ['budget'] },
    ]);
    // A build that passes leaves no such record.
    gate = PASSED;
    expect(cli('publish', 'cart', '--version', '2.0.0-rc.1').code).toBe(0);
    expect(readRegistryFile(registryFile).cart!.history).toHaveLength(1);
  });
});
