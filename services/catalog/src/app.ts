// Catalog service: products, collections + vehicle finder, vehicles, search, menu, generated product images.
import type express from 'express';
import { createServiceApp, noSale, type SaleSource, type ServiceDeps } from '@storefront/service-platform';
import { DEFAULT_CACHE_TTL_MS } from './config';
import { AnswerCache } from './lib/cache';
import type { RouteContext } from './lib/context';
import { rejectSuspiciousQueryKeys } from './routes/schemas';
import { catalogModels } from './models';
import { collectionsRouter } from './routes/collections';
import { fitToolsRouter } from './routes/fit-tools';
import { imagesRouter } from './routes/images';
import { menuRouter } from './routes/menu';
import { productsRouter } from './routes/products';
import { reviewScoresRouter } from './routes/review-scores';
import { searchRouter } from './routes/search';
import { stockReservationsRouter } from './routes/stock-reservations';
import { vehiclesRouter } from './routes/vehicles';

export interface CatalogAppOptions {
  /** TTL of the in-process answer cache (ms); 0 turns it off. Default: 30 s (main.ts passes CATALOG_CACHE_TTL_MS). */
  cacheTtlMs?: number;
  /**
   * The sale that applies now (marketing's sale settings): the price sorts order shoppers by the price their cards show.
   * Default: no sale.
   */
  saleSource?: SaleSource;
}

export function createApp(deps: ServiceDeps, options: CatalogAppOptions = {}): express.Express {
  const ttl = options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS;
  const ctx: RouteContext = {
    models: catalogModels(deps.connection),
    cache: new AnswerCache(Number.isFinite(ttl) && ttl > 0 ? ttl : 0),
    saleSource: options.saleSource ?? noSale,
  };
  return createServiceApp({
    name: 'catalog-service',
    connection: deps.connection,
    logger: deps.logger,
    mount: (app) => {
      app.use('/api', rejectSuspiciousQueryKeys);
      app.use(productsRouter(ctx));
      app.use(collectionsRouter(ctx));
      app.use(fitToolsRouter(ctx));
      app.use(vehiclesRouter(ctx));
      app.use(searchRouter(ctx));
      app.use(menuRouter(ctx));
      app.use(imagesRouter(ctx));
      app.use(reviewScoresRouter(ctx));
      app.use(stockReservationsRouter(ctx, deps.connection));
    },
  });
}

export { seed } from './seed';
export { applyReviewScores } from './lib/review-scores';
export type { SeededProduct, SeedOptions } from './seed';
