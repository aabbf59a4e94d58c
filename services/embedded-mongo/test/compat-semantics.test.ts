// Semantics where the embedded server used to lose writes or answer differently
// from MongoDB. Every expectation is taken from the MongoDB manual (page named in each describe);
// the file runs unchanged against a real MongoDB when MONGODB_URI is set (see test/target.ts).
import { Connection, Schema } from 'mongoose';
import { Binary, DBRef, Decimal128, Long, ObjectId } from 'bson';
import { insertDbRefOwners, withMongooseTarget } from './target';

jest.setTimeout(60_000);

let conn: Connection;
withMongooseTarget('semantics', (started) => (conn = started.conn));

let collCounter = 0;
/** A fresh collection for one test. */
const fresh = (prefix: string) => conn.db!.collection(`${prefix}_${++collCounter}`);

/** The write error of a rejected write, whatever the driver wraps it in. */
async function writeErrorOf(p: Promise<unknown>): Promise<{ code?: number; message: string }> {
  try {
    await p;
  } catch (err) {
    const e = err as { code?: number; message: string; writeErrors?: { code: number; errmsg: string }[] };
    return { code: e.code, message: e.message };
  }
  throw new Error('expected the write to be refused');
}

// https://www.mongodb.com/docs/manual/reference/operator/update/pull/
describe('$pull removes every element matching a query condition (manual: $pull)', () => {
  it('$pull with $or / $and / $nor, operators on scalars, $elemMatch and subdocument fields', async () => {
    const c = fresh('pull');
    await c.insertOne({
      _id: 1 as never,
      arr: [
        { a: 1, b: 0 },
        { a: 0, b: 2 },
        { a: 3, b: 3 },
      ],
    });
    const r = await c.updateOne({ _id: 1 as never }, { $pull: { arr: { $or: [{ a: 1 }, { b: 2 }] } } as never });
    expect(r.modifiedCount).toBe(1);
    expect((await c.findOne({ _id: 1 as never }))!.arr).toEqual([{ a: 3, b: 3 }]);
    await c.updateOne({ _id: 1 as never }, {
      $push: {
        arr: {
          $each: [
            { a: 5, b: 5 },
            { a: 5, b: 6 },
          ],
        },
      },
    } as never);
    await c.updateOne({ _id: 1 as never }, { $pull: { arr: { $and: [{ a: 5 }, { b: { $gt: 5 } }] } } } as never);
    expect((await c.findOne({ _id: 1 as never }))!.arr).toEqual([
      { a: 3, b: 3 },
      { a: 5, b: 5 },
    ]);
    await c.updateOne({ _id: 1 as never }, { $pull: { arr: { $nor: [{ a: 3 }] } } } as never);
    expect((await c.findOne({ _id: 1 as never }))!.arr).toEqual([{ a: 3, b: 3 }]);

    // operators on scalars, $elemMatch on nested arrays and conditions on subdocument fields
    await c.insertOne({
      _id: 2 as never,
      nums: [1, 5, 8, 10, 3],
      grid: [
        [1, 2],
        [7, 9],
      ],
      lines: [
        { sku: 'a', spec: { size: 'S' } },
        { sku: 'b', spec: { size: 'L' } },
      ],
    });
    await c.updateOne({ _id: 2 as never }, {
      $pull: {
        nums: { $gte: 6 },
        grid: { $elemMatch: { $gt: 8 } },
        lines: { 'spec.size': 'L' },
      },
    } as never);
    const d = await c.findOne({ _id: 2 as never });
    expect(d).toMatchObject({ nums: [1, 5, 3], grid: [[1, 2]], lines: [{ sku: 'a', spec: { size: 'S' } }] });
  });

  it('mongoose pulls a subdocument without _id and the stored document equals the one in memory', async () => {
    const Line = new Schema({ sku: String, qty: Number }, { _id: false });
    const Order = conn.model('PullOrder', new Schema({ lines: [Line] }));
    const o = await Order.create({
      lines: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 2 },
      ],
    });
    o.lines.pull(o.lines[0]);
    await o.save();
    const stored = await Order.findById(o._id).lean();
    expect(stored!.lines).toEqual([{ sku: 'b', qty: 2 }]);
  });
});

