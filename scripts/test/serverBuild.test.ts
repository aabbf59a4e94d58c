// Server bundles (config/webpack/server.js): a production build of a web package also emits dist/server/server.js,
// one CommonJS file that requires only the host scope and exposes the same modules as the browser build. A fixture
// remote is built here and loaded through the gateway's loader, as the gateway will load every remote.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as emotionReact from '@emotion/react';
import * as emotionJsxRuntime from '@emotion/react/jsx-runtime';
import * as sharedDomainRuntime from '@storefront/shared-domain/runtime';
import * as React from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import { renderToString } from 'react-dom/server';
import * as reactRedux from 'react-redux';
import * as reactRouterDom from 'react-router-dom';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import { createWebConfig } from '../../config/webpack';
import { isHostScopeRequest, STORE_CONTRACT } from '../../config/webpack/server';
import { createServerBundles } from '../../services/gateway/src/render/server-bundles';
import type { HostScope } from '../../services/gateway/src/render/server-bundles';

const repoRoot = path.resolve(__dirname, '..', '..');
const sharedDomainVersion = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared-domain', 'package.json'), 'utf8')) as { version: string }
).version;
const fixture = path.join(__dirname, 'fixtures', 'server-remote');
const exposes = { './Greeting': './src/expose/Greeting.tsx', './Plain': './src/expose/Plain.ts' };

type Built = Configuration & { name: string; plugins: { constructor: { name: string } }[] };

function productionConfigs(options: Parameters<typeof createWebConfig>[0]): Built[] {
  const configs = createWebConfig(options)({}, { mode: 'production' });
  return (Array.isArray(configs) ? configs : [configs]) as Built[];
}

describe('the server compilation of a web package', () => {
  it('comes after the browser build of a production remote and of the shell, never in development', () => {
    const product = productionConfigs({
      name: 'product',
      dir: path.join(repoRoot, 'mfe-product'),
      port: 3002,
      exposes,
    });
    const shell = productionConfigs({ name: 'shell', dir: path.join(repoRoot, 'shell'), port: 3000, isHost: true });
    for (const [name, configs] of [
      ['product', product],
      ['shell', shell],
    ] as const) {
      const server = configs.at(-1) as Built & { dependencies: string[] };
      expect(server.name).toBe(`${name}-server`);
      expect(server.dependencies).toEqual([name]);
      expect(server.target).toBe('node20');
      expect(server.output).toMatchObject({ filename: 'server.js', library: { type: 'commonjs2' } });
      expect(server.output?.path).toBe(
        path.join(repoRoot, name === 'shell' ? 'shell' : 'mfe-product', 'dist', 'server'),
      );
      expect(server.plugins.map((p) => p.constructor.name)).not.toContain('ModuleFederationPlugin');
    }
    const development = createWebConfig({ name: 'product', dir: fixture, port: 3999, exposes })(
      {},
      { mode: 'development' },
    );
    expect(Array.isArray(development)).toBe(false);
  });

  it("takes react-router's production build, as the browser build does (the package resolves to its development one)", () => {
    const shell = productionConfigs({ name: 'shell', dir: path.join(repoRoot, 'shell'), port: 3000, isHost: true });
    const [browser, server] = [shell[0]!, shell.at(-1)!];
    for (const config of [browser, server]) {
      const alias = config.resolve?.alias as Record<string, string>;
      expect(alias['react-router$']).toMatch(/react-router\/dist\/production\/index\.mjs$/);
      expect(alias['react-router/dom$']).toMatch(/react-router\/dist\/production\/dom-export\.mjs$/);
      for (const file of [alias['react-router$']!, alias['react-router/dom$']!]) expect(fs.existsSync(file)).toBe(true);
    }
  });

  it('takes from the host scope exactly what the browser shares, and bundles everything else', () => {
    for (const request of [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/server',
      'react-router',
      'react-router-dom',
      'react-redux',
      '@emotion/react',
      '@emotion/react/jsx-runtime',
      '@storefront/shared-domain/runtime',
    ]) {
      expect([request, isHostScopeRequest(request)]).toEqual([request, true]);
    }
    for (const request of [
      '@storefront/shared-domain',
      '@reduxjs/toolkit',
      'zod',
      '@emotion/cache',
      'reactive',
      'fs',
    ]) {
      expect([request, isHostScopeRequest(request)]).toEqual([request, false]);
    }
  });
});

