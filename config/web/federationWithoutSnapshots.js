// Stands in for @module-federation/runtime-core's snapshot handler in every web build (page weight; about
// 1.3 KB compressed of the shell's script). Snapshots describe remotes from their manifests; the builds turn them off
// (`experiments.optimization.disableSnapshot`: the shell registers remotes by their entry scripts), which leaves the
// snapshot plugin out but still constructs the handler, and so still ships it with the manifest parser it uses. Its
// only other callers are `preloadRemote`, which the storefront never calls (the gateway's document preloads what a
// route needs), and the cleanup of a removed remote's snapshot, of which there is none.
// scripts/test/webBuild.test.ts checks the shell's script is built without the real one.
export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined };
}

export class SnapshotHandler {
  constructor() {
    this.manifestCache = new Map();
    // No lifecycle to hook: a plugin's snapshot hooks (loadSnapshot, ...) never run without snapshots.
    this.hooks = { applyPlugin() {}, removePlugin() {} };
  }

  loadRemoteSnapshotInfo() {
    return Promise.reject(new Error('[storefront] remote snapshots are disabled in this build (preloadRemote)'));
  }
}
