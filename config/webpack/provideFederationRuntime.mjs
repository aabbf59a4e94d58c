// The shell's runtime plugin that lends its federation runtime to every production remote (one federation
// runtime per page): the runtime core, which `experiments.externalRuntime` makes a remote read from the page global
// `_FEDERATION_RUNTIME_CORE`, and the bundler runtime with its SDK (about 5 KB compressed in each remote entry, three
// to five per page), which a production remote reads from BUNDLER_RUNTIME_GLOBAL (config/webpack/index.js). A remote
// entry then keeps only webpack's own loading code and its share and expose tables.
//
// ESM on purpose: imported through the packages' "import" condition, these are the very modules of the shell's own
// federation runtime. The enhanced plugin's `provideExternalRuntime` does the runtime-core part through a CommonJS
// plugin, which put a second, CommonJS copy of the runtime core and the SDK into the shell's main script (about half
// of it).
import federation from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { createInstance, getInstance } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import naming from './naming.js';

const { BUNDLER_RUNTIME_GLOBAL, containerName } = naming;
const SHELL_CONTAINER = containerName('shell');

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

/** The global name `experiments.externalRuntime` compiles into a remote for the runtime core. */
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export default function provideFederationRuntimePlugin() {
  globalThis[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
  if (!Object.getOwnPropertyDescriptor(globalThis, BUNDLER_RUNTIME_GLOBAL)) {
    Object.defineProperty(globalThis, BUNDLER_RUNTIME_GLOBAL, {
      configurable: true,
      get: bundlerRuntimeForRemoteBuild,
    });
  }
  return {
    name: 'storefront-provide-federation-runtime',
    // The shell imports its shared modules rather than consuming them and provides them eagerly, from its entry script
    // (config/webpack/shared.js, providedOnly), so no load of its own marks them as the page's copies: they are loaded
    // as they are registered (an eager `get` hands over the module's factory). Under 'loaded-first' a remote then picks
    // the shell's copy of a singleton even when it brings a newer one (the page runs one React, one router, one store),
    // and the share scope still says the copy came from the shell. It also names the shell as their user, which a
    // load through the runtime would record: such a load matches version ranges, which costs a phone's CPU about
    // 20 ms over the shell's shared modules in the start's longest task.
    beforeRegisterShare(args) {
      const { shared } = args;
      if (shared.from === SHELL_CONTAINER && !shared.lib) {
        shared.lib = shared.get();
        shared.loaded = true;
        shared.useIn = [SHELL_CONTAINER];
      }
      return args;
    },
  };
}
