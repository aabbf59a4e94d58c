import compression from 'compression';
import express from 'express';
import type { RequestHandler } from 'express';
import type pino from 'pino';
import {
  createCsrfProtection,
  createErrorHandler,
  createLogger,
  trustProxyFromEnv,
} from '@storefront/service-platform';
import { apiProxy } from './api-proxy';
import { DEV_SERVER_ORIGINS } from './cors';
import { IMAGE_OPTIMIZER_PATH, createImageOptimizer } from './image/handler';
import { gatewayMetrics, gatewayRouteOf } from './metrics';
import { WEB_VITALS_SCRIPT_PATH, webVitalsScript } from './web-vitals';
import { notFound } from './not-found';
import { openApiRoutes } from './openapi';
import type { HeadRenderer } from './page-head';
import { remoteAssets } from './remote-assets';
import { createEmbedLoadRecorder, embedLoadsFileOf } from './remotes/embed-loads';
import { overrideLocations } from './remotes/override';
import { createRegistryReader, liveLocations, type RemoteRegistry } from './remotes/registry';
import { remoteOverrideOf } from './remotes/resolve';
import { requestLogging } from './request-logging';
import type { RemoteArea, ServiceArea } from './routes';
import { securityHeaders } from './security-headers';
import { shellDocument, type ShellDocumentOptions } from './shell-document';
import { createViewerResolver, forwardViewer, type ViewerResolver } from './viewer';
import { cartForm } from './render/cart-form';
import { forgetPagesOnWrite } from './render/forget-on-write';
import {
  createPageRenderer,
  type PageRenderer,
  type PageRendererOptions,
  type SsrPageKind,
} from './render/page-render';
import type { RenderThreadsOptions } from './render/render-threads';

export type { HeadRenderer } from './page-head';

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
  /** Where the build wrote the API description (openapi.json, openapi.d.ts); default: the gateway's dist. */
  openApiDir?: string;
  /** Published remote versions, `<dir>/<area>/<version>/`, served at `/mf/<area>/<version>/` (REMOTES_STORE_DIR). */
  remotesStoreDir?: string;
  /** The runtime registry of live/previous/canary versions (REMOTES_REGISTRY_FILE); none: the env URLs only. */
  remotesRegistryFile?: string;
  /** Kinds of page rendered on the server (SSR_PAGES; default: none). */
  ssrPages?: ReadonlySet<SsrPageKind>;
  /** How long a complete server render of a page the same for every visitor is served again (ms; default: never). */
  ssrCacheTtlMs?: number;
  /** Most pages rendering at once, one more left to the browser (SSR_MAX_RENDERS; default DEFAULT_MAX_RENDERS). */
  ssrMaxRenders?: number;
  /** Most use of the gateway's thread lately at which a page is rendered (SSR_MAX_LOOP_UTILIZATION; default 0.9). */
  ssrMaxLoopUtilization?: number;
  /**
   * Threads that render pages (SSR_RENDER_THREADS; default 0: the gateway's own), and for tests the thread's script
   * and its Node options (render-threads.ts).
   */
  ssrRenderThreads?: number;
  ssrRenderThread?: Pick<RenderThreadsOptions, 'file' | 'execArgv'>;
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

const healthy: RequestHandler = (_req, res) => {
  res.json({ status: 'ok' });
};

/** The viewer behind a session cookie, the CSRF protection, and the origins allowed to call /api from their pages. */
function visitorChecks(opts: GatewayOptions, logger: pino.Logger) {
  const viewerResolver = createViewerResolver({
    accountServiceUrl: opts.services.account,
    ttlMs: opts.viewerCacheTtlMs,
    logger,
  });
  // Origins that call /api from their own pages: integrators, and in development mode the remotes' dev servers
  // (which write with the token, as a page of the store does; integrators' pages cannot read it).
  const devOrigins = opts.development ? DEV_SERVER_ORIGINS : [];
  const csrf = createCsrfProtection({
    secret: opts.viewerSecret,
    publicOrigin: opts.publicOrigin,
    embedOrigins: opts.embedOrigins,
    devOrigins,
  });
  return { viewerResolver, csrf, crossOriginCallers: [...(opts.embedOrigins ?? []), ...devOrigins] };
}

