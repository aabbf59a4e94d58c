// Process entry: `node dist/main.js` (PORT, default 4001; MONGODB_URI; the rest in config.ts). Creates the indexes, and
// seeds an empty database unless CATALOG_SEED_ON_START=0.
// First: tracing (when configured) must patch http, express and the MongoDB driver before they load.
import '@storefront/service-platform/telemetry';
import { httpSaleSource, runService } from '@storefront/service-platform';
import { createApp } from './app';
import { loadCatalogConfig } from './config';
import { catalogModels, ensureCatalogIndexes } from './models';
import { recoverFitmentImports, upgradeOldFitment } from './admin/fitment';
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
    // A fitment import a crash stopped half-way is undone before anyone reads the finder.
    const models = catalogModels(connection);
    const undone = await recoverFitmentImports(models);
    if (undone > 0) logger?.warn(`undid ${undone} fitment import(s) left half-applied`);
    const upgraded = await upgradeOldFitment(models);
    if (upgraded > 0) logger?.info(`gave ${upgraded} products their fitted vehicles`);
    if (config.seedOnStart) {
      const { products } = await seed(connection, { scale: config.seedScale });
      logger?.info(`catalog has ${products.length} products`);
    }
  },
});
