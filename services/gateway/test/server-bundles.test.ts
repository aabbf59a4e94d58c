// Server rendering, stage 1: the gateway's loader of server bundles (docs/server-rendering-plan.md §1.2). Versions
// side by side, single-flight, a bounded number of versions per area, a rebuild swapping the package's own build
// and the shell, the host-scope contract, the require fence, failure memory, the bundle shape, and where a manifest's
// bundle is. (That server code is never served: remotes.test.ts.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DIST_VERSION,
  createServerBundles,
  hostContractMismatch,
  serverBundleFile,
} from '../src/render/server-bundles';
import type { HostScope, ServerBundleLogEvent, ServerBundlesOptions } from '../src/render/server-bundles';

const V1 = '0.1.0-aaaaaaa';
const V2 = '0.2.0-bbbbbbb';
const V3 = '0.3.0-ccccccc';

let tmp: string;
let fileCount = 0;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-server-bundles-'));
});

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A new file path for each test, so tests never share a file (or a cache entry's signature). */
function freshFile(): string {
  fileCount += 1;
  return path.join(tmp, `case-${fileCount}`, 'server', 'server.js');
}

function write(file: string, text: string, mtimeSeconds?: number): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  if (mtimeSeconds !== undefined) fs.utimesSync(file, mtimeSeconds, mtimeSeconds);
  return file;
}

interface RemoteFixture {
  area?: string;
  build: string;
  storeContract?: number;
  requires?: Record<string, string>;
  /** Top-level code run before module.exports is set. */
  before?: string;
}

/** A remote bundle whose top level counts its evaluations on the host scope's 'counter' module. */
function remoteSource({ area = 'product', build, storeContract = 1, requires, before = '' }: RemoteFixture): string {
  const contract = { storeContract, requires: requires ?? { react: '^19.0.0', 'react/jsx-runtime': '^19.0.0' } };
  return `${before}
require('counter').n++;
const React = require('react');
module.exports = {
  kind: 'remote',
  area: ${JSON.stringify(area)},
  build: ${JSON.stringify(build)},
  hostContract: ${JSON.stringify(contract)},
  exposes: { './ProductPage': { render: () => React.name + ' renders ' + ${JSON.stringify(build)} } },
};`;
}

function shellSource(build: string, before = ''): string {
  return `${before}
module.exports = {
  kind: 'shell',
  area: 'shell',
  build: ${JSON.stringify(build)},
  hostScope: { storeContract: 1, versions: { react: '19.3.1' }, modules: { react: { name: 'react' } } },
  renderPage: () => Promise.reject(new Error('not rendering in this test')),
};`;
}

function hostScope(overrides: Partial<HostScope> = {}): HostScope & { modules: { counter: { n: number } } } {
  return {
    storeContract: 1,
    versions: { react: '19.3.1', '@emotion/react': '11.14.0', '@storefront/shared-domain/runtime': '0.4.3' },
    ...overrides,
    modules: { react: { name: 'react' }, 'react/jsx-runtime': {}, counter: { n: 0 } },
  };
}

function loader(opts: ServerBundlesOptions = {}) {
  const events: ServerBundleLogEvent[] = [];
  const bundles = createServerBundles({ log: (event) => events.push(event), ...opts });
  return { bundles, events };
}

function render(bundle: { exposes: Record<string, Record<string, unknown>> } | null): unknown {
  const page = bundle?.exposes['./ProductPage']?.render;
  return typeof page === 'function' ? page() : undefined;
}

