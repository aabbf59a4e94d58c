// Geospatial queries: `2dsphere` / `2d` index specs, `$near` / `$nearSphere`
// (which need a geo index, as on MongoDB), `$geoWithin` / `$geoIntersects` (mingo query operators,
// no index needed) and the `$geoNear` aggregation stage.
//
// Distances on the sphere use MongoDB's Earth radius (6378.1 km) and the haversine formula; shapes
// (polygons, boxes, intersections) are evaluated on the longitude/latitude plane, which matches
// MongoDB's answers except for very large polygons whose edges MongoDB treats as geodesics.
import { Context } from 'mingo';
import { fail } from './errors';
import type { Collection, IndexSpec } from './collection';
import { cloneDoc, Doc, isPlainObject, ownField, setPath, toNumber } from './values';

/** The Earth radius MongoDB uses to turn radians into metres. */
export const EARTH_RADIUS_METRES = 6378100;

export type Point = [number, number];

const GEO_INDEX_TYPES = new Set(['2dsphere', '2d']);

/** MongoDB lists a 2dsphere index with its index version (3 since MongoDB 3.2). */
export function normalizeGeoIndexSpec(spec: IndexSpec): IndexSpec {
  const types = Object.values(spec.key);
  if (types.includes('2dsphere') && spec['2dsphereIndexVersion'] === undefined) {
    return { ...spec, '2dsphereIndexVersion': 3 };
  }
  return spec;
}

function coord(v: unknown): number | undefined {
  const n = typeof v === 'boolean' ? undefined : toNumber(v);
  return n !== undefined && Number.isFinite(n) ? n : undefined;
}

/** A point from a GeoJSON Point, a legacy `[x, y]` pair or a legacy `{ x, y }` document. */
export function pointOf(v: unknown): Point | null {
  if (Array.isArray(v)) {
    if (v.length < 2) return null;
    const x = coord(v[0]);
    const y = coord(v[1]);
    return x === undefined || y === undefined ? null : [x, y];
  }
  if (isPlainObject(v)) {
    if ('type' in v) return v.type === 'Point' ? pointOf(v.coordinates) : null;
    const values = Object.values(v);
    return values.length === 2 ? pointOf(values) : null;
  }
  return null;
}

const radians = (deg: number): number => (deg * Math.PI) / 180;

