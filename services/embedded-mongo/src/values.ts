// Helpers for BSON values as they live inside the server: canonical keys (hash lookups for
// `_id` and indexes), cheap structural clones, path traversal with MongoDB array semantics and
// the shell-like formatting MongoDB uses in duplicate-key messages.
import { Decimal128, Long, ObjectId } from 'bson';
import { copyDoubleMarks } from './doubles';

export type Doc = Record<string, unknown>;

export function bsonType(v: unknown): string | undefined {
  if (v !== null && typeof v === 'object') {
    const t = (v as { _bsontype?: unknown })._bsontype;
    if (typeof t === 'string') return t;
  }
  return undefined;
}

export function isPlainObject(v: unknown): v is Doc {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * A document's own field. Field names come from requests, and a plain object inherits members named like
 * fields MongoDB stores as any other (`constructor`, `toString`, `__proto__`): those are not fields.
 */
export function ownField(container: object, key: string): unknown {
  return Object.hasOwn(container, key) ? (container as Doc)[key] : undefined;
}

/** Sets a field as an own property: assigning `__proto__` would replace the object's prototype instead. */
export function setField(container: object, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(container, key, { value, writable: true, enumerable: true, configurable: true });
  else (container as Doc)[key] = value;
}

/** Converts numeric-ish BSON values (number, Long, Int32, Double, Decimal128) to a JS number. */
export function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'boolean') return v ? 1 : 0;
  switch (bsonType(v)) {
    case 'Long':
      return (v as Long).toNumber();
    case 'Int32':
    case 'Double':
      return (v as { value: number }).value;
    case 'Decimal128':
      return Number(decimalString(v as Decimal128));
    default:
      return undefined;
  }
}

function framed(s: string): string {
  return `${s.length}:${s}`;
}

/**
 * A string that identifies a BSON value for equality purposes. Numbers of every width share the
 * `n` prefix so `1`, `1.0` and `Long(1)` meet in one index bucket (the query engine then decides).
 */
export function keyOf(v: unknown): string {
  if (v === undefined || v === null) return 'z';
  switch (typeof v) {
    case 'number':
      return Object.is(v, -0) ? 'n0' : 'n' + String(v);
    case 'string':
      return 's' + v;
    case 'boolean':
      return v ? 'b1' : 'b0';
    case 'bigint':
      return 'n' + v.toString();
    default:
      break;
  }
  if (v instanceof Date) return 'd' + v.getTime();
  if (v instanceof RegExp) return 'r' + framed(v.source) + v.flags;
  if (Array.isArray(v)) return '[' + v.map((x) => framed(keyOf(x))).join('') + ']';
  const t = bsonType(v);
  if (t) {
    switch (t) {
      case 'ObjectId':
        return 'o' + (v as ObjectId).toHexString();
      case 'Long': {
        const l = v as Long;
        const n = l.toNumber();
        return Number.isSafeInteger(n) ? 'n' + String(n) : 'n' + l.toString();
      }
      case 'Int32':
      case 'Double':
        return keyOf((v as { value: number }).value);
      case 'Decimal128':
        return 'm' + (v instanceof OrderedDecimal128 ? v.toString() : decimalSortKey(decimalString(v as Decimal128)));
      case 'Binary': {
        const b = v as { sub_type: number; buffer: Uint8Array };
        return 'x' + b.sub_type + ':' + Buffer.from(b.buffer).toString('base64');
      }
      default: {
        const json = (v as { toJSON?: () => unknown }).toJSON?.();
        return 't' + t + ':' + JSON.stringify(json ?? String(v));
      }
    }
  }
  if (v instanceof Uint8Array) return 'x0:' + Buffer.from(v).toString('base64');
  if (typeof v === 'object') {
    let out = '{';
    for (const k of Object.keys(v as Doc)) out += framed(k) + framed(keyOf((v as Doc)[k]));
    return out + '}';
  }
  return 'u' + String(v);
}

/**
 * Copies plain objects, arrays and Dates; BSON value objects (ObjectId, Decimal128, ...) are
 * immutable in practice and shared.
 */
export function cloneDoc<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = cloneDoc(v[i]);
    copyDoubleMarks(v, out);
    return out as T;
  }
  if (v instanceof Date) return new Date(v.getTime()) as T;
  if (isPlainObject(v)) {
    const out: Doc = {};
    for (const k of Object.keys(v)) setField(out, k, cloneDoc(v[k]));
    copyDoubleMarks(v, out);
    return out as T;
  }
  return v;
}

