// Update operators with MongoDB's semantics (https://www.mongodb.com/docs/manual/reference/operator/update/):
// paths resolved once against the document as it was ($, $[], $[<identifier>] with arrayFilters),
// conflicts decided on whole paths (so 'a.$.x' and 'a.$.y' go together, 'a' and 'a.x' do not),
// fields processed in MongoDB 5.0's order (names lexicographically, array indexes numerically), and
// invalid targets refused with MongoDB's codes instead of being skipped.
import { Timestamp } from 'bson';
import { Query } from 'mingo';
import { bsonEqual, compareBson, typeName } from './bsonTypes';
import { CommandError } from './errors';
import { cloneDoc, Doc, getPath, isPlainObject, ownField, setField, setPath, shellFormat, toNumber } from './values';

type MingoOptions = NonNullable<ConstructorParameters<typeof Query>[1]>;

function refuse(code: number, codeName: string, message: string): never {
  throw new CommandError(code, codeName, message);
}
function badValue(message: string): never {
  return refuse(2, 'BadValue', message);
}
function failedToParse(message: string): never {
  return refuse(9, 'FailedToParse', message);
}
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

/** Query operators that apply to a value (MongoDB's "path-accepting keywords"): `$pull` wraps them. */
const VALUE_OPERATORS = new Set([
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$in',
  '$nin',
  '$exists',
  '$type',
  '$all',
  '$elemMatch',
  '$size',
  '$regex',
  '$options',
  '$mod',
  '$not',
  '$bitsAllSet',
  '$bitsAllClear',
  '$bitsAnySet',
  '$bitsAnyClear',
  '$geoWithin',
  '$geoIntersects',
  '$near',
  '$nearSphere',
  '$within',
]);

export interface UpdateContext {
  filter: unknown;
  arrayFilters: unknown;
  opts: MingoOptions;
  isInsert: boolean;
  /** Rewrites a filter before mingo compiles it (server-level query operators). */
  prepareFilter?: (filter: Doc) => Doc;
}

interface Op {
  op: string;
  path: string;
  parts: string[];
  value: unknown;
}

interface ConcreteOp extends Op {
  at: string[];
}

const isIndex = (s: string): boolean => /^\d+$/.test(s);

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
      const value = spec[path];
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

function elementText(name: string, value: unknown): string {
  return `{${name}: ${shellFormat(value)}}`;
}

const pathNotViable = (field: string, holder: string, value: unknown): never =>
  refuse(28, 'PathNotViable', `Cannot create field '${field}' in element ${elementText(holder, value)}`);

function isContainer(v: unknown): v is Doc | unknown[] {
  return Array.isArray(v) || isPlainObject(v);
}

/** The object or array holding the last part of `at`, created on the way when `create`. */
function parentOf(doc: Doc, at: string[], create: boolean): Doc | unknown[] | null {
  let cur: Doc | unknown[] = doc;
  for (let i = 0; i < at.length - 1; i++) {
    const part = at[i];
    let next: unknown;
    if (Array.isArray(cur)) {
      if (!isIndex(part)) return create ? pathNotViable(part, at[i - 1], cur) : null;
      next = cur[Number(part)];
    } else {
      next = ownField(cur, part);
    }
    if (next === undefined) {
      if (!create) return null;
      next = {};
      write(cur, part, next);
    } else if (!isContainer(next)) {
      return create ? pathNotViable(at[i + 1], part, next) : null;
    }
    cur = next as Doc | unknown[];
  }
  const last = at[at.length - 1];
  if (Array.isArray(cur) && !isIndex(last)) return create ? pathNotViable(last, at[at.length - 2], cur) : null;
  return cur;
}

function read(container: Doc | unknown[], key: string): unknown {
  return Array.isArray(container) ? container[Number(key)] : ownField(container, key);
}

function write(container: Doc | unknown[], key: string, value: unknown): void {
  if (Array.isArray(container)) {
    const idx = Number(key);
    while (container.length < idx) container.push(null);
    container[idx] = value;
  } else {
    setField(container, key, value);
  }
}

function remove(container: Doc | unknown[], key: string): boolean {
  if (Array.isArray(container)) {
    const idx = Number(key);
    if (idx >= container.length) return false;
    const changed = container[idx] !== null;
    container[idx] = null;
    return changed;
  }
  if (!Object.hasOwn(container, key)) return false;
  delete container[key];
  return true;
}

/** `$pull`'s element matcher, chosen as MongoDB does: object query, wrapped value query, or equality. */
function pullMatcher(cond: unknown, ctx: UpdateContext): (v: unknown) => boolean {
  const compile = (f: Doc): Query => {
    try {
      return new Query(ctx.prepareFilter ? ctx.prepareFilter(f) : f, ctx.opts);
    } catch (err) {
      return badValue((err as Error).message);
    }
  };
  if (isPlainObject(cond)) {
    const first = Object.keys(cond)[0];
    if (first === undefined || !VALUE_OPERATORS.has(first)) {
      const q = compile(cond);
      return (v) => isPlainObject(v) && q.test(v);
    }
    const q = compile({ v: cond });
    return (v) => q.test({ v });
  }
  if (cond instanceof RegExp) {
    const q = compile({ v: cond });
    return (v) => q.test({ v });
  }
  return (v) => compareBson(v, cond) === 0;
}

