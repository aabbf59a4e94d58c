// Server rendering of a page (docs/server-rendering-plan.md): the shell's server bundle renders the page with the
// remotes' server bundles of exactly the versions this visitor's browser will load, and the document streams as the
// HTML comes (the compression middleware is flushed after each piece). Whatever cannot render on the server (no
// shell bundle, a kind of page not switched on, a render that fails before its first byte, a page asked for while
// the limits on renders are reached, admission.ts) gets the plain document: the page then renders in the browser. A
// page the document cache holds a copy of past its time gets that copy instead; a crawler first waits for a place.
// Its parts: the document cache (document-cache.ts), the document written out (stream-document.ts), a render's job
// (render-job.ts) on this thread or on render threads (render-threads.ts), and kept pages dropped on writes
// (forget-on-write.ts).
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Request } from 'express';
import { isbot } from 'isbot';
import onFinished from 'on-finished';
import type pino from 'pino';
import { traceContextHeaders, type Viewer } from '@storefront/service-platform';
import { pageRouteOf, type PageRouteName, type RenderedPage } from '@storefront/shared-domain';
import { NO_CACHE } from '../cache';
import { REMOTE_AREAS, type RemoteArea, type ServiceArea } from '../routes';
import { sessionCookieOf, type ViewerResolver } from '../viewer';
import { splitDocument } from './document';
import { documentCache } from './document-cache';
import { renderAdmission, type AdmissionOptions, type Admitted, type BusyReason } from './admission';
import { createServerBundles, type ServerBundles } from './server-bundles';
import { renderFreshness } from './service-fetch';
import { createSharedAnswers } from './shared-answers';
import { runRenderJob, type RenderJob, type RenderJobConfig } from './render-job';
import { createRenderThreads, type RenderThreadsOptions } from './render-threads';
import { pageAddress } from './page-address';
import {
  RENDER_CACHE_HEADER,
  type CachedAnswer,
  type DocumentCacheAnswer,
  type PageRenderRequest,
} from './page-request';
import type { Refresh } from './refreshes';
import { streamDocument, type DocumentOut } from './stream-document';

/** With the limits on renders (admission.ts): past them, a page is left to the browser (the plain document). */
export interface PageRendererOptions extends AdmissionOptions {
  shellDir: string;
  remotesDir: (area: RemoteArea) => string;
  storeDir?: string;
  services: Record<ServiceArea, string>;
  viewerSecret: string;
  /** Who a session cookie stands for (a signed-in visitor's page is rendered as theirs). */
  viewerResolver: ViewerResolver;
  /** The kinds of page rendered on the server (SSR_PAGES). */
  pages: ReadonlySet<SsrPageKind>;
  logger: pino.Logger;
  /** How long the page's data may take before it renders without it (ms). */
  prefetchTimeoutMs?: number;
  /** After this the render stops and what is unfinished renders in the browser (ms). */
  renderDeadlineMs?: number;
  /** How long a complete render of a page that is the same for every visitor is served again (ms; 0: never). */
  htmlCacheTtlMs?: number;
  /** Told of each page left to the browser by the limits on renders (AdmissionOptions), and which one. */
  onBusy?: (reason: BusyReason) => void;
  /** Told of each answer for a page the document cache serves (what RENDER_CACHE_HEADER says). */
  onCacheAnswer?: (answer: DocumentCacheAnswer) => void;
  /** Renders on threads of their own (SSR_RENDER_THREADS; absent or 0 threads: on the gateway's thread). */
  renderThreads?: Omit<RenderThreadsOptions, 'data'>;
  bundles?: ServerBundles;
}

export interface PageRenderer {
  /** Whether this request gets a server render: a kind of page switched on, asked by GET. */
  wants(req: Request): boolean;
  /**
   * The document cache's answer for this visitor, or null (render). It may wait for a render of the page under way,
   * when no copy of it is left to send meanwhile.
   */
  cached(req: Request, remotes: Record<RemoteArea, string>): Promise<CachedAnswer | null>;
  /**
   * Forgets the documents it keeps, and the answers its renders keep (shared-answers.ts): what they show changed (a
   * catalogue, review or back-office write went through).
   */
  forgetPages(): void;
  /** Streams the document and resolves true, or resolves false having written nothing (serve the plain document). */
  render(page: PageRenderRequest): Promise<boolean>;
  /** Stops the render threads (renderThreads), if any. */
  close(): Promise<void>;
}

/** Who a page is rendered for (signedIn absent: nobody in particular). */
interface Visitor {
  signedIn?: { viewer: Viewer; sessionCookie: string };
}

