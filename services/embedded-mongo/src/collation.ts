// Collation (https://www.mongodb.com/docs/manual/reference/collation/): ICU locale names such as
// 'en_US' given to Intl.Collator as 'en-US', a collection's default collation used when a command
// gives none, and string equality / ranges / $in that honour `strength` (1: base letters only,
// 2: accents too, 3 and above: case as well, which for equality is what binary comparison does).
import { compareBson } from './bsonTypes';
import type { Collection } from './collection';
import { Doc, isPlainObject, ownField } from './values';

export interface CollationSpec {
  locale: string;
  strength?: number;
  caseLevel?: boolean;
  caseFirst?: string;
  numericOrdering?: boolean;
  alternate?: string;
  [other: string]: unknown;
}

/** The collation a command runs with: its own, else the collection's default; null for binary comparison. */
export function effectiveCollation(explicit: unknown, coll: Collection | undefined): CollationSpec | null {
  const spec = explicit !== undefined && explicit !== null ? explicit : coll?.options.collation;
  if (!isPlainObject(spec) || typeof spec.locale !== 'string' || spec.locale === 'simple') return null;
  return { ...spec, locale: spec.locale.replace(/_/g, '-') } as CollationSpec;
}

const collators = new Map<string, Intl.Collator>();

function collatorFor(spec: CollationSpec): Intl.Collator {
  const key = JSON.stringify(spec);
  let c = collators.get(key);
  if (!c) {
    const strength = spec.strength ?? 3;
    let sensitivity: Intl.CollatorOptions['sensitivity'] =
      strength === 1 ? 'base' : strength === 2 ? 'accent' : 'variant';
    if (spec.caseLevel === true) sensitivity = sensitivity === 'base' ? 'case' : 'variant';
    c = new Intl.Collator(spec.locale, {
      sensitivity,
      numeric: spec.numericOrdering === true,
      caseFirst: spec.caseFirst === 'upper' || spec.caseFirst === 'lower' ? spec.caseFirst : 'false',
      ignorePunctuation: spec.alternate === 'shifted',
    });
    if (collators.size > 100) collators.clear();
    collators.set(key, c);
  }
  return c;
}

/** Values a path reaches: an array at the end counts itself and its elements (MongoDB's matching). */
export function leafCandidates(doc: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    if (doc === undefined) return;
    out.push(doc);
    if (Array.isArray(doc)) for (const x of doc) if (!Array.isArray(x)) out.push(x);
    return;
  }
  if (Array.isArray(doc)) {
    if (/^\d+$/.test(parts[i])) leafCandidates(doc[Number(parts[i])], parts, i + 1, out);
    for (const el of doc) if (isPlainObject(el)) leafCandidates(el, parts, i, out);
    return;
  }
  if (isPlainObject(doc)) leafCandidates(ownField(doc, parts[i]), parts, i + 1, out);
}

interface CollatedArg {
  v: unknown;
  c: CollationSpec;
}

type Cmp = (a: unknown, b: unknown) => number;

function comparator(spec: CollationSpec): Cmp {
  const collator = collatorFor(spec);
  return (a, b) => (typeof a === 'string' && typeof b === 'string' ? collator.compare(a, b) : compareBson(a, b));
}

function valuesAt(obj: unknown, selector: string): unknown[] {
  const out: unknown[] = [];
  leafCandidates(obj, selector.split('.'), 0, out);
  return out;
}

function equalsAny(values: unknown[], target: unknown, cmp: Cmp): boolean {
  if (target === null) return values.length === 0 || values.some((v) => v === null);
  if (target instanceof RegExp) return values.some((v) => typeof v === 'string' && target.test(v));
  return (
    values.some((v) => typeof v === typeof target && cmp(v, target) === 0) ||
    values.some((v) => typeof target !== 'string' && cmp(v, target) === 0)
  );
}

type Predicate = (values: unknown[], arg: unknown, cmp: Cmp) => boolean;

const PREDICATES = new Map<string, Predicate>([
  ['$eq', (vals, arg, cmp) => equalsAny(vals, arg, cmp)],
  ['$ne', (vals, arg, cmp) => !equalsAny(vals, arg, cmp)],
  ['$in', (vals, arg, cmp) => (arg as unknown[]).some((t) => equalsAny(vals, t, cmp))],
  ['$nin', (vals, arg, cmp) => !(arg as unknown[]).some((t) => equalsAny(vals, t, cmp))],
  ['$gt', (vals, arg, cmp) => vals.some((v) => typeof v === typeof arg && cmp(v, arg) > 0)],
  ['$gte', (vals, arg, cmp) => vals.some((v) => typeof v === typeof arg && cmp(v, arg) >= 0)],
  ['$lt', (vals, arg, cmp) => vals.some((v) => typeof v === typeof arg && cmp(v, arg) < 0)],
  ['$lte', (vals, arg, cmp) => vals.some((v) => typeof v === typeof arg && cmp(v, arg) <= 0)],
]);

const opName = (op: string): string => `$__collated${op.slice(1)}`;

type QueryOperator = (selector: string, value: unknown) => (obj: unknown) => boolean;

/** Query operators comparing strings under a collation (registered with mingo in queryOperators.ts). */
export const collationOperators: Record<string, QueryOperator> = Object.fromEntries(
  Array.from(PREDICATES, ([op, predicate]) => [
    opName(op),
    (selector: string, value: unknown) => {
      const { v, c } = value as CollatedArg;
      const cmp = comparator(c);
      return (obj: unknown) => predicate(valuesAt(obj, selector), v, cmp);
    },
  ]),
);

const involvesString = (v: unknown): boolean => typeof v === 'string' || (Array.isArray(v) && v.some(involvesString));

/**
 * A field condition with string comparisons made collation-aware; the same value when the
 * collation cannot change the outcome (strength 3+ equality is binary, except numeric ordering).
 */
export function rewriteForCollation(field: string, cond: unknown, spec: CollationSpec): unknown {
  if (field.startsWith('$')) return cond;
  const relevant = (spec.strength ?? 3) < 3 || spec.numericOrdering === true || spec.alternate === 'shifted';
  if (!relevant) return cond;
  if (typeof cond === 'string') return { [opName('$eq')]: { v: cond, c: spec } };
  if (!isPlainObject(cond)) return cond;
  const keys = Object.keys(cond);
  if (!keys.length || !keys.every((k) => k.startsWith('$'))) return cond;
  let out: Doc | null = null;
  for (const k of keys) {
    if (!PREDICATES.has(k) || !involvesString(cond[k])) continue;
    if ((k === '$in' || k === '$nin') && !Array.isArray(cond[k])) continue;
    out ??= { ...cond };
    delete out[k];
    out[opName(k)] = { v: cond[k], c: spec };
  }
  return out ?? cond;
}
