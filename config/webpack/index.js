// createWebConfig: the one webpack 5 + Module Federation configuration of the shell and every remote.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  createSharedConfig,
  providedOnly,
  sharedDomainShareConfig,
  SINGLETONS,
  kernelAliases,
  REACT_ROUTER_PRODUCTION,
  repoRoot,
} = require('./shared');
const { BUNDLER_RUNTIME_GLOBAL, containerName, CONTAINER_PREFIX } = require('./naming');
const { BuildVersionPlugin, buildVersionOf, withBuildVersion } = require('./buildVersion');
const { ExposesContractPlugin, exposesProblems, loadShellContract } = require('./contract');
const { BundleContentsPlugin } = require('./bundleContents');
const { precompressionPlugins } = require('./precompress');
const { PreloadChunksPlugin } = require('./preloadChunks');
const { CompileHintsPlugin } = require('./compileHints');
const { SupersededSharingRuntimePlugin } = require('./supersededSharingRuntime');
const { createServerConfig } = require('./server');
const { StableFederationEntryIdPlugin } = require('./stableFederationEntryId');
const { ExtraFilesPlugin } = require('./extraFiles');

/** The module a build's federation entry imports its bundler runtime from (the enhanced plugin's 'bundler' entry). */
const BUNDLER_RUNTIME_ENTRY = require.resolve('@module-federation/webpack-bundler-runtime/bundler');

/**
 * Unnamed chunks are named by their content only. Module Federation can emit one chunk under two ids (a shared
 * singleton's provider and its consumer's fallback, both holding the same module); named by id, the page fetched
 * the same code twice from two URLs. By content, both ids point to one URL and webpack's loader fetches it once.
 */
function hashedChunkFilename(pathData) {
  return pathData.chunk?.name ? '[name].[contenthash:8].chunk.js' : 'c.[contenthash:8].chunk.js';
}

/**
 * How a production build splits its code (page weight). Brotli compresses each file on its own, so code a
 * page always needs together weighs less in one file: the shell's whole startup is its entry script (shared.js,
 * providedOnly; webpack's default splitting touches only its on-demand chunks), and each group of a remote's exposes
 * that pages show together (`loadedTogether`) is one chunk.
 */
function productionSplitChunks(isHost, loadedTogether) {
  if (isHost) return {};
  const exposeChunkName = (key) => `__federation_expose_${key.replace(/^\.\//, '')}`;
  const groups = Object.entries(loadedTogether).map(([group, keys]) => {
    const chunkNames = new Set(keys.map(exposeChunkName));
    return [group, { chunks: (chunk) => chunkNames.has(chunk.name), name: group, enforce: true }];
  });
  return { cacheGroups: { default: false, defaultVendors: false, ...Object.fromEntries(groups) } };
}

/** The runtime core's snapshot handler, which no build uses (config/web/federationWithoutSnapshots.js). */
const FEDERATION_SNAPSHOT_HANDLER = path.join(
  path.dirname(require.resolve('@module-federation/runtime-core')),
  'plugins',
  'snapshot',
  'SnapshotHandler.js',
);