// https://www.mongodb.com/docs/manual/reference/operator/update/positional/ and
// https://www.mongodb.com/docs/manual/reference/operator/update/positional-filtered/
describe('several updates under one positional path are applied (manual: $ and $[<identifier>])', () => {
  it.each([
    {
      title: "applies 'a.$.x' and 'a.$.y' together",
      elements: 2,
      filter: { 'a.k': 2 },
      update: { $set: { 'a.$.x': 1, 'a.$.y': 2 } },
      options: {},
      expected: [
        { k: 1, x: 0, y: 0 },
        { k: 2, x: 1, y: 2 },
      ],
    },
    {
      title: "applies 'a.$[e].x' and 'a.$[e].y' together with arrayFilters",
      elements: 3,
      filter: {},
      update: { $set: { 'a.$[e].x': 1 }, $inc: { 'a.$[e].y': 5 } },
      options: { arrayFilters: [{ 'e.k': { $gte: 2 } }] },
      expected: [
        { k: 1, x: 0, y: 0 },
        { k: 2, x: 1, y: 5 },
        { k: 3, x: 1, y: 5 },
      ],
    },
  ])('$title', async ({ elements, filter, update, options, expected }) => {
    const c = fresh('pos');
    const a = Array.from({ length: elements }, (_, i) => ({ k: i + 1, x: 0, y: 0 }));
    await c.insertOne({ _id: 1 as never, a });
    const r = await c.updateOne({ _id: 1 as never, ...filter }, update as never, options);
    expect(r.modifiedCount).toBe(1);
    expect((await c.findOne({ _id: 1 as never }))!.a).toEqual(expected);
  });

  it('a mongoose child schema with timestamps updates a cart line atomically', async () => {
    const Line = new Schema({ sku: String, qty: Number }, { timestamps: true });
    const Cart = conn.model('PosCart', new Schema({ lines: [Line] }));
    const cart = await Cart.create({ lines: [{ sku: 'a', qty: 1 }] });
    const r = await Cart.updateOne({ _id: cart._id, 'lines.sku': 'a' }, { $set: { 'lines.$.qty': 3 } });
    expect(r.modifiedCount).toBe(1);
    const stored = await Cart.findById(cart._id).lean();
    expect(stored!.lines[0].qty).toBe(3);
  });

  it('still refuses real conflicts with code 40 (ConflictingUpdateOperators)', async () => {
    const c = fresh('pos');
    await c.insertOne({ _id: 1 as never, a: [{ x: 1 }], b: { c: 1 } });
    const e1 = await writeErrorOf(c.updateOne({ _id: 1 as never }, { $set: { b: {}, 'b.c': 2 } } as never));
    expect(e1.code).toBe(40);
    expect(e1.message).toMatch(/would create a conflict at 'b'/);
    const e2 = await writeErrorOf(
      c.updateOne({ _id: 1 as never, 'a.x': 1 }, { $set: { 'a.$.x': 2 }, $inc: { 'a.$.x': 1 } } as never),
    );
    expect(e2.code).toBe(40);
    expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, a: [{ x: 1 }], b: { c: 1 } });
  });
});

// https://www.mongodb.com/docs/manual/reference/operator/update/push/ ("If the field is not an
// array, the operation will fail") and the PathNotViable (28) error of $set through an array.
describe('invalid updates are write errors, not silent no-ops', () => {
  it('$push to a non-array field fails with code 2', async () => {
    const c = fresh('bad');
    await c.insertOne({ _id: 1 as never, n: 5 });
    const e = await writeErrorOf(c.updateOne({ _id: 1 as never }, { $push: { n: 1 } } as never));
    expect(e.code).toBe(2);
    expect(e.message).toMatch(/The field 'n' must be an array but is of type int in document \{_id: 1\}/);
    expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, n: 5 });
  });

  it('$set through an array that cannot hold the field fails with code 28 (PathNotViable)', async () => {
    const c = fresh('bad');
    await c.insertOne({ _id: 1 as never, a: [1, 2], s: 'text' });
    const e = await writeErrorOf(c.updateOne({ _id: 1 as never }, { $set: { 'a.b': 1 } } as never));
    expect(e.code).toBe(28);
    expect(e.message).toMatch(/Cannot create field 'b' in element \{a: \[ 1, 2 \]\}/);
    const e2 = await writeErrorOf(c.updateOne({ _id: 1 as never }, { $set: { 's.t': 1 } } as never));
    expect(e2.code).toBe(28);
    expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, a: [1, 2], s: 'text' });
    // an array index is viable: the element is created, padding with null
    await c.updateOne({ _id: 1 as never }, { $set: { 'a.3': 4 } } as never);
    expect((await c.findOne({ _id: 1 as never }))!.a).toEqual([1, 2, null, 4]);
  });
});

