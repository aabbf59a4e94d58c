// Fields named like Object.prototype members. MongoDB reserves only `$` prefixes and `_id`'s rules
// (https://www.mongodb.com/docs/manual/core/document/#field-names): `constructor`, `__proto__`, `toString`,
// `hasOwnProperty` and `valueOf` are fields like any other. The server must store, query, update, project and
// aggregate them, and never let one reach Object.prototype. Runs against a real MongoDB when MONGODB_URI is set.
import { Connection } from 'mongoose';
import { realMongo, withMongooseTarget } from './target';

jest.setTimeout(60_000);

let conn: Connection;
withMongooseTarget('protonames', (started) => (conn = started.conn));

/** Object.prototype is untouched: no property named `polluted`, nothing enumerable (mingo's `for...in`s). */
afterEach(() => {
  const inherited: string[] = [];
  for (const k in {}) inherited.push(k);
  expect(inherited).toEqual([]);
  expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  expect((Object as unknown as { polluted?: unknown }).polluted).toBeUndefined();
});

let collCounter = 0;
const fresh = (prefix: string) => conn.db!.collection(`${prefix}_${++collCounter}`);

const NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
/** mingo refuses `__proto__` in the expressions it evaluates (see the README), so aggregation tests skip it. */
const MINGO_NAMES = realMongo ? NAMES : NAMES.filter((n) => n !== '__proto__');

/** `{ [name]: value }` as an own field, also for `__proto__` (a computed key never sets the prototype). */
const field = (name: string, value: unknown): Record<string, unknown> => ({ [name]: value });

async function seeded(name: string) {
  const c = fresh('f');
  await c.insertMany([
    { _id: 1, ...field(name, { a: 1 }), arr: [field(name, 1), field(name, 2)] } as never,
    { _id: 2, ...field(name, { a: 2 }), arr: [field(name, 3)] } as never,
    { _id: 3, other: true } as never,
  ]);
  return c;
}

