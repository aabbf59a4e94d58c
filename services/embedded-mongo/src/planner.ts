// Query planning: the access path of a filter (the `_id` hash, the secondary index whose equality lookup yields the
// fewest candidates, or a collection scan), and what is left to check on each candidate. Conditions the lookup has
// decided are not checked again; equality and `$in` on values with a canonical key (values.ts `keyOf`) are checked by
// comparing keys, as the indexes do; only the rest goes through mingo, whose compiled queries are cached per filter
// because compiling costs more than matching a few hundred documents.
import { Query } from 'mingo';
import type { Collection, Index } from './collection';
import type { MingoOptions } from './mingoOptions';
import { PROTO_ALIAS } from './protoAlias';
import { bsonType, Doc, isPlainObject, keyOf, ownField, setField } from './values';

export type Plan =
  { stage: 'IDHACK' } | { stage: 'IXSCAN'; indexName: string; keyPattern: Doc } | { stage: 'COLLSCAN' };

/** A condition on a field decided by canonical keys: the field reaches a value whose key is one of `keys`. */
interface KeyCondition {
  path: string;
  keys: Set<string>;
  /** The string values among the keys, as they are (no key to build per comparison). */
  strings: Set<string>;
  parts: string[];
  numeric: boolean[];
  /** The condition is nothing but this equality (`v`, `{$eq: v}`, `{$in: [...]}`): deciding the keys decides it. */
  exact: boolean;
}

export interface QueryPlan {
  plan: Plan;
  /** Candidate documents (stored references). */
  docs: Iterable<Doc>;
  /** Conditions still to check on each candidate with key comparisons. */
  keyChecks: KeyCondition[];
  /** The rest of the filter, for mingo; null when nothing is left. */
  residual: Doc | null;
}

/**
 * Values whose canonical key identifies them for equality: two such values are equal for MongoDB exactly when their
 * keys are (numbers of every width share one key). Strings only under binary comparison (no collation). A UUID is a
 * Binary (bson reports its type as such).
 */
export function keyed(v: unknown, binaryStrings: boolean): boolean {
  switch (typeof v) {
    case 'string':
      return binaryStrings;
    case 'boolean':
      return true;
    case 'number':
      return !Number.isNaN(v);
    case 'object': {
      if (v === null) return false;
      if (v instanceof Date) return true;
      const t = bsonType(v);
      return t === 'ObjectId' || t === 'Long' || t === 'Int32' || t === 'Double' || t === 'Binary';
    }
    default:
      return false;
  }
}

const MAX_IN_VALUES = 10_000;

function keyCondition(path: string, values: unknown[], exact: boolean): KeyCondition {
  const parts = path.split('.');
  const strings = new Set<string>();
  for (const v of values) if (typeof v === 'string') strings.add(v);
  return { path, keys: new Set(values.map(keyOf)), strings, parts, numeric: parts.map((p) => /^\d+$/.test(p)), exact };
}

/** The values an equality-like condition (`v`, `{$eq: v}`, `{$in: [...]}`, possibly with other operators) requires. */
function equalityCondition(path: string, cond: unknown, binaryStrings: boolean): KeyCondition | null {
  if (cond === undefined) return null;
  if (keyed(cond, binaryStrings)) return keyCondition(path, [cond], true);
  if (!isPlainObject(cond)) return null;
  const ops = Object.keys(cond);
  if (ops.length === 0 || !ops.every((k) => k.startsWith('$'))) return null;
  const exact = ops.length === 1;
  if ('$eq' in cond && keyed(cond.$eq, binaryStrings)) return keyCondition(path, [cond.$eq], exact);
  const list = cond.$in;
  if (Array.isArray(list) && list.length <= MAX_IN_VALUES && list.every((v) => keyed(v, binaryStrings)))
    return keyCondition(path, list, exact);
  return null;
}

/** A dotted path the key checks can walk (anything unusual is left to mingo). */
const PLAIN_PATH = /^[^.$][^.]*(\.[^.]+)*$/;

const hasCollation = (opts: MingoOptions): boolean => !!(opts as { collation?: unknown }).collation;

