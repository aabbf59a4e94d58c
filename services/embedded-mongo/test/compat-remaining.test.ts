// The differences from MongoDB that mongoose's own test suite still found (other than fields
// named like Object.prototype members). Each case is named after the MongoDB behaviour and manual
// page; the file runs unchanged against a real MongoDB when MONGODB_URI is set (see test/target.ts).
import mongoose, { Connection } from 'mongoose';
import { Double, Int32, ObjectId } from 'bson';
import { Target, insertDbRefOwners, withMongooseTarget } from './target';

jest.setTimeout(60_000);

let target: Target;
let conn: Connection;
withMongooseTarget('remaining', (started) => ({ target, conn } = started));

let collCounter = 0;
const freshName = (prefix: string): string => `${prefix}_${++collCounter}`;
const fresh = (prefix: string) => conn.db!.collection(freshName(prefix));

/** The error a command or query fails with. */
async function errorOf(p: Promise<unknown>): Promise<{ code?: number; message: string }> {
  try {
    await p;
  } catch (err) {
    const e = err as { code?: number; message: string };
    return { code: e.code, message: e.message };
  }
  throw new Error('expected the operation to fail');
}

const ids = (docs: { _id: unknown }[]): unknown[] => docs.map((d) => d._id);

// https://www.mongodb.com/docs/manual/reference/operator/query/geoIntersects/ and
// https://www.mongodb.com/docs/manual/reference/geojson/ ("edges are geodesic", the shorter way round)
describe('$geoIntersects follows geodesic edges, also across the antimeridian (manual: $geoIntersects)', () => {
  const meridian = {
    type: 'LineString',
    coordinates: [
      [180, 11],
      [180, 9],
    ],
  };
  const acrossAntimeridian = (lat: number) => ({
    type: 'LineString',
    coordinates: [
      [-178, lat],
      [178, lat],
    ],
  });

  it('a LineString crossing another LineString intersects it (2dsphere index)', async () => {
    const c = fresh('geo_line');
    await c.createIndex({ line: '2dsphere' });
    await c.insertMany([
      { _id: 1 as never, line: acrossAntimeridian(10) },
      { _id: 2 as never, line: acrossAntimeridian(20) },
    ]);
    expect(ids(await c.find({ line: { $geoIntersects: { $geometry: meridian } } }).toArray())).toEqual([1]);
  });

  it('an array of LineStrings, and a MultiLineString, intersect a LineString crossing one of their lines', async () => {
    const c = fresh('geo_multiline');
    await c.insertMany([
      { _id: 1 as never, geom: [acrossAntimeridian(10), acrossAntimeridian(5)] },
      { _id: 2 as never, geom: [acrossAntimeridian(30)] },
      {
        _id: 3 as never,
        geom: {
          type: 'MultiLineString',
          coordinates: [acrossAntimeridian(40).coordinates, acrossAntimeridian(9.5).coordinates],
        },
      },
    ]);
    const found = await c.find({ geom: { $geoIntersects: { $geometry: meridian } } }).toArray();
    expect(ids(found).sort()).toEqual([1, 3]);
  });
});

// https://www.mongodb.com/docs/manual/reference/command/create/ ("capped ... set to true, you must
// also set a maximum size in the size field"); `capped` is read as a boolean: a number counts
describe('create with capped and no size fails with InvalidOptions (manual: create)', () => {
  it('capped: 1024 (a number, as mongoose passes it) without size is refused with code 72', async () => {
    const err = await errorOf(conn.db!.command({ create: freshName('capped'), capped: 1024 }));
    expect(err.code).toBe(72);
  });

  it('capped: true with a size is accepted and listed as capped', async () => {
    const name = freshName('capped');
    await conn.db!.command({ create: name, capped: true, size: 1024 });
    const [info] = await conn.db!.listCollections({ name }).toArray();
    expect((info as { options: { capped?: boolean } }).options.capped).toBe(true);
  });
});

