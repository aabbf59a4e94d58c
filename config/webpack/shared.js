// The ONE list of modules shared between the shell and the remotes: singletons, plus shared-domain's runtime
// (versioned).
// ARCHITECTURE.md §3: a remote never shares `eager` (async startup instead; the shell, which consumes nothing, provides
// eagerly: providedOnly); share React 19's and Emotion's sub-paths with the
// trailing-slash form ('react-dom/' covers react-dom/client, '@emotion/react/' covers jsx-runtime) or a second copy
// loads (React error #527, lost styles).
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..');
const sharedDomainPkg = require(path.join(repoRoot, 'shared-domain', 'package.json'));

/**
 * Package -> extra sub-path prefixes shared with it. Redux Toolkit is not among them: only shared-domain imports it,
 * so it travels inside shared-domain's shared module, cut down to what shared-domain uses (shared-domain's webpack
 * build is ES modules: package.json "module").
 */
const SINGLETONS = {
  react: ['react/'],
  'react-dom': ['react-dom/'],
  // Provided by the router kernel (SINGLETON_KERNELS), which holds the one copy of react-router's code on the page.
  'react-router-dom': [],
  'react-redux': [],
  '@emotion/react': ['@emotion/react/'],
};

/**
 * Shared-domain's runtime entry (bus, store, API slice, theme, the viewer's vehicle, tracking): what a page runs once.
 * The package root is not shared: its rules, constants and stateless UI are pure and bundled by each importer,
 * tree-shaken to what it uses (a shared module keeps all of its exports). The root re-exports this entry
 * by its package name, so every import of the root reaches the shared runtime.
 */
const SHARED_DOMAIN = '@storefront/shared-domain/runtime';

/**
 * Shared singletons provided by a module of ours that re-exports the part of the package the storefront uses: a
 * shared module keeps all of its exports, so providing the package itself ships all of it (config/web/*Kernel.js).
 * Every import of the package's root reaches its kernel (kernelAliases), also where nothing is shared (the cart embed).
 */
/**
 * react-router's build without its development warnings, for webpack's `resolve.alias` (its package resolves to that
 * build under every condition): its main entry and `react-router/dom`, which react-router-dom re-exports.
 */
const reactRouterBuild = path.join(
  path.dirname(require.resolve('react-router/package.json', { paths: [repoRoot] })),
  'dist',
  'production',
);
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(reactRouterBuild, 'index.mjs'),
  'react-router/dom$': path.join(reactRouterBuild, 'dom-export.mjs'),
};

const kernelFile = (file) => path.join(repoRoot, 'config', 'web', file);
const SINGLETON_KERNELS = {
  'react-router-dom': { import: kernelFile('routerKernel.js'), codeOf: 'react-router' },
  'react-redux': { import: kernelFile('reduxKernel.js'), codeOf: 'react-redux' },
  '@emotion/react': { import: kernelFile('emotionKernel.js'), codeOf: '@emotion/react' },
};

/** The name under which the Emotion kernel imports @emotion/react's root module (config/web/emotionKernel.js). */
const EMOTION_REACT_BUILD = 'storefront-emotion-react-build';

/** The name under which the JSX kernel imports Emotion's JSX runtime (config/web/emotionJsxKernel.js). */
const EMOTION_JSX_BUILD = 'storefront-emotion-jsx-build';

/** Where @emotion/react is installed. */
const emotionPackage = () => path.dirname(require.resolve('@emotion/react/package.json'));

/**
 * resolve.alias entries for the JSX runtime of a build for the browser or for Node: '@emotion/react/jsx-runtime' to
 * the JSX kernel, and EMOTION_JSX_BUILD to the build of Emotion's runtime the package's own exports map would pick
 * there (the one whose wrapper reads the same contexts as that build of @emotion/react's root).
 * @param {'browser' | 'node'} platform
 * @param {boolean} isDev
 */
function jsxKernelAliases(platform, isDev) {
  const flavour = `${platform === 'browser' ? '.browser' : ''}${isDev ? '.development' : ''}`;
  return {
    '@emotion/react/jsx-runtime$': kernelFile('emotionJsxKernel.js'),
    [`${EMOTION_JSX_BUILD}$`]: path.join(
      emotionPackage(),
      'jsx-runtime',
      'dist',
      `emotion-react-jsx-runtime${flavour}.esm.js`,
    ),
  };
}

/**
 * resolve.alias entries of a web build: each kernel's package root to its kernel, and EMOTION_REACT_BUILD to the
 * browser build of @emotion/react's root the package's own exports map would pick in that mode.
 * @param {boolean} isDev
 */
