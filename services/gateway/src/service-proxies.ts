// One proxy per service: request bodies stream through untouched over pooled keep-alive connections, the answer is
// bounded by a deadline (a JSON 504), and a service that is down answers a JSON 502.
import { Agent } from 'node:http';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from 'http-proxy-middleware';
import type pino from 'pino';
import { errorBody } from '@storefront/service-platform';
import { SERVICE_AREAS, type ServiceArea } from './routes';

/** How long an idle connection to a service is kept for reuse. */
const UPSTREAM_IDLE_MS = 4000;

/** Requests whose service did not answer within the deadline, and the upstream request of each (aborted then). */
interface InFlight {
  timedOut: WeakSet<IncomingMessage>;
  upstreamOf: WeakMap<IncomingMessage, ClientRequest>;
}

/** Runs `handler` with a deadline: `onLate` is called if the answer is not complete `ms` after it started. */
function withDeadline(
  handler: RequestHandler,
  ms: number,
  onLate: (req: IncomingMessage, res: ServerResponse) => void,
): RequestHandler {
  return (req, res, next) => {
    const timer = setTimeout(() => onLate(req, res), ms);
    res.once('close', () => clearTimeout(timer));
    return handler(req, res, next);
  };
}

function answerGatewayTimeout(res: ServerResponse, area: string): void {
  res.writeHead(504, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(errorBody('gateway_timeout', `The ${area} service did not answer in time`)));
}

/**
 * The service's Set-Cookie would replace the cookies the gateway set on the same answer (the CSRF token of a first
 * visit that starts at /api/auth/csrf): the answer carries both.
 */
function keepGatewayCookies(proxyRes: IncomingMessage, res: ServerResponse): void {
  const own = res.getHeader('set-cookie');
  if (own === undefined) return;
  const ours = Array.isArray(own) ? own : [String(own)];
  proxyRes.headers['set-cookie'] = [...ours, ...(proxyRes.headers['set-cookie'] ?? [])];
}

function onProxyResponse(proxyRes: IncomingMessage, _req: IncomingMessage, res: ServerResponse): void {
  delete proxyRes.headers['x-powered-by']; // no framework fingerprint, whatever the service sends
  keepGatewayCookies(proxyRes, res);
  // The service's Vary replaces the gateway's: keep Origin in it (CORS answers depend on it, cors.ts).
  const vary = proxyRes.headers.vary;
  if (vary && vary !== '*' && !/(^|,)\s*origin\s*(,|$)/i.test(vary)) proxyRes.headers.vary = `${vary}, Origin`;
}

function onProxyError(area: ServiceArea, inFlight: InFlight, logger: pino.Logger) {
  return (err: Error, req: IncomingMessage, res: ServerResponse | Socket): void => {
    const code = (err as NodeJS.ErrnoException).code;
    logger.error({ err: { message: err.message, code }, area, url: req.url }, `proxy to ${area} service failed`);
    if (!('writeHead' in res)) {
      res.destroy();
      return;
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    if (inFlight.timedOut.has(req) || code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT') {
      answerGatewayTimeout(res, area);
      return;
    }
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(errorBody('bad_gateway', `The ${area} service is unavailable`)));
  };
}

function onDeadline(area: ServiceArea, inFlight: InFlight) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    inFlight.timedOut.add(req);
    const upstream = inFlight.upstreamOf.get(req);
    // Aborting the upstream request makes http-proxy report it (the 504 above); without one yet, answer here.
    if (upstream && !res.headersSent) upstream.destroy();
    else if (!res.headersSent) answerGatewayTimeout(res, area);
    else res.destroy(); // part of an answer is out: only a cut connection tells the client it is incomplete
  };
}

export function createServiceProxies(opts: {
  services: Record<ServiceArea, string>;
  /** Deadline of a proxied request, from the moment it is sent on until the answer is complete (ms). */
  proxyTimeoutMs: number;
  logger: pino.Logger;
}): Record<ServiceArea, RequestHandler> {
  const inFlight: InFlight = { timedOut: new WeakSet(), upstreamOf: new WeakMap() };
  const proxies = {} as Record<ServiceArea, RequestHandler>;
  // Without a keep-alive agent http-proxy opens a new upstream connection per request and sends
  // `Connection: close` back, which costs most of the gateway's throughput (bench/catalog).
  // An idle pooled socket is closed here after 4 s (the agent destroys free sockets that time out), well before any
  // service would close it (services keep connections 65 s, Node's default is 5 s): a request is never sent on a
  // connection the service is closing at that moment, which would reset it into a 502.
  const upstreamAgent = new Agent({ keepAlive: true, maxSockets: 256, timeout: UPSTREAM_IDLE_MS });
  for (const area of SERVICE_AREAS) {
    const handler = createProxyMiddleware<IncomingMessage, ServerResponse>({
      target: opts.services[area],
      agent: upstreamAgent,
      changeOrigin: false,
      xfwd: true,
      // No `proxyTimeout`: it is an idle timeout, which a service sending a byte now and then never reaches. The
      // deadline (withDeadline below) bounds the whole exchange, time to first byte included.
      ejectPlugins: true,
      plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
      on: {
        proxyReq: (proxyReq, req) => {
          // Connection is hop-by-hop: the client's `close` must not end the pooled upstream socket.
          proxyReq.removeHeader('connection');
          inFlight.upstreamOf.set(req, proxyReq);
        },
        proxyRes: onProxyResponse,
        error: onProxyError(area, inFlight, opts.logger),
      },
    });
    proxies[area] = withDeadline(handler as unknown as RequestHandler, opts.proxyTimeoutMs, onDeadline(area, inFlight));
  }
  return proxies;
}
