// Shared pieces of the service benchmarks: their flags, child processes (started in order, stopped in reverse), free
// ports, waiting for a service to answer, an autocannon run that keeps every response time (autocannon reports no p95),
// and the report (table, machine load, results file).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** Production mode needs the secret the gateway signs viewer headers with, the same in every process. */
const BENCH_VIEWER_SECRET = 'bench-viewer-header-secret-not-for-production';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `--name value` from argv, else the fallback. */
export function flagReader(args) {
  return (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
  };
}

/**
 * The flags the service benchmarks share: --scale (default `scale`), --duration 10 and --connections 50 (`load`, for
 * `measure`), --uncached, --json, --debug, --no-build; `flag` reads a benchmark's own.
 */
export function serviceBenchFlags(args, { scale }) {
  const flag = flagReader(args);
  return {
    flag,
    scale: Number(flag('--scale', scale)),
    load: { connections: Number(flag('--connections', '50')), duration: Number(flag('--duration', '10')) },
    uncached: args.includes('--uncached'),
    json: args.includes('--json'),
    debug: args.includes('--debug'),
    build: !args.includes('--no-build'),
  };
}

/** SIGTERM a child, wait for it to exit (its output is still read), SIGKILL it after 5 s. */
function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** `node <script>` in production mode, its stderr shown under `name`. */
function spawnNode(name, script, { env = {}, argv = [] }) {
  const child = spawn(process.execPath, [path.join(repoRoot, script), ...argv], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      VIEWER_HEADER_SECRET: BENCH_VIEWER_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.on('data', (d) => process.stderr.write(`[${name}] ${d}`));
  return child;
}

/** Resolves at once, or when the child's stdout matches `readyLine` (with the match); rejects if it exits. */
function readiness(name, child, readyLine) {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
      const m = readyLine ? readyLine.exec(out) : null;
      if (m) resolve({ child, match: m });
    });
    child.once('exit', (code) => {
      // Services log (JSON lines) on stdout: show why one stopped.
      if (code !== 0 && code !== null) process.stderr.write(`[${name}] exited with ${code}: ${out.slice(-800)}\n`);
      reject(new Error(`${name} exited with ${code}`));
    });
    child.stdout.resume();
    if (!readyLine) resolve({ child, match: null });
  });
}

export function createProcessGroup(label) {
  const children = [];
  /** The pid of each child by the name it was started with. */
  const pids = new Map();
  const log = (m) => process.stdout.write(`[${label}] ${m}\n`);

  /** Stops every child in reverse start order. */
  async function stopAll() {
    for (const child of [...children].reverse()) await stopChild(child);
  }
  process.on('exit', () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  process.on('SIGINT', () => stopAll().then(() => process.exit(130)));

  /** Starts `node <script>`; resolves at once, or when stdout matches `readyLine` (with the match). */
  function start(name, script, options = {}, readyLine = null) {
    const child = spawnNode(name, script, options);
    children.push(child);
    pids.set(name, child.pid);
    return readiness(name, child, readyLine);
  }

  /** `node <script>` as `name` on a free port (its PORT) with `env`; answers its URL (it may not answer yet). */
  async function startService(name, script, env) {
    const port = await freePort();
    await start(name, script, { env: { PORT: String(port), ...env } });
    return `http://127.0.0.1:${port}`;
  }

  /**
   * Runs a benchmark's `main`, stops every child and exits: 0, or 1 where `main` answers false (a target missed),
   * 2 where it fails.
   */
  function run(main) {
    main()
      .then(async (pass) => {
        await stopAll();
        process.exit(pass === false ? 1 : 0);
      })
      .catch(async (err) => {
        console.error(`[${label}] ${err.stack ?? err}`);
        await stopAll();
        process.exit(2);
      });
  }

  /** The catalog service on the seeded database (it seeds nothing itself); `uncached`: its answer cache off. */
  function startCatalog(mongoUri, uncached = false) {
    return startService('catalog', 'services/catalog/dist/main.js', {
      MONGODB_URI: mongoUri,
      CATALOG_SEED_ON_START: '0',
      ...(uncached ? { CATALOG_CACHE_TTL_MS: '0' } : {}),
    });
  }

  return { log, start, startService, startCatalog, stopAll, run, pids };
}

/** Opens the service `name`'s database at `mongoUri`, runs `use` on it and closes it; answers what `use` answered. */
export async function withDatabase(mongoUri, name, use) {
  const { openDatabase } = require('@storefront/service-platform'); // built by now
  const connection = await openDatabase(name, mongoUri);
  const result = await use(connection);
  await connection.close();
  return result;
}

/** CPU milliseconds another process has used so far (user + system, from /proc; null where there is none). */
export function processCpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // 100 ticks per second
  } catch {
    return null;
  }
}

/**
 * CPU milliseconds each process spends per request on `url` (`pids`: name -> pid; the load generator is this
 * process): `amount` requests on `connections`, the lowest of `rounds` rounds after a warm-up. Other work on a shared
 * machine changes these figures much less than it changes requests per second.
 */
