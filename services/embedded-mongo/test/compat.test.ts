// Compatibility suite written with mongoose. Runs against the embedded server, or against a real
// MongoDB when MONGODB_URI is set (see README).
import mongoose, { Connection, InferSchemaType, Model, Schema, Types } from 'mongoose';
import { Long, ObjectId } from 'bson';
import { realMongo, Target, withMongooseTarget } from './target';

jest.setTimeout(30_000);

let target: Target;
let conn: Connection;
withMongooseTarget('compat', (started) => ({ target, conn } = started), { ttlMonitorIntervalMs: 100 });

describe('schemas and validation', () => {
  const productSchema = new Schema(
    {
      sku: { type: String, required: true, unique: true },
      name: { type: String, required: true, minlength: 2 },
      price: { type: Number, min: 0 },
      kind: { type: String, enum: ['car', 'marine', 'pro'], default: 'car' },
      tags: [String],
    },
    { timestamps: true },
  );
  const Product = () =>
    (conn.models.Product as Model<InferSchemaType<typeof productSchema>> | undefined) ??
    conn.model('Product', productSchema);

  beforeAll(async () => {
    await Product().init();
  });

  it('stores valid documents with defaults and timestamps', async () => {
    const p = await Product().create({ sku: 'A1', name: 'Amp', price: 10 });
    const found = await Product().findById(p._id).lean();
    expect(found).toMatchObject({ sku: 'A1', name: 'Amp', price: 10, kind: 'car' });
    expect(found!.createdAt).toBeInstanceOf(Date);
    expect(found!._id).toBeInstanceOf(Types.ObjectId);
  });

  it('rejects invalid documents without storing anything', async () => {
    await expect(Product().create({ sku: 'B1', name: 'x', price: -1, kind: 'plane' })).rejects.toThrow(
      mongoose.Error.ValidationError,
    );
    expect(await Product().countDocuments({ sku: 'B1' })).toBe(0);
  });

  it('enforces unique indexes with E11000 and keyValue', async () => {
    await Product().create({ sku: 'U1', name: 'Unique' });
    const err = await Product()
      .create({ sku: 'U1', name: 'Again' })
      .catch((e: unknown) => e as { code: number; message: string; keyValue: unknown; keyPattern: unknown });
    expect(err).toMatchObject({ code: 11000, keyValue: { sku: 'U1' }, keyPattern: { sku: 1 } });
    expect((err as { message: string }).message).toMatch(
      /E11000 duplicate key error collection: .*\.products index: sku_1 dup key: \{ sku: "U1" \}/,
    );
    expect(await Product().countDocuments({ sku: 'U1' })).toBe(1);
  });

  it('refuses an update that would violate a unique index', async () => {
    await Product().create({ sku: 'U2', name: 'Two' });
    await expect(Product().updateOne({ sku: 'U2' }, { $set: { sku: 'U1' } })).rejects.toMatchObject({ code: 11000 });
    expect(await Product().countDocuments({ sku: 'U2' })).toBe(1);
  });

  it('lists the indexes mongoose created', async () => {
    const indexes = await Product().listIndexes();
    expect(indexes.map((i: { name: string }) => i.name).sort()).toEqual(['_id_', 'sku_1']);
    expect(indexes.find((i: { name: string }) => i.name === 'sku_1')).toMatchObject({ key: { sku: 1 }, unique: true });
  });
});

