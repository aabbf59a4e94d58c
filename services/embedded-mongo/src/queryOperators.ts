// Query operators where mingo answers differently from MongoDB, fixed in the server's own layer:
// a filter is rewritten once before mingo compiles it (mingo's built-in operators cannot be
// replaced through its Context, so the server's versions carry their own names).
// - `$type` with BSON aliases, numbers and arrays of them, on the types the wire decoder keeps
//   (https://www.mongodb.com/docs/manual/reference/operator/query/type/);
// - `$all` as the `$and` of equalities it is (https://www.mongodb.com/docs/manual/reference/operator/query/all/),
//   so a scalar equal to the single element matches;
// - equality, ranges and `$in` on strings under a collation with strength 1 or 2 (collation.ts).
import { Context } from 'mingo';
import { CollationSpec, collationOperators, rewriteForCollation } from './collation';
import { CommandError } from './errors';
import { aliasProtoPath } from './protoAlias';
import { FACET_STAGE, facetStage, PLAIN_PROJECT_STAGE, plainProjectStage, prepareProjectStage } from './protoNames';
import { bsonTypeOperator, renameTypeExpressions, TYPE_EXPR, TYPE_OP, typeExpression } from './typeOperators';
import { Doc, isPlainObject, setField } from './values';

/** The server's query operators, given to mingo next to the other helpers' (see query.ts). */
export const SERVER_QUERY_OPERATORS = Context.init({
  query: { [TYPE_OP]: bsonTypeOperator, ...collationOperators } as unknown as NonNullable<
    Parameters<typeof Context.init>[0]
  >['query'],
  expression: { [TYPE_EXPR]: typeExpression } as unknown as NonNullable<
    Parameters<typeof Context.init>[0]
  >['expression'],
  pipeline: { [PLAIN_PROJECT_STAGE]: plainProjectStage, [FACET_STAGE]: facetStage } as unknown as NonNullable<
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
      if (k === '$expr') {
        refuseScripts(v);
        next = renameTypeExpressions(v);
      }
    } else if (isPlainObject(v) && hasDbRefFields(v, false)) {
      next = { $eq: v }; // a DBRef is a value, not an operator expression
    } else if (isOperatorObject(v) && '$all' in v) {
      // {f: {$all: [a, b]}} is {$and: [{f: a}, {f: b}]}; an empty $all matches nothing
      const all = v.$all;
      if (!Array.isArray(all)) throw new CommandError(2, 'BadValue', '$all needs an array');
      const { $all: _all, ...rest } = v;
      if (all.length === 0) extraAnd.push({ [aliasProtoPath(k)]: { $in: [] } });
      for (const el of all) extraAnd.push(rewriteFilter({ [k]: el }, collation));
      next = Object.keys(rest).length ? (rewriteCondition(rest, collation) ?? rest) : undefined;
    } else if (isOperatorObject(v)) {
      next = rewriteCondition(v, collation) ?? v;
    }
    if (collation && next !== undefined) next = rewriteForCollation(k, next, collation);
    const key = k.startsWith('$') ? k : aliasProtoPath(k); // mingo reads `__proto__` fields by another name
    if (next !== v || key !== k) {
      out ??= { ...filter };
      delete out[k];
      if (next !== undefined) setField(out, key, next);
    }
  }
  if (extraAnd.length) {
    out ??= { ...filter };
    out.$and = [...(Array.isArray(out.$and) ? (out.$and as Doc[]) : []), ...extraAnd];
  }
  return out ?? filter;
}

/**
 * Paths through `__proto__` fields reach mingo under another name (protoAlias.ts); one left after that is a key of a
 * document to compare with, which mingo would lose where it copies a filter (the filter then matching more than
 * asked): refused instead of answered wrongly.
 */
function refuseProtoKeys(v: unknown): void {
  if (Array.isArray(v)) for (const x of v) refuseProtoKeys(x);
  if (!isPlainObject(v)) return;
  for (const k of Object.keys(v)) {
    if (k.split('.').includes('__proto__'))
      throw new CommandError(
        2,
        'BadValue',
        `embedded-mongo cannot compare a document holding a field named '__proto__' in a filter: '${k}'`,
      );
    refuseProtoKeys(v[k]);
  }
}

/** The filter to compile under these mingo options (their collation, if any, is honoured). */
export function prepareFilter(filter: Doc, opts: unknown): Doc {
  const collation = (opts as { collation?: unknown }).collation;
  const prepared = rewriteFilter(filter, isPlainObject(collation) ? (collation as CollationSpec) : null);
  refuseProtoKeys(prepared);
  return prepared;
}

/** A sort specification with its `__proto__` paths under mingo's name for them (protoAlias.ts). */
export function prepareSort(sort: Doc): Doc {
  if (!Object.keys(sort).some((k) => aliasProtoPath(k) !== k)) return sort;
  const out: Doc = {};
  for (const k of Object.keys(sort)) setField(out, aliasProtoPath(k), sort[k]);
  return out;
}