function kernelAliases(isDev) {
  return {
    ...Object.fromEntries(Object.entries(SINGLETON_KERNELS).map(([name, kernel]) => [`${name}$`, kernel.import])),
    [`${EMOTION_REACT_BUILD}$`]: path.join(
      emotionPackage(),
      'dist',
      isDev ? 'emotion-react.browser.development.esm.js' : 'emotion-react.browser.esm.js',
    ),
    ...jsxKernelAliases('browser', isDev),
  };
}

/** The package whose code a page runs for a shared singleton (what to count copies of): the kernel's, or itself. */
function singletonCodePackage(name) {
  return SINGLETON_KERNELS[name]?.codeOf ?? name;
}

/**
 * Shared-domain across independently deployed versions (README 'Shared-domain across versions'). Its runtime is
 * shared, but not as a singleton: a build requires `^<the version it was built with>`, so it reuses the copy the page already
 * loaded (the shell's) when that one is at least as new within the same major, and otherwise loads its own copy
 * instead of running against an older one (TypeError: x is not a function). Within a major, shared-domain changes are
 * additive only and every change of its exports bumps its version (scripts/test/sharedDomainExports.test.ts), so the
 * caret range is a sound compatibility promise. State that must be one per page does not depend on one copy: the bus
 * lives on window, the Redux store is the shell's, and its API slice and root reducer are one per page
 * (shared-domain/src/store/pageSingleton.ts).
 * @param {string} version shared-domain's package.json version at build time
 */
function sharedDomainShareConfig(version) {
  return { singleton: false, requiredVersion: `^${version}`, version, strictVersion: false };
}

/** Installed version of a package as the web package resolves it. */
function installedVersionOf(name, packageDir) {
  return require(require.resolve(`${name}/package.json`, { paths: [packageDir, repoRoot] })).version;
}

/**
 * Shared config for a web package. requiredVersion comes from the package's own package.json (what it was built
 * against); shared-domain's from shared-domain/package.json.
 * @param {string} packageDir directory of the web package
 */
function createSharedConfig(packageDir) {
  const pkg = require(path.join(packageDir, 'package.json'));
  const deps = { ...(pkg.peerDependencies || {}), ...(pkg.dependencies || {}) };
  const shared = {};
  for (const [name, subPaths] of Object.entries(SINGLETONS)) {
    const installed = installedVersionOf(name, packageDir);
    const requiredVersion = deps[name] || `^${installed}`;
    const entry = { singleton: true, requiredVersion, strictVersion: false };
    const kernel = SINGLETON_KERNELS[name];
    shared[name] = kernel ? { ...entry, import: kernel.import, version: installed } : entry;
    // Sub-paths such as @emotion/react/jsx-runtime have a package.json without a version: give them the parent's.
    for (const subPath of subPaths) shared[subPath] = { ...entry, version: installed };
  }
  // Provided as the version in shared-domain/package.json (the workspace link has no other).
  shared[SHARED_DOMAIN] = sharedDomainShareConfig(sharedDomainPkg.version);
  return shared;
}

/**
 * The shell's side of sharing: it provides every shared module and consumes none. It is the first build on the page,
 * so what it would consume is always its own copy; importing that copy directly lets its whole startup be its entry
 * script (main.js: one file, no async boundary). Consumption applies only to importers in the given layer, and no
 * module of the shell is in one. Its copies are provided eagerly, from that entry script, and
 * provideFederationRuntime.mjs marks them loaded as they are registered, so that with the 'loaded-first' strategy a
 * remote picks them, never a newer copy of its own beside them; shell/src/remotes/federation.ts then records the shell
 * as their user.
 * @param {ReturnType<typeof createSharedConfig>} shared
 */
function providedOnly(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [key, { ...config, issuerLayer: NO_CONSUMER_LAYER, eager: true }]),
  );
}

/** A webpack layer no module is in (see providedOnly). */
const NO_CONSUMER_LAYER = 'storefront-provides-only';

module.exports = {
  createSharedConfig,
  REACT_ROUTER_PRODUCTION,
  providedOnly,
  NO_CONSUMER_LAYER,
  sharedDomainShareConfig,
  singletonCodePackage,
  SINGLETONS,
  SINGLETON_KERNELS,
  EMOTION_REACT_BUILD,
  jsxKernelAliases,
  kernelAliases,
  SHARED_DOMAIN,
  repoRoot,
};