/** Angle between two longitude/latitude points, in radians (haversine). */
export function sphericalAngle(a: Point, b: Point): number {
  const dLat = radians(b[1] - a[1]);
  const dLon = radians(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a[1])) * Math.cos(radians(b[1])) * Math.sin(dLon / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const planarDistance = (a: Point, b: Point): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

// ---------------------------------------------------------------------------------------------
// shapes

/** A geometry reduced to what the plane tests need: points, line strings and polygons (rings). */
interface Shape {
  points: Point[];
  lines: Point[][];
  /** Each polygon: outer ring first, then holes. */
  polygons: Point[][][];
}

function ring(v: unknown): Point[] {
  if (!Array.isArray(v)) return fail('BadValue', 'Polygon coordinates must be an array of rings');
  return v.map((p) => pointOf(p) ?? fail('BadValue', `Point must only contain numeric elements`));
}

/** A GeoJSON geometry (Point, MultiPoint, LineString, MultiLineString, Polygon, MultiPolygon, GeometryCollection). */
function shapeOf(g: unknown): Shape | null {
  if (!isPlainObject(g) || typeof g.type !== 'string') return null;
  const c = g.coordinates;
  const shape: Shape = { points: [], lines: [], polygons: [] };
  try {
    switch (g.type) {
      case 'Point': {
        const p = pointOf(c);
        if (!p) return null;
        shape.points.push(p);
        break;
      }
      case 'MultiPoint':
        shape.points.push(...ring(c));
        break;
      case 'LineString':
        shape.lines.push(ring(c));
        break;
      case 'MultiLineString':
        if (!Array.isArray(c)) return null;
        shape.lines.push(...c.map(ring));
        break;
      case 'Polygon':
        if (!Array.isArray(c)) return null;
        shape.polygons.push(c.map(ring));
        break;
      case 'MultiPolygon':
        if (!Array.isArray(c)) return null;
        shape.polygons.push(...c.map((poly) => (Array.isArray(poly) ? poly.map(ring) : [])));
        break;
      case 'GeometryCollection':
        for (const part of Array.isArray(g.geometries) ? g.geometries : []) {
          const s = shapeOf(part);
          if (!s) return null;
          shape.points.push(...s.points);
          shape.lines.push(...s.lines);
          shape.polygons.push(...s.polygons);
        }
        break;
      default:
        return null;
    }
  } catch {
    return null;
  }
  return shape;
}

/** The geometry stored in a document field: GeoJSON or a legacy point. */
function storedShape(v: unknown): Shape | null {
  const p = Array.isArray(v) || (isPlainObject(v) && !('type' in v)) ? pointOf(v) : null;
  if (p) return { points: [p], lines: [], polygons: [] };
  return shapeOf(v);
}

function inRing(p: Point, r: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
    const [xi, yi] = r[i];
    const [xj, yj] = r[j];
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside || onRing(p, r);
}

function onSegment(p: Point, a: Point, b: Point): boolean {
  const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
  if (Math.abs(cross) > 1e-12) return false;
  return (
    p[0] >= Math.min(a[0], b[0]) &&
    p[0] <= Math.max(a[0], b[0]) &&
    p[1] >= Math.min(a[1], b[1]) &&
    p[1] <= Math.max(a[1], b[1])
  );
}

function onRing(p: Point, r: Point[]): boolean {
  for (let i = 0; i + 1 < r.length; i++) if (onSegment(p, r[i], r[i + 1])) return true;
  return false;
}

function inPolygon(p: Point, polygon: Point[][]): boolean {
  if (!polygon.length || !inRing(p, polygon[0])) return false;
  return polygon.slice(1).every((hole) => !inRing(p, hole) || onRing(p, hole));
}

type Vec = [number, number, number];

/** A longitude/latitude point as a unit vector. */
function unitVector([lon, lat]: Point): Vec {
  const [phi, lambda] = [radians(lat), radians(lon)];
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

const cross3 = (a: Vec, b: Vec): Vec => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot3 = (a: Vec, b: Vec): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** True when `p`, on the great circle through `a` and `b` (normal `n`), lies on their shorter arc. */
function onArc(p: Vec, a: Vec, b: Vec, n: Vec): boolean {
  return dot3(cross3(a, p), n) >= -1e-12 && dot3(cross3(p, b), n) >= -1e-12;
}

/**
 * True when two edges cross as MongoDB's 2dsphere sees them: geodesics, the shorter way round. On
 * the longitude/latitude plane an edge from 178° to -178° would span the whole globe the other way
 * instead of crossing the antimeridian.
 */
function arcsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const [va, vb, vc, vd] = [a, b, c, d].map(unitVector);
  const n1 = cross3(va, vb);
  const n2 = cross3(vc, vd);
  const line = cross3(n1, n2);
  const len = Math.hypot(...line);
  if (len < 1e-12) return false; // one great circle (or a degenerate edge): the endpoint checks decide
  const p = line.map((x) => x / len) as Vec;
  const q = p.map((x) => -x) as Vec;
  return [p, q].some((x) => onArc(x, va, vb, n1) && onArc(x, vc, vd, n2));
}

function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  if (arcsCross(a, b, c, d)) return true;
  return onSegment(c, a, b) || onSegment(d, a, b) || onSegment(a, c, d) || onSegment(b, c, d);
}

function segments(s: Shape): [Point, Point][] {
  const out: [Point, Point][] = [];
  const add = (line: Point[]): void => {
    for (let i = 0; i + 1 < line.length; i++) out.push([line[i], line[i + 1]]);
  };
  s.lines.forEach(add);
  s.polygons.forEach((poly) => poly.forEach(add));
  return out;
}

function vertices(s: Shape): Point[] {
  return [...s.points, ...s.lines.flat(), ...s.polygons.flatMap((poly) => poly[0] ?? [])];
}

