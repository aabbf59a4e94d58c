// The ONE list of modules shared between the shell and the remotes: singletons, plus shared-domain (versioned).
// ARCHITECTURE.md §3: never `eager` (async startup instead); share React 19's and Emotion's sub-paths with the
// trailing-slash form ('react-dom/' covers react-dom/client, '@emotion/react/' covers jsx-runtime) or a second copy
// loads (React error #527, lost styles).
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..');
const sharedDomainPkg = require(path.join(repoRoot, 'shared-domain', 'package.json'));

/** Package -> extra sub-path prefixes shared with it. */
const SINGLETONS = {
  react: ['react/'],
  'react-dom': ['react-dom/'],
  'react-router-dom': [],
  // react-router-dom 7 re-exports react-router: share it too so a remote importing either sees one router context.
  'react-router': ['react-router/'], // react-router-dom imports 'react-router/dom'
  '@reduxjs/toolkit': ['@reduxjs/toolkit/'], // '@reduxjs/toolkit/query' and '/query/react'
  'react-redux': [],
  '@emotion/react': ['@emotion/react/'],
  '@emotion/styled': [],
};

const SHARED_DOMAIN = '@storefront/shared-domain';

/**
 * Shared-domain across independently deployed versions (README 'Shared-domain across versions'). It is shared, but
 * not as a singleton: a build requires `^<the version it was built with>`, so it reuses the copy the page already
 * loaded (the shell's) when that one is at least as new within the same major, and otherwise loads its own copy
 * instead of running against an older one (TypeError: x is not a function). Within a major, shared-domain changes are
 * additive only and every change of its exports bumps its version (scripts/test/sharedDomainExports.test.ts), so the
 * caret range is a sound compatibility promise. State that must be one per page does not depend on one copy: the bus
 * lives on window, the Redux store is the shell's.
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
    shared[name] = entry;
    // Sub-paths such as @emotion/react/jsx-runtime have a package.json without a version: give them the parent's.
    for (const subPath of subPaths) shared[subPath] = { ...entry, version: installed };
  }
  // Provided as the version in shared-domain/package.json (the workspace link has no other).
  shared[SHARED_DOMAIN] = sharedDomainShareConfig(sharedDomainPkg.version);
  return shared;
}

module.exports = { createSharedConfig, sharedDomainShareConfig, SINGLETONS, SHARED_DOMAIN, repoRoot };