describe('Field names like Object.prototype members are fields like any other (manual: Field Names)', () => {
  it.each(NAMES)('%s: inserted and read back as an own field, distinct values listed', async (n) => {
    const c = await seeded(n);
    const one = await c.findOne({ _id: 1 } as never);
    expect(Object.getOwnPropertyDescriptor(one, n)?.value).toEqual({ a: 1 });
    expect(Object.getPrototypeOf(one)).toBe(Object.prototype);
    expect(await c.find({}).toArray()).toEqual([
      { _id: 1, ...field(n, { a: 1 }), arr: [field(n, 1), field(n, 2)] },
      { _id: 2, ...field(n, { a: 2 }), arr: [field(n, 3)] },
      { _id: 3, other: true },
    ]);
    expect(await c.distinct(`${n}.a`)).toEqual([1, 2]);
  });

  it.each(MINGO_NAMES)('%s: found by value, by dotted path, through arrays, by absence, and sorted', async (n) => {
    const c = await seeded(n);
    expect((await c.find(field(n, { a: 1 })).toArray()).map((d) => d._id)).toEqual([1]);
    expect((await c.find({ [`${n}.a`]: 2 }).toArray()).map((d) => d._id)).toEqual([2]);
    expect((await c.find({ [`arr.${n}`]: 3 }).toArray()).map((d) => d._id)).toEqual([2]);
    // a document without the field does not have it: inherited members are not fields
    expect((await c.find({ [n]: { $exists: false } }).toArray()).map((d) => d._id)).toEqual([3]);
    expect((await c.find({ [n]: null }).toArray()).map((d) => d._id)).toEqual([3]);
    expect(
      (
        await c
          .find({})
          .sort({ [`${n}.a`]: -1 })
          .toArray()
      ).map((d) => d._id),
    ).toEqual([2, 1, 3]);
  });

  it.each(NAMES)('%s: $set, $inc, $push and $unset reach the field, creating it where missing', async (n) => {
    const c = await seeded(n);
    await c.updateOne({ _id: 1 } as never, { $set: { [`${n}.b`]: 'x' }, $inc: { [`${n}.a`]: 1 } });
    await c.updateOne(
      { _id: 3 } as never,
      {
        $set: { [`${n}.prototype.polluted`]: 'no', [`sub.${n}.x`]: 1 },
        $push: { [`${n}.list`]: 1 },
      } as never,
    );
    await c.updateOne({ _id: 2 } as never, { $unset: { [`${n}.a`]: '' } });
    expect(await c.findOne({ _id: 1 } as never)).toEqual({
      _id: 1,
      ...field(n, { a: 2, b: 'x' }),
      arr: [field(n, 1), field(n, 2)],
    });
    expect(await c.findOne({ _id: 2 } as never)).toEqual({ _id: 2, ...field(n, {}), arr: [field(n, 3)] });
    expect(await c.findOne({ _id: 3 } as never)).toEqual({
      _id: 3,
      other: true,
      ...field(n, { prototype: { polluted: 'no' }, list: [1] }),
      sub: field(n, { x: 1 }),
    });
  });

  it.each(NAMES)('%s: a replacement and an upsert store the field', async (n) => {
    const c = await seeded(n);
    await c.replaceOne({ _id: 3 } as never, field(n, 5));
    await c.updateOne({ _id: 4 } as never, { $set: field(n, 6) }, { upsert: true });
    expect(await c.find({ _id: { $in: [3, 4] } } as never).toArray()).toEqual([
      { _id: 3, ...field(n, 5) },
      { _id: 4, ...field(n, 6) },
    ]);
  });

  it.each(NAMES)('%s: inclusion and exclusion projections', async (n) => {
    const c = await seeded(n);
    const q = { _id: 1 } as never;
    expect(await c.findOne(q, { projection: field(n, 1) })).toEqual({ _id: 1, ...field(n, { a: 1 }) });
    expect(await c.findOne(q, { projection: { [`arr.${n}`]: 1, _id: 0 } })).toEqual({
      arr: [field(n, 1), field(n, 2)],
    });
    expect(await c.findOne(q, { projection: { [n]: 0, arr: 0 } })).toEqual({ _id: 1 });
  });

  it.each(MINGO_NAMES)('%s: $elemMatch and positional $ projections, and one that also computes a field', async (n) => {
    const c = await seeded(n);
    const q = { _id: 1 } as never;
    expect(await c.findOne(q, { projection: { arr: { $elemMatch: field(n, 2) } } })).toEqual({
      _id: 1,
      arr: [field(n, 2)],
    });
    expect(await c.findOne({ [`arr.${n}`]: 2 }, { projection: { 'arr.$': 1 } })).toEqual({
      _id: 1,
      arr: [field(n, 2)],
    });
    expect(await c.findOne({ _id: 1 } as never, { projection: { ...field(n, 1), k: { $literal: 7 } } })).toEqual({
      _id: 1,
      ...field(n, { a: 1 }),
      k: 7,
    });
  });

  it.each(MINGO_NAMES)('%s: $project, $group, $addFields and $unwind', async (n) => {
    const c = await seeded(n);
    const project = await c.aggregate([{ $match: { _id: 1 } }, { $project: { ...field(n, 1), _id: 0 } }]).toArray();
    expect(project).toEqual([field(n, { a: 1 })]);
    const computed = await c
      .aggregate([{ $match: { _id: 1 } }, { $project: { ...field(n, 1), y: `$${n}.a` } }])
      .toArray();
    expect(computed).toEqual([{ _id: 1, ...field(n, { a: 1 }), y: 1 }]);
    const grouped = await c
      .aggregate([{ $group: { _id: `$${n}.a`, ...field(n, { $sum: 1 }) } }, { $sort: { _id: 1 } }])
      .toArray();
    expect(grouped).toEqual([
      { _id: null, ...field(n, 1) },
      { _id: 1, ...field(n, 1) },
      { _id: 2, ...field(n, 1) },
    ]);
    const added = await c.aggregate([{ $match: { _id: 3 } }, { $addFields: { [`z.${n}`]: 1 } }]).toArray();
    expect(added).toEqual([{ _id: 3, other: true, z: field(n, 1) }]);
    const unwound = await c
      .aggregate([{ $unwind: '$arr' }, { $project: { _id: 0, v: `$arr.${n}` } }, { $sort: { v: 1 } }])
      .toArray();
    expect(unwound).toEqual([{ v: 1 }, { v: 2 }, { v: 3 }]);
  });

  it('a $project of a constructor field holding `prototype` does not pollute Object.prototype', async () => {
    const c = fresh('pollute');
    await c.insertOne({ _id: 1, ...field('constructor', { prototype: { polluted: 'yes' } }) } as never);
    const out = await c.aggregate([{ $project: { constructor: 1, k: { $literal: 1 } } }]).toArray();
    expect(out).toEqual([{ _id: 1, ...field('constructor', { prototype: { polluted: 'yes' } }), k: 1 }]);
  });

  it('a stage named like an Object.prototype member is unrecognized (code 40324)', async () => {
    const c = fresh('stage');
    await expect(c.aggregate([{ constructor: {} }]).toArray()).rejects.toMatchObject({ code: 40324 });
  });

  it('__proto__: found by value, by dotted path, through arrays, by absence, updated by filter, and sorted', async () => {
    const n = '__proto__';
    const c = await seeded(n);
    const found = async (filter: object) => (await c.find(filter).toArray()).map((d) => d._id);
    expect(await found(field(n, { a: 1 }))).toEqual([1]);
    expect(await found({ [`${n}.a`]: 2 })).toEqual([2]);
    expect(await found({ [`${n}.a`]: { $gte: 1 } })).toEqual([1, 2]);
    expect(await found({ [`arr.${n}`]: 3 })).toEqual([2]);
    expect(await found({ arr: { $elemMatch: field(n, { $gt: 1 }) } })).toEqual([1, 2]);
    expect(await found(field(n, { $exists: false }))).toEqual([3]);
    expect(await found({ $or: [{ [`${n}.a`]: 2 }, { other: true }] })).toEqual([2, 3]);
    expect(await c.countDocuments({ [`${n}.a`]: { $in: [1, 2] } })).toBe(2);
    await c.updateOne({ [`arr.${n}`]: 1 }, { $set: { hit: true } });
    expect(await found({ hit: true })).toEqual([1]);
    const sorted = await c
      .find({})
      .sort({ [`${n}.a`]: -1 })
      .toArray();
    expect(sorted.map((d) => d._id)).toEqual([2, 1, 3]);
    await c.createIndex({ [`${n}.a`]: 1 });
    expect(await found({ [`${n}.a`]: 1 })).toEqual([1]);
    const agg = await c.aggregate([{ $match: { [`${n}.a`]: { $gte: 1 } } }, { $sort: { [`${n}.a`]: -1 } }]).toArray();
    expect(agg.map((d) => d._id)).toEqual([2, 1]);
    const [elem] = await c.find({ _id: 1 } as never, { projection: { arr: { $elemMatch: field(n, 2) } } }).toArray();
    expect(elem).toEqual({ _id: 1, arr: [field(n, 2)] });
  });

  (realMongo ? it.skip : it)(
    'embedded only: __proto__ in an aggregation expression, or inside a document compared whole, is refused (BadValue)',
    async () => {
      const c = await seeded('__proto__');
      const refused = { code: 2 };
      await expect(c.aggregate([{ $group: { _id: '$__proto__.a' } }]).toArray()).rejects.toMatchObject(refused);
      await expect(c.find({ doc: field('__proto__', 1) }).toArray()).rejects.toMatchObject(refused);
    },
  );
});