/** What every compilation of a web package shares: TypeScript through swc, assets, output naming, defines. */
function commonConfig({ name, dir, mode, isDev, isHost, apiBaseUrl }) {
  return {
    mode,
    context: dir,
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].chunk.js' : hashedChunkFilename,
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        ...kernelAliases(isDev),
        [FEDERATION_SNAPSHOT_HANDLER]: path.join(repoRoot, 'config', 'web', 'federationWithoutSnapshots.js'),
        ...(isDev ? {} : REACT_ROUTER_PRODUCTION),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          // The package's own source, and config/web: browser code the remotes share (standalone and embed mounts).
          include: [path.join(dir, 'src'), path.join(repoRoot, 'config', 'web')],
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: {
                  // A remote's development build uses the production JSX runtime too: inside the store (a developer's
                  // dev server in a production shell) it must import what the shell provides. The development one
                  // (`@emotion/react/jsx-dev-runtime`) is shared by no shell build, so the remote loaded its own, with
                  // a second Emotion context and React's development JSX calling internals production React lacks
                  // (`dispatcher.getOwner is not a function`).
                  react: { runtime: 'automatic', importSource: '@emotion/react', development: isDev && isHost },
                },
              },
            },
          },
        },
        { test: /\.(png|jpe?g|gif|webp)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        // An SVG is always a file: the browser then builds one document for it however many <img>s show it (a data
        // URL built one per <img>, a costly step on a phone's main thread), caches it across pages, and its text stays
        // out of every script and document that names it.
        { test: /\.svg$/i, type: 'asset/resource' },
        // @emotion/react imports it for its side effects, which it has none of (it exports one function); without
        // this, withTheme's helper and react-is ride along on every page though nothing calls withTheme.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
      ],
    },
    // Not an eval source map: the store's CSP has no 'unsafe-eval', even for a dev server inside it.
    devtool: isDev ? 'cheap-module-source-map' : process.env.SOURCE_MAPS ? 'source-map' : false,
    optimization: {
      runtimeChunk: false,
      moduleIds: isDev ? 'named' : 'deterministic',
      chunkIds: isDev ? 'named' : 'deterministic',
      // webpack's own minimizers ('...': the documents and their inline scripts too), except that scripts are minified
      // first by the same minimizer with the same options but no opening comment naming their licence file: the
      // licences are still extracted beside each file (`<file>.LICENSE.txt`), and every page skips that line. A script
      // minified once is not minified again.
      minimizer: [
        new MinimizerPlugin({
          terserOptions: { compress: { passes: 2 } },
          extractComments: { condition: /^\**!|@preserve|@license|@cc_on/i, banner: false },
        }),
        '...',
      ],
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.STOREFRONT_API_BASE_URL': JSON.stringify(apiBaseUrl),
        'process.env.STOREFRONT_AREA': JSON.stringify(name),
      }),
      ...(isDev ? [] : precompressionPlugins()),
      ...(isDev ? [] : [new StableFederationEntryIdPlugin(name)]),
    ],
    stats: 'errors-warnings',
  };
}

/** The build's mode (webpack's --mode, else NODE_ENV, else production). */
function modeOf(argv) {
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  return { mode, isDev: mode === 'development' };
}

/** Standalone remotes call the gateway in development; the shell (and remotes composed in it) use the page origin. */
function apiBaseUrlOf(isHost, isDev) {
  if (process.env.STOREFRONT_API_BASE_URL !== undefined) return process.env.STOREFRONT_API_BASE_URL;
  return isHost || !isDev ? '' : 'http://localhost:8080';
}

/** The Module Federation container of a build: what it exposes, shares and which runtime it uses. */
function federationPlugin({ name, dir, exposes, isHost, usesShellRuntime, buildVersion }) {
  return new ModuleFederationPlugin({
    name: containerName(name),
    filename: 'remoteEntry.js',
    exposes: isHost ? undefined : exposes,
    // No remote is compiled in: the shell registers them at run time from /remotes.json.
    remotes: {},
    shared: isHost ? providedOnly(createSharedConfig(dir)) : createSharedConfig(dir),
    shareStrategy: 'loaded-first',
    manifest: { additionalData: withBuildVersion(buildVersion) },
    runtimePlugins: isHost ? [require.resolve('./provideFederationRuntime.mjs')] : [],
    experiments: {
      // The host's side is its runtime plugin above (not `provideExternalRuntime`: see that file).
      ...(usesShellRuntime ? { externalRuntime: true } : {}),
      // The browser is the only target: the runtime leaves out its Node loading code. The shell registers
      // remotes by their entry scripts (shell/src/remotes/remotesManifest.ts, remoteEntryOf), so the runtime
      // leaves out the code that reads manifests (about 1.3 KB compressed).
      optimization: { target: 'web', disableSnapshot: true },
    },
    // Type emission is off: the shell loads remotes by name at run time (shell/src/remotes/areas.ts lists the
    // exposed modules). The plugin's generateTypes fails here (TYPE-001: shared-domain sources come in through
    // tsconfig paths, outside the remote's rootDir) and adds ~6 s per build.
    dts: false,
    dev: false,
  });
}

