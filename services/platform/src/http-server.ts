// The HTTP server under every service and the gateway: what Node itself would answer with a bare
// status line (a request its parser rejects, an HTTP/1.1 request without Host, a request head that never completes)
// gets the shared JSON error shape with the security headers, and a slow or stalled request is cut within seconds
// instead of holding its connection for a minute or more.
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import helmet from 'helmet';
import type pino from 'pino';
import { errorBody, type ErrorCode } from './errors';

/** Longest wait for a request's head (request line and headers) from its first byte (Node's default is 60 s). */
export const HEADERS_TIMEOUT_MS = 10_000;
/** Longest wait for a whole request, body included (a photo upload on a slow line fits; Node's default is 300 s). */
export const REQUEST_TIMEOUT_MS = 60_000;
/** How often those deadlines are enforced (Node's default of 30 s let a stalled head hold on for 70 s and more). */
export const CONNECTIONS_CHECK_MS = 1000;

export interface HttpServerOptions {
  /** Largest request head (request line + headers) in bytes; larger ones get a JSON 431 (default: Node's 16 KiB). */
  maxHeaderSize?: number;
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  logger?: pino.Logger;
}

/**
 * Helmet's headers for answers written on the raw socket (no page behind them: nothing may load). Taken from helmet
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

function answerFor(code: string | undefined): { status: number; code: ErrorCode; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, code: 'headers_too_large', message: 'The request URL or headers are too large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, code: 'request_timeout', message: 'The request took too long to arrive' };
  return { status: 400, code: 'bad_request', message: 'The request is not valid HTTP' };
}

function jsonHeaders(body: string): Record<string, string | number> {
  return {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
}

/**
 * Node answers what its HTTP parser rejects (a URL or headers over `maxHeaderSize`, bad framing, garbage, a head that
 * timed out) with a bare status line. This answers JSON in the shared shape with the security headers instead,
 * whenever the socket can still take an answer.
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
  const head = Object.entries(jsonHeaders(body))
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status]}\r\n${head}\r\n\r\n${body}`);
}

/**
 * HTTP/1.1 requires Host (RFC 9112 §3.2). Node checks it itself but answers a bare 400, so the server lets such a
 * request through (`requireHostHeader: false`) and it is answered here. Returns true when it answered.
 */
export function answeredMissingHost(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.headers.host !== undefined || req.httpVersion !== '1.1') return false;
  const body = JSON.stringify(errorBody('missing_host', 'HTTP/1.1 requests need a Host header'));
  res.writeHead(400, jsonHeaders(body)).end(body);
  return true;
}

/** An HTTP server with the deadlines above, JSON answers for what the parser rejects, and Host required. */
export function createHttpServer(listener: http.RequestListener, opts: HttpServerOptions = {}): http.Server {
  const server = http.createServer(
    {
      requireHostHeader: false,
      connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
      ...(opts.maxHeaderSize ? { maxHeaderSize: opts.maxHeaderSize } : {}),
    },
    (req, res) => {
      if (!answeredMissingHost(req, res)) listener(req, res);
    },
  );
  server.headersTimeout = opts.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
  server.requestTimeout = opts.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => answerClientError(err, socket, opts.logger));
  return server;
}