function intersects(a: Shape, b: Shape): boolean {
  const inAny = (p: Point, s: Shape): boolean =>
    s.polygons.some((poly) => inPolygon(p, poly)) ||
    s.lines.some((line) => line.some((q, i) => i + 1 < line.length && onSegment(p, q, line[i + 1]))) ||
    s.points.some((q) => q[0] === p[0] && q[1] === p[1]);
  if (vertices(a).some((p) => inAny(p, b)) || vertices(b).some((p) => inAny(p, a))) return true;
  const sb = segments(b);
  return segments(a).some(([p, q]) => sb.some(([r, s]) => segmentsCross(p, q, r, s)));
}

/** True when every part of `s` lies inside the region (polygons: checked on their outer ring). */
function within(s: Shape, contains: (p: Point) => boolean): boolean {
  const all = vertices(s);
  return all.length > 0 && all.every(contains);
}

function withinShape(s: Shape, region: Shape): boolean {
  if (!within(s, (p) => region.polygons.some((poly) => inPolygon(p, poly)))) return false;
  // an edge leaving a concave region between two inside vertices
  const regionEdges = segments(region);
  return segments(s).every(([p, q]) => {
    const mid: Point = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
    return region.polygons.some((poly) => inPolygon(mid, poly)) || regionEdges.length === 0;
  });
}

function pair(v: unknown, what: string): Point {
  return pointOf(v) ?? fail('BadValue', `${what}: point must be an array or object of two numbers`);
}

function nonNegative(v: unknown, what: string): number {
  const n = coord(v);
  if (n === undefined || n < 0) fail('BadValue', `${what} must be a non-negative number`);
  return n;
}

/** Compiles a `$geoWithin` / `$within` argument into a test on a stored value. */
function withinPredicate(spec: unknown): (v: unknown) => boolean {
  if (!isPlainObject(spec) || Object.keys(spec).length === 0) fail('BadValue', '$geoWithin requires a shape');
  const [kind] = Object.keys(spec);
  const arg = spec[kind];
  switch (kind) {
    case '$geometry': {
      const region = shapeOf(arg);
      if (!region || !region.polygons.length)
        fail('BadValue', '$geoWithin $geometry must be a GeoJSON Polygon or MultiPolygon');
      return (v) => {
        const s = storedShape(v);
        return !!s && withinShape(s, region);
      };
    }
    case '$centerSphere':
    case '$center': {
      if (!Array.isArray(arg) || arg.length !== 2) fail('BadValue', `${kind} requires [ [x, y], radius ]`);
      const centre = pair(arg[0], kind);
      const radius = nonNegative(arg[1], `${kind} radius`);
      const distance = kind === '$center' ? planarDistance : sphericalAngle;
      return (v) => {
        const s = storedShape(v);
        return !!s && within(s, (p) => distance(centre, p) <= radius);
      };
    }
    case '$box': {
      if (!Array.isArray(arg) || arg.length !== 2) fail('BadValue', '$box requires [ [x1, y1], [x2, y2] ]');
      const [a, b] = [pair(arg[0], '$box'), pair(arg[1], '$box')];
      const [minX, maxX, minY, maxY] = [
        Math.min(a[0], b[0]),
        Math.max(a[0], b[0]),
        Math.min(a[1], b[1]),
        Math.max(a[1], b[1]),
      ];
      return (v) => {
        const s = storedShape(v);
        return !!s && within(s, (p) => p[0] >= minX && p[0] <= maxX && p[1] >= minY && p[1] <= maxY);
      };
    }
    case '$polygon': {
      if (!Array.isArray(arg) || arg.length < 3) fail('BadValue', '$polygon requires at least 3 points');
      const r = arg.map((p) => pair(p, '$polygon'));
      const closed = [...r, r[0]];
      return (v) => {
        const s = storedShape(v);
        return !!s && within(s, (p) => inRing(p, closed));
      };
    }
    default:
      return fail('BadValue', `unknown geo specifier: ${kind}`);
  }
}

function intersectsPredicate(spec: unknown): (v: unknown) => boolean {
  const g = isPlainObject(spec) ? spec.$geometry : undefined;
  const shape = shapeOf(g);
  if (!shape) fail('BadValue', '$geoIntersects requires a $geometry GeoJSON object');
  return (v) => {
    const s = storedShape(v);
    return !!s && intersects(s, shape);
  };
}

