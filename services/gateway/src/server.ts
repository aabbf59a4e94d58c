import type http from 'node:http';
import type { ServerResponse } from 'node:http';
import type pino from 'pino';
import { answerClientError, createHttpServer } from '@storefront/service-platform';

export { answerClientError };

export interface GatewayServerOptions {
  /** Largest request head (request line + headers) in bytes; larger ones get a JSON 431. */
  maxHeaderSize: number;
  /** Longest wait for a request head (default: the platform's HEADERS_TIMEOUT_MS, 10 s). */
  headersTimeoutMs?: number;
  logger?: pino.Logger;
}

/** Servers that are shutting down: their answers close the connection instead of keeping it alive. */
const draining = new WeakSet<http.Server>();
/** Each server's answers not sent yet, told to close their connection when a shutdown starts. */
const inFlight = new WeakMap<http.Server, Set<ServerResponse>>();

/**
 * The gateway's HTTP server (the platform's: an explicit header size limit, short deadlines for the request head and
 * body, JSON answers for what the parser rejects and for a missing Host), with the bookkeeping of a graceful stop.
 */
export function createGatewayServer(app: http.RequestListener, opts: GatewayServerOptions): http.Server {
  const pending = new Set<ServerResponse>();
  const server = createHttpServer(
    (req, res) => {
      if (draining.has(server)) {
        res.setHeader('Connection', 'close');
      } else {
        pending.add(res);
        res.once('close', () => pending.delete(res));
      }
      app(req, res);
    },
    { maxHeaderSize: opts.maxHeaderSize, headersTimeoutMs: opts.headersTimeoutMs, logger: opts.logger },
  );
  inFlight.set(server, pending);
  return server;
}

/** How often a shutting-down server looks for connections that became idle. */
const IDLE_SWEEP_MS = 50;

/**
 * Stops a server without making clients wait on it: no new connections, idle keep-alive connections closed at once
 * (a client would otherwise keep sending to a process that is going away, until the keep-alive timeout), requests
 * in flight finished and answered with `Connection: close`, and whatever is still open after `forceAfterMs` cut.
 */
export function shutDownGracefully(server: http.Server, opts: { forceAfterMs?: number } = {}): Promise<void> {
  draining.add(server);
  for (const res of inFlight.get(server) ?? []) if (!res.headersSent) res.setHeader('Connection', 'close');
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const force = setTimeout(() => server.closeAllConnections(), opts.forceAfterMs ?? 10_000);
    sweep.unref();
    force.unref();
    server.closeIdleConnections();
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(force);
      resolve();
    });
  });
}
