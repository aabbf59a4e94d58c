// Text search: text index specs as MongoDB stores them (`_fts` / `_ftsx` key,
// weights, default_language, language_override, textIndexVersion 3), `$text` queries (terms OR'ed,
// "phrases" AND'ed, -negation), English stemming (Porter2, the Snowball English stemmer MongoDB
// uses) and stop words, and `{ $meta: 'textScore' }` in find projections and sorts.
//
// Scores follow MongoDB's formula (per field: weight x sum of 1/2^k over a term's occurrences x
// (0.5 + 0.5 x occurrences / tokens), +10 % when the field is the term alone); the stop word list
// is the `stopword` package's, close to but not identical with MongoDB's.
import { eng as ENGLISH_STOP_WORD_LIST } from 'stopword';
import stemEnglish from 'wink-porter2-stemmer';
import { fail } from './errors';
import { nearQuery } from './geo';
import type { MingoOptions } from './mingoOptions';
import type { Collection, IndexSpec } from './collection';
import { cloneDoc, Doc, isPlainObject, keyOf, ownField, pathValues, setField, setPath, toNumber } from './values';

const ENGLISH_STOP_WORDS = new Set(ENGLISH_STOP_WORD_LIST);
const ENGLISH = new Set(['english', 'en']);
const NO_LANGUAGE = 'none';

function checkLanguage(language: unknown, what: string): string {
  if (typeof language !== 'string' || !(ENGLISH.has(language) || language === NO_LANGUAGE)) {
    fail('BadValue', `${what}: language ${String(language)} is not supported (embedded-mongo knows english and none)`);
  }
  return language;
}

export function isTextIndexSpec(spec: IndexSpec): boolean {
  return spec.key._fts === 'text';
}

/**
 * A text index spec as MongoDB stores and lists it: `{ a: 'text', b: 'text' }` becomes
 * `{ _fts: 'text', _ftsx: 1 }` with weights. A collection has at most one text index (code 85).
 */
export function normalizeTextIndexSpec(spec: IndexSpec, existing: IndexSpec[]): IndexSpec {
  const key = spec.key;
  const textFields = Object.keys(key).filter((k) => key[k] === 'text');
  if (!textFields.length || '_fts' in key) return spec;
  const other = existing.find((s) => isTextIndexSpec(s) && s.name !== spec.name);
  if (other) {
    fail(
      'IndexOptionsConflict',
      `An equivalent index already exists with a different name and options. Requested index: ${spec.name}, existing index: ${other.name}`,
    );
  }
  const storedKey: Doc = {};
  for (const k of Object.keys(key)) {
    if (key[k] !== 'text') storedKey[k] = key[k];
    else if (!('_fts' in storedKey)) Object.assign(storedKey, { _fts: 'text', _ftsx: 1 });
  }
  const given = isPlainObject(spec.weights) ? spec.weights : {};
  const weights: Doc = {};
  for (const f of [...textFields, ...Object.keys(given)].sort()) {
    const w = Object.hasOwn(given, f) ? toNumber(given[f]) : 1;
    if (w === undefined || !(w > 0) || w >= 100000)
      fail('BadValue', `text index weight must be in the exclusive interval (0,100000) but found: ${String(given[f])}`);
    weights[f] = w;
  }
  const {
    v,
    key: _key,
    name,
    weights: _weights,
    default_language,
    language_override,
    textIndexVersion: _version,
    ...rest
  } = spec;
  return {
    v,
    key: storedKey,
    name,
    ...rest,
    weights,
    default_language: checkLanguage(default_language ?? 'english', 'default_language'),
    language_override: typeof language_override === 'string' ? language_override : 'language',
    textIndexVersion: 3,
  };
}

// ---------------------------------------------------------------------------------------------
// tokens

