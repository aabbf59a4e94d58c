import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import responseTime from 'response-time';
import type mongoose from 'mongoose';
import type pino from 'pino';
import { pinoHttp } from 'pino-http';
import type { GenReqId } from 'pino-http';
import { callerSignalMiddleware, skipIfCallerGone } from './caller';
import { CIRCUIT_STARTED_AT, circuitMiddleware, createDatabaseCircuit } from './circuit';
import { clientAddressMiddleware } from './client-address';
import type { DatabaseCircuitOptions } from './circuit';
import { parseCookies } from './cookies';
import { createCsrfProtection, csrfOptionsFromEnv } from './csrf';
import type { CsrfOptions } from './csrf';
import { hardenConnection, isConnectionUsable } from './database';
import { createErrorHandler, notFoundHandler } from './errors';
import { createLogger } from './logger';
import { createAppMetrics } from './metrics';
import type { RouteDeclaration } from './openapi';
import { REQUEST_ID_HEADER, requestContext } from './request-context';
import { viewerMiddleware, viewerSecretFromEnv } from './viewer';
import { WEBHOOK_SIGNATURE_HEADER } from './webhook-signature';

export interface ServiceDeps {
  connection: mongoose.Connection;
  logger?: pino.Logger;
}

export interface CreateServiceAppOptions {
  /** Service name, used for the logger and logs. */
  name: string;
  /** When given, `/readyz` reports its state and `sanitizeFilter` is turned on for it. */
  connection?: mongoose.Connection;
  logger?: pino.Logger;
  /** Add routers here; they run after the common middleware and before the JSON 404 and error handler. */
  mount: (app: express.Express) => void;
  /** JSON/urlencoded body limit, default '100kb'. */
  bodyLimit?: string;
  /** Secret the gateway signs viewer headers with (default: `VIEWER_HEADER_SECRET`, see viewer.ts). */
  viewerSecret?: string;
  /**
   * Accepted origins for writes (default from the environment: PUBLIC_ORIGIN, EMBED_ALLOWED_ORIGINS and, in
   * development mode, the dev servers).
   */
  csrf?: Pick<CsrfOptions, 'publicOrigin' | 'embedOrigins' | 'devOrigins'>;
  /** Settings of the database circuit (with `connection`): repeated connection failures answer 503 at once. */
  databaseCircuit?: DatabaseCircuitOptions;
}

/** The routes createServiceApp registers in every service (probes: the gateway does not route them). */
export const PLATFORM_ROUTES: readonly RouteDeclaration[] = [
  {
    method: 'get',
    path: '/healthz',
    operationId: 'serviceHealth',
    summary: 'The process answers',
    answer: { status: 200, description: '{ status: "ok" }' },
    audience: 'internal',
  },
  {
    method: 'get',
    path: '/readyz',
    operationId: 'serviceReadiness',
    summary: 'The service can reach its database (503 while it cannot)',
    answer: { status: 200, description: '{ status: "ok" }' },
    audience: 'internal',
  },
  {
    method: 'get',
    path: '/metrics',
    operationId: 'serviceMetrics',
    summary: 'Prometheus metrics of this process (local callers, or a bearer of METRICS_TOKEN)',
    answer: { status: 200, description: 'Prometheus text format' },
    audience: 'internal',
  },
];

