// Durability through the CLI: acknowledged writes survive `kill -9`, a torn journal tail is
// skipped with a warning, a second server on the same dbpath refuses to start, SIGTERM flushes.
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Connection } from 'mongoose';

jest.setTimeout(60_000);

const pkgDir = path.resolve(__dirname, '..');
const cli = path.join(pkgDir, 'dist', 'cli.js');
const repoRoot = path.resolve(pkgDir, '..', '..');

interface Running {
  child: ChildProcess;
  port: number;
  stderr: () => string;
}

function startCli(dbPath: string): Promise<Running> {
  // The socket goes in the test's folder: a server killed with -9 leaves its socket file behind.
  const child = spawn(process.execPath, [cli, '--port', '0', '--dbpath', dbPath, '--unixSocketPrefix', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /^embedded-mongo listening on 127\.0\.0\.1:(\d+)( and \S+)?\n/.exec(out);
      if (m) resolve({ child, port: Number(m[1]), stderr: () => err });
    });
    child.on('exit', (code) => reject(new Error(`cli exited with ${code}: ${err}`)));
  });
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

async function connect(port: number): Promise<Connection> {
  return mongoose
    .createConnection(`mongodb://127.0.0.1:${port}`, { dbName: 'durable', serverSelectionTimeoutMS: 5000 })
    .asPromise();
}

let dir: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  execFileSync(process.execPath, [path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', pkgDir], {
    stdio: 'inherit',
  });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-durability-'));
});

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

async function run(dbPath: string): Promise<Running> {
  const r = await startCli(dbPath);
  children.push(r.child);
  return r;
}

/** `kill -9`: the server gets no chance to flush, so only what it had made durable can survive. */
async function killHard(srv: Running, conn: Connection): Promise<void> {
  srv.child.kill('SIGKILL');
  await exitOf(srv.child);
  await conn.close(true).catch(() => undefined);
}

it('keeps every acknowledged write across kill -9, skips a torn tail and refuses a second server', async () => {
  // 1. write, then kill -9 right after the acknowledgements
  let srv = await run(dir);
  let conn = await connect(srv.port);
  const items = conn.db!.collection('items');
  await items.createIndex({ sku: 1 }, { unique: true });
  await items.insertMany(
    Array.from({ length: 300 }, (_, i) => ({ sku: `s${i}`, n: i, at: new Date(1_700_000_000_000 + i) })),
  );
  await Promise.all(Array.from({ length: 20 }, (_, i) => items.updateOne({ sku: `s${i}` }, { $inc: { n: 1000 } })));
  await items.deleteOne({ sku: 's299' });
  await items.findOneAndUpdate({ sku: 'new' }, { $set: { n: -1 } }, { upsert: true });

  // a second server on the same dbpath refuses to start
  await expect(startCli(dir)).rejects.toThrow(/locked by a running embedded-mongo \(pid \d+\)/);

  await killHard(srv, conn);

  // 2. restart (taking over the stale lock) and read everything back
  srv = await run(dir);
  conn = await connect(srv.port);
  let back = conn.db!.collection('items');
  expect(await back.countDocuments()).toBe(300);
  expect((await back.findOne({ sku: 's5' }))!.n).toBe(1005);
  expect((await back.findOne({ sku: 's250' }))!.at).toEqual(new Date(1_700_000_000_250));
  expect(await back.findOne({ sku: 's299' })).toBeNull();
  expect((await back.findOne({ sku: 'new' }))!.n).toBe(-1);
  await expect(back.insertOne({ sku: 's1' })).rejects.toMatchObject({ code: 11000 });

  // 3. one more acknowledged write, kill -9, then tear the last journal record
  await back.insertOne({ sku: 'torn', n: 1 });
  await killHard(srv, conn);
  const journal = path.join(dir, 'journal.bin');
  const size = fs.statSync(journal).size;
  expect(size).toBeGreaterThan(0);
  fs.truncateSync(journal, size - 3);

  srv = await run(dir);
  conn = await connect(srv.port);
  back = conn.db!.collection('items');
  expect(await back.countDocuments()).toBe(300);
  expect(await back.findOne({ sku: 'torn' })).toBeNull();
  expect(srv.stderr()).toMatch(/journal .*discarding the last \d+ bytes/);

  // 4. garbage appended after a valid record is skipped too
  await back.insertOne({ sku: 'kept', n: 2 });
  await killHard(srv, conn);
  fs.appendFileSync(journal, Buffer.from([0xff, 0xff, 0x00, 0x00, 1, 2, 3, 4, 5, 6, 7, 8, 9]));

  srv = await run(dir);
  conn = await connect(srv.port);
  back = conn.db!.collection('items');
  expect((await back.findOne({ sku: 'kept' }))!.n).toBe(2);
  expect(await back.countDocuments()).toBe(301);

  // 5. SIGTERM flushes and exits 0; data is there on the next start
  await back.insertOne({ sku: 'last', n: 3 });
  await conn.close();
  srv.child.kill('SIGTERM');
  expect(await exitOf(srv.child)).toEqual({ code: 0, signal: null });
  expect(fs.existsSync(path.join(dir, 'embedded-mongo.lock'))).toBe(false);

  srv = await run(dir);
  conn = await connect(srv.port);
  expect(await conn.db!.collection('items').countDocuments()).toBe(302);
  await conn.close();
  srv.child.kill('SIGTERM');
  await exitOf(srv.child);
});

