// Query operators where mingo answers differently from MongoDB, fixed in the server's own layer:
// a filter is rewritten once before mingo compiles it (mingo's built-in operators cannot be
// replaced through its Context, so the server's versions carry their own names).
// - `$type` with BSON aliases, numbers and arrays of them, on the types the wire decoder keeps
//   (https://www.mongodb.com/docs/manual/reference/operator/query/type/);
// - `$all` as the `$and` of equalities it is (https://www.mongodb.com/docs/manual/reference/operator/query/all/),
//   so a scalar equal to the single element matches;
// - equality, ranges and `$in` on strings under a collation with strength 1 or 2 (collation.ts).
import { Context } from 'mingo';
import { TYPE_NUMBERS, typeName } from './bsonTypes';
import { CollationSpec, collationOperators, leafCandidates, rewriteForCollation } from './collation';
import { CommandError } from './errors';
import { PLAIN_PROJECT_STAGE, plainProjectStage, prepareProjectStage } from './protoNames';
import { Doc, isPlainObject, setField } from './values';

const TYPE_OP = '$__bsonType';

const NUMBER_TYPES = new Set(['int', 'double', 'long', 'decimal']);

function typeMatcher(spec: unknown): (v: unknown) => boolean {
  const list = Array.isArray(spec) ? spec : [spec];
  if (list.length === 0) throw new CommandError(2, 'BadValue', '$type must match at least one type');
  const tests = list.map((t): ((v: unknown) => boolean) => {
    if (t === 'number') return (v) => NUMBER_TYPES.has(typeName(v));
    if (typeof t === 'string') {
      if (!(t in TYPE_NUMBERS)) throw new CommandError(2, 'BadValue', `Unknown type name alias: ${t}`);
      return (v) => typeName(v) === t;
    }
    const code = typeof t === 'number' ? t : Number((t as { valueOf(): unknown })?.valueOf?.());
    const name = Object.keys(TYPE_NUMBERS).find((k) => TYPE_NUMBERS[k] === code);
    if (!name) throw new CommandError(2, 'BadValue', `Invalid numerical type code: ${String(t)}`);
    return (v) => typeName(v) === name;
  });
  return (v) => tests.some((f) => f(v));
}

type QueryOperator = (selector: string, value: unknown, options: unknown) => (obj: unknown) => boolean;

const bsonTypeOperator: QueryOperator = (selector, value) => {
  const matches = typeMatcher(value);
  const parts = selector.split('.');
  return (obj) => {
    const vals: unknown[] = [];
    leafCandidates(obj, parts, 0, vals);
    return vals.some(matches);
  };
};

/** The server's query operators, given to mingo next to the other helpers' (see query.ts). */
export const SERVER_QUERY_OPERATORS = Context.init({
  query: { [TYPE_OP]: bsonTypeOperator, ...collationOperators } as unknown as NonNullable<
    Parameters<typeof Context.init>[0]
  >['query'],
  pipeline: { [PLAIN_PROJECT_STAGE]: plainProjectStage } as unknown as NonNullable<
    Parameters<typeof Context.init>[0]
  >['pipeline'],
});

const KEEP_AS_IS = new Set(['$expr', '$where', '$text', '$comment', '$jsonSchema', '$search']);

const DBREF_FIELDS = new Set(['$ref', '$id', '$db']);

/**
 * MongoDB's test for a DBRef in a filter (its `isDBRefDocument`): `$ref` and `$id` in any order,
 * or, where an incomplete one is allowed (inside `$elemMatch`), any of `$ref`, `$id`, `$db`. Such an
 * object is a value to compare or a document to match, not an operator expression.
 */
function hasDbRefFields(v: Doc, allowIncomplete: boolean): boolean {
  const keys = Object.keys(v);
  if (allowIncomplete) return keys.some((k) => DBREF_FIELDS.has(k));
  return keys.includes('$ref') && keys.includes('$id');
}

/**
 * `{ $id: v }` (also `$ref`, `$db`) at a document's top level is equality on the field of that name
 * (MongoDB parses these three as fields); mingo takes any `$` name there for an operator, so the
 * field is read through `$getField`.
 */
function dbRefFieldEquality(field: string, value: unknown): Doc {
  return { $expr: { $eq: [{ $getField: { field: { $literal: field }, input: '$$CURRENT' } }, { $literal: value }] } };
}

function isOperatorObject(v: unknown): v is Doc {
  if (!isPlainObject(v)) return false;
  const keys = Object.keys(v);
  return keys.length > 0 && keys.every((k) => k.startsWith('$')) && !hasDbRefFields(v, false);
}

/** Rewrites the operators of one field's condition; null when nothing changes. */
function rewriteCondition(cond: Doc, collation: CollationSpec | null): Doc | null {
  let out: Doc | null = null;
  for (const op of Object.keys(cond)) {
    let key = op;
    let value = cond[op];
    if (op === '$type') key = TYPE_OP;
    else if (op === '$not' && isOperatorObject(value)) value = rewriteCondition(value, collation) ?? value;
    else if (op === '$elemMatch' && isPlainObject(value)) {
      value =
        isOperatorObject(value) &&
        !('$and' in value || '$or' in value || '$nor' in value) &&
        !hasDbRefFields(value, true)
          ? (rewriteCondition(value, collation) ?? value)
          : rewriteFilter(value, collation);
    }
    if (key !== op || value !== cond[op]) {
      out ??= { ...cond };
      if (key !== op) delete out[op];
      out[key] = value;
    }
  }
  return out;
}

