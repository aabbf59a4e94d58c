// Shared pieces of the service benchmarks: child processes (started in order, stopped in reverse), free ports, waiting
// for a service to answer, and an autocannon run that keeps every response time (autocannon reports no p95).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
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

export function createProcessGroup(label) {
  const children = [];
  /** The pid of each child by the name it was started with. */
  const pids = new Map();
  const log = (m) => process.stdout.write(`[${label}] ${m}\n`);

  /** SIGTERM every child in reverse start order, wait for it (output is still read), SIGKILL after 5 s. */
  async function stopAll() {
    for (const child of [...children].reverse()) {
      await new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      });
    }
  }
  process.on('exit', () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  process.on('SIGINT', () => stopAll().then(() => process.exit(130)));

  /** Starts `node <script>`; resolves at once, or when stdout matches `readyLine` (with the match). */
  function start(name, script, { env = {}, argv = [] } = {}, readyLine = null) {
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
    children.push(child);
    pids.set(name, child.pid);
    child.stderr.on('data', (d) => process.stderr.write(`[${name}] ${d}`));
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

  return { log, start, stopAll, pids };
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

/**
 * One autocannon run: `connections` for `duration` seconds on `url`, or on the paths `pathFor(n)` gives in turn.
 * Percentiles come from every response time.
 */
export function measure(name, url, pathFor, { connections, duration }) {
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
        requests: pathFor ? [{ setupRequest: (req) => ({ ...req, path: pathFor(i++) }) }] : undefined,
      },
      (err, result) => {
        if (err) return reject(err);
        const sorted = Float64Array.from(times).sort();
        const pct = (p) =>
          sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
        resolve({
          name,
          requests: result.requests.total,
          rps: result.requests.total / (result.duration || duration),
          p50: pct(50),
          p95: pct(95),
          p99: pct(99),
          errors: result.errors + result.timeouts,
          non2xx: non2xx + result.non2xx,
          autocannon: {
            p50: result.latency.p50,
            p90: result.latency.p90,
            p97_5: result.latency.p97_5,
            avgRps: result.requests.average,
            samples: times.length,
          },
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      if (status < 200 || status >= 300) non2xx++;
    });
  });
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
