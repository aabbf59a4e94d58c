// `$type`, in filters and in aggregation expressions, with MongoDB's type names. mingo's own would call an integral
// double an int (it sees one JavaScript number), an integral number beyond int32 a long and a Decimal128 by its class
// name; the server's versions read the BSON type (bsonTypes.ts), integral doubles included (doubles.ts). mingo's
// built-in operators cannot be replaced through its Context, so these carry their own names and requests are
// rewritten to use them (queryOperators.ts).
import { Double } from 'bson';
import { TYPE_NUMBERS, typeName } from './bsonTypes';
import { leafCandidates } from './collation';
import { readTyped, wrapDoubles } from './doubles';
import { CommandError } from './errors';
import { Doc, isPlainObject, ownField, setField } from './values';

/** The query operator `$type` is rewritten to. */
export const TYPE_OP = '$__bsonType';

/** The expression operator `$type` is rewritten to. */
export const TYPE_EXPR = '$__bsonTypeExpr';

const NUMBER_TYPES = new Set(['int', 'double', 'long', 'decimal']);

function typeMatcher(spec: unknown): (v: unknown) => boolean {
  const list = Array.isArray(spec) ? spec : [spec];
  if (list.length === 0) throw new CommandError(2, 'BadValue', '$type must match at least one type');
  const tests = list.map((t): ((v: unknown) => boolean) => {
    if (t === 'number') return (v) => NUMBER_TYPES.has(typeName(v));
    if (typeof t === 'string') {
      if (!TYPE_NUMBERS.has(t)) throw new CommandError(2, 'BadValue', `Unknown type name alias: ${t}`);
      return (v) => typeName(v) === t;
    }
    const code = typeof t === 'number' ? t : Number((t as { valueOf(): unknown })?.valueOf?.());
    const name = Array.from(TYPE_NUMBERS.keys()).find((k) => TYPE_NUMBERS.get(k) === code);
    if (!name) throw new CommandError(2, 'BadValue', `Invalid numerical type code: ${String(t)}`);
    return (v) => typeName(v) === name;
  });
  return (v) => tests.some((f) => f(v));
}

type QueryOperator = (selector: string, value: unknown, options: unknown) => (obj: unknown) => boolean;

/** mingo query operator for TYPE_OP. */
export const bsonTypeOperator: QueryOperator = (selector, value) => {
  const matches = typeMatcher(value);
  const parts = selector.split('.');
  return (obj) => {
    const vals: unknown[] = [];
    leafCandidates(wrapDoubles(obj), parts, 0, vals);
    return vals.some(matches);
  };
};

interface ExpressionOptions {
  context: { getOperator(type: string, name: string): ((obj: unknown, expr: unknown, o: unknown) => unknown) | null };
}

/** The value at a field path of the document, an integral double as a bson `Double`; any array on the way: `[]`. */
function typedFieldValue(doc: unknown, path: string): unknown {
  let parent: Doc | null = null;
  let key = '';
  let cur = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(cur)) return [];
    if (!isPlainObject(cur)) return undefined;
    parent = cur;
    key = part;
    cur = ownField(cur, part);
  }
  return parent ? readTyped(parent, key, cur) : cur;
}

/** mingo expression operator for TYPE_EXPR: the argument is evaluated by mingo (through `$let`), typed here. */
export function typeExpression(obj: unknown, expr: unknown, options: unknown): string {
  const arg = Array.isArray(expr) && expr.length === 1 ? expr[0] : expr;
  const evaluate = (options as ExpressionOptions).context.getOperator('expression', '$let')!;
  const value = evaluate(obj, { vars: {}, in: arg }, options);
  if (typeof value === 'number' && typeof arg === 'string' && /^\$[^$]/.test(arg)) {
    const typed = typedFieldValue(obj, arg.slice(1));
    if (typed instanceof Double && typed.value === value) return 'double';
  }
  return typeName(value);
}

/** An aggregation expression with `$type` as TYPE_EXPR (a copy where it changes; `$literal`s untouched). */
export function renameTypeExpressions(v: unknown): unknown {
  if (Array.isArray(v)) {
    const mapped = v.map(renameTypeExpressions);
    return mapped.some((x, i) => x !== v[i]) ? mapped : v;
  }
  if (!isPlainObject(v)) return v;
  let changed = false;
  const renamed: Doc = {};
  for (const k of Object.keys(v)) {
    const x = v[k];
    const next = k === '$literal' ? x : renameTypeExpressions(x);
    if (next !== x || k === '$type') changed = true;
    setField(renamed, k === '$type' ? TYPE_EXPR : k, next);
  }
  return changed ? renamed : v;
}
