// The gateway's /metrics: the platform's request, process and pool metrics, with a route label that names what the
// gateway did (most of its answers come from the proxy and the document, not from an Express route).
import path from 'node:path';
import type { Request } from 'express';
import { Counter } from 'prom-client';
import { createAppMetrics, routeOf } from '@storefront/service-platform';
import { BUSY_REASONS, type BusyReason } from './render/admission';
import { DOCUMENT_CACHE_ANSWERS, type DocumentCacheAnswer } from './render/page-request';
import { RENDER_THREAD_STOPS, type RenderThreadStop } from './render/render-threads';
import { serviceForPath } from './routes';

/** `/api/cart/*` for the cart's API, `/mf/*` for remote files, `static` for other files, `document` for pages. */
export function gatewayRouteOf(req: Request): string {
  const own = routeOf(req);
  if (own !== 'unmatched') return own;
  const pathname = req.originalUrl.split('?')[0];
  if (pathname === '/api' || pathname.startsWith('/api/')) return `/api/${serviceForPath(pathname) ?? 'unknown'}/*`;
  if (pathname.startsWith('/mf/')) return '/mf/*';
  return path.extname(pathname) ? 'static' : 'document';
}

export function gatewayMetrics() {
  const metrics = createAppMetrics({ service: 'gateway', routeOf: gatewayRouteOf });
  const leftToBrowser = new Counter({
    name: 'gateway_pages_left_to_browser_total',
    help:
      'Pages sent for the browser to render: reason "renders" when as many as SSR_MAX_RENDERS were rendering, "loop" ' +
      'when the event loop had been busier than SSR_MAX_LOOP_UTILIZATION',
    labelNames: ['reason'],
    registers: [metrics.registry],
  });
  const cacheAnswers = new Counter({
    name: 'gateway_document_cache_answers_total',
    help:
      'Pages the document cache serves (the same for every visitor without a session), by answer: "hit" from it, ' +
      '"stale" its copy past its time (while a new one renders, or its data fails), "miss" rendered',
    labelNames: ['answer'],
    registers: [metrics.registry],
  });
  const threadStops = new Counter({
    name: 'gateway_render_thread_stops_total',
    help:
      'Render threads (SSR_RENDER_THREADS) that stopped, by reason: "exited" on their own (an error, a broken build), ' +
      '"stuck" replaced for not stopping a render told to stop, "slow" for not getting a render ready in time',
    labelNames: ['reason'],
    registers: [metrics.registry],
  });
  // Every series from the start, at 0: a rate over them means something before the first page.
  for (const reason of BUSY_REASONS) leftToBrowser.inc({ reason }, 0);
  for (const answer of DOCUMENT_CACHE_ANSWERS) cacheAnswers.inc({ answer }, 0);
  for (const reason of RENDER_THREAD_STOPS) threadStops.inc({ reason }, 0);
  return {
    ...metrics,
    pageLeftToBrowser: (reason: BusyReason) => leftToBrowser.inc({ reason }),
    documentCacheAnswer: (answer: DocumentCacheAnswer) => cacheAnswers.inc({ answer }),
    renderThreadStopped: (reason: RenderThreadStop) => threadStops.inc({ reason }),
  };
}
