// The shell's runtime plugin that lends its federation bundler runtime to every production remote (issue 15: one
// federation runtime per page). A remote entry otherwise carries its own copy of @module-federation's bundler runtime,
// runtime wrapper and SDK (about 5 KB compressed each, three to five per page). A production remote is built with that
// package as an external read from BUNDLER_RUNTIME_GLOBAL (config/webpack/index.js), so its entry keeps only webpack's
// own loading code and its share and expose tables.
//
// ESM on purpose: imported through the package's "import" condition, these are the very modules of the shell's own
// federation runtime, not a second copy.
import federation from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { createInstance, getInstance } from '@module-federation/runtime';
import naming from './naming.js';

const { BUNDLER_RUNTIME_GLOBAL } = naming;

/**
 * Finds or creates the federation instance of the build `options` name, as @module-federation/runtime's `init` does,
 * without its two per-build module states: the build identifier compiled into the shell's copy (which would match the
 * shell's instance) and the module-level current instance (which belongs to the shell and must stay the shell's).
 */
function initRemoteBuild(options) {
  const normalized = { ...options, id: options.id || '' };
  const existing = getInstance(
    (instance) =>
      instance.options.name === options.name &&
      (options.version ? instance.options.version === options.version : !instance.options.version),
  );
  if (!existing) return createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

/**
 * What a remote's webpack runtime copies into its own `__webpack_require__.federation`: a fresh object per remote
 * build (the global is a getter), so no mutable part is shared between builds. The shell has no exposes, so its copy of
 * the bundler runtime leaves `initContainerEntry` out; every remote needs it.
 */
function bundlerRuntimeForRemoteBuild() {
  return {
    ...federation,
    runtime: { ...federation.runtime, init: initRemoteBuild },
    bundlerRuntime: { ...federation.bundlerRuntime, S: {}, initContainerEntry },
    bundlerRuntimeOptions: {},
    instance: undefined,
    initOptions: undefined,
  };
}

export default function provideBundlerRuntimePlugin() {
  if (!Object.getOwnPropertyDescriptor(globalThis, BUNDLER_RUNTIME_GLOBAL)) {
    Object.defineProperty(globalThis, BUNDLER_RUNTIME_GLOBAL, {
      configurable: true,
      get: bundlerRuntimeForRemoteBuild,
    });
  }
  return { name: 'storefront-provide-bundler-runtime' };
}