/** A kind of page the server may render: a page route's name, or 'notFound' (an address no page owns). */
export type SsrPageKind = PageRouteName | typeof NOT_FOUND_KIND;
export const NOT_FOUND_KIND = 'notFound';

function wantsServerRender(req: Request, pages: ReadonlySet<SsrPageKind>): boolean {
  return req.method === 'GET' && pages.has(pageRouteOf(req.path) ?? NOT_FOUND_KIND);
}

/**
 * How long the shell's server bundle and a package's own build are taken as unchanged on disk (ms): a rebuild is seen
 * within a second, and a page is not a look at the disk per bundle. A published version never changes.
 */
const BUNDLE_RECHECK_MS = 1000;

/** A signed-in visitor's page is theirs: no cache anywhere may keep it. */
const SIGNED_IN_CACHE = 'private, no-store';

/** After this the render stops and what is unfinished renders in the browser (ms; renderDeadlineMs). */
const DEFAULT_RENDER_DEADLINE_MS = 2000;

/**
 * Who the page is rendered for: nobody in particular (no session cookie, or one that is no longer valid), a signed-in
 * visitor, or null when the session cannot be looked up (the browser renders the page, which asks again).
 */
async function visitorOf(req: Request, viewerResolver: ViewerResolver): Promise<Visitor | null> {
  const sessionCookie = sessionCookieOf(req.headers);
  if (!sessionCookie) return {};
  const viewer = await viewerResolver.resolve(sessionCookie).catch(() => null);
  if (!viewer) return null;
  return viewer.accountId ? { signedIn: { viewer, sessionCookie } } : {};
}

/** What every render of this gateway shares, as a render thread is given it too. */
function renderJobConfig(opts: PageRendererOptions): RenderJobConfig {
  const remotesDirs = Object.fromEntries(REMOTE_AREAS.map((area) => [area, opts.remotesDir(area)]));
  return {
    shellFile: path.join(opts.shellDir, 'server', 'server.js'),
    services: opts.services,
    viewerSecret: opts.viewerSecret,
    storeDir: opts.storeDir,
    remotesDirs: remotesDirs as Record<RemoteArea, string>,
    prefetchTimeoutMs: opts.prefetchTimeoutMs,
  };
}

/**
 * Starts a page's render, on this thread or on a render thread (renderThreads): ready to stream, or null (no session
 * lookup, no shell bundle, or it failed before its first byte).
 */
function renderStarter(opts: PageRendererOptions) {
  const config = renderJobConfig(opts);
  const threads =
    opts.renderThreads && opts.renderThreads.threads > 0
      ? createRenderThreads({ ...opts.renderThreads, data: { config, bundleRecheckMs: BUNDLE_RECHECK_MS } })
      : null;
  const bundles =
    opts.bundles ??
    createServerBundles({ recheckMs: BUNDLE_RECHECK_MS, log: (event) => opts.logger.warn(event, event.msg) });
  const sharedAnswers = createSharedAnswers();

  const start = async (
    { req, res, remotes }: PageRenderRequest,
    freshness: ReturnType<typeof renderFreshness>,
  ): Promise<RenderedPage | null> => {
    const visitor = await visitorOf(req, opts.viewerResolver);
    if (!visitor) return null;
    const job: RenderJob = {
      // The same HTML for every tracking parameter, so that one render serves them all.
      url: pageAddress(req.originalUrl),
      remotes,
      nonce: res.locals.cspNonce as string | undefined,
      signedIn: visitor.signedIn,
      clientAddress: req.ip,
      requestId: req.get('x-request-id'),
      cookie: req.get('cookie'),
    };
    const log = req.log ?? opts.logger;
    const warn = (fields: Record<string, unknown>, msg: string) => log.warn(fields, msg);
    if (threads) {
      const traced = { ...job, traceHeaders: traceContextHeaders() };
      return threads.render(traced, { warn, freshFor: (ms) => freshness.limit(ms) });
    }
    return runRenderJob(bundles, config, job, { warn, sharedAnswers, onAnswer: (r) => freshness.note(r) });
  };
  const forget = () => {
    sharedAnswers.forget();
    threads?.forget();
  };
  return { start, forget, close: async () => threads?.close() };
}

/**
 * Renders a kept page's new copy for the cache alone: its visitor got the copy past its time (documentCache). It is a
 * refresh, in the places the admission keeps for them.
 */