// https://www.mongodb.com/docs/manual/reference/operator/aggregation/lookup/,
// https://www.mongodb.com/docs/manual/reference/operator/aggregation/facet/ and
// https://www.mongodb.com/docs/manual/reference/operator/aggregation/unionWith/: their pipelines are pipelines like
// any other, so a `$project` there keeps such fields as the top-level one does
describe('$project inside $lookup, $facet and $unionWith pipelines keeps fields like Object.prototype members (manual: $lookup)', () => {
  const PROJECTED = ['constructor', 'toString', '__proto__'];

  async function joined() {
    const local = fresh('local');
    const foreign = fresh('foreign');
    await local.insertOne({ _id: 1, k: 'a' } as never);
    await foreign.insertOne({
      _id: 10,
      k: 'a',
      ...field('constructor', { prototype: { polluted: 'yes' } }),
      ...field('toString', 's'),
      ...field('__proto__', { polluted: 'yes' }),
      other: 1,
    } as never);
    return { local, foreign };
  }

  const plain = Object.fromEntries(PROJECTED.map((n) => [n, 1]));
  const expected = {
    ...field('constructor', { prototype: { polluted: 'yes' } }),
    ...field('toString', 's'),
    ...field('__proto__', { polluted: 'yes' }),
  };

  it('a plain $project in a $lookup pipeline, a $facet and a $unionWith keeps constructor, toString and __proto__', async () => {
    const { local, foreign } = await joined();
    const project = { $project: { _id: 0, ...plain } };
    const [looked] = await local
      .aggregate([{ $lookup: { from: foreign.collectionName, pipeline: [project], as: 'j' } }])
      .toArray();
    expect(looked.j).toEqual([expected]);
    const [faceted] = await foreign.aggregate([{ $facet: { one: [project] } }]).toArray();
    expect(faceted.one).toEqual([expected]);
    const unioned = await local
      .aggregate([{ $match: { _id: 0 } }, { $unionWith: { coll: foreign.collectionName, pipeline: [project] } }])
      .toArray();
    expect(unioned).toEqual([expected]);
  });

  it('a $project beside a computed field in a $lookup pipeline keeps constructor and toString', async () => {
    const { local, foreign } = await joined();
    const computed = { $project: { _id: 0, constructor: 1, toString: 1, k: { $literal: 7 } } };
    const [looked] = await local
      .aggregate([{ $lookup: { from: foreign.collectionName, pipeline: [computed], as: 'j' } }])
      .toArray();
    expect(looked.j).toEqual([
      { ...field('constructor', { prototype: { polluted: 'yes' } }), ...field('toString', 's'), k: 7 },
    ]);
  });
});

