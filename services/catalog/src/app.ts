// Catalog service: products, collections + vehicle finder, vehicles, search, menu, generated product images.
import type express from 'express';
import {
  AUDIT_JOB,
  MAIL_JOB,
  attachJobQueue,
  auditDeliveryHandler,
  createJobQueue,
  createServiceApp,
  mailJobHandler,
  mailerFor,
  postServiceCall,
  PUSH_NOTIFY_INTERNAL_PATH,
  noSale,
  requestLimiter,
  type JobQueue,
  type Mailer,
  type SaleSource,
  type ServiceDeps,
} from '@storefront/service-platform';
import { DEFAULT_CACHE_TTL_MS, loadCatalogConfig } from './config';
import { adminCatalogueRouter } from './admin/routes';
import { PUSH_NOTIFY_JOB } from './admin/back-in-stock';
import { adminCataloguePagesRouter } from './admin/pages-routes';
import { backInStockRouter } from './routes/back-in-stock';
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
  /** Sends the back-in-stock emails (default: from the configuration: SMTP, the outbox folder or the log). */
  mailer?: Mailer;
  /** Default: PUBLIC_ORIGIN. */
  publicOrigin?: string;
  /** Where audit entries go (default: ACCOUNT_SERVICE_URL). */
  accountServiceUrl?: string;
  /** Who sends back-in-stock push messages (default: MARKETING_SERVICE_URL). */
  marketingServiceUrl?: string;
  /** Back-in-stock requests per client address and window (default 10 per 15 minutes). */
  backInStockLimit?: { limit: number; windowMs: number };
}

/** Back-in-stock requests one client address may make per window: a person asks for a few products, a script for many. */
export const BACK_IN_STOCK_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

/** The service's job queue: back-in-stock emails and push messages, and the audit entries of staff changes. */
function catalogQueue(deps: ServiceDeps, options: CatalogAppOptions, app: () => express.Express): JobQueue {
  const config = loadCatalogConfig();
  const mailer = options.mailer ?? mailerFor(config.mail, deps.logger);
  const audit = (payload: never, job: Parameters<ReturnType<typeof auditDeliveryHandler>>[1]) =>
    auditDeliveryHandler(options.accountServiceUrl ?? config.accountServiceUrl, String(app().locals.serviceSecret))(
      payload,
      job,
    );
  const push = (payload: never) =>
    postServiceCall(
      options.marketingServiceUrl ?? config.marketingServiceUrl,
      PUSH_NOTIFY_INTERNAL_PATH,
      String(app().locals.serviceSecret),
      payload,
    );
  return createJobQueue(deps.connection, {
    handlers: { [MAIL_JOB]: mailJobHandler(mailer), [AUDIT_JOB]: audit, [PUSH_NOTIFY_JOB]: push },
    logger: deps.logger,
  });
}

export function createApp(deps: ServiceDeps, options: CatalogAppOptions = {}): express.Express {
  const ttl = options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS;
  let created: express.Express | null = null;
  const queue = catalogQueue(deps, options, () => created!);
  const ctx: RouteContext = {
    models: catalogModels(deps.connection),
    cache: new AnswerCache(Number.isFinite(ttl) && ttl > 0 ? ttl : 0),
    saleSource: options.saleSource ?? noSale,
    queue,
    publicOrigin: options.publicOrigin ?? loadCatalogConfig().publicOrigin,
  };
  const alertLimiter = requestLimiter({
    connection: deps.connection,
    name: 'back-in-stock-ip',
    message: 'Too many requests, please try again later',
    ...(options.backInStockLimit ?? BACK_IN_STOCK_LIMIT),
  });
  created = createServiceApp({
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
      app.use(backInStockRouter(ctx, alertLimiter));
      app.use(adminCatalogueRouter(ctx));
      app.use(adminCataloguePagesRouter(ctx));
    },
  });
  attachJobQueue(created, queue);
  return created;
}

export { seed } from './seed';
export { applyReviewScores } from './lib/review-scores';
export type { SeededProduct, SeedOptions } from './seed';
