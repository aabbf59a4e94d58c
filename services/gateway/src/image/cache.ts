// The optimiser's renderings kept in memory, least recently used out first, bounded in bytes; identical requests that
// arrive while one is being made wait for it instead of making it again.

export interface CachedImage {
  data: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** When a rendering of a source that may change is made again (ms since the epoch; Infinity: never). */
  expiresAt: number;
}

export class ImageCache {
  private readonly entries = new Map<string, CachedImage>();
  private readonly pending = new Map<string, Promise<CachedImage>>();
  private bytes = 0;

  constructor(
    /** Largest total of the kept images' bytes. */
    readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Bytes held now. */
  get size(): number {
    return this.bytes;
  }

  /** The kept rendering of `key`, else the one `make` gives (made once however many ask meanwhile). */
  get(key: string, make: () => Promise<CachedImage>): Promise<CachedImage> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) {
      // Map order is the recency order: move the entry to the end.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return Promise.resolve(hit);
    }
    if (hit) this.remove(key, hit);
    let waiting = this.pending.get(key);
    if (!waiting) {
      waiting = make()
        .then((image) => {
          this.keep(key, image);
          return image;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, waiting);
    }
    return waiting;
  }

  private keep(key: string, image: CachedImage): void {
    // One image may take at most an eighth of the cache, so a few large ones cannot flush everything else.
    if (image.data.length > this.maxBytes / 8) return;
    this.entries.set(key, image);
    this.bytes += image.data.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldKey, old);
    }
  }

  private remove(key: string, image: CachedImage): void {
    this.entries.delete(key);
    this.bytes -= image.data.length;
  }
}