describe('remote server bundles: versions side by side', () => {
  it('loads two versions of an area side by side, and a key once', async () => {
    const { bundles } = loader();
    const host = hostScope();
    const v1 = write(freshFile(), remoteSource({ build: `${V1}+1` }));
    const v2 = write(freshFile(), remoteSource({ build: `${V2}+2` }));
    const one = await bundles.remote('product', V1, v1, host);
    const two = await bundles.remote('product', V2, v2, host);
    expect(one?.build).toBe(`${V1}+1`);
    expect(two?.build).toBe(`${V2}+2`);
    expect(render(one)).toBe(`react renders ${V1}+1`);
    expect(render(two)).toBe(`react renders ${V2}+2`);
    expect(await bundles.remote('product', V1, v1, host)).toBe(one);
    expect(host.modules.counter.n).toBe(2);
    expect(bundles.stats().loaded).toEqual({ product: [`product@${V2}`, `product@${V1}`] });
  });

  it('compiles once for concurrent callers', async () => {
    const { bundles } = loader();
    const host = hostScope();
    const file = write(freshFile(), remoteSource({ build: V1 }));
    const [a, b, c] = await Promise.all([
      bundles.remote('product', V1, file, host),
      bundles.remote('product', V1, file, host),
      bundles.remote('product', V1, file, host),
    ]);
    expect(a).not.toBeNull();
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(host.modules.counter.n).toBe(1);
  });

  it('keeps at most maxVersionsPerArea versions, evicting the least recently used', async () => {
    const { bundles } = loader({ maxVersionsPerArea: 2 });
    const host = hostScope();
    const files = Object.fromEntries([V1, V2, V3].map((v) => [v, write(freshFile(), remoteSource({ build: v }))]));
    const load = (version: string) => bundles.remote('product', version, files[version], host);
    const first = await load(V1);
    await load(V2);
    expect(await load(V1)).toBe(first);
    await load(V3);
    expect(bundles.stats().loaded.product).toEqual([`product@${V1}`, `product@${V3}`]);
    expect(host.modules.counter.n).toBe(3);
    expect(await load(V1)).toBe(first);
    expect(host.modules.counter.n).toBe(3);
    expect((await load(V2))?.build).toBe(V2);
    expect(host.modules.counter.n).toBe(4);
  });

  it('counts versions per area, not across areas', async () => {
    const { bundles } = loader({ maxVersionsPerArea: 1 });
    const host = hostScope();
    const product = await bundles.remote('product', V1, write(freshFile(), remoteSource({ build: V1 })), host);
    const cartFile = write(freshFile(), remoteSource({ area: 'cart', build: V1 }));
    expect(await bundles.remote('cart', V1, cartFile, host)).not.toBeNull();
    expect(product).not.toBeNull();
    expect(bundles.stats().loaded).toEqual({ product: [`product@${V1}`], cart: [`cart@${V1}`] });
  });

  it("swaps the package's own build when its file changes", async () => {
    const { bundles } = loader();
    const host = hostScope();
    const file = write(freshFile(), remoteSource({ build: '0.1.0+old' }), 1_700_000_000);
    expect((await bundles.remote('product', DIST_VERSION, file, host))?.build).toBe('0.1.0+old');
    expect((await bundles.remote('product', DIST_VERSION, file, host))?.build).toBe('0.1.0+old');
    expect(host.modules.counter.n).toBe(1);
    write(file, remoteSource({ build: '0.1.0+new' }), 1_700_000_100);
    expect((await bundles.remote('product', DIST_VERSION, file, host))?.build).toBe('0.1.0+new');
    expect(host.modules.counter.n).toBe(2);
    expect(bundles.stats().loaded.product).toEqual(['product@dist']);
  });

  it('recompiles a version for another host scope (a new shell build)', async () => {
    const { bundles } = loader();
    const file = write(freshFile(), remoteSource({ build: V1 }));
    const oldHost = hostScope();
    const newHost = hostScope();
    const old = await bundles.remote('product', V1, file, oldHost);
    const fresh = await bundles.remote('product', V1, file, newHost);
    expect(fresh).not.toBe(old);
    expect(fresh?.build).toBe(V1);
    expect([oldHost.modules.counter.n, newHost.modules.counter.n]).toEqual([1, 1]);
  });
});

describe('remote server bundles: what they may run against', () => {
  it('checks the host contract of each bundle against each host scope, logging a mismatch once', async () => {
    const { bundles, events } = loader();
    const host = hostScope();
    const files = new Map<string, string>();
    const load = (version: string, fixture: Omit<RemoteFixture, 'build'> = {}, scope = host) => {
      if (!files.has(version)) files.set(version, write(freshFile(), remoteSource({ build: version, ...fixture })));
      return bundles.remote('product', version, files.get(version) ?? '', scope);
    };
    expect(await load(V1, { storeContract: 2 })).toBeNull();
    expect(await load(V2, { requires: { react: '^18.2.0' } })).toBeNull();
    expect(await load(V3, { requires: { 'react-router': '^7.0.0' } })).toBeNull();
    const matching = await load('0.4.0', {
      requires: {
        'react/jsx-runtime': '^19.0.0',
        '@emotion/react/jsx-runtime': '^11.11.0',
        '@storefront/shared-domain/runtime': '^0.4.0',
      },
    });
    expect(matching?.build).toBe('0.4.0');
    expect(events.map((e) => [e.msg, e.version, e.error])).toEqual([
      ['server bundle does not match the host scope', V1, 'built for store contract 2, the host scope has 1'],
      ['server bundle does not match the host scope', V2, 'requires react@^18.2.0, the host scope has 19.3.1'],
      [
        'server bundle does not match the host scope',
        V3,
        'requires react-router@^7.0.0, the host scope has no version of it',
      ],
    ]);
    expect(await load(V2)).toBeNull();
    expect(events).toHaveLength(3);
    expect(host.modules.counter.n).toBe(4);
    // Not a failure of the file: a host scope it matches gets it.
    expect(bundles.stats().failures).toEqual([]);
    expect((await load(V1, {}, hostScope({ storeContract: 2 })))?.build).toBe(V1);
  });

  it('refuses a require outside the host scope, Node built-ins included', async () => {
    const { bundles, events } = loader();
    const host = hostScope();
    const file = write(freshFile(), remoteSource({ build: V1, before: "require('fs');" }));
    expect(await bundles.remote('product', V1, file, host)).toBeNull();
    expect(events).toEqual([
      {
        msg: 'server bundle failed to load',
        area: 'product',
        version: V1,
        file,
        error: `server bundle product@${V1} requires 'fs', which the host scope does not provide`,
      },
    ]);
    const proto = write(freshFile(), remoteSource({ build: V2, before: "require('constructor');" }));
    expect(await bundles.remote('product', V2, proto, host)).toBeNull();
    expect(events[1]?.error).toContain("requires 'constructor'");
  });
});

