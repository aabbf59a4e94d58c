// Benchmark: the vehicle finder and GET /api/product/:sku through the gateway, against the catalog service's
// /healthz as the baseline of the same run (spec: ratios, not absolute numbers).
//   node bench/catalog/run.mjs [--scale 40] [--duration 10] [--connections 50] [--no-build] [--uncached] [--direct] [--cpu] [--ceiling] [--json]
// Starts: embedded-mongo (its CLI, in memory), seeds the catalogue at --scale, the catalog service (dist/main.js) and
// the gateway (dist/main.js) as separate processes, then runs autocannon against each target in turn.
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as harness from '../lib/harness.mjs';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const FLAGS = harness.serviceBenchFlags(args, { scale: '40' });
const { flag, load: LOAD } = FLAGS;
const { connections: CONNECTIONS, duration: DURATION } = LOAD;

const FINDER_PATH =
  '/api/collections/vehicle-specific-subwoofer-enclosures?type=Loaded&vehicle_year=2015&vehicle_make=Ford&vehicle_model=F-150&sizes=10,12';
const TARGETS = { finderRpsRatio: 0.25, finderP95Ms: 50 };

const { log, start, startService, startCatalog, run, pids } = harness.createProcessGroup('bench:catalog');
const measure = (name, url, pathFor) => harness.measure(name, url, pathFor, LOAD);

