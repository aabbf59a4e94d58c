import { Agent } from 'node:http';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from 'http-proxy-middleware';
import type pino from 'pino';
import { pinoHttp } from 'pino-http';
import fs from 'node:fs';
import { NO_CACHE, cacheControlFor } from './cache';
import { DEV_SERVER_ORIGINS, apiCors } from './cors';
import { CachedFile, addScriptNonce, injectHead } from './html';
import { REMOTE_AREAS, SERVICE_AREAS, SERVICE_ROOT_FILES, serviceForPath } from './routes';
import type { RemoteArea, ServiceArea } from './routes';
import { createViewerResolver, forwardViewer, sessionCookieOf } from './viewer';
import { REMOTE_VERSION_PATTERN, createRegistryReader, isRemoteArea } from './remotes/registry';
import { remoteManifestUrls } from './remotes/resolve';
import { createDistVersionReader } from './remotes/dist-version';
import {
  createCsrfProtection,
  createErrorHandler,
  createLogger,
  errorBody,
  randomToken,
  requestIdFor,
  trustProxyFromEnv,
} from '@storefront/service-platform';
import { isPagePath, requiresSession, sessionRequiredHref } from '@storefront/shared-domain';
import { createHeadApi } from './head-api';
import { IMAGE_OPTIMIZER_PATH, createImageOptimizer } from './image/handler';
import { bootMarkup, createManifestReader } from './boot';
import { HEAD_TIMED_OUT, renderHeadWithin, type HeadRenderer, type PageHead } from './page-head';

export type { HeadRenderer } from './page-head';

/** Handle redirects may be remembered for a day (a handle's spelling can still change with a catalogue import). */
const REDIRECT_CACHE = 'public, max-age=86400';

/** How long an idle connection to a service is kept for reuse. */
const UPSTREAM_IDLE_MS = 4000;

export interface GatewayOptions {
  /** The shell's build (`shell/dist`), served at `/`. */
  shellDir: string;
  /** Build folder of each remote (`mfe-<area>/dist`), served at `/mf/<area>/`. */
  remotesDir: (area: RemoteArea) => string;
  /** Base URL of each service, e.g. `http://127.0.0.1:4001`. */
  services: Record<ServiceArea, string>;
  /** Manifest URL of each remote, answered by `/remotes.json`. */
  remoteUrls: Record<RemoteArea, string>;
  /** Server-rendered head of a page (null: the shell's own head); also answers GET /api/head. */
  renderHead?: HeadRenderer;
  /** Longest wait for `renderHead` before serving the plain shell (ms, default 1500). */
  renderHeadTimeoutMs?: number;
  /**
   * Deadline of a proxied request, from the moment it is sent on to its service until the answer is complete (ms,
   * default 25000: before a typical client gives up); a service that has not answered by then gets a JSON 504.
   */
  proxyTimeoutMs?: number;
  /** Secret the viewer headers are signed with (shared with the services; see service-platform viewer.ts). */
  viewerSecret: string;
  /** How long a session cookie's viewer is reused (ms, default 5000). */
  viewerCacheTtlMs?: number;
  /** The store's public origin, accepted as a same-site Origin besides the request's Host. */
  publicOrigin?: string;
  /** Integrators' page origins allowed to write through the embedded cart (EMBED_ALLOWED_ORIGINS). */
  embedOrigins?: readonly string[];
  /**
   * The gateway terminates TLS itself (tls-front.ts): HTTP/2 requests reach it through loopback with the client's
   * address in X-Forwarded-For, so loopback is trusted for it (unless TRUST_PROXY says otherwise).
   */
  terminatesTls?: boolean;
  /** Published remote versions, `<dir>/<area>/<version>/`, served at `/mf/<area>/<version>/` (REMOTES_STORE_DIR). */
  remotesStoreDir?: string;
  /** The runtime registry of live/previous/canary versions (REMOTES_REGISTRY_FILE); none: the env URLs only. */
  remotesRegistryFile?: string;
  /** How long the registry is reused before its file is checked for changes (ms, default 1000). */
  registryTtlMs?: number;
  /**
   * Development mode (only when asked for: STOREFRONT_DEV_SERVERS, set by `npm run dev:stack`, never by `npm start`
   * or in production): the CSP also allows the remotes' dev servers (localhost:3000-3005 and their live-reload
   * socket), they may call /api with credentials, and they may write with the CSRF token like a page of the store.
   */
  development?: boolean;
  logger?: pino.Logger;
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

function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null; // relative URL: same origin
  }
}

