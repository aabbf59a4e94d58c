// Module Federation container names: prefixed so the global each container defines cannot clash on a host page
// (the cart embed lives on other people's pages). The shell computes the same names (shell/src/remotes/areas.ts).
const CONTAINER_PREFIX = 'storefront_';

/** @param {string} name area name: 'shell', 'cart'... */
function containerName(name) {
  return `${CONTAINER_PREFIX}${name.replace(/[^a-zA-Z0-9_]/g, '_')}`;
}

/**
 * The page global through which the shell lends its federation bundler runtime to the remotes
 * (provideFederationRuntime.mjs); a production remote reads that package from it.
 */
const BUNDLER_RUNTIME_GLOBAL = '__STOREFRONT_FEDERATION_BUNDLER_RUNTIME__';

module.exports = { BUNDLER_RUNTIME_GLOBAL, CONTAINER_PREFIX, containerName };
