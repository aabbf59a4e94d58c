// Benchmark of the product page's two reads through the gateway: GET /api/products/by-handle/:handle and
// GET /api/reviews/skuList, next to /healthz in the same run. Figures, not assertions: the ratios to /healthz are what
// to compare between runs, since other work on the machine slows every target about equally.
//   node bench/product/run.mjs [--scale 40] [--reviews-scale 10] [--duration 10] [--connections 50] [--no-build] [--uncached] [--json]
// Starts: embedded-mongo (its CLI, in memory), seeds the catalogue at --scale and the reviews at --reviews-scale, the
// catalog and reviews services and the gateway (their dist/main.js) as separate processes, then runs autocannon
// against each target in turn.
import { createRequire } from 'node:module';
import * as harness from '../lib/harness.mjs';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const FLAGS = harness.serviceBenchFlags(args, { scale: '40' });
const { flag, load } = FLAGS;
const REVIEWS_SCALE = Number(flag('--reviews-scale', '10'));
const { connections: CONNECTIONS, duration: DURATION } = load;

/** Product pages of every shape: variant families (default and chosen variant), bundles, pre-order, discontinued. */
const FEATURED_PAGES = [
  ['zvx-series-competition-subwoofers', ''],
  ['zvx-series-competition-subwoofers', '?variant=ZVX-10%20D4'],
  ['custom-ported-subwoofer-box', '?variant=SKBOX-2X12-BDL'],
  ['ofc-power-and-ground-wire', ''],
  ['SK2MM-car-sound-deadening', ''],
];
const REVIEW_PAGES = 3;

const { log, start, startService, startCatalog, run } = harness.createProcessGroup('bench:product');
const { measure } = harness;

/** The catalogue at --scale and its reviews at --reviews-scale; answers the products. */
async function seedStore(mongoUri) {
  const catalogSeed = require('@storefront/catalog-service/dist/seed');
  const reviewsSeed = require('@storefront/reviews-service/dist/seed');
  const t0 = Date.now();
  const { products } = await harness.withDatabase(mongoUri, 'catalog', (db) =>
    catalogSeed.seed(db, { scale: FLAGS.scale }),
  );
  await harness.withDatabase(mongoUri, 'reviews', (db) => reviewsSeed.seed(db, { products, scale: REVIEWS_SCALE }));
  log(
    `seeded ${products.length} products (scale ${FLAGS.scale}) and reviews (scale ${REVIEWS_SCALE}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  return products;
}

/** The catalog and reviews services, then the gateway, each once ready. */
async function startStore(mongoUri) {
  const catalogUrl = await startCatalog(mongoUri, FLAGS.uncached);
  const reviewsUrl = await startService('reviews', 'services/reviews/dist/main.js', {
    MONGODB_URI: mongoUri,
    // production mode wants its own secret for the visitor cookie (helpful votes); reads do not use it
    REVIEWS_VISITOR_SECRET: 'bench-visitor-secret-not-for-production',
  });
  await Promise.all([harness.waitForHttp(`${catalogUrl}/readyz`), harness.waitForHttp(`${reviewsUrl}/readyz`)]);
  const gatewayUrl = await startService('gateway', 'services/gateway/dist/main.js', {
    CATALOG_SERVICE_URL: catalogUrl,
    REVIEWS_SERVICE_URL: reviewsUrl,
  });
  await harness.waitForHttp(`${gatewayUrl}/healthz`);
  log(
    `catalog ${catalogUrl}, reviews ${reviewsUrl}, gateway ${gatewayUrl}; ${CONNECTIONS} connections, ${DURATION} s per target${FLAGS.uncached ? ', catalog answer cache OFF' : ''}`,
  );
  return { catalogUrl, gatewayUrl };
}

/** Review lists as the page asks for them: the skus of a page (a D2/D4 pair reads both), pages 0 to 2. */
async function reviewListPaths(gatewayUrl, spread) {
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
  const paths = reviewSkuLists.flatMap((skus) =>
    Array.from(
      { length: REVIEW_PAGES },
      (_, page) => `/api/reviews/skuList?skus=${encodeURIComponent(skus.join(','))}&page=${page}`,
    ),
  );
  return { paths, skuLists: reviewSkuLists.length };
}

/** The baselines, then product pages and review lists through the gateway (each the paths in turn). */
async function measureTargets({ catalogUrl, gatewayUrl }, pagePaths, reviewPaths) {
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
  return results;
}

async function main() {
  if (FLAGS.build)
    harness.buildPackages(log, ['services/embedded-mongo', 'services/catalog', 'services/reviews', 'services/gateway']);
  const mongoUri = await harness.startEmbeddedMongo(start, log);
  const products = await seedStore(mongoUri);

  // Pages: the featured ones plus product handles spread over the catalogue.
  const spread = products.filter((_, n) => n % 37 === 0).slice(0, 300);
  const pagePaths = [
    ...FEATURED_PAGES.map(([handle, query]) => `/api/products/by-handle/${encodeURIComponent(handle)}${query}`),
    ...spread.map((p) => `/api/products/by-handle/${encodeURIComponent(p.slug)}`),
  ];
  const store = await startStore(mongoUri);
  const reviews = await reviewListPaths(store.gatewayUrl, spread);

  // sanity: both reads answer through the gateway
  for (const p of [pagePaths[0], reviews.paths[0]]) {
    const res = await fetch(`${store.gatewayUrl}${p}`);
    if (!res.ok) throw new Error(`${p} answered ${res.status} through the gateway`);
  }
  log(`${pagePaths.length} product pages, ${reviews.paths.length} review list pages (${reviews.skuLists} sku lists)`);

  const rows = harness.printResults(await measureTargets(store, pagePaths, reviews.paths), FLAGS);
  console.log('');
  harness.printLoad(`, ${products.length} products`);
  const summary = {
    scale: FLAGS.scale,
    reviewsScale: REVIEWS_SCALE,
    products: products.length,
    connections: CONNECTIONS,
    duration: DURATION,
    uncached: FLAGS.uncached,
    results: rows,
  };
  harness.saveSummary(`product-${FLAGS.uncached ? 'uncached' : 'cached'}.json`, summary, FLAGS.json);
}

run(main);
