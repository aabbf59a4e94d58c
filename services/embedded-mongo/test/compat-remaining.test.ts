// Issue 39: the differences from MongoDB that mongoose's own test suite still found (other than fields
// named like Object.prototype members). Each case is named after the MongoDB behaviour and manual
// page; the file runs unchanged against a real MongoDB when MONGODB_URI is set (see test/target.ts).
import mongoose, { Connection } from 'mongoose';
import { DBRef, ObjectId } from 'bson';
import { startTarget, Target } from './target';

jest.setTimeout(60_000);

let target: Target;
let conn: Connection;

beforeAll(async () => {
  target = await startTarget();
  conn = await mongoose.createConnection(target.uri, { dbName: target.dbName('remaining') }).asPromise();
});

afterAll(async () => {
  await conn?.dropDatabase().catch(() => undefined);
  await conn?.close();
  await target?.stop();
});

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
    const id = new ObjectId();
    await c.insertMany([
      { _id: 1 as never, owner: new DBRef('users', id) },
      { _id: 2 as never, owner: new DBRef('users', new ObjectId()) },
    ]);
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