/** Ids an index holds for every combination of the required keys; null when a field has no equality condition. */
function indexLookup(idx: Index, conds: Map<string, KeyCondition>): Set<string>[] | null {
  let keys: string[] = [''];
  for (const f of idx.fields) {
    const cond = conds.get(f);
    if (!cond) return null;
    const parts = Array.from(cond.keys);
    if (idx.fields.length === 1) keys = parts;
    else keys = keys.flatMap((k) => parts.map((p) => k + p.length + ':' + p));
  }
  const sets: Set<string>[] = [];
  for (const k of keys) {
    const set = idx.map.get(k);
    if (set) sets.push(set);
  }
  return sets;
}

/** The stored documents of some ids, fetched as they are consumed (a limit stops the walk early). */
function* fetch(coll: Collection, ids: Set<string>): Generator<Doc> {
  for (const id of ids) {
    const d = coll.docs.get(id);
    if (d) yield d;
  }
}

/** Plans a filter already rewritten by the server's operators (queryOperators.ts `prepareFilter`). */
export function planQuery(coll: Collection, filter: Doc, opts: MingoOptions): QueryPlan {
  const binaryStrings = !hasCollation(opts);
  const conds = new Map<string, KeyCondition>();
  for (const path of Object.keys(filter)) {
    // a path through `__proto__` fields is left to mingo, which reads them by their alias (protoAlias.ts)
    if (!PLAIN_PATH.test(path) || path.includes(PROTO_ALIAS)) continue;
    const cond = equalityCondition(path, filter[path], binaryStrings);
    if (cond) conds.set(path, cond);
  }
  let plan: Plan = { stage: 'COLLSCAN' };
  let docs: Iterable<Doc> = coll.docs.values();
  const decided = new Set<string>();
  const idCond = conds.get('_id');
  if (idCond) {
    const out: Doc[] = [];
    for (const k of idCond.keys) {
      const d = coll.docs.get(k);
      if (d) out.push(d);
    }
    plan = { stage: 'IDHACK' };
    docs = out;
    decided.add('_id');
  } else if (conds.size) {
    let best: { idx: Index; sets: Set<string>[]; size: number } | null = null;
    for (const idx of coll.indexes) {
      if (idx.partial || idx.spec.hidden) continue; // hidden (collMod) indexes are not planned
      const sets = indexLookup(idx, conds);
      if (!sets) continue;
      const size = sets.reduce((n, s) => n + s.size, 0);
      if (!best || size < best.size) best = { idx, sets, size };
    }
    if (best) {
      const ids = best.sets.length === 1 ? best.sets[0] : new Set(best.sets.flatMap((s) => Array.from(s)));
      plan = { stage: 'IXSCAN', indexName: best.idx.name, keyPattern: best.idx.spec.key };
      docs = fetch(coll, ids);
      for (const f of best.idx.fields) decided.add(f);
    }
  }
  const keyChecks: KeyCondition[] = [];
  let residual: Doc | null = null;
  for (const path of Object.keys(filter)) {
    const cond = conds.get(path);
    if (cond?.exact && decided.has(path)) continue;
    if (cond?.exact) {
      keyChecks.push(cond);
      continue;
    }
    setField((residual ??= {}), path, filter[path]);
  }
  return { plan, docs, keyChecks, residual };
}

/** Walks a path the way values.ts `pathValues` does (arrays traversed, numeric parts also index them). */
function someValue(v: unknown, parts: string[], numeric: boolean[], i: number, test: (x: unknown) => boolean): boolean {
  if (i === parts.length) {
    if (Array.isArray(v)) {
      for (const x of v) if (test(x)) return true;
      return false;
    }
    return v !== undefined && test(v);
  }
  if (Array.isArray(v)) {
    if (numeric[i] && someValue(v[Number(parts[i])], parts, numeric, i + 1, test)) return true;
    for (const el of v)
      if (el !== null && typeof el === 'object' && !Array.isArray(el) && someValue(el, parts, numeric, i, test))
        return true;
    return false;
  }
  if (v !== null && typeof v === 'object' && !(v instanceof Date) && (isPlainObject(v) || !bsonType(v)))
    return someValue(ownField(v, parts[i]), parts, numeric, i + 1, test);
  return false;
}

/** true/false when the keys decide; undefined when a value needs the full comparison (Decimal128 against numbers). */
function keysMatch(doc: Doc, cond: KeyCondition): boolean | undefined {
  let undecided = false;
  const { keys, strings } = cond;
  const found = someValue(doc, cond.parts, cond.numeric, 0, (v) => {
    if (typeof v === 'string') return strings.has(v);
    if (keys.has(keyOf(v))) return true;
    if (bsonType(v) === 'Decimal128') undecided = true;
    return false;
  });
  return found ? true : undecided ? undefined : false;
}

