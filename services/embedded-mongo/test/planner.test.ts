// Query planning (src/planner.ts) and the plain projection and sort fast paths: an answer never depends on the access
// path. The same documents live in a collection without secondary indexes and in one with single-field, multikey and
// compound indexes; every filter must return the same documents in the same order from both. Runs against a real
// MongoDB too when MONGODB_URI is set (see target.ts).
import { Connection } from 'mongoose';
import { Long } from 'bson';
import { realMongo, withMongooseTarget } from './target';

jest.setTimeout(60_000);

let conn: Connection;
withMongooseTarget('planner', (started) => (conn = started.conn));

const base = Date.UTC(2024, 0, 1);

/** Mixed shapes on purpose: numbers of several widths, strings, null, missing fields, arrays, embedded documents. */
function makeDoc(i: number) {
  const doc: Record<string, unknown> = { _id: i, r: i, s: i % 3 };
  switch (i % 10) {
    case 0:
      break; // `a` missing
    case 1:
      doc.a = null;
      break;
    case 2:
      doc.a = [i % 7, (i + 1) % 7];
      break;
    case 3:
      doc.a = String(i % 7);
      break;
    case 4:
      doc.a = Long.fromNumber(i % 7);
      break;
    default:
      doc.a = i % 7;
  }
  doc.b = ['x', 'X', 'y', 'Y', 'é'][i % 5];
  doc.tags = i % 4 === 0 ? [] : [`t${i % 3}`, `t${i % 5}`];
  doc.sub = i % 6 === 0 ? [{ x: i % 5 }, { x: (i + 2) % 5, y: 1 }] : { x: i % 5, y: i % 2 };
  doc.d = new Date(base + (i % 4) * 86_400_000);
  doc.nested = [[{ x: i % 3, keep: 1 }, 7], { x: 1, keep: 2 }];
  return doc;
}

const DOCS = Array.from({ length: 240 }, (_, i) => makeDoc(i));

beforeAll(async () => {
  const db = conn.db!;
  await db.collection('plain').insertMany(DOCS.map((d) => ({ ...d })));
  const indexed = db.collection('indexed');
  await indexed.createIndexes([
    { key: { a: 1 } },
    { key: { b: 1 } },
    { key: { tags: 1 } },
    { key: { a: 1, b: 1 } },
    { key: { 'sub.x': 1 } },
    { key: { s: 1 } },
    { key: { d: 1 } },
  ]);
  await indexed.insertMany(DOCS.map((d) => ({ ...d })));
});

interface FindCase {
  filter: Record<string, unknown>;
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
  projection?: Record<string, 0 | 1>;
  collation?: { locale: string; strength: number };
}

async function both(c: FindCase) {
  const run = (name: string) => {
    let cursor = conn.db!.collection(name).find(c.filter, {
      ...(c.projection ? { projection: c.projection } : {}),
      ...(c.collation ? { collation: c.collation } : {}),
    });
    if (c.sort) cursor = cursor.sort(c.sort);
    if (c.skip) cursor = cursor.skip(c.skip);
    if (c.limit) cursor = cursor.limit(c.limit);
    return cursor.toArray();
  };
  const [plain, indexed] = await Promise.all([run('plain'), run('indexed')]);
  // Without a sort the order is the access path's (MongoDB promises none): compare as sets.
  const byId = (docs: Array<Record<string, unknown>>) =>
    c.sort ? docs : [...docs].sort((x, y) => Number(x._id) - Number(y._id));
  return { plain: byId(plain), indexed: byId(indexed) };
}