interface TermOptions {
  language: string;
  caseSensitive: boolean;
  diacriticSensitive: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

function fold(text: string, o: TermOptions): string {
  let out = o.caseSensitive ? text : text.toLowerCase();
  if (!o.diacriticSensitive) out = out.normalize('NFD').replace(/\p{M}/gu, '');
  return out;
}

/** The indexed form of a word, or null for a stop word. */
function termOf(word: string, o: TermOptions): string | null {
  const folded = fold(word, o);
  if (o.language === NO_LANGUAGE) return folded;
  const lower = folded.toLowerCase();
  if (ENGLISH_STOP_WORDS.has(lower)) return null;
  const stem = stemEnglish(lower);
  return o.caseSensitive && folded !== lower ? folded.slice(0, stem.length) : stem;
}

function termsOf(text: string, o: TermOptions): string[] {
  const out: string[] = [];
  for (const word of text.match(WORD) ?? []) {
    const t = termOf(word, o);
    if (t !== null) out.push(t);
  }
  return out;
}

interface ParsedSearch {
  terms: Set<string>;
  negatedTerms: Set<string>;
  phrases: string[];
  negatedPhrases: string[];
}

/** `$search`: words OR'ed, "quoted phrases" AND'ed, a leading `-` negates a word or a phrase. */
function parseSearch(search: string, o: TermOptions): ParsedSearch {
  const parsed: ParsedSearch = { terms: new Set(), negatedTerms: new Set(), phrases: [], negatedPhrases: [] };
  const negatedAt = (i: number): boolean => i > 0 && search[i - 1] === '-' && (i === 1 || /\s/.test(search[i - 2]));
  let i = 0;
  while (i < search.length) {
    if (search[i] === '"') {
      const end = search.indexOf('"', i + 1);
      const phrase = search.slice(i + 1, end < 0 ? search.length : end);
      if (negatedAt(i)) parsed.negatedPhrases.push(fold(phrase, o));
      else {
        parsed.phrases.push(fold(phrase, o));
        for (const t of termsOf(phrase, o)) parsed.terms.add(t);
      }
      i = end < 0 ? search.length : end + 1;
      continue;
    }
    WORD.lastIndex = i;
    const m = WORD.exec(search);
    if (!m) break;
    const quote = search.indexOf('"', i);
    if (quote >= 0 && quote < m.index) {
      i = quote;
      continue;
    }
    const t = termOf(m[0], o);
    if (t !== null) (negatedAt(m.index) ? parsed.negatedTerms : parsed.terms).add(t);
    i = m.index + m[0].length;
  }
  return parsed;
}

// ---------------------------------------------------------------------------------------------
// documents

/** Every string of a document with its dotted path (for the wildcard `$**` text index). */
function allStrings(v: unknown, path: string, out: [string, string][]): void {
  if (typeof v === 'string') out.push([path, v]);
  else if (Array.isArray(v)) v.forEach((x) => allStrings(x, path, out));
  else if (isPlainObject(v)) for (const k of Object.keys(v)) allStrings(v[k], path ? `${path}.${k}` : k, out);
}

/** The weighted strings a text index covers in a document. */
function indexedStrings(doc: Doc, weights: Doc): { text: string; weight: number }[] {
  const out: { text: string; weight: number }[] = [];
  const wildcard = toNumber(weights['$**']);
  if (wildcard !== undefined) {
    const all: [string, string][] = [];
    allStrings(doc, '', all);
    for (const [path, text] of all) out.push({ text, weight: toNumber(ownField(weights, path)) ?? wildcard });
    return out;
  }
  for (const path of Object.keys(weights)) {
    const weight = toNumber(weights[path]) ?? 1;
    for (const v of pathValues(doc, path)) {
      if (typeof v === 'string') out.push({ text: v, weight });
      else if (Array.isArray(v)) for (const x of v) if (typeof x === 'string') out.push({ text: x, weight });
    }
  }
  return out;
}

/** Per-term scores of a document, as MongoDB's FTSSpec::scoreDocument computes them. */
function termScores(fields: { text: string; weight: number }[], o: TermOptions): Map<string, number> {
  const scores = new Map<string, number>();
  for (const { text, weight } of fields) {
    const terms = termsOf(text, o);
    const seen = new Map<string, { freq: number; count: number; exp: number }>();
    for (const t of terms) {
      const data = seen.get(t) ?? { freq: 0, count: 0, exp: 1 };
      data.freq += 1 / data.exp;
      data.exp *= 2;
      data.count++;
      seen.set(t, data);
    }
    for (const [t, data] of seen) {
      const coeff = (0.5 * data.count) / terms.length + 0.5;
      const adjustment = text.length === t.length && text.toLowerCase() === t.toLowerCase() ? 1.1 : 1;
      scores.set(t, (scores.get(t) ?? 0) + weight * data.freq * coeff * adjustment);
    }
  }
  return scores;
}

// ---------------------------------------------------------------------------------------------
// queries

/** Text scores of the documents a `$text` query matched, per compiled query options. */
const SCORES = new WeakMap<object, Map<string, number>>();

function boolOption(v: unknown, name: string): boolean {
  if (v === undefined) return false;
  if (typeof v !== 'boolean') fail('TypeMismatch', `$${name} requires a boolean value`);
  return v;
}

function textQuery(coll: Collection | undefined, filter: Doc, opts: MingoOptions): SearchQuery | null {
  if (!('$text' in filter)) return null;
  const spec = filter.$text;
  const index = coll?.indexes.find((i) => isTextIndexSpec(i.spec))?.spec;
  if (!index) fail('IndexNotFound', 'text index required for $text query');
  if (!isPlainObject(spec) || typeof spec.$search !== 'string') fail('TypeMismatch', '$search requires a string value');
  for (const k of Object.keys(spec)) {
    if (!['$search', '$language', '$caseSensitive', '$diacriticSensitive'].includes(k))
      fail('BadValue', `extra fields in $text: ${k}`);
  }
  const caseSensitive = boolOption(spec.$caseSensitive, 'caseSensitive');
  const diacriticSensitive = boolOption(spec.$diacriticSensitive, 'diacriticSensitive');
  const defaultLanguage = typeof index.default_language === 'string' ? index.default_language : 'english';
  const queryLanguage = spec.$language === undefined ? defaultLanguage : checkLanguage(spec.$language, '$language');
  const search = parseSearch(spec.$search, { language: queryLanguage, caseSensitive, diacriticSensitive });
  const weights = isPlainObject(index.weights) ? index.weights : {};
  const override = typeof index.language_override === 'string' ? index.language_override : 'language';
  const { $text: _text, ...rest } = filter;
  const scores = new Map<string, number>();
  SCORES.set(opts, scores);
  return {
    rest,
    order: (docs) => {
      const out: Doc[] = [];
      if (search.terms.size === 0 && search.phrases.length === 0) return out;
      for (const doc of docs) {
        const docLanguage = typeof doc[override] === 'string' ? (doc[override] as string) : defaultLanguage;
        const o: TermOptions = {
          language: ENGLISH.has(docLanguage) ? 'english' : NO_LANGUAGE,
          caseSensitive,
          diacriticSensitive,
        };
        const fields = indexedStrings(doc, weights);
        const perTerm = termScores(fields, o);
        if (![...search.terms].some((t) => perTerm.has(t))) continue;
        if ([...search.negatedTerms].some((t) => perTerm.has(t))) continue;
        const texts = fields.map((f) => fold(f.text, o));
        if (!search.phrases.every((p) => texts.some((t) => t.includes(p)))) continue;
        if (search.negatedPhrases.some((p) => texts.some((t) => t.includes(p)))) continue;
        let score = 0;
        for (const t of search.terms) score += perTerm.get(t) ?? 0;
        scores.set(keyOf(doc._id), score);
        out.push(doc);
      }
      return out;
    },
  };
}

export interface SearchQuery {
  /** The filter without its `$near` / `$text` part (mingo evaluates it). */
  rest: Doc;
  /** Keeps the documents the search selects, in its order (nearest first for `$near`). */
  order(docs: Iterable<Doc>): Doc[];
}

/** The `$near` / `$nearSphere` / `$text` part of a filter, or null when it has none. */
export function searchQuery(coll: Collection | undefined, filter: unknown, opts: MingoOptions): SearchQuery | null {
  if (!isPlainObject(filter)) return null;
  const near = nearQuery(coll, filter);
  const text = textQuery(coll, near ? near.rest : filter, opts);
  if (near && text) fail('BadValue', 'text and geoNear not allowed in same query');
  return text ?? near;
}

function isTextScoreMeta(v: unknown): boolean {
  return isPlainObject(v) && v.$meta === 'textScore';
}

function scoreOf(opts: MingoOptions, doc: Doc): number {
  return SCORES.get(opts)?.get(keyOf(doc._id)) ?? 0;
}

/**
 * Splits `{ field: { $meta: 'textScore' } }` entries off a projection (they neither include nor
 * exclude other fields). Returns null when there are none.
 */
export function textScoreProjection(projection: unknown): { rest: Doc; fields: string[] } | null {
  if (!isPlainObject(projection)) return null;
  const fields = Object.keys(projection).filter((k) => isTextScoreMeta(projection[k]));
  if (!fields.length) return null;
  const rest: Doc = {};
  for (const k of Object.keys(projection)) if (!fields.includes(k)) setField(rest, k, projection[k]);
  return { rest, fields };
}

/** Adds the text score of each source document to its projected copy. */
export function addTextScores(sources: Doc[], projected: Doc[], fields: string[], opts: MingoOptions): Doc[] {
  // projections may share nested objects with the stored documents: write into copies
  const nested = fields.some((f) => f.includes('.'));
  return projected.map((d, i) => {
    const out = nested ? cloneDoc(d) : { ...d };
    const score = scoreOf(opts, sources[i]);
    for (const f of fields) setPath(out, f, score);
    return out;
  });
}

/** Applies `{ field: { $meta: 'textScore' } }` in a sort: highest score first (stable for ties). */
export function sortByTextScore(docs: Doc[], sort: unknown, opts: MingoOptions): Doc[] {
  if (!isPlainObject(sort) || !Object.values(sort).some(isTextScoreMeta)) return docs;
  return docs
    .map((doc, i) => ({ doc, i, score: scoreOf(opts, doc) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.doc);
}

/** Where an aggregation carries each document's text score between stages (removed from the results). */
const SCORE_FIELD = '__embeddedMongoTextScore';

function rewriteMeta(v: unknown, inSort: boolean): unknown {
  if (isTextScoreMeta(v)) return inSort ? -1 : `$${SCORE_FIELD}`;
  if (Array.isArray(v)) return v.map((x) => rewriteMeta(x, false));
  if (!isPlainObject(v)) return v;
  const out: Doc = {};
  for (const k of Object.keys(v)) {
    if (inSort && isTextScoreMeta(v[k])) out[SCORE_FIELD] = -1;
    else setField(out, k, rewriteMeta(v[k], false));
  }
  return out;
}

/**
 * `{ $meta: 'textScore' }` in the stages after an aggregation's first `$match` with `$text`: each input
 * document carries its score in a hidden field the rewritten stages read, removed from the results.
 * `$text` in a later `$match` of the `original` pipeline is refused as MongoDB does (code 17313).
 */
export function withTextScores(
  input: Doc[],
  pipeline: Doc[],
  opts: MingoOptions,
  original: unknown[],
): { input: Doc[]; pipeline: Doc[]; finish(results: Doc[]): Doc[] } {
  for (const stage of original.slice(1)) {
    if (isPlainObject(stage) && isPlainObject(stage.$match) && '$text' in stage.$match)
      fail('Location17313', '$match with $text is only allowed as the first pipeline stage');
  }
  const scores = SCORES.get(opts);
  if (!scores || !JSON.stringify(pipeline).includes('"textScore"')) return { input, pipeline, finish: (r) => r };
  return {
    input: input.map((d) => ({ ...d, [SCORE_FIELD]: scores.get(keyOf(d._id)) ?? 0 })),
    pipeline: pipeline.map((stage) => {
      const [name] = Object.keys(stage);
      return { [name]: rewriteMeta(stage[name], name === '$sort') };
    }),
    finish: (results) =>
      results.map((d) => {
        if (!isPlainObject(d) || !(SCORE_FIELD in d)) return d;
        const { [SCORE_FIELD]: _score, ...rest } = d;
        return rest;
      }),
  };
}
