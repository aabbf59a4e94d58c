// A remote's mf-manifest.json on another origin (a CDN, the remote's own host: REMOTE_<AREA>_URL), read over HTTP for
// the page's preloads (boot.ts). A manifest is read once per URL and version: a URL that names a version
// (`.../cart/1.4.0-eb6e3ed/mf-manifest.json`) never changes and is kept; any other URL may start answering another
// build after a deploy, so it is read again in the background once `ttlMs` has passed (with its ETag: an unchanged
// manifest costs a 304) while pages keep the version read before. A read waits at most `timeoutMs`; a failed one
// (timeout, refused, not JSON) means no preloads from that URL, never a failed page, and is not tried again for
// `retryAfterMs` (then again in the background), so a remote host that is down costs pages nothing after the first
// timeout.
import { REMOTE_VERSION_PATTERN } from './registry';

export interface ExposeAssets {
  path?: string;
  assets?: { js?: { sync?: unknown } };
}

export interface RemoteManifest {
  /** The manifest's URL. */
  url: string;
  /** Absolute URL of the folder the remote's chunks load from (with a trailing slash). */
  base: string;
  exposes: ExposeAssets[];
  /** The build it describes (metaData.buildInfo.build or buildVersion), null when it names none. */
  version: string | null;
}

export interface HttpManifestReaderOptions {
  /** Longest wait for one manifest (ms, default 1000). */
  timeoutMs?: number;
  /** How long the manifest behind a URL without a version is used before it is read again (ms, default 60 s). */
  ttlMs?: number;
  /** How long a failed read means no manifest before the URL is tried again (ms, default 30 s). */
  retryAfterMs?: number;
  /** Largest manifest accepted (bytes, default 2 MB). */
  maxBytes?: number;
  /** URLs remembered at most (the oldest is forgotten first, default 100). */
  maxEntries?: number;
  now?: () => number;
  fetch?: typeof fetch;
  /** Told why a manifest could not be read (the page goes out without its preloads). */
  onError?: (url: string, err: unknown) => void;
}

interface Entry {
  manifest: RemoteManifest | null;
  etag: string | null;
  /** When the answer in `manifest` was read (or the read failed). */
  readAt: number;
  /** A read under way (the first one is awaited, a refresh is not). */
  pending: Promise<void> | null;
}

/** An absolute http(s) URL: a manifest on another host, read over HTTP (a path is a file this gateway serves). */
export function isHttpManifestUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** A URL whose folder is a published version never changes (the registry's immutable versions). */
function namesVersion(url: string): boolean {
  const segments = new URL(url).pathname.split('/');
  return segments.length >= 3 && REMOTE_VERSION_PATTERN.test(decodeURIComponent(segments[segments.length - 2]));
}

function versionOf(json: { metaData?: { buildInfo?: { build?: unknown; buildVersion?: unknown } } }): string | null {
  const info = json.metaData?.buildInfo;
  const version = info?.build ?? info?.buildVersion;
  return typeof version === 'string' ? version : null;
}

/**
 * Where the chunks load from: the manifest's folder when its publicPath is 'auto' (the remote entry beside it sets it),
 * else the publicPath it names, resolved against the manifest.
 */
function baseOf(url: string, json: { metaData?: { publicPath?: unknown } }): string {
  const publicPath = json.metaData?.publicPath;
  const base =
    typeof publicPath === 'string' && publicPath !== 'auto' && publicPath !== ''
      ? new URL(publicPath.endsWith('/') ? publicPath : `${publicPath}/`, url)
      : new URL('./', url);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error(`unexpected publicPath ${publicPath}`);
  return base.href;
}

export function createHttpManifestReader(opts: HttpManifestReaderOptions = {}) {
  const timeoutMs = opts.timeoutMs ?? 1000;
  const ttlMs = opts.ttlMs ?? 60_000;
  const retryAfterMs = opts.retryAfterMs ?? 30_000;
  const maxBytes = opts.maxBytes ?? 2 * 1024 * 1024;
  const maxEntries = opts.maxEntries ?? 100;
  const now = opts.now ?? Date.now;
  const fetchFn = opts.fetch ?? fetch;
  const entries = new Map<string, Entry>();

  async function load(url: string, entry: Entry): Promise<void> {
    try {
      const res = await fetchFn(url, {
        headers: entry.etag && entry.manifest ? { 'If-None-Match': entry.etag } : {},
        redirect: 'follow',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status === 304 && entry.manifest) {
        await res.body?.cancel();
        entry.readAt = now();
        return;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new Error(`HTTP ${res.status}`);
      }
      if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
        await res.body?.cancel();
        throw new Error(`larger than ${maxBytes} bytes`);
      }
      const body = await res.arrayBuffer();
      if (body.byteLength > maxBytes) throw new Error(`larger than ${maxBytes} bytes`);
      const json = JSON.parse(new TextDecoder().decode(body)) as {
        exposes?: unknown;
        metaData?: { publicPath?: unknown; buildInfo?: { build?: unknown; buildVersion?: unknown } };
      };
      if (typeof json !== 'object' || json === null) throw new Error('not a manifest');
      entry.manifest = {
        url,
        base: baseOf(url, json),
        exposes: Array.isArray(json.exposes) ? (json.exposes as ExposeAssets[]) : [],
        version: versionOf(json),
      };
      entry.etag = res.headers.get('etag');
      entry.readAt = now();
    } catch (err) {
      entry.manifest = null;
      entry.etag = null;
      entry.readAt = now();
      opts.onError?.(url, err);
    }
  }

  function start(url: string, entry: Entry): Promise<void> {
    entry.pending ??= load(url, entry).finally(() => {
      entry.pending = null;
    });
    return entry.pending;
  }

  /** The manifest at `url` (absolute http(s)), or null when it cannot be read (the page then has no preloads). */
  async function read(url: string): Promise<RemoteManifest | null> {
    let entry = entries.get(url);
    if (!entry) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entry = { manifest: null, etag: null, readAt: -Infinity, pending: null };
      entries.set(url, entry);
      await start(url, entry);
      return entry.manifest;
    }
    const age = now() - entry.readAt;
    if (!entry.manifest) {
      // The first read is still under way: wait for it (at most the timeout).
      if (entry.pending && entry.readAt === -Infinity) await entry.pending;
      // Failed before: tried again in the background after a while; no preloads meanwhile.
      else if (age >= retryAfterMs) void start(url, entry);
      return entry.manifest;
    }
    // A published version never changes; another URL is read again in the background, its last version used meanwhile.
    if (age >= ttlMs && !namesVersion(url)) void start(url, entry);
    return entry.manifest;
  }

  return { read };
}

export type HttpManifestReader = ReturnType<typeof createHttpManifestReader>;
