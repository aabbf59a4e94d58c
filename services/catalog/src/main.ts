// Process entry: `node dist/main.js` (PORT, default 4001; MONGODB_URI; the rest in config.ts). Creates the indexes, and
// seeds an empty database unless CATALOG_SEED_ON_START=0.
// First: tracing (when configured) must patch http, express and the MongoDB driver before they load.
import '@storefront/service-platform/telemetry';
import { httpSaleSource, runService } from '@storefront/service-platform';
import { createApp } from './app';
import { loadCatalogConfig } from './config';
import { ensureCatalogIndexes } from './models';
import { seed } from './seed';

const config = loadCatalogConfig();

void runService({
  area: 'catalog',
  port: 4001,
  createApp: (deps) =>
    createApp(deps, {
      cacheTtlMs: config.cacheTtlMs,
      // The price sorts order shoppers by the price their cards show, sale included (marketing owns the sale settings).
      saleSource: httpSaleSource(config.marketingServiceUrl, (m) => deps.logger?.warn?.(m)),
    }),
  beforeListen: async ({ connection, logger }) => {
    await ensureCatalogIndexes(connection);
    if (config.seedOnStart) {
      const { products } = await seed(connection, { scale: config.seedScale });
      logger?.info(`catalog has ${products.length} products`);
    }
  },
});
