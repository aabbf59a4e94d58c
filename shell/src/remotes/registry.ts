// Remote discovery and loading: register every remote with the federation runtime from the locations the document
// came with (else /remotes.json), reading /remotes.json again after a failure; load exposed modules on demand. Failed
// loads are forgotten so a retry really retries.
import { containerNameOf, REMOTE_AREAS, remoteRequestId, type RemoteArea } from './areas';
import { createFederationRuntime, type FederationRuntime } from './federation';
import {
  fetchRemotesManifest,
  readBootRemotes,
  remoteEntryOf,
  REMOTES_MANIFEST_URL,
  type RemoteLocations,
} from './remotesManifest';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly area: RemoteArea,
    readonly module: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteUnavailableError';
  }
}

export interface RemoteRegistryOptions {
  runtime?: FederationRuntime;
  fetchImpl?: typeof fetch;
  manifestUrl?: string;
  /** The locations the document came with (the gateway's boot data): the first registration uses them. */
  bootLocations?: RemoteLocations | null;
}

export interface RemoteRegistry {
  /** Fetches /remotes.json and registers the remotes (once; again after a failure). */
  ensureRegistered(): Promise<RemoteLocations>;
  /** Loads an exposed module ('./CartPanel') of an area. */
  load<T = unknown>(area: RemoteArea, module: string): Promise<T>;
  /** The module if it has already loaded (lets a remounted region render without a loading flash). */
  peek<T = unknown>(area: RemoteArea, module: string): T | undefined;
}

export function createRemoteRegistry(options: RemoteRegistryOptions = {}): RemoteRegistry {
  const runtime = options.runtime ?? createFederationRuntime();
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const manifestUrl = options.manifestUrl ?? REMOTES_MANIFEST_URL;
  let bootLocations = options.bootLocations === undefined ? readBootRemotes() : options.bootLocations;

  let registration: Promise<RemoteLocations> | null = null;
  const pending = new Map<string, Promise<unknown>>();
  const loaded = new Map<string, unknown>();
  /** Areas whose last load failed: their location is read again from /remotes.json before the next attempt. */
  const stale = new Set<RemoteArea>();
  let current: RemoteLocations = {};

  function registerAreas(locations: RemoteLocations, areas: readonly RemoteArea[]) {
    const remotes = areas
      .filter((area) => locations[area])
      .map((area) => ({ name: containerNameOf(area), entry: remoteEntryOf(locations[area] as string) }));
    if (remotes.length) runtime.registerRemotes(remotes, { force: true });
  }

  async function register(): Promise<RemoteLocations> {
    // Once: a registration after a failure asks /remotes.json again.
    const locations = bootLocations ?? (await fetchRemotesManifest(fetchImpl, manifestUrl));
    bootLocations = null;
    registerAreas(locations, REMOTE_AREAS);
    current = locations;
    return locations;
  }

  /** After a failure: re-read /remotes.json (the remote may have moved) and re-register that area only. */
  async function refreshArea(area: RemoteArea): Promise<RemoteLocations> {
    const locations = await fetchRemotesManifest(fetchImpl, manifestUrl);
    if (locations[area] && locations[area] !== current[area]) {
      registerAreas(locations, [area]);
      current = { ...current, [area]: locations[area] };
    }
    stale.delete(area);
    return current;
  }

  function ensureRegistered(): Promise<RemoteLocations> {
    if (!registration) {
      const attempt = register();
      registration = attempt;
      attempt.catch(() => {
        if (registration === attempt) registration = null;
      });
    }
    return registration;
  }

  async function loadOnce<T>(area: RemoteArea, module: string): Promise<T> {
    let locations = await ensureRegistered();
    if (stale.has(area)) locations = await refreshArea(area);
    if (!locations[area]) {
      throw new RemoteUnavailableError(area, module, `The '${area}' remote is not listed in ${manifestUrl}`);
    }
    let mod: T | null;
    try {
      mod = await runtime.loadRemote<T>(remoteRequestId(area, module));
    } catch (cause) {
      stale.add(area);
      throw new RemoteUnavailableError(area, module, `Could not load ${module} from the '${area}' remote`, { cause });
    }
    if (mod === null || mod === undefined) {
      stale.add(area);
      throw new RemoteUnavailableError(area, module, `The '${area}' remote returned nothing for ${module}`);
    }
    return mod;
  }

  return {
    ensureRegistered,
    peek<T>(area: RemoteArea, module: string) {
      return loaded.get(remoteRequestId(area, module)) as T | undefined;
    },
    load<T>(area: RemoteArea, module: string): Promise<T> {
      const key = remoteRequestId(area, module);
      if (loaded.has(key)) return Promise.resolve(loaded.get(key) as T);
      let promise = pending.get(key) as Promise<T> | undefined;
      if (!promise) {
        promise = loadOnce<T>(area, module);
        pending.set(key, promise);
        promise.then(
          (mod) => {
            loaded.set(key, mod);
            pending.delete(key);
          },
          () => pending.delete(key),
        );
      }
      return promise;
    },
  };
}