describe('inserts, ordered and unordered', () => {
  it('stops ordered inserts at the first error and continues unordered ones', async () => {
    const coll = conn.db!.collection('bulk');
    await coll.insertOne({ _id: 2 as never, v: 'existing' });
    const ordered = await coll
      .insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }] as never[], { ordered: true })
      .catch((e: unknown) => e as { insertedCount: number; writeErrors: unknown; code: number });
    expect(ordered).toMatchObject({ code: 11000 });
    expect(await coll.countDocuments({ _id: { $in: [1, 3] } } as never)).toBe(1);
    const unordered = await coll
      .insertMany([{ _id: 4 }, { _id: 2 }, { _id: 5 }] as never[], { ordered: false })
      .catch((e: unknown) => e as { code: number });
    expect(unordered).toMatchObject({ code: 11000 });
    expect(await coll.countDocuments({ _id: { $in: [4, 5] } } as never)).toBe(2);
  });

  it('reports exact counts for bulk writes', async () => {
    const coll = conn.db!.collection('counts');
    await coll.insertMany([
      { k: 1, v: 1 },
      { k: 2, v: 1 },
      { k: 3, v: 2 },
    ]);
    const res = await coll.bulkWrite([
      { updateMany: { filter: { v: 1 }, update: { $set: { v: 1 } } } },
      { updateMany: { filter: { v: 1 }, update: { $set: { v: 9 } } } },
      { updateOne: { filter: { k: 99 }, update: { $set: { v: 0 } }, upsert: true } },
      { deleteOne: { filter: { k: 3 } } },
    ]);
    expect(res.matchedCount).toBe(4);
    expect(res.modifiedCount).toBe(2);
    expect(res.upsertedCount).toBe(1);
    expect(res.deletedCount).toBe(1);
    expect(await coll.countDocuments({ v: 9 })).toBe(2);
  });
});

describe('populate', () => {
  it('resolves references', async () => {
    const Author = conn.model('Author', new Schema({ name: String }));
    const Book = conn.model(
      'Book',
      new Schema({ title: String, author: { type: Schema.Types.ObjectId, ref: 'Author' } }),
    );
    const [a, b] = await Author.create([{ name: 'Ann' }, { name: 'Bob' }]);
    await Book.create([
      { title: 'T1', author: a._id },
      { title: 'T2', author: b._id },
      { title: 'T3', author: a._id },
    ]);
    const books = await Book.find().sort({ title: 1 }).populate<{ author: { name: string } }>('author').lean();
    expect(books.map((x) => [x.title, x.author.name])).toEqual([
      ['T1', 'Ann'],
      ['T2', 'Bob'],
      ['T3', 'Ann'],
    ]);
  });
});

