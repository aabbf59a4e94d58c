// Server-side cursors: results are computed once, then handed out in batches by getMore.
import { calculateObjectSize, Long } from 'bson';
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
  lastUsed: number;
  noTimeout: boolean;
}

export class CursorRegistry {
  private readonly cursors = new Map<string, ServerCursor>();
  private nextId = 1 + Math.floor(Math.random() * 1_000_000);

  constructor(private readonly timeoutMs: number) {}

  get size(): number {
    return this.cursors.size;
  }

  /** Takes the next batch from `docs` starting at `pos` (`batchSize` 0/undefined = size-bounded). */
  static takeBatch(cursor: Pick<ServerCursor, 'docs' | 'pos' | 'project'>, batchSize: number | undefined): Doc[] {
    const max = batchSize && batchSize > 0 ? batchSize : Infinity;
    const end = Math.min(cursor.docs.length, cursor.pos + (max === Infinity ? cursor.docs.length : max));
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
    opts: { batchSize?: number; singleBatch?: boolean; project?: ((d: Doc[]) => Doc[]) | null; noTimeout?: boolean },
  ): Doc {
    const state = { docs, pos: 0, project: opts.project ?? null };
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
