// The BSON of documents a `find` hands out, kept between commands. Encoding the reply was the server's largest cost
// for repeated reads (issue 17 item 14: about half its CPU for the vehicle finder's 40 projected cards), and the same
// stored documents are read again and again. Stored documents are never mutated (store.ts: an update stores a new
// object), so the encoding of a stored object, whole or through one plain projection, stays valid for as long as
// that object lives; entries of replaced documents simply age out of the LRU.
import { serialize } from 'bson';
import type { Doc } from './values';

/** Encoded documents of a cursor batch (what `firstBatch` / `nextBatch` hold until the reply is encoded). */
export class EncodedDocs {
  constructor(readonly buffers: Uint8Array[]) {}

  get length(): number {
    return this.buffers.length;
  }
}

/** How a cursor's stored documents become reply documents: `key` names the projection ('' = the whole document). */
export interface DocEncoder {
  cache: EncodedDocCache;
  key: string;
  project: ((doc: Doc) => Doc) | null;
}

interface Entry {
  key: string;
  bytes: Uint8Array;
}

/** The encodings kept for one stored document. */
interface Kept {
  /** Weak: a replaced or deleted document is collected even while its encodings wait for eviction. */
  doc: WeakRef<Doc>;
  entries: Entry[];
  bytes: number;
}

/** Up to this many projections of one document are kept (a listing's and a detail page's, say). */
const ENTRIES_PER_DOC = 4;

/** A byte-bounded LRU of encodings, keyed by the stored document object and the projection. */
export class EncodedDocCache {
  private readonly byDoc = new WeakMap<Doc, Kept>();
  /** Least recently used first. */
  private readonly order = new Set<Kept>();
  private bytes = 0;
  /** Encodings made (misses), for tests and profiling. */
  encoded = 0;

  constructor(
    private readonly maxBytes = 32 * 1024 * 1024,
    /** Larger documents are encoded each time rather than pushing out many small ones. */
    private readonly maxDocBytes = 512 * 1024,
  ) {}

  /** The BSON of `stored` through `encoder` (cached, or encoded now and kept). */
  encode(stored: Doc, encoder: DocEncoder): Uint8Array {
    const kept = this.byDoc.get(stored);
    if (kept) {
      this.order.delete(kept);
      this.order.add(kept);
      const hit = kept.entries.find((e) => e.key === encoder.key);
      if (hit) return hit.bytes;
    }
    const bytes = serialize(encoder.project ? encoder.project(stored) : stored);
    this.encoded++;
    if (bytes.length > this.maxDocBytes) return bytes;
    let into = kept;
    if (!into) {
      into = { doc: new WeakRef(stored), entries: [], bytes: 0 };
      this.byDoc.set(stored, into);
      this.order.add(into);
    }
    into.entries.push({ key: encoder.key, bytes });
    into.bytes += bytes.length;
    this.bytes += bytes.length;
    if (into.entries.length > ENTRIES_PER_DOC) {
      const dropped = into.entries.shift()!.bytes.length;
      into.bytes -= dropped;
      this.bytes -= dropped;
    }
    for (const oldest of this.order) {
      if (this.bytes <= this.maxBytes) break;
      this.order.delete(oldest);
      this.bytes -= oldest.bytes;
      const doc = oldest.doc.deref();
      if (doc) this.byDoc.delete(doc);
    }
    return bytes;
  }

  clear(): void {
    for (const kept of this.order) {
      const doc = kept.doc.deref();
      if (doc) this.byDoc.delete(doc);
    }
    this.order.clear();
    this.bytes = 0;
  }
}

const TYPE_DOCUMENT = 0x03;
const TYPE_ARRAY = 0x04;

function cstring(s: string): Buffer {
  return Buffer.from(`${s}\0`, 'utf8');
}

/** A BSON document from its encoded elements. */
function documentOf(elements: Uint8Array[]): Uint8Array {
  const size = 4 + elements.reduce((n, e) => n + e.length, 0) + 1;
  const out = Buffer.allocUnsafe(size);
  out.writeInt32LE(size, 0);
  let at = 4;
  for (const e of elements) {
    out.set(e, at);
    at += e.length;
  }
  out[at] = 0;
  return out;
}

/** A BSON array of encoded documents, written in one allocation (keys '0', '1', ...: ASCII digits). */
function arrayOf(docs: Uint8Array[]): Uint8Array {
  let size = 4 + 1;
  for (let i = 0; i < docs.length; i++) size += 1 + String(i).length + 1 + docs[i].length;
  const out = Buffer.allocUnsafe(size);
  out.writeInt32LE(size, 0);
  let at = 4;
  for (let i = 0; i < docs.length; i++) {
    out[at++] = TYPE_DOCUMENT;
    at += out.write(String(i), at, 'latin1');
    out[at++] = 0;
    out.set(docs[i], at);
    at += docs[i].length;
  }
  out[at] = 0;
  return out;
}

function holdsEncoded(v: unknown): boolean {
  if (v instanceof EncodedDocs) return true;
  if (v === null || typeof v !== 'object' || Array.isArray(v) || Object.getPrototypeOf(v) !== Object.prototype)
    return false;
  return Object.values(v).some(holdsEncoded);
}

function elementsOf(doc: Doc): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (const [k, v] of Object.entries(doc)) {
    if (v instanceof EncodedDocs) {
      out.push(Buffer.from([TYPE_ARRAY]), cstring(k), arrayOf(v.buffers));
    } else if (holdsEncoded(v)) {
      out.push(Buffer.from([TYPE_DOCUMENT]), cstring(k), documentOf(elementsOf(v as Doc)));
    } else {
      const one = serialize({ [k]: v });
      out.push(one.subarray(4, one.length - 1));
    }
  }
  return out;
}

/**
 * `serialize(reply)`, where batches of `EncodedDocs` are written from their buffers: the same bytes as serialising the
 * decoded documents in their place.
 */
export function serializeReply(reply: Doc): Uint8Array {
  return holdsEncoded(reply) ? documentOf(elementsOf(reply)) : serialize(reply);
}