// https://www.mongodb.com/docs/manual/core/query-plans/ : the plan changes how documents are found, never which.
describe('an index never changes the answer (query plans)', () => {
  const day = (n: number) => new Date(base + n * 86_400_000);
  const cases: Array<[string, FindCase]> = [
    ['equality on a number matches every numeric width and array elements', { filter: { a: 3 } }],
    ['equality on a Long', { filter: { a: Long.fromNumber(3) } }],
    ['equality on a double with an integral value', { filter: { a: 3.0 } }],
    ['a number never equals the same digits as a string', { filter: { a: '3' } }],
    ['$in over numbers and strings', { filter: { a: { $in: [1, 3, '3'] } } }],
    ['$in with an empty list matches nothing', { filter: { a: { $in: [] } } }],
    ['equality with null matches null and missing fields', { filter: { a: null } }],
    ['$in with null', { filter: { a: { $in: [null, 2] } } }],
    ['$exists: false', { filter: { a: { $exists: false } } }],
    ['ranges', { filter: { a: { $gt: 2, $lte: 5 } } }],
    ['$eq with another operator on the same field', { filter: { a: { $eq: 3, $ne: 4 } } }],
    ['compound index with both fields', { filter: { a: 3, b: 'x' } }],
    ['compound index prefix only', { filter: { a: 4, s: 1 } }],
    ['multikey equality', { filter: { tags: 't1' } }],
    ['multikey $in with a residual condition', { filter: { tags: { $in: ['t1', 't4'] }, a: { $ne: 2 } } }],
    ['empty array field', { filter: { tags: { $size: 0 } } }],
    ['dotted path through an array of documents', { filter: { 'sub.x': 2 } }],
    ['dotted path $in', { filter: { 'sub.x': { $in: [1, 4] }, 'sub.y': 1 } }],
    ['dates', { filter: { d: day(2) } }],
    ['$or beside an indexed equality', { filter: { s: 2, $or: [{ a: 1 }, { b: 'Y' }] } }],
    ['_id $in with another field', { filter: { _id: { $in: [3, 13, 23, 24] }, a: 3 } }],
    ['sort with ties, skip and limit', { filter: { tags: 't2' }, sort: { s: 1 }, skip: 3, limit: 7 }],
    ['compound sort, descending', { filter: { s: { $in: [0, 2] } }, sort: { s: -1, r: -1 }, limit: 20 }],
    ['sort on a field of mixed types and arrays', { filter: { b: 'y' }, sort: { a: 1, r: 1 } }],
    ['sort on a dotted path through arrays', { filter: { s: 1 }, sort: { 'sub.x': -1, r: 1 }, limit: 15 }],
    ['inclusion projection through arrays', { filter: { s: 0 }, projection: { 'sub.x': 1, nested: 1 }, limit: 12 }],
    ['exclusion projection', { filter: { a: 5 }, projection: { tags: 0, 'sub.y': 0 } }],
    ['collation strength 2 on an indexed string', { filter: { b: 'x' }, collation: { locale: 'en', strength: 2 } }],
    [
      'collation strength 1 with $in',
      { filter: { b: { $in: ['e', 'y'] } }, collation: { locale: 'en', strength: 1 }, sort: { r: 1 } },
    ],
  ];
  it.each(cases)('%s', async (_name, c) => {
    const { plain, indexed } = await both(c);
    expect(indexed).toEqual(plain);
  });

  it('counts with the index what the scan counts', async () => {
    for (const filter of [{ tags: 't1' }, { a: 3, b: 'x' }, { 'sub.x': { $in: [0, 3] } }, { a: null }]) {
      const [p, i] = await Promise.all([
        conn.db!.collection('plain').countDocuments(filter),
        conn.db!.collection('indexed').countDocuments(filter),
      ]);
      expect({ filter, n: i }).toEqual({ filter, n: p });
    }
  });
});

// https://www.mongodb.com/docs/manual/reference/method/db.collection.find/#projection : a projected path through an
// array applies to every embedded document of the array, nested arrays included; an exclusion keeps the elements
// that are not documents.
describe('plain projections (MongoDB find projection)', () => {
  beforeAll(async () => {
    await conn.db!.collection('shapes').insertMany([
      { _id: 1, a: [1, { b: 2, c: 1 }, { c: 3 }, [{ b: 4, c: 5 }, 7]], z: 1 },
      { _id: 2, a: 5, z: 2 },
      { _id: 3, a: { c: 1 }, z: 3 },
      { _id: 4, a: { b: { c: 1, d: 2 }, e: 1 }, z: 4 },
    ]);
  });
  const project = (projection: Record<string, 0 | 1>) =>
    conn.db!.collection('shapes').find({}, { projection }).sort({ _id: 1 }).toArray();

  it('an excluded path is removed from documents inside nested arrays, other elements kept', async () => {
    expect(await project({ 'a.b': 0 })).toEqual([
      { _id: 1, a: [1, { c: 1 }, { c: 3 }, [{ c: 5 }, 7]], z: 1 },
      { _id: 2, a: 5, z: 2 },
      { _id: 3, a: { c: 1 }, z: 3 },
      { _id: 4, a: { e: 1 }, z: 4 },
    ]);
  });

  it('an included path keeps _id first, drops scalars inside arrays and fields reached through a scalar', async () => {
    expect(await project({ 'a.b': 1 })).toEqual([
      { _id: 1, a: [{ b: 2 }, {}, [{ b: 4 }]] },
      { _id: 2 },
      { _id: 3, a: {} },
      { _id: 4, a: { b: { c: 1, d: 2 } } },
    ]);
    const [first] = await project({ z: 1, 'a.c': 1 });
    expect(Object.keys(first)).toEqual(['_id', 'a', 'z']);
  });

  it('_id alone: included keeps only _id, excluded keeps the rest', async () => {
    expect(await project({ _id: 1 })).toEqual([{ _id: 1 }, { _id: 2 }, { _id: 3 }, { _id: 4 }]);
    expect((await project({ _id: 0 }))[1]).toEqual({ a: 5, z: 2 });
  });
});

// https://www.mongodb.com/docs/manual/core/query-plans/ : among the candidate plans the one doing the least work wins;
// with one index matching every document and another matching one, the selective one is chosen.
(realMongo ? it.skip : it)('explain: the most selective equality index wins', async () => {
  const coll = conn.db!.collection('selective');
  await coll.insertMany(Array.from({ length: 500 }, (_, i) => ({ kind: 'all', code: i })));
  await coll.createIndex({ kind: 1 });
  await coll.createIndex({ code: 1 });
  const explained = (await coll.find({ kind: 'all', code: 42 }).explain()) as {
    queryPlanner: { winningPlan: { stage: string; indexName?: string } };
  };
  expect(explained.queryPlanner.winningPlan).toMatchObject({ stage: 'IXSCAN', indexName: 'code_1' });
  expect(await coll.countDocuments({ kind: 'all', code: 42 })).toBe(1);
});
