// Projection operators mingo treats differently from MongoDB, applied by the server itself:
// - `$slice` (https://www.mongodb.com/docs/manual/reference/operator/projection/slice/) is neither an
//   inclusion nor an exclusion: alone or with exclusions every other field stays, with inclusions
//   the sliced field is included;
// - `$elemMatch` (https://www.mongodb.com/docs/manual/reference/operator/projection/elemMatch/) keeps
//   the first element matching the condition, including conditions on arrays of scalars
//   (`{ids: {$elemMatch: {$in: ['y']}}}`); it includes its field.
import { CommandError } from './errors';
import { queryFor } from './protoAlias';
import type { MingoOptions } from './mingoOptions';
import { cloneDoc, Doc, getPath, isPlainObject, ownField, setField, toNumber } from './values';

interface SpecialProjection {
  /** The rest of the projection, for mingo (empty: the whole document). */
  rest: Doc;
  /** Applies the special fields to the projected copies (`source` are the stored documents). */
  apply(source: Doc[], projected: Doc[]): Doc[];
}

function sliceArgs(spec: unknown): [number, number | undefined] {
  if (Array.isArray(spec)) {
    const [skip, limit] = spec.map(toNumber);
    if (spec.length !== 2 || skip === undefined || limit === undefined || !Number.isInteger(skip))
      throw new CommandError(28724, 'Location28724', 'First argument to $slice must be an array of 2 numbers');
    if (limit <= 0) throw new CommandError(28724, 'Location28724', 'Second argument to $slice must be positive');
    return [skip, limit];
  }
  const n = toNumber(spec);
  if (n === undefined || !Number.isInteger(n))
    throw new CommandError(2, 'BadValue', '$slice only supports numbers and [skip, limit] arrays');
  return [n, undefined];
}

function sliceArray(arr: unknown[], [first, limit]: [number, number | undefined]): unknown[] {
  if (limit === undefined) return first >= 0 ? arr.slice(0, first) : arr.slice(Math.max(0, arr.length + first));
  const start = first >= 0 ? first : Math.max(0, arr.length + first);
  return arr.slice(start, start + limit);
}

/** The parent object of a dotted path in a projected copy, and the last part. */
function parentOf(doc: Doc, path: string): [Doc | null, string] {
  const parts = path.split('.');
  const parent = parts.length === 1 ? doc : getPath(doc, parts.slice(0, -1).join('.'));
  return [isPlainObject(parent) ? parent : null, parts[parts.length - 1]];
}

const WRAPPED = new Set(['$and', '$or', '$nor']);

function elementMatcher(cond: Doc, opts: MingoOptions, prepare: (f: Doc) => Doc): (v: unknown) => boolean {
  const keys = Object.keys(cond);
  const onValue = keys.length > 0 && keys.every((k) => k.startsWith('$') && !WRAPPED.has(k));
  if (onValue) {
    const q = queryFor(prepare({ v: cond }), opts);
    return (v) => q.test({ v });
  }
  const q = queryFor(prepare(cond), opts);
  return (v) => isPlainObject(v) && q.test(v);
}

/** Splits `$slice` / `$elemMatch` fields off a projection; null when it has none. */
export function specialProjection(
  projection: Doc,
  opts: MingoOptions,
  prepare: (f: Doc) => Doc = (f) => f,
): SpecialProjection | null {
  const slices: [string, [number, number | undefined]][] = [];
  const elemMatches: [string, (v: unknown) => boolean][] = [];
  const rest: Doc = {};
  for (const k of Object.keys(projection)) {
    const v = projection[k];
    if (isPlainObject(v) && Object.keys(v).length === 1 && '$slice' in v) slices.push([k, sliceArgs(v.$slice)]);
    else if (isPlainObject(v) && Object.keys(v).length === 1 && '$elemMatch' in v) {
      if (!isPlainObject(v.$elemMatch)) throw new CommandError(2, 'BadValue', '$elemMatch needs an Object');
      if (k.includes('.')) throw new CommandError(2, 'BadValue', 'Cannot use $elemMatch projection on a nested field.');
      elemMatches.push([k, elementMatcher(v.$elemMatch, opts, prepare)]);
    } else setField(rest, k, v);
  }
  if (!slices.length && !elemMatches.length) return null;
  const isInclusion = Object.keys(rest).some((k) => {
    if (k === '_id') return false;
    const v = rest[k];
    return isPlainObject(v) || (typeof v !== 'boolean' && toNumber(v) !== 0) || v === true;
  });
  const isExclusion = Object.keys(rest).some((k) => k !== '_id' && (rest[k] === false || toNumber(rest[k]) === 0));
  if (isInclusion || (elemMatches.length && !isExclusion)) {
    for (const [k] of slices) setField(rest, k, 1);
    for (const [k] of elemMatches) setField(rest, k, 1);
  }
  return {
    rest,
    apply(source, projected) {
      return projected.map((doc, i) => {
        const out = doc === source[i] ? cloneDoc(doc) : doc;
        for (const [path, args] of slices) {
          const [parent, key] = parentOf(out, path);
          const arr = parent && ownField(parent, key);
          if (parent && Array.isArray(arr)) setField(parent, key, sliceArray(arr, args));
        }
        for (const [field, matches] of elemMatches) {
          const arr = ownField(source[i], field);
          const hit = Array.isArray(arr) ? arr.find(matches) : undefined;
          if (hit === undefined) delete out[field];
          else setField(out, field, [cloneDoc(hit)]);
        }
        return out;
      });
    },
  };
}
