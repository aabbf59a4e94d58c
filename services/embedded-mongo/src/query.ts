// Query planning and execution on top of mingo: index/`_id` hash lookups pick candidates, mingo
// decides the match, sorts and projects.
import { Aggregator, Context, Query, updateMany } from 'mingo';
import { bsonEqual } from './bsonTypes';
import { copyDoubleMark, copyDoubleMarks } from './doubles';
import { effectiveCollation } from './collation';
import type { Collection } from './collection';
import { fail } from './errors';
import { GEO_OPERATORS } from './geo';
import { fastProjector } from './fastProjection';
import type { MingoOptions } from './mingoOptions';
import { fastSort, keyed, matchPlanned, type Plan, planQuery } from './planner';
import type { Store } from './store';
import { specialProjection } from './projection';
import { mingoSafeProjection } from './protoNames';
import { ensureProtoAliases, namesProtoAlias, queryFor } from './protoAlias';
import {
  pipelineError,
  prepareFilter,
  preparePipeline,
  prepareSort,
  refuseScripts,
  SERVER_QUERY_OPERATORS,
} from './queryOperators';
import { applyOperators } from './updateOperators';
import { compileJsonSchema } from './jsonSchema';
import { addTextScores, searchQuery, sortByTextScore, textScoreProjection } from './text';
import {
  bsonType,
  cloneDoc,
  Doc,
  getPath,
  isPlainObject,
  keyOf,
  setField,
  setPath,
  shellFormat,
  toNumber,
} from './values';

/** Query operators of the other modules (geo.ts, queryOperators.ts), merged once. */
const QUERY_CONTEXT = Context.from(GEO_OPERATORS, SERVER_QUERY_OPERATORS);

export function mingoOptions(store: Store, db: string, collation?: unknown, cloneForeign = false): MingoOptions {
  const opts: Record<string, unknown> = {
    idKey: '_id',
    // no JavaScript, on purpose (queryOperators.ts refuses `$where`, `$function` and `$accumulator` first)
    scriptEnabled: false,
    context: QUERY_CONTEXT,
    jsonSchemaValidator: compileJsonSchema,
    collectionResolver: (name: string) => {
      const c = store.getColl(db, name);
      if (!c) return [];
      const docs = Array.from(c.docs.values());
      return cloneForeign ? docs.map(cloneDoc) : docs;
    },
  };
  const spec = effectiveCollation(collation, undefined);
  if (spec) opts.collation = spec;
  return opts as MingoOptions;
}

export type { Plan } from './planner';

/** Candidate documents for a filter: hash lookups when `_id` or an index can answer, else all. */
export function candidates(coll: Collection, filter: Doc): Iterable<Doc> {
  return plan(coll, filter).docs;
}

/** The access path of a filter (planner.ts). */
export function plan(coll: Collection, filter: Doc, opts = {} as MingoOptions): { plan: Plan; docs: Iterable<Doc> } {
  return planQuery(coll, filter, opts);
}

export function compileFilter(filter: unknown, opts: MingoOptions): Query | null {
  if (filter === undefined || filter === null) return null;
  if (!isPlainObject(filter)) fail('TypeMismatch', 'filter must be an object');
  if (Object.keys(filter).length === 0) return null;
  try {
    return queryFor(prepareFilter(filter, opts), opts);
  } catch (err) {
    if ((err as { code?: unknown }).code !== undefined) throw err;
    return fail('BadValue', (err as Error).message);
  }
}

/** Documents matching `filter` (stored references, never mutate them). */
export function findMatches(coll: Collection, filter: unknown, opts: MingoOptions, limit?: number): Doc[] {
  // Fast path: `{ _id: <scalar> }` is a single hash lookup, no query compilation.
  if (isPlainObject(filter)) {
    const keys = Object.keys(filter);
    const v = filter._id;
    if (keys.length === 1 && keys[0] === '_id' && keyed(v, true)) {
      const d = coll.docs.get(keyOf(v));
      if (!d) return [];
      const stored = d._id;
      if (
        typeof stored === typeof v &&
        (typeof v !== 'object' || bsonType(stored) === bsonType(v) || (v instanceof Date && stored instanceof Date))
      ) {
        return [d];
      }
    }
  }
  // $near / $nearSphere / $text (geo.ts, text.ts) select and order what the rest of the filter matches
  const search = searchQuery(coll, filter, opts);
  if (search)
    return search.order(findMatches(coll, search.rest, opts)).slice(0, limit && limit > 0 ? limit : undefined);
  // server-level operators ($type, $all, collation) rewritten before the index lookup sees the filter
  if (isPlainObject(filter)) filter = prepareFilter(filter, opts);
  // planner.ts: the access path, conditions decided by keys, cached mingo queries for the rest
  if (isPlainObject(filter))
    return matchPlanned(coll, filter, opts, limit && limit > 0 ? limit : Infinity, (f) => compileFilter(f, opts)!);
  const q = compileFilter(filter, opts);
  const out: Doc[] = [];
  const max = limit && limit > 0 ? limit : Infinity;
  const source = q ? candidates(coll, filter as Doc) : coll.docs.values();
  for (const d of source) {
    if (q && !q.test(d)) continue;
    out.push(d);
    if (out.length >= max) break;
  }
  return out;
}

