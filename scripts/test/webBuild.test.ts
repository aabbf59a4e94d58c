import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { getRegisteredShare } from '@module-federation/runtime-core';
import { buildVersionOf, createSharedConfig, createWebConfig, sharedDomainShareConfig } from '../../config/webpack';
import { NO_CONSUMER_LAYER } from '../../config/webpack/shared';
import { withBuildVersion } from '../../config/webpack/buildVersion';
import { BUNDLER_RUNTIME_GLOBAL } from '../../config/webpack/naming';
import { WIDE_SCREEN_MEDIA } from '../../config/webpack/preloadChunks';
import { DEFERRED_PRELOAD_REL } from '../../config/webpack/entryStarter';
import { COMPILE_HINT } from '../../config/webpack/compileHints';
import {
  BROWSER_REPORTS_PATH,
  IMAGES,
  TRACKING_EVENTS_PATH,
  WEB_VITALS_SCRIPT_PATH,
  breakpoints,
} from '@storefront/shared-domain';
import { IMAGE_OPTIMIZER_PATH } from '../../services/gateway/src/image/handler';

const repoRoot = path.resolve(__dirname, '..', '..');
const SHARED_DOMAIN = '@storefront/shared-domain/runtime';

describe('build version', () => {
  it('is the package version plus the commit from STOREFRONT_BUILD_COMMIT', () => {
    expect(
      buildVersionOf({
        area: 'cart',
        dir: path.join(repoRoot, 'mfe-cart'),
        env: { STOREFRONT_BUILD_COMMIT: 'abc1234' },
      }),
    ).toEqual({
      area: 'cart',
      name: '@storefront/mfe-cart',
      version: '0.1.0',
      commit: 'abc1234',
      build: '0.1.0+abc1234',
    });
  });

  it("falls back to git's short commit, then to 'dev' outside a repository", () => {
    const inRepo = buildVersionOf({ area: 'shell', dir: path.join(repoRoot, 'shell'), env: {} });
    expect(inRepo.commit).toMatch(/^[0-9a-f]{7,}$/);
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-no-git-'));
    try {
      fs.writeFileSync(path.join(outside, 'package.json'), JSON.stringify({ name: 'x', version: '2.0.0' }));
      expect(buildVersionOf({ area: 'cart', dir: outside, env: {} })).toMatchObject({
        commit: 'dev',
        build: '2.0.0+dev',
      });
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  it('is added to the manifest metaData.buildInfo', () => {
    const stats = { metaData: { buildInfo: { buildVersion: '0.1.0', buildName: '@storefront/mfe-cart' } } };
    const version = {
      area: 'cart',
      name: '@storefront/mfe-cart',
      version: '0.1.0',
      commit: 'abc1234',
      build: '0.1.0+abc1234',
    };
    expect(withBuildVersion(version)({ stats } as never).metaData.buildInfo).toEqual({
      buildVersion: '0.1.0',
      buildName: '@storefront/mfe-cart',
      commit: 'abc1234',
      build: '0.1.0+abc1234',
    });
  });

  it.each(['shell', 'mfe-cart'])('a built %s carries it in mf-manifest.json and version.json', (pkg) => {
    const dist = path.join(repoRoot, pkg, 'dist');
    // Only meaningful on a tree built since version stamping exists.
    if (!fs.existsSync(path.join(dist, 'version.json'))) return;
    const version = JSON.parse(fs.readFileSync(path.join(dist, 'version.json'), 'utf8'));
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    expect(version.build).toBe(`${version.version}+${version.commit}`);
    expect(manifest.metaData.buildInfo).toMatchObject({ commit: version.commit, build: version.build });
  });
});

describe('shared-domain share policy', () => {
  const sharedDomainVersion = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'shared-domain', 'package.json'), 'utf8'),
  ).version;

  it.each(['shell', 'mfe-cart', 'mfe-catalog'])(
    '%s shares shared-domain requiring at least the version it was built with',
    (pkg) => {
      const shared = createSharedConfig(path.join(repoRoot, pkg));
      expect(shared[SHARED_DOMAIN]).toEqual({
        singleton: false,
        requiredVersion: `^${sharedDomainVersion}`,
        version: sharedDomainVersion,
        strictVersion: false,
      });
      // React, the router, Redux and Emotion stay one copy per page.
      expect(shared.react).toMatchObject({ singleton: true });
      expect(shared['react-dom/']).toMatchObject({ singleton: true });
    },
  );

  /** The page's share scope: the shell's copy loaded, a newer remote's copy registered (not loaded). */
  function pageWith(shellVersion: string, remoteVersion: string) {
    const entry = (version: string, from: string, loaded: boolean) => ({
      version,
      from,
      loaded,
      lib: loaded ? () => ({ from }) : undefined,
      get: async () => () => ({ from }),
      shareConfig: sharedDomainShareConfig(version),
      scope: ['default'],
      useIn: [],
      strategy: 'loaded-first',
    });
    return {
      default: {
        [SHARED_DOMAIN]: {
          [shellVersion]: entry(shellVersion, 'storefront_shell', true),
          ...(remoteVersion !== shellVersion
            ? { [remoteVersion]: entry(remoteVersion, 'storefront_cart', false) }
            : {}),
        },
      },
    };
  }

  /** Which copy the runtime hands a remote built against `builtWith` (what @module-federation/runtime decides). */
  function copyFor(builtWith: string, page: ReturnType<typeof pageWith>): string | undefined {
    const shareInfo = {
      from: 'storefront_cart',
      version: builtWith,
      scope: ['default'],
      strategy: 'loaded-first' as const,
      shareConfig: sharedDomainShareConfig(builtWith),
    };
    const noHook = { emit: () => undefined };
    const chosen = getRegisteredShare(page as never, SHARED_DOMAIN, shareInfo as never, noHook as never);
    return chosen?.shared.from;
  }

  it("a remote built against the shell's version reuses the shell's copy (one copy per page)", () => {
    expect(copyFor('0.1.0', pageWith('0.1.0', '0.1.0'))).toBe('storefront_shell');
  });

  it("a remote built against an older compatible version reuses the shell's newer copy", () => {
    expect(copyFor('1.2.0', pageWith('1.3.0', '1.2.0'))).toBe('storefront_shell');
  });

  it('a remote built against a newer shared-domain loads its own copy instead of the older one', () => {
    expect(copyFor('1.3.0', pageWith('1.2.0', '1.3.0'))).toBe('storefront_cart');
    expect(copyFor('0.2.0', pageWith('0.1.0', '0.2.0'))).toBe('storefront_cart');
  });
});