describe('a built server bundle', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bundle-'));
    const configs = productionConfigs({ name: 'product', dir: fixture, port: 3999, exposes });
    const server = { ...configs.at(-1), output: { ...configs.at(-1)?.output, path: outDir } } as Configuration;
    const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
      webpack({ ...server, dependencies: undefined }, (error, result) => (error ? reject(error) : resolve(result))),
    );
    expect(stats?.hasErrors() ? stats.toString('errors-only') : '').toBe('');
  }, 120_000);
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  const host = (): HostScope => ({
    storeContract: STORE_CONTRACT,
    versions: {
      react: '19.3.1',
      'react-dom': '19.3.1',
      'react-router-dom': '7.18.5',
      'react-router': '7.18.5',
      'react-redux': '9.3.1',
      '@emotion/react': '11.14.0',
      '@storefront/shared-domain/runtime': sharedDomainVersion,
    },
    modules: {
      react: React,
      'react/jsx-runtime': reactJsxRuntime,
      'react-dom': reactDom,
      'react-router-dom': reactRouterDom,
      'react-redux': reactRedux,
      '@emotion/react': emotionReact,
      '@emotion/react/jsx-runtime': emotionJsxRuntime,
      '@storefront/shared-domain/runtime': sharedDomainRuntime,
    },
  });

  it('is one file that loads in Node with the host scope and exposes what the browser build exposes', async () => {
    expect(fs.readdirSync(outDir)).toEqual(['server.js']);
    const bundle = await createServerBundles().remote('product', 'dist', path.join(outDir, 'server.js'), host());
    expect(bundle).not.toBeNull();
    expect(Object.keys(bundle!.exposes)).toEqual(Object.keys(exposes));
    expect(bundle!.build).toMatch(/^0\.0\.1\+/);
    expect(bundle!.hostContract).toEqual({
      storeContract: STORE_CONTRACT,
      requires: expect.objectContaining({
        react: '19.3.1',
        '@storefront/shared-domain/runtime': expect.stringMatching(/^\^0\./),
      }),
    });
    expect(typeof bundle!.exposes['./Greeting'].default).toBe('function');
    expect(typeof bundle!.exposes['./Greeting'].prefetch).toBe('function');
  });

  it("renders with the host scope's React and Emotion (style tags in the HTML)", async () => {
    const scope = host();
    const bundle = await createServerBundles().remote('product', 'dist', path.join(outDir, 'server.js'), scope);
    const { StaticRouter } = reactRouterDom;
    const Greeting = bundle!.exposes['./Greeting'].default as React.ComponentType<{ cents: number }>;
    const html = renderToString(
      React.createElement(StaticRouter, { location: '/' }, React.createElement(Greeting, { cents: 1999 })),
    );
    expect(html).toMatch(/<style data-emotion="css [^"]+">[^<]*rebeccapurple/);
    expect(html).toContain('href="/cart"');
  });

  it("names an imported SVG by the browser build's file (never a data URL), which it leaves that build to emit", async () => {
    const bundle = await createServerBundles().remote('product', 'dist', path.join(outDir, 'server.js'), host());
    const Greeting = bundle!.exposes['./Greeting'].default as React.ComponentType<{ cents: number }>;
    const { StaticRouter } = reactRouterDom;
    const html = renderToString(
      React.createElement(StaticRouter, { location: '/' }, React.createElement(Greeting, { cents: 1999 })),
    );
    expect(html).toMatch(/<img src="\/mf\/product\/assets\/badge\.[0-9a-f]{8}\.svg"/);
    expect(fs.readdirSync(outDir)).toEqual(['server.js']);
  });

  it('requires nothing outside the host scope (a missing module fails the load instead of loading a second copy)', async () => {
    const scope = host();
    delete scope.modules['react-router-dom'];
    expect(await createServerBundles().remote('product', 'dist', path.join(outDir, 'server.js'), scope)).toBeNull();
  });
});
