import type express from 'express';
import { createServiceApp } from '@storefront/service-platform';
import type { ServiceDeps } from '@storefront/service-platform';
import { loadReviewsConfig } from './config';
import type { ReviewsConfig } from './config';
import { reviewModels } from './models/review';
import { reviewsRouter } from './routes/reviews';

export const SERVICE_NAME = 'reviews-service';

/** Overrides for tests; anything not given comes from the config. */
export interface ReviewsDeps extends ServiceDeps, Partial<ReviewsConfig> {}

export function createApp(deps: ReviewsDeps, config?: ReviewsConfig): express.Express {
  const base = config ?? loadReviewsConfig();
  const settings: ReviewsConfig = {
    visitorSecret: deps.visitorSecret ?? base.visitorSecret,
    votesPerIp: deps.votesPerIp ?? base.votesPerIp,
    voteWindowMs: deps.voteWindowMs ?? base.voteWindowMs,
  };
  const models = reviewModels(deps.connection);
  return createServiceApp({
    name: SERVICE_NAME,
    connection: deps.connection,
    logger: deps.logger,
    mount: (app) => {
      app.use('/api/reviews', reviewsRouter(models, settings));
    },
  });
}

export { reviewModels } from './models/review';
export { seed } from './seed';