describe('updates', () => {
  const cartSchema = new Schema({
    user: { type: String, index: true },
    items: [{ sku: String, qty: Number }],
    tags: [String],
    total: { type: Number, default: 0 },
    status: { type: String, default: 'open' },
  });
  const Cart = () =>
    (conn.models.Cart as Model<InferSchemaType<typeof cartSchema>> | undefined) ?? conn.model('Cart', cartSchema);

  it('findOneAndUpdate with upsert creates then updates', async () => {
    const first = await Cart()
      .findOneAndUpdate({ user: 'u1' }, { $inc: { total: 5 } }, { upsert: true, new: true })
      .lean();
    expect(first).toMatchObject({ user: 'u1', total: 5, status: 'open' });
    const second = await Cart()
      .findOneAndUpdate({ user: 'u1' }, { $inc: { total: 5 } }, { upsert: true, new: true })
      .lean();
    expect(second).toMatchObject({ user: 'u1', total: 10 });
    expect(String(second!._id)).toBe(String(first!._id));
    const before = await Cart()
      .findOneAndUpdate({ user: 'u1' }, { $set: { status: 'paid' } }, { new: false })
      .lean();
    expect(before!.status).toBe('open');
    const raw = await Cart().collection.findOneAndUpdate(
      { user: 'nobody' },
      { $set: { x: 1 } },
      { includeResultMetadata: true },
    );
    expect(raw.value).toBeNull();
    expect(raw.lastErrorObject).toMatchObject({ n: 0, updatedExisting: false });
  });

  it('updateMany with $inc/$push/$pull/$addToSet', async () => {
    await Cart().create([
      { user: 'm1', tags: ['a', 'b'], total: 1 },
      { user: 'm2', tags: ['b', 'c'], total: 2 },
    ]);
    const r = await Cart().updateMany(
      { user: { $in: ['m1', 'm2'] } },
      { $inc: { total: 10 }, $push: { items: { sku: 's1', qty: 1 } }, $addToSet: { tags: 'b' } },
    );
    expect(r).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    await Cart().updateMany({ user: { $in: ['m1', 'm2'] } }, { $pull: { tags: 'b' } });
    await Cart().updateMany({ user: 'm1' }, { $addToSet: { tags: { $each: ['z', 'a'] } } });
    const docs = await Cart().find({ user: /^m/ }).sort({ user: 1 }).lean();
    expect(docs.map((d) => [d.total, d.tags, d.items.length])).toEqual([
      [11, ['a', 'z'], 1],
      [12, ['c'], 1],
    ]);
  });

  it('applies arrayFilters', async () => {
    const c = await Cart().create({
      user: 'af',
      items: [
        { sku: 'x', qty: 1 },
        { sku: 'y', qty: 5 },
        { sku: 'z', qty: 7 },
      ],
    });
    await Cart().updateOne(
      { _id: c._id },
      { $inc: { 'items.$[big].qty': 100 } },
      { arrayFilters: [{ 'big.qty': { $gte: 5 } }] },
    );
    await Cart().updateOne({ _id: c._id, 'items.sku': 'x' }, { $set: { 'items.$.qty': 2 } });
    const d = await Cart().findById(c._id).lean();
    expect(d!.items.map((i) => i.qty)).toEqual([2, 105, 107]);
  });

  it('supports pipeline updates and replacements', async () => {
    const coll = conn.db!.collection('pipe');
    await coll.insertMany([
      { a: 1, b: 2 },
      { a: 3, b: 4 },
    ]);
    const r = await coll.updateMany({}, [{ $set: { sum: { $add: ['$a', '$b'] } } }, { $unset: 'b' }]);
    expect(r.modifiedCount).toBe(2);
    expect(
      await coll
        .find({}, { projection: { _id: 0 } })
        .sort({ a: 1 })
        .toArray(),
    ).toEqual([
      { a: 1, sum: 3 },
      { a: 3, sum: 7 },
    ]);
    const rep = await coll.replaceOne({ a: 1 }, { replaced: true });
    expect(rep.modifiedCount).toBe(1);
    expect(await coll.findOne({ replaced: true }, { projection: { _id: 0 } })).toEqual({ replaced: true });
    await expect(coll.updateOne({ replaced: true }, { $set: { _id: 5 } })).rejects.toMatchObject({ code: 66 });
  });

  it('accepts $set of an unchanged _id, as connect-mongo sends it', async () => {
    const coll = conn.db!.collection('sessions');
    const expires = new Date(Date.now() + 60_000);
    const first = await coll.updateOne(
      { _id: 'sid' as never },
      { $set: { _id: 'sid', session: '{"a":1}', expires } },
      { upsert: true },
    );
    expect(first).toMatchObject({ upsertedId: 'sid', upsertedCount: 1 });
    const second = await coll.updateOne(
      { _id: 'sid' as never },
      { $set: { _id: 'sid', session: '{"a":2}', expires } },
      { upsert: true },
    );
    expect(second).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect(await coll.findOne({ _id: 'sid' as never })).toEqual({ _id: 'sid', session: '{"a":2}', expires });
  });

  it('counts nModified exactly (no-op updates are not modifications)', async () => {
    const coll = conn.db!.collection('noop');
    await coll.insertOne({ k: 1, v: 'same' });
    const r = await coll.updateOne({ k: 1 }, { $set: { v: 'same' } });
    expect(r).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
  });
});

