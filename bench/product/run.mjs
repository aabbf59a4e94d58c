// Benchmark of the product page's two reads through the gateway: GET /api/products/by-handle/:handle and
// GET /api/reviews/skuList, next to /healthz in the same run. Figures, not assertions: the ratios to /healthz are what
// to compare between runs, since other work on the machine slows every target about equally.
//   node bench/product/run.mjs [--scale 40] [--reviews-scale 10] [--duration 10] [--connections 50] [--no-build] [--uncached] [--json]
// Starts: embedded-mongo (its CLI, in memory), seeds the catalogue at --scale and the reviews at --reviews-scale, the
// catalog and reviews services and the gateway (their dist/main.js) as separate processes, then runs autocannon
// against each target in turn.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  buildPackages,
  createProcessGroup,
  startEmbeddedMongo,
  flagReader,
  freePort,
  measure,
  printTable,
  repoRoot,
  waitForHttp,
} from '../lib/harness.mjs';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const flag = flagReader(args);
const SCALE = Number(flag('--scale', '40'));
const REVIEWS_SCALE = Number(flag('--reviews-scale', '10'));
const DURATION = Number(flag('--duration', '10'));
const CONNECTIONS = Number(flag('--connections', '50'));
const UNCACHED = args.includes('--uncached');
const JSON_OUT = args.includes('--json');
const load = { connections: CONNECTIONS, duration: DURATION };

/** Product pages of every shape: variant families (default and chosen variant), bundles, pre-order, discontinued. */
const FEATURED_PAGES = [
  ['zvx-series-competition-subwoofers', ''],
  ['zvx-series-competition-subwoofers', '?variant=ZVX-10%20D4'],
  ['custom-ported-subwoofer-box', '?variant=SKBOX-2X12-BDL'],
  ['ofc-power-and-ground-wire', ''],
  ['SK2MM-car-sound-deadening', ''],
];
const REVIEW_PAGES = 3;

const { log, start, stopAll } = createProcessGroup('bench:product');