/** The HTML document of a build that has a page of its own (the shell, a remote in development). */
function documentPlugins({ name, isHost, isDev, usesShellRuntime, title, headScript }) {
  if (usesShellRuntime) return [];
  return [
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'index.html'),
      chunks: ['main'],
      title: title || (isHost ? 'Car Audio Storefront' : `Storefront ${name} (standalone)`),
      // The shell's document paints a header bar at once, before any script (first paint); React
      // replaces it on its first render.
      templateParameters: { area: name, headScript, bootSkeleton: isHost },
      // Deep links need absolute script URLs where the app is served from '/'.
      publicPath: '/',
    }),
    ...(isHost && !isDev ? [new PreloadChunksPlugin()] : []),
  ];
}

/** The federated compilation's plugins, in the order they apply. */
function federatedPlugins(build) {
  const { name, exposes, isHost, isDev, usesShellRuntime, buildVersion, common } = build;
  return [
    ...common.plugins,
    ...(isHost ? [] : [new ExposesContractPlugin({ area: name, exposes })]),
    new SupersededSharingRuntimePlugin(),
    federationPlugin(build),
    ...(usesShellRuntime
      ? [new webpack.ExternalsPlugin('global', { [BUNDLER_RUNTIME_ENTRY]: BUNDLER_RUNTIME_GLOBAL })]
      : []),
    new BuildVersionPlugin(buildVersion),
    new BundleContentsPlugin({ repoRoot }),
    ...documentPlugins(build),
    // The shell's entry: the page's start-up.
    ...(isHost && !isDev ? [new CompileHintsPlugin((file) => /^main\.[0-9a-f]+\.js$/.test(file))] : []),
  ];
}

/**
 * What a page of the store asks its own origin for, served by the gateway: the API (the shell calls it there; a
 * standalone remote's calls that name no base, such as analytics beacons), where the remotes are and their bundles,
 * the image optimiser (shared-domain IMAGES.optimizerPath) and the web-vitals script (WEB_VITALS_SCRIPT_PATH). A dev
 * server sends them on to the gateway, so its page makes no call its own origin cannot answer.
 */
const STORE_ORIGIN_PATHS = ['/api/', '/remotes.json', '/mf/', '/embed/', '/_next/image', '/assets/web-vitals.js'];

/** `webpack serve`: the page and its bundles on `port`, readable by the shell's page on another port. */
function devServerConfig({ port, gateway }) {
  return {
    port,
    // Loopback only unless asked (STOREFRONT_DEV_HOST=0.0.0.0): a dev server is not for the network.
    host: process.env.STOREFRONT_DEV_HOST || 'localhost',
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    allowedHosts: ['localhost', '127.0.0.1'],
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
    // The shell's or a standalone remote's page talks to the gateway for everything the store's origin serves.
    proxy: [{ context: STORE_ORIGIN_PATHS, target: gateway, changeOrigin: true }],
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
  };
}

/** The package's federated compilation: its container, its page (where it has one) and its dev server. */
function federatedConfig(build) {
  const { name, isHost, isDev, usesShellRuntime, extraEntries, loadedTogether, common } = build;
  return {
    ...common,
    name,
    optimization: isDev
      ? common.optimization
      : { ...common.optimization, splitChunks: productionSplitChunks(isHost, loadedTogether) },
    entry: usesShellRuntime ? {} : { main: './src/index.ts', ...(isDev ? extraEntries : {}) },
    output: { ...common.output, uniqueName: containerName(name), clean: true },
    plugins: federatedPlugins(build),
    devServer: devServerConfig(build),
  };
}