export async function cpuPerRequest(url, pids, { amount = 4000, connections = 10, rounds = 5 } = {}) {
  const autocannon = require('autocannon');
  const run = (n) =>
    new Promise((resolve, reject) =>
      autocannon({ url, connections, amount: n }, (err, result) => (err ? reject(err) : resolve(result))),
    );
  await run(Math.ceil(amount / 4));
  const best = {};
  for (let round = 0; round < rounds; round++) {
    const before = new Map([...pids].map(([name, pid]) => [name, processCpuMs(pid)]));
    const self = process.cpuUsage();
    const result = await run(amount);
    if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    const used = process.cpuUsage(self);
    for (const [name, pid] of pids)
      best[name] = Math.min(best[name] ?? Infinity, (processCpuMs(pid) - before.get(name)) / amount);
    best['load generator'] = Math.min(best['load generator'] ?? Infinity, (used.user + used.system) / 1000 / amount);
  }
  return best;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Nearest-rank percentiles of `values`: a function of p (0 to 100), undefined where there are no values. */
export function percentiles(values) {
  const sorted = Float64Array.from(values).sort();
  return (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * `connections` on `url` for `duration` seconds (at most `overallRate` requests a second, if given), each request
 * set up by `setup(n)` (the n-th request; null: as is). Answers autocannon's result with every response time and the
 * count of answers outside 2xx.
 */
function autocannonRun(url, setup, { connections, duration, overallRate }) {
  const autocannon = require('autocannon');
  return new Promise((resolve, reject) => {
    const times = [];
    let non2xx = 0;
    let i = 0;
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        // Requests a second across all connections (none: each asks again as soon as it is answered).
        ...(overallRate ? { overallRate } : {}),
        requests: setup ? [{ setupRequest: (req) => ({ ...req, ...setup(i++) }) }] : undefined,
      },
      (err, result) => (err ? reject(err) : resolve({ result, times, non2xx })),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      if (status < 200 || status >= 300) non2xx++;
    });
  });
}

/** A results row: req/s, and percentiles from every response time (NaN where there were none). */
function resultRow(name, { result, times, non2xx }, duration) {
  const pct = times.length ? percentiles(times) : () => NaN;
  return {
    name,
    requests: result.requests.total,
    rps: result.requests.total / (result.duration || duration),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    errors: result.errors + result.timeouts,
    non2xx: non2xx + result.non2xx,
  };
}

/**
 * One autocannon run: `connections` for `duration` seconds on `url`, or on the paths `pathFor(n)` gives in turn.
 * Percentiles come from every response time.
 */
export async function measure(name, url, pathFor, load) {
  const run = await autocannonRun(url, pathFor && ((n) => ({ path: pathFor(n) })), load);
  const { result, times } = run;
  return {
    ...resultRow(name, run, load.duration),
    autocannon: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p97_5: result.latency.p97_5,
      avgRps: result.requests.average,
      samples: times.length,
    },
  };
}

/** `measure` with a whole request (method, headers, body) from `requestFor(n)` rather than a path. */
export async function measureRequests(name, url, requestFor, load) {
  return resultRow(name, await autocannonRun(url, requestFor, load), load.duration);
}

/** The results table: req/s, ratio to the first row, p50/p95/p99, errors. */
export function printTable(rows) {
  const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
  const width = Math.max(34, ...rows.map((r) => r.name.length));
  console.log('');
  console.log(
    `${'target'.padEnd(width)} ${'req/s'.padStart(7)} ${'ratio'.padStart(8)}   p50 ms   p95 ms   p99 ms   errors/non-2xx`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(width)} ${fmt(r.rps, 0).padStart(7)} ${fmt(r.ratio, 2).padStart(8)} ${fmt(r.p50).padStart(8)} ${fmt(r.p95).padStart(8)} ${fmt(r.p99).padStart(8)}   ${r.errors}/${r.non2xx}`,
    );
  }
}

/** Adds each row's ratio to the first row's req/s (the baseline), prints the table (--debug: autocannon's figures). */
export function printResults(results, { debug = false } = {}) {
  const base = results[0].rps;
  const rows = results.map((r) => ({ ...r, ratio: r.rps / base }));
  printTable(rows);
  if (debug) console.log(JSON.stringify(rows.map((r) => r.autocannon)));
  return rows;
}

/** The machine's load average and cores: other work on a shared machine slows every target. */
export function printLoad(suffix = '') {
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${os.cpus().length} cpus${suffix}`,
  );
}

/** Writes the summary to bench/results/`file`; with --json also prints it. */
export function saveSummary(file, summary, json) {
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, file), JSON.stringify(summary, null, 2));
  if (json) console.log(JSON.stringify(summary));
}

/** `tsc -b` of the workspace folders a benchmark starts (skipped with --no-build). */
export function buildPackages(log, folders) {
  log(`building ${folders.join(', ')} (tsc -b)`);
  const r = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', ...folders], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('build failed');
}

/**
 * An in-memory embedded-mongo on a free port, started in the group; answers its connection string: its Unix domain
 * socket when it has one, as `npm start` gives the services (scripts/start.mjs), else its TCP port.
 */
export async function startEmbeddedMongo(start, log) {
  const mongo = await start(
    'embedded-mongo',
    'services/embedded-mongo/dist/cli.js',
    { argv: ['--port', '0'] },
    /listening on (\S+)(?: and (\S+))?\n/,
  );
  const [, tcp, socketPath] = mongo.match;
  const { unixSocketUri } = require('@storefront/embedded-mongo'); // built by now
  const mongoUri = socketPath ? unixSocketUri(socketPath) : `mongodb://${tcp}`;
  log(`embedded-mongo at ${mongoUri}`);
  return mongoUri;
}