async function main() {
  if (!args.includes('--no-build'))
    buildPackages(log, ['services/embedded-mongo', 'services/catalog', 'services/reviews', 'services/gateway']);

  const mongoUri = await startEmbeddedMongo(start, log);

  const { openDatabase } = require('@storefront/service-platform');
  const catalogSeed = require('@storefront/catalog-service/dist/seed');
  const reviewsSeed = require('@storefront/reviews-service/dist/seed');
  const t0 = Date.now();
  const catalogDb = await openDatabase('catalog', mongoUri);
  const { products } = await catalogSeed.seed(catalogDb, { scale: SCALE });
  await catalogDb.close();
  const reviewsDb = await openDatabase('reviews', mongoUri);
  await reviewsSeed.seed(reviewsDb, { products, scale: REVIEWS_SCALE });
  await reviewsDb.close();
  log(
    `seeded ${products.length} products (scale ${SCALE}) and reviews (scale ${REVIEWS_SCALE}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );

  // Pages: the featured ones plus product handles spread over the catalogue.
  const spread = products.filter((_, n) => n % 37 === 0).slice(0, 300);
  const pagePaths = [
    ...FEATURED_PAGES.map(([handle, query]) => `/api/products/by-handle/${encodeURIComponent(handle)}${query}`),
    ...spread.map((p) => `/api/products/by-handle/${encodeURIComponent(p.slug)}`),
  ];

  const [catalogPort, reviewsPort, gatewayPort] = [await freePort(), await freePort(), await freePort()];
  const catalogUrl = `http://127.0.0.1:${catalogPort}`;
  const reviewsUrl = `http://127.0.0.1:${reviewsPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await start('catalog', 'services/catalog/dist/main.js', {
    env: {
      PORT: String(catalogPort),
      MONGODB_URI: mongoUri,
      CATALOG_SEED_ON_START: '0',
      ...(UNCACHED ? { CATALOG_CACHE_TTL_MS: '0' } : {}),
    },
  });
  await start('reviews', 'services/reviews/dist/main.js', {
    // production mode wants its own secret for the visitor cookie (helpful votes); reads do not use it
    env: {
      PORT: String(reviewsPort),
      MONGODB_URI: mongoUri,
      REVIEWS_VISITOR_SECRET: 'bench-visitor-secret-not-for-production',
    },
  });
  await Promise.all([waitForHttp(`${catalogUrl}/readyz`), waitForHttp(`${reviewsUrl}/readyz`)]);
  await start('gateway', 'services/gateway/dist/main.js', {
    env: { PORT: String(gatewayPort), CATALOG_SERVICE_URL: catalogUrl, REVIEWS_SERVICE_URL: reviewsUrl },
  });
  await waitForHttp(`${gatewayUrl}/healthz`);
  log(
    `catalog ${catalogUrl}, reviews ${reviewsUrl}, gateway ${gatewayUrl}; ${CONNECTIONS} connections, ${DURATION} s per target${UNCACHED ? ', catalog answer cache OFF' : ''}`,
  );

  // Review lists as the page asks for them: the skus of a page (a D2/D4 pair reads both), pages 0 to 2.
  const scores = await fetch(
    `${gatewayUrl}/api/reviews/scores?skus=${encodeURIComponent(
      spread
        .slice(0, 40)
        .map((p) => p.sku)
        .join(','),
    )}`,
  ).then((r) => r.json());
  const reviewed = Object.entries(scores.data ?? {})
    .filter(([, s]) => s.count > 0)
    .map(([sku]) => sku);
  const reviewSkuLists = [['SSX-12 D2', 'SSX-12 D4'], ['ZVX-10 D4'], ...reviewed.map((sku) => [sku])];
  const reviewPaths = reviewSkuLists.flatMap((skus) =>
    Array.from(
      { length: REVIEW_PAGES },
      (_, page) => `/api/reviews/skuList?skus=${encodeURIComponent(skus.join(','))}&page=${page}`,
    ),
  );

  // sanity: both reads answer through the gateway
  for (const p of [pagePaths[0], reviewPaths[0]]) {
    const res = await fetch(`${gatewayUrl}${p}`);
    if (!res.ok) throw new Error(`${p} answered ${res.status} through the gateway`);
  }
  log(
    `${pagePaths.length} product pages, ${reviewPaths.length} review list pages (${reviewSkuLists.length} sku lists)`,
  );

  await measure('warm-up', gatewayUrl, (n) => pagePaths[n % pagePaths.length], load).catch(() => null);

  const results = [];
  results.push(await measure('catalog /healthz (baseline)', `${catalogUrl}/healthz`, null, load));
  results.push(await measure('gateway /healthz', `${gatewayUrl}/healthz`, null, load));
  results.push(
    await measure('gateway GET /api/products/by-handle', gatewayUrl, (n) => pagePaths[n % pagePaths.length], load),
  );
  results.push(
    await measure('gateway GET /api/reviews/skuList', gatewayUrl, (n) => reviewPaths[n % reviewPaths.length], load),
  );

  const base = results[0].rps;
  const rows = results.map((r) => ({ ...r, ratio: r.rps / base }));
  printTable(rows);
  if (args.includes('--debug')) console.log(JSON.stringify(rows.map((r) => r.autocannon)));
  console.log('');
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${os.cpus().length} cpus, ${products.length} products`,
  );
  const summary = {
    scale: SCALE,
    reviewsScale: REVIEWS_SCALE,
    products: products.length,
    connections: CONNECTIONS,
    duration: DURATION,
    uncached: UNCACHED,
    results: rows,
  };
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, `product-${UNCACHED ? 'uncached' : 'cached'}.json`),
    JSON.stringify(summary, null, 2),
  );
  if (JSON_OUT) console.log(JSON.stringify(summary));
}

main()
  .then(async () => {
    await stopAll();
    process.exit(0);
  })
  .catch(async (err) => {
    console.error(`[bench:product] ${err.stack ?? err}`);
    await stopAll();
    process.exit(2);
  });