/**
 * Where the shell finds each remote at run time: the registry file (read again when it changes, no restart), or
 * none (the env URLs only).
 */
function registryOf(opts: GatewayOptions, logger: pino.Logger): () => RemoteRegistry {
  return opts.remotesRegistryFile
    ? createRegistryReader(opts.remotesRegistryFile, {
        ttlMs: opts.registryTtlMs,
        onError: (err) => logger.error({ err }, 'the remotes registry cannot be read; keeping the last good one'),
      })
    : () => ({});
}

/** Notes integrators' loads of the cart's embed beside the registry file (none without one), for `prune`. */
function embedLoadRecorder(opts: GatewayOptions, logger: pino.Logger) {
  if (!opts.remotesRegistryFile) return undefined;
  const record = createEmbedLoadRecorder({
    file: embedLoadsFileOf(opts.remotesRegistryFile),
    allowedOrigins: opts.embedOrigins ?? [],
    onError: (err) => logger.error({ err }, 'an embed load could not be recorded'),
  });
  return (version: string, req: express.Request) =>
    record('cart', version, { origin: req.get('origin'), referer: req.get('referer') });
}

/**
 * The registry as the document and /remotes.json read it, and the live locations a page's CSP allows. Only a page
 * reads the registry for its CSP (the same read as its remotes); other answers reuse the last read, so a stream of
 * chunk and API requests never holds back the next page's look at a changed registry. A visitor's signed override to
 * a location (a developer's dev server) is allowed in that visitor's answers only.
 */
function registryReaders(opts: GatewayOptions, logger: pino.Logger) {
  const read = registryOf(opts, logger);
  let last: RemoteRegistry = {};
  const readRegistry = () => (last = read());
  const liveLocationsFor = (req: express.Request) => [
    ...liveLocations(gatewayRouteOf(req) === 'document' ? readRegistry() : last),
    ...overrideLocations(remoteOverrideOf(req, opts.viewerSecret)),
  ];
  return { readRegistry, liveLocationsFor };
}

/** The server renderer of pages as the options set it up (SSR_PAGES, SSR_CACHE_SECONDS, SSR_MAX_RENDERS, ...). */
function pageRenderer(
  opts: GatewayOptions,
  parts: Pick<PageRendererOptions, 'viewerResolver' | 'onBusy' | 'onCacheAnswer' | 'logger'> & {
    onThreadStop: RenderThreadsOptions['onStop'];
  },
): PageRenderer {
  const { onThreadStop, ...rest } = parts;
  return createPageRenderer({
    shellDir: opts.shellDir,
    remotesDir: opts.remotesDir,
    storeDir: opts.remotesStoreDir,
    services: opts.services,
    viewerSecret: opts.viewerSecret,
    pages: opts.ssrPages ?? new Set(),
    htmlCacheTtlMs: opts.ssrCacheTtlMs,
    maxRenders: opts.ssrMaxRenders,
    maxLoopUtilization: opts.ssrMaxLoopUtilization,
    renderThreads: opts.ssrRenderThreads
      ? { threads: opts.ssrRenderThreads, logger: parts.logger, onStop: onThreadStop, ...opts.ssrRenderThread }
      : undefined,
    ...rest,
  });
}

interface OwnAnswerParts {
  readRegistry: () => RemoteRegistry;
  viewerResolver: ViewerResolver;
  issueCsrf: ShellDocumentOptions['issueCsrf'];
  renderPage: PageRenderer;
  renderHeadTimeoutMs: number;
  logger: pino.Logger;
}

/** The gateway's own answers: the web-vitals script, the remotes' files and the shell's document with its page. */
function ownAnswers(opts: GatewayOptions, parts: OwnAnswerParts): express.Router {
  const { readRegistry, viewerResolver, issueCsrf, renderPage, renderHeadTimeoutMs, logger } = parts;
  const router = express.Router();
  router.get(WEB_VITALS_SCRIPT_PATH, webVitalsScript);
  const remotes = {
    readRegistry,
    remoteUrls: opts.remoteUrls,
    viewerSecret: opts.viewerSecret,
  };
  router.use(
    remoteAssets({
      ...remotes,
      remotesDir: opts.remotesDir,
      storeDir: opts.remotesStoreDir,
      recordEmbedLoad: embedLoadRecorder(opts, logger),
    }),
  );
  router.use(
    shellDocument({
      ...remotes,
      shellDir: opts.shellDir,
      remotesDir: opts.remotesDir,
      storeDir: opts.remotesStoreDir,
      viewerResolver,
      issueCsrf,
      renderHead: opts.renderHead,
      renderHeadTimeoutMs,
      renderPage,
      logger,
    }),
  );
  return router;
}

