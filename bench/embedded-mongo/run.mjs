// Benchmark: mongoose against embedded-mongo (or any MongoDB given with --uri / MONGODB_URI).
//   npx tsc -b services/embedded-mongo && node bench/embedded-mongo/run.mjs [--dbpath <dir>|temp] [--spawn] [--uri <mongodb-uri>]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

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

let server = null;
let uri = uriArg;
if (!uri && args.includes('--spawn')) {
  // The server in its own process, as `npm start` runs it (CLI, journal on disk).
  dbPath ??= fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-bench-'));
  const cli = path.resolve(
    path.dirname(new URL(import.meta.url).pathname),
    '../../services/embedded-mongo/dist/cli.js',
  );
  const child = spawn(process.execPath, [cli, '--port', '0', '--dbpath', dbPath], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  uri = await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      const m = /listening on (\S+)/.exec(String(d));
      if (m) resolve(`mongodb://${m[1]}`);
    });
    child.on('exit', (code) => reject(new Error(`embedded-mongo exited with ${code}`)));
  });
  server = {
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
    spawned: true,
  };
  if (!tempDir && !flag('--dbpath')) process.on('exit', () => fs.rmSync(dbPath, { recursive: true, force: true }));
} else if (!uri) {
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

const where = uriArg
  ? uri
  : `embedded-mongo ${server?.spawned ? 'in a child process' : 'in-process'}, ${dbPath ? `journal in ${dbPath}` : 'memory only'}`;
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
