// MongoDB's `$jsonSchema` (https://www.mongodb.com/docs/manual/reference/operator/query/jsonSchema/) compiled into a
// predicate: each keyword becomes one check. As in JSON Schema, a check passes values of a kind its keyword does not
// speak of (`minLength` passes a number, `required` an array). Invalid schemas are refused with FailedToParse.
import { compareBson, TYPE_NUMBERS, typeName } from './bsonTypes';
import { CommandError } from './errors';
import { Doc, isPlainObject, ownField, toNumber } from './values';

type Schema = Doc;
type Validate = (v: unknown) => boolean;
/**
 * Compiles the value `v` of keyword `k` into a check (null: nothing to check on its own). `s` is the whole schema, for
 * keywords that read a neighbour (`minimum` reads `exclusiveMinimum`).
 */
type Keyword = (v: unknown, k: string, s: Schema) => Validate | null;

const IGNORED = new Set(['title', 'description', '$comment']);
/** JSON Schema `type` names (a Map: the name comes from the request). */
const JSON_TYPES = new Map<string, (v: unknown) => boolean>([
  ['object', (v) => typeName(v) === 'object'],
  ['array', Array.isArray],
  ['number', (v) => ['int', 'long', 'double', 'decimal'].includes(typeName(v))],
  ['boolean', (v) => typeof v === 'boolean'],
  ['string', (v) => typeof v === 'string'],
  ['null', (v) => v === null],
]);

function badSchema(message: string): never {
  throw new CommandError(9, 'FailedToParse', message);
}

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

function typeTest(keyword: string, spec: unknown): Validate {
  const tests = asList(spec).map((t): Validate => {
    if (keyword === 'type') {
      const f = typeof t === 'string' ? JSON_TYPES.get(t) : undefined;
      if (!f) badSchema(`Unknown type name alias: ${String(t)}`);
      return f;
    }
    if (t === 'number') return isNumber;
    if (typeof t !== 'string' || !TYPE_NUMBERS.has(t)) badSchema(`Unknown type name alias: ${String(t)}`);
    return (v) => typeName(v) === t;
  });
  return (v) => tests.some((f) => f(v));
}

const isNumber = (v: unknown): boolean => JSON_TYPES.get('number')!(v);

/** Read by the keyword they go with, not on their own. */
const readElsewhere: Keyword = () => null;

/** Keywords that apply to a value of any kind. */
const ANY_KEYWORDS: Record<string, Keyword> = {
  bsonType: (v, k) => typeTest(k, v),
  type: (v, k) => typeTest(k, v),
  enum: (v) => {
    if (!Array.isArray(v) || !v.length) badSchema("$jsonSchema keyword 'enum' must be a non-empty array");
    const values = v as unknown[];
    return (x) => values.some((e) => typeName(e) === typeName(x) && compareBson(e, x) === 0);
  },
  allOf: combinator,
  anyOf: combinator,
  oneOf: combinator,
  not: (v) => {
    const sub = compileJsonSchema(v);
    return (x) => !sub(x);
  },
};

function combinator(v: unknown, k: string): Validate {
  if (!Array.isArray(v) || !v.length) badSchema(`$jsonSchema keyword '${k}' must be a non-empty array`);
  const subs = (v as unknown[]).map(compileJsonSchema);
  if (k === 'allOf') return (x) => subs.every((f) => f(x));
  if (k === 'anyOf') return (x) => subs.some((f) => f(x));
  return (x) => subs.filter((f) => f(x)).length === 1;
}

const propertyCount: Keyword = (v, k) => {
  const n = toNumber(v)!;
  return (x) => !isPlainObject(x) || (k === 'minProperties' ? Object.keys(x).length >= n : Object.keys(x).length <= n);
};

const OBJECT_KEYWORDS: Record<string, Keyword> = {
  required: (v) => {
    if (!Array.isArray(v)) badSchema("$jsonSchema keyword 'required' must be an array");
    const names = v as string[];
    return (x) => !isPlainObject(x) || names.every((n) => ownField(x, n) !== undefined);
  },
  properties: (v) => {
    if (!isPlainObject(v)) badSchema("$jsonSchema keyword 'properties' must be an object");
    const props = Object.entries(v).map(([n, sub]) => [n, compileJsonSchema(sub)] as const);
    return (x) => !isPlainObject(x) || props.every(([n, f]) => ownField(x, n) === undefined || f(x[n]));
  },
  // both checked together, after the other keywords (additionalPropertiesCheck)
  patternProperties: readElsewhere,
  additionalProperties: readElsewhere,
  minProperties: propertyCount,
  maxProperties: propertyCount,
  dependencies: (v) => {
    if (!isPlainObject(v)) badSchema("$jsonSchema keyword 'dependencies' must be an object");
    const deps = Object.entries(v).map(
      ([n, d]) => [n, Array.isArray(d) ? null : compileJsonSchema(d), Array.isArray(d) ? (d as string[]) : []] as const,
    );
    return (x) =>
      !isPlainObject(x) ||
      deps.every(([n, sub, names]) =>
        ownField(x, n) === undefined ? true : sub ? sub(x) : names.every((m) => ownField(x, m) !== undefined),
      );
  },
};

