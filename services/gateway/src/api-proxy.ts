// /api/*: CORS for the callers allowed from other origins, the gateway's own /api/head, then the CSRF check and the
// signed viewer headers, then the owning service by path prefix (path kept). Mounted before any body parsing so
// request bodies stream through untouched. The services' root files (robots.txt...) are proxied too.
import express from 'express';
import type { RequestHandler } from 'express';
import type pino from 'pino';
import { isPagePath } from '@storefront/shared-domain';
import { apiCors } from './cors';
import { createHeadApi } from './head-api';
import { notFound } from './not-found';
import type { HeadRenderer } from './page-head';
import { SERVICE_ROOT_FILES, serviceForPath, type ServiceArea } from './routes';
import { createServiceProxies } from './service-proxies';

export interface ApiProxyOptions {
  services: Record<ServiceArea, string>;
  proxyTimeoutMs: number;
  logger: pino.Logger;
  /** Origins that call /api from their own pages (CORS). */
  crossOriginCallers: readonly string[];
  csrf: { issue: RequestHandler; guard: RequestHandler };
  /** Adds the signed viewer headers the services trust. */
  viewer: RequestHandler;
  renderHead?: HeadRenderer;
  renderHeadTimeoutMs: number;
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export function apiProxy(opts: ApiProxyOptions): express.Router {
  const router = express.Router();
  const proxies = createServiceProxies(opts);
  const { csrf, viewer } = opts;
  // CORS first, so a refused write (403) is still readable by the integrator's page that sent it.
  const cors = apiCors(opts.crossOriginCallers);
  router.use((req, res, next) => (isApiPath(req.path) ? cors(req, res, next) : next()));
  // The gateway's own API (no service behind it, no viewer: a head is the same for everyone).
  router.get(
    '/api/head',
    createHeadApi({ renderHead: opts.renderHead, timeoutMs: opts.renderHeadTimeoutMs, isPagePath }),
  );
  router.use((req, res, next) => {
    if (!isApiPath(req.path)) return next();
    csrf.issue(req, res, (err?: unknown) => {
      if (err) return next(err);
      csrf.guard(req, res, (guardErr?: unknown) => (guardErr ? next(guardErr) : viewer(req, res, next)));
    });
  });
  const noApiRoute = notFound((req) => `No API route for ${req.method} ${req.path}`);
  router.use((req, res, next) => {
    if (!isApiPath(req.path)) return next();
    const area = serviceForPath(req.path);
    if (!area) return noApiRoute(req, res, next);
    return proxies[area](req, res, next);
  });
  for (const [file, area] of Object.entries(SERVICE_ROOT_FILES)) {
    router.get(file, (req, res, next) => proxies[area](req, res, next));
  }
  return router;
}
