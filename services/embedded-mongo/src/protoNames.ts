// Field names that are also members of `Object.prototype` (`constructor`, `toString`, `valueOf`, ...). MongoDB
// stores them like any other field, but mingo's `$project` merges each included value into a fresh `{}`
// (`mergeInto` in mingo/operators/pipeline/project.js), where such a name finds the inherited member: the field is
// lost and the value is merged into `Object` itself (a `constructor` holding `prototype` pollutes
// `Object.prototype`). mingo is not ours to patch, so projections are rewritten before they reach it.
import { Aggregator } from 'mingo';
import { CommandError } from './errors';
import { fastDocProjector } from './fastProjection';
import { cloneDoc, Doc, setField } from './values';

const PROTO_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

/** The pipeline stage the server runs plain `$project` stages naming such fields with (registered in mingo). */
export const PLAIN_PROJECT_STAGE = '$_embeddedPlainProject';

/** The pipeline stage the server runs `$facet` with (registered in mingo). */
export const FACET_STAGE = '$_embeddedFacet';

const hasProtoSegment = (path: string): boolean => path.split('.').some((p) => PROTO_NAMES.has(p));

/** mingo's test for an inclusion (`createHandler`): numbers (0 is an exclusion, split off before) and `true`. */
const isInclusion = (v: unknown): boolean => v === true || (typeof v === 'number' && v !== 0);

/**
 * The projection to give mingo: a top-level inclusion of such a name becomes the field path `$name` (the same
 * value; a missing field stays missing). A nested one cannot be rewritten that way (arrays on the path) and is
 * refused rather than let mingo write into `Object`.
 */
export function mingoSafeProjection(spec: Doc): Doc {
  let out: Doc | null = null;
  for (const k of Object.keys(spec)) {
    if (!isInclusion(spec[k]) || k.endsWith('.$') || !hasProtoSegment(k)) continue;
    if (k.includes('.'))
      throw new CommandError(
        2,
        'BadValue',
        `embedded-mongo cannot include '${k}' in a projection that also computes fields: project it in its own stage`,
      );
    out ??= { ...spec };
    setField(out, k, `$${k}`);
  }
  return out ?? spec;
}

/** A `$project` stage as the server runs it: plain ones naming such fields with fastProjection.ts. */
export function prepareProjectStage(spec: unknown): Doc {
  if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) return { $project: spec };
  const s = spec as Doc;
  if (!Object.keys(s).some(hasProtoSegment)) return { $project: s };
  return fastDocProjector(s) ? { [PLAIN_PROJECT_STAGE]: s } : { $project: mingoSafeProjection(s) };
}

interface Mappable {
  map(fn: (doc: Doc) => Doc): Mappable;
  transform(fn: (docs: Doc[]) => unknown): Mappable;
}

/** mingo pipeline operator for PLAIN_PROJECT_STAGE. */
export function plainProjectStage(coll: Mappable, spec: Doc): Mappable {
  const project = fastDocProjector(spec);
  if (!project) throw new CommandError(2, 'BadValue', `${PLAIN_PROJECT_STAGE} needs a plain projection`);
  return coll.map(project);
}

/**
 * mingo pipeline operator for FACET_STAGE: mingo's `$facet` copies its input with its own deep clone and writes each
 * output field by assignment, where a `__proto__` field or facet name is lost. Each facet gets copies of its own.
 */
export function facetStage(coll: Mappable, spec: Doc, options: unknown): Mappable {
  const opts = options as ConstructorParameters<typeof Aggregator>[1];
  return coll.transform((docs) => {
    const out: Doc = {};
    for (const k of Object.keys(spec)) setField(out, k, new Aggregator(spec[k] as Doc[], opts).run(docs.map(cloneDoc)));
    return [out][Symbol.iterator]();
  });
}
