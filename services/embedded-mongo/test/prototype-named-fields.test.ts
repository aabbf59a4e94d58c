// Issue 39: fields named like Object.prototype members. MongoDB reserves only `$` prefixes and `_id`'s rules
// (https://www.mongodb.com/docs/manual/core/document/#field-names): `constructor`, `__proto__`, `toString`,
// `hasOwnProperty` and `valueOf` are fields like any other. The server must store, query, update, project and
// aggregate them, and never let one reach Object.prototype. Runs against a real MongoDB when MONGODB_URI is set.
import mongoose, { Connection } from 'mongoose';
import { realMongo, startTarget, Target } from './target';

jest.setTimeout(60_000);

let target: Target;
let conn: Connection;

beforeAll(async () => {
  target = await startTarget();
  conn = await mongoose.createConnection(target.uri, { dbName: target.dbName('protonames') }).asPromise();
});

afterAll(async () => {
  await conn?.dropDatabase().catch(() => undefined);
  await conn?.close();
  await target?.stop();
});

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
/** mingo refuses `__proto__` in every selector it evaluates (see the README), so aggregation tests skip it. */
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

  (realMongo ? it.skip : it)(
    'embedded only: __proto__ in a filter or a path mingo evaluates is refused (BadValue)',
    async () => {
      const c = await seeded('__proto__');
      const refused = { code: 2 };
      await expect(c.find({ '__proto__.a': 1 }).toArray()).rejects.toMatchObject(refused);
      await expect(c.find(field('__proto__', { $exists: false })).toArray()).rejects.toMatchObject(refused);
      await expect(c.updateOne({ 'arr.__proto__': 1 }, { $set: { x: 1 } })).rejects.toMatchObject(refused);
      const elemMatch = { projection: { arr: { $elemMatch: field('__proto__', 2) } } };
      await expect(c.findOne({ _id: 1 } as never, elemMatch)).rejects.toMatchObject(refused);
      await expect(c.aggregate([{ $group: { _id: '$__proto__.a' } }]).toArray()).rejects.toMatchObject(refused);
      await expect(c.aggregate([{ $match: { '__proto__.a': 1 } }]).toArray()).rejects.toMatchObject(refused);
    },
  );
});