/**
 * The single origin: `/remotes.json`, remote bundles under `/mf/<area>/`, `/api/*` proxied to the owning service
 * (path kept), the shell's static files, and the shell's `index.html` (with the server-rendered head) for every other
 * page. Unknown `/api/*` and `/mf/*` paths answer a JSON 404; a service that is down answers 502.
 */
export function createGatewayApp(opts: GatewayOptions): express.Express {
  const logger = opts.logger ?? createLogger('gateway');
  const app = express();
  // The gateway is the edge: X-Forwarded-For counts only when TRUST_PROXY names the proxies in front of it, or from
  // its own TLS front on loopback.
  app.set('trust proxy', trustProxyFromEnv(opts.terminatesTls ? 'loopback' : false));
  app.disable('x-powered-by');
  app.use(requestLogging(logger));
  const metrics = gatewayMetrics();
  app.use(metrics.requests);
  // Security headers first, so every answer carries them: /healthz, the proxied /api (a service's own headers
  // win where it sets them), the JSON 404/502/504 and the pages. (Rejected raw requests: see server.ts.)
  const { readRegistry, liveLocationsFor } = registryReaders(opts, logger);
  app.use(securityHeaders({ ...opts, liveLocations: liveLocationsFor }));

  app.get('/healthz', healthy);
  app.get('/readyz', healthy);
  app.get('/metrics', metrics.endpoint);
  // Store images resized and re-encoded (spec 2 §7, §9), fetched from their services like a proxied request.
  const images = createImageOptimizer({ services: opts.services, sourceTimeoutMs: opts.proxyTimeoutMs });
  app.get(IMAGE_OPTIMIZER_PATH, images);
  // The API description (GET /api/openapi.json and its types), before the proxy: no service owns it.
  app.use(openApiRoutes(opts.openApiDir));

  const { viewerResolver, csrf, crossOriginCallers } = visitorChecks(opts, logger);
  const renderPage = pageRenderer(opts, {
    viewerResolver,
    onBusy: metrics.pageLeftToBrowser,
    onCacheAnswer: metrics.documentCacheAnswer,
    onThreadStop: metrics.renderThreadStopped,
    logger,
  });
  // A write that changes what shared pages show drops the kept pages, their answers and heads.
  app.use(
    forgetPagesOnWrite(() => {
      renderPage.forgetPages();
      opts.renderHead?.forget?.();
    }),
  );
  const renderHeadTimeoutMs = opts.renderHeadTimeoutMs ?? 1500;
  app.use(
    apiProxy({
      services: opts.services,
      proxyTimeoutMs: opts.proxyTimeoutMs ?? 25_000,
      logger,
      crossOriginCallers,
      csrf,
      viewer: forwardViewer(viewerResolver, opts.viewerSecret),
      renderHead: opts.renderHead,
      renderHeadTimeoutMs,
    }),
  );

  // The add-to-cart form of a page posted before (or without) JavaScript.
  app.use(
    cartForm({
      cartService: opts.services.cart,
      viewer: forwardViewer(viewerResolver, opts.viewerSecret),
      viewerSecret: opts.viewerSecret,
      publicOrigin: opts.publicOrigin,
      timeoutMs: opts.proxyTimeoutMs ?? 25_000,
      logger,
    }),
  );

  // ---- Everything below is the gateway's own: static files and the HTML document.
  app.use(compression());
  app.use(
    ownAnswers(opts, { readRegistry, viewerResolver, issueCsrf: csrf.issue, renderPage, renderHeadTimeoutMs, logger }),
  );
  app.use(notFound());
  app.use(createErrorHandler(logger));
  return app;
}
