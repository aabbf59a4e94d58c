// Filters and sorts on a field named `__proto__`. MongoDB queries it like any field, but mingo refuses `__proto__` in
// every path it resolves. Such paths are therefore given to mingo under another name, one no stored field can have
// (BSON field names cannot hold a NUL), and each object holding an own `__proto__` field answers that name too: a
// non-enumerable getter, invisible to the encoder, to copies and to every `Object.keys`, defined when a query or
// sort naming it first reads the document. Nothing is ever written through `__proto__`.
import { Query } from 'mingo';
import type { MingoOptions } from './mingoOptions';

type Doc = Record<string, unknown>;

/** The name mingo reads a `__proto__` field by. */
export const PROTO_ALIAS = '\u0000__proto__';

const PROTO = '__proto__';

/** A field path with its `__proto__` parts under PROTO_ALIAS (the same string when it has none). */
export function aliasProtoPath(path: string): string {
  if (!path.includes(PROTO)) return path;
  return path
    .split('.')
    .map((p) => (p === PROTO ? PROTO_ALIAS : p))
    .join('.');
}

/** True when a filter or sort names PROTO_ALIAS in one of its keys, at any depth. */
export function namesProtoAlias(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(namesProtoAlias);
  if (v === null || typeof v !== 'object' || (v as { _bsontype?: unknown })._bsontype) return false;
  return Object.keys(v).some((k) => k.includes(PROTO_ALIAS) || namesProtoAlias((v as Doc)[k]));
}

function aliasGetter(this: Doc): unknown {
  return Object.getOwnPropertyDescriptor(this, PROTO)?.value;
}

/** Makes every object of `doc` holding an own `__proto__` field answer PROTO_ALIAS as well (see above). */
export function ensureProtoAliases(doc: unknown): void {
  if (Array.isArray(doc)) {
    for (const x of doc) ensureProtoAliases(x);
    return;
  }
  if (doc === null || typeof doc !== 'object') return;
  const proto = Object.getPrototypeOf(doc);
  if (proto !== Object.prototype && proto !== null) return;
  if (Object.hasOwn(doc, PROTO) && !Object.hasOwn(doc, PROTO_ALIAS))
    Object.defineProperty(doc, PROTO_ALIAS, { get: aliasGetter, enumerable: false, configurable: true });
  for (const k of Object.keys(doc)) ensureProtoAliases((doc as Doc)[k]);
}

/** A mingo query that first gives the document its aliases. */
class ProtoAliasQuery extends Query {
  override test(obj: Doc): boolean {
    ensureProtoAliases(obj);
    return super.test(obj);
  }
}

/** The mingo query for a prepared filter: one that aliases `__proto__` fields when the filter reads one. */
export function queryFor(filter: Doc, opts: MingoOptions): Query {
  return namesProtoAlias(filter) ? new ProtoAliasQuery(filter, opts) : new Query(filter, opts);
}