function cacheOnlyRender(
  admission: ReturnType<typeof renderAdmission>,
  renderInto: (request: PageRenderRequest, out: DocumentOut, refresh: Refresh) => Promise<boolean>,
  logger: pino.Logger,
) {
  return (request: PageRenderRequest, refresh: Refresh) => {
    // Nothing of it would be kept: it failed as a render whose data failed does.
    if (request.standInHead) return refresh.settle(false);
    const admitted = admission.enter('refresh');
    if ('busy' in admitted) return refresh.settle();
    // Its copy is kept (and the refresh settled) once the document's writer has finished, which is after this writable
    // has: a refresh that has not settled by the next turn kept nothing.
    const ended = () => {
      admitted.leave();
      setImmediate(() => refresh.settle(false));
    };
    const cacheOnly = new Writable({ write: (_chunk, _encoding, done) => done() });
    cacheOnly.once('finish', ended).once('close', ended);
    renderInto(request, cacheOnly, refresh).then(
      (started) => started || ended(),
      (err: unknown) => {
        (request.req.log ?? logger).warn({ err }, "a kept page's new render failed");
        ended();
      },
    );
  };
}

export function createPageRenderer(opts: PageRendererOptions): PageRenderer {
  const { start: startRender, forget: forgetAnswers, close } = renderStarter(opts);
  const told = opts.onCacheAnswer ?? (() => undefined);
  const deadlineMs = opts.renderDeadlineMs ?? DEFAULT_RENDER_DEADLINE_MS;
  const { cached, keeper, serves, refreshFor, staleCopy, forget } = documentCache(
    opts.htmlCacheTtlMs ?? 0,
    deadlineMs,
    told,
    (page, refresh) => renderBehind(page, refresh),
  );

  /** A page that cannot be rendered now: its stale copy if there is one (true), else the plain document (false). */
  const instead = (request: PageRenderRequest, busy?: BusyReason): boolean => {
    const stale = staleCopy(request);
    if (stale) {
      stale(request.res);
      return true;
    }
    if (busy) opts.onBusy?.(busy);
    return false;
  };

  /**
   * Renders the page into `out` (`begin` first, once it is sure to stream), kept when complete: true, or false
   * having written nothing (it could not start).
   */
  const renderInto = async (request: PageRenderRequest, out: DocumentOut, refresh?: Refresh, begin?: () => void) => {
    const parts = splitDocument(request.html);
    const freshness = renderFreshness();
    const page = parts && (await startRender(request, freshness));
    if (!parts || !page) return false;
    const keep = keeper(request, page, () => freshness.ms, refresh);
    begin?.();
    const log = request.req.log ?? opts.logger;
    streamDocument(out, request.res.locals.cspNonce as string | undefined, page, { parts, deadlineMs, log }, keep);
    return true;
  };

  const admission = renderAdmission(opts);
  const renderBehind = cacheOnlyRender(admission, renderInto, opts.logger);

  /**
   * A place among the renders for a page that got none (the refresh it would have been is over), when it cannot be
   * sent a copy instead and its visitor is a crawler or a link preview: the plain document may be an empty page to
   * them (they may run no scripts), and they would rather wait, up to the render deadline.
   */
  const waitForPlace = (request: PageRenderRequest, busy: Admitted): Admitted | Promise<Admitted> =>
    staleCopy(request) || !isbot(request.req.get('user-agent')) ? busy : admission.enterWithin('page', deadlineMs);

  const render = async (request: PageRenderRequest): Promise<boolean> => {
    let refresh = refreshFor(request);
    let admitted = admission.enter(refresh ? 'refresh' : 'page');
    if ('busy' in admitted) {
      refresh?.settle();
      refresh = undefined;
      admitted = await waitForPlace(request, admitted);
      if ('busy' in admitted) return instead(request, admitted.busy);
    }
    // Its work ends with its response, however that ends (sent, cut, or the plain document instead), or at once when
    // the visitor has already left (then the response's events are over: listening for them would keep the place
    // for good, and a few such visits would leave every later page to the browser).
    onFinished(request.res, () => {
      admitted.leave();
      refresh?.settle(false);
    });
    if (request.res.destroyed) return true;
    const shared = serves(request.req);
    const started = await renderInto(request, request.res, refresh, () => {
      if (shared) told('miss');
      request.res.status(request.status).set({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': sessionCookieOf(request.req.headers) ? SIGNED_IN_CACHE : NO_CACHE,
        ...(shared ? { [RENDER_CACHE_HEADER]: 'miss' } : {}),
      });
    });
    return started || instead(request);
  };
  return {
    wants: (req) => wantsServerRender(req, opts.pages),
    cached,
    render,
    forgetPages: () => {
      forget();
      forgetAnswers();
    },
    close,
  };
}
