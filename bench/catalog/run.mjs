// Benchmark: the vehicle finder and GET /api/product/:sku through the gateway, against the catalog service's
// /healthz as the baseline of the same run (spec: ratios, not absolute numbers).
//   node bench/catalog/run.mjs [--scale 40] [--duration 10] [--connections 50] [--no-build] [--uncached] [--direct] [--json]
// Starts: embedded-mongo (its CLI, in memory), seeds the catalogue at --scale, the catalog service (dist/main.js) and
// the gateway (dist/main.js) as separate processes, then runs autocannon against each target in turn.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const SCALE = Number(flag('--scale', '40'));
const DURATION = Number(flag('--duration', '10'));
const CONNECTIONS = Number(flag('--connections', '50'));
const UNCACHED = args.includes('--uncached');
const JSON_OUT = args.includes('--json');

const FINDER_PATH =
  '/api/collections/vehicle-specific-subwoofer-enclosures?type=Loaded&vehicle_year=2015&vehicle_make=Ford&vehicle_model=F-150&sizes=10,12';
const TARGETS = { finderRpsRatio: 0.25, finderP95Ms: 50 };

const log = (m) => process.stdout.write(`[bench:catalog] ${m}\n`);
const children = [];

/** SIGTERM every child, wait for it (their output is still read, so logging on shutdown cannot block), SIGKILL after 5 s. */
async function stopAll() {
  // Reverse start order: gateway, catalog (closes its database connection cleanly), then the database.
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

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function start(name, script, { env = {}, argv = [] } = {}, readyLine = null) {
  const child = spawn(process.execPath, [path.join(repoRoot, script), ...argv], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stderr.on('data', (d) => process.stderr.write(`[${name}] ${d}`));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
      const m = readyLine ? readyLine.exec(out) : null;
      if (m) resolve({ child, match: m });
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
    child.stdout.resume();
    if (!readyLine) resolve({ child, match: null });
  });
}