const COMPILED_MAX = 1000;
const compiled = new Map<string, Query>();
/** Parts of a filter whose compiled form could depend on the moment or the caller: never cached. */
const UNCACHEABLE = /\$(expr|where|function|jsonSchema|\$)/;

/** mingo's compiled query for a filter, shared by every command with the same filter and collation. */
export function compiledQuery(filter: Doc, opts: MingoOptions, compile: (f: Doc) => Query): Query {
  const o = opts as { variables?: unknown; collation?: unknown };
  if (o.variables !== undefined) return compile(filter);
  const key = keyOf(filter) + (o.collation ? '|' + JSON.stringify(o.collation) : '');
  let q = compiled.get(key);
  if (q) return q;
  q = compile(filter);
  if (UNCACHEABLE.test(key)) return q;
  if (compiled.size >= COMPILED_MAX) compiled.delete(compiled.keys().next().value as string);
  compiled.set(key, q);
  return q;
}

/**
 * Documents of `coll` matching a prepared filter, at most `max`, in candidate order. `compile` turns the residual
 * filter into a mingo query (throwing the server's error for an invalid one).
 */
export function matchPlanned(
  coll: Collection,
  filter: Doc,
  opts: MingoOptions,
  max: number,
  compile: (f: Doc) => Query,
): Doc[] {
  const { docs, keyChecks, residual } = planQuery(coll, filter, opts);
  const q = residual ? compiledQuery(residual, opts, compile) : null;
  // Decimal128 values compare by value, not key: such a document gets the whole filter from mingo.
  let full: Query | null = null;
  const out: Doc[] = [];
  outer: for (const d of docs) {
    for (const cond of keyChecks) {
      const m = keysMatch(d, cond);
      if (m === false) continue outer;
      if (m === undefined) {
        full ??= compiledQuery(filter, opts, compile);
        if (!full.test(d)) continue outer;
        out.push(d);
        if (out.length >= max) return out;
        continue outer;
      }
    }
    if (q && !q.test(d)) continue;
    out.push(d);
    if (out.length >= max) break;
  }
  return out;
}

/** The sort key of one field when it is a number or (binary-compared) string reached through objects only. */
function simpleSortValue(doc: Doc, path: string[]): number | string | undefined {
  let v: unknown = doc;
  for (const part of path) {
    if (!isPlainObject(v)) return undefined;
    v = ownField(v, part);
  }
  if (typeof v === 'number') return Number.isNaN(v) ? undefined : v;
  if (typeof v === 'string') return v;
  return undefined;
}

/**
 * Sorts without mingo when every sort field of every document is a number or string outside arrays (numbers before strings,
 * BSON order; ties keep their order, as mingo's sort does). Returns null for anything else (arrays, missing fields,
 * other types, a collation), which mingo then sorts.
 */
export function fastSort(docs: Doc[], spec: Record<string, 1 | -1>, opts: MingoOptions): Doc[] | null {
  const fields = Object.keys(spec);
  if (fields.length === 0 || hasCollation(opts) || !fields.every((f) => PLAIN_PATH.test(f))) return null;
  const paths = fields.map((f) => f.split('.'));
  const rows: Array<{ doc: Doc; keys: Array<number | string> }> = new Array(docs.length);
  for (let i = 0; i < docs.length; i++) {
    const keys: Array<number | string> = new Array(fields.length);
    for (let f = 0; f < fields.length; f++) {
      const k = simpleSortValue(docs[i], paths[f]);
      if (k === undefined) return null;
      keys[f] = k;
    }
    rows[i] = { doc: docs[i], keys };
  }
  const dirs = fields.map((f) => spec[f]);
  rows.sort((a, b) => {
    for (let f = 0; f < dirs.length; f++) {
      const x = a.keys[f];
      const y = b.keys[f];
      if (x === y) continue;
      const tx = typeof x;
      const c = tx !== typeof y ? (tx === 'number' ? -1 : 1) : x < y ? -1 : 1;
      return c * dirs[f];
    }
    return 0;
  });
  return rows.map((r) => r.doc);
}
