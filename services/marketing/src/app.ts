import type express from 'express';
import { createLogger, createServiceApp } from '@storefront/service-platform';
import type { ServiceDeps } from '@storefront/service-platform';
import { loadMarketingConfig } from './config';
import type { MarketingConfig } from './config';
import { confirmationSenderFor } from './confirmations';
import type { ConfirmationSender } from './confirmations';
import { marketingModels } from './models';
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
}

export function createApp(deps: MarketingDeps, config?: MarketingConfig): express.Express {
  const settings = config ?? loadMarketingConfig();
  const logger = deps.logger ?? createLogger(SERVICE_NAME);
  if (!deps.confirmationSender && !settings.smtpUrl && settings.production) {
    logger.warn('MARKETING_SMTP_URL is not set: marketing confirmation links are only logged');
  }
  const confirmationSender = deps.confirmationSender ?? confirmationSenderFor(settings, logger);
  const models = marketingModels(deps.connection);
  return createServiceApp({
    name: SERVICE_NAME,
    connection: deps.connection,
    logger,
    mount: (app) => {
      app.use('/api', saleSettingsRouter(models, deps.now));
      app.use('/api', subscribersRouter(models, { secret: deps.secret ?? settings.secret, confirmationSender }));
    },
  });
}

export { marketingModels } from './models';
export { seed } from './seed';
export { LoggingConfirmationSender, EmailConfirmationSender } from './confirmations';
export type { ConfirmationSender, ConfirmationMessage } from './confirmations';
