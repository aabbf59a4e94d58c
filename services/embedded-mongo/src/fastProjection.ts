// Plain inclusion or exclusion projections (`{a: 1, 'b.c': 1}`, `{a: 0}`) applied without mingo, which clones and
// walks the whole document for each one. Kept values are shared with the stored document, like the unprojected
// results a cursor hands out (stored documents are never mutated, store.ts). Semantics of https://www.mongodb.com/docs/manual/reference/method/db.collection.find/#projection:
// the document's own field order, `_id` first and included unless excluded, an included path through an array
// applied to each embedded document of the array (other elements dropped), a path through a scalar dropped; an
// excluded path through an array removed from each embedded document. Anything else (operators, `$` positional,
// `$slice`, `$elemMatch`, values other than 0/1/true/false, mixed or colliding paths) returns null: mingo handles it.
import { copyDoubleMarks } from './doubles';
import { Doc, isPlainObject, setField } from './values';

/** Projected paths as a tree: `true` at a projected leaf. */
type PathTree = Map<string, PathTree | true>;

interface SimpleProjection {
  include: boolean;
  tree: PathTree;
  /** Inclusion projections keep `_id` unless `_id: 0`; exclusions drop it only when asked. */
  keepId: boolean;
}

const SEGMENT = /^[^$.][^.]*$/;

function parse(projection: Doc): SimpleProjection | null {
  let include: boolean | null = null;
  let keepId = true;
  const tree: PathTree = new Map();
  for (const path of Object.keys(projection)) {
    const v = projection[path];
    let on: boolean;
    if (v === 1 || v === true) on = true;
    else if (v === 0 || v === false) on = false;
    else return null;
    if (path === '_id') {
      keepId = on;
      continue;
    }
    if (include === null) include = on;
    else if (include !== on) return null;
    const parts = path.split('.');
    if (parts[0] === '_id') return null;
    if (!parts.every((p) => SEGMENT.test(p))) return null;
    let node = tree;
    for (let i = 0; i < parts.length; i++) {
      const last = i === parts.length - 1;
      const cur = node.get(parts[i]);
      if (last) {
        if (cur !== undefined) return null; // `a` and `a.b`: MongoDB's path collision error comes from mingo
        node.set(parts[i], true);
      } else {
        if (cur === true) return null;
        let next = cur;
        if (!next) node.set(parts[i], (next = new Map()));
        node = next;
      }
    }
  }
  // `{_id: 1}` alone keeps only `_id`; `{_id: 0}` alone keeps everything else.
  return { include: include ?? keepId, tree, keepId };
}

function includeIn(doc: Doc, tree: PathTree): Doc {
  const out: Doc = {};
  for (const k of Object.keys(doc)) {
    const sub = tree.get(k);
    if (sub === undefined) continue;
    const v = doc[k];
    if (sub === true) setField(out, k, v);
    else if (isPlainObject(v)) setField(out, k, includeIn(v, sub));
    else if (Array.isArray(v)) setField(out, k, includeInArray(v, sub));
  }
  copyDoubleMarks(doc, out);
  return out;
}

function includeInArray(arr: unknown[], tree: PathTree): unknown[] {
  const out: unknown[] = [];
  for (const el of arr) {
    if (isPlainObject(el)) out.push(includeIn(el, tree));
    else if (Array.isArray(el)) out.push(includeInArray(el, tree));
  }
  return out;
}

function excludeFrom(doc: Doc, tree: PathTree): Doc {
  const out: Doc = {};
  for (const k of Object.keys(doc)) {
    const sub = tree.get(k);
    const v = doc[k];
    if (sub === true) continue;
    if (sub === undefined) setField(out, k, v);
    else if (isPlainObject(v)) setField(out, k, excludeFrom(v, sub));
    else if (Array.isArray(v)) setField(out, k, excludeFromArray(v, sub));
    else setField(out, k, v);
  }
  copyDoubleMarks(doc, out);
  return out;
}

function excludeFromArray(arr: unknown[], tree: PathTree): unknown[] {
  const out = arr.map((el) =>
    isPlainObject(el) ? excludeFrom(el, tree) : Array.isArray(el) ? excludeFromArray(el, tree) : el,
  );
  copyDoubleMarks(arr, out);
  return out;
}

/** A function projecting copies of documents, or null when mingo must handle this projection. */
export function fastProjector(projection: Doc): ((docs: Doc[]) => Doc[]) | null {
  const one = fastDocProjector(projection);
  return one && ((docs) => docs.map(one));
}

/** Plain projections seen lately, by their JSON text (drivers send the same few again and again). */
const parsedProjections = new Map<string, ((doc: Doc) => Doc) | null>();
const PARSED_PROJECTIONS_MAX = 256;

/**
 * How `find` answers stored documents when the projection is absent or plain: `key` names the projection for the
 * encoding cache (encodedDocs.ts), `project` projects one document (null: the whole document). Null when the
 * projection needs the general path (`projector` in query.ts).
 */
export function plainEncoding(projection: unknown): { key: string; project: ((doc: Doc) => Doc) | null } | null {
  if (!isPlainObject(projection) || Object.keys(projection).length === 0) return { key: '', project: null };
  const key = JSON.stringify(projection);
  let project = parsedProjections.get(key);
  if (project === undefined) {
    project = fastDocProjector(projection);
    if (parsedProjections.size >= PARSED_PROJECTIONS_MAX) parsedProjections.clear();
    parsedProjections.set(key, project);
  }
  return project ? { key, project } : null;
}

export function fastDocProjector(projection: Doc): ((doc: Doc) => Doc) | null {
  const spec = parse(projection);
  if (!spec) return null;
  const { include, tree, keepId } = spec;
  return (doc: Doc): Doc => {
    const body = include ? includeIn(doc, tree) : excludeFrom(doc, tree);
    if (!keepId) {
      delete body._id;
      return body;
    }
    if (doc._id === undefined) return body;
    // `_id` first, as MongoDB answers
    if (Object.keys(body)[0] === '_id') return body;
    const { _id: _dropped, ...rest } = body;
    const out = { _id: doc._id, ...rest };
    copyDoubleMarks(body, out);
    return out;
  };
}