// https://www.mongodb.com/docs/manual/reference/limits/#mongodb-limit-BSON-Document-Size
describe('BSON document size limit of 16 MiB (manual: MongoDB Limits and Thresholds)', () => {
  const big = (bytes: number) => 'x'.repeat(bytes);

  it('refuses an insert over the 16777216 bytes hello advertises with code 10334 (BSONObjectTooLarge)', async () => {
    const hello = await conn.db!.admin().command({ hello: 1 });
    expect(hello.maxBsonObjectSize).toBe(16777216);
    const c = fresh('size');
    const e = await writeErrorOf(c.insertOne({ _id: 1 as never, s: big(16 * 1024 * 1024 + 10) }));
    expect(e.code).toBe(10334);
    expect(await c.countDocuments()).toBe(0);
  });

  it('refuses an update or upsert whose result is over 16 MiB', async () => {
    const c = fresh('size');
    await c.insertOne({ _id: 1 as never, s: big(9 * 1024 * 1024) });
    // 17419 is the code older servers used for the same refusal.
    const e = await writeErrorOf(c.updateOne({ _id: 1 as never }, { $set: { t: big(8 * 1024 * 1024) } }));
    expect([10334, 17419]).toContain(e.code);
    expect((await c.findOne({ _id: 1 as never }))!.t).toBeUndefined();
    // The upserted document is built on the server (two strings of 8 MiB), so the command stays small.
    const eightMiB = {
      $reduce: { input: { $range: [0, 23] }, initialValue: 'x', in: { $concat: ['$$value', '$$value'] } },
    };
    const e2 = await writeErrorOf(
      c.updateOne({ _id: 2 as never }, [{ $set: { s: eightMiB, t: eightMiB } }], { upsert: true }),
    );
    expect([10334, 17419]).toContain(e2.code);
    expect(await c.countDocuments()).toBe(1);
  });
});

// https://www.mongodb.com/docs/manual/reference/bson-type-comparison-order/#bindata
describe('BinData compares by length, then subtype, then bytes (manual: BSON comparison order)', () => {
  it('sorts and ranges by length first, then subtype, then bytes', async () => {
    const c = fresh('bin');
    await c.insertMany([
      { _id: 1 as never, b: new Binary(Buffer.from([9]), 0) },
      { _id: 2 as never, b: new Binary(Buffer.from([0, 0]), 0) },
      { _id: 3 as never, b: new Binary(Buffer.from([1]), 0) },
      { _id: 4 as never, b: new Binary(Buffer.from([0]), 5) },
    ]);
    const sorted = await c.find({}, { sort: { b: 1 } }).toArray();
    expect(sorted.map((d) => d._id)).toEqual([3, 1, 4, 2]);
    const longer = await c.find({ b: { $gt: new Binary(Buffer.from([255]), 0) } }, { sort: { _id: 1 } }).toArray();
    expect(longer.map((d) => d._id)).toEqual([2, 4]);
  });

  it('writes a change of subtype only', async () => {
    const c = fresh('bin');
    await c.insertOne({ _id: 1 as never, b: new Binary(Buffer.from([1, 2, 3]), 0) });
    const r = await c.updateOne({ _id: 1 as never }, { $set: { b: new Binary(Buffer.from([1, 2, 3]), 4) } });
    expect(r.modifiedCount).toBe(1);
    expect(((await c.findOne({ _id: 1 as never }))!.b as Binary).sub_type).toBe(4);
  });
});