function eachOf(value: unknown, op: string): unknown[] {
  if (isPlainObject(value) && '$each' in value) {
    if (!Array.isArray(value.$each))
      badValue(`The argument to $each in ${op} must be an array but it was of type: ${typeName(value.$each)}`);
    return value.$each as unknown[];
  }
  return [value];
}

function sortForPush(arr: unknown[], spec: unknown): void {
  if (isPlainObject(spec)) {
    const keys = Object.keys(spec);
    if (!keys.length) badValue('The $sort pattern is empty when it should be a set of fields.');
    arr.sort((a, b) => {
      for (const k of keys) {
        const dir = Number(spec[k]) < 0 ? -1 : 1;
        const c = compareBson(getPath(a, k), getPath(b, k));
        if (c) return c * dir;
      }
      return 0;
    });
    return;
  }
  const dir = toNumber(spec);
  if (dir !== 1 && dir !== -1) badValue('The $sort element value must be either 1 or -1');
  arr.sort((a, b) => compareBson(a, b) * (dir as number));
}

function pushValues(current: unknown[], value: unknown): unknown[] {
  const out = current.slice();
  const isModifier = isPlainObject(value) && '$each' in value;
  const items = eachOf(value, '$push').map(cloneDoc);
  if (!isModifier) {
    out.push(...items);
    return out;
  }
  const mods = value as Doc;
  for (const k of Object.keys(mods)) {
    if (!['$each', '$slice', '$sort', '$position'].includes(k)) badValue(`Unrecognized clause in $push: ${k}`);
  }
  let pos = out.length;
  if (mods.$position !== undefined) {
    const p = toNumber(mods.$position);
    if (p === undefined || !Number.isInteger(p)) badValue('The value for $position must be an integer value');
    pos = p! < 0 ? Math.max(0, out.length + p!) : Math.min(p!, out.length);
  }
  out.splice(pos, 0, ...items);
  if (mods.$sort !== undefined) sortForPush(out, mods.$sort);
  if (mods.$slice !== undefined) {
    const s = toNumber(mods.$slice);
    if (s === undefined || !Number.isInteger(s)) badValue('The value for $slice must be an integer value');
    return s! < 0 ? out.slice(Math.max(0, out.length + s!)) : out.slice(0, s);
  }
  return out;
}

function numericResult(op: string, cur: unknown, arg: unknown, docId: unknown, path: string): number {
  if (cur !== undefined && (typeof cur === 'boolean' || toNumber(cur) === undefined)) {
    refuse(
      14,
      'TypeMismatch',
      `Cannot apply ${op} to a value of non-numeric type. {_id: ${shellFormat(docId)}} has the field '${path.split('.').pop()}' of non-numeric type ${typeName(cur)}`,
    );
  }
  const a = toNumber(arg)!;
  if (cur === undefined) return op === '$inc' ? a : 0;
  return op === '$inc' ? toNumber(cur)! + a : toNumber(cur)! * a;
}

function bitResult(cur: unknown, spec: unknown, docId: unknown, path: string): number {
  if (!isPlainObject(spec)) return badValue(`The $bit modifier is not compatible with a ${typeName(spec)}.`);
  if (cur !== undefined && !(typeof cur === 'number' && Number.isInteger(cur)))
    badValue(
      `Cannot apply $bit to a value of non-integral type.{_id: ${shellFormat(docId)}} has the field ${path} of non-integer type ${typeName(cur)}`,
    );
  let n = (cur as number | undefined) ?? 0;
  for (const k of Object.keys(spec)) {
    const v = spec[k];
    if (typeof v !== 'number' || !Number.isInteger(v))
      badValue(`The $bit modifier field must be an Integer(32/64 bit); a '${typeName(v)}' is not supported here`);
    const m = v as number;
    if (k === 'and') n &= m;
    else if (k === 'or') n |= m;
    else if (k === 'xor') n ^= m;
    else badValue(`The $bit modifier only supports 'and', 'or', and 'xor', not '${k}' which is an unknown operator`);
  }
  return n;
}