/** Fields neither in `properties` nor matched by `patternProperties` must satisfy `additionalProperties`. */
function additionalPropertiesCheck(s: Schema): Validate {
  const known = new Set(isPlainObject(s.properties) ? Object.keys(s.properties) : []);
  const patterns = isPlainObject(s.patternProperties)
    ? Object.entries(s.patternProperties).map(([p, sub]) => [new RegExp(p, 'u'), compileJsonSchema(sub)] as const)
    : [];
  const additional = s.additionalProperties;
  const extraSchema = isPlainObject(additional) ? compileJsonSchema(additional) : null;
  return (x) => {
    if (!isPlainObject(x)) return true;
    for (const n of Object.keys(x)) {
      const byPattern = patterns.filter(([re]) => re.test(n));
      if (!byPattern.every(([, f]) => f(x[n]))) return false;
      if (known.has(n) || byPattern.length) continue;
      if (additional === false) return false;
      if (extraSchema && !extraSchema(x[n])) return false;
    }
    return true;
  };
}

const bound: Keyword = (v, k, s) => {
  const n = toNumber(v)!;
  const exclusive = s[k === 'minimum' ? 'exclusiveMinimum' : 'exclusiveMaximum'] === true;
  return (x) => {
    if (!isNumber(x)) return true;
    const d = toNumber(x)! - n;
    return k === 'minimum' ? (exclusive ? d > 0 : d >= 0) : exclusive ? d < 0 : d <= 0;
  };
};

const NUMBER_KEYWORDS: Record<string, Keyword> = {
  minimum: bound,
  maximum: bound,
  exclusiveMinimum: readElsewhere,
  exclusiveMaximum: readElsewhere,
  multipleOf: (v) => {
    const n = toNumber(v)!;
    return (x) => !isNumber(x) || toNumber(x)! % n === 0;
  },
};

const stringLength: Keyword = (v, k) => {
  const n = toNumber(v)!;
  return (x) => typeof x !== 'string' || (k === 'minLength' ? [...x].length >= n : [...x].length <= n);
};

const STRING_KEYWORDS: Record<string, Keyword> = {
  minLength: stringLength,
  maxLength: stringLength,
  pattern: (v) => {
    const re = new RegExp(String(v), 'u');
    return (x) => typeof x !== 'string' || re.test(x);
  },
};

/** `items` as one schema for every element, or as a tuple (then `additionalItems` governs the elements past it). */
const items: Keyword = (v, _k, s) => {
  if (!Array.isArray(v)) {
    const each = compileJsonSchema(v);
    return (x) => !Array.isArray(x) || x.every(each);
  }
  const tuple = v.map(compileJsonSchema);
  const extra = s.additionalItems;
  const more = isPlainObject(extra) ? compileJsonSchema(extra) : null;
  return (x) =>
    !Array.isArray(x) ||
    x.every((e, i) => (i < tuple.length ? tuple[i](e) : extra === false ? false : more ? more(e) : true));
};

const itemCount: Keyword = (v, k) => {
  const n = toNumber(v)!;
  return (x) => !Array.isArray(x) || (k === 'minItems' ? x.length >= n : x.length <= n);
};

const ARRAY_KEYWORDS: Record<string, Keyword> = {
  items,
  additionalItems: readElsewhere,
  minItems: itemCount,
  maxItems: itemCount,
  uniqueItems: (v) =>
    v === true
      ? (x) => !Array.isArray(x) || x.every((e, i) => x.findIndex((o) => compareBson(o, e) === 0) === i)
      : null,
};

const KEYWORDS: Record<string, Keyword> = {
  ...ANY_KEYWORDS,
  ...OBJECT_KEYWORDS,
  ...NUMBER_KEYWORDS,
  ...STRING_KEYWORDS,
  ...ARRAY_KEYWORDS,
};

/** Compiles a MongoDB `$jsonSchema` into a predicate (also given to mingo as `jsonSchemaValidator`). */
export function compileJsonSchema(schema: unknown): Validate {
  if (!isPlainObject(schema)) return badSchema('$jsonSchema must be an object');
  const checks: Validate[] = [];
  const s = schema as Schema;
  for (const k of Object.keys(s)) {
    // own keys only: a schema's field named like an Object.prototype member is no keyword
    const keyword = Object.hasOwn(KEYWORDS, k) ? KEYWORDS[k] : undefined;
    if (!keyword) {
      if (!IGNORED.has(k)) badSchema(`Unknown $jsonSchema keyword: ${k}`);
      continue;
    }
    const check = keyword(s[k], k, s);
    if (check) checks.push(check);
  }
  if ('additionalProperties' in s || 'patternProperties' in s) checks.push(additionalPropertiesCheck(s));
  return (x) => checks.every((f) => f(x));
}