// https://www.mongodb.com/docs/manual/reference/command/ (unknown command: 59 CommandNotFound),
// https://www.mongodb.com/docs/manual/reference/operator/query/ (unknown operator: 2 BadValue),
// https://www.mongodb.com/docs/manual/reference/operator/aggregation-pipeline/ (unknown stage: 40324): names a
// request gives are looked up only among the server's own
describe('Command, operator and stage names like Object.prototype members are unknown names (manual: Database Commands)', () => {
  it.each(NAMES)(
    '%s: as a command 59, a query operator or $type alias 2, an update modifier 9, a stage 40324, an expression 168',
    async (n) => {
      const c = await seeded('constructor');
      await expect(conn.db!.command(field(n, 1))).rejects.toMatchObject({
        code: 59,
        codeName: 'CommandNotFound',
      });
      await expect(c.find({ a: field(`$${n}`, 1) }).toArray()).rejects.toMatchObject({ code: 2 });
      await expect(c.find({ a: { $type: n } }).toArray()).rejects.toMatchObject({ code: 2 });
      await expect(c.updateOne({ _id: 1 } as never, field(`$${n}`, { a: 1 }))).rejects.toMatchObject({ code: 9 });
      await expect(c.aggregate([field(n, {})]).toArray()).rejects.toMatchObject({ code: 40324 });
      await expect(c.aggregate([field(`$${n}`, {})]).toArray()).rejects.toMatchObject({ code: 40324 });
      if (n === 'toString') return; // $toString is an expression operator
      await expect(c.aggregate([{ $project: { x: field(`$${n}`, 1) } }]).toArray()).rejects.toMatchObject({
        code: 168,
      });
    },
  );
});