/** Every value at a path, keeping legacy pairs (arrays of two numbers) whole. */
function geoValues(doc: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  const walk = (cur: unknown, parts: string[]): void => {
    if (parts.length === 0) {
      if (Array.isArray(cur) && !pointOf(cur)) cur.forEach((x) => out.push(x));
      else out.push(cur);
      return;
    }
    if (Array.isArray(cur)) {
      cur.forEach((x) => walk(x, parts));
      return;
    }
    if (!isPlainObject(cur)) return;
    walk(ownField(cur, parts[0]), parts.slice(1));
  };
  walk(doc, path.split('.'));
  return out.filter((v) => v !== undefined);
}

type QueryOperatorFn = (selector: string, value: unknown, options: unknown) => (doc: unknown) => boolean;

/** mingo query operators: `$geoWithin` (and its old name `$within`) and `$geoIntersects`. */
export const geoQueryOperators: Record<string, QueryOperatorFn> = {
  $geoWithin: (selector, value) => {
    const test = withinPredicate(value);
    return (doc) => geoValues(doc, selector).some(test);
  },
  $within: (selector, value) => {
    const test = withinPredicate(value);
    return (doc) => geoValues(doc, selector).some(test);
  },
  $geoIntersects: (selector, value) => {
    const test = intersectsPredicate(value);
    return (doc) => geoValues(doc, selector).some(test);
  },
};

// ---------------------------------------------------------------------------------------------
// proximity: $near, $nearSphere, $geoNear

interface GeoIndexChoice {
  field: string;
  type: '2dsphere' | '2d';
}

function geoIndexes(coll: Collection | undefined): GeoIndexChoice[] {
  const out: GeoIndexChoice[] = [];
  for (const idx of coll?.indexes ?? []) {
    for (const [field, type] of Object.entries(idx.spec.key)) {
      if (typeof type === 'string' && GEO_INDEX_TYPES.has(type)) out.push({ field, type: type as '2dsphere' | '2d' });
    }
  }
  return out;
}

const noNearIndex = (): never => fail('NoQueryExecutionPlans', 'unable to find index for $geoNear query');

/** How distances are measured for one proximity query. */
interface Proximity {
  field: string;
  origin: Point;
  /** 'metres': GeoJSON on a sphere; 'radians': legacy pair on a sphere; 'plane': legacy pair on a 2d index. */
  unit: 'metres' | 'radians' | 'plane';
  min: number;
  max: number;
}

function distanceOf(p: Proximity, at: Point): number {
  if (p.unit === 'plane') return planarDistance(p.origin, at);
  const angle = sphericalAngle(p.origin, at);
  return p.unit === 'metres' ? angle * EARTH_RADIUS_METRES : angle;
}

/** The nearest location of a document and its distance, or null when it has none in range. */
function nearest(doc: Doc, p: Proximity): { distance: number; location: unknown } | null {
  let best: { distance: number; location: unknown } | null = null;
  for (const v of geoValues(doc, p.field)) {
    const pt = pointOf(v);
    if (!pt) continue;
    const distance = distanceOf(p, pt);
    if (distance < p.min || distance > p.max) continue;
    if (!best || distance < best.distance) best = { distance, location: v };
  }
  return best;
}