// https://www.mongodb.com/docs/manual/reference/operator/query/all/ ("equivalent to an $and operation")
describe('$all is an $and of equalities (manual: $all)', () => {
  it('matches a non-array field equal to the single element, and arrays containing every element', async () => {
    const c = fresh('all');
    await c.insertMany([
      { _id: 1 as never, tag: 'red' },
      { _id: 2 as never, tag: ['red', 'blue'] },
      { _id: 3 as never, tag: 'blue' },
    ]);
    const one = await c.find({ tag: { $all: ['red'] } }, { sort: { _id: 1 } }).toArray();
    expect(one.map((d) => d._id)).toEqual([1, 2]);
    const both = await c.find({ tag: { $all: ['red', 'blue'] } }).toArray();
    expect(both.map((d) => d._id)).toEqual([2]);
    expect(await c.countDocuments({ tag: { $all: [] } })).toBe(0);
  });
});

// https://www.mongodb.com/docs/manual/reference/operator/query/type/
describe('$type with BSON aliases and numbers (manual: $type)', () => {
  it('tells int, long, double, decimal, objectId, binData, string, object, array, bool, date, null and regex apart', async () => {
    const c = fresh('type');
    await c.insertMany([
      { _id: 1 as never, v: 5 },
      { _id: 2 as never, v: Long.fromNumber(5) },
      { _id: 3 as never, v: 5.5 },
      { _id: 4 as never, v: Decimal128.fromString('5.5') },
      { _id: 5 as never, v: new ObjectId() },
      { _id: 6 as never, v: new Binary(Buffer.from([1]), 0) },
      { _id: 7 as never, v: 'five' },
      { _id: 8 as never, v: { five: 5 } },
      { _id: 9 as never, v: [true] },
      { _id: 10 as never, v: new Date() },
      { _id: 11 as never, v: null },
      { _id: 12 as never, v: /five/ },
    ]);
    const ids = async (t: unknown) =>
      (await c.find({ v: { $type: t } } as never, { sort: { _id: 1 } }).toArray()).map((d) => d._id);
    expect(await ids('int')).toEqual([1]);
    expect(await ids(16)).toEqual([1]);
    expect(await ids('long')).toEqual([2]);
    expect(await ids(18)).toEqual([2]);
    expect(await ids('double')).toEqual([3]);
    expect(await ids(1)).toEqual([3]);
    expect(await ids('decimal')).toEqual([4]);
    expect(await ids('number')).toEqual([1, 2, 3, 4]);
    expect(await ids('objectId')).toEqual([5]);
    expect(await ids(7)).toEqual([5]);
    expect(await ids('binData')).toEqual([6]);
    expect(await ids('string')).toEqual([7]);
    expect(await ids('object')).toEqual([8]);
    expect(await ids('array')).toEqual([9]);
    expect(await ids('bool')).toEqual([9]);
    expect(await ids('date')).toEqual([10]);
    expect(await ids('null')).toEqual([11]);
    expect(await ids('regex')).toEqual([12]);
    expect(await ids(['int', 'long'])).toEqual([1, 2]);
    const e = await c
      .find({ v: { $type: 'nonsense' } } as never)
      .toArray()
      .catch((err: { code: number }) => err);
    expect((e as { code: number }).code).toBe(2);
  });

  it('mongoose findById works on ObjectId _ids through $type', async () => {
    const c = fresh('type');
    const id = new ObjectId();
    await c.insertMany([{ _id: id }, { _id: 'text' as never }]);
    expect(await c.countDocuments({ _id: { $type: 'objectId' } })).toBe(1);
  });
});