/** Remote bundles may be consumed from other origins: open CORS for GET and a cross-origin resource policy. */
const crossOriginAssets: RequestHandler = (req, res, next) => {
  res.set({
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
    'Access-Control-Allow-Headers': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next();
};

/**
 * A build's files, served from the brotli or gzip copy made at build time (config/webpack/precompress.js) to a browser
 * that accepts it, else as they are (and compressed per request by the compression middleware).
 */
function staticFiles(dir: string): RequestHandler {
  const serve = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      fallthrough: true,
      dotfiles: 'ignore',
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
      },
    },
  });
  // express-static-gzip labels the answer (Content-Encoding: br) before serve-static sees that the method is not
  // GET/HEAD and passes on: the JSON 404 that follows must not carry the file's encoding.
  return (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? serve(req, res, next) : next());
}

/**
 * The single origin: `/remotes.json`, remote bundles under `/mf/<area>/`, `/api/*` proxied to the owning service
 * (path kept), the shell's static files, and the shell's `index.html` (with the server-rendered head) for every other
 * page. Unknown `/api/*` and `/mf/*` paths answer a JSON 404; a service that is down answers 502.
 */
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

export function createGatewayApp(opts: GatewayOptions): express.Express {
  const logger = opts.logger ?? createLogger('gateway');
  const app = express();
  // The gateway is the edge: X-Forwarded-For counts only when TRUST_PROXY names the proxies in front of it, or from
  // its own TLS front on loopback.
  app.set('trust proxy', trustProxyFromEnv(opts.terminatesTls ? 'loopback' : false));
  app.disable('x-powered-by');

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestIdFor(req, res);
        req.headers['x-request-id'] = id; // forwarded to the services
        return id;
      },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  // Security headers first, so every answer carries them: /healthz, the proxied /api (a service's own headers
  // win where it sets them), the JSON 404/502/504 and the pages. (Rejected raw requests: see server.ts.)
  const remoteOrigins = [
    ...new Set(
      Object.values(opts.remoteUrls)
        .map(originOf)
        .filter((o): o is string => o !== null),
    ),
  ];
  // 'dev server inside the store' (README): a remote served by `npm run dev` (eval source maps, a live-reload
  // socket) composed into the store. Never in production.
  const devSources = opts.development ? DEV_SERVER_ORIGINS : [];
  // The dev builds use non-eval source maps (config/webpack), so even development needs no 'unsafe-eval'.
  const devScriptSources = opts.development ? [...DEV_SERVER_ORIGINS] : [];
  const devConnectSources = opts.development ? [...DEV_SERVER_ORIGINS, 'ws:'] : [];
  app.use((req, res, next) => {
    res.locals.cspNonce = randomToken(16, 'base64');
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': [
            "'self'",
            (_req, res) => `'nonce-${(res as Response).locals.cspNonce as string}'`,
            ...remoteOrigins,
            ...devScriptSources,
          ],
          'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins, ...devSources],
          'img-src': ["'self'", 'data:', 'blob:', ...remoteOrigins, ...devSources],
          'font-src': ["'self'", 'data:', ...remoteOrigins, ...devSources],
          'connect-src': ["'self'", ...remoteOrigins, ...devConnectSources],
          'frame-ancestors': ["'self'"],
          'object-src': ["'none'"],
          'upgrade-insecure-requests': null,
        },
      },
      // Remote bundles and review photos may be used by other origins (see /mf below).
      crossOriginResourcePolicy: { policy: 'same-site' },
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Store images resized and re-encoded (spec 2 §7, §9), fetched from their services like a proxied request.
  const images = createImageOptimizer({ services: opts.services, sourceTimeoutMs: opts.proxyTimeoutMs });
  app.get(IMAGE_OPTIMIZER_PATH, images);

  // ---- /api/*: proxied by prefix, before any body parsing so request bodies stream through untouched.
  const proxyTimeout = opts.proxyTimeoutMs ?? 25_000;
  // Requests whose service did not answer within proxyTimeout, and the upstream request of each (aborted then).
  const timedOut = new WeakSet<IncomingMessage>();
  const upstreamOf = new WeakMap<IncomingMessage, ClientRequest>();
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
          upstreamOf.set(req, proxyReq);
        },
        proxyRes: (proxyRes, _req, res) => {
          delete proxyRes.headers['x-powered-by']; // no framework fingerprint, whatever the service sends
          keepGatewayCookies(proxyRes, res);
          // The service's Vary replaces the gateway's: keep Origin in it (CORS answers depend on it, cors.ts).
          const vary = proxyRes.headers.vary;
          if (vary && vary !== '*' && !/(^|,)\s*origin\s*(,|$)/i.test(vary)) proxyRes.headers.vary = `${vary}, Origin`;
        },
        error: (err, req, res) => {
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
          if (timedOut.has(req) || code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT') {
            answerGatewayTimeout(res, area);
            return;
          }
          res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
          res.end(JSON.stringify(errorBody('bad_gateway', `The ${area} service is unavailable`)));
        },
      },
    });
    proxies[area] = withDeadline(handler as unknown as RequestHandler, proxyTimeout, (req, res) => {
      timedOut.add(req);
      const upstream = upstreamOf.get(req);
      // Aborting the upstream request makes http-proxy report it (the 504 above); without one yet, answer here.
      if (upstream && !res.headersSent) upstream.destroy();
      else if (!res.headersSent) answerGatewayTimeout(res, area);
      else res.destroy(); // part of an answer is out: only a cut connection tells the client it is incomplete
    });
  }
  const viewerResolver = createViewerResolver({
    accountServiceUrl: opts.services.account,
    ttlMs: opts.viewerCacheTtlMs,
    logger,
  });
  const viewer = forwardViewer(viewerResolver, opts.viewerSecret);
  // Origins that call /api from their own pages: integrators, and in development mode the remotes' dev servers
  // (which write with the token, as a page of the store does; integrators' pages cannot read it).
  const devOrigins = opts.development ? DEV_SERVER_ORIGINS : [];
  const crossOriginCallers = [...(opts.embedOrigins ?? []), ...devOrigins];
  const csrf = createCsrfProtection({
    secret: opts.viewerSecret,
    publicOrigin: opts.publicOrigin,
    embedOrigins: opts.embedOrigins,
    devOrigins,
  });
  // CORS first, so a refused write (403) is still readable by the integrator's page that sent it.
  const cors = apiCors(crossOriginCallers);
  app.use((req, res, next) => {
    if (req.path !== '/api' && !req.path.startsWith('/api/')) return next();
    cors(req, res, next);
  });
  const renderHeadTimeout = opts.renderHeadTimeoutMs ?? 1500;
  // The gateway's own API (no service behind it, no viewer: a head is the same for everyone).
  app.get('/api/head', createHeadApi({ renderHead: opts.renderHead, timeoutMs: renderHeadTimeout, isPagePath }));
  app.use((req, res, next) => {
    if (req.path !== '/api' && !req.path.startsWith('/api/')) return next();
    csrf.issue(req, res, (err?: unknown) => {
      if (err) return next(err);
      csrf.guard(req, res, (guardErr?: unknown) => (guardErr ? next(guardErr) : viewer(req, res, next)));
    });
  });
  app.use((req, res, next) => {
    if (req.path !== '/api' && !req.path.startsWith('/api/')) return next();
    const area = serviceForPath(req.path);
    if (!area) {
      res.status(404).json(errorBody('not_found', `No API route for ${req.method} ${req.path}`));
      return;
    }
    return proxies[area](req, res, next);
  });

  for (const [file, area] of Object.entries(SERVICE_ROOT_FILES)) {
    app.get(file, (req, res, next) => proxies[area](req, res, next));
  }

  // ---- Everything below is the gateway's own: static files and the HTML document.
  app.use(compression());

  // /remotes.json: where the shell finds each remote at run time, from the registry (read again when it changes,
  // no restart), per visitor (canary cookie, signed override).
  const readRegistry = opts.remotesRegistryFile
    ? createRegistryReader(opts.remotesRegistryFile, {
        ttlMs: opts.registryTtlMs,
        onError: (err) => logger.error({ err }, 'the remotes registry cannot be read; keeping the last good one'),
      })
    : () => ({});
  app.get('/remotes.json', (req, res) => {
    res.set({ 'Cache-Control': NO_CACHE, Vary: 'Cookie, X-Remote-Override' });
    res.json(remoteManifestUrls(req, res, readRegistry(), opts.remoteUrls, opts.viewerSecret));
  });

  // /mf/<area>/<version>/...: a published version (immutable: hashed files cached for a year); /mf/<area>/...: the
  // package's own build (development). Cross-origin friendly; every answer says which version it is from; unknown
  // files answer a JSON 404.
  const notFound: RequestHandler = (req, res) => {
    res.status(404).json(errorBody('not_found', `No file ${req.originalUrl.split('?')[0]}`));
  };
  app.use('/mf', crossOriginAssets);
  const versionFiles = new Map<string, RequestHandler>();
  const storeDir = opts.remotesStoreDir;
  app.use('/mf/:area/:version', (req, res, next) => {
    const { area, version } = req.params as { area: string; version: string };
    if (!isRemoteArea(area) || !REMOTE_VERSION_PATTERN.test(version)) return next();
    const dir = storeDir ? path.join(storeDir, area, version) : null;
    if (!dir || !fs.existsSync(dir)) return notFound(req, res, next);
    res.set('X-Remote-Version', version);
    let files = versionFiles.get(dir);
    if (!files) {
      files = staticFiles(dir);
      versionFiles.set(dir, files);
    }
    return files(req, res, () => notFound(req, res, next));
  });
  for (const area of REMOTE_AREAS) {
    const distDir = opts.remotesDir(area);
    const distVersion = createDistVersionReader(distDir);
    app.use(
      `/mf/${area}`,
      (_req, res, next) => {
        res.set('X-Remote-Version', distVersion());
        next();
      },
      staticFiles(distDir),
    );
  }
  app.use('/mf', notFound);

  const manifests = createManifestReader({ remotesDir: opts.remotesDir, storeDir });

  // The shell's own files (index.html is rendered below, with the head).
  const shellIndex = new CachedFile(path.join(opts.shellDir, 'index.html'));
  const shellStatic = staticFiles(opts.shellDir);
  app.use((req, res, next) => {
    if (req.path === '/index.html') return next();
    return shellStatic(req, res, next);
  });

  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const last = req.path.split('/').pop() ?? '';
    // A missing file (anything with an extension except .html) is a 404, never the HTML document.
    if (/\.[A-Za-z0-9]+$/.test(last) && !last.endsWith('.html')) return next();
    if (!req.accepts('html')) return next();
    // spec 2 §8: a page that needs a session sends a visitor without one to sign-in, before any script runs. When
    // the session cannot be looked up, the page is served (its API calls answer 503): a signed-in shopper is not sent
    // to sign in again by an outage.
    if (requiresSession(req.path)) {
      const cookie = sessionCookieOf(req.headers);
      const viewer = cookie ? await viewerResolver.resolve(cookie).catch(() => 'unknown' as const) : null;
      if (viewer !== 'unknown' && !viewer?.accountId) {
        res.set('Cache-Control', 'no-store').redirect(302, sessionRequiredHref(req.originalUrl));
        return;
      }
    }
    const shell = await shellIndex.read();
    if (shell === null) {
      res
        .status(503)
        .type('text/plain')
        .set('Cache-Control', 'no-store')
        .send('The storefront shell is not built yet (npm run build).');
      return;
    }
    // A path no route of the shell owns is a 404 (the shell renders its not-found screen), never a soft 404.
    const known = isPagePath(req.path);
    let head: PageHead | null = null;
    if (opts.renderHead && known) {
      try {
        const rendered = await renderHeadWithin(
          opts.renderHead,
          { path: req.path, query: req.query },
          renderHeadTimeout,
        );
        head = rendered === HEAD_TIMED_OUT ? null : rendered;
      } catch (err) {
        (req.log ?? logger).warn({ err }, 'head rendering failed; serving the plain shell');
      }
    }
    if (head?.redirectPath) {
      // One address per page: the handle as the catalogue spells it, the query kept.
      const query = req.originalUrl.indexOf('?');
      res
        .set('Cache-Control', REDIRECT_CACHE)
        .redirect(301, `${head.redirectPath}${query >= 0 ? req.originalUrl.slice(query) : ''}`);
      return;
    }
    // Where the remotes are (what /remotes.json would answer this visitor) and preloads of what the page shows.
    const remotes = remoteManifestUrls(req, res, readRegistry(), opts.remoteUrls, opts.viewerSecret);
    const boot = await bootMarkup(req.path, remotes, manifests, req.query as Record<string, unknown>);
    const html = addScriptNonce(injectHead(shell, `${head?.markup ?? ''}\n${boot}`), res.locals.cspNonce as string);
    // The page's scripts repeat this cookie on every write (double-submit CSRF token).
    csrf.issue(req, res, () => undefined);
    // An unknown product, collection or content page is a 404 too (it still renders its not-found state).
    res
      .status(!known || head?.status === 404 ? 404 : 200)
      .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': NO_CACHE })
      .send(html);
  });

  app.use((req, res) => {
    res.status(404).json(errorBody('not_found', `No route for ${req.method} ${req.path}`));
  });
  app.use(createErrorHandler(logger));
  return app;
}
