// /remotes.json: where each remote's mf-manifest.json lives, served by the gateway from configuration so a team can
// deploy its remote alone. Shape: { "catalog": "<url of mf-manifest.json>", "product": ..., ... }.
import { isRemoteArea, type RemoteArea } from './areas';

export const REMOTES_MANIFEST_URL = '/remotes.json';
/** The JSON script element the gateway puts into the document (services/gateway/src/boot.ts, BOOT_ELEMENT_ID). */
export const BOOT_ELEMENT_ID = 'sf-boot';

export type RemoteLocations = Partial<Record<RemoteArea, string>>;

export class RemotesManifestError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemotesManifestError';
  }
}

/**
 * Validates the manifest and resolves every location against `base` (relative URLs such as
 * '/mf/catalog/mf-manifest.json' are relative to the manifest's own address). Unknown areas are ignored.
 */
export function parseRemotesManifest(json: unknown, base: string): RemoteLocations {
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new RemotesManifestError('remotes.json must be an object of area -> manifest URL');
  }
  const locations: RemoteLocations = {};
  for (const [area, value] of Object.entries(json as Record<string, unknown>)) {
    if (!isRemoteArea(area)) continue;
    if (typeof value !== 'string' || !value.trim()) {
      throw new RemotesManifestError(`remotes.json: the location of '${area}' must be a non-empty string`);
    }
    let url: URL;
    try {
      url = new URL(value.trim(), base);
    } catch (cause) {
      throw new RemotesManifestError(`remotes.json: '${value}' is not a valid URL for '${area}'`, { cause });
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new RemotesManifestError(`remotes.json: '${area}' must be served over http(s)`);
    }
    locations[area] = url.href;
  }
  return locations;
}

/** A remote's entry file beside its manifest (config/webpack: ModuleFederationPlugin filename; gateway's boot.ts). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The script the federation runtime loads for a remote listed at `location`: the remoteEntry.js beside its manifest,
 * or the location itself when it already names a script. The runtime is built without its manifest ("snapshot")
 * code (page weight), so it is given entries, never manifests.
 */
export function remoteEntryOf(location: string): string {
  const url = new URL(location);
  if (!url.pathname.endsWith('.json')) return url.href;
  url.pathname = url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1) + REMOTE_ENTRY_FILE;
  url.search = '';
  return url.href;
}

/** Fetches and parses /remotes.json (never cached: a redeployed remote is picked up on the next page load). */
export async function fetchRemotesManifest(
  fetchImpl: typeof fetch,
  manifestUrl: string = REMOTES_MANIFEST_URL,
  documentBase: string = typeof document !== 'undefined' ? document.baseURI : 'http://localhost/',
): Promise<RemoteLocations> {
  const absolute = new URL(manifestUrl, documentBase).href;
  let response: Response;
  try {
    response = await fetchImpl(absolute, {
      headers: { accept: 'application/json' },
      cache: 'no-cache',
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new RemotesManifestError(`Could not load ${manifestUrl}`, { cause });
  }
  if (!response.ok) throw new RemotesManifestError(`Could not load ${manifestUrl}: HTTP ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    throw new RemotesManifestError(`${manifestUrl} is not JSON`, { cause });
  }
  return parseRemotesManifest(json, response.url || absolute);
}

/**
 * The remote locations the gateway put into the document ({ "remotes": { area: manifest URL } } in
 * <script id="sf-boot">), so the first page starts without asking /remotes.json; null when absent or unreadable
 * (the shell then asks /remotes.json).
 */
export function readBootRemotes(doc: Document | undefined = typeof document !== 'undefined' ? document : undefined) {
  const element = doc?.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const boot = JSON.parse(element.textContent) as { remotes?: unknown };
    return parseRemotesManifest(boot.remotes, doc!.baseURI);
  } catch {
    return null;
  }
}
