import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import helmet from 'helmet';
import type pino from 'pino';
import { errorBody } from '@storefront/service-platform';

export interface GatewayServerOptions {
  /** Largest request head (request line + headers) in bytes; larger ones get a JSON 431. */
  maxHeaderSize: number;
  logger?: pino.Logger;
}

/**
 * Helmet's headers for answers the HTTP parser rejects (no page behind them: nothing may load). Taken from helmet
 * itself so they stay the same set as on every other answer.
 */
function rejectionSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'self'"] },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  policy({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

const SECURITY_HEADERS = rejectionSecurityHeaders();

function answerFor(code: string | undefined): { status: number; code: string; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, code: 'headers_too_large', message: 'The request URL or headers are too large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, code: 'request_timeout', message: 'The request took too long to arrive' };
  return { status: 400, code: 'bad_request', message: 'The request is not valid HTTP' };
}

/**
 * Node answers what its HTTP parser rejects (a URL or headers over `maxHeaderSize`, bad framing, garbage) with a
 * bare status line. This answers JSON in the shared shape with the security headers instead, whenever the socket can
 * still take an answer.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex, logger?: pino.Logger): void {
  const pending = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || pending?.headersSent) {
    socket.destroy();
    return;
  }
  const answer = answerFor(err.code);
  logger?.warn({ err: { code: err.code, message: err.message } }, `rejected a malformed request (${answer.status})`);
  const body = JSON.stringify(errorBody(answer.code, answer.message));
  const headers: Record<string, string | number> = {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status]}\r\n${head}\r\n\r\n${body}`);
}

/** Servers that are shutting down: their answers close the connection instead of keeping it alive. */
const draining = new WeakSet<http.Server>();
/** Each server's answers not sent yet, told to close their connection when a shutdown starts. */
const inFlight = new WeakMap<http.Server, Set<ServerResponse>>();

/** The gateway's HTTP server: an explicit header size limit and JSON answers for requests the parser rejects. */
export function createGatewayServer(app: http.RequestListener, opts: GatewayServerOptions): http.Server {
  const pending = new Set<ServerResponse>();
  const server = http.createServer({ maxHeaderSize: opts.maxHeaderSize }, (req, res) => {
    if (draining.has(server)) {
      res.setHeader('Connection', 'close');
    } else {
      pending.add(res);
      res.once('close', () => pending.delete(res));
    }
    app(req, res);
  });
  inFlight.set(server, pending);
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => answerClientError(err, socket, opts.logger));
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
