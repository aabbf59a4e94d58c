// In-memory databases, and the one way writes reach their collections (collection.ts): checked, journaled, applied.
// Documents are stored copy-on-write: a stored document object is never mutated after it is stored (updates store a
// new object), so cursors can hold references to results without cloning them.
import { Collection, IndexSpec } from './collection';
import { fail } from './errors';
import { checkGeoKeys } from './geo';
import { checkDocumentSize } from './limits';
import { checkValidator } from './validation';
import { Doc, keyOf, newObjectId } from './values';
import { copyDoubleMarks } from './doubles';

/** Receives every change, in order, so it can be journaled. */
export interface ChangeLog {
  /** Encodes a change before it is applied (so an unencodable document changes nothing). */
  prepare(rec: Doc): Buffer;
  /** Queues an encoded change once it has been applied. */
  commit(encoded: Buffer): void;
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
    const given = doc;
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
    if (doc !== given) copyDoubleMarks(given, doc);
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
