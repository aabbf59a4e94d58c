// The ONE list of modules shared between the shell and the remotes, as Module Federation singletons.
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
  '@storefront/shared-domain': [],
};

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
    const requiredVersion =
      name === '@storefront/shared-domain' ? sharedDomainPkg.version : deps[name] || `^${installed}`;
    const entry = { singleton: true, requiredVersion, strictVersion: false };
    shared[name] = entry;
    // Sub-paths such as @emotion/react/jsx-runtime have a package.json without a version: give them the parent's.
    for (const subPath of subPaths) shared[subPath] = { ...entry, version: installed };
  }
  // The exact provided version of shared-domain (its package.json), so the manifest reads 0.1.0 everywhere.
  shared['@storefront/shared-domain'].version = sharedDomainPkg.version;
  return shared;
}

module.exports = { createSharedConfig, SINGLETONS, repoRoot };
