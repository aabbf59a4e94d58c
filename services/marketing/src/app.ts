import type express from 'express';
import { createServiceApp } from '@storefront/service-platform';
import type { ServiceDeps } from '@storefront/service-platform';
import { marketingModels } from './models';
import { saleSettingsRouter } from './routes/sale-settings';
import { subscribersRouter } from './routes/subscribers';

export const SERVICE_NAME = 'marketing-service';

export interface MarketingDeps extends ServiceDeps {
  /** Clock for sale activity (tests). */
  now?: () => Date;
}

export function createApp(deps: MarketingDeps): express.Express {
  const models = marketingModels(deps.connection);
  return createServiceApp({
    name: SERVICE_NAME,
    connection: deps.connection,
    logger: deps.logger,
    mount: (app) => {
      app.use('/api', saleSettingsRouter(models, deps.now));
      app.use('/api', subscribersRouter(models));
    },
  });
}

export { marketingModels } from './models';
export { seed } from './seed';