export function sortDocs(docs: Doc[], sort: unknown, opts: MingoOptions): Doc[] {
  if (!isPlainObject(sort)) return docs;
  const keys = Object.keys(sort);
  if (keys.length === 0) return docs;
  if (keys.length === 1 && keys[0] === '$natural') return Number(sort.$natural) < 0 ? docs.slice().reverse() : docs;
  let spec: Record<string, 1 | -1> = {};
  for (const k of keys) {
    const v = sort[k];
    if (isPlainObject(v)) continue; // {$meta: ...}
    setField(spec, k, Number(v) < 0 ? -1 : 1);
  }
  spec = prepareSort(spec) as Record<string, 1 | -1>;
  if (namesProtoAlias(spec)) docs.forEach(ensureProtoAliases);
  try {
    const sorted = !Object.keys(spec).length
      ? docs
      : (fastSort(docs, spec, opts) ?? (new Query({}, opts).find(docs).sort(spec).all() as Doc[]));
    return sortByTextScore(sorted, sort, opts);
  } catch (err) {
    return fail('BadValue', (err as Error).message);
  }
}

/** Returns a function projecting a batch of documents, or null when there is no projection. */
export function projector(filter: unknown, projection: unknown, opts: MingoOptions): ((docs: Doc[]) => Doc[]) | null {
  if (!isPlainObject(projection) || Object.keys(projection).length === 0) return null;
  const textScores = textScoreProjection(projection);
  if (textScores) {
    const base = projector(filter, textScores.rest, opts);
    return (docs) => addTextScores(docs, base ? base(docs) : docs.map(cloneDoc), textScores.fields, opts);
  }
  // $slice and $elemMatch projections (projection.ts)
  const special = specialProjection(projection, opts, (f) => prepareFilter(f, opts));
  if (special) {
    const base = projector(filter, special.rest, opts);
    return (docs) => special.apply(docs, base ? base(docs) : docs);
  }
  const plain = fastProjector(projection);
  if (plain) return plain;
  const positional = Object.keys(projection).some((k) => k.endsWith('.$'));
  const q = new Query(positional && isPlainObject(filter) ? prepareFilter(filter, opts) : {}, opts);
  const safe = mingoSafeProjection(projection); // fields named like Object.prototype members (protoNames.ts)
  return (docs) => {
    try {
      // mingo's projection may write into its input (exclusions, nested paths): give it copies.
      const out = q.find(docs.map(cloneDoc), safe).all() as Doc[];
      // mingo appends `_id` last; MongoDB keeps it first
      return out.map((d) => (d._id !== undefined && Object.keys(d)[0] !== '_id' ? { _id: d._id, ...d } : d));
    } catch (err) {
      return fail('BadValue', (err as Error).message);
    }
  };
}

const SAFE_STAGES = new Set(['$match', '$sort', '$skip', '$limit', '$count', '$group', '$sortByCount', '$sample']);

export function runPipeline(input: Doc[], pipeline: Doc[], opts: MingoOptions): Doc[] {
  try {
    const prepared = preparePipeline(pipeline, opts);
    if (namesProtoAlias(prepared)) input.forEach(ensureProtoAliases);
    return new Aggregator(prepared, opts).run(input) as Doc[];
  } catch (caught) {
    const err = pipelineError(caught);
    if ((err as { code?: unknown }).code !== undefined) throw err;
    return fail('BadValue', (err as Error).message);
  }
}

/** True when a pipeline only uses stages that never write into their input documents. */
export function pipelineIsReadOnly(pipeline: Doc[]): boolean {
  return pipeline.every((s) => SAFE_STAGES.has(Object.keys(s)[0]));
}

export function isOperatorUpdate(u: Doc): boolean {
  const keys = Object.keys(u);
  const ops = keys.filter((k) => k.startsWith('$'));
  if (ops.length && ops.length !== keys.length) {
    fail(
      'FailedToParse',
      `Unknown modifier: ${keys.find((k) => !k.startsWith('$'))}. Expected a valid update modifier or pipeline-style update specified as an array`,
    );
  }
  return ops.length > 0;
}