/** The catalogue at --scale; answers its products. */
async function seedCatalogue(mongoUri) {
  const { seed } = require('@storefront/catalog-service/dist/seed');
  const t0 = Date.now();
  const { products } = await harness.withDatabase(mongoUri, 'catalog', (connection) =>
    seed(connection, { scale: FLAGS.scale }),
  );
  log(`seeded ${products.length} products (scale ${FLAGS.scale}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return products;
}

/** The catalog service and the gateway, each once ready. */
async function startStore(mongoUri) {
  const catalogUrl = await startCatalog(mongoUri, FLAGS.uncached);
  await harness.waitForHttp(`${catalogUrl}/readyz`);
  // --gateway-script <path>: another build of the gateway (e.g. a patched copy), for comparisons.
  const gatewayUrl = await startService('gateway', flag('--gateway-script', 'services/gateway/dist/main.js'), {
    CATALOG_SERVICE_URL: catalogUrl,
  });
  await harness.waitForHttp(`${gatewayUrl}/healthz`);
  log(
    `catalog ${catalogUrl}, gateway ${gatewayUrl}; ${CONNECTIONS} connections, ${DURATION} s per target${FLAGS.uncached ? ', answer cache OFF' : ''}`,
  );
  // sanity: the finder answers products through the gateway
  const check = await fetch(`${gatewayUrl}${FINDER_PATH}`).then((r) => r.json());
  if (!(check.total > 0)) throw new Error(`finder returned no products: ${JSON.stringify(check).slice(0, 200)}`);
  log(`finder query matches ${check.total} products`);
  return { catalogUrl, gatewayUrl };
}

/** The baseline, the finder (through the gateway, and with --direct straight on the catalog), product reads. */
async function measureTargets({ catalogUrl, gatewayUrl }, skus) {
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
  return results;
}

/** --cpu: CPU ms per request of each process on the finder, and on the ceiling's read where it was measured. */
async function printCpu({ catalogUrl, gatewayUrl }, ceiling) {
  await printCpuPerRequest(
    [
      ['catalog /healthz', `${catalogUrl}/healthz`],
      ['finder straight on the catalog', `${catalogUrl}${FINDER_PATH}`],
      ['finder through the gateway', `${gatewayUrl}${FINDER_PATH}`],
    ],
    ['embedded-mongo', 'catalog', 'gateway', 'load generator'],
  );
  if (ceiling)
    await printCpuPerRequest(
      [['ceiling: bare proxy + finder read', ceiling.readUrl]],
      ['embedded-mongo', 'bare query service', 'bare query proxy', 'load generator'],
    );
}

/** Prints the finder's ratio and p95 against the targets; answers whether they are met. */
function printVerdict(rows) {
  const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
  const finder = rows.find((r) => r.name === 'gateway vehicle finder');
  const pass =
    finder.ratio >= TARGETS.finderRpsRatio && finder.p95 < TARGETS.finderP95Ms && finder.errors + finder.non2xx === 0;
  console.log('');
  console.log(
    `finder: ${fmt(finder.ratio, 2)} x /healthz (target >= ${TARGETS.finderRpsRatio}), p95 ${fmt(finder.p95)} ms (target < ${TARGETS.finderP95Ms} ms) -> ${pass ? 'PASS' : 'FAIL'}`,
  );
  return pass;
}

async function main() {
  if (FLAGS.build) harness.buildPackages(log, ['services/embedded-mongo', 'services/catalog', 'services/gateway']);
  const mongoUri = await harness.startEmbeddedMongo(start, log);
  const products = await seedCatalogue(mongoUri);
  const skus = products
    .filter((_, n) => n % 37 === 0)
    .map((p) => p.sku)
    .slice(0, 300);
  const store = await startStore(mongoUri);

  const results = await measureTargets(store, skus);
  const ceiling = args.includes('--ceiling') ? await measureBareStack(store.gatewayUrl, mongoUri) : null;
  if (ceiling) results.push(...ceiling.rows);
  const rows = harness.printResults(results, FLAGS);
  if (args.includes('--cpu')) await printCpu(store, ceiling);
  const pass = printVerdict(rows);
  harness.printLoad(`, ${products.length} products`);
  const summary = {
    scale: FLAGS.scale,
    products: products.length,
    connections: CONNECTIONS,
    duration: DURATION,
    uncached: FLAGS.uncached,
    results: rows,
    pass,
  };
  harness.saveSummary(`catalog-${FLAGS.uncached ? 'uncached' : 'cached'}.json`, summary, FLAGS.json);
  return pass;
}

/**
 * --ceiling: the finder's answer (its exact bytes) served by bare Node (bare-stack.mjs), straight and through a bare
 * proxy, then through the bare proxy with the finder's own database read before each answer: what the machine allows
 * a gateway and service pair with no framework, middleware or logging, without and with the database.
 */
async function measureBareStack(gatewayUrl, mongoUri) {
  const body = Buffer.from(await (await fetch(`${gatewayUrl}${FINDER_PATH}`)).arrayBuffer());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-catalog-'));
  const bodyFile = path.join(dir, 'finder.json');
  fs.writeFileSync(bodyFile, body);
  const readFile = path.join(dir, 'finder-read.json');
  fs.writeFileSync(readFile, JSON.stringify(finderListingRead()));
  const [servicePort, proxyPort, queryServicePort, queryProxyPort] = [
    await harness.freePort(),
    await harness.freePort(),
    await harness.freePort(),
    await harness.freePort(),
  ];
  const ready = /listening/;
  const script = 'bench/catalog/bare-stack.mjs';
  await start('bare service', script, { argv: ['service', servicePort, bodyFile] }, ready);
  await start('bare proxy', script, { argv: ['proxy', proxyPort, servicePort] }, ready);
  const queryArgv = ['query-service', queryServicePort, bodyFile, mongoUri, readFile];
  await start('bare query service', script, { argv: queryArgv }, ready);
  await start('bare query proxy', script, { argv: ['proxy', queryProxyPort, queryServicePort] }, ready);
  const proxied = `http://127.0.0.1:${proxyPort}${FINDER_PATH}`;
  const queried = `http://127.0.0.1:${queryProxyPort}${FINDER_PATH}`;
  await measure('warm-up', proxied, null);
  await measure('warm-up', queried, null);
  const rows = [
    await measure(
      `ceiling: bare service, same ${Math.round(body.length / 1024)} KB`,
      `http://127.0.0.1:${servicePort}/`,
      null,
    ),
    await measure('ceiling: bare proxy -> bare service', proxied, null),
    await measure('ceiling: the same + the finder read', queried, null),
  ];
  fs.rmSync(dir, { recursive: true, force: true });
  return { rows, readUrl: queried };
}

/**
 * The database read the catalog makes for FINDER_PATH (routes/collections.ts, a vehicle chosen): the same filter,
 * projection, order and limit, built by the catalog's own functions from the same query.
 */
function finderListingRead() {
  const collections = require('@storefront/catalog-service/dist/routes/collections');
  const { collectionQuerySchema } = require('@storefront/catalog-service/dist/routes/schemas');
  const { CARD_FIELDS, projectionOf } = require('@storefront/catalog-service/dist/lib/presenters');
  const { databaseName } = require('@storefront/service-platform');
  const query = collectionQuerySchema.parse(Object.fromEntries(new URL(FINDER_PATH, 'http://localhost').searchParams));
  return {
    db: databaseName('catalog'),
    collection: 'products',
    filter: collections.finderFilter(collections.finderFromQuery(query)),
    projection: projectionOf(CARD_FIELDS, collections.FIT_SPELLING_FIELDS),
    sort: collections.SORT_ORDERS[query.sort ?? 'default'],
    limit: collections.FINDER_INLINE_MAX,
  };
}

/**
 * --cpu: CPU ms per request of the processes `names` (as started; 'load generator' is this process), the lowest of 5
 * rounds of 4,000 requests on 10 connections.
 */
async function printCpuPerRequest(targets, names) {
  const width = Math.max(15, ...names.map((n) => n.length + 1));
  console.log('');
  console.log(`CPU ms per request (lowest of 5 rounds)  ${names.map((n) => n.padStart(width)).join('')}`);
  for (const [name, url] of targets) {
    const cpu = await harness.cpuPerRequest(url, pids);
    console.log(`${name.padEnd(40)} ${names.map((n) => cpu[n].toFixed(2).padStart(width)).join('')}`);
  }
}

run(main);
