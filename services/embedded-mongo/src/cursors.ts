// Server-side cursors: results are computed once, then handed out in batches by getMore.
import { calculateObjectSize, Long } from 'bson';
import { EncodedDocCache, EncodedDocs, type DocEncoder } from './encodedDocs';
import type { Doc } from './values';

export const MAX_BSON_SIZE = 16 * 1024 * 1024;
/** Leave room for the reply envelope around a batch. */
const MAX_BATCH_BYTES = MAX_BSON_SIZE - 64 * 1024;
export const DEFAULT_FIRST_BATCH = 101;

export interface ServerCursor {
  id: Long;
  ns: string;
  docs: Doc[];
  pos: number;
  project: ((docs: Doc[]) => Doc[]) | null;
  /** Set when `docs` are stored documents: batches are then encoded through the registry's cache (encodedDocs.ts). */
  encoder?: DocEncoder | null;
  lastUsed: number;
  noTimeout: boolean;
}

export class CursorRegistry {
  private readonly cursors = new Map<string, ServerCursor>();
  private nextId = 1 + Math.floor(Math.random() * 1_000_000);
  /** Encodings of stored documents handed out by `find` (see `open`'s `encode`). */
  readonly encoded = new EncodedDocCache();

  constructor(private readonly timeoutMs: number) {}

  get size(): number {
    return this.cursors.size;
  }

  /** Takes the next batch from `docs` starting at `pos` (`batchSize` 0/undefined = size-bounded). */
  static takeBatch(
    cursor: Pick<ServerCursor, 'docs' | 'pos' | 'project' | 'encoder'>,
    batchSize: number | undefined,
  ): Doc[] | EncodedDocs {
    const max = batchSize && batchSize > 0 ? batchSize : Infinity;
    const end = Math.min(cursor.docs.length, cursor.pos + (max === Infinity ? cursor.docs.length : max));
    if (cursor.encoder) {
      const buffers: Uint8Array[] = [];
      let bytes = 0;
      for (let i = cursor.pos; i < end; i++) {
        const encoded = cursor.encoder.cache.encode(cursor.docs[i], cursor.encoder);
        bytes += encoded.length + 8;
        if (bytes > MAX_BATCH_BYTES && buffers.length > 0) break;
        buffers.push(encoded);
      }
      cursor.pos += buffers.length;
      return new EncodedDocs(buffers);
    }
    let raw = cursor.docs.slice(cursor.pos, end);
    let batch = cursor.project ? cursor.project(raw) : raw;
    if (batch.length > 1) {
      let bytes = 0;
      for (let i = 0; i < batch.length; i++) {
        bytes += calculateObjectSize(batch[i]) + 8;
        if (bytes > MAX_BATCH_BYTES && i > 0) {
          batch = batch.slice(0, i);
          raw = raw.slice(0, i);
          break;
        }
      }
    }
    cursor.pos += raw.length;
    return batch;
  }

  /** Builds a `{ cursor: { firstBatch, id, ns } }` reply, registering a cursor when more remain. */
  open(
    ns: string,
    docs: Doc[],
    opts: {
      batchSize?: number;
      singleBatch?: boolean;
      project?: ((d: Doc[]) => Doc[]) | null;
      noTimeout?: boolean;
      /**
       * `docs` are stored documents (never mutated, store.ts), to be answered whole (`project` null) or through a
       * plain projection (`project`, one document at a time, named by `key`): their encodings are cached.
       */
      encode?: { key: string; project: ((doc: Doc) => Doc) | null };
    },
  ): Doc {
    const encoder = opts.encode ? { cache: this.encoded, ...opts.encode } : null;
    const state = { docs, pos: 0, project: encoder ? null : (opts.project ?? null), encoder };
    const size = opts.batchSize === undefined ? DEFAULT_FIRST_BATCH : opts.batchSize;
    const firstBatch =
      size === 0 && !opts.singleBatch ? [] : CursorRegistry.takeBatch(state, size === 0 ? undefined : size);
    let id = Long.ZERO;
    if (state.pos < docs.length && !opts.singleBatch) {
      id = Long.fromNumber(this.nextId++);
      this.cursors.set(id.toString(), {
        id,
        ns,
        docs,
        pos: state.pos,
        project: state.project,
        encoder,
        lastUsed: Date.now(),
        noTimeout: !!opts.noTimeout,
      });
    }
    return { cursor: { firstBatch, id, ns }, ok: 1 };
  }

  get(id: string): ServerCursor | undefined {
    return this.cursors.get(id);
  }

  delete(id: string): boolean {
    return this.cursors.delete(id);
  }

  /** Drops cursors idle for longer than the timeout; returns how many. */
  sweep(now = Date.now()): number {
    let n = 0;
    for (const [id, c] of this.cursors) {
      if (!c.noTimeout && now - c.lastUsed > this.timeoutMs) {
        this.cursors.delete(id);
        n++;
      }
    }
    return n;
  }

  /** Drops every cursor of a namespace (collection dropped). */
  dropNamespace(prefix: string): void {
    for (const [id, c] of this.cursors) if (c.ns === prefix || c.ns.startsWith(prefix + '.')) this.cursors.delete(id);
  }

  clear(): void {
    this.cursors.clear();
  }
}