/** A copy of the equality parts of a filter: the seed of an upserted document. */
export function upsertSeed(filter: unknown): Doc {
  const seed: Doc = {};
  const walk = (f: unknown): void => {
    if (!isPlainObject(f)) return;
    for (const k of Object.keys(f)) {
      const v = f[k];
      if (k === '$and' && Array.isArray(v)) {
        v.forEach(walk);
      } else if (!k.startsWith('$')) {
        if (isPlainObject(v) && Object.keys(v).some((x) => x.startsWith('$'))) {
          if ('$eq' in v) setPath(seed, k, cloneDoc(v.$eq));
        } else {
          setPath(seed, k, cloneDoc(v));
        }
      }
    }
  };
  walk(filter);
  return seed;
}

function isNumeric(v: unknown): boolean {
  return typeof v !== 'boolean' && toNumber(v) !== undefined;
}

/** MongoDB refuses $inc/$mul on non-numeric fields or with non-numeric arguments (mingo would not). */
function checkArithmetic(doc: Doc, mod: Doc): void {
  for (const op of ['$inc', '$mul']) {
    const spec = mod[op];
    if (!isPlainObject(spec)) continue;
    for (const p of Object.keys(spec)) {
      if (!isNumeric(spec[p]))
        fail(
          'TypeMismatch',
          `Cannot ${op === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${p}: ${JSON.stringify(spec[p])}}`,
        );
      if (p.includes('$')) continue;
      const cur = getPath(doc, p);
      if (cur !== undefined && !isNumeric(cur)) {
        fail(
          'TypeMismatch',
          `Cannot apply ${op} to a value of non-numeric type. {_id: ${shellFormat(doc._id)}} has the field '${p}' of non-numeric type ${cur === null ? 'null' : typeof cur}`,
        );
      }
      if (
        bsonType(cur) === 'Decimal128' ||
        bsonType(cur) === 'Long' ||
        bsonType(spec[p]) === 'Decimal128' ||
        bsonType(spec[p]) === 'Long'
      ) {
        fail('NotImplemented', `${op} on Long/Decimal128 values is not supported by embedded-mongo`);
      }
    }
  }
}

export interface UpdateOutcome {
  doc: Doc;
  modified: boolean;
}

/**
 * Applies an update (operators, replacement or pipeline) to a copy of `old`. `filter` resolves the
 * positional `$` operator; `isInsert` applies `$setOnInsert` (upserts).
 */
export function applyUpdate(
  old: Doc,
  u: unknown,
  arrayFilters: unknown,
  filter: unknown,
  opts: MingoOptions,
  isInsert: boolean,
): UpdateOutcome {
  return applyUpdates([old], u, arrayFilters, filter, opts, isInsert)[0];
}

const immutableId = (): never =>
  fail('ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");

/**
 * Applies one update to copies of several documents at once (one mingo compilation per statement).
 * A document counts as modified when its content changed.
 */
export function applyUpdates(
  olds: Doc[],
  u: unknown,
  arrayFilters: unknown,
  filter: unknown,
  opts: MingoOptions,
  isInsert: boolean,
): UpdateOutcome[] {
  let docs: Doc[];
  try {
    if (Array.isArray(u)) {
      refuseScripts(u);
      docs = olds.map(cloneDoc);
      updateMany(docs, {}, u as never, {}, opts);
    } else if (isPlainObject(u) && isOperatorUpdate(u)) {
      for (const old of olds) checkArithmetic(old, u);
      const ctx = {
        filter: isInsert ? {} : filter,
        arrayFilters,
        opts,
        isInsert,
        prepareFilter: (f: Doc) => prepareFilter(f, opts),
      };
      docs = olds.map((old) => {
        const d = cloneDoc(old);
        applyOperators(d, u, ctx);
        return d;
      });
    } else if (isPlainObject(u)) {
      docs = olds.map((old) => {
        const d: Doc = old._id !== undefined ? { _id: old._id } : {};
        for (const k of Object.keys(u)) {
          setField(d, k, u[k]);
          copyDoubleMark(u, k, d, k);
        }
        return d;
      });
    } else {
      return fail('FailedToParse', 'Update argument must be either an object or an array');
    }
  } catch (err) {
    if ((err as { code?: unknown }).code !== undefined) throw err;
    const message = (err as Error).message;
    if (/immutable field/.test(message)) return fail('ImmutableField', message.replace(/\.$/, ''));
    if (/non-numeric|numeric type/i.test(message)) return fail('TypeMismatch', message);
    return fail('BadValue', message);
  }
  return docs.map((doc, i) => {
    const old = olds[i];
    if (old._id !== undefined && keyOf(doc._id) !== keyOf(old._id)) {
      if (doc._id === undefined) {
        const withId = { _id: old._id, ...doc };
        copyDoubleMarks(doc, withId);
        doc = withId;
      } else immutableId();
    }
    return { doc, modified: !bsonEqual(doc, old) };
  });
}