/**
 * A pipeline with its `$match` filters prepared and its `$project` stages made safe for mingo (protoNames.ts), also
 * in the pipelines of `$lookup`, `$unionWith` and `$facet`, which mingo runs with the same options.
 */
export function preparePipeline(pipeline: Doc[], opts: unknown): Doc[] {
  return pipeline.map((stage) => {
    if (!isPlainObject(stage)) return stage;
    checkStageName(stage);
    refuseScripts(stage);
    if (isPlainObject(stage.$match)) return { $match: prepareFilter(stage.$match, opts) };
    if (isPlainObject(stage.$sort)) return { $sort: prepareSort(stage.$sort) };
    const typed = renameTypeExpressionsIn(stage);
    if (Object.hasOwn(typed, '$project')) return prepareProjectStage(typed.$project);
    return prepareSubPipelines(typed, opts);
  });
}

/** Stages whose arguments are aggregation expressions only (no filters, no sub-pipelines). */
const EXPRESSION_STAGES = new Set([
  '$project',
  '$addFields',
  '$set',
  '$group',
  '$replaceRoot',
  '$replaceWith',
  '$bucket',
  '$bucketAuto',
  '$sortByCount',
  '$redact',
  '$setWindowFields',
]);

/** The stage with the server's `$type` expression (typeOperators.ts) where it can only be an expression. */
function renameTypeExpressionsIn(stage: Doc): Doc {
  const keys = Object.keys(stage);
  if (keys.length !== 1 || !EXPRESSION_STAGES.has(keys[0])) return stage;
  const spec = renameTypeExpressions(stage[keys[0]]);
  return spec === stage[keys[0]] ? stage : { [keys[0]]: spec };
}

/** A `$lookup`, `$unionWith` or `$facet` stage with its sub-pipelines prepared; any other stage as it is. */
function prepareSubPipelines(stage: Doc, opts: unknown): Doc {
  const [name] = Object.keys(stage);
  const spec = stage[name];
  if (!isPlainObject(spec)) return stage;
  if ((name === '$lookup' || name === '$unionWith') && Array.isArray(spec.pipeline))
    return { [name]: { ...spec, pipeline: preparePipeline(spec.pipeline as Doc[], opts) } };
  if (name !== '$facet') return stage;
  const facets: Doc = {};
  for (const k of Object.keys(spec)) {
    const sub = spec[k];
    setField(facets, k, Array.isArray(sub) ? preparePipeline(sub as Doc[], opts) : sub);
  }
  return { [FACET_STAGE]: facets };
}

const SCRIPT_OPERATORS = new Set(['$function', '$accumulator']);

/**
 * On purpose the server runs no JavaScript: `$function` and `$accumulator` get MongoDB's answer with the engine
 * off (`getJsExecWithScope`, code 31264). MongoDB answers when it first evaluates one, here whenever a request
 * names one (outside `$literal`).
 */
export function refuseScripts(v: unknown): void {
  if (Array.isArray(v)) for (const x of v) refuseScripts(x);
  if (!isPlainObject(v)) return;
  for (const k of Object.keys(v)) {
    if (k === '$literal') continue;
    if (SCRIPT_OPERATORS.has(k))
      throw new CommandError(
        31264,
        'Location31264',
        'Cannot run server-side javascript without the javascript engine enabled',
      );
    refuseScripts(v[k]);
  }
}

/**
 * mingo finds stages in a plain object keyed by name, where `constructor` or `toString` would find an inherited
 * function: only `$` names reach it (as on MongoDB, any other is unrecognized), and not the server's own stage.
 */
function checkStageName(stage: Doc): void {
  const keys = Object.keys(stage);
  const name = keys[0];
  if (keys.length === 1 && (!name.startsWith('$') || name === PLAIN_PROJECT_STAGE || name === FACET_STAGE))
    throw new CommandError(40324, 'Location40324', `Unrecognized pipeline stage name: '${name}'`);
}

/** mingo's error for an unknown stage (code 40324) or expression (168), as MongoDB words it; others unchanged. */
export function pipelineError(err: unknown): unknown {
  const message = (err as Error)?.message ?? '';
  const stage = /unregistered pipeline operator (\S+?)\.?$/.exec(message);
  if (stage) return new CommandError(40324, 'Location40324', `Unrecognized pipeline stage name: '${stage[1]}'`);
  // mingo looks an unknown expression operator up among the accumulators last
  const expression = /^accumulator '(\$[^']*)' is not registered\.$/.exec(message);
  if (expression) return new CommandError(168, 'InvalidPipelineOperator', `Unrecognized expression '${expression[1]}'`);
  return err;
}
