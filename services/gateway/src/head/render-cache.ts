// Rendered heads kept for a short time, oldest dropped first, and one catalogue call at a time per page: a burst of
// visitors to a new page waits for the same answer. `forget` drops them all when what they show changed (a write of
// the catalogue, the reviews or the back office); a render under way then is not kept, since it may have read the
// data from before the write.

export interface RenderCacheOptions {
  /** How long an entry is reused (ms); 0 turns the cache off. */
  ttlMs: number;
  /** Most entries kept. */
  maxEntries: number;
}

export interface RenderCache<T> {
  (key: string, render: () => Promise<T>): Promise<T>;
  /** Drops every entry, and keeps no render under way now. */
  forget(): void;
}

export function createRenderCache<T extends { cacheable: boolean }>({
  ttlMs,
  maxEntries,
}: RenderCacheOptions): RenderCache<T> {
  const cache = new Map<string, { rendered: T; expires: number }>();
  const inFlight = new Map<string, Promise<T>>();
  let generation = 0;

  const cached = async function cached(key: string, render: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.rendered;
    const running = inFlight.get(key);
    if (running) return running;
    const startedIn = generation;
    const promise = render().then((rendered) => {
      if (rendered.cacheable && ttlMs > 0 && startedIn === generation) {
        cache.delete(key);
        cache.set(key, { rendered, expires: Date.now() + ttlMs });
        while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
      }
      return rendered;
    });
    inFlight.set(key, promise);
    try {
      return await promise;
    } finally {
      if (inFlight.get(key) === promise) inFlight.delete(key);
    }
  };
  return Object.assign(cached, {
    forget: () => {
      generation += 1;
      cache.clear();
      // A visitor asking now waits for a render of their own, not one that may have read the data from before.
      inFlight.clear();
    },
  });
}
