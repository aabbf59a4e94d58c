// BSON types as MongoDB sees them: type names and numbers (for `$type` and error messages), the
// BSON comparison order (for `$min`/`$max`, `$push` with `$sort`, `$addToSet`, `$pull`) and exact
// equality (a change of type or of Binary subtype is a modification, as in MongoDB), and the form freshly decoded
// values take inside the server.
// Numbers: int32 and double are JavaScript numbers inside the server and Long stays a Long, so an integral number in
// the int32 range is an `int`, any other number a `double`; a double holding an integral value is marked in its
// container (doubles.ts) and read as a bson `Double` where its type matters.
import { Binary, BSONSymbol, DBRef, Decimal128, Double, Int32 } from 'bson';
import { int32Valued, setDoubleMark } from './doubles';
import { bsonType, Doc, isPlainObject, OrderedDecimal128, toNumber } from './values';

/** MongoDB's type name of a value (the one `$type` and error messages use). */
export function typeName(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  switch (typeof v) {
    case 'number':
      return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647 && !Object.is(v, -0) ? 'int' : 'double';
    case 'bigint':
      return 'long';
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
    default:
      break;
  }
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regex';
  switch (bsonType(v)) {
    case 'ObjectId':
      return 'objectId';
    case 'Long':
      return 'long';
    case 'Int32':
      return 'int';
    case 'Double':
      return 'double';
    case 'Decimal128':
      return 'decimal';
    case 'Binary':
      return 'binData';
    case 'Timestamp':
      return 'timestamp';
    case 'BSONRegExp':
      return 'regex';
    case 'MinKey':
      return 'minKey';
    case 'MaxKey':
      return 'maxKey';
    case 'Code':
      return 'javascript';
    case 'BSONSymbol':
      return 'symbol';
    case 'DBRef':
      return 'object';
    default:
      break;
  }
  if (v instanceof Uint8Array) return 'binData';
  return 'object';
}

/**
 * `$type` aliases and numbers (https://www.mongodb.com/docs/manual/reference/operator/query/type/). A Map: the
 * alias comes from the request, and a plain object would also "know" `constructor` or `toString`.
 */
export const TYPE_NUMBERS: ReadonlyMap<string, number> = new Map([
  ['double', 1],
  ['string', 2],
  ['object', 3],
  ['array', 4],
  ['binData', 5],
  ['undefined', 6],
  ['objectId', 7],
  ['bool', 8],
  ['date', 9],
  ['null', 10],
  ['regex', 11],
  ['dbPointer', 12],
  ['javascript', 13],
  ['symbol', 14],
  ['int', 16],
  ['timestamp', 17],
  ['long', 18],
  ['decimal', 19],
  ['minKey', -1],
  ['maxKey', 127],
]);

/** Canonical rank in the BSON comparison order (numbers share one rank, as do strings and symbols). */
function rank(v: unknown): number {
  switch (typeName(v)) {
    case 'minKey':
      return 1;
    case 'missing':
    case 'null':
    case 'undefined':
      return 2;
    case 'int':
    case 'double':
    case 'long':
    case 'decimal':
      return 3;
    case 'string':
    case 'symbol':
      return 4;
    case 'object':
      return 5;
    case 'array':
      return 6;
    case 'binData':
      return 7;
    case 'objectId':
      return 8;
    case 'bool':
      return 9;
    case 'date':
      return 10;
    case 'timestamp':
      return 11;
    case 'regex':
      return 12;
    case 'maxKey':
      return 100;
    default:
      return 50;
  }
}

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

function bytesOf(v: unknown): Uint8Array {
  if (v instanceof Uint8Array) return v;
  const b = v as { buffer: Uint8Array; position?: number };
  return b.position !== undefined ? b.buffer.subarray(0, b.position) : b.buffer;
}

function subtypeOf(v: unknown): number {
  return v instanceof Uint8Array ? 0 : (v as { sub_type: number }).sub_type;
}

