// Prometheus metrics of one process at GET /metrics: requests (rate, errors and duration per route), the Node
// process (event-loop lag, heap, GC, CPU), the database's connection pool and circuit, and how often the supervisor
// restarted it. Scraped per process, so every replica reports its own and Prometheus sums them.
import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type mongoose from 'mongoose';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseCircuit } from './circuit';

/** What the process-wide collectors (event loop, heap, GC) report into: one per process, however many apps it runs. */
let processRegistry: Registry | null = null;

function processMetrics(): Registry {
  if (processRegistry) return processRegistry;
  processRegistry = new Registry();
  collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  const restarts = Number(process.env.SUPERVISOR_RESTARTS ?? 0);
  new Gauge({
    name: 'supervisor_restarts',
    help: 'How many times the supervisor (npm start) restarted this service before this process',
    registers: [processRegistry],
  }).set(Number.isFinite(restarts) ? restarts : 0);
  return processRegistry;
}

/** The route's pattern, never the raw path (one series per route, not per product). */
export function routeOf(req: Request): string {
  const pattern: unknown = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern !== 'string') return 'unmatched';
  return `${req.baseUrl}${pattern}` || '/';
}

export interface AppMetrics {
  /** Counts and times every request; mount first. */
  requests: RequestHandler;
  /** GET /metrics, for local callers or a bearer of METRICS_TOKEN; anyone else goes on to the 404. */
  endpoint: RequestHandler;
  registry: Registry;
}

export interface AppMetricsOptions {
  service: string;
  connection?: mongoose.Connection;
  circuit?: DatabaseCircuit | null;
  /** Bearer token that opens /metrics to callers other than loopback (default METRICS_TOKEN). */
  token?: string;
  /** The `route` label of a request (default: the Express route's pattern, `unmatched` without one). */
  routeOf?: (req: Request) => string;
}

function requestMetrics(registry: Registry, labelOf: (req: Request) => string): RequestHandler {
  const total = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of the answer, by method, route and status class',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const route = labelOf(req);
      if (route === '/metrics') return;
      const status = res.statusCode;
      total.inc({ method: req.method, route, status: String(status) });
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      duration.observe({ method: req.method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    });
    next();
  };
}

/**
 * The driver's pool events. Counters, since connections opened before the app was made were not seen; in use is a
 * gauge from checkouts (none are out while the app is being made).
 */
function poolMetrics(registry: Registry, connection: mongoose.Connection): void {
  // A connection not opened yet (or a test's stand-in) has no driver client to listen to.
  const client = typeof connection.getClient === 'function' ? connection.getClient() : undefined;
  if (!client) return;
  const events = new Counter({
    name: 'mongodb_pool_events_total',
    help: 'Pool events of the database driver: connections created and closed, checkouts that failed',
    labelNames: ['event'],
    registers: [registry],
  });
  const inUse = new Gauge({
    name: 'mongodb_pool_connections_in_use',
    help: 'Database connections checked out by a query now',
    registers: [registry],
  });
  client.on('connectionCreated', () => events.inc({ event: 'created' }));
  client.on('connectionClosed', () => events.inc({ event: 'closed' }));
  client.on('connectionCheckOutFailed', () => events.inc({ event: 'checkout_failed' }));
  client.on('connectionCheckedOut', () => inUse.inc());
  client.on('connectionCheckedIn', () => inUse.dec());
}

function circuitMetric(registry: Registry, circuit: DatabaseCircuit): void {
  new Gauge({
    name: 'database_circuit_open',
    help: '1 while the database circuit is open (requests answered 503 at once)',
    registers: [registry],
    collect() {
      this.set(circuit.isOpen ? 1 : 0);
    },
  });
}

/**
 * A caller on this machine that no proxy forwarded: the socket's own peer, not req.ip, and no forwarding header (the
 * gateway's TLS front and any reverse proxy on the host connect from loopback but say whom they forward).
 */
function isLocalCaller(req: Request): boolean {
  const address = req.socket.remoteAddress;
  const loopback = address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
  return loopback && req.get('x-forwarded-for') === undefined && req.get('forwarded') === undefined;
}

function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createAppMetrics(opts: AppMetricsOptions): AppMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: opts.service });
  const requests = requestMetrics(registry, opts.routeOf ?? routeOf);
  if (opts.connection) poolMetrics(registry, opts.connection);
  if (opts.circuit) circuitMetric(registry, opts.circuit);
  const token = opts.token ?? process.env.METRICS_TOKEN;
  const endpoint: RequestHandler = async (req, res, next) => {
    if (!isLocalCaller(req) && !bearerMatches(req.get('authorization'), token)) {
      next();
      return;
    }
    // Two texts, not Registry.merge: a merged registry drops each one's default labels (the service).
    const shared = processMetrics();
    shared.setDefaultLabels({ service: opts.service });
    const text = `${await shared.metrics()}\n${await registry.metrics()}`;
    res.set('Content-Type', registry.contentType).set('Cache-Control', 'no-store');
    res.send(text);
  };
  return { requests, endpoint, registry };
}

/** The registry of an app made by createServiceApp: a service's own metrics go in it, and out at its /metrics. */
export function metricsRegistryOf(app: { locals: Record<string, unknown> }): Registry {
  const registry = app.locals.metricsRegistry;
  if (!(registry instanceof Registry)) throw new Error('this app has no metrics registry (createServiceApp makes one)');
  return registry;
}
