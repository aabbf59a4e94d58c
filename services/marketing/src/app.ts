import type express from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { createLogger, createServiceApp, errorBody, MongoRateLimitStore } from '@storefront/service-platform';
import type { ServiceDeps } from '@storefront/service-platform';
import { loadMarketingConfig } from './config';
import type { MarketingConfig } from './config';
import { confirmationSenderFor } from './confirmations';
import type { ConfirmationSender } from './confirmations';

import { vapidKeysSource } from './lib/vapid-keys';
import { marketingModels } from './models';
import { analyticsRouter } from './routes/analytics';
import { contactMessagesRouter } from './routes/contact-messages';
import { contentPagesRouter } from './routes/content-pages';
import { pushRouter } from './routes/push';
import { saleSettingsRouter } from './routes/sale-settings';
import { subscribersRouter } from './routes/subscribers';

export const SERVICE_NAME = 'marketing-service';

export interface MarketingDeps extends ServiceDeps {
  /** Clock for sale activity (tests). */
  now?: () => Date;
  /** Sends the links that confirm a change to an existing record (default: SMTP when configured, see confirmations.ts). */
  confirmationSender?: ConfirmationSender;
  /** Keys the client-address hashes of the consent history (default: MARKETING_SECRET). */
  secret?: string;
  /** Store rate-limit counters in MongoDB (default: limits hold across restarts and replicas) or in memory. */
  rateLimitStore?: 'mongo' | 'memory';
}

/** Contact messages per client address and window (issue 12 contract). */
export const CONTACT_MESSAGE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

export function createApp(deps: MarketingDeps, config?: MarketingConfig): express.Express {
  const settings = config ?? loadMarketingConfig();
  const logger = deps.logger ?? createLogger(SERVICE_NAME);
  if (!deps.confirmationSender && !settings.smtpUrl && settings.production) {
    logger.warn('MARKETING_SMTP_URL is not set: marketing confirmation links are only logged');
  }
  const confirmationSender = deps.confirmationSender ?? confirmationSenderFor(settings, logger);
  const models = marketingModels(deps.connection);
  const vapidKeys = vapidKeysSource(settings.vapid.keys, models);
  const contactLimiter = rateLimit({
    ...CONTACT_MESSAGE_LIMIT,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    // A message refused for a typo does not count against the sender.
    skipFailedRequests: true,
    store: deps.rateLimitStore === 'memory' ? undefined : new MongoRateLimitStore(deps.connection, 'contact-ip:'),
    handler: (_req, res) => {
      res.set('Cache-Control', 'no-store');
      res.status(429).json(errorBody('too_many_requests', 'Too many messages, please try again later'));
    },
  });
  return createServiceApp({
    name: SERVICE_NAME,
    connection: deps.connection,
    logger,
    mount: (app) => {
      app.use('/api', saleSettingsRouter(models, deps.now));
      app.use('/api', subscribersRouter(models, { secret: deps.secret ?? settings.secret, confirmationSender }));
      app.use('/api', contentPagesRouter(models));
      app.use('/api', contactMessagesRouter(models, { limiter: contactLimiter }));
      app.use('/api', analyticsRouter(models, deps.now));
      app.use(pushRouter({ vapidKeys }));
    },
  });
}

export { marketingModels } from './models';
export { seed } from './seed';
export { contentPageHead, findContentPage } from './domain/content-pages';
export { createPushSender, pushMessageSchema } from './domain/send-push';
export type { PushMessage, PushSendResult } from './domain/send-push';
export type { ContentBlock, ContentPage } from './content/types';
export { LoggingConfirmationSender, EmailConfirmationSender } from './confirmations';
export type { ConfirmationSender, ConfirmationMessage } from './confirmations';