/**
 * Each extra entry runs on pages without the shell: plain bundles (no federation, nothing shared), after the
 * federated build so its clean step leaves them in place. Their chunks live in a folder of their own.
 */
function standaloneEntriesConfig({ name, dir, extraEntries, extraFiles, common }) {
  return {
    ...common,
    name: `${name}-entries`,
    dependencies: [name],
    entry: extraEntries,
    output: {
      ...common.output,
      uniqueName: `${containerName(name)}_entries`,
      chunkFilename: 'entries/[name].[contenthash:8].chunk.js',
      clean: false,
    },
    plugins: [
      ...common.plugins,
      new BundleContentsPlugin({ repoRoot, filename: 'bundle-contents.entries.json' }),
      new ExtraFilesPlugin(dir, extraFiles),
    ],
  };
}

/** What one build of a package needs to know: its options with their defaults, its mode and its version. */
function buildOf(options, argv) {
  const { exposes = {}, isHost = false, extraEntries = {}, extraFiles = {}, headScript = '' } = options;
  const { loadedTogether = {} } = options;
  const { name, dir, port, title } = options;
  const { mode, isDev } = modeOf(argv);
  const apiBaseUrl = apiBaseUrlOf(isHost, isDev);
  const gateway = process.env.STOREFRONT_GATEWAY_URL || 'http://localhost:8080';
  const buildVersion = buildVersionOf({ area: name, dir });
  // One federation runtime per page: the shell provides it (its runtime plugin provideFederationRuntime.mjs)
  // and a production remote uses the shell's, both the runtime core (experiments.externalRuntime) and the bundler
  // runtime with its SDK (read from a page global). A remote in development keeps its own, because its standalone page
  // has no shell; so a production remote has no standalone page, and extra entries (the cart embed, which runs on
  // other sites without the shell) are built by a compilation of their own.
  const usesShellRuntime = !isHost && !isDev;
  const common = commonConfig({ name, dir, mode, isDev, isHost, apiBaseUrl });
  const settings = { name, dir, port, exposes, isHost, extraEntries, extraFiles, title, headScript, loadedTogether };
  return { ...settings, isDev, gateway, buildVersion, usesShellRuntime, common };
}

/** The compilations of one build: the federated one, then the extra entries' and the server bundle where there are. */
function compilationsOf(build) {
  const { name, dir, isHost, isDev, exposes, usesShellRuntime, extraEntries, buildVersion, common } = build;
  const federated = federatedConfig(build);
  // A production build also emits the package's server bundle, after the federated build (whose clean step
  // would otherwise remove it).
  const server = isDev ? [] : [createServerConfig({ name, dir, isHost, exposes, build: buildVersion.build, common })];
  if (!usesShellRuntime || Object.keys(extraEntries).length === 0) {
    return server.length === 0 ? federated : [federated, ...server];
  }
  return [federated, standaloneEntriesConfig(build), ...server];
}

/**
 * @param {import('./index').WebConfigOptions} options
 * @returns {import('./index').WebConfigFactory}
 */
function createWebConfig(options) {
  const { name, dir, port } = options;
  if (!name || !dir || !port) throw new Error('createWebConfig needs name, dir and port');
  const configure = (_env = {}, argv = {}) => compilationsOf(buildOf(options, argv));
  // The options stay readable on the config so contract tests can compare exposes without building.
  return Object.assign(configure, { webConfigOptions: options });
}

module.exports = {
  createWebConfig,
  STORE_ORIGIN_PATHS,
  createSharedConfig,
  sharedDomainShareConfig,
  containerName,
  CONTAINER_PREFIX,
  SINGLETONS,
  repoRoot,
  buildVersionOf,
  exposesProblems,
  loadShellContract,
};