// https://www.mongodb.com/docs/manual/core/timeseries/timeseries-automatic-removal/ and
// https://www.mongodb.com/docs/manual/reference/command/listCollections/ (type 'timeseries')
describe('time-series collections are listed as such and expire measurements (manual: Time Series)', () => {
  it('listCollections gives type timeseries with the timeseries options and expireAfterSeconds', async () => {
    const name = freshName('ts_list');
    await conn.db!.createCollection(name, {
      timeseries: { timeField: 'timestamp', metaField: 'metadata', granularity: 'hours' },
      expireAfterSeconds: 86400,
    });
    const [info] = (await conn.db!.listCollections({ name }).toArray()) as unknown as {
      type: string;
      options: { expireAfterSeconds: number; timeseries: Record<string, unknown> };
    }[];
    expect(info.type).toBe('timeseries');
    expect(info.options.expireAfterSeconds).toBe(86400);
    expect(info.options.timeseries).toMatchObject({
      timeField: 'timestamp',
      metaField: 'metadata',
      granularity: 'hours',
    });
  });

  it('a time-series collection without timeField, or expireAfterSeconds on a plain collection, is refused', async () => {
    const noTimeField = await errorOf(
      conn.db!.command({ create: freshName('ts_bad'), timeseries: { metaField: 'm' } }),
    );
    expect(noTimeField.code).toBe(40414);
    const plain = await errorOf(conn.db!.command({ create: freshName('ts_bad'), expireAfterSeconds: 5 }));
    expect(plain.code).toBe(72);
  });

  it('the TTL monitor removes measurements older than expireAfterSeconds (setParameter ttlMonitorSleepSecs)', async () => {
    const name = freshName('ts_expire');
    await conn.db!.createCollection(name, {
      timeseries: { timeField: 'timestamp', metaField: 'metadata', granularity: 'seconds' },
      expireAfterSeconds: 5,
    });
    const c = conn.db!.collection(name);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await c.insertMany([
      { metadata: { sensor: 1 }, timestamp: twoHoursAgo, temp: 12 },
      { metadata: { sensor: 1 }, timestamp: twoHoursAgo, temp: 11 },
      { metadata: { sensor: 2 }, timestamp: new Date(), temp: 20 },
    ]);
    const reply = await errorOf(conn.db!.admin().command({ setParameter: 1, ttlMonitorSleepSecs: 1 })).catch(
      () => null,
    );
    if (reply) throw new Error(`setParameter failed: ${reply.message}`);
    let left = await c.countDocuments({});
    for (let i = 0; i < 30 && left > 1; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      left = await c.countDocuments({});
    }
    expect(left).toBe(1);
    expect((await c.findOne({}))!.temp).toBe(20);
  });
});

// https://www.mongodb.com/docs/manual/reference/database-references/#dbrefs: `$ref`, `$id` and `$db` are
// field names in a filter, not operators
describe('DBRef fields in a filter are fields, not operators (manual: Database References)', () => {
  it('$elemMatch on $id finds the array element holding that DBRef id', async () => {
    const c = fresh('dbref_elem');
    const id = new ObjectId();
    await c.insertMany([
      { _id: 1 as never, members: [{ $ref: 'users', $id: id, $db: 'app' }] },
      { _id: 2 as never, members: [{ $ref: 'users', $id: new ObjectId(), $db: 'app' }] },
    ]);
    expect(ids(await c.find({ members: { $elemMatch: { $id: id } } }).toArray())).toEqual([1]);
    expect(ids(await c.find({ members: { $elemMatch: { $ref: 'users', $id: id } } }).toArray())).toEqual([1]);
    expect(ids(await c.find({ 'members.$id': id }).toArray())).toEqual([1]);
  });

  it('{ field: { $ref, $id } } is equality with the embedded DBRef document', async () => {
    const c = fresh('dbref_eq');
    const id = await insertDbRefOwners(c);
    expect(ids(await c.find({ owner: { $ref: 'users', $id: id } }).toArray())).toEqual([1]);
    // $ref and $id in the other order are still a DBRef document to compare, not operators
    await expect(c.find({ owner: { $id: id, $ref: 'users' } }).toArray()).resolves.toBeInstanceOf(Array);
  });
});