/**
 * The filter mingo should compile for a MongoDB filter (the same object when nothing needs
 * rewriting). `collation` makes string comparisons follow it.
 */
export function rewriteFilter(filter: Doc, collation: CollationSpec | null = null): Doc {
  let out: Doc | null = null;
  const extraAnd: Doc[] = [];
  for (const k of Object.keys(filter)) {
    const v = filter[k];
    let next: unknown = v;
    if (k === '$and' || k === '$or' || k === '$nor') {
      if (Array.isArray(v)) {
        const mapped = v.map((f) => (isPlainObject(f) ? rewriteFilter(f, collation) : f));
        if (mapped.some((f, i) => f !== v[i])) next = mapped;
      }
    } else if (k === '$where') {
      // on purpose: the server runs no JavaScript, as `mongod --noscripting` (MongoDB's code and words)
      throw new CommandError(2, 'BadValue', 'no globalScriptEngine in $where parsing');
    } else if (DBREF_FIELDS.has(k)) {
      extraAnd.push(dbRefFieldEquality(k, v));
      next = undefined;
    } else if (KEEP_AS_IS.has(k) || k.startsWith('$')) {
      next = v;
    } else if (isPlainObject(v) && hasDbRefFields(v, false)) {
      next = { $eq: v }; // a DBRef is a value, not an operator expression
    } else if (isOperatorObject(v) && '$all' in v) {
      // {f: {$all: [a, b]}} is {$and: [{f: a}, {f: b}]}; an empty $all matches nothing
      const all = v.$all;
      if (!Array.isArray(all)) throw new CommandError(2, 'BadValue', '$all needs an array');
      const { $all: _all, ...rest } = v;
      if (all.length === 0) extraAnd.push({ [k]: { $in: [] } });
      for (const el of all) extraAnd.push(rewriteFilter({ [k]: el }, collation));
      next = Object.keys(rest).length ? (rewriteCondition(rest, collation) ?? rest) : undefined;
    } else if (isOperatorObject(v)) {
      next = rewriteCondition(v, collation) ?? v;
    }
    if (collation && next !== undefined) next = rewriteForCollation(k, next, collation);
    if (next !== v) {
      out ??= { ...filter };
      if (next === undefined) delete out[k];
      else setField(out, k, next);
    }
  }
  if (extraAnd.length) {
    out ??= { ...filter };
    out.$and = [...(Array.isArray(out.$and) ? (out.$and as Doc[]) : []), ...extraAnd];
  }
  return out ?? filter;
}

/**
 * mingo refuses `__proto__` in the paths it resolves, and where it copies a filter the key is lost (the filter then
 * matches more than asked): a filter naming it anywhere is refused instead of answered wrongly.
 */
function refuseProtoKeys(v: unknown): void {
  if (Array.isArray(v)) for (const x of v) refuseProtoKeys(x);
  if (!isPlainObject(v)) return;
  for (const k of Object.keys(v)) {
    if (k.split('.').includes('__proto__'))
      throw new CommandError(
        2,
        'BadValue',
        `embedded-mongo cannot evaluate the field name '__proto__' in a filter: '${k}'`,
      );
    refuseProtoKeys(v[k]);
  }
}

/** The filter to compile under these mingo options (their collation, if any, is honoured). */
export function prepareFilter(filter: Doc, opts: unknown): Doc {
  refuseProtoKeys(filter);
  const collation = (opts as { collation?: unknown }).collation;
  return rewriteFilter(filter, isPlainObject(collation) ? (collation as CollationSpec) : null);
}

/** A pipeline with its `$match` filters prepared and its `$project` stages made safe for mingo (protoNames.ts). */
export function preparePipeline(pipeline: Doc[], opts: unknown): Doc[] {
  return pipeline.map((stage) => {
    if (!isPlainObject(stage)) return stage;
    checkStageName(stage);
    if (isPlainObject(stage.$match)) return { $match: prepareFilter(stage.$match, opts) };
    return Object.hasOwn(stage, '$project') ? prepareProjectStage(stage.$project) : stage;
  });
}

/**
 * mingo finds stages in a plain object keyed by name, where `constructor` or `toString` would find an inherited
 * function: only `$` names reach it (as on MongoDB, any other is unrecognized), and not the server's own stage.
 */
function checkStageName(stage: Doc): void {
  const keys = Object.keys(stage);
  const name = keys[0];
  if (keys.length === 1 && (!name.startsWith('$') || name === PLAIN_PROJECT_STAGE))
    throw new CommandError(40324, 'Location40324', `Unrecognized pipeline stage name: '${name}'`);
}

/** mingo's error for an unknown stage, as MongoDB words it (code 40324); other errors unchanged. */
export function pipelineError(err: unknown): unknown {
  const m = /unregistered pipeline operator (\S+?)\.?$/.exec((err as Error)?.message ?? '');
  return m ? new CommandError(40324, 'Location40324', `Unrecognized pipeline stage name: '${m[1]}'`) : err;
}