describe('remote server bundles: failed loads, and eviction', () => {
  it('remembers a failed load for failureMemoryMs, then tries again', async () => {
    let clock = 1_000;
    const { bundles, events } = loader({ now: () => clock, failureMemoryMs: 30_000 });
    const host = hostScope();
    const file = freshFile();
    expect(await bundles.remote('product', V1, file, host)).toBeNull();
    expect(bundles.stats().failures).toEqual([`product@${V1}`]);
    write(file, remoteSource({ build: V1 }));
    clock += 29_999;
    expect(await bundles.remote('product', V1, file, host)).toBeNull();
    expect(host.modules.counter.n).toBe(0);
    clock += 1;
    expect((await bundles.remote('product', V1, file, host))?.build).toBe(V1);
    expect(bundles.stats().failures).toEqual([]);
    expect(events).toEqual([{ msg: 'server bundle missing', area: 'product', version: V1, file }]);
  });

  it('does not re-read a broken file within the failure memory, and logs it once', async () => {
    let clock = 0;
    const { bundles, events } = loader({ now: () => clock });
    const host = hostScope();
    const throwing = write(
      freshFile(),
      remoteSource({ build: V1, before: "require('counter').n++; throw new Error('top level');" }),
    );
    const broken = write(freshFile(), 'module.exports = {');
    for (let i = 0; i < 3; i += 1) {
      expect(await bundles.remote('product', V1, throwing, host)).toBeNull();
      expect(await bundles.remote('product', V2, broken, host)).toBeNull();
    }
    expect(host.modules.counter.n).toBe(1);
    clock += 60_000;
    expect(await bundles.remote('product', V1, throwing, host)).toBeNull();
    expect(host.modules.counter.n).toBe(2);
    expect(events.map((e) => [e.version, e.error])).toEqual([
      [V1, 'top level'],
      [V2, expect.stringMatching(/^Unexpected token/)],
    ]);
  });

  it('treats malformed exports as a failed load', async () => {
    const { bundles, events } = loader();
    const host = hostScope();
    const cases: Array<[string, string]> = [
      [remoteSource({ build: V1 }).replace("kind: 'remote',", ''), 'kind is undefined'],
      [remoteSource({ area: 'cart', build: V1 }), `area is "cart", expected 'product'`],
      [remoteSource({ build: V1 }).replace(/exposes: .*\n/, "exposes: { './ProductPage': 42 },\n"), 'exposes'],
      ['module.exports = null;', 'not an object'],
      [remoteSource({ build: V1 }).replace(/hostContract: .*\n/, 'hostContract: { storeContract: 1 },\n'), 'hostC'],
    ];
    for (const [source] of cases) {
      expect(await bundles.remote('product', V1, write(freshFile(), source), host)).toBeNull();
    }
    expect(events.map((e) => e.error)).toEqual(cases.map(([, error]) => expect.stringContaining(error)));
  });

  it('evicts on demand', async () => {
    const { bundles } = loader();
    const host = hostScope();
    await bundles.remote('product', V1, write(freshFile(), remoteSource({ build: V1 })), host);
    await bundles.remote('cart', V1, write(freshFile(), remoteSource({ area: 'cart', build: V1 })), host);
    bundles.evict('cart');
    expect(Object.keys(bundles.stats().loaded)).toEqual(['product']);
    bundles.evict();
    expect(bundles.stats()).toEqual({ loaded: {}, failures: [] });
  });
});

