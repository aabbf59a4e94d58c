// The server build of a web package: one CommonJS file, dist/server/server.js, built from the same sources as the
// browser build and stamped with the same build version. The gateway loads it per version (services/gateway/src/render/
// server-bundles.ts). No federation here: the shell's server bundle is the host scope (it carries the one copy of React,
// the router, Redux, Emotion and shared-domain's runtime), and a remote's server bundle requires those by name, as the
// browser shares them (docs/server-rendering-plan.md, decision D1).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const {
  createSharedConfig,
  jsxKernelAliases,
  REACT_ROUTER_PRODUCTION,
  SINGLETONS,
  SHARED_DOMAIN,
  repoRoot,
} = require('./shared');

/** Server bundles live in a folder of their own, which the gateway never serves (server code is not an asset). */
const SERVER_DIR = 'server';
const SERVER_FILE = 'server.js';

/**
 * What a server bundle and its host agree on beyond package versions: the shape of the exports (ServerBundle types in
 * server-bundles.ts) and of the host scope. A change to either bumps it, and bundles of the other number render in the
 * browser instead.
 */
const STORE_CONTRACT = 1;

/** The modules the host scope provides, as a remote's code requests them (a name or one of its sub-paths). */
function isHostScopeRequest(request) {
  if (request === SHARED_DOMAIN || request === 'react-router') return true;
  return Object.entries(SINGLETONS).some(
    ([name, subPaths]) => request === name || subPaths.some((prefix) => request.startsWith(prefix)),
  );
}

/** A remote's needs from the host: each shared package at the range its package.json asks (as in the browser). */
function hostRequirements(dir) {
  const shared = createSharedConfig(dir);
  const names = [...Object.keys(SINGLETONS), SHARED_DOMAIN];
  return Object.fromEntries(names.map((name) => [name, shared[name].requiredVersion]));
}

/**
 * What the server adds to an exposed module, beside it: `<Module>.server.ts` (its `prefetch`). Server-only code stays
 * out of the browser's bundle, where an exposed module keeps every export.
 */
function serverSideOf(file) {
  const candidate = file.replace(/\.[jt]sx?$/, '.server.ts');
  return candidate !== file && fs.existsSync(candidate) ? candidate : null;
}

/** The remote's server entry: its build, what it needs from the host, and every exposed module by its key. */
function remoteEntrySource({ name, dir, exposes, build }) {
  const keys = Object.keys(exposes);
  const files = keys.map((key) => path.resolve(dir, exposes[key]));
  const imports = files.flatMap((file, i) => {
    const serverSide = serverSideOf(file);
    return [
      `import * as expose${i} from ${JSON.stringify(file)};`,
      ...(serverSide ? [`import * as server${i} from ${JSON.stringify(serverSide)};`] : []),
    ];
  });
  const table = files.map(
    (file, i) =>
      `  ${JSON.stringify(keys[i])}: ${serverSideOf(file) ? `{ ...expose${i}, ...server${i} }` : `expose${i}`},`,
  );
  const contract = { storeContract: STORE_CONTRACT, requires: hostRequirements(dir) };
  return [
    ...imports,
    `export const kind = 'remote';`,
    `export const area = ${JSON.stringify(name)};`,
    `export const build = ${JSON.stringify(build)};`,
    `export const hostContract = ${JSON.stringify(contract)};`,
    `export const exposes = {`,
    ...table,
    `};`,
  ].join('\n');
}

/** Installed versions of what the host scope provides (the shell's server entry reads them as a define). */
function hostVersions(dir) {
  const versionOf = (name) => require(require.resolve(`${name}/package.json`, { paths: [dir, repoRoot] })).version;
  const names = [...Object.keys(SINGLETONS), 'react-router'];
  const versions = Object.fromEntries(names.map((name) => [name, versionOf(name)]));
  versions[SHARED_DOMAIN] = require(path.join(repoRoot, 'shared-domain', 'package.json')).version;
  return versions;
}

/**
 * @param {{ name: string, dir: string, isHost: boolean, exposes: Record<string, string>, build: string,
 *   common: import('webpack').Configuration }} options `common` is the browser build's shared part (commonConfig)
 * @returns {import('webpack').Configuration}
 */
function createServerConfig({ name, dir, isHost, exposes, build, common }) {
  const entry = isHost ? './src/server/entry.ts' : 'virtual:server-entry';
  return {
    ...common,
    name: `${name}-server`,
    dependencies: [name],
    target: 'node20',
    entry: { server: entry },
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      filename: SERVER_FILE,
      library: { type: 'commonjs2' },
      // The shell is served from '/'. An asset a remote imported would be named under the remote's unversioned path
      // (the live version's); none imports one today, and a page rendered with another version would need that
      // version's path here.
      publicPath: isHost ? '/' : `/mf/${name}/`,
      // An asset's file name is the browser build's (same name and hash), and the file is that build's to emit.
      assetModuleFilename: common.output?.assetModuleFilename,
      clean: false,
    },
    module: {
      ...common.module,
      generator: { asset: { emit: false }, 'asset/resource': { emit: false } },
    },
    // The browser build's kernels are for the page; here each package resolves to its Node build (Emotion emits its
    // style tags only there), and a remote requires the host's copy instead. The router's is its production build, as
    // in the browser: its development build checks and words warnings on every render. The JSX kernel is the browser's,
    // over Emotion's Node build.
    resolve: {
      ...common.resolve,
      alias: { ...REACT_ROUTER_PRODUCTION, ...jsxKernelAliases('node', common.mode === 'development') },
    },
    externals: isHost
      ? []
      : [({ request }, callback) => callback(null, isHostScopeRequest(request) ? `commonjs ${request}` : undefined)],
    devtool: false,
    optimization: { ...common.optimization, splitChunks: false, minimize: false },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.STOREFRONT_API_BASE_URL': JSON.stringify(''),
        'process.env.STOREFRONT_AREA': JSON.stringify(name),
        'process.env.STOREFRONT_BUILD': JSON.stringify(build),
        'process.env.STOREFRONT_STORE_CONTRACT': JSON.stringify(STORE_CONTRACT),
        'process.env.STOREFRONT_HOST_VERSIONS': JSON.stringify(isHost ? hostVersions(dir) : {}),
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(isHost
        ? []
        : [
            new webpack.experiments.schemes.VirtualUrlPlugin({
              'server-entry': () => remoteEntrySource({ name, dir, exposes, build }),
            }),
          ]),
    ],
  };
}

module.exports = { createServerConfig, isHostScopeRequest, STORE_CONTRACT, SERVER_DIR, SERVER_FILE };