describe('reads', () => {
  beforeAll(async () => {
    const coll = conn.db!.collection('reads');
    await coll.insertMany(
      Array.from({ length: 50 }, (_, i) => ({
        i,
        even: i % 2 === 0,
        group: `g${i % 5}`,
        at: new Date(Date.UTC(2024, 0, 1 + i)),
      })),
    );
    await coll.createIndex({ group: 1, i: -1 });
  });

  it('sorts, skips, limits and projects', async () => {
    const coll = conn.db!.collection('reads');
    const docs = await coll
      .find({ even: true }, { projection: { _id: 0, i: 1 } })
      .sort({ i: -1 })
      .skip(2)
      .limit(3)
      .toArray();
    expect(docs).toEqual([{ i: 44 }, { i: 42 }, { i: 40 }]);
    const excl = await coll.findOne({ i: 3 }, { projection: { _id: 0, at: 0, even: 0 } });
    expect(excl).toEqual({ i: 3, group: 'g3' });
  });

  it('filters by ObjectId and by Date equality and ranges', async () => {
    const coll = conn.db!.collection('reads');
    const one = await coll.findOne({ i: 7 });
    expect((await coll.findOne({ _id: one!._id }))!.i).toBe(7);
    expect((await coll.findOne({ _id: new ObjectId(one!._id.toHexString()) }))!.i).toBe(7);
    expect((await coll.findOne({ at: new Date(Date.UTC(2024, 0, 8)) }))!.i).toBe(7);
    const range = await coll.countDocuments({
      at: { $gte: new Date(Date.UTC(2024, 0, 11)), $lt: new Date(Date.UTC(2024, 0, 21)) },
    });
    expect(range).toBe(10);
    expect(await coll.countDocuments({ _id: { $in: [one!._id, new ObjectId()] } })).toBe(1);
  });

  it('countDocuments, estimatedDocumentCount and distinct', async () => {
    const coll = conn.db!.collection('reads');
    expect(await coll.countDocuments({ group: 'g1' })).toBe(10);
    expect(await coll.countDocuments({}, { skip: 45 })).toBe(5);
    expect(await coll.estimatedDocumentCount()).toBe(50);
    expect((await coll.distinct('group')).sort()).toEqual(['g0', 'g1', 'g2', 'g3', 'g4']);
    expect((await coll.distinct('i', { group: 'g2', i: { $lt: 20 } })).sort((a, b) => a - b)).toEqual([2, 7, 12, 17]);
  });

  it('hands out large results in batches through getMore', async () => {
    const coll = conn.db!.collection('reads');
    const cursor = coll.find({}).batchSize(7);
    let n = 0;
    for await (const _ of cursor) n++;
    expect(n).toBe(50);
  });
});

describe('aggregation', () => {
  beforeAll(async () => {
    const db = conn.db!;
    await db.collection('orders').insertMany([
      { user: 'ann', sku: 'a', qty: 2, price: 10 },
      { user: 'ann', sku: 'b', qty: 1, price: 5 },
      { user: 'bob', sku: 'a', qty: 4, price: 10 },
    ]);
    await db.collection('skus').insertMany([
      { _id: 'a', name: 'Amp', tags: ['audio', 'car'] },
      { _id: 'b', name: 'Buoy', tags: ['marine'] },
    ] as never[]);
  });

  it('$group/$lookup/$unwind/$facet', async () => {
    const Order = conn.model('Order', new Schema({ user: String, sku: String, qty: Number, price: Number }), 'orders');
    const totals = await Order.aggregate([
      { $group: { _id: '$user', spent: { $sum: { $multiply: ['$qty', '$price'] } }, n: { $sum: 1 } } },
      { $sort: { _id: 1 } },
    ]);
    expect(totals).toEqual([
      { _id: 'ann', spent: 25, n: 2 },
      { _id: 'bob', spent: 40, n: 1 },
    ]);
    const joined = await Order.aggregate([
      { $match: { user: 'ann' } },
      { $lookup: { from: 'skus', localField: 'sku', foreignField: '_id', as: 'item' } },
      { $unwind: '$item' },
      { $unwind: '$item.tags' },
      { $project: { _id: 0, sku: 1, tag: '$item.tags' } },
      { $sort: { tag: 1 } },
    ]);
    expect(joined).toEqual([
      { sku: 'a', tag: 'audio' },
      { sku: 'a', tag: 'car' },
      { sku: 'b', tag: 'marine' },
    ]);
    const [facets] = await Order.aggregate([
      {
        $facet: {
          bySku: [{ $sortByCount: '$sku' }],
          count: [{ $count: 'n' }],
          big: [{ $match: { qty: { $gte: 2 } } }, { $project: { _id: 0, user: 1 } }],
        },
      },
    ]);
    expect(facets.count).toEqual([{ n: 3 }]);
    expect(facets.bySku[0]).toEqual({ _id: 'a', count: 2 });
    expect(facets.big).toHaveLength(2);
    // the source documents were not modified by the pipelines
    expect(await conn.db!.collection('skus').findOne({ _id: 'a' as never })).toEqual({
      _id: 'a',
      name: 'Amp',
      tags: ['audio', 'car'],
    });
  });

  it('$out writes a collection', async () => {
    await conn
      .db!.collection('orders')
      .aggregate([{ $group: { _id: '$sku', qty: { $sum: '$qty' } } }, { $out: 'sku_totals' }])
      .toArray();
    const out = await conn.db!.collection('sku_totals').find().sort({ _id: 1 }).toArray();
    expect(out).toEqual([
      { _id: 'a', qty: 6 },
      { _id: 'b', qty: 1 },
    ]);
  });
});