// https://www.mongodb.com/docs/manual/reference/collation/
describe('collation (manual: Collation)', () => {
  /** Documents `{ _id: 1, name: names[0] }`, `{ _id: 2, name: names[1] }`, ... */
  const named = (...names: string[]) => names.map((name, i) => ({ _id: (i + 1) as never, name }));

  it('equality honours strength 1 and 2, and 3 stays case-sensitive', async () => {
    const c = fresh('coll');
    await c.insertMany(named('a', 'A', 'á', 'b'));
    const ids = async (filter: object, strength: number) =>
      (await c.find(filter, { collation: { locale: 'en', strength }, sort: { _id: 1 } }).toArray()).map((d) => d._id);
    expect(await ids({ name: 'a' }, 1)).toEqual([1, 2, 3]);
    expect(await ids({ name: 'a' }, 2)).toEqual([1, 2]);
    expect(await ids({ name: 'a' }, 3)).toEqual([1]);
    expect(await ids({ name: { $in: ['A', 'B'] } }, 2)).toEqual([1, 2, 4]);
    expect(await ids({ name: { $ne: 'A' } }, 2)).toEqual([3, 4]);
    expect(await c.countDocuments({ name: 'a' }, { collation: { locale: 'en', strength: 2 } })).toBe(2);
    const r = await c.updateMany({ name: 'A' }, { $set: { hit: true } }, { collation: { locale: 'en', strength: 2 } });
    expect(r.modifiedCount).toBe(2);
  });

  it("applies a collection's default collation when the operation gives none", async () => {
    const name = `coll_default_${++collCounter}`;
    await conn.db!.createCollection(name, { collation: { locale: 'en', strength: 2 } });
    const c = conn.db!.collection(name);
    await c.insertMany(named('b', 'B', 'a'));
    expect((await c.find({ name: 'B' }, { sort: { _id: 1 } }).toArray()).map((d) => d._id)).toEqual([1, 2]);
    expect((await c.find({}, { sort: { name: 1, _id: 1 } }).toArray()).map((d) => d._id)).toEqual([3, 1, 2]);
    // an explicit simple collation overrides the default
    expect(await c.countDocuments({ name: 'B' }, { collation: { locale: 'simple' } })).toBe(1);
  });

  it("accepts ICU locales such as 'en_US' in sorts", async () => {
    const c = fresh('coll');
    await c.insertMany(named('b', 'A', 'a'));
    const sorted = await c.find({}, { sort: { name: 1, _id: 1 }, collation: { locale: 'en_US' } }).toArray();
    expect(sorted.map((d) => d.name)).toEqual(['a', 'A', 'b']);
  });
});

// https://www.mongodb.com/docs/manual/reference/operator/projection/slice/
describe('$slice projection keeps the other fields (manual: $slice (projection))', () => {
  it('alone, with an exclusion and with an inclusion', async () => {
    const c = fresh('slice');
    await c.insertOne({ _id: 1 as never, name: 'n', note: 'x', arr: [1, 2, 3, 4] });
    expect(await c.findOne({}, { projection: { arr: { $slice: 2 } } })).toEqual({
      _id: 1,
      name: 'n',
      note: 'x',
      arr: [1, 2],
    });
    expect(await c.findOne({}, { projection: { arr: { $slice: -1 }, note: 0 } })).toEqual({
      _id: 1,
      name: 'n',
      arr: [4],
    });
    expect(await c.findOne({}, { projection: { arr: { $slice: [1, 2] }, name: 1 } })).toEqual({
      _id: 1,
      name: 'n',
      arr: [2, 3],
    });
  });

  it('works through mongoose populate with slice', async () => {
    const Book = conn.model('SliceBook', new Schema({ title: String }));
    const Author = conn.model(
      'SliceAuthor',
      new Schema({ name: String, books: [{ type: Schema.Types.ObjectId, ref: 'SliceBook' }] }),
    );
    const books = await Book.create([{ title: 'one' }, { title: 'two' }, { title: 'three' }]);
    await Author.create({ name: 'ann', books: books.map((b) => b._id) });
    const a = await Author.findOne({ name: 'ann' }).slice('books', 2).populate('books').lean();
    expect(a!.name).toBe('ann');
    expect((a!.books as unknown as { title: string }[]).map((b) => b.title)).toEqual(['one', 'two']);
  });
});

// https://www.mongodb.com/docs/manual/reference/operator/projection/elemMatch/
describe('$elemMatch projection (manual: $elemMatch (projection))', () => {
  it('keeps the first matching element, also with operators on arrays of scalars', async () => {
    const c = fresh('em');
    await c.insertOne({ _id: 1 as never, name: 'n', ids: ['x', 'y', 'z'], lines: [{ q: 1 }, { q: 5 }, { q: 9 }] });
    expect(await c.findOne({}, { projection: { ids: { $elemMatch: { $in: ['y', 'z'] } } } })).toEqual({
      _id: 1,
      ids: ['y'],
    });
    expect(await c.findOne({}, { projection: { lines: { $elemMatch: { q: { $gt: 2 } } }, name: 1 } })).toEqual({
      _id: 1,
      name: 'n',
      lines: [{ q: 5 }],
    });
    expect(await c.findOne({}, { projection: { ids: { $elemMatch: { $eq: 'nope' } } } })).toEqual({ _id: 1 });
  });
});

