// Collection validators (https://www.mongodb.com/docs/manual/core/schema-validation/): a `validator`
// given to `create` or `collMod` is a query filter, usually `$jsonSchema`
// (https://www.mongodb.com/docs/manual/reference/operator/query/jsonSchema/), checked on every insert
// and update. `validationLevel` 'strict' (default) checks every write, 'moderate' only updates of
// documents that were valid, 'off' none; `validationAction` 'error' (default) refuses the write with
// code 121 DocumentValidationFailure, 'warn' lets it through.
import { Query } from 'mingo';
import { compareBson, TYPE_NUMBERS, typeName } from './bsonTypes';
import { CommandError } from './errors';
import { rewriteFilter, SERVER_QUERY_OPERATORS } from './queryOperators';
import { Doc, isPlainObject, toNumber } from './values';

type Schema = Doc;
type Validate = (v: unknown) => boolean;

const IGNORED = new Set(['title', 'description', '$comment']);
const JSON_TYPES: Record<string, (v: unknown) => boolean> = {
  object: (v) => typeName(v) === 'object',
  array: Array.isArray,
  number: (v) => ['int', 'long', 'double', 'decimal'].includes(typeName(v)),
  boolean: (v) => typeof v === 'boolean',
  string: (v) => typeof v === 'string',
  null: (v) => v === null,
};

function badSchema(message: string): never {
  throw new CommandError(9, 'FailedToParse', message);
}

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

function typeTest(keyword: string, spec: unknown): Validate {
  const tests = asList(spec).map((t): Validate => {
    if (keyword === 'type') {
      const f = JSON_TYPES[t as string];
      if (!f) badSchema(`Unknown type name alias: ${String(t)}`);
      return f;
    }
    if (t === 'number') return JSON_TYPES.number;
    if (typeof t !== 'string' || !(t in TYPE_NUMBERS)) badSchema(`Unknown type name alias: ${String(t)}`);
    return (v) => typeName(v) === t;
  });
  return (v) => tests.some((f) => f(v));
}

const isNumber = (v: unknown): boolean => JSON_TYPES.number(v);

/** Compiles a MongoDB `$jsonSchema` into a predicate (also given to mingo as `jsonSchemaValidator`). */
export function compileJsonSchema(schema: unknown): Validate {
  if (!isPlainObject(schema)) return badSchema('$jsonSchema must be an object');
  const checks: Validate[] = [];
  const s = schema as Schema;
  for (const k of Object.keys(s)) {
    const v = s[k];
    switch (k) {
      case 'bsonType':
      case 'type': {
        const t = typeTest(k, v);
        checks.push(t);
        break;
      }
      case 'required': {
        if (!Array.isArray(v)) badSchema("$jsonSchema keyword 'required' must be an array");
        const names = v as string[];
        checks.push((x) => !isPlainObject(x) || names.every((n) => x[n] !== undefined));
        break;
      }
      case 'properties': {
        if (!isPlainObject(v)) badSchema("$jsonSchema keyword 'properties' must be an object");
        const props = Object.entries(v).map(([n, sub]) => [n, compileJsonSchema(sub)] as const);
        checks.push((x) => !isPlainObject(x) || props.every(([n, f]) => x[n] === undefined || f(x[n])));
        break;
      }
      case 'patternProperties':
      case 'additionalProperties':
        break; // evaluated together below
      case 'minProperties':
      case 'maxProperties': {
        const n = toNumber(v)!;
        checks.push(
          (x) => !isPlainObject(x) || (k === 'minProperties' ? Object.keys(x).length >= n : Object.keys(x).length <= n),
        );
        break;
      }
      case 'enum': {
        if (!Array.isArray(v) || !v.length) badSchema("$jsonSchema keyword 'enum' must be a non-empty array");
        const values = v as unknown[];
        checks.push((x) => values.some((e) => typeName(e) === typeName(x) && compareBson(e, x) === 0));
        break;
      }
      case 'minimum':
      case 'maximum': {
        const n = toNumber(v)!;
        const exclusive = s[k === 'minimum' ? 'exclusiveMinimum' : 'exclusiveMaximum'] === true;
        checks.push((x) => {
          if (!isNumber(x)) return true;
          const d = toNumber(x)! - n;
          return k === 'minimum' ? (exclusive ? d > 0 : d >= 0) : exclusive ? d < 0 : d <= 0;
        });
        break;
      }
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        break; // read with minimum / maximum
      case 'multipleOf': {
        const n = toNumber(v)!;
        checks.push((x) => !isNumber(x) || toNumber(x)! % n === 0);
        break;
      }
      case 'minLength':
      case 'maxLength': {
        const n = toNumber(v)!;
        checks.push((x) => typeof x !== 'string' || (k === 'minLength' ? [...x].length >= n : [...x].length <= n));
        break;
      }
      case 'pattern': {
        const re = new RegExp(String(v), 'u');
        checks.push((x) => typeof x !== 'string' || re.test(x));
        break;
      }
      case 'items': {
        if (Array.isArray(v)) {
          const tuple = v.map(compileJsonSchema);
          const extra = s.additionalItems;
          const more = isPlainObject(extra) ? compileJsonSchema(extra) : null;
          checks.push(
            (x) =>
              !Array.isArray(x) ||
              x.every((e, i) => (i < tuple.length ? tuple[i](e) : extra === false ? false : more ? more(e) : true)),
          );
        } else {
          const each = compileJsonSchema(v);
          checks.push((x) => !Array.isArray(x) || x.every(each));
        }
        break;
      }
      case 'additionalItems':
        break; // read with items
      case 'minItems':
      case 'maxItems': {
        const n = toNumber(v)!;
        checks.push((x) => !Array.isArray(x) || (k === 'minItems' ? x.length >= n : x.length <= n));
        break;
      }
      case 'uniqueItems':
        if (v === true)
          checks.push((x) => !Array.isArray(x) || x.every((e, i) => x.findIndex((o) => compareBson(o, e) === 0) === i));
        break;
      case 'allOf':
      case 'anyOf':
      case 'oneOf': {
        if (!Array.isArray(v) || !v.length) badSchema(`$jsonSchema keyword '${k}' must be a non-empty array`);
        const subs = (v as unknown[]).map(compileJsonSchema);
        if (k === 'allOf') checks.push((x) => subs.every((f) => f(x)));
        else if (k === 'anyOf') checks.push((x) => subs.some((f) => f(x)));
        else checks.push((x) => subs.filter((f) => f(x)).length === 1);
        break;
      }
      case 'not': {
        const sub = compileJsonSchema(v);
        checks.push((x) => !sub(x));
        break;
      }
      case 'dependencies': {
        if (!isPlainObject(v)) badSchema("$jsonSchema keyword 'dependencies' must be an object");
        const deps = Object.entries(v).map(
          ([n, d]) =>
            [n, Array.isArray(d) ? null : compileJsonSchema(d), Array.isArray(d) ? (d as string[]) : []] as const,
        );
        checks.push(
          (x) =>
            !isPlainObject(x) ||
            deps.every(([n, sub, names]) =>
              x[n] === undefined ? true : sub ? sub(x) : names.every((m) => x[m] !== undefined),
            ),
        );
        break;
      }
      default:
        if (!IGNORED.has(k)) badSchema(`Unknown $jsonSchema keyword: ${k}`);
    }
  }
  if ('additionalProperties' in s || 'patternProperties' in s) {
    const known = new Set(isPlainObject(s.properties) ? Object.keys(s.properties) : []);
    const patterns = isPlainObject(s.patternProperties)
      ? Object.entries(s.patternProperties).map(([p, sub]) => [new RegExp(p, 'u'), compileJsonSchema(sub)] as const)
      : [];
    const additional = s.additionalProperties;
    const extraSchema = isPlainObject(additional) ? compileJsonSchema(additional) : null;
    checks.push((x) => {
      if (!isPlainObject(x)) return true;
      for (const n of Object.keys(x)) {
        const byPattern = patterns.filter(([re]) => re.test(n));
        if (!byPattern.every(([, f]) => f(x[n]))) return false;
        if (known.has(n) || byPattern.length) continue;
        if (additional === false) return false;
        if (extraSchema && !extraSchema(x[n])) return false;
      }
      return true;
    });
  }
  return (x) => checks.every((f) => f(x));
}

