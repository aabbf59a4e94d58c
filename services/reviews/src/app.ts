import type express from 'express';
import { createServiceApp } from '@storefront/service-platform';
import type { ServiceDeps } from '@storefront/service-platform';
import { reviewModels } from './models/review';
import { reviewsRouter } from './routes/reviews';

export const SERVICE_NAME = 'reviews-service';

export function createApp(deps: ServiceDeps): express.Express {
  const models = reviewModels(deps.connection);
  return createServiceApp({
    name: SERVICE_NAME,
    connection: deps.connection,
    logger: deps.logger,
    mount: (app) => {
      app.use('/api/reviews', reviewsRouter(models));
    },
  });
}

export { reviewModels } from './models/review';
export { seed } from './seed';
