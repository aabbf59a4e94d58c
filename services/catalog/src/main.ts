// Process entry: `node dist/main.js` (PORT, default 4001; MONGODB_URI). Creates the indexes, and seeds an empty
// database unless CATALOG_SEED_ON_START=0 (scale from CATALOG_SEED_SCALE, default 1).
import { httpSaleSource, runService } from '@storefront/service-platform';
import { createApp } from './app';
import { ensureCatalogIndexes } from './models';
import { seed } from './seed';

void runService({
  area: 'catalog',
  port: 4001,
  createApp: (deps) =>
    createApp(deps, {
      // The price sorts order shoppers by the price their cards show, sale included (marketing owns the sale settings).
      saleSource: httpSaleSource(process.env.MARKETING_SERVICE_URL ?? 'http://127.0.0.1:4005', (m) =>
        deps.logger?.warn?.(m),
      ),
    }),
  beforeListen: async ({ connection, logger }) => {
    await ensureCatalogIndexes(connection);
    if (process.env.CATALOG_SEED_ON_START !== '0') {
      const scale = Number(process.env.CATALOG_SEED_SCALE ?? 1);
      const { products } = await seed(connection, { scale: Number.isInteger(scale) && scale > 0 ? scale : 1 });
      logger?.info(`catalog has ${products.length} products`);
    }
  },
});
