// A short-lived cache of server-rendered documents that are the same for every visitor without a session (home,
// listings, products): a popular page is rendered once per few seconds instead of once per visit. Keyed by the
// address and the remote versions the visitor gets (a registry switch, a canary or an override is another key), and
// kept only for complete renders (every prefetch in time, no part left to the browser, no failed service answer) of an
// address asked for a second time within that time: one visit to an address (a crawler's walk, a tracking parameter)
// keeps nothing, and pushes out nothing popular. A hit sends the document with no nonce, its inline scripts named by
// hash in the CSP (render/kept-document.ts); what differs per response is in the headers. A document past its time
// is kept a while longer as stale (only one kept for the cache's whole time: one whose data said it changes sooner
// is not), for the renderer to send while a new render of it is under way (page-render.ts), and longer when the new
// render failed (a service down), up to `staleIfErrorMs` past its time.

export interface CachedDocument {
  status: number;
  /** The bytes it holds now (read when kept and on every hit: a kept document may grow, as copies of it are made). */
  readonly size: number;
}

/** A document as a hit returns it (the object kept): with how much longer it may be served (ms). */
export interface CachedHit<D extends CachedDocument> {
  document: D;
  remainingMs: number;
  /** Past its time (remainingMs 0): sent only while a new render of it is under way, or when none can be. */
  stale: boolean;
}

export interface HtmlCacheOptions {
  /** How long a document is served again (ms); 0 turns the cache off. */
  ttlMs: number;
  maxEntries?: number;
  /** Most bytes held in all (the documents' sizes). */
  maxBytes?: number;
  /** How long a document past its time is still kept as stale (ms; default: the cache's time). */
  staleMs?: number;
  /** How long past its time at most a stale document is kept while its new renders fail (ms; keepStale). */
  staleIfErrorMs?: number;
  now?: () => number;
}

export interface HtmlCache<D extends CachedDocument> {
  readonly enabled: boolean;
  /** The document for this key, fresh or stale; a stale or absent one counts as a miss. */
  get(key: string): CachedHit<D> | undefined;
  /** The document for this key without counting anything (what get would answer). */
  peek(key: string): CachedHit<D> | undefined;
  /** Whether a render for this key would be kept: the key missed before, within the cache's time. */
  wants(key: string): boolean;
  /** Keeps the document for the cache's time, or `ttlMs` when that is shorter (what it shows changes sooner). */
  set(key: string, document: D, ttlMs?: number): void;
  /** Drops every document (the data they show changed). */
  clear(): void;
  /** Keeps a stale document `staleMs` longer from now (its new render failed), up to `staleIfErrorMs` past its time. */
  keepStale(key: string): void;
}

/** A page a few minutes old is better than one whose data failed; and no older (what it shows moves on). */
const DEFAULT_STALE_IF_ERROR_MS = 5 * 60_000;

export function createHtmlCache<D extends CachedDocument>({
  ttlMs,
  maxEntries = 500,
  maxBytes = 50_000_000,
  staleMs = ttlMs,
  staleIfErrorMs = DEFAULT_STALE_IF_ERROR_MS,
  now = Date.now,
}: HtmlCacheOptions): HtmlCache<D> {
  type Entry = { document: D; until: number; staleUntil: number; size: number };
  // Map order is recency: a hit moves its entry to the end, eviction takes from the front.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Misses per key not kept now, since the first of them (the same order, and bounded too). A key whose document ran
  // out or was dropped counts as missed before: it was asked for, and its next render is kept.
  const misses = new Map<string, { times: number; since: number }>();
  const missed = (key: string, times = 1) => {
    const earlier = misses.get(key);
    const current = now();
    const fresh = earlier && current - earlier.since < ttlMs ? earlier : { times: 0, since: current };
    misses.delete(key);
    misses.set(key, { times: fresh.times + times, since: fresh.since });
    if (misses.size > maxEntries * 4) misses.delete(misses.keys().next().value as string);
  };
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.size;
    entries.delete(key);
  };
  const add = (key: string, { document, until, staleUntil }: Omit<Entry, 'size'>) => {
    const size = document.size;
    entries.set(key, { document, until, staleUntil, size });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
  };
  const hitOf = (entry: Entry | undefined, at: number): CachedHit<D> | undefined => {
    if (!entry || entry.staleUntil <= at) return undefined;
    const remainingMs = Math.max(0, entry.until - at);
    return { document: entry.document, remainingMs, stale: remainingMs === 0 };
  };
  return {
    enabled: ttlMs > 0,
    get(key) {
      const entry = entries.get(key);
      drop(key);
      const hit = hitOf(entry, now());
      if (entry && hit) add(key, entry);
      if (ttlMs > 0 && (!hit || hit.stale)) missed(key, entry ? 2 : 1);
      return hit;
    },
    peek(key) {
      return hitOf(entries.get(key), now());
    },
    wants(key) {
      return (misses.get(key)?.times ?? 0) >= 2;
    },
    clear() {
      for (const key of entries.keys()) missed(key);
      entries.clear();
      bytes = 0;
    },
    keepStale(key) {
      const entry = entries.get(key);
      if (!entry || entry.staleUntil <= entry.until) return;
      entry.staleUntil = Math.max(entry.staleUntil, Math.min(now() + staleMs, entry.until + staleIfErrorMs));
    },
    set(key, document, shorterMs = Infinity) {
      const keepMs = Math.min(ttlMs, shorterMs);
      if (keepMs <= 0 || document.size > maxBytes) return;
      drop(key);
      misses.delete(key);
      const until = now() + keepMs;
      add(key, { document, until, staleUntil: keepMs < ttlMs ? until : until + staleMs });
    },
  };
}

/** The key of a document: its address and the remote versions it was rendered with. */
export function documentKey(url: string, remotes: Record<string, string>): string {
  return `${url}\n${JSON.stringify(Object.entries(remotes).sort(([a], [b]) => a.localeCompare(b)))}`;
}
