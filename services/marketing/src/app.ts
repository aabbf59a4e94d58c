import type { Agent } from 'node:https';
import type express from 'express';
import type { RequestHandler } from 'express';
import {
  AUDIT_JOB,
  attachJobQueue,
  auditDeliveryHandler,
  createJobQueue,
  createLogger,
  createServiceApp,
  metricsRegistryOf,
  requestLimiter,
} from '@storefront/service-platform';
import type { JobQueue, ServiceDeps } from '@storefront/service-platform';
import { marketingAdminRouter } from './admin';
import { loadMarketingConfig } from './config';
import type { MarketingConfig } from './config';
import { confirmationSenderFor } from './confirmations';
import type { ConfirmationSender } from './confirmations';

import { createPushSender } from './domain/send-push';
import { resolveWithDns } from './lib/public-endpoint';
import type { ResolveHost } from './lib/public-endpoint';
import { vapidKeysSource } from './lib/vapid-keys';
import { marketingModels } from './models';
import type { MarketingModels } from './models';
import { analyticsRouter } from './routes/analytics';
import { browserReportsRouter } from './routes/browser-reports';
import { browserReportMetrics } from './domain/browser-reports';
import { contactMessagesRouter } from './routes/contact-messages';
import { contentPagesRouter } from './routes/content-pages';
import { internalPushRouter } from './routes/internal-push';
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
  /** Resolves a push endpoint's host (default: the system resolver); tests answer without DNS. */
  resolveHost?: ResolveHost;
  /**
   * HTTPS agent for the pushes other services ask for (default: the sender's own, which connects to public addresses
   * only); tests trust a local push endpoint's certificate with it.
   */
  pushAgent?: Agent;
}

/** Contact messages per client address and window, so one sender cannot flood the store's inbox. */
export const CONTACT_MESSAGE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

/**
 * CHOICE: analytics events (both event routes) per client address and minute. A shopper's browsing sends a few a
 * minute; 600 leaves room for the many shoppers behind one address (an office, carrier NAT) while bounding a flood
 * (600 events of at most 8 KB a minute, kept 90 days).
 */
export const ANALYTICS_EVENT_LIMIT = { limit: 600, windowMs: 60_000 } as const;

/**
 * CHOICE: signup form posts (footer, popup and update together) per client address and hour. Each may store a record
 * or send a confirmation message; a person signs up once or twice.
 */
export const SUBSCRIBER_WRITE_LIMIT = { limit: 10, windowMs: 60 * 60_000 } as const;

/**
 * CHOICE: consent checks per client address and hour. The check tells whether an email has a record (what the popup
 * shows); a visitor checks once or twice, many shoppers may share an address, and listing a mailing list is bounded.
 */
export const CONSENT_CHECK_LIMIT = { limit: 60, windowMs: 60 * 60_000 } as const;

/** CHOICE: push subscriptions per client address and hour: a browser subscribes once, again when its key changes. */
export const PUSH_SUBSCRIPTION_LIMIT = { limit: 10, windowMs: 60 * 60_000 } as const;

interface AddressLimit {
  limit: number;
  windowMs: number;
  /** Counters are kept under `${name}-ip:`. */
  name: string;
  /** What a limited client is told (429 too_many_requests). */
  message: string;
  /** A refused request (4xx/5xx) does not count: a form resent after a typo. */
  skipFailedRequests: boolean;
}

/** A limit per client address (req.ip: the address the gateway signed), in MongoDB or memory per `rateLimitStore`. */
function addressLimiter(
  deps: MarketingDeps,
  { name, message, skipFailedRequests, ...limit }: AddressLimit,
): RequestHandler {
  return requestLimiter({
    ...limit,
    connection: deps.connection,
    name: `${name}-ip`,
    message,
    memory: deps.rateLimitStore === 'memory',
    extra: { skipFailedRequests },
  });
}

