// Where the gateway terminates TLS it speaks HTTP/2: a page's scripts, remote entries and API calls share
// one connection instead of queueing six at a time over HTTP/1.1. Express cannot run on Node's HTTP/2 request objects,
// so each request is handed to the gateway's own plain listener on loopback (one keep-alive hop inside the process)
// with the client's address in X-Forwarded-For, which the gateway trusts from loopback only when this front is on. A
// client that only speaks HTTP/1.1 over TLS is served the same way.
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type pino from 'pino';
import { errorBody } from '@storefront/service-platform';

export interface TlsFrontOptions {
  /** PEM certificate chain and private key. */
  cert: string | Buffer;
  key: string | Buffer;
  /** The gateway's plain HTTP listener that HTTP/2 requests are forwarded to. */
  upstream: () => AddressInfo;
  logger?: pino.Logger;
}

/** Headers that describe one HTTP/1.1 connection: they have no meaning in HTTP/2, where sending them is an error. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
]);

type FrontRequest = http2.Http2ServerRequest | http.IncomingMessage;
type FrontResponse = http2.Http2ServerResponse | http.ServerResponse;

function upstreamRequestHeaders(req: FrontRequest): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || CONNECTION_HEADERS.has(name) || value === undefined) continue;
    headers[name] = value;
  }
  headers.host = ('authority' in req ? req.authority : undefined) ?? req.headers.host;
  const peer = req.socket.remoteAddress;
  const forwardedFor = req.headers['x-forwarded-for'];
  // Appended to, never replaced: the gateway decides (TRUST_PROXY) how many hops before this one it believes.
  if (peer) headers['x-forwarded-for'] = forwardedFor ? `${String(forwardedFor)}, ${peer}` : peer;
  headers['x-forwarded-proto'] = 'https';
  return headers;
}

function downstreamResponseHeaders(upstream: http.IncomingMessage): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(upstream.headers)) {
    if (CONNECTION_HEADERS.has(name) || value === undefined) continue;
    headers[name] = value;
  }
  return headers;
}

/** The two response kinds take the same arguments, but their overloads do not unify into one callable type. */
function writeHead(res: FrontResponse, status: number, headers: http.OutgoingHttpHeaders): void {
  if (res instanceof http2.Http2ServerResponse) res.writeHead(status, headers);
  else res.writeHead(status, headers);
}

function answerBadGateway(res: FrontResponse): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify(errorBody('bad_gateway', 'The store could not answer this request'));
  writeHead(res, 502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

/** A TLS server that answers HTTP/2 (and HTTP/1.1 for clients without it) in front of the gateway's listener. */
export function createTlsFront(opts: TlsFrontOptions): http2.Http2SecureServer {
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ cert: opts.cert, key: opts.key, allowHTTP1: true });
  server.on('request', (req: FrontRequest, res: FrontResponse) => {
    const { address, port } = opts.upstream();
    const forward = http.request(
      {
        agent,
        // Listening on every interface includes loopback, where the gateway trusts this front's X-Forwarded-For.
        host: address === '0.0.0.0' || address === '::' ? '127.0.0.1' : address,
        port,
        method: req.method,
        path: req.url,
        headers: upstreamRequestHeaders(req),
      },
      (upstream) => {
        try {
          writeHead(res, upstream.statusCode ?? 502, downstreamResponseHeaders(upstream));
        } catch (err) {
          // A header HTTP/2 refuses: one broken answer, never a gateway that stops.
          opts.logger?.error({ err }, 'the TLS front could not pass an answer on');
          upstream.resume();
          answerBadGateway(res);
          return;
        }
        upstream.pipe(res);
        upstream.on('error', () => answerBadGateway(res));
      },
    );
    forward.on('error', (err) => {
      opts.logger?.error({ err }, 'the TLS front could not reach the gateway');
      answerBadGateway(res);
    });
    // A client that goes away stops the work it asked for.
    res.on('close', () => {
      if (!res.writableFinished) forward.destroy();
    });
    req.pipe(forward);
  });
  // A stream or session error concerns one client; it must never take the gateway down.
  server.on('sessionError', (err) => opts.logger?.warn({ err }, 'HTTP/2 session error'));
  server.on('tlsClientError', () => undefined);
  return server;
}