describe('cursors and types', () => {
  it('streams 10,000 documents through a cursor', async () => {
    const Item = conn.model('Item', new Schema({ n: Number, label: String }));
    await Item.insertMany(Array.from({ length: 10_000 }, (_, n) => ({ n, label: `item-${n}` })));
    let count = 0;
    let last = -1;
    let ordered = true;
    for await (const doc of Item.find().sort({ n: 1 }).cursor()) {
      if (doc.n !== last + 1) ordered = false;
      last = doc.n!;
      count++;
    }
    expect(count).toBe(10_000);
    expect(ordered).toBe(true);
  });

  it('round-trips Date, Decimal128, Long, Binary and nested arrays', async () => {
    const Price = conn.model(
      'Price',
      new Schema({ at: Date, amount: Schema.Types.Decimal128, blob: Buffer, grid: [[Number]] }),
    );
    const at = new Date('2024-02-29T12:34:56.789Z');
    const p = await Price.create({
      at,
      amount: '1234567890.123456789',
      blob: Buffer.from([0, 1, 2, 255]),
      grid: [
        [1, 2],
        [3, 4.5],
      ],
    });
    const back = await Price.findById(p._id).lean();
    expect(back!.at!.toISOString()).toBe(at.toISOString());
    expect(back!.amount!.toString()).toBe('1234567890.123456789');
    expect(back!.amount).toBeInstanceOf(Types.Decimal128);
    expect(Buffer.from((back!.blob as unknown as { buffer: Uint8Array }).buffer)).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(back!.grid).toEqual([
      [1, 2],
      [3, 4.5],
    ]);
    // Decimal128 compares numerically (filters and sort), not as text
    await Price.create(['9.5', '10.25', '-3', '100.00', '0.001'].map((amount) => ({ amount })));
    const sorted = await Price.find({ amount: { $gt: '0' } })
      .sort({ amount: 1 })
      .lean();
    expect(sorted.map((d) => d.amount!.toString())).toEqual([
      '0.001',
      '9.5',
      '10.25',
      '100.00',
      '1234567890.123456789',
    ]);
    expect(await Price.countDocuments({ amount: '100' })).toBe(1);
    const raw = conn.db!.collection('raw_types');
    await raw.insertOne({ big: Long.fromString('9007199254740993'), nested: { deep: [[{ x: [1, [2, [3]]] }]] } });
    const r = await raw.findOne({}, { promoteLongs: false });
    expect((r!.big as Long).toString()).toBe('9007199254740993');
    expect(r!.nested).toEqual({ deep: [[{ x: [1, [2, [3]]] }]] });
  });
});

