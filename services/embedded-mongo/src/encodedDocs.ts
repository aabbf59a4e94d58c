// The BSON of documents a `find` hands out, kept between commands. Encoding the reply was the server's largest cost
// for repeated reads (about half its CPU for the vehicle finder's 40 projected cards), and the same
// stored documents are read again and again. Stored documents are never mutated (store.ts: an update stores a new
// object), so the encoding of a stored object, whole or through one plain projection, stays valid for as long as
// that object lives; entries of replaced documents simply age out of the LRU.
import { serialize } from 'bson';
import { wrapDoubles } from './doubles';
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
    const bytes = serialize(wrapDoubles(encoder.project ? encoder.project(stored) : stored));
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

/**
 * Part of a reply being written: its size is known before anything is written, so the whole message takes one
 * allocation. Copying a large reply through several buffers (the batch, the cursor document, the reply, the message)
 * made every vehicle-finder answer allocate four times its 42 KB outside the JavaScript heap, which triggered a full
 * garbage collection of the whole store every few hundred requests.
 */
interface Part {
  size: number;
  write(out: Buffer, at: number): void;
}

const bytesPart = (bytes: Uint8Array): Part => ({ size: bytes.length, write: (out, at) => out.set(bytes, at) });

/** A BSON document of elements: its size, the elements, a closing zero. */
function documentPart(elements: Part[]): Part {
  let size = 4 + 1;
  for (const e of elements) size += e.size;
  return {
    size,
    write(out, at) {
      out.writeInt32LE(size, at);
      let next = at + 4;
      for (const e of elements) {
        e.write(out, next);
        next += e.size;
      }
      out[next] = 0;
    },
  };
}

/** An element holding an embedded document or array: its type, its name (a C string), then the value. */
function elementPart(type: number, name: string, value: Part): Part {
  const nameBytes = Buffer.byteLength(name, 'utf8');
  return {
    size: 1 + nameBytes + 1 + value.size,
    write(out, at) {
      out[at] = type;
      out.write(name, at + 1, nameBytes, 'utf8');
      out[at + 1 + nameBytes] = 0;
      value.write(out, at + 2 + nameBytes);
    },
  };
}

/** A BSON array of encoded documents (keys '0', '1', ...: ASCII digits). */
function arrayPart(docs: Uint8Array[]): Part {
  let size = 4 + 1;
  for (let i = 0; i < docs.length; i++) size += 1 + String(i).length + 1 + docs[i].length;
  return {
    size,
    write(out, at) {
      out.writeInt32LE(size, at);
      let next = at + 4;
      for (let i = 0; i < docs.length; i++) {
        out[next++] = TYPE_DOCUMENT;
        next += out.write(String(i), next, 'latin1');
        out[next++] = 0;
        out.set(docs[i], next);
        next += docs[i].length;
      }
      out[next] = 0;
    },
  };
}

function holdsEncoded(v: unknown): boolean {
  if (v instanceof EncodedDocs) return true;
  if (v === null || typeof v !== 'object' || Array.isArray(v) || Object.getPrototypeOf(v) !== Object.prototype)
    return false;
  return Object.values(v).some(holdsEncoded);
}

function documentOf(doc: Doc): Part {
  const elements: Part[] = [];
  for (const [k, v] of Object.entries(doc)) {
    if (v instanceof EncodedDocs) elements.push(elementPart(TYPE_ARRAY, k, arrayPart(v.buffers)));
    else if (holdsEncoded(v)) elements.push(elementPart(TYPE_DOCUMENT, k, documentOf(v as Doc)));
    else {
      const one = serialize({ [k]: v });
      elements.push(bytesPart(one.subarray(4, one.length - 1)));
    }
  }
  return documentPart(elements);
}

/**
 * `serialize(reply)` after `room` bytes left for the caller's message header, in one buffer. Batches of
 * `EncodedDocs` are written from their buffers: the same bytes as serialising the decoded documents in their place.
 */
export function serializeReply(reply: Doc, room = 0): Buffer {
  reply = wrapDoubles(reply); // integral doubles written as doubles (doubles.ts)
  const body = holdsEncoded(reply) ? documentOf(reply) : bytesPart(serialize(reply));
  const out = Buffer.allocUnsafe(room + body.size);
  body.write(out, room);
  return out;
}
