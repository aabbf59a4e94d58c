// A collection's documents and indexes: index keys, unique-key checks, and index upkeep as documents come and go.
// Writes reach it through the Store (store.ts), which checks and journals them first, or replays them from the journal.
import { randomUUID } from 'node:crypto';
import { UUID } from 'bson';
import { Query } from 'mingo';
import { fail } from './errors';
import { Doc, keyOf, pathValues, setField, shellFormat } from './values';

export interface IndexSpec {
  v?: number;
  key: Doc;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  expireAfterSeconds?: number;
  partialFilterExpression?: Doc;
  [extra: string]: unknown;
}

export class Index {
  readonly fields: string[];
  readonly unique: boolean;
  readonly sparse: boolean;
  readonly partial: Query | null;
  /** index key -> ids (canonical `_id` keys) */
  readonly map = new Map<string, Set<string>>();

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.unique = !!spec.unique;
    this.sparse = !!spec.sparse;
    this.partial = spec.partialFilterExpression ? new Query(spec.partialFilterExpression, {}) : null;
  }

  get name(): string {
    return this.spec.name;
  }

  /** Index keys of a document (several when a field is an array), empty when not indexed. */
  keysFor(doc: Doc): string[] {
    if (this.partial && !this.partial.test(doc)) return [];
    let keys: string[] = [''];
    let anyPresent = false;
    for (const f of this.fields) {
      const vals = pathValues(doc, f);
      if (vals.length) anyPresent = true;
      const parts = vals.length ? Array.from(new Set(vals.map(keyOf))) : ['z'];
      if (this.fields.length === 1) {
        keys = parts;
      } else {
        const next: string[] = [];
        for (const k of keys) for (const p of parts) next.push(k + p.length + ':' + p);
        keys = next;
      }
    }
    if (this.sparse && !anyPresent) return [];
    return keys;
  }

  add(idKey: string, keys: string[]): void {
    for (const k of keys) {
      let set = this.map.get(k);
      if (!set) this.map.set(k, (set = new Set()));
      set.add(idKey);
    }
  }

  remove(idKey: string, keys: string[]): void {
    for (const k of keys) {
      const set = this.map.get(k);
      if (!set) continue;
      set.delete(idKey);
      if (set.size === 0) this.map.delete(k);
    }
  }

  /** Key values of a document as MongoDB reports them in `keyValue`. */
  keyValue(doc: Doc): Doc {
    const out: Doc = {};
    for (const f of this.fields) {
      const vals = pathValues(doc, f);
      setField(out, f, vals.length ? vals[0] : null);
    }
    return out;
  }
}

export class Collection {
  readonly docs = new Map<string, Doc>();
  readonly indexes: Index[] = [];
  readonly uuid: UUID;

  constructor(
    readonly db: string,
    readonly name: string,
    readonly options: Doc = {},
  ) {
    this.uuid = new UUID(randomUUID());
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  findIndex(name: string): Index | undefined {
    return this.indexes.find((i) => i.name === name);
  }

  /** Throws E11000 when `doc` would collide with another document (ignoring `selfId`). */
  checkUnique(doc: Doc, idKey: string, selfId: string | null): void {
    if (selfId === null && this.docs.has(idKey)) this.dupError('_id_', { _id: 1 }, { _id: doc._id });
    for (const idx of this.indexes) {
      if (!idx.unique) continue;
      for (const k of idx.keysFor(doc)) {
        const set = idx.map.get(k);
        if (!set) continue;
        for (const other of set) {
          if (other !== selfId) this.dupError(idx.name, idx.spec.key, idx.keyValue(doc));
        }
      }
    }
  }

  dupError(indexName: string, keyPattern: Doc, keyValue: Doc): never {
    const shown = Object.keys(keyValue)
      .map((k) => `${k}: ${shellFormat(keyValue[k])}`)
      .join(', ');
    fail(
      'DuplicateKey',
      `E11000 duplicate key error collection: ${this.ns} index: ${indexName} dup key: { ${shown} }`,
      { keyPattern, keyValue },
    );
  }

  /** Stores a new document (no checks). */
  putNew(idKey: string, doc: Doc): void {
    this.docs.set(idKey, doc);
    for (const idx of this.indexes) idx.add(idKey, idx.keysFor(doc));
  }

  /** Replaces or inserts a document (no checks). */
  put(doc: Doc): void {
    const idKey = keyOf(doc._id);
    const old = this.docs.get(idKey);
    if (old) this.unindex(idKey, old);
    this.putNew(idKey, doc);
  }

  remove(idKey: string): Doc | undefined {
    const old = this.docs.get(idKey);
    if (!old) return undefined;
    this.unindex(idKey, old);
    this.docs.delete(idKey);
    return old;
  }

  private unindex(idKey: string, doc: Doc): void {
    for (const idx of this.indexes) idx.remove(idKey, idx.keysFor(doc));
  }

  /** Builds an index over the existing documents; throws E11000 (and leaves nothing) on a clash. */
  addIndex(spec: IndexSpec): Index {
    const idx = new Index(spec);
    for (const [idKey, doc] of this.docs) {
      const keys = idx.keysFor(doc);
      if (idx.unique) {
        for (const k of keys) {
          const set = idx.map.get(k);
          if (set && set.size && !set.has(idKey)) this.dupError(idx.name, spec.key, idx.keyValue(doc));
        }
      }
      idx.add(idKey, keys);
    }
    this.indexes.push(idx);
    return idx;
  }

  /** Replay path: builds an index without uniqueness checks. */
  addIndexUnchecked(spec: IndexSpec): void {
    const idx = new Index(spec);
    for (const [idKey, doc] of this.docs) idx.add(idKey, idx.keysFor(doc));
    this.indexes.push(idx);
  }

  dropIndex(name: string): void {
    const i = this.indexes.findIndex((x) => x.name === name);
    if (i >= 0) this.indexes.splice(i, 1);
  }

  /** Replaces the options and sets the `hidden` flag of the named indexes (collMod). */
  modify(options: Doc, hidden: Record<string, boolean>): void {
    for (const k of Object.keys(this.options)) delete this.options[k];
    Object.assign(this.options, options);
    for (const [name, flag] of Object.entries(hidden)) {
      const idx = this.findIndex(name);
      if (!idx) continue;
      if (flag) idx.spec.hidden = true;
      else delete idx.spec.hidden;
    }
  }

  indexSpecs(): IndexSpec[] {
    return [{ v: 2, key: { _id: 1 }, name: '_id_' }, ...this.indexes.map((i) => i.spec)];
  }
}
