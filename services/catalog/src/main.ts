// Process entry: `node dist/main.js` (PORT, default 4001; MONGODB_URI). Creates the indexes, and seeds an empty
// database unless CATALOG_SEED_ON_START=0 (scale from CATALOG_SEED_SCALE, default 1).
import { runService } from '@storefront/service-platform';
import { createApp } from './app';
import { ensureCatalogIndexes } from './models';
import { seed } from './seed';

void runService({
  area: 'catalog',
  port: 4001,
  createApp: (deps) => createApp(deps),
  beforeListen: async ({ connection, logger }) => {
    await ensureCatalogIndexes(connection);
    if (process.env.CATALOG_SEED_ON_START !== '0') {
      const scale = Number(process.env.CATALOG_SEED_SCALE ?? 1);
      const { products } = await seed(connection, { scale: Number.isInteger(scale) && scale > 0 ? scale : 1 });
      logger?.info(`catalog has ${products.length} products`);
    }
  },
});