const VALIDATION_LEVELS = new Set(['off', 'strict', 'moderate']);
const VALIDATION_ACTIONS = new Set(['error', 'warn']);

const compiled = new WeakMap<Doc, Query>();

function validatorQuery(validator: Doc): Query {
  let q = compiled.get(validator);
  if (!q) {
    try {
      q = new Query(rewriteFilter(validator), {
        idKey: '_id',
        context: SERVER_QUERY_OPERATORS,
        jsonSchemaValidator: compileJsonSchema,
      } as ConstructorParameters<typeof Query>[1]);
    } catch (err) {
      if (err instanceof CommandError) throw err;
      throw new CommandError(2, 'BadValue', (err as Error).message);
    }
    compiled.set(validator, q);
  }
  return q;
}

/** Refuses invalid validator options (create / collMod) with MongoDB's codes. */
export function checkValidatorOptions(options: Doc): void {
  if (options.validator !== undefined) {
    if (!isPlainObject(options.validator))
      throw new CommandError(14, 'TypeMismatch', "'validator' has to be a document");
    validatorQuery(options.validator);
  }
  if (options.validationLevel !== undefined && !VALIDATION_LEVELS.has(options.validationLevel as string))
    throw new CommandError(
      2,
      'BadValue',
      `Enumeration value '${String(options.validationLevel)}' for field 'validationLevel' is not a valid value.`,
    );
  if (options.validationAction !== undefined && !VALIDATION_ACTIONS.has(options.validationAction as string))
    throw new CommandError(
      2,
      'BadValue',
      `Enumeration value '${String(options.validationAction)}' for field 'validationAction' is not a valid value.`,
    );
}

/**
 * Checks a document about to be stored against its collection's validator; `old` is the stored
 * version for updates (null for inserts).
 */
export function checkValidator(options: Doc, doc: Doc, old: Doc | null): void {
  const validator = options.validator;
  if (!isPlainObject(validator) || Object.keys(validator).length === 0) return;
  const level = (options.validationLevel as string | undefined) ?? 'strict';
  if (level === 'off' || options.validationAction === 'warn') return;
  const q = validatorQuery(validator);
  if (q.test(doc)) return;
  if (level === 'moderate' && old && !q.test(old)) return;
  throw new CommandError(121, 'DocumentValidationFailure', 'Document failed validation', {
    errInfo: { failingDocumentId: doc._id, details: { operatorName: Object.keys(validator)[0] } },
  });
}