// https://www.mongodb.com/docs/manual/reference/command/aggregate/ (hint) and
// https://www.mongodb.com/docs/manual/reference/method/cursor.hint/
describe('aggregate with hint reads the collection in the hinted index order (manual: aggregate)', () => {
  it('hint by key pattern or name orders the $match results; an unknown index is refused with BadValue', async () => {
    const c = fresh('agg_hint');
    await c.createIndex({ qty: -1, name: -1 }, { name: 'qty_name_desc' });
    await c.insertMany([
      { _id: 1 as never, name: 'Andrew', qty: 4 },
      { _id: 2 as never, name: 'Betty', qty: 5 },
      { _id: 3 as never, name: 'Charlie', qty: 4 },
    ]);
    const names = (docs: { name?: unknown }[]): unknown[] => docs.map((d) => d.name);
    const byKey = await c.aggregate([{ $match: {} }], { hint: { qty: -1, name: -1 } }).toArray();
    expect(names(byKey)).toEqual(['Betty', 'Charlie', 'Andrew']);
    const byName = await c.aggregate([{ $project: { name: 1 } }], { hint: 'qty_name_desc' }).toArray();
    expect(names(byName)).toEqual(['Betty', 'Charlie', 'Andrew']);
    const err = await errorOf(c.aggregate([{ $match: {} }], { hint: 'nope' }).toArray());
    expect(err.code).toBe(2);
    expect(err.message).toMatch(/hint provided does not correspond to an existing index/);
  });
});

// https://www.mongodb.com/docs/manual/reference/operator/query/where/ ("--noscripting ... $where
// is not available"): the embedded server never runs JavaScript
describe('$where with JavaScript is refused as by mongod --noscripting (manual: $where)', () => {
  it('$where in find, count and $match fails with BadValue', async () => {
    const c = fresh('where');
    await c.insertOne({ a: 1 });
    if (!target.embedded) return; // a real server usually runs with scripting enabled
    const attempts = [
      () => c.find({ $where: 'this.a > 0' }).toArray(),
      () => c.countDocuments({ $or: [{ $where: 'this.a > 0' }] }),
      () => c.aggregate([{ $match: { $where: 'this.a > 0' } }]).toArray(),
    ];
    for (const attempt of attempts) {
      const err = await errorOf(attempt());
      expect(err.code).toBe(2);
      expect(err.message).toMatch(/no globalScriptEngine in \$where parsing/);
    }
  });
});

// https://www.mongodb.com/docs/manual/reference/operator/aggregation/function/ and
// https://www.mongodb.com/docs/manual/reference/operator/aggregation/accumulator/ ("security.javascriptEnabled ...
// set to false ... you will get an error"): MongoDB's getJsExecWithScope answers code 31264
describe('$function and $accumulator fail with code 31264 as with JavaScript disabled (manual: $function)', () => {
  const fn = { $function: { body: 'function(x) { return x; }', args: ['$a'], lang: 'js' } };
  const acc = {
    $accumulator: {
      init: 'function() { return 0; }',
      accumulate: 'function(s, a) { return s + a; }',
      accumulateArgs: ['$a'],
      merge: 'function(x, y) { return x + y; }',
      lang: 'js',
    },
  };

  it('in $project, $group, a $lookup pipeline, a find $expr and an update pipeline', async () => {
    const c = fresh('scripts');
    await c.insertOne({ a: 1 });
    if (!target.embedded) return; // a real server usually runs with scripting enabled
    const attempts = [
      () => c.aggregate([{ $project: { x: fn } }]).toArray(),
      () => c.aggregate([{ $group: { _id: null, x: acc } }]).toArray(),
      () =>
        c
          .aggregate([{ $lookup: { from: c.collectionName, pipeline: [{ $addFields: { x: fn } }], as: 'j' } }])
          .toArray(),
      () => c.find({ $expr: { $eq: [fn, 1] } }).toArray(),
      () => c.updateOne({}, [{ $set: { x: fn } }]),
    ];
    for (const attempt of attempts) {
      const err = await errorOf(attempt());
      expect(err.code).toBe(31264);
      expect(err.message).toMatch(/Cannot run server-side javascript without the javascript engine enabled/);
    }
  });

  it('the same names inside $literal are values, not code', async () => {
    const c = fresh('scripts_literal');
    await c.insertOne({ _id: 1 as never, a: 1 });
    const [doc] = await c.aggregate([{ $project: { _id: 0, x: { $literal: fn } } }]).toArray();
    expect(doc).toEqual({ x: fn });
  });
});