/** The limiters of the service's anonymous writes. */
function writeLimiters(deps: MarketingDeps) {
  return {
    contact: addressLimiter(deps, {
      ...CONTACT_MESSAGE_LIMIT,
      name: 'contact',
      message: 'Too many messages, please try again later',
      skipFailedRequests: true,
    }),
    // Every event counts: a beacon is not corrected and resent.
    analytics: addressLimiter(deps, {
      ...ANALYTICS_EVENT_LIMIT,
      name: 'analytics',
      message: 'Too many events, please try again later',
      skipFailedRequests: false,
    }),
    subscribers: addressLimiter(deps, {
      ...SUBSCRIBER_WRITE_LIMIT,
      name: 'subscribe',
      message: 'Too many sign-ups, please try again later',
      skipFailedRequests: true,
    }),
    // A malformed email is refused before any record is read: it does not count.
    consentCheck: addressLimiter(deps, {
      ...CONSENT_CHECK_LIMIT,
      name: 'consent-check',
      message: 'Too many requests, please try again later',
      skipFailedRequests: true,
    }),
    // Refused endpoints count too: each one costs a DNS lookup.
    push: addressLimiter(deps, {
      ...PUSH_SUBSCRIPTION_LIMIT,
      name: 'push-subscribe',
      message: 'Too many push subscriptions, please try again later',
      skipFailedRequests: false,
    }),
  };
}

/**
 * The service's one job queue: it delivers the back office's audit entries to the account service (runService starts
 * its worker; tests run it with `jobQueueOf(app).runDue()`).
 */
function jobQueueFor(app: express.Express, deps: MarketingDeps, settings: MarketingConfig): JobQueue {
  const secret = app.locals.serviceSecret as string;
  const queue = createJobQueue(deps.connection, {
    handlers: { [AUDIT_JOB]: auditDeliveryHandler(settings.accountServiceUrl, secret) },
    logger: deps.logger,
  });
  attachJobQueue(app, queue);
  return queue;
}

/** Web Push: the browser's subscription routes, and the internal route that pushes one message to one subscription. */
function pushRouters(deps: MarketingDeps, settings: MarketingConfig, models: MarketingModels, limiter: RequestHandler) {
  const vapidKeys = vapidKeysSource(settings.vapid.keys, models);
  const resolveHost = deps.resolveHost ?? resolveWithDns;
  const sender = createPushSender(models, {
    vapidKeys,
    subject: settings.vapid.subject,
    logger: deps.logger,
    resolveHost,
    agent: deps.pushAgent,
  });
  return [pushRouter({ vapidKeys, models, resolveHost, limiter }), internalPushRouter({ sender })];
}

export function createApp(deps: MarketingDeps, config?: MarketingConfig): express.Express {
  const settings = config ?? loadMarketingConfig();
  const logger = deps.logger ?? createLogger(SERVICE_NAME);
  if (!deps.confirmationSender && !settings.smtpUrl && settings.production) {
    logger.warn('MARKETING_SMTP_URL is not set: marketing confirmation links are only logged');
  }
  const confirmationSender = deps.confirmationSender ?? confirmationSenderFor(settings, logger);
  const models = marketingModels(deps.connection);
  const limiters = writeLimiters(deps);
  return createServiceApp({
    name: SERVICE_NAME,
    connection: deps.connection,
    logger,
    mount: (app) => {
      const now = deps.now ?? (() => new Date());
      app.use('/api', saleSettingsRouter(models, now));
      app.use('/api', marketingAdminRouter({ models, queue: jobQueueFor(app, { ...deps, logger }, settings), now }));
      app.use(
        '/api',
        subscribersRouter(models, {
          secret: deps.secret ?? settings.secret,
          confirmationSender,
          limiter: limiters.subscribers,
          checkLimiter: limiters.consentCheck,
        }),
      );
      app.use('/api', contentPagesRouter(models));
      app.use('/api', contactMessagesRouter(models, { limiter: limiters.contact }));
      app.use('/api', analyticsRouter(models, { now: deps.now, limiter: limiters.analytics }));
      const recordReports = browserReportMetrics(metricsRegistryOf(app));
      app.use(browserReportsRouter(recordReports, { limiter: limiters.analytics }));
      app.use(pushRouters({ ...deps, logger }, settings, models, limiters.push));
    },
  });
}

export { marketingModels } from './models';
export { seed } from './seed';
export { contentPageHead, findContentPage } from './domain/content-pages';
export { createPushSender, pushMessageSchema } from './domain/send-push';
export type { PushMessage, PushOutcome, PushSendResult, PushSubscriptionOutcome } from './domain/send-push';
export { PUSH_NOTIFY_PATH } from './routes/internal-push';
export type { ContentBlock, ContentPage } from './content/types';
export { LoggingConfirmationSender, EmailConfirmationSender } from './confirmations';
export type { ConfirmationSender, ConfirmationMessage } from './confirmations';
