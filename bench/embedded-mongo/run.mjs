// Benchmark: mongoose against embedded-mongo (or any MongoDB given with --uri / MONGODB_URI).
//   npx tsc -b services/embedded-mongo services/platform && node bench/embedded-mongo/run.mjs [--dbpath <dir>|temp] [--uri <mongodb-uri>]
//   --spawn [--ops 5000]: findById(...).lean() with the server in its own process, over its Unix domain socket (as
//   `npm start` connects the services) and over TCP, each next to an instant server on the same transport
//   (instant-server.mjs: the ceiling of the client side on this machine), and an in-process server
import { fork, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { processCpuMs } from '../lib/harness.mjs';

const require = createRequire(import.meta.url);
const mongoose = require('mongoose');

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const DOCS = 10_000;
const uriArg = flag('--uri') ?? process.env.MONGODB_URI;
let dbPath = flag('--dbpath');
const tempDir = dbPath === 'temp' ? fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-bench-')) : null;
if (tempDir) dbPath = tempDir;

const here = path.dirname(new URL(import.meta.url).pathname);

/**
 * A server script in its own process that prints "listening on <host:port> and <socket>": by default the CLI as
 * `npm start` runs it (`--dbpath`: journal on disk).
 */
async function spawnServer(dir, script = path.resolve(here, '../../services/embedded-mongo/dist/cli.js')) {
  const child = spawn(process.execPath, [script, '--port', '0', '--dbpath', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.once('exit', () => child.kill());
  const address = await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      const m = /listening on (\S+)(?: and (\S+))?/.exec(String(d));
      if (m) resolve({ tcp: m[1], socket: m[2] });
    });
    child.on('exit', (code) => reject(new Error(`embedded-mongo exited with ${code}`)));
  });
  return {
    uri: `mongodb://${address.tcp}`,
    // As `npm start` connects the services: through the Unix domain socket when the server has one.
    socketUri: address.socket ? require('@storefront/embedded-mongo').unixSocketUri(address.socket) : null,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The in-process row in a process of its own (in-process-row.mjs), driven round by round over IPC: `loop.round(n, ops)`
 * answers its wall time and its process's CPU (client and server).
 */
async function forkInProcessRow() {
  const child = fork(path.resolve(here, 'in-process-row.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  process.once('exit', () => child.kill());
  const reply = () =>
    new Promise((resolve, reject) => {
      const onExit = (code) => reject(new Error(`the in-process row exited with ${code}`));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        resolve(message);
      });
    });
  await reply(); // { ready }
  return {
    pid: null, // its server's CPU is in its own row's figure
    loop: {
      round: (round, ops) => {
        const answer = reply();
        child.send({ round, ops });
        return answer;
      },
      close: async () => {},
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.send({ stop: true });
      }),
  };
}

if (args.includes('--spawn') && !uriArg) {
  // findById(...).lean() over one connection, one request at a time: the server in its own process (as `npm start`
  // runs it) over its socket and over TCP, next to the instant server and an in-process server, rounds alternating so
  // every row sees the same machine load. This process holds only the clients, as a service's process does; the
  // in-process row (server and client in one process) runs in a process of its own (in-process-row.mjs).
  dbPath ??= fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-bench-'));
  const { prepareFindByIdLoop } = await import('./find-by-id-loop.mjs');
  const cli = await spawnServer(dbPath);
  const instant = await spawnServer(dbPath, path.resolve(here, 'instant-server.mjs'));
  const inProcess = await forkInProcessRow();
  if (!cli.socketUri || !instant.socketUri) throw new Error('a spawned server printed no Unix domain socket');
  // Rows 0 and 1 are the target and its ceiling: the connection `npm start` gives the services (the Unix socket).
  const targets = [
    { name: 'own process, Unix socket (as npm start)', server: cli, uri: cli.socketUri },
    { name: 'instant server, Unix socket (ceiling)', server: instant, uri: instant.socketUri },
    { name: 'own process, TCP', server: cli, uri: cli.uri },
    { name: 'instant server, TCP (ceiling over TCP)', server: instant, uri: instant.uri },
    { name: 'in-process (memory only), TCP', server: inProcess, loop: inProcess.loop },
  ];
  const OPS = Number(flag('--ops') ?? 5000);
  for (const t of targets) {
    t.loop ??= await prepareFindByIdLoop(t.uri, `bench-${process.pid}-${targets.indexOf(t)}`, {
      keep: t.server === instant,
    });
    t.best = { ms: Infinity };
  }
  console.log(
    `findById(...).lean(), one connection, one request at a time, ${OPS} ops per round, best of 3; node ${process.version}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (let round = 0; round < 3; round++) {
    for (const t of targets) {
      const serverCpu0 = t.server.pid ? processCpuMs(t.server.pid) : null;
      const { ms, cpuMs } = await t.loop.round(round, OPS);
      const serverCpu = serverCpu0 === null ? null : processCpuMs(t.server.pid) - serverCpu0;
      if (ms < t.best.ms) t.best = { ms, clientCpuMs: cpuMs, serverCpuMs: serverCpu };
    }
  }
  /** Each embedded-mongo row against the instant server over the same transport (the row after it). */
  const ceilingOf = new Map([
    [targets[0], targets[1]],
    [targets[2], targets[3]],
  ]);
  const rows = targets.map((t) => ({
    target: t.name,
    opsPerSec: Math.round((OPS / t.best.ms) * 1000),
    usPerOp: Math.round((t.best.ms * 1000) / OPS),
    // the bench process: mongoose + driver (+ the server itself when in-process)
    benchCpuUsPerOp: Math.round((t.best.clientCpuMs * 1000) / OPS),
    serverCpuUsPerOp: t.best.serverCpuMs === null ? null : Math.round((t.best.serverCpuMs * 1000) / OPS),
    vsCeiling: ceilingOf.has(t) ? Number((ceilingOf.get(t).best.ms / t.best.ms).toFixed(2)) : null,
  }));
  for (const r of rows)
    console.log(
      `${r.target.padEnd(40)} ${String(r.opsPerSec).padStart(6)} ops/s  ${String(r.usPerOp).padStart(5)} us/op  bench process cpu ${String(r.benchCpuUsPerOp).padStart(4)} us/op  server process cpu ${r.serverCpuUsPerOp === null ? '   -' : String(r.serverCpuUsPerOp).padStart(4)} us/op${r.vsCeiling === null ? '' : `  ${r.vsCeiling.toFixed(2)}x its ceiling`}`,
    );
  const [spawned, ceiling] = rows;
  console.log(
    `target: >= 5,000 ops/s with the server in its own process, connected as npm start connects -> ${spawned.opsPerSec >= 5000 ? 'PASS' : 'FAIL'}; ` +
      `the client's ceiling on this machine (a server that answers instantly) is ${ceiling.opsPerSec} ops/s, ` +
      `embedded-mongo reaches ${spawned.vsCeiling.toFixed(2)}x of it`,
  );
  for (const t of targets) await t.loop.close();
  for (const server of [cli, instant, inProcess]) await server.stop();
  fs.rmSync(dbPath, { recursive: true, force: true });
  if (args.includes('--json')) console.log(JSON.stringify(rows));
  process.exit(0);
}