describe('dev servers', () => {
  it('listen on loopback only and accept only local host names unless asked', () => {
    const config = createWebConfig({ name: 'cart', dir: path.join(repoRoot, 'mfe-cart'), port: 3003 })(
      {},
      { mode: 'development' },
    ) as { devServer: { host: string; allowedHosts: string[] }; devtool: string };
    expect(config.devServer.host).toBe('localhost');
    expect(config.devServer.allowedHosts).toEqual(['localhost', '127.0.0.1']);
    // The store's CSP has no 'unsafe-eval', so a dev build inside it must not use eval source maps.
    expect(config.devtool).not.toMatch(/eval/);
  });

  type DevConfig = {
    devServer: { proxy: { context: string[]; target: string }[] };
    module: { rules: { use?: { options?: { jsc?: { transform?: { react?: Record<string, unknown> } } } } }[] };
  };
  const devConfigOf = (name: string, isHost = false) =>
    createWebConfig({ name, dir: path.join(repoRoot, name === 'shell' ? 'shell' : `mfe-${name}`), port: 3003, isHost })(
      {},
      { mode: 'development' },
    ) as unknown as DevConfig;

  it.each(['cart', 'shell'])(
    'the %s dev server sends what a store page asks its own origin for to the gateway, and serves its own files',
    (name) => {
      const [proxy] = devConfigOf(name, name === 'shell').devServer.proxy;
      expect(proxy.target).toBe(process.env.STOREFRONT_GATEWAY_URL || 'http://localhost:8080');
      // http-proxy-middleware's path list: a request goes to the gateway when its path starts with one of them.
      const proxied = (url: string) => proxy.context.some((prefix) => url.split('?')[0].startsWith(prefix));
      const storeCalls = [
        `${IMAGES.optimizerPath}?url=%2Fapi%2Fproduct-images%2Fa.svg&w=256&q=75`,
        IMAGE_OPTIMIZER_PATH,
        WEB_VITALS_SCRIPT_PATH,
        BROWSER_REPORTS_PATH,
        TRACKING_EVENTS_PATH,
        '/api/product-images/zvx.svg',
        '/remotes.json',
        '/mf/product/remoteEntry.js',
      ];
      expect(storeCalls.filter((url) => !proxied(url))).toEqual([]);
      const ownFiles = ['/', '/cart', '/main.js', '/remoteEntry.js', '/mf-manifest.json', '/assets/logo.0a1b2c3d.svg'];
      expect(ownFiles.filter(proxied)).toEqual([]);
    },
  );

  it("a remote's development build imports the JSX runtime a production shell provides (one React, one Emotion)", () => {
    const reactTransform = (config: DevConfig) =>
      config.module.rules.find((rule) => rule.use?.options?.jsc)?.use?.options?.jsc?.transform?.react;
    // The development transform imports @emotion/react/jsx-dev-runtime, which a production shell does not share.
    expect(reactTransform(devConfigOf('cart'))).toMatchObject({ importSource: '@emotion/react', development: false });
    expect(reactTransform(devConfigOf('shell', true))).toMatchObject({ development: true });
    const shellManifest = path.join(repoRoot, 'shell', 'dist', 'mf-manifest.json');
    if (fs.existsSync(shellManifest)) {
      const shared = (JSON.parse(fs.readFileSync(shellManifest, 'utf8')) as { shared: { name: string }[] }).shared;
      expect(shared.map((s) => s.name)).toEqual(
        expect.arrayContaining(['@emotion/react/jsx-runtime', 'react/jsx-runtime']),
      );
    }
  });
});

