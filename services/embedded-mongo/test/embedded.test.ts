// Behaviour specific to the embedded server (no real-MongoDB counterpart): query plans, cursor
// timeouts, dbpath locking, journal compaction and recovery, in-process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Connection } from 'mongoose';
import { ObjectId } from 'bson';
import { DbPathLockedError, EmbeddedMongo, startEmbeddedMongo } from '../src';

jest.setTimeout(30_000);

const quiet = { warn: () => undefined };
const tmpDirs: string[] = [];

function tmpDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-test-'));
  tmpDirs.push(d);
  return d;
}

afterAll(() => {
  for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
});

async function withServer<T>(
  opts: Parameters<typeof startEmbeddedMongo>[0],
  fn: (conn: Connection, server: EmbeddedMongo) => Promise<T>,
): Promise<T> {
  const server = await startEmbeddedMongo({ port: 0, logger: quiet, ...opts });
  const conn = await mongoose.createConnection(server.uri, { dbName: 'emb' }).asPromise();
  try {
    return await fn(conn, server);
  } finally {
    await conn.close();
    await server.stop();
  }
}

it('uses the _id hash and secondary indexes for equality filters', async () => {
  await withServer({ dbPath: null }, async (conn) => {
    const coll = conn.db!.collection('plans');
    await coll.insertMany(Array.from({ length: 100 }, (_, i) => ({ sku: `s${i}`, code: `c${i}`, n: i })));
    await coll.createIndex({ sku: 1 }, { unique: true });
    await coll.createIndex({ n: 1, code: 1 });
    const planOf = async (filter: object) =>
      ((await coll.find(filter).explain()) as { queryPlanner: { winningPlan: { stage: string; indexName?: string } } })
        .queryPlanner.winningPlan;
    const one = await coll.findOne({ n: 5 });
    expect(await planOf({ _id: one!._id })).toEqual({ stage: 'IDHACK' });
    expect(await planOf({ sku: 's5' })).toMatchObject({ stage: 'IXSCAN', indexName: 'sku_1' });
    expect(await planOf({ sku: { $in: ['s1', 's2'] }, n: { $gt: 1 } })).toMatchObject({
      stage: 'IXSCAN',
      indexName: 'sku_1',
    });
    expect(await planOf({ n: 5, code: 'c5' })).toMatchObject({ stage: 'IXSCAN', indexName: 'n_1_code_1' });
    expect(await planOf({ code: 'c5' })).toEqual({ stage: 'COLLSCAN' });
    expect(await coll.countDocuments({ sku: { $in: ['s1', 's2', 'nope'] }, n: { $gt: 1 } })).toBe(1);
    expect(await coll.countDocuments({ n: 5, code: 'c5' })).toBe(1);
  });
});

it('formats duplicate _id errors like MongoDB', async () => {
  await withServer({ dbPath: null }, async (conn) => {
    const coll = conn.db!.collection('dups');
    const id = new ObjectId();
    await coll.insertOne({ _id: id });
    await expect(coll.insertOne({ _id: id })).rejects.toMatchObject({
      code: 11000,
      message: `E11000 duplicate key error collection: emb.dups index: _id_ dup key: { _id: ObjectId('${id.toHexString()}') }`,
    });
  });
});

it('times out idle cursors', async () => {
  await withServer({ dbPath: null, cursorTimeoutMs: 150 }, async (conn) => {
    const coll = conn.db!.collection('idle');
    await coll.insertMany(Array.from({ length: 10 }, (_, i) => ({ i })));
    const first = await conn.db!.command({ find: 'idle', batchSize: 2 });
    await new Promise((r) => setTimeout(r, 500));
    await expect(conn.db!.command({ getMore: first.cursor.id, collection: 'idle' })).rejects.toMatchObject({
      code: 43,
    });
  });
});

it('refuses a second server on the same dbPath in the same process', async () => {
  const dir = tmpDir();
  const a = await startEmbeddedMongo({ port: 0, dbPath: dir, logger: quiet });
  try {
    await expect(startEmbeddedMongo({ port: 0, dbPath: dir, logger: quiet })).rejects.toThrow(DbPathLockedError);
  } finally {
    await a.stop();
  }
  const b = await startEmbeddedMongo({ port: 0, dbPath: dir, logger: quiet });
  await b.stop();
});

it('compacts the journal into a snapshot and recovers from it', async () => {
  const dir = tmpDir();
  await withServer({ dbPath: dir, compactThresholdBytes: 20_000 }, async (conn) => {
    const coll = conn.db!.collection('compact');
    await coll.createIndex({ k: 1 }, { unique: true });
    for (let i = 0; i < 40; i++)
      await coll.insertMany(Array.from({ length: 10 }, (_, j) => ({ k: i * 10 + j, pad: 'x'.repeat(100) })));
    await coll.deleteMany({ k: { $lt: 100 } });
    await coll.updateMany({ k: { $gte: 390 } }, { $set: { last: true } });
    expect(fs.existsSync(path.join(dir, 'snapshot.bin'))).toBe(true);
    expect(fs.statSync(path.join(dir, 'journal.bin')).size).toBeLessThan(20_000 + 20_000);
  });
  await withServer({ dbPath: dir }, async (conn) => {
    const coll = conn.db!.collection('compact');
    expect(await coll.countDocuments()).toBe(300);
    expect(await coll.countDocuments({ last: true })).toBe(10);
    await expect(coll.insertOne({ k: 150 })).rejects.toMatchObject({ code: 11000 });
    expect((await coll.indexes()).map((i) => i.name)).toEqual(['_id_', 'k_1']);
  });
});

it('stops replay at a corrupt record with one warning and never crashes', async () => {
  const dir = tmpDir();
  const server = await startEmbeddedMongo({ port: 0, dbPath: dir, logger: quiet });
  const conn = await mongoose.createConnection(server.uri, { dbName: 'emb' }).asPromise();
  for (let i = 0; i < 5; i++) await conn.db!.collection('c').insertOne({ i });
  // simulate a crash: copy the journal before the clean shutdown compacts it away
  const journal = fs.readFileSync(path.join(dir, 'journal.bin'));
  await conn.close();
  await server.stop();
  fs.rmSync(path.join(dir, 'snapshot.bin'));
  // flip one byte inside the 4th record's payload (records: create collection, then 5 inserts)
  let pos = 0;
  for (let r = 0; r < 4; r++) pos += 8 + journal.readUInt32LE(pos);
  journal[pos + 8 + 10] ^= 0xff;
  fs.writeFileSync(path.join(dir, 'journal.bin'), journal);
  const warnings: string[] = [];
  await withServer({ dbPath: dir, logger: { warn: (m) => warnings.push(m) } }, async (c) => {
    expect(
      (
        await c
          .db!.collection('c')
          .find({}, { projection: { _id: 0 } })
          .toArray()
      ).map((d) => d.i),
    ).toEqual([0, 1, 2]);
  });
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/checksum mismatch/);
});

it('expires TTL documents on demand and on its timer', async () => {
  await withServer({ dbPath: null, ttlMonitorIntervalMs: 50 }, async (conn, server) => {
    const coll = conn.db!.collection('ttl');
    await coll.createIndex({ at: 1 }, { expireAfterSeconds: 60 });
    const old = new Date(Date.now() - 120_000);
    await coll.insertMany([{ at: old }, { at: [new Date(), old] }, { at: new Date() }, { at: 'not a date' }, {}]);
    await new Promise((r) => setTimeout(r, 300));
    expect(await coll.countDocuments()).toBe(3);
    expect(server.runTtlMonitor()).toBe(0);
  });
});