it('keeps an integral double a double across kill -9 (the journal replays its type)', async () => {
  const dbPath = fs.mkdtempSync(path.join(dir, 'doubles-'));
  let srv = await run(dbPath);
  let conn = await connect(srv.port);
  const { Double, Int32 } = mongoose.mongo;
  await conn.db!.collection('numbers').insertMany([
    { _id: 1 as never, v: new Double(5) },
    { _id: 2 as never, v: new Int32(5) },
  ]);
  await conn.db!.collection('numbers').updateOne({ _id: 2 as never }, { $set: { w: new Double(7) } });
  await killHard(srv, conn);

  srv = await run(dbPath);
  conn = await connect(srv.port);
  const numbers = conn.db!.collection('numbers');
  const ids = async (filter: object) => (await numbers.find(filter).toArray()).map((doc) => doc._id);
  expect(await ids({ v: { $type: 'double' } })).toEqual([1]);
  expect(await ids({ v: { $type: 'int' } })).toEqual([2]);
  expect(await ids({ w: { $type: 'double' } })).toEqual([2]);
  const raw = await numbers.findOne({ _id: 1 as never }, { promoteValues: false });
  expect(raw!.v).toBeInstanceOf(Double);
  await conn.close();
  srv.child.kill('SIGTERM');
  await exitOf(srv.child);
});

// Like mongod, the CLI also listens on `<prefix>/mongodb-<port>.sock` (the server side: unix-socket.test.ts).
describe("the CLI's Unix domain socket", () => {
  it('is where the CLI says, under --unixSocketPrefix, and absent with --nounixsocket', async () => {
    const firstLine = (args: string[]): Promise<{ line: string; stop: () => void }> => {
      const child = spawn(process.execPath, [cli, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
      return new Promise((resolve, reject) => {
        let out = '';
        child.stdout!.on('data', (d) => {
          out += d;
          if (out.includes('\n')) resolve({ line: out.split('\n')[0], stop: () => child.kill('SIGTERM') });
        });
        child.on('exit', (code) => reject(new Error(`cli exited with ${code}`)));
      });
    };
    const withSocket = await firstLine(['--unixSocketPrefix', dir]);
    withSocket.stop();
    const m = /^embedded-mongo listening on 127\.0\.0\.1:(\d+) and (\S+)$/.exec(withSocket.line);
    expect(m?.[2]).toBe(path.join(dir, `mongodb-${m?.[1]}.sock`));
    const without = await firstLine(['--nounixsocket']);
    without.stop();
    expect(without.line).toMatch(/^embedded-mongo listening on 127\.0\.0\.1:\d+$/);
  });
});
