// Applying one update operation at one concrete path (array indexes in place of positional parts): a handler per
// operator, each with MongoDB's checks and messages.
import { Double, Timestamp } from 'bson';
import { Query } from 'mingo';
import { bsonEqual, compareBson, typeName } from './bsonTypes';
import { readTyped, setDoubleMark, untypedFor } from './doubles';
import { badValue, ConcreteOp, failedToParse, isIndex, refuse, UpdateContext } from './updateCommon';
import { cloneDoc, Doc, getPath, isPlainObject, ownField, setField, shellFormat, toNumber } from './values';

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

function rawRead(container: Doc | unknown[], key: string): unknown {
  return Array.isArray(container) ? container[Number(key)] : ownField(container, key);
}

/** A field as the operators see it: an integral double as a bson `Double` (doubles.ts), so its type is kept. */
function read(container: Doc | unknown[], key: string): unknown {
  return readTyped(container, key, rawRead(container, key));
}

function write(container: Doc | unknown[], key: string, value: unknown): void {
  value = untypedFor(container, key, value);
  if (Array.isArray(container)) {
    const idx = Number(key);
    while (container.length < idx) container.push(null);
    container[idx] = value;
  } else {
    setField(container, key, value);
  }
}

function remove(container: Doc | unknown[], key: string): boolean {
  setDoubleMark(container, key, false);
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

/** `$inc` / `$mul`: a double on either side makes a double, as in MongoDB. */
function numericResult(op: string, cur: unknown, arg: unknown, docId: unknown, path: string): number | Double {
  const n = numericValue(op, cur, arg, docId, path);
  return typeName(cur) === 'double' || typeName(arg) === 'double' ? new Double(n) : n;
}

function numericValue(op: string, cur: unknown, arg: unknown, docId: unknown, path: string): number {
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

/**
 * Applies one operator; `key` is the field it targets (the last part of `op.at`), `docId` the document's `_id` before
 * the update began (for messages).
 */
type Handler = (doc: Doc, op: ConcreteOp, key: string, docId: unknown, ctx: UpdateContext) => void;

const setValue: Handler = (doc, op, key) => {
  const parent = parentOf(doc, op.at, true)!;
  const cur = read(parent, key);
  if (cur === undefined || !bsonEqual(cur, op.value)) write(parent, key, cloneDoc(op.value));
};

const unset: Handler = (doc, op, key) => {
  const parent = parentOf(doc, op.at, false);
  if (parent) remove(parent, key);
};

/** `$rename` moves the value when its target (`$renameTarget`, the source path as value) is applied. */
const renameInto: Handler = (doc, op, key, docId) => {
  const source = op.value as string;
  const sourceParent = parentOf(doc, source.split('.'), false);
  if (sourceParent && Array.isArray(sourceParent))
    badValue(
      `The source field cannot be an array element, '${source}' in doc with _id: ${shellFormat(docId)} has an array field`,
    );
  const value = sourceParent ? read(sourceParent, source.split('.').pop()!) : undefined;
  if (value === undefined) return;
  remove(sourceParent!, source.split('.').pop()!);
  const parent = parentOf(doc, op.at, true)!;
  if (Array.isArray(parent))
    badValue(
      `The destination field cannot be an array element, '${op.path}' in doc with _id: ${shellFormat(docId)} has an array field`,
    );
  write(parent, key, value);
};

const arithmetic: Handler = (doc, op, key, docId) => {
  const parent = parentOf(doc, op.at, true)!;
  const next = numericResult(op.op, read(parent, key), op.value, docId, op.path);
  if (!bsonEqual(read(parent, key), next)) write(parent, key, next);
};

const minMax: Handler = (doc, op, key) => {
  const parent = parentOf(doc, op.at, true)!;
  const cur = read(parent, key);
  const c = cur === undefined ? 0 : compareBson(op.value, cur);
  if (cur === undefined || (op.op === '$min' ? c < 0 : c > 0)) write(parent, key, cloneDoc(op.value));
};

const currentDate: Handler = (doc, op, key) => {
  const v = op.value;
  let now: unknown;
  if (v === true) now = new Date();
  else if (isPlainObject(v) && v.$type === 'date') now = new Date();
  else if (isPlainObject(v) && v.$type === 'timestamp') now = new Timestamp({ t: Math.floor(Date.now() / 1000), i: 1 });
  else
    return badValue(
      `${typeName(v)} is not valid type for $currentDate. Please use a boolean ('true') or a $type expression ({$type: 'timestamp/date'}).`,
    );
  write(parentOf(doc, op.at, true)!, key, now);
};

/** `$push` and `$addToSet`: a missing field becomes an array, any other non-array is refused. */
const addToArray: Handler = (doc, op, key, docId) => {
  const parent = parentOf(doc, op.at, true)!;
  const cur = read(parent, key);
  if (cur !== undefined && !Array.isArray(cur)) {
    if (op.op === '$push')
      badValue(
        `The field '${key}' must be an array but is of type ${typeName(cur)} in document {_id: ${shellFormat(docId)}}`,
      );
    badValue(`Cannot apply $addToSet to non-array field. Field named '${key}' has non-array type ${typeName(cur)}`);
  }
  const base = (cur as unknown[] | undefined) ?? [];
  const next = op.op === '$push' ? pushValues(base, op.value) : addToSetValues(base, op.value);
  if (cur === undefined || !bsonEqual(cur, next)) write(parent, key, next);
};

function addToSetValues(current: unknown[], value: unknown): unknown[] {
  const next = current.slice();
  for (const v of eachOf(value, '$addToSet')) {
    if (!next.some((x) => compareBson(x, v) === 0)) next.push(cloneDoc(v));
  }
  return next;
}

/** `$pull` and `$pullAll`: a missing field is left alone. */
const pullFromArray: Handler = (doc, op, key, _docId, ctx) => {
  if (op.op === '$pullAll' && !Array.isArray(op.value))
    badValue(`$pullAll requires an array argument but was given a ${typeName(op.value)}`);
  const parent = parentOf(doc, op.at, false);
  const cur = parent ? read(parent, key) : undefined;
  if (cur === undefined) return;
  if (!Array.isArray(cur)) return badValue('Cannot apply $pull to a non-array value');
  const matches =
    op.op === '$pull'
      ? pullMatcher(op.value, ctx)
      : (v: unknown) => (op.value as unknown[]).some((x) => compareBson(v, x) === 0);
  // mingo matches the stored numbers; the kept elements keep their types
  const raw = rawRead(parent!, key) as unknown[];
  const kept = cur.filter((_, i) => !matches(raw[i]));
  if (kept.length !== cur.length) write(parent!, key, kept);
};

const pop: Handler = (doc, op, key) => {
  const dir = toNumber(op.value);
  if (dir !== 1 && dir !== -1) failedToParse(`$pop expects 1 or -1, found: ${shellFormat(op.value)}`);
  const parent = parentOf(doc, op.at, false);
  const cur = parent ? read(parent, key) : undefined;
  if (cur === undefined) return;
  if (!Array.isArray(cur))
    refuse(14, 'TypeMismatch', `Path '${op.path}' contains an element of non-array type '${typeName(cur)}'`);
  const arr = cur as unknown[];
  if (arr.length) write(parent!, key, dir === 1 ? arr.slice(0, -1) : arr.slice(1));
};

const bit: Handler = (doc, op, key, docId) => {
  const parent = parentOf(doc, op.at, true)!;
  const next = bitResult(read(parent, key), op.value, docId, op.path);
  if (!bsonEqual(read(parent, key), next)) write(parent, key, next);
};

const HANDLERS: Record<string, Handler> = {
  $set: setValue,
  $setOnInsert: setValue,
  $unset: unset,
  $rename: () => undefined, // applied with its target, whichever comes first in path order
  $renameTarget: renameInto,
  $inc: arithmetic,
  $mul: arithmetic,
  $min: minMax,
  $max: minMax,
  $currentDate: currentDate,
  $push: addToArray,
  $addToSet: addToArray,
  $pull: pullFromArray,
  $pullAll: pullFromArray,
  $pop: pop,
  $bit: bit,
};

/** Applies one operation to `doc` in place. */
export function applyOne(doc: Doc, op: ConcreteOp, ctx: UpdateContext): void {
  const handler = Object.hasOwn(HANDLERS, op.op) ? HANDLERS[op.op] : undefined;
  if (!handler) return failedToParse(`Unknown modifier: ${op.op}`);
  handler(doc, op, op.at[op.at.length - 1], doc._id, ctx);
}