function applyOne(doc: Doc, op: ConcreteOp, ctx: UpdateContext): void {
  const { at } = op;
  const key = at[at.length - 1];
  const docId = doc._id;
  switch (op.op) {
    case '$set':
    case '$setOnInsert': {
      const parent = parentOf(doc, at, true)!;
      const cur = read(parent, key);
      if (cur === undefined || !bsonEqual(cur, op.value)) write(parent, key, cloneDoc(op.value));
      return;
    }
    case '$unset': {
      const parent = parentOf(doc, at, false);
      if (parent) remove(parent, key);
      return;
    }
    case '$rename':
      return; // applied with its target, whichever comes first in path order
    case '$renameTarget': {
      const source = op.value as string;
      const sourceParent = parentOf(doc, source.split('.'), false);
      if (sourceParent && Array.isArray(sourceParent))
        badValue(
          `The source field cannot be an array element, '${source}' in doc with _id: ${shellFormat(docId)} has an array field`,
        );
      const value = sourceParent ? read(sourceParent, source.split('.').pop()!) : undefined;
      if (value === undefined) return;
      remove(sourceParent!, source.split('.').pop()!);
      const parent = parentOf(doc, at, true)!;
      if (Array.isArray(parent))
        badValue(
          `The destination field cannot be an array element, '${op.path}' in doc with _id: ${shellFormat(docId)} has an array field`,
        );
      write(parent, key, value);
      return;
    }
    case '$inc':
    case '$mul': {
      const parent = parentOf(doc, at, true)!;
      const next = numericResult(op.op, read(parent, key), op.value, docId, op.path);
      if (!bsonEqual(read(parent, key), next)) write(parent, key, next);
      return;
    }
    case '$min':
    case '$max': {
      const parent = parentOf(doc, at, true)!;
      const cur = read(parent, key);
      const c = cur === undefined ? 0 : compareBson(op.value, cur);
      if (cur === undefined || (op.op === '$min' ? c < 0 : c > 0)) write(parent, key, cloneDoc(op.value));
      return;
    }
    case '$currentDate': {
      const v = op.value;
      let now: unknown;
      if (v === true) now = new Date();
      else if (isPlainObject(v) && v.$type === 'date') now = new Date();
      else if (isPlainObject(v) && v.$type === 'timestamp')
        now = new Timestamp({ t: Math.floor(Date.now() / 1000), i: 1 });
      else
        return badValue(
          `${typeName(v)} is not valid type for $currentDate. Please use a boolean ('true') or a $type expression ({$type: 'timestamp/date'}).`,
        );
      write(parentOf(doc, at, true)!, key, now);
      return;
    }
    case '$push':
    case '$addToSet': {
      const parent = parentOf(doc, at, true)!;
      const cur = read(parent, key);
      if (cur !== undefined && !Array.isArray(cur)) {
        if (op.op === '$push')
          badValue(
            `The field '${key}' must be an array but is of type ${typeName(cur)} in document {_id: ${shellFormat(docId)}}`,
          );
        badValue(`Cannot apply $addToSet to non-array field. Field named '${key}' has non-array type ${typeName(cur)}`);
      }
      const base = (cur as unknown[] | undefined) ?? [];
      let next: unknown[];
      if (op.op === '$push') {
        next = pushValues(base, op.value);
      } else {
        next = base.slice();
        for (const v of eachOf(op.value, '$addToSet')) {
          if (!next.some((x) => compareBson(x, v) === 0)) next.push(cloneDoc(v));
        }
      }
      if (cur === undefined || !bsonEqual(cur, next)) write(parent, key, next);
      return;
    }
    case '$pull':
    case '$pullAll': {
      if (op.op === '$pullAll' && !Array.isArray(op.value))
        badValue(`$pullAll requires an array argument but was given a ${typeName(op.value)}`);
      const parent = parentOf(doc, at, false);
      const cur = parent ? read(parent, key) : undefined;
      if (cur === undefined) return;
      if (!Array.isArray(cur)) return badValue('Cannot apply $pull to a non-array value');
      const matches =
        op.op === '$pull'
          ? pullMatcher(op.value, ctx)
          : (v: unknown) => (op.value as unknown[]).some((x) => compareBson(v, x) === 0);
      const kept = cur.filter((v) => !matches(v));
      if (kept.length !== cur.length) write(parent!, key, kept);
      return;
    }
    case '$pop': {
      const dir = toNumber(op.value);
      if (dir !== 1 && dir !== -1) failedToParse(`$pop expects 1 or -1, found: ${shellFormat(op.value)}`);
      const parent = parentOf(doc, at, false);
      const cur = parent ? read(parent, key) : undefined;
      if (cur === undefined) return;
      if (!Array.isArray(cur))
        refuse(14, 'TypeMismatch', `Path '${op.path}' contains an element of non-array type '${typeName(cur)}'`);
      const arr = cur as unknown[];
      if (arr.length) write(parent!, key, dir === 1 ? arr.slice(0, -1) : arr.slice(1));
      return;
    }
    case '$bit': {
      const parent = parentOf(doc, at, true)!;
      const next = bitResult(read(parent, key), op.value, docId, op.path);
      if (!bsonEqual(read(parent, key), next)) write(parent, key, next);
      return;
    }
    default:
      failedToParse(`Unknown modifier: ${op.op}`);
  }
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