/** Parses `{ field: { $near | $nearSphere: ..., $maxDistance?, $minDistance? } }`. */
function parseNear(coll: Collection | undefined, field: string, cond: Doc): Proximity {
  const op = '$near' in cond ? '$near' : '$nearSphere';
  const arg = cond[op];
  let origin: Point | null;
  let geoJson = false;
  let max = cond.$maxDistance;
  let min = cond.$minDistance;
  if (isPlainObject(arg) && '$geometry' in arg) {
    const g = arg.$geometry;
    if (!isPlainObject(g) || g.type !== 'Point') fail('BadValue', `${op} requires a GeoJSON Point as $geometry`);
    origin = pointOf(g.coordinates);
    geoJson = true;
    max = arg.$maxDistance ?? max;
    min = arg.$minDistance ?? min;
  } else if (isPlainObject(arg) && arg.type === 'Point') {
    origin = pointOf(arg.coordinates);
    geoJson = true;
  } else {
    origin = pointOf(arg);
  }
  if (!origin) fail('BadValue', `${op} must be a point`);
  const indexes = geoIndexes(coll).filter((i) => i.field === field);
  const sphere = indexes.find((i) => i.type === '2dsphere');
  const flat = indexes.find((i) => i.type === '2d');
  let unit: Proximity['unit'];
  if (geoJson) {
    if (!sphere) noNearIndex();
    unit = 'metres';
  } else if (op === '$near' && flat) {
    unit = 'plane';
  } else {
    if (!sphere && !flat) noNearIndex();
    unit = 'radians';
  }
  return {
    field,
    origin,
    unit,
    min: min === undefined ? 0 : nonNegative(min, '$minDistance'),
    max: max === undefined ? Infinity : nonNegative(max, '$maxDistance'),
  };
}

const NEAR_KEYS = new Set(['$near', '$nearSphere', '$maxDistance', '$minDistance']);

/**
 * Splits a top-level `$near` / `$nearSphere` condition off a filter. Returns null when the filter
 * has none; otherwise the remaining filter and a function ordering matches nearest first.
 */
export function nearQuery(
  coll: Collection | undefined,
  filter: unknown,
): { rest: Doc; order: (docs: Iterable<Doc>) => Doc[] } | null {
  if (!isPlainObject(filter)) return null;
  let found: [string, Doc] | null = null;
  for (const [field, cond] of Object.entries(filter)) {
    if (!field.startsWith('$') && isPlainObject(cond) && ('$near' in cond || '$nearSphere' in cond)) {
      if (found) fail('BadValue', 'Too many geoNear expressions');
      found = [field, cond];
    }
  }
  if (!found) return null;
  const [field, cond] = found;
  const proximity = parseNear(coll, field, cond);
  const rest: Doc = { ...filter };
  const others = Object.fromEntries(Object.entries(cond).filter(([k]) => !NEAR_KEYS.has(k)));
  if (Object.keys(others).length) rest[field] = others;
  else delete rest[field];
  return {
    rest,
    order: (docs) => {
      const scored: { doc: Doc; distance: number }[] = [];
      for (const doc of docs) {
        const hit = nearest(doc, proximity);
        if (hit) scored.push({ doc, distance: hit.distance });
      }
      return scored.sort((a, b) => a.distance - b.distance).map((s) => s.doc);
    },
  };
}

/**
 * The `$geoNear` stage (first stage only): documents of the collection matching `query`, nearest
 * first, each a copy carrying its distance in `distanceField` (and its location in `includeLocs`).
 */
