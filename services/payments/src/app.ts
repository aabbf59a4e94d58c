// The test payment provider: a service of its own, on its own origin and database, shaped like a real provider
// (client script + hosted card fields + tokens for the browser; charges, refunds and payment methods with the secret
// key for the store's servers; signed webhooks). README.md beside this file lists the test cards.
import compression from 'compression';
import express from 'express';
import type mongoose from 'mongoose';
import type pino from 'pino';
import { pinoHttp } from 'pino-http';
import {
  createErrorHandler,
  createLogger,
  hardenConnection,
  notFoundHandler,
  requestIdFor,
} from '@storefront/service-platform';
import { loadPaymentsConfig } from './config';
import type { PaymentsConfig } from './config';
import { paymentsModels } from './models';
import { browserRoutes } from './routes/hosted';
import { serverApiRoutes } from './routes/server-api';

export interface PaymentsDeps {
  connection: mongoose.Connection;
  logger?: pino.Logger;
  now?: () => Date;
}

/**
 * Request logs carry the method, the path and the status, never a body or a query string (the fields page's query
 * names the store's origin and key; the token call's body is the card).
 */
function requestLogging(logger: pino.Logger) {
  return pinoHttp({
    logger,
    genReqId: requestIdFor,
    autoLogging: { ignore: (req) => req.url === '/healthz' },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

export function createApp(deps: PaymentsDeps, config: PaymentsConfig = loadPaymentsConfig()): express.Express {
  const logger = deps.logger ?? createLogger('payments-service');
  const now = deps.now ?? (() => new Date());
  hardenConnection(deps.connection);
  const models = paymentsModels(deps.connection);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestLogging(logger));
  app.use(compression());
  app.use((_req, res, next) => {
    res.set({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' });
    next();
  });
  app.use(express.json({ limit: '20kb' }));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    res
      .status(deps.connection.readyState === 1 ? 200 : 503)
      .json({ status: deps.connection.readyState === 1 ? 'ok' : 'unavailable' });
  });
  app.use(browserRoutes(models, config, now));
  app.use(serverApiRoutes(models, config, now));
  app.use(notFoundHandler);
  app.use(createErrorHandler(logger));
  return app;
}

export { loadPaymentsConfig, DEV_KEYS } from './config';
export type { PaymentsConfig } from './config';
export { TEST_CARDS } from './lib/test-cards';
export { paymentsModels } from './models';
export { deliverDueEvents } from './domain/deliver-events';
export { settleDueCharges } from './domain/create-charge';