// https://www.mongodb.com/docs/manual/reference/operator/query/type/ and
// https://www.mongodb.com/docs/manual/reference/bson-type-comparison-order/#numeric-types: a double holding an
// integral value is a double ("double", 1, "number"), not an int, and still equal to the int of the same value
describe('$type tells a double holding an integral value from an int (manual: $type)', () => {
  const bsonTypeOf = (v: unknown): unknown => (v as { _bsontype?: unknown })?._bsontype;

  async function numbers() {
    const c = fresh('double_type');
    await c.insertMany([
      { _id: 1 as never, x: new Double(5), nested: { y: new Double(2) }, arr: [new Double(1), 2] },
      { _id: 2 as never, x: new Int32(5), nested: { y: 2 }, arr: [1, 2] },
      { _id: 3 as never, x: 5.5 },
    ]);
    return c;
  }

  it('find by $type: double, 1 and number match 5.0; int and 16 match only the int32 5', async () => {
    const c = await numbers();
    const found = async (filter: object) => ids(await c.find(filter).sort({ _id: 1 }).toArray());
    expect(await found({ x: { $type: 'double' } })).toEqual([1, 3]);
    expect(await found({ x: { $type: 1 } })).toEqual([1, 3]);
    expect(await found({ x: { $type: 'int' } })).toEqual([2]);
    expect(await found({ x: { $type: 16 } })).toEqual([2]);
    expect(await found({ x: { $type: 'number' } })).toEqual([1, 2, 3]);
    expect(await found({ 'nested.y': { $type: 'double' } })).toEqual([1]);
    expect(await found({ arr: { $type: 'double' } })).toEqual([1]);
  });

  it('reads back a double: a JavaScript number through the driver and mongoose, a Double with promoteValues false', async () => {
    const c = await numbers();
    expect((await c.findOne({ _id: 1 as never }))!.x).toBe(5);
    const raw = await c.findOne({ _id: 1 as never }, { promoteValues: false });
    expect(bsonTypeOf(raw!.x)).toBe('Double');
    expect(bsonTypeOf((raw!.nested as { y: unknown }).y)).toBe('Double');
    expect(bsonTypeOf((raw!.arr as unknown[])[0])).toBe('Double');
    expect(bsonTypeOf((raw!.arr as unknown[])[1])).toBe('Int32');
    const projected = await c
      .find({}, { projection: { x: 1 }, promoteValues: false })
      .sort({ _id: 1 })
      .toArray();
    expect(projected.map((d) => bsonTypeOf(d.x))).toEqual(['Double', 'Int32', 'Double']);
    const Model = conn.model(
      freshName('DoubleModel'),
      new mongoose.Schema({ _id: Number, x: Number }),
      c.collectionName,
    );
    expect((await Model.findById(1).lean())!.x).toBe(5);
  });

  it('$set of a double stores a double; $inc keeps a double a double and an int an int', async () => {
    const c = await numbers();
    await c.updateOne({ _id: 3 as never }, { $set: { x: new Double(7), y: new Double(8) } });
    await c.updateOne({ _id: 1 as never }, { $inc: { x: 1 } });
    await c.updateOne({ _id: 2 as never }, { $inc: { x: 1 } });
    await c.updateOne({ _id: 2 as never }, { $inc: { 'nested.y': new Double(1) } });
    await c.replaceOne({ _id: 2 as never }, { x: new Double(9), nested: { y: 3 } });
    const typed = await c.find({}, { promoteValues: false }).sort({ _id: 1 }).toArray();
    expect(typed.map((d) => [bsonTypeOf(d.x), Number(d.x)])).toEqual([
      ['Double', 6],
      ['Double', 9],
      ['Double', 7],
    ]);
    expect(bsonTypeOf(typed[2].y)).toBe('Double');
    expect(ids(await c.find({ x: { $type: 'int' } }).toArray())).toEqual([]);
  });

  it('aggregation $type says double for 5.0 and int for 5', async () => {
    const c = await numbers();
    const out = await c
      .aggregate([{ $sort: { _id: 1 } }, { $project: { t: { $type: '$x' }, n: { $type: '$nested.y' } } }])
      .toArray();
    expect(out.map((d) => [d.t, d.n])).toEqual([
      ['double', 'double'],
      ['int', 'int'],
      ['double', 'missing'],
    ]);
  });

  it('5 and 5.0 are equal in filters, also through an index, and sort together', async () => {
    const c = await numbers();
    expect(ids(await c.find({ x: 5 }).sort({ _id: 1 }).toArray())).toEqual([1, 2]);
    expect(
      ids(
        await c
          .find({ x: new Double(5) })
          .sort({ _id: 1 })
          .toArray(),
      ),
    ).toEqual([1, 2]);
    await c.createIndex({ x: 1 });
    expect(ids(await c.find({ x: 5 }).sort({ _id: 1 }).toArray())).toEqual([1, 2]);
    expect(ids(await c.find({}).sort({ x: -1, _id: -1 }).toArray())).toEqual([3, 2, 1]);
  });
});