// https://www.mongodb.com/docs/manual/reference/operator/aggregation-pipeline/
describe('aggregation (manual: Aggregation Stages)', () => {
  it('answers an unknown stage with code 40324 "Unrecognized pipeline stage name: \'$x\'"', async () => {
    const c = fresh('agg');
    await c.insertOne({ _id: 1 as never });
    const e = (await c
      .aggregate([{ $bogusStage: {} }])
      .toArray()
      .catch((err: unknown) => err)) as { code: number; message: string };
    expect(e.code).toBe(40324);
    expect(e.message).toBe("Unrecognized pipeline stage name: '$bogusStage'");
  });
});

describe('smaller differences (item 13)', () => {
  // https://www.mongodb.com/docs/manual/reference/database-references/#dbrefs
  it('filters on a DBRef by $id and by the whole reference', async () => {
    const c = fresh('dbref');
    const target = await insertDbRefOwners(c);
    expect((await c.find({ 'owner.$id': target }).toArray()).map((d) => d._id)).toEqual([1]);
    expect((await c.find({ owner: new DBRef('users', target) }).toArray()).map((d) => d._id)).toEqual([1]);
    expect((await c.findOne({ _id: 1 as never }))!.owner).toBeInstanceOf(DBRef);
  });

  // https://www.mongodb.com/docs/manual/reference/command/listIndexes/
  it('listIndexes keeps background and the other options given', async () => {
    const c = fresh('idx');
    await c.createIndex({ a: 1 }, { background: true, name: 'a_bg' });
    const spec = (await c.listIndexes().toArray()).find((i) => i.name === 'a_bg');
    expect(spec).toMatchObject({ key: { a: 1 }, background: true });
  });

  // https://www.mongodb.com/docs/manual/core/index-hidden/
  it('collMod hides and unhides an index; a hidden index is listed as hidden and not planned', async () => {
    const c = fresh('hide');
    await c.insertMany([{ a: 1 }, { a: 2 }]);
    await c.createIndex({ a: 1 }, { name: 'a_1' });
    const planOf = async () =>
      ((await c.find({ a: 1 }).explain()) as { queryPlanner: { winningPlan: unknown } }).queryPlanner.winningPlan;
    expect(JSON.stringify(await planOf())).toMatch(/IXSCAN/);
    const r = await conn.db!.command({ collMod: c.collectionName, index: { name: 'a_1', hidden: true } });
    expect(r).toMatchObject({ hidden_old: false, hidden_new: true, ok: 1 });
    expect((await c.listIndexes().toArray()).find((i) => i.name === 'a_1')).toMatchObject({ hidden: true });
    expect(JSON.stringify(await planOf())).not.toMatch(/IXSCAN/);
    expect(await c.countDocuments({ a: 1 })).toBe(1);
    await conn.db!.command({ collMod: c.collectionName, index: { keyPattern: { a: 1 }, hidden: false } });
    expect((await c.listIndexes().toArray()).find((i) => i.name === 'a_1')!.hidden).toBeUndefined();
    expect(JSON.stringify(await planOf())).toMatch(/IXSCAN/);
  });

  // https://www.mongodb.com/docs/manual/core/dot-dollar-considerations/dollar-prefix/
  it('an upsert that inserts accepts a $-prefixed field; the same update of an existing document fails', async () => {
    const c = fresh('dollar');
    await c.updateOne({ date: '2021-07-07' }, { $set: { phone: 25.17, $hotel: 320.1 } } as never, { upsert: true });
    expect(await c.findOne({ date: '2021-07-07' }, { projection: { _id: 0 } })).toEqual({
      date: '2021-07-07',
      $hotel: 320.1,
      phone: 25.17,
    });
    const e = await writeErrorOf(
      c.updateOne({ date: '2021-07-07' }, { $set: { phone: 1, $hotel: 1 } } as never, { upsert: true }),
    );
    expect(e.code).toBeDefined();
  });

  // https://www.mongodb.com/docs/manual/reference/method/cursor.hint/
  it('hint gives the hinted index order when there is no sort; an unknown index is refused', async () => {
    const c = fresh('hint');
    await c.insertMany([
      { _id: 1 as never, a: 3 },
      { _id: 2 as never, a: 1 },
      { _id: 3 as never, a: 2 },
    ]);
    await c.createIndex({ a: -1 }, { name: 'a_desc' });
    expect((await c.find({}).hint('a_desc').toArray()).map((d) => d._id)).toEqual([1, 3, 2]);
    expect((await c.find({}).hint({ a: -1 }).toArray()).map((d) => d._id)).toEqual([1, 3, 2]);
    const e = (await c
      .find({})
      .hint('nope')
      .toArray()
      .catch((err: unknown) => err)) as { code: number };
    expect(e.code).toBe(2);
  });

  // https://www.mongodb.com/docs/manual/reference/command/create/ ("size ... Required for a capped collection")
  it('create with capped but no size fails with code 72 (InvalidOptions)', async () => {
    const e = (await conn
      .db!.command({ create: `capped_${++collCounter}`, capped: true })
      .catch((err: unknown) => err)) as { code: number };
    expect(e.code).toBe(72);
  });

  // https://www.mongodb.com/docs/manual/core/schema-validation/specify-json-schema/
  it('$jsonSchema validators refuse invalid inserts and updates with code 121 (DocumentValidationFailure)', async () => {
    const name = `valid_${++collCounter}`;
    await conn.db!.createCollection(name, {
      validator: {
        $jsonSchema: {
          bsonType: 'object',
          required: ['sku', 'price'],
          properties: {
            sku: { bsonType: 'string', pattern: '^[A-Z]+-\\d+$' },
            price: { bsonType: ['int', 'double', 'decimal'], minimum: 0 },
            tags: { bsonType: 'array', items: { bsonType: 'string' }, maxItems: 3 },
          },
        },
      },
    });
    const c = conn.db!.collection(name);
    await c.insertOne({ _id: 1 as never, sku: 'AMP-1', price: 10, tags: ['car'] });
    const e1 = await writeErrorOf(c.insertOne({ _id: 2 as never, sku: 'amp', price: 10 }));
    expect(e1.code).toBe(121);
    const e2 = await writeErrorOf(c.insertOne({ _id: 3 as never, sku: 'AMP-3' }));
    expect(e2.code).toBe(121);
    const e3 = await writeErrorOf(c.updateOne({ _id: 1 as never }, { $set: { price: -1 } }));
    expect(e3.code).toBe(121);
    const e4 = await writeErrorOf(c.updateOne({ _id: 1 as never }, { $push: { tags: 5 } } as never));
    expect(e4.code).toBe(121);
    expect(await c.find({}).toArray()).toEqual([{ _id: 1, sku: 'AMP-1', price: 10, tags: ['car'] }]);
    // collMod with validationAction 'warn' lets invalid documents through
    await conn.db!.command({ collMod: name, validationAction: 'warn' });
    await c.insertOne({ _id: 4 as never, sku: 'bad' });
    expect(await c.countDocuments()).toBe(2);
    // $jsonSchema is also a query operator
    expect(await c.countDocuments({ $jsonSchema: { required: ['price'] } })).toBe(1);
  });

  it('collMod with a validator and validationLevel moderate leaves updates of invalid documents alone', async () => {
    const c = fresh('moderate');
    await c.insertMany([
      { _id: 1 as never, qty: -5 },
      { _id: 2 as never, qty: 5 },
    ]);
    await conn.db!.command({
      collMod: c.collectionName,
      validator: { qty: { $gte: 0 } },
      validationLevel: 'moderate',
    });
    await c.updateOne({ _id: 1 as never }, { $set: { note: 'legacy' } });
    const e = await writeErrorOf(c.updateOne({ _id: 2 as never }, { $set: { qty: -1 } }));
    expect(e.code).toBe(121);
    const e2 = await writeErrorOf(c.insertOne({ _id: 3 as never, qty: -1 }));
    expect(e2.code).toBe(121);
  });
});