describe('TTL indexes', () => {
  it('removes expired documents', async () => {
    if (realMongo) {
      // Real MongoDB only sweeps every 60 s unless the monitor interval can be lowered.
      const ok = await conn
        .db!.admin()
        .command({ setParameter: 1, ttlMonitorSleepSecs: 1 })
        .then(
          () => true,
          () => false,
        );
      if (!ok) return;
    }
    const Session = conn.model('Session', new Schema({ token: String, createdAt: { type: Date, expires: 1 } }));
    await Session.init();
    await Session.create([
      { token: 'old', createdAt: new Date(Date.now() - 60_000) },
      { token: 'new', createdAt: new Date(Date.now() + 60_000) },
      { token: 'none' },
    ]);
    const deadline = Date.now() + 20_000;
    while ((await Session.countDocuments({ token: 'old' })) > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect((await Session.find().lean()).map((s) => s.token).sort()).toEqual(['new', 'none']);
  });
});

describe('atomicity', () => {
  it('findOneAndUpdate is atomic across concurrent connections', async () => {
    const others = await Promise.all(
      [1, 2, 3].map(() => mongoose.createConnection(target.uri, { dbName: conn.name }).asPromise()),
    );
    try {
      await conn.db!.collection('counter').insertOne({ _id: 'c' as never, n: 0 });
      await conn.db!.collection('jobs').insertMany(Array.from({ length: 20 }, (_, i) => ({ job: i, status: 'new' })));
      const incs = Array.from({ length: 90 }, (_, i) =>
        others[i % 3]
          .db!.collection('counter')
          .findOneAndUpdate({ _id: 'c' as never }, { $inc: { n: 1 } }, { returnDocument: 'after' }),
      );
      const claims = Array.from({ length: 40 }, (_, i) =>
        others[i % 3]
          .db!.collection('jobs')
          .findOneAndUpdate({ status: 'new' }, { $set: { status: 'taken', by: i } }, { sort: { job: 1 } }),
      );
      const counters = (await Promise.all(incs)).map((r) => r!.n as number).sort((a, b) => a - b);
      expect(counters).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
      const taken = (await Promise.all(claims)).filter(Boolean).map((r) => r!.job as number);
      expect(taken).toHaveLength(20);
      expect(new Set(taken).size).toBe(20);
      expect(await conn.db!.collection('jobs').countDocuments({ status: 'new' })).toBe(0);
    } finally {
      await Promise.all(others.map((c) => c.close()));
    }
  });

  it('projections and pipelines never alter stored documents', async () => {
    const coll = conn.db!.collection('immutable');
    const original = {
      _id: 1,
      a: { b: 1, c: 2 },
      arr: [
        { x: 1, y: 2 },
        { x: 3, y: 4 },
      ],
    };
    await coll.insertOne(original as never);
    await coll.find({}, { projection: { 'a.b': 0, 'arr.y': 0 } }).toArray();
    await coll.find({ 'arr.x': 3 }, { projection: { 'arr.$': 1 } }).toArray();
    await coll.aggregate([{ $project: { 'a.b': 0 } }, { $unset: 'arr.y' }]).toArray();
    await coll.aggregate([{ $unwind: '$arr' }, { $set: { 'arr.z': 1 } }]).toArray();
    await coll.findOneAndUpdate({ _id: 1 as never }, { $set: { 'a.d': 1 } }, { projection: { a: 0 } });
    expect(await coll.findOne({ _id: 1 as never })).toEqual({ ...original, a: { b: 1, c: 2, d: 1 } });
  });
});

describe('errors', () => {
  it('answers unknown commands with CommandNotFound', async () => {
    await expect(conn.db!.command({ frobnicate: 1 })).rejects.toMatchObject({
      code: 59,
      codeName: 'CommandNotFound',
      message: expect.stringContaining('frobnicate'),
    });
  });

  it('deletes one or many', async () => {
    const coll = conn.db!.collection('del');
    await coll.insertMany([{ k: 1 }, { k: 1 }, { k: 1 }, { k: 2 }]);
    expect((await coll.deleteOne({ k: 1 })).deletedCount).toBe(1);
    expect((await coll.deleteMany({ k: 1 })).deletedCount).toBe(2);
    expect(await coll.countDocuments()).toBe(1);
  });
});
