// Rendered heads kept for a short time, oldest dropped first, and one catalogue call at a time per page: a burst of
// visitors to a new page waits for the same answer.

export interface RenderCacheOptions {
  /** How long an entry is reused (ms); 0 turns the cache off. */
  ttlMs: number;
  /** Most entries kept. */
  maxEntries: number;
}

export function createRenderCache<T extends { cacheable: boolean }>({ ttlMs, maxEntries }: RenderCacheOptions) {
  const cache = new Map<string, { rendered: T; expires: number }>();
  const inFlight = new Map<string, Promise<T>>();

  return async function cached(key: string, render: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.rendered;
    const running = inFlight.get(key);
    if (running) return running;
    const promise = render().then((rendered) => {
      if (rendered.cacheable && ttlMs > 0) {
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
      inFlight.delete(key);
    }
  };
}
