import type express from 'express';
import {
  AUDIT_JOB,
  attachJobQueue,
  auditDeliveryHandler,
  createJobQueue,
  createLogger,
  createServiceApp,
  viewerSecretFromEnv,
} from '@storefront/service-platform';
import type { ServiceDeps } from '@storefront/service-platform';
import { httpPurchaseLookup } from './clients/cart';
import { httpScorePublisher } from './clients/catalog';
import type { ScorePublisher } from './clients/catalog';
import type { PurchaseLookup } from './clients/cart';
import { loadReviewsConfig } from './config';
import type { ReviewsConfig } from './config';
import type { DecodeQueue } from './lib/decode-queue';
import { reviewModels } from './models/review';
import { ADMIN_REVIEWS_PATH, adminReviewsRouter } from './routes/admin';
import { reviewsRouter } from './routes/reviews';

export const SERVICE_NAME = 'reviews-service';

/** Overrides for tests; anything not given comes from the config. */
export interface ReviewsDeps extends ServiceDeps, Partial<ReviewsConfig> {
  /** Which skus the viewer bought; default: the cart service over HTTP (cartServiceUrl). */
  purchases?: PurchaseLookup;
  /** Tells the catalogue a product's new score; default: the catalog service over HTTP (catalogServiceUrl). */
  publishScore?: ScorePublisher;
  /** Where uploaded photos wait for their decoding turn; default: the process's one queue. */
  photoDecodes?: DecodeQueue;
}

export function createApp(deps: ReviewsDeps, config?: ReviewsConfig): express.Express {
  const base = config ?? loadReviewsConfig();
  const settings: ReviewsConfig = {
    visitorSecret: deps.visitorSecret ?? base.visitorSecret,
    votesPerIp: deps.votesPerIp ?? base.votesPerIp,
    voteWindowMs: deps.voteWindowMs ?? base.voteWindowMs,
    photoUploadsPerAccount: deps.photoUploadsPerAccount ?? base.photoUploadsPerAccount,
    photoUploadWindowMs: deps.photoUploadWindowMs ?? base.photoUploadWindowMs,
    cartServiceUrl: deps.cartServiceUrl ?? base.cartServiceUrl,
    cartTimeoutMs: deps.cartTimeoutMs ?? base.cartTimeoutMs,
    catalogServiceUrl: deps.catalogServiceUrl ?? base.catalogServiceUrl,
    accountServiceUrl: deps.accountServiceUrl ?? base.accountServiceUrl,
  };
  const logger = deps.logger ?? createLogger(SERVICE_NAME);
  const purchases = deps.purchases ?? httpPurchaseLookup(settings.cartServiceUrl, settings.cartTimeoutMs);
  const publishScore =
    deps.publishScore ??
    httpScorePublisher(settings.catalogServiceUrl, viewerSecretFromEnv(), settings.cartTimeoutMs, logger);
  const models = reviewModels(deps.connection);
  // Audit entries of the back office wait here for the account service (tests read it with jobQueueOf(app)).
  const queue = createJobQueue(deps.connection, {
    handlers: { [AUDIT_JOB]: auditDeliveryHandler(settings.accountServiceUrl, viewerSecretFromEnv()) },
    logger,
  });
  const app = createServiceApp({
    name: SERVICE_NAME,
    connection: deps.connection,
    logger,
    mount: (app) => {
      app.use('/api/reviews', reviewsRouter(models, settings, purchases, publishScore, deps.photoDecodes));
      app.use(ADMIN_REVIEWS_PATH, adminReviewsRouter(models, queue, publishScore));
    },
  });
  attachJobQueue(app, queue);
  return app;
}

export { reviewModels } from './models/review';
export { seed, reviewScores } from './seed';
