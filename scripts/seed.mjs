// Seeds every service's database: the catalogue first, then reviews, carts, accounts and sale settings
// for those products. Each service owns its own seed function; this only runs them in order.
// Usage: npm run seed [-- --scale N]   (MONGODB_URI selects the server; default the embedded one on 27027)
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { AREAS, log } from './lib.mjs';

const require = createRequire(import.meta.url);

export async function seedAll({ uri, scale = 1 } = {}) {
  const { openDatabase } = require('@storefront/service-platform');
  const connections = [];
  const open = async (area) => {
    // Seeding sends large batches: no socket timeout here (services keep the fail-fast default).
    const connection = await openDatabase(area, uri, { socketTimeoutMS: 0 });
    connections.push(connection);
    return connection;
  };
  try {
    const catalog = require('@storefront/catalog-service/dist/seed');
    const { products } = await catalog.seed(await open('catalog'), { scale });
    log(`catalogue: ${products.length} products`);
    const connectionOf = { catalog: connections[0] };
    for (const area of AREAS.filter((a) => a !== 'catalog')) {
      const { seed } = require(`@storefront/${area}-service/dist/seed`);
      connectionOf[area] = await open(area);
      await seed(connectionOf[area], { products, scale });
      log(`${area}: seeded`);
    }
    // The reviews service owns reviews; the catalogue's products carry a copy of each score (cards, sorting, the
    // product page), copied here on every run so both always agree.
    const { reviewScores } = require('@storefront/reviews-service/dist/seed');
    const changed = await catalog.applyReviewScores(connectionOf.catalog, await reviewScores(connectionOf.reviews), {
      complete: true,
    });
    log(`catalogue: ${changed} review scores updated`);
  } finally {
    await Promise.all(connections.map((c) => c.close()));
  }
}

export function devAccounts() {
  try {
    return require('@storefront/account-service/dist/seed').DEV_ACCOUNTS ?? [];
  } catch {
    return [];
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const i = process.argv.indexOf('--scale');
  const scale = i > 0 ? Number(process.argv[i + 1]) : 1;
  if (!Number.isInteger(scale) || scale < 1 || scale > 1000) {
    console.error('--scale takes a whole number from 1 to 1000');
    process.exit(2);
  }
  seedAll({ uri: process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27027', scale }).then(
    () => log('seed complete'),
    (error) => {
      console.error(`seed failed: ${error.message}`);
      process.exit(1);
    },
  );
}