/**
 * Every value reached by a dotted path, with MongoDB's array semantics: arrays met on the way are
 * traversed element by element, and an array at the end contributes its elements.
 */
export function pathValues(doc: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  collect(doc, path.split('.'), 0, out);
  return out;
}

function collect(v: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    if (Array.isArray(v)) {
      if (v.length === 0) out.push(undefined);
      for (const x of v) out.push(x);
    } else if (v !== undefined) {
      out.push(v);
    }
    return;
  }
  if (Array.isArray(v)) {
    const part = parts[i];
    if (/^\d+$/.test(part)) collect(v[Number(part)], parts, i + 1, out);
    for (const el of v) if (el !== null && typeof el === 'object' && !Array.isArray(el)) collect(el, parts, i, out);
    return;
  }
  if (v !== null && typeof v === 'object' && (isPlainObject(v) || !bsonType(v))) {
    if (v instanceof Date) return;
    collect(ownField(v, parts[i]), parts, i + 1, out);
  }
}

/** First value at a dotted path (no array expansion except numeric indexes). */
export function getPath(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = ownField(cur, part);
  }
  return cur;
}

export function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur: Doc = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const next = ownField(cur, parts[i]);
    if (next === null || typeof next !== 'object') {
      const created: Doc = {};
      setField(cur, parts[i], created);
      cur = created;
    } else {
      cur = next as Doc;
    }
  }
  setField(cur, parts[parts.length - 1], value);
}

/** Formats a value the way MongoDB prints it inside `dup key: { ... }`. */
export function shellFormat(v: unknown): string {
  if (v === undefined || v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (v instanceof RegExp) return `/${v.source}/${v.flags}`;
  if (Array.isArray(v)) return `[ ${v.map(shellFormat).join(', ')} ]`;
  const t = bsonType(v);
  if (t === 'ObjectId') return `ObjectId('${(v as ObjectId).toHexString()}')`;
  if (t === 'Long') return `${(v as Long).toString()}`;
  if (t === 'Decimal128') return `Decimal128("${decimalString(v as Decimal128)}")`;
  if (t === 'Int32' || t === 'Double') return String((v as { value: number }).value);
  if (t) return String(v);
  const entries = Object.keys(v as Doc).map((k) => `${k}: ${shellFormat((v as Doc)[k])}`);
  return entries.length ? `{ ${entries.join(', ')} }` : '{}';
}

export function newObjectId(): ObjectId {
  return new ObjectId();
}

// ---------------------------------------------------------------------------------------------
// Decimal128 ordering. mingo compares two values of the same class through `toString()`, which for
// Decimal128 is lexicographic ("10.5" < "9.5"). Values inside the server are therefore kept as
// this subclass, whose `toString()` is an order-preserving key (equal for 1.0 and 1.00, like
// MongoDB). It serializes exactly like Decimal128 (same bytes), so clients never see a difference.

const decimalString = (d: Decimal128): string => Decimal128.prototype.toString.call(d);

function pad5(n: number): string {
  return String(n).padStart(5, '0');
}

export function decimalSortKey(text: string): string {
  if (text === 'NaN' || text === '-NaN') return '0';
  if (text === '-Infinity') return '0~';
  if (text === 'Infinity') return '4';
  const m = /^(-)?(\d+)(?:\.(\d+))?(?:E([+-]\d+))?$/i.exec(text);
  if (!m) return '5' + text;
  const frac = m[3] ?? '';
  let digits = (m[2] + frac).replace(/^0+/, '');
  let exp = Number(m[4] ?? 0) - frac.length;
  if (!digits) return '2';
  const trimmed = digits.replace(/0+$/, '');
  exp += digits.length - trimmed.length;
  digits = trimmed;
  const magnitude = digits.length + exp;
  if (!m[1]) return '3' + pad5(magnitude + 10000) + digits;
  const complement = Array.from(digits, (c) => String(9 - Number(c))).join('');
  return '1' + pad5(10000 - magnitude) + complement + '~';
}

export class OrderedDecimal128 extends Decimal128 {
  override toString(): string {
    return decimalSortKey(decimalString(this));
  }
  /** The usual decimal text. */
  toDecimalString(): string {
    return decimalString(this);
  }
}