describe('one federation runtime per page', () => {
  type Built = {
    name: string;
    entry: Record<string, unknown>;
    plugins: { constructor: { name: string }; _options?: { experiments?: Record<string, unknown> } }[];
  };
  const federationOf = (config: Built) => config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  const cartOptions = {
    name: 'cart',
    dir: path.join(repoRoot, 'mfe-cart'),
    port: 3003,
    exposes: { './CartPanel': './src/expose/CartPanel.tsx' },
    extraEntries: { embed: { import: './src/embed-entry.ts', filename: 'cart-embed.js' } },
  };

  it('the shell provides the runtime and a production remote uses it, without a standalone page', () => {
    const [shell] = createWebConfig({ name: 'shell', dir: path.join(repoRoot, 'shell'), port: 3000, isHost: true })(
      {},
      { mode: 'production' },
    ) as unknown as Built[];
    expect(federationOf(shell)?._options?.experiments).toEqual({
      optimization: { target: 'web', disableSnapshot: true },
    });
    expect((federationOf(shell)?._options as { runtimePlugins?: string[] }).runtimePlugins).toEqual([
      path.join(repoRoot, 'config', 'webpack', 'provideFederationRuntime.mjs'),
    ]);

    const [cart] = createWebConfig(cartOptions)({}, { mode: 'production' }) as unknown as Built[];
    expect(federationOf(cart)?._options?.experiments).toEqual({
      externalRuntime: true,
      optimization: { target: 'web', disableSnapshot: true },
    });
    expect(cart.entry).toEqual({});
    expect(cart.plugins.map((p) => p.constructor.name)).not.toContain('HtmlWebpackPlugin');
  });

  it("the cart embed, which runs on other sites, is a compilation of its own without federation, after the remote's", () => {
    const configs = createWebConfig(cartOptions)({}, { mode: 'production' }) as unknown as (Built & {
      dependencies?: string[];
      output: { clean: boolean; chunkFilename: string };
    })[];
    expect(configs.map((c) => c.name)).toEqual(['cart', 'cart-entries', 'cart-server']);
    const embed = configs[1];
    expect(embed.entry).toEqual(cartOptions.extraEntries);
    expect(embed.dependencies).toEqual(['cart']);
    expect(embed.output.clean).toBe(false);
    expect(federationOf(embed)).toBeUndefined();
  });

  const builtRemotes = ['mfe-account', 'mfe-cart', 'mfe-catalog', 'mfe-marketing', 'mfe-product'].filter((pkg) =>
    fs.existsSync(path.join(repoRoot, pkg, 'dist', 'bundle-contents.json')),
  );
  (builtRemotes.length ? it : it.skip)(
    "a built remote entry carries none of the federation runtime: it reads the shell's from the page",
    () => {
      for (const pkg of builtRemotes) {
        const contents = JSON.parse(
          fs.readFileSync(path.join(repoRoot, pkg, 'dist', 'bundle-contents.json'), 'utf8'),
        ) as Record<string, Record<string, number>>;
        const federationPackages = Object.keys(contents['remoteEntry.js']).filter((name) =>
          name.startsWith('@module-federation/'),
        );
        expect([pkg, federationPackages]).toEqual([pkg, []]);
        const entry = fs.readFileSync(path.join(repoRoot, pkg, 'dist', 'remoteEntry.js'), 'utf8');
        expect(entry).toContain(BUNDLER_RUNTIME_GLOBAL);
        // Sharing starts through the federation runtime only: webpack's own registration code is left out
        // (config/webpack/supersededSharingRuntime.js); its mark is `eager:!!`, the federation one's a shareConfig.
        expect([pkg, entry.includes('bundlerRuntime.I('), /eager:!!/.test(entry)]).toEqual([pkg, true, false]);
      }
    },
  );

  it('the shell provides every shared module, eagerly, and consumes none, so its startup is one file', () => {
    const [shell] = createWebConfig({ name: 'shell', dir: path.join(repoRoot, 'shell'), port: 3000, isHost: true })(
      {},
      { mode: 'production' },
    ) as unknown as Built[];
    const shared = (
      federationOf(shell)?._options as { shared: Record<string, { issuerLayer?: string; eager?: boolean }> }
    ).shared;
    expect(Object.keys(shared).sort()).toEqual(Object.keys(createSharedConfig(path.join(repoRoot, 'shell'))).sort());
    // Consumption is limited to importers in a layer no module is in.
    for (const config of Object.values(shared)) {
      expect([config.issuerLayer, config.eager]).toEqual([NO_CONSUMER_LAYER, true]);
    }
  });

  it("a remote bringing a newer copy of a singleton still gets the shell's, which the page already runs", () => {
    const driver = path.join(__dirname, 'fixtures', 'share-choice-driver.mjs');
    const copyFor = (...args: string[]) =>
      JSON.parse(execFileSync(process.execPath, [driver, ...args], { encoding: 'utf8' })) as unknown;
    // The shell is named as the copy's user from its registration, with no load of its own through the runtime.
    expect(copyFor('with-plugin')).toEqual({
      copy: "the shell's copy",
      from: 'storefront_shell',
      useIn: ['storefront_shell', 'storefront_product'],
    });
    // Without the shell's runtime plugin nothing marks its copy as the page's, and the newer one is a second copy.
    expect(copyFor()).toEqual({
      copy: "the remote's newer copy",
      from: 'storefront_product',
      useIn: ['storefront_product'],
    });
  });

  it('a remote in development keeps its own runtime for its standalone page', () => {
    const cart = createWebConfig(cartOptions)({}, { mode: 'development' }) as unknown as Built;
    expect(federationOf(cart)?._options?.experiments).toEqual({
      optimization: { target: 'web', disableSnapshot: true },
    });
    expect(Object.keys(cart.entry)).toEqual(['main', 'embed']);
  });
});

