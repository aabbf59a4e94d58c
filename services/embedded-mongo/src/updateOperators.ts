// Update operators with MongoDB's semantics (https://www.mongodb.com/docs/manual/reference/operator/update/):
// paths resolved once against the document as it was ($, $[], $[<identifier>] with arrayFilters),
// conflicts decided on whole paths (so 'a.$.x' and 'a.$.y' go together, 'a' and 'a.x' do not),
// fields processed in MongoDB 5.0's order (names lexicographically, array indexes numerically), and
// invalid targets refused with MongoDB's codes instead of being skipped. Each resolved operation is applied by
// updateApply.ts.
import { Query } from 'mingo';
import { typeName } from './bsonTypes';
import { readTyped } from './doubles';
import { applyOne } from './updateApply';
import { badValue, ConcreteOp, failedToParse, isIndex, Op, refuse, UpdateContext } from './updateCommon';
import { Doc, getPath, isPlainObject, ownField, setPath, shellFormat } from './values';

function conflict(path: string, at: string): never {
  return refuse(40, 'ConflictingUpdateOperators', `Updating the path '${path}' would create a conflict at '${at}'`);
}

const OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$currentDate',
  '$push',
  '$addToSet',
  '$pull',
  '$pullAll',
  '$pop',
  '$bit',
  '$setOnInsert',
]);

function positionalKind(part: string): '$' | '$[]' | 'id' | null {
  if (part === '$') return '$';
  if (part === '$[]') return '$[]';
  if (part.startsWith('$[') && part.endsWith(']')) return 'id';
  return null;
}