/** Compares two values in the BSON comparison order (https://www.mongodb.com/docs/manual/reference/bson-type-comparison-order/). */
export function compareBson(a: unknown, b: unknown): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return sign(ra - rb);
  switch (ra) {
    case 3: {
      const x = toNumber(a)!;
      const y = toNumber(b)!;
      if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
      if (Number.isNaN(y)) return 1;
      return sign(x - y);
    }
    case 4: {
      const x = String(a);
      const y = String(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 5: {
      const ka = Object.keys(a as Doc);
      const kb = Object.keys(b as Doc);
      for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
        const va = (a as Doc)[ka[i]];
        const vb = (b as Doc)[kb[i]];
        const byType = sign(rank(va) - rank(vb));
        if (byType) return byType;
        if (ka[i] !== kb[i]) return ka[i] < kb[i] ? -1 : 1;
        const byValue = compareBson(va, vb);
        if (byValue) return byValue;
      }
      return sign(ka.length - kb.length);
    }
    case 6: {
      const xa = a as unknown[];
      const xb = b as unknown[];
      for (let i = 0; i < Math.min(xa.length, xb.length); i++) {
        const c = compareBson(xa[i], xb[i]);
        if (c) return c;
      }
      return sign(xa.length - xb.length);
    }
    case 7: {
      const x = bytesOf(a);
      const y = bytesOf(b);
      if (x.length !== y.length) return sign(x.length - y.length);
      const bySubtype = sign(subtypeOf(a) - subtypeOf(b));
      if (bySubtype) return bySubtype;
      return sign(Buffer.compare(x, y));
    }
    case 8: {
      const x = (a as { toHexString(): string }).toHexString();
      const y = (b as { toHexString(): string }).toHexString();
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 9:
      return sign(Number(a) - Number(b));
    case 10:
      return sign((a as Date).getTime() - (b as Date).getTime());
    case 11:
      return (a as { compare(o: unknown): number }).compare(b);
    case 12: {
      const x = a as { source?: string; pattern?: string; flags?: string; options?: string };
      const y = b as typeof x;
      const px = x.source ?? x.pattern ?? '';
      const py = y.source ?? y.pattern ?? '';
      if (px !== py) return px < py ? -1 : 1;
      const fx = x.flags ?? x.options ?? '';
      const fy = y.flags ?? y.options ?? '';
      return fx < fy ? -1 : fx > fy ? 1 : 0;
    }
    default:
      return 0;
  }
}

/** Exact equality, as MongoDB decides whether an update changed a document (type and field order matter). */
export function bsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return typeof a !== 'number' || !Object.is(a, -0) === !Object.is(b, -0);
  if (typeName(a) !== typeName(b)) return false;
  if (typeof a === 'number') return Object.is(a, b) || (Number.isNaN(a) && Number.isNaN(b));
  if (Array.isArray(a)) {
    const xb = b as unknown[];
    return a.length === xb.length && a.every((x, i) => bsonEqual(x, xb[i]));
  }
  if (isPlainObject(a)) {
    const ka = Object.keys(a);
    const kb = Object.keys(b as Doc);
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && bsonEqual(a[k], (b as Doc)[k]));
  }
  if (typeName(a) === 'binData') return subtypeOf(a) === subtypeOf(b) && compareBson(a, b) === 0;
  if (typeName(a) === 'decimal') return String(a) === String(b);
  return compareBson(a, b) === 0;
}

function hex2(n: number): string {
  return n.toString(16).padStart(2, '0');
}

/**
 * Binary values inside the server. mingo compares two values of one class through `toString()`;
 * this subclass's `toString()` (without an encoding) is a key in the BSON order of BinData: length,
 * then subtype, then bytes. It serializes exactly like Binary.
 */
export class OrderedBinary extends Binary {
  override toString(encoding?: 'hex' | 'base64' | 'utf8' | 'utf-8'): string {
    if (encoding !== undefined) return super.toString(encoding);
    const bytes = bytesOf(this);
    return bytes.length.toString(16).padStart(8, '0') + hex2(this.sub_type) + Buffer.from(bytes).toString('hex');
  }
}

/** A decoded Binary (or UUID) as the server keeps it. */
export function adoptBinary(v: Binary): OrderedBinary {
  if (v instanceof OrderedBinary) return v;
  return new OrderedBinary(Buffer.from(bytesOf(v)), v.sub_type);
}

/**
 * A decoded DBRef as the server keeps it: the plain `{ $ref, $id, $db, ...fields }` document it is
 * on the wire (same bytes), so filters on `ref.$id` and equality on the whole reference work.
 */
export function dbRefAsDocument(v: { collection: string; oid: unknown; db?: string; fields?: Doc }): Doc {
  const out: Doc = { $ref: v.collection, $id: v.oid };
  if (v.db) out.$db = v.db;
  return Object.assign(out, v.fields ?? {});
}

/**
 * A decoded number or symbol as the server keeps it (the wire decoder keeps their bson wrappers so that a double
 * can be told from an int32): a JavaScript number, with an integral double marked in its container (doubles.ts);
 * a string. Anything else: undefined.
 */
function plainScalar(container: object, key: string, x: object): number | string | undefined {
  switch ((x as { _bsontype?: unknown })._bsontype) {
    case 'Int32':
      return (x as Int32).value;
    case 'Double': {
      const n = (x as Double).value;
      if (int32Valued(n)) setDoubleMark(container, key, true);
      return n;
    }
    case 'BSONSymbol':
      return (x as BSONSymbol).value;
    default:
      return undefined;
  }
}

/** A decoded element as the server keeps it (see adoptDecoded). */
function adoptElement(container: object, key: string, x: object): unknown {
  return plainScalar(container, key, x) ?? adoptDecoded(x);
}

/**
 * Prepares freshly decoded values for the server (in place): Int32 and Double -> number (doubles.ts), BSONSymbol ->
 * string, Decimal128 -> OrderedDecimal128, Binary -> OrderedBinary, DBRef -> its document.
 */
export function adoptDecoded<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      if (x !== null && typeof x === 'object') v[i] = adoptElement(v, String(i), x);
    }
    return v;
  }
  const t = (v as { _bsontype?: unknown })._bsontype;
  if (t === 'Decimal128')
    return (v instanceof OrderedDecimal128 ? v : new OrderedDecimal128((v as unknown as Decimal128).bytes)) as T;
  if (t === 'Binary') return adoptBinary(v as unknown as Binary) as T;
  if (t === 'DBRef') return adoptDecoded(dbRefAsDocument(v as unknown as DBRef)) as T;
  if (t !== undefined || v instanceof Date || v instanceof RegExp || ArrayBuffer.isView(v)) return v;
  const o = v as Doc;
  for (const k of Object.keys(o)) {
    const x = o[k];
    if (x !== null && typeof x === 'object') o[k] = adoptElement(o, k, x);
  }
  return v;
}

/** True for a DBRef-shaped document (`$ref` then `$id`): a value, not an operator expression. */
export function isDbRefDocument(v: unknown): boolean {
  if (!isPlainObject(v)) return false;
  const keys = Object.keys(v);
  return keys[0] === '$ref' && keys[1] === '$id';
}
