// BSON doubles holding an integral value (`5.0`). Inside the server every number is a JavaScript number, so mingo,
// the planner, index keys and sorts compare `5` and `5.0` as MongoDB does without any conversion. bson writes an
// integral number in the int32 range as an int32, though, so such a double would come back as an int and `$type`
// could not tell it from one. The containers holding one (object or array) record its key here instead, on the
// side: the hot paths never look, and only the places that care about the BSON type (the encoder, `$type`, update
// operators) turn marked numbers into bson `Double`s and back.
import { Double } from 'bson';

type Container = Record<string, unknown> | unknown[];

const marks = new WeakMap<object, Set<string>>();
/** Nothing is marked until a client sends such a double: until then every helper returns at once. */
let anyMarks = false;

/** True for a number bson writes as an int32: a double holding one is what needs a mark. */
export const int32Valued = (n: number): boolean =>
  Number.isInteger(n) && n >= -2147483648 && n <= 2147483647 && !Object.is(n, -0);

const isDouble = (v: unknown): v is Double =>
  v !== null && typeof v === 'object' && (v as { _bsontype?: unknown })._bsontype === 'Double';

function isPlain(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Sets an own field (`__proto__` included, never the prototype). */
function put(o: Container, key: string, value: unknown): void {
  if (Array.isArray(o)) o[Number(key)] = value;
  else Object.defineProperty(o, key, { value, writable: true, enumerable: true, configurable: true });
}

/** Records (or clears) that `container[key]` is a double. */
export function setDoubleMark(container: object, key: string, on: boolean): void {
  if (!on) {
    if (anyMarks) marks.get(container)?.delete(key);
    return;
  }
  anyMarks = true;
  const set = marks.get(container);
  if (set) set.add(key);
  else marks.set(container, new Set([key]));
}

export function isMarkedDouble(container: object, key: string): boolean {
  return anyMarks && (marks.get(container)?.has(key) ?? false);
}

/** Gives a copy of a container (same keys) the marks of the original. */
export function copyDoubleMarks(from: object, to: object): void {
  if (!anyMarks) return;
  const set = marks.get(from);
  if (set) marks.set(to, new Set(set));
}

/** Gives `to[toKey]`, a copy of `from[fromKey]`, its mark. */
export function copyDoubleMark(from: object, fromKey: string, to: object, toKey: string): void {
  if (anyMarks && isMarkedDouble(from, fromKey)) setDoubleMark(to, toKey, true);
}

/**
 * The value with every marked number as a bson `Double` (what the encoder writes as a double and `typeName` calls
 * one). Containers are copied where something changes; the value itself when nothing is marked.
 */
export function wrapDoubles<T>(v: T): T {
  if (!anyMarks || v === null || typeof v !== 'object') return v;
  return wrapContainer(v) as T;
}

function wrapContainer(v: object): object {
  if (!Array.isArray(v) && !isPlain(v)) return v;
  const c = v as Container;
  const set = marks.get(c);
  let out: Container | null = null;
  for (const k of Object.keys(c)) {
    const x = (c as Record<string, unknown>)[k];
    let w = x;
    if (typeof x === 'number') w = set?.has(k) ? new Double(x) : x;
    else if (x !== null && typeof x === 'object') w = wrapContainer(x);
    if (w === x) continue;
    out ??= Array.isArray(c) ? c.slice() : { ...c };
    put(out, k, w);
  }
  return out ?? c;
}

/** `container[key]` as the update operators see it: a marked number as a `Double`, containers wrapped. */
export function readTyped(container: Container, key: string, value: unknown): unknown {
  if (!anyMarks) return value;
  if (typeof value === 'number') return isMarkedDouble(container, key) ? new Double(value) : value;
  return wrapDoubles(value);
}

/**
 * The value to store at `container[key]`: bson `Double`s in it become numbers (marked where bson would write an
 * int32), in place; the container's own mark for `key` follows the value.
 */
export function untypedFor(container: object, key: string, value: unknown): unknown {
  if (isDouble(value)) {
    const n = value.value;
    setDoubleMark(container, key, int32Valued(n));
    return n;
  }
  setDoubleMark(container, key, false);
  if (value !== null && typeof value === 'object') unwrapDoubles(value);
  return value;
}

/** Turns the bson `Double`s inside a container into marked numbers, in place (a copy of server-made containers). */
export function unwrapDoubles<T>(v: T): T {
  if (!Array.isArray(v) && !isPlain(v)) return v;
  const c = v as Container;
  for (const k of Object.keys(c)) {
    const x = (c as Record<string, unknown>)[k];
    if (x === null || typeof x !== 'object') continue;
    if (isDouble(x)) put(c, k, untypedFor(c, k, x));
    else unwrapDoubles(x);
  }
  return v;
}