describe('the shell server bundle', () => {
  it('swaps on a rebuild, and a missing file is null, logged once', async () => {
    const { bundles, events } = loader();
    const file = freshFile();
    expect(await bundles.shell(file)).toBeNull();
    expect(await bundles.shell(file)).toBeNull();
    expect(events).toEqual([{ msg: 'server bundle missing', area: 'shell', file }]);
    write(file, shellSource('0.1.0+old'), 1_700_000_000);
    const old = await bundles.shell(file);
    expect(old?.build).toBe('0.1.0+old');
    expect(old?.hostScope.versions.react).toBe('19.3.1');
    expect(await bundles.shell(file)).toBe(old);
    write(file, shellSource('0.1.0+new'), 1_700_000_100);
    expect((await bundles.shell(file))?.build).toBe('0.1.0+new');
  });

  it('with a recheck time, sees a rebuild once that time has passed, not on every load', async () => {
    let now = 0;
    const { bundles } = loader({ recheckMs: 1000, now: () => now });
    const file = write(freshFile(), shellSource('0.1.0+old'), 1_700_000_000);
    expect((await bundles.shell(file))?.build).toBe('0.1.0+old');
    write(file, shellSource('0.1.0+new'), 1_700_000_100);
    now = 999;
    expect((await bundles.shell(file))?.build).toBe('0.1.0+old');
    now = 1000;
    expect((await bundles.shell(file))?.build).toBe('0.1.0+new');
  });

  it('may require Node built-ins only', async () => {
    const { bundles, events } = loader();
    const builtins = write(
      freshFile(),
      shellSource('0.1.0', "require('node:path').join('a', 'b'); require('path'); require('node:stream');"),
    );
    expect((await bundles.shell(builtins))?.build).toBe('0.1.0');
    const react = write(freshFile(), shellSource('0.1.0', "require('react');"));
    expect(await bundles.shell(react)).toBeNull();
    expect(events).toEqual([
      expect.objectContaining({ msg: 'server bundle failed to load', error: expect.stringContaining("'react'") }),
    ]);
  });

  it('checks its shape', async () => {
    const { bundles } = loader();
    expect(await bundles.shell(write(freshFile(), shellSource('1').replace("kind: 'shell',", "kind: 'remote',")))).toBe(
      null,
    );
    expect(await bundles.shell(write(freshFile(), shellSource('1').replace(/hostScope: .*\n/, '')))).toBeNull();
    expect(await bundles.shell(write(freshFile(), shellSource('')))).toBeNull();
  });
});

describe('hostContractMismatch', () => {
  const host = hostScope();
  it.each([
    [{ storeContract: 1, requires: {} }, null],
    [{ storeContract: 1, requires: { react: '>=19.3.0 <20' } }, null],
    [
      { storeContract: 1, requires: { 'react-dom/server': '^19' } },
      'requires react-dom/server@^19, the host scope has no version of it',
    ],
    [{ storeContract: 1, requires: { react: 'not a range' } }, 'requires react@not a range, the host scope has 19.3.1'],
    [{ storeContract: 0, requires: {} }, 'built for store contract 0, the host scope has 1'],
  ])('%j -> %j', (contract, expected) => {
    expect(hostContractMismatch(contract, host)).toBe(expected);
  });
});

describe('serverBundleFile', () => {
  const dirs = { storeDir: '/srv/store', remotesDir: (area: string) => `/repo/mfe-${area}/dist` };
  it.each([
    [
      '/mf/product/0.1.0-aaaaaaa/mf-manifest.json',
      { area: 'product', version: '0.1.0-aaaaaaa', file: '/srv/store/product/0.1.0-aaaaaaa/server/server.js' },
    ],
    [
      '/mf/cart/1.4.0+eb6e3ed/mf-manifest.json',
      { area: 'cart', version: '1.4.0+eb6e3ed', file: '/srv/store/cart/1.4.0+eb6e3ed/server/server.js' },
    ],
    [
      '/mf/catalog/mf-manifest.json',
      { area: 'catalog', version: 'dist', file: '/repo/mfe-catalog/dist/server/server.js' },
    ],
    ['https://cdn.example/mf/product/0.1.0/mf-manifest.json', null],
    ['http://localhost:3002/mf-manifest.json', null],
    ['//cdn.example/mf/product/mf-manifest.json', null],
    ['/mf/shell/mf-manifest.json', null],
    ['/mf/unknown/0.1.0/mf-manifest.json', null],
    ['/mf/product/../mf-manifest.json', null],
    ['/mf/../mf-manifest.json', null],
    ['/mf/product/0.1.0/../../cart/mf-manifest.json', null],
    ['/mf/product/%2e%2e/mf-manifest.json', null],
    ['/mf/product/assets/mf-manifest.json', null],
    ['/mf/product/0.1.0/extra/mf-manifest.json', null],
    ['/mf/product/0.1.0/mf-manifest.json?x=1', null],
    ['/mf/product/0.1.0/remoteEntry.js', null],
    ['mf/product/mf-manifest.json', null],
  ])('%s', (url, expected) => {
    expect(serverBundleFile(url, dirs)).toEqual(expected);
  });

  it('has no published versions without a store', () => {
    expect(serverBundleFile('/mf/product/0.1.0/mf-manifest.json', { remotesDir: dirs.remotesDir })).toBeNull();
  });
});
