import type { Server } from 'node:http';
import type express from 'express';
import type mongoose from 'mongoose';
import { z } from 'zod';
import type { ServiceDeps } from './app';
import { loadConfig } from './config';
import { openDatabase, serviceConnectionOptions } from './database';
import { createHttpServer } from './http-server';
import { createLogger } from './logger';
import { jobQueueOf } from './jobs';
import { keepDatabaseConnected } from './reconnect';
import { stopTelemetry } from './telemetry';

export interface RunServiceOptions {
  /** Area name: database `storefront-<area>`, logger name `<area>-service`. */
  area: string;
  /** Default port; the `PORT` environment variable overrides it. */
  port: number;
  createApp: (deps: ServiceDeps) => express.Express;
  /**
   * Optional work after connecting and before listening (indexes, seeding...), on a connection of its own without the
   * per-operation deadline of the service's (a large seed or index build may take longer), closed afterwards.
   */
  beforeListen?: (deps: ServiceDeps) => Promise<void>;
}

/** Longer than the gateway's idle upstream timeout (services/gateway: upstream agent `timeout`). */
export const SERVICE_KEEP_ALIVE_MS = 65_000;

const runConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  HOST: z.string().min(1).default('127.0.0.1'),
  MONGODB_URI: z.string().min(1).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

/**
 * Process entry used by every `src/main.ts`: read config, connect to the area's database, listen, and shut down
 * gracefully on SIGINT/SIGTERM (stop accepting, finish in-flight requests, close the connection, exit 0).
 */
export async function runService(opts: RunServiceOptions): Promise<void> {
  const logger = createLogger(`${opts.area}-service`);
  try {
    await start(opts, logger);
  } catch (err) {
    logger.fatal(
      { err: { message: (err as Error).message } },
      `${opts.area} service failed to start: ${(err as Error).message}`,
    );
    process.exit(1);
  }
}

async function start(opts: RunServiceOptions, logger: ReturnType<typeof createLogger>): Promise<void> {
  const config = loadConfig(runConfigSchema, process.env);
  const port = config.PORT ?? opts.port;

  let connection: mongoose.Connection;
  try {
    connection = await openDatabase(opts.area, config.MONGODB_URI, serviceConnectionOptions());
  } catch (err) {
    throw new Error(`could not connect to MongoDB: ${(err as Error).message}`);
  }
  const deps: ServiceDeps = { connection, logger };
  if (opts.beforeListen) await runBeforeListen(opts, config.MONGODB_URI, logger);
  const app = opts.createApp(deps);

  // The driver finds a restarted database by itself; when it does not, its client is connected again (reconnect.ts).
  const keeper = keepDatabaseConnected(connection, { logger });
  const server = await listen(createHttpServer(app, { logger }), port, config.HOST);
  // The app's job queue (emails, alerts, audit entries) works while the process serves.
  const jobs = jobQueueOf(app);
  jobs?.start();
  // The gateway reuses idle connections and drops its own after UPSTREAM_IDLE_MS; a service must never close one
  // first, or a request sent on it at that moment is reset (a 502 the visitor sees). (Node 18+ measures the head's
  // deadline from its first byte, so the short headersTimeout of createHttpServer does not cut idle connections.)
  server.keepAliveTimeout = SERVICE_KEEP_ALIVE_MS;
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  logger.info(`${opts.area} service listening on http://${config.HOST}:${actualPort} (db storefront-${opts.area})`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${opts.area} service shutting down`);
    const force = setTimeout(() => {
      logger.warn('forcing shutdown after timeout');
      server.closeAllConnections();
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    keeper.stop();
    server.close(async () => {
      try {
        await jobs?.stop();
        await connection.close();
      } catch (err) {
        logger.error({ err }, 'error closing MongoDB connection');
      }
      await stopTelemetry();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

function listen(server: Server, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

async function runBeforeListen(opts: RunServiceOptions, uri: string | undefined, logger: ServiceDeps['logger']) {
  // The seed script's settings: batches as long as they take.
  const batch = await openDatabase(opts.area, uri, { socketTimeoutMS: 0 });
  try {
    await opts.beforeListen?.({ connection: batch, logger });
  } finally {
    await batch.close();
  }
}