/** Keeps the raw body of a request carrying a webhook signature, as `req.rawBody`. */
function keepSignedBody(req: IncomingMessage, _res: ServerResponse, buf: Buffer) {
  if (req.headers[WEBHOOK_SIGNATURE_HEADER])
    (req as IncomingMessage & { rawBody?: string }).rawBody = buf.toString('utf8');
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honour an incoming `x-request-id` when it looks sane, otherwise make one; always echo it back. */
export function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/**
 * One log line per request (probes are not logged), warn for a 4xx and error for a 5xx, with the request's id: by
 * default `requestIdFor`; the gateway passes its own, which also forwards the id to the services.
 */
export function requestLogger(logger: pino.Logger, genReqId: GenReqId = requestIdFor) {
  return pinoHttp({
    logger,
    genReqId,
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/**
 * Express's `trust proxy` from TRUST_PROXY ('true', 'false', a hop count, or addresses/subnets), else `fallback`.
 * Services sit behind the gateway on the private network (the default trusts it for the protocol; their client address
 * comes only from the gateway's signature). The gateway is the edge: by default it trusts no proxy in front of it.
 */
export function trustProxyFromEnv(
  fallback: string | boolean | number,
  env: NodeJS.ProcessEnv = process.env,
): string | boolean | number {
  const v = env.TRUST_PROXY;
  if (v === undefined || v === '') return fallback;
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/**
 * The Express app every service starts from: proxy trust, request ids + pino-http logging, the caller signal,
 * the gateway-signed client address as `req.ip`, helmet, compression, the CSRF guard on every write, JSON/urlencoded
 * bodies (100kb), cookies, the signed viewer, `/healthz`, `/readyz`, then the service's routes, then the JSON 404
 * and the shared error handler (`{ error: { code, message } }`, never a stack trace).
 */
export function createServiceApp(opts: CreateServiceAppOptions): express.Express {
  const logger = opts.logger ?? createLogger(opts.name);
  const limit = opts.bodyLimit ?? '100kb';
  if (opts.connection) hardenConnection(opts.connection);
  const circuit = opts.connection ? createDatabaseCircuit(opts.connection, opts.databaseCircuit) : null;
  const secret = opts.viewerSecret ?? viewerSecretFromEnv();
  const csrf = createCsrfProtection({ ...csrfOptionsFromEnv(secret), ...opts.csrf, secret });

  const metrics = createAppMetrics({ service: opts.name, connection: opts.connection, circuit });

  const app = express();
  app.set('trust proxy', trustProxyFromEnv('loopback, linklocal, uniquelocal'));
  app.disable('x-powered-by');
  app.locals.serviceName = opts.name;
  app.locals.logger = logger;
  // Internal routes check service-to-service signatures with it (service-call.ts).
  app.locals.serviceSecret = secret;
  // A service's own metrics register here, to be served with the platform's at /metrics (metricsRegistryOf).
  app.locals.metricsRegistry = metrics.registry;

  app.use(requestLogger(logger));
  // Every call the service makes while serving this request carries its id (request-context.ts).
  app.use(requestContext);
  app.use(metrics.requests);
  // X-Response-Time: the service's own time for the answer (benchmarks read it apart from queueing and the network).
  app.use(responseTime({ digits: 2 }));
  app.use(callerSignalMiddleware);
  app.use(clientAddressMiddleware(secret));
  app.use(helmet());
  app.use(compression());
  // Before the body is read: a refused write costs no parsing.
  app.use(csrf.guard);
  // A signed webhook is checked against the bytes that were signed, so its raw body is kept (webhook-signature.ts).
  app.use(express.json({ limit, verify: keepSignedBody }));
  app.use(express.urlencoded({ extended: false, limit }));
  // Every cookie value stays the string that was sent: cookie-parser's `j:` JSON cookies turned `sa_session=j:1`
  // into a number and made express-session throw (a 500 on every auth route).
  app.use(parseCookies);
  app.use(viewerMiddleware(secret));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/metrics', metrics.endpoint);
  app.get('/readyz', (_req, res) => {
    const connection = opts.connection;
    // Asked on every check, so an open circuit is probed while the supervisor polls, even without traffic.
    const open = circuit?.isOpen;
    const usable = connection ? isConnectionUsable(connection) : true;
    if (connection && (!usable || open)) {
      // A closed driver client leaves mongoose at "connected" (1): report it as disconnected (0).
      const database = !usable && connection.readyState === 1 ? 0 : connection.readyState;
      res.status(503).json({ status: 'unavailable', database, circuit: open ? 'open' : 'closed' });
      return;
    }
    res.json({ status: 'ok' });
  });

  if (circuit) app.use(circuitMiddleware(circuit));
  app.use(skipIfCallerGone);
  opts.mount(app);

  app.use(notFoundHandler);
  app.use(
    createErrorHandler(logger, {
      onDatabaseUnavailable: (_err, res) =>
        circuit?.recordFailure(res.locals[CIRCUIT_STARTED_AT] as number | undefined),
    }),
  );
  return app;
}

/** Alias kept for the name used in docs/CONTRIBUTING.md. */
export const createService = createServiceApp;
