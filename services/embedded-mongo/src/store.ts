// In-memory databases, collections and indexes. Documents are stored copy-on-write: a stored
// document object is never mutated after it is stored (updates store a new object), so cursors can
// hold references to results without cloning them.
import { randomUUID } from 'node:crypto';
import { UUID } from 'bson';
import { Query } from 'mingo';
import { fail } from './errors';
import { checkGeoKeys } from './geo';
import { checkDocumentSize } from './limits';
import { checkValidator } from './validation';
import { Doc, keyOf, newObjectId, pathValues, shellFormat } from './values';

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

/** Receives every change, in order, so it can be journaled. */
export interface ChangeLog {
  /** Encodes a change before it is applied (so an unencodable document changes nothing). */
  prepare(rec: Doc): Buffer;
  /** Queues an encoded change once it has been applied. */
  commit(encoded: Buffer): void;
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
      out[f] = vals.length ? vals[0] : null;
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

export class Database {
  readonly collections = new Map<string, Collection>();
  constructor(readonly name: string) {}
}

const INVALID_DB_CHARS = /[/\\. "$\0]/;

export function validateDbName(name: unknown): string {
  if (typeof name !== 'string' || name.length === 0 || name.length > 63 || INVALID_DB_CHARS.test(name)) {
    fail('InvalidNamespace', `Invalid database name: '${String(name)}'`);
  }
  return name;
}

export function validateCollName(db: string, name: unknown): string {
  if (typeof name !== 'string' || name.length === 0 || name.includes('\0') || name.startsWith('.')) {
    fail('InvalidNamespace', `Invalid collection name: '${db}.${String(name)}'`);
  }
  if (name.includes('$')) fail('InvalidNamespace', `Invalid collection name: '${db}.${name}'`);
  return name;
}

/** All databases, plus the journaling hooks for every mutation. */
export class Store {
  readonly dbs = new Map<string, Database>();
  changeLog: ChangeLog | null = null;

  private log(rec: Doc): void {
    this.changeLog?.commit(this.changeLog.prepare(rec));
  }

  private prepare(rec: Doc): Buffer | null {
    return this.changeLog ? this.changeLog.prepare(rec) : null;
  }

  private commit(encoded: Buffer | null): void {
    if (encoded) this.changeLog?.commit(encoded);
  }

  getDb(name: string): Database | undefined {
    return this.dbs.get(name);
  }

  getColl(db: string, coll: string): Collection | undefined {
    return this.dbs.get(db)?.collections.get(coll);
  }

  /** Returns the collection, creating database and collection implicitly when absent. */
  ensureColl(db: string, coll: string, options: Doc = {}): { coll: Collection; created: boolean } {
    validateDbName(db);
    validateCollName(db, coll);
    let d = this.dbs.get(db);
    if (!d) this.dbs.set(db, (d = new Database(db)));
    let c = d.collections.get(coll);
    if (c) return { coll: c, created: false };
    c = new Collection(db, coll, options);
    d.collections.set(coll, c);
    this.log({ o: 'cc', d: db, c: coll, opts: options });
    return { coll: c, created: true };
  }

  dropColl(db: string, coll: string): boolean {
    const d = this.dbs.get(db);
    if (!d || !d.collections.has(coll)) return false;
    d.collections.delete(coll);
    if (d.collections.size === 0) this.dbs.delete(db);
    this.log({ o: 'dc', d: db, c: coll });
    return true;
  }

  dropDb(db: string): void {
    if (!this.dbs.delete(db)) return;
    this.log({ o: 'dd', d: db });
  }

  /** Inserts after duplicate checks; fills `_id` when missing (placed first, like MongoDB). */
  insert(coll: Collection, doc: Doc): Doc {
    if (doc._id === undefined) {
      doc = { _id: newObjectId(), ...doc };
    } else if (Array.isArray(doc._id)) {
      fail('BadValue', `can't use an array for _id`);
    } else if (doc._id instanceof RegExp) {
      fail('BadValue', `can't use a regex for _id`);
    } else if (Object.keys(doc)[0] !== '_id') {
      const { _id, ...rest } = doc;
      doc = { _id, ...rest };
    }
    checkDocumentSize(doc, 'insert');
    checkValidator(coll.options, doc, null);
    checkGeoKeys(coll.indexes, doc);
    const idKey = keyOf(doc._id);
    coll.checkUnique(doc, idKey, null);
    const encoded = this.prepare({ o: 'p', d: coll.db, c: coll.name, v: doc });
    coll.putNew(idKey, doc);
    this.commit(encoded);
    return doc;
  }

  /** Replaces the stored document having the same `_id` after unique checks. */
  replace(coll: Collection, idKey: string, doc: Doc): void {
    checkDocumentSize(doc, 'update');
    checkValidator(coll.options, doc, coll.docs.get(idKey) ?? null);
    checkGeoKeys(coll.indexes, doc);
    coll.checkUnique(doc, idKey, idKey);
    const encoded = this.prepare({ o: 'p', d: coll.db, c: coll.name, v: doc });
    coll.put(doc);
    this.commit(encoded);
  }

  remove(coll: Collection, idKey: string): Doc | undefined {
    const old = coll.remove(idKey);
    if (old) this.log({ o: 'r', d: coll.db, c: coll.name, k: old._id });
    return old;
  }

  createIndex(coll: Collection, spec: IndexSpec): void {
    coll.addIndex(spec);
    this.log({ o: 'ci', d: coll.db, c: coll.name, spec });
  }

  dropIndex(coll: Collection, name: string): void {
    coll.dropIndex(name);
    this.log({ o: 'di', d: coll.db, c: coll.name, n: name });
  }

  /** collMod (collectionOptions.ts): new collection options and hidden flags of indexes by name. */
  modifyColl(coll: Collection, options: Doc, hidden: Record<string, boolean>): void {
    coll.modify(options, hidden);
    this.log({ o: 'cm', d: coll.db, c: coll.name, opts: options, hidden });
  }

  /** Applies a journal/snapshot record (replay: no checks, idempotent). */
  apply(rec: Doc): void {
    const db = rec.d as string;
    const cn = rec.c as string;
    const get = (): Collection => {
      let d = this.dbs.get(db);
      if (!d) this.dbs.set(db, (d = new Database(db)));
      let c = d.collections.get(cn);
      if (!c) d.collections.set(cn, (c = new Collection(db, cn, (rec.opts as Doc) ?? {})));
      return c;
    };
    switch (rec.o) {
      case 'cc': {
        const c = get();
        if (rec.uuid) Object.assign(c, { uuid: rec.uuid });
        for (const spec of (rec.idx as IndexSpec[] | undefined) ?? []) {
          if (!c.findIndex(spec.name)) c.addIndexUnchecked(spec);
        }
        break;
      }
      case 'dc': {
        const d = this.dbs.get(db);
        d?.collections.delete(cn);
        if (d && d.collections.size === 0) this.dbs.delete(db);
        break;
      }
      case 'dd':
        this.dbs.delete(db);
        break;
      case 'p':
        get().put(rec.v as Doc);
        break;
      case 'r':
        get().remove(keyOf(rec.k));
        break;
      case 'ci': {
        const c = get();
        const spec = rec.spec as IndexSpec;
        if (!c.findIndex(spec.name)) c.addIndexUnchecked(spec);
        break;
      }
      case 'di':
        get().dropIndex(rec.n as string);
        break;
      case 'cm':
        get().modify(rec.opts as Doc, rec.hidden as Record<string, boolean>);
        break;
      default:
        throw new Error(`unknown journal record type ${String(rec.o)}`);
    }
  }
}