describe("a built shell's document", () => {
  const dist = path.join(repoRoot, 'shell', 'dist');
  const built = fs.existsSync(path.join(dist, 'bundle-contents.json'));

  (built ? it : it.skip)('starts from one script, preloads its wide parts, paints a header bar first', () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const contents = JSON.parse(fs.readFileSync(path.join(dist, 'bundle-contents.json'), 'utf8')) as Record<
      string,
      Record<string, number>
    >;
    const chunks = Object.keys(contents).filter((file) => file.endsWith('.chunk.js'));
    // React, the router, Redux, Emotion, shared-domain, the federation runtime and the shell's own code: brotli packs
    // them tighter together, and nothing waits for a second script.
    const entry = Object.keys(contents).filter((file) => /^main\.[0-9a-f]+\.js$/.test(file));
    expect(entry).toHaveLength(1);
    expect(Object.keys(contents[entry[0]])).toEqual(
      expect.arrayContaining([
        'react',
        'react-dom',
        'react-router',
        '@reduxjs/toolkit',
        '@emotion/react',
        '@module-federation/runtime-core',
        'shell',
      ]),
    );
    // The entry and the first screen's chunks are fetched and run by the inline starter (after the first paint on a
    // server-rendered page): nothing in the document fetches a script before it.
    expect(html.match(/<script[^>]* src=/g)).toBeNull();
    expect(html).not.toMatch(/as="?script/);
    expect(html).toContain(`.src="/${entry[0]}"`);
    // It asks V8 to compile all of its functions while it streams in (config/webpack/compileHints.js), and opens with
    // no comment naming its licence file (the licences are beside it).
    const entryScript = fs.readFileSync(path.join(dist, entry[0]), 'utf8');
    expect(entryScript.startsWith(COMPILE_HINT)).toBe(true);
    expect(entryScript.slice(0, 300)).not.toContain('LICENSE');
    expect(fs.existsSync(path.join(dist, `${entry[0]}.LICENSE.txt`))).toBe(true);
    expect(chunks.filter((chunk) => !/^(lazy-.*|wide-.*)\./.test(chunk))).toEqual([]);
    const preloadOf = (chunk: string) =>
      html.match(new RegExp(`<link rel="?${DEFERRED_PRELOAD_REL}"? href="?/${chunk}"?( media="[^"]*")?`));
    // Code fetched on a shopper's action (the focus trap of dialogs, the mobile drawer), for a signed-in shopper only
    // (the account menu, the support chat, the garage's account sync), near the bottom of the page (the footer's body),
    // on opening the garage panel, or on the back office's pages only (its frame) stays out of the first load.
    const lazy = chunks.filter((chunk) => chunk.startsWith('lazy-'));
    expect(lazy.map((chunk) => chunk.split('.')[0]).sort()).toEqual([
      'lazy-admin',
      'lazy-focus-trap',
      'lazy-footer',
      'lazy-garage',
      'lazy-garage-sync',
      'lazy-mobile-drawer',
      'lazy-mobile-search',
      'lazy-signed-in',
    ]);
    // The category menus and the typeahead search box are startup code of screens 768 px and wider only (the theme's
    // tablet breakpoint).
    const wide = chunks.filter((chunk) => chunk.startsWith('wide-'));
    expect(wide.map((chunk) => chunk.split('.')[0]).sort()).toEqual(['wide-desktop-menu', 'wide-desktop-search']);
    expect(WIDE_SCREEN_MEDIA).toBe(`(min-width: ${breakpoints.tablet}px)`);
    for (const chunk of chunks) {
      const media = wide.includes(chunk) ? ` media="${WIDE_SCREEN_MEDIA}"` : undefined;
      expect([chunk, preloadOf(chunk)?.[1]]).toEqual([chunk, lazy.includes(chunk) ? undefined : media]);
      expect([chunk, Boolean(preloadOf(chunk))]).toEqual([chunk, !lazy.includes(chunk)]);
    }
    expect(html).toMatch(/<div id="?root"?[^>]*><div class="?sf-boot-bar"?/);
    // The runtime core's snapshot handler is the storefront's stand-in (config/web/federationWithoutSnapshots.js).
    const script = fs.readFileSync(path.join(dist, entry[0]), 'utf8');
    expect([script.includes('remote snapshots are disabled'), script.includes('beforeLoadRemoteSnapshot')]).toEqual([
      true,
      false,
    ]);
  });

  it('holds each piece of code in one file, so a page never downloads the same code twice', () => {
    // Federation can give one chunk two ids (a singleton's provider and a consumer's fallback); named by id, the
    // same bytes went out under two URLs and a page fetched both.
    const duplicates: string[][] = [];
    for (const pkg of ['shell', 'mfe-account', 'mfe-cart', 'mfe-catalog', 'mfe-marketing', 'mfe-product']) {
      const pkgDist = path.join(repoRoot, pkg, 'dist');
      if (!fs.existsSync(pkgDist)) continue;
      const filesByContent = new Map<string, string[]>();
      for (const file of fs.readdirSync(pkgDist).filter((name) => name.endsWith('.js'))) {
        const digest = crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(pkgDist, file)))
          .digest('hex');
        filesByContent.set(digest, [...(filesByContent.get(digest) ?? []), `${pkg}/${file}`]);
      }
      duplicates.push(...[...filesByContent.values()].filter((files) => files.length > 1));
    }
    expect(duplicates).toEqual([]);
  });

  (built ? it : it.skip)('comes with brotli and gzip copies of its scripts', () => {
    const main = fs.readdirSync(dist).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file))!;
    const original = fs.readFileSync(path.join(dist, main));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, `${main}.br`)))).toEqual(original);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, `${main}.gz`)))).toEqual(original);
  });
});