let server = null;
let uri = uriArg;
if (!uri) {
  const { startEmbeddedMongo } = require('@storefront/embedded-mongo');
  server = await startEmbeddedMongo({ port: 0, dbPath: dbPath ?? null });
  uri = server.uri;
}

const conn = await mongoose.createConnection(uri, { dbName: `bench_${process.pid}` }).asPromise();
const Product = conn.model(
  'Product',
  new mongoose.Schema({
    sku: { type: String, unique: true },
    code: String,
    name: String,
    price: Number,
    tags: [String],
    createdAt: Date,
  }),
);
await Product.init();

const docs = Array.from({ length: DOCS }, (_, i) => ({
  sku: `sku-${i}`,
  code: `code-${i}`,
  name: `Product ${i}`,
  price: (i % 500) + 0.99,
  tags: ['car', i % 2 ? 'marine' : 'pro'],
  createdAt: new Date(1_700_000_000_000 + i * 1000),
}));

const results = [];
const report = (name, ops, ms) => {
  const line = { benchmark: name, ops, ms: Math.round(ms), opsPerSec: Math.round((ops / ms) * 1000) };
  results.push(line);
  console.log(
    `${name.padEnd(56)} ${String(ops).padStart(6)} ops  ${String(line.ms).padStart(6)} ms  ${String(line.opsPerSec).padStart(8)} ops/s`,
  );
};

// Best of three rounds: the machine is shared, so the best round is the least disturbed one.
async function time(name, ops, fn) {
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const t0 = performance.now();
    for (let i = 0; i < ops; i++) await fn(i + round * ops);
    best = Math.min(best, performance.now() - t0);
  }
  report(name, ops, best);
}

const where = uriArg ? uri : `embedded-mongo in-process, ${dbPath ? `journal in ${dbPath}` : 'memory only'}`;
console.log(
  `target: ${where}; node ${process.version}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

// insertMany: three rounds (the first one is cold: JIT, connection pool); report the first and the best.
async function insertRounds(name, insert) {
  const times = [];
  for (let round = 0; round < 3; round++) {
    const batch = docs.map((d) => ({ ...d, sku: `r${round}-${d.sku}` }));
    const t0 = performance.now();
    await insert(batch);
    times.push(performance.now() - t0);
    if (round < 2) await Product.collection.deleteMany({});
  }
  report(`${name}, cold`, 1, times[0]);
  report(`${name}, best of 3`, 1, Math.min(...times));
}
await insertRounds(`insertMany ${DOCS} docs (mongoose)`, (batch) => Product.insertMany(batch));
await Product.collection.deleteMany({});
await insertRounds(`insertMany ${DOCS} docs (driver, no validation)`, (batch) => Product.collection.insertMany(batch));

const ids = (await Product.find({}, { _id: 1 }).lean()).map((d) => d._id);
const pick = (i) => (i * 7919) % DOCS;
const skuOf = (i) => `r2-sku-${pick(i)}`;

// warm-up (JIT, and the garbage left by insertMany)
for (let i = 0; i < 2000; i++) await Product.findOne({ _id: ids[pick(i)] }).lean();

await time('findOne by _id (lean)', 5000, (i) => Product.findOne({ _id: ids[pick(i)] }).lean());
await time('findById (hydrated documents)', 5000, (i) => Product.findById(ids[pick(i)]));
await time('findOne by indexed field sku (lean)', 5000, (i) => Product.findOne({ sku: skuOf(i) }).lean());
await time('findOne by unindexed field code (lean)', 500, (i) => Product.findOne({ code: `code-${pick(i)}` }).lean());

await conn.dropDatabase();
await conn.close();
await server?.stop();
if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
if (args.includes('--json')) console.log(JSON.stringify(results));