/** Parses `{ $op: { path: value } }` into a list of operations, refusing what MongoDB refuses. */
function parseOps(mod: Doc): Op[] {
  const ops: Op[] = [];
  for (const op of Object.keys(mod)) {
    if (!OPERATORS.has(op)) {
      failedToParse(
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    const spec = mod[op];
    if (!isPlainObject(spec)) {
      return failedToParse(
        `Modifiers operate on fields but we found type ${typeName(spec)} instead. For example: {$mod: {<field>: ...}} not {${op}: ${shellFormat(spec)}}`,
      );
    }
    for (const path of Object.keys(spec)) {
      const value = readTyped(spec, path, spec[path]); // an integral double stays one (doubles.ts)
      checkPath(path);
      ops.push({ op, path, parts: path.split('.'), value });
      if (op === '$rename') {
        if (typeof value !== 'string')
          badValue(`The 'to' field for $rename must be a string: ${path}: ${shellFormat(value)}`);
        checkPath(value);
        if (value === path) badValue(`The source and target field for $rename must differ: ${path}: "${value}"`);
        for (const p of [path, value]) {
          if (p.split('.').some((x: string) => positionalKind(x)))
            badValue(`The source field for $rename may not be dynamic: ${p}`);
        }
        ops.push({ op: '$renameTarget', path: value, parts: value.split('.'), value: path });
      }
    }
  }
  return ops;
}

function checkPath(path: string): void {
  if (path === '') refuse(56, 'EmptyFieldName', 'An empty update path is not valid.');
  if (path.split('.').some((p) => p === ''))
    refuse(56, 'EmptyFieldName', `The update path '${path}' contains an empty field name, which is not allowed.`);
  if (path.split('.').filter((p) => p === '$').length > 1)
    badValue(`Too many positional (i.e. '$') elements found in path '${path}'`);
}

/** Two updates conflict when one path equals or is a prefix of the other (compared part by part). */
function checkConflicts(
  paths: string[][],
  describe: (p: string[]) => string,
  onConflict: (a: string, b: string) => never,
): void {
  const seen = new Set<string>();
  const sorted = paths.slice().sort((a, b) => a.length - b.length);
  for (const parts of sorted) {
    for (let i = 1; i <= parts.length; i++) {
      const prefix = parts.slice(0, i).join('.');
      if (seen.has(prefix)) onConflict(describe(parts), prefix);
    }
    seen.add(parts.join('.'));
  }
}

/** Orders fields as MongoDB 5.0+ processes them: names lexicographically, array indexes numerically. */
function comparePaths(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    if (isIndex(a[i]) && isIndex(b[i])) return Number(a[i]) - Number(b[i]);
    return a[i] < b[i] ? -1 : 1;
  }
  return a.length - b.length;
}

interface ArrayFilter {
  query: Query;
  used: boolean;
}

function identifierOf(filter: Doc): string[] {
  const ids: string[] = [];
  for (const k of Object.keys(filter)) {
    if (k === '$and' || k === '$or' || k === '$nor') {
      const list = filter[k];
      if (Array.isArray(list)) for (const f of list) if (isPlainObject(f)) ids.push(...identifierOf(f));
    } else if (!k.startsWith('$')) {
      ids.push(k.split('.')[0]);
    }
  }
  return ids;
}

function parseArrayFilters(arrayFilters: unknown, ctx: UpdateContext): Map<string, ArrayFilter> {
  const out = new Map<string, ArrayFilter>();
  if (arrayFilters === undefined || arrayFilters === null) return out;
  if (!Array.isArray(arrayFilters)) refuse(14, 'TypeMismatch', 'arrayFilters must be an array');
  for (const f of arrayFilters as unknown[]) {
    if (!isPlainObject(f)) return refuse(14, 'TypeMismatch', 'Each array filter must be an object');
    const ids = Array.from(new Set(identifierOf(f)));
    if (ids.length === 0) failedToParse('Cannot use an expression without a top-level field name in arrayFilters');
    if (ids.length > 1)
      failedToParse(
        `Error parsing array filter :: caused by :: Expected a single top-level field name, found '${ids[0]}' and '${ids[1]}'`,
      );
    const id = ids[0];
    if (out.has(id)) failedToParse(`Found multiple array filters with the same top-level field name ${id}`);
    let query: Query;
    try {
      query = new Query(ctx.prepareFilter ? ctx.prepareFilter(f) : f, ctx.opts);
    } catch (err) {
      return badValue((err as Error).message);
    }
    out.set(id, { query, used: false });
  }
  return out;
}

/** Conditions of a filter on `prefix` or below it (top level and inside `$and`). */
function conditionsOn(filter: unknown, prefix: string): Doc[] {
  const out: Doc[] = [];
  if (!isPlainObject(filter)) return out;
  for (const k of Object.keys(filter)) {
    if (k === '$and' && Array.isArray(filter.$and)) {
      for (const f of filter.$and) out.push(...conditionsOn(f, prefix));
    } else if (k === prefix || k.startsWith(prefix + '.')) {
      out.push({ [k]: filter[k] });
    }
  }
  return out;
}

const NO_POSITIONAL_MATCH = 'The positional operator did not find the match needed from the query.';

/** The array index the positional `$` stands for: the first element the query matched. */
function positionalIndex(doc: Doc, prefix: string[], ctx: UpdateContext): number {
  if (ctx.isInsert) return badValue(NO_POSITIONAL_MATCH);
  const arr = getPath(doc, prefix.join('.'));
  const conds = conditionsOn(ctx.filter, prefix.join('.'));
  if (!Array.isArray(arr) || conds.length === 0) return badValue(NO_POSITIONAL_MATCH);
  const filter: Doc = conds.length === 1 ? conds[0] : { $and: conds };
  const query = new Query(ctx.prepareFilter ? ctx.prepareFilter(filter) : filter, ctx.opts);
  for (let i = 0; i < arr.length; i++) {
    const probe: Doc = {};
    setPath(probe, prefix.join('.'), [arr[i]]);
    if (query.test(probe)) return i;
  }
  return badValue(NO_POSITIONAL_MATCH);
}

/** Every concrete path (array indexes in place of `$[]` / `$[id]`) an operation reaches. */
function expand(doc: Doc, op: Op, filters: Map<string, ArrayFilter>): string[][] {
  const out: string[][] = [];
  const walk = (cur: unknown, i: number, at: string[]): void => {
    if (i === op.parts.length) {
      out.push(at);
      return;
    }
    const part = op.parts[i];
    const kind = positionalKind(part);
    if (kind === '$[]' || kind === 'id') {
      let filter: ArrayFilter | undefined;
      if (kind === 'id') {
        const id = part.slice(2, -1);
        filter = filters.get(id);
        if (!filter) badValue(`No array filter found for identifier '${id}' in path '${op.path}'`);
      }
      if (!Array.isArray(cur))
        badValue(`The path '${at.join('.')}' must exist in the document in order to apply array updates.`);
      const arr = cur as unknown[];
      for (let j = 0; j < arr.length; j++) {
        if (filter && !filter.query.test({ [part.slice(2, -1)]: arr[j] })) continue;
        walk(arr[j], i + 1, [...at, String(j)]);
      }
      return;
    }
    let next: unknown;
    if (Array.isArray(cur)) next = isIndex(part) ? cur[Number(part)] : undefined;
    else if (isPlainObject(cur)) next = ownField(cur, part);
    walk(next, i + 1, [...at, part]);
  };
  walk(doc, 0, []);
  return out;
}

/** Applies an operator update to `doc` in place (the caller passes a private copy). */
export function applyOperators(doc: Doc, mod: Doc, ctx: UpdateContext): void {
  const ops = parseOps(mod);
  checkConflicts(
    ops.map((o) => o.parts),
    (p) => p.join('.'),
    conflict,
  );
  const filters = parseArrayFilters(ctx.arrayFilters, ctx);
  for (const o of ops) {
    for (const part of o.parts) {
      const kind = positionalKind(part);
      if (kind === 'id') {
        const id = part.slice(2, -1);
        if (!/^[a-z][a-zA-Z0-9]*$/.test(id))
          badValue(
            `The filter <identifier> must begin with a lowercase letter and contain only alphanumeric characters. '${id}' is invalid.`,
          );
        const f = filters.get(id);
        if (!f) badValue(`No array filter found for identifier '${id}' in path '${o.path}'`);
        f!.used = true;
      }
    }
  }
  for (const [id, f] of filters) {
    if (!f.used)
      failedToParse(`The array filter for identifier '${id}' was not used in the update ${shellFormat(mod)}`);
  }
  // $-prefixed field names are stored by inserts, upserts that insert included (MongoDB 5.0+),
  // but an update of an existing document may not create or change one at the top level
  for (const o of ops) {
    const first = o.parts[0];
    if (!ctx.isInsert && first.startsWith('$') && !positionalKind(first))
      refuse(
        52,
        'DollarPrefixedFieldName',
        `The dollar ($) prefixed field '${first}' in '${o.path}' is not valid for storage.`,
      );
  }
  const active = ops.filter((o) => o.op !== '$setOnInsert' || ctx.isInsert);
  const concrete: ConcreteOp[] = [];
  const positions = new Map<string, number>();
  for (const o of active) {
    const dollar = o.parts.indexOf('$');
    let resolved = o;
    if (dollar >= 0) {
      const prefix = o.parts.slice(0, dollar);
      const k = prefix.join('.');
      if (!positions.has(k)) positions.set(k, positionalIndex(doc, prefix, ctx));
      const parts = o.parts.slice();
      parts[dollar] = String(positions.get(k));
      resolved = { ...o, parts };
    }
    for (const at of expand(doc, resolved, filters)) concrete.push({ ...o, at });
  }
  checkConflicts(
    concrete.map((o) => o.at),
    (p) => p.join('.'),
    (_path, at) => refuse(40, 'ConflictingUpdateOperators', `Update created a conflict at '${at}'`),
  );
  concrete.sort((a, b) => comparePaths(a.at, b.at));
  for (const o of concrete) applyOne(doc, o, ctx);
}