async function waitForHttp(url, timeoutMs = 60_000) {
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

/** autocannon run collecting every response time (autocannon itself reports p90/p97.5 but no p95). */
function measure(name, url, pathFor) {
  const autocannon = require('autocannon');
  return new Promise((resolve, reject) => {
    const times = [];
    let non2xx = 0;
    let i = 0;
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: pathFor
          ? [
              {
                setupRequest: (req) => ({ ...req, path: pathFor(i++) }),
              },
            ]
          : undefined,
      },
      (err, result) => {
        if (err) return reject(err);
        const sorted = Float64Array.from(times).sort();
        const pct = (p) =>
          sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
        resolve({
          name,
          requests: result.requests.total,
          rps: result.requests.total / (result.duration || DURATION),
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

async function main() {
  if (!args.includes('--no-build')) {
    log('building embedded-mongo, catalog service and gateway (tsc -b)');
    const r = spawnSync(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '-b', 'services/embedded-mongo', 'services/catalog', 'services/gateway'],
      {
        cwd: repoRoot,
        stdio: 'inherit',
      },
    );
    if (r.status !== 0) throw new Error('build failed');
  }

  const mongo = await start(
    'embedded-mongo',
    'services/embedded-mongo/dist/cli.js',
    { argv: ['--port', '0'] },
    /listening on (\S+)/,
  );
  const mongoUri = `mongodb://${mongo.match[1]}`;
  log(`embedded-mongo at ${mongoUri}`);

  const { openDatabase } = require('@storefront/service-platform');
  const { seed } = require('@storefront/catalog-service/dist/seed');
  const t0 = Date.now();
  const connection = await openDatabase('catalog', mongoUri);
  const { products } = await seed(connection, { scale: SCALE });
  await connection.close();
  log(`seeded ${products.length} products (scale ${SCALE}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const skus = products
    .filter((_, n) => n % 37 === 0)
    .map((p) => p.sku)
    .slice(0, 300);

  const catalogPort = await freePort();
  const gatewayPort = await freePort();
  const catalogUrl = `http://127.0.0.1:${catalogPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await start('catalog', 'services/catalog/dist/main.js', {
    env: {
      PORT: String(catalogPort),
      MONGODB_URI: mongoUri,
      CATALOG_SEED_ON_START: '0',
      ...(UNCACHED ? { CATALOG_CACHE_TTL_MS: '0' } : {}),
    },
  });
  await waitForHttp(`${catalogUrl}/readyz`);
  // --gateway-script <path>: another build of the gateway (e.g. a patched copy), for comparisons.
  await start('gateway', flag('--gateway-script', 'services/gateway/dist/main.js'), {
    env: { PORT: String(gatewayPort), CATALOG_SERVICE_URL: catalogUrl },
  });
  await waitForHttp(`${gatewayUrl}/healthz`);
  log(
    `catalog ${catalogUrl}, gateway ${gatewayUrl}; ${CONNECTIONS} connections, ${DURATION} s per target${UNCACHED ? ', answer cache OFF' : ''}`,
  );

  // sanity: the finder answers products through the gateway
  const check = await fetch(`${gatewayUrl}${FINDER_PATH}`).then((r) => r.json());
  if (!(check.total > 0)) throw new Error(`finder returned no products: ${JSON.stringify(check).slice(0, 200)}`);
  log(`finder query matches ${check.total} products`);

  // warm-up (JIT, connection pools)
  await measure('warm-up', `${gatewayUrl}${FINDER_PATH}`, null).catch(() => null);

  const results = [];
  results.push(await measure('catalog /healthz (baseline)', `${catalogUrl}/healthz`, null));
  results.push(await measure('gateway vehicle finder', `${gatewayUrl}${FINDER_PATH}`, null));
  if (args.includes('--direct'))
    results.push(await measure('catalog vehicle finder (direct)', `${catalogUrl}${FINDER_PATH}`, null));
  results.push(
    await measure(
      'gateway GET /api/product/:sku',
      gatewayUrl,
      (n) => `/api/product/${encodeURIComponent(skus[n % skus.length])}`,
    ),
  );

  const base = results[0].rps;
  const rows = results.map((r) => ({ ...r, ratio: r.rps / base }));
  const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
  console.log('');
  console.log(`target                              req/s    ratio   p50 ms   p95 ms   p99 ms   errors/non-2xx`);
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(34)} ${fmt(r.rps, 0).padStart(7)} ${fmt(r.ratio, 2).padStart(8)} ${fmt(r.p50).padStart(8)} ${fmt(r.p95).padStart(8)} ${fmt(r.p99).padStart(8)}   ${r.errors}/${r.non2xx}`,
    );
  }
  if (args.includes('--debug')) console.log(JSON.stringify(rows.map((r) => r.autocannon)));
  const finder = rows.find((r) => r.name === 'gateway vehicle finder');
  const pass =
    finder.ratio >= TARGETS.finderRpsRatio && finder.p95 < TARGETS.finderP95Ms && finder.errors + finder.non2xx === 0;
  console.log('');
  console.log(
    `finder: ${fmt(finder.ratio, 2)} x /healthz (target >= ${TARGETS.finderRpsRatio}), p95 ${fmt(finder.p95)} ms (target < ${TARGETS.finderP95Ms} ms) -> ${pass ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${os.cpus().length} cpus, ${products.length} products`,
  );
  const summary = {
    scale: SCALE,
    products: products.length,
    connections: CONNECTIONS,
    duration: DURATION,
    uncached: UNCACHED,
    results: rows,
    pass,
  };
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, `catalog-${UNCACHED ? 'uncached' : 'cached'}.json`),
    JSON.stringify(summary, null, 2),
  );
  if (JSON_OUT) console.log(JSON.stringify(summary));
  return pass;
}

main()
  .then(async (pass) => {
    await stopAll();
    process.exit(pass ? 0 : 1);
  })
  .catch(async (err) => {
    console.error(`[bench:catalog] ${err.stack ?? err}`);
    await stopAll();
    process.exit(2);
  });