export function geoNearStage(coll: Collection | undefined, spec: unknown, match: (filter: Doc) => Doc[]): Doc[] {
  if (!isPlainObject(spec)) fail('BadValue', '$geoNear argument must be an object');
  if (typeof spec.distanceField !== 'string' || !spec.distanceField)
    fail('BadValue', '$geoNear requires a distanceField');
  const candidates = geoIndexes(coll);
  let index: GeoIndexChoice | undefined;
  if (spec.key !== undefined) {
    if (typeof spec.key !== 'string' || !spec.key)
      fail('BadValue', '$geoNear parameter key must be a non-empty string');
    index = candidates.find((i) => i.field === spec.key);
    if (!index) fail('NoQueryExecutionPlans', `unable to find index for $geoNear query on key ${spec.key}`);
  } else {
    if (candidates.length === 0) fail('IndexNotFound', '$geoNear requires a 2d or 2dsphere index, but none were found');
    const fields = new Set(candidates.map((c) => c.field));
    if (fields.size > 1)
      fail('IndexNotFound', `There is more than one geo index on ${coll?.ns}; unsure which to use for $geoNear`);
    index = candidates.find((c) => c.type === '2dsphere') ?? candidates[0];
  }
  const near = spec.near;
  const geoJson = isPlainObject(near) && near.type === 'Point';
  const origin = geoJson ? pointOf(near.coordinates) : pointOf(near);
  if (!origin) fail('BadValue', '$geoNear requires near to be a GeoJSON Point or a legacy coordinate pair');
  const hasSphere = candidates.some((c) => c.field === index.field && c.type === '2dsphere');
  if (geoJson && !hasSphere) fail('BadValue', '$geoNear with a GeoJSON point requires a 2dsphere index');
  const spherical = geoJson || !!spec.spherical || index.type === '2dsphere';
  const proximity: Proximity = {
    field: index.field,
    origin,
    unit: geoJson ? 'metres' : spherical ? 'radians' : 'plane',
    min: spec.minDistance === undefined ? 0 : nonNegative(spec.minDistance, 'minDistance'),
    max: spec.maxDistance === undefined ? Infinity : nonNegative(spec.maxDistance, 'maxDistance'),
  };
  const multiplier =
    spec.distanceMultiplier === undefined ? 1 : nonNegative(spec.distanceMultiplier, 'distanceMultiplier');
  if (spec.query !== undefined && !isPlainObject(spec.query)) fail('BadValue', '$geoNear query must be an object');
  const matched = match((spec.query as Doc | undefined) ?? {});
  const scored: { doc: Doc; distance: number; location: unknown }[] = [];
  for (const doc of matched) {
    const hit = nearest(doc, proximity);
    if (hit) scored.push({ doc, ...hit });
  }
  scored.sort((a, b) => a.distance - b.distance);
  return scored.map(({ doc, distance, location }) => {
    const out = cloneDoc(doc);
    setPath(out, spec.distanceField as string, distance * multiplier);
    if (typeof spec.includeLocs === 'string' && spec.includeLocs) setPath(out, spec.includeLocs, cloneDoc(location));
    return out;
  });
}

/** The geo query operators as a mingo context, given to every query (see query.ts mingoOptions). */
export const GEO_OPERATORS = Context.init({
  query: geoQueryOperators as unknown as NonNullable<Parameters<typeof Context.init>[0]>['query'],
});

// ---------------------------------------------------------------------------------------------
// writes into 2dsphere-indexed fields

function geoJsonProblem(v: unknown): string | null {
  const inRange = (p: Point): boolean => p[0] >= -180 && p[0] <= 180 && p[1] >= -90 && p[1] <= 90;
  const legacy = Array.isArray(v) || (isPlainObject(v) && !('type' in v)) ? pointOf(v) : null;
  if (legacy) return inRange(legacy) ? null : 'longitude/latitude is out of bounds';
  if (!isPlainObject(v) || typeof v.type !== 'string') return 'unknown GeoJSON type';
  const shape = shapeOf(v);
  if (!shape) return `malformed GeoJSON ${v.type}`;
  const all = [...shape.points, ...shape.lines.flat(), ...shape.polygons.flat(2)];
  if (!all.every(inRange)) return 'longitude/latitude is out of bounds';
  if (shape.lines.some((line) => line.length < 2)) return 'GeoJSON LineString must have at least 2 vertices';
  for (const ring of shape.polygons.flat()) {
    if (ring.length < 4) return 'Loop must have at least 3 different vertices';
    const [first, last] = [ring[0], ring[ring.length - 1]];
    if (first[0] !== last[0] || first[1] !== last[1]) return 'Loop is not closed';
  }
  return null;
}

/**
 * A document written into a collection with a 2dsphere index must hold valid geometry (or nothing) in
 * each indexed field: MongoDB refuses it otherwise with code 16755 "Can't extract geo keys".
 */
export function checkGeoKeys(indexes: readonly { spec: IndexSpec }[], doc: Doc): void {
  for (const { spec } of indexes) {
    for (const [field, type] of Object.entries(spec.key)) {
      if (type !== '2dsphere') continue;
      for (const v of geoValues(doc, field)) {
        if (v === null) continue;
        const problem = geoJsonProblem(v);
        if (problem)
          fail(
            'Location16755',
            `Can't extract geo keys: { _id: ${JSON.stringify(doc._id)}, ${field}: ${JSON.stringify(v)} }  ${problem}`,
          );
      }
    }
  }
}
