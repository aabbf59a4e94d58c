// Server rendering of a page (docs/server-rendering-plan.md): the shell's server bundle renders the page with the
// remotes' server bundles of exactly the versions this visitor's browser will load, and the document streams as the
// HTML comes (the compression middleware is flushed after each piece). Whatever cannot render on the server (no
// shell bundle, a kind of page not switched on, a render that fails before its first byte, a page asked for while
// the limits on renders are reached, admission.ts) gets the plain document: the page then renders in the browser. A
// page the document cache holds a copy of past its time gets that copy instead; a crawler first waits for a place.
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import onFinished from 'on-finished';
import type pino from 'pino';
import { traceContextHeaders, type Viewer } from '@storefront/service-platform';
import {
  BACK_IN_STOCK_PATH,
  REVIEW_THUMBS_UP_PATH,
  SSR_STATE_ELEMENT_ID,
  pageRouteOf,
  type PageRouteName,
  type RenderedPage,
} from '@storefront/shared-domain';
import { NO_CACHE } from '../cache';
import { REMOTE_AREAS, serviceForPath, type RemoteArea, type ServiceArea } from '../routes';
import { sessionCookieOf, type ViewerResolver } from '../viewer';
import { splitDocument, stateScript, type DocumentParts } from './document';
import { renderAdmission, type AdmissionOptions, type Admitted, type BusyReason } from './admission';
import { createServerBundles, type ServerBundles } from './server-bundles';
import { renderFreshness } from './service-fetch';
import { runRenderJob, type RenderJob, type RenderJobConfig } from './render-job';
import { createRenderThreads, type RenderThreadsOptions } from './render-threads';
import { createHtmlCache, documentKey, type CachedHit } from './html-cache';
import { pageAddress } from './page-address';
import { createRefreshes, type Refresh } from './refreshes';
import { KeptDocument, etagFunctionOf, sendKept } from './kept-document';
import { isShareable, sharedCacheControl } from './shared-document';

/**
 * Says whether a page the document cache serves came from it ('hit'), was its copy past its time sent while a new one
 * renders ('stale'), or was rendered ('miss'); absent for other pages.
 */
export const RENDER_CACHE_HEADER = 'X-Render-Cache';
export const DOCUMENT_CACHE_ANSWERS = ['hit', 'stale', 'miss'] as const;
export type DocumentCacheAnswer = (typeof DOCUMENT_CACHE_ANSWERS)[number];

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

export interface PageRenderRequest {
  req: Request;
  res: Response;
  /** The document the page would get without server rendering (head, boot data and nonces in it). */
  html: string;
  status: number;
  /** The manifest URL of each area for this visitor (what /remotes.json answers them). */
  remotes: Record<RemoteArea, string>;
  /**
   * The document's head stands in for the page's own (its lookup failed or was too slow): the render goes out, but the
   * document cache keeps no copy of it, which every visitor and shared cache would get without its title and tags.
   */
  standInHead?: boolean;
}

/** The document cache's answer for a visitor. */
export interface CachedAnswer {
  send(res: Response): void;
  /**
   * Present when the copy sent is past its time and this visit starts its new render, which makes a copy for the
   * cache alone (the visitor has their answer): call it with the page as render() takes it, or with null when there
   * is none to render (then no new copy is made this time).
   */
  renderBehind?: (page: PageRenderRequest | null) => void;
}

export interface PageRenderer {
  /** Whether this request gets a server render: a kind of page switched on, asked by GET. */
  wants(req: Request): boolean;
  /**
   * The document cache's answer for this visitor, or null (render). It may wait for a render of the page under way,
   * when no copy of it is left to send meanwhile.
   */
  cached(req: Request, remotes: Record<RemoteArea, string>): Promise<CachedAnswer | null>;
  /** Forgets the documents it keeps: what they show changed (a catalogue, review or marketing write went through). */
  forgetDocuments(): void;
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

/** Pages whose server render is the same for every visitor without a session (the cart page shows theirs). */
const SHARED_PAGES: ReadonlySet<PageRouteName> = new Set([
  'home',
  'collection',
  'subCollection',
  'search',
  'product',
  'contentPage',
  'jobs',
  'boxDesignCalculator',
  'wiringDiagrams',
]);

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
 * Where a document is written: a visitor's response, or nothing but the cache's copy (a render behind a copy past its
 * time, documentCache).
 */
interface DocumentOut {
  write(chunk: Buffer | string): unknown;
  end(chunk?: string): unknown;
  once(event: 'close', listener: () => void): unknown;
  destroy(): unknown;
  readonly destroyed: boolean;
  readonly writableEnded: boolean;
  /** The compression middleware's: what was written goes out now. */
  flush?: () => void;
}

/**
 * React's HTML to the response as it comes, then the state and the document's end. React writes a finished part in
 * pieces of 2 KB, all at once; they go out together on the next turn of the event loop, as one write and one flush of
 * the compressor (a page in one go rather than thirty), while a part that finishes later still streams when it does.
 */
function documentWriter(res: DocumentOut, tail: () => string, record?: (text: string) => void): Writable {
  let pending: Buffer[] = [];
  let scheduled = false;
  const send = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const out = Buffer.concat(pending);
    pending = [];
    if (res.destroyed) return;
    res.write(out);
    record?.(out.toString());
    res.flush?.();
  };
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(send);
      }
      done();
    },
    final(done) {
      send();
      const end = tail();
      record?.(end);
      res.end(end);
      done();
    },
  });
}

/**
 * Writes the document: its head at once, React's HTML as it comes, then the state and the document's end. `keep` is
 * given the whole document when it went out complete (not cut by the deadline or a visitor who left).
 */
function streamDocument(
  res: DocumentOut,
  nonce: string | undefined,
  page: RenderedPage,
  { parts, deadlineMs, log }: { parts: DocumentParts; deadlineMs: number; log: pino.Logger },
  keep?: (document: string) => void,
): void {
  res.write(parts.head);
  let cut = false;
  const written: string[] = [parts.head];
  const deadline = setTimeout(() => {
    cut = true;
    page.stream.abort(new Error('render deadline'));
  }, deadlineMs);
  const tail = () => {
    clearTimeout(deadline);
    return `</div>${stateScript(SSR_STATE_ELEMENT_ID, page.state(), nonce)}${parts.tail}`;
  };
  // A visitor who left stops the render, whether they leave now or left while it was starting (no event comes then).
  const left = () => {
    clearTimeout(deadline);
    if (!res.writableEnded) {
      cut = true;
      page.stream.abort(new Error('the visitor left'));
    }
  };
  if (res.destroyed) left();
  else res.once('close', left);
  const writer = documentWriter(res, tail, keep && ((text) => written.push(text)));
  // A render that fails after its first byte (React destroys its destination on a fatal error) never ends the
  // writer, so the document cannot be finished: what was sent may stop inside a tag. The response is cut (the
  // browser sees an incomplete answer) rather than left open with no end, holding the connection.
  writer.on('error', (err) => log.warn({ err }, 'server rendering failed after its first byte; response cut'));
  writer.once('finish', () => {
    if (keep && !cut) keep(written.join(''));
  });
  writer.once('close', () => {
    clearTimeout(deadline);
    // (Not res.writableEnded: through compression, the response ends only once the compressor has.)
    if (!writer.writableFinished) res.destroy();
  });
  page.stream.pipe(writer);
}

/**
 * The document cache of a renderer: the answer for a visitor, and the keeper of a complete render. One render of a
 * kept page at a time makes its new copy (a refresh). While the page has a copy past its time, every visitor gets that
 * copy at once, the one whose visit starts the refresh included: the refresh renders behind it (`renderBehind`), for
 * the cache alone. When there is no copy (a write dropped it), the visitors who ask during the refresh wait for the
 * new one, up to `waitMs`. When a refresh kept nothing (its data failed), the copy stays a while longer (html-cache.ts
 * keepStale) and a second later the next visit starts another: no visitor gets the page whose data failed while the
 * copy lasts. Without this, each of them rendered the page again or, past the limits on renders, got the plain
 * document: under a crowd the thread is always busy, and a popular page that ran out was then never rendered again
 * while the crowd lasted.
 */
function documentCache(
  ttlMs: number,
  waitMs: number,
  told: (answer: DocumentCacheAnswer) => void,
  renderBehind: (page: PageRenderRequest, refresh: Refresh) => void,
) {
  const cache = createHtmlCache<KeptDocument>({ ttlMs });
  const refreshes = createRefreshes({ onKeptNothing: (key) => cache.keepStale(key) });
  /** Whether the cache serves this page (its answer says 'miss' when it did not come from it). */
  const serves = (req: Request) => {
    const route = pageRouteOf(req.path);
    return cache.enabled && !!route && SHARED_PAGES.has(route) && sessionCookieOf(req.headers) === null;
  };
  const cacheKeyOf = (req: Request, remotes: Record<RemoteArea, string>) =>
    serves(req) ? documentKey(pageAddress(req.originalUrl), remotes) : null;

  // One form for every visitor (no nonce in it); only the headers say whether shared caches may keep it too: not
  // when anything in the answer is the visitor's (a cart, a cookie being set).
  const sender =
    (req: Request, { document, remainingMs, stale }: CachedHit<KeptDocument>) =>
    (res: Response) => {
      told(stale ? 'stale' : 'hit');
      const policy = res.getHeader('Content-Security-Policy');
      const shareable = isShareable(req, res);
      const sharedSeconds = Math.max(1, Math.ceil(Math.min(ttlMs, remainingMs) / 1000));
      res.status(document.status).set({
        'Content-Type': 'text/html; charset=utf-8',
        [RENDER_CACHE_HEADER]: stale ? 'stale' : 'hit',
        'Cache-Control': shareable ? sharedCacheControl(sharedSeconds) : NO_CACHE,
        Vary: shareable ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
        ...(policy ? { 'Content-Security-Policy': document.policy(String(policy)) } : {}),
        ...(document.etag ? { ETag: document.etag } : {}),
      });
      sendKept(req, res, document);
    };

  const cached: PageRenderer['cached'] = async (req, remotes) => {
    const key = cacheKeyOf(req, remotes);
    if (key === null) return null;
    const hit = cache.get(key);
    if (hit && !hit.stale) return { send: sender(req, hit) };
    if (hit) {
      // A new copy renders behind this one, unless one is under way or the last one failed within a second.
      const refresh = refreshes.start(key);
      const behind =
        refresh && ((page: PageRenderRequest | null) => (page ? renderBehind(page, refresh) : refresh.settle()));
      return { send: sender(req, hit), ...(behind ? { renderBehind: behind } : {}) };
    }
    // No copy (a write dropped it): wait for its render under way, or with none, this visitor's render is the refresh.
    const refresh = refreshes.underWay(key);
    if (!refresh) return null;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([refresh.settled, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    const fresh = cache.get(key);
    return fresh && !fresh.stale ? { send: sender(req, fresh) } : null;
  };

  /** A refresh when this render makes the page's new copy: a key the cache wants, and none under way (refreshes.ts). */
  const refreshFor = ({ req, remotes }: PageRenderRequest): Refresh | undefined => {
    const key = cacheKeyOf(req, remotes);
    return key !== null && cache.wants(key) ? refreshes.start(key) : undefined;
  };

  /** The copy past its time of a page that cannot be rendered now (better than the browser rendering it). */
  const staleCopy = ({ req, remotes }: PageRenderRequest) => {
    const key = cacheKeyOf(req, remotes);
    const hit = key === null ? undefined : cache.peek(key);
    return hit ? sender(req, hit) : null;
  };

  /**
   * Keeps a complete render for the next visitors, the nonce taken out, no longer than its data stays true; undefined
   * for a page the cache does not serve, one whose address it has not missed before, or one with a stand-in head
   * (nothing is collected).
   */
  const keeper = (request: PageRenderRequest, page: RenderedPage, freshForMs: () => number, refresh?: Refresh) => {
    const key = cacheKeyOf(request.req, request.remotes);
    if (key === null || !cache.wants(key) || request.standInHead) return undefined;
    const { res, status } = request;
    return (document: string) => {
      const complete = !!page.complete?.();
      if (complete) {
        const nonce = res.locals.cspNonce as string | undefined;
        cache.set(key, new KeptDocument(status, document, nonce, etagFunctionOf(res)), freshForMs());
      }
      refresh?.settle(complete);
    };
  };

  return { cached, keeper, serves, refreshFor, staleCopy, forget: () => cache.clear() };
}

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
    return runRenderJob(bundles, config, job, { warn, onAnswer: (response) => freshness.note(response) });
  };
  return { start, close: async () => threads?.close() };
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
  const { start: startRender, close } = renderStarter(opts);
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
    forgetDocuments: forget,
    close,
  };
}

/**
 * The services whose writes change what pages shared by every visitor show. Not marketing: what a visitor sends it
 * (page events, subscriptions, contact messages, consent checks) is recorded and shows on no page, and every page view
 * sends events, so dropping the documents on those would keep none.
 */
const SHARED_DATA_SERVICES: ReadonlySet<ServiceArea> = new Set(['catalog', 'reviews']);

/**
 * Writes to those services that no page shows, or that a kept page may show late: a shopper asking to be told when an
 * item is back in stock, and a helpful vote on a review. A vote's count on a kept page lags by the cache's time at
 * most, and the voter's browser remembers their vote (spec 1). Any visitor may vote: were each vote to drop every kept
 * page, a few votes a second would keep the cache empty and every page rendering.
 */
const WRITES_KEPT_PAGES_MAY_MISS: ReadonlySet<string> = new Set([BACK_IN_STOCK_PATH, REVIEW_THUMBS_UP_PATH]);

/**
 * After a successful write to one of those services, or any write of the back office (staff change sales and content
 * pages too, and they are few), `forget` drops what the gateway keeps of the pages (app.ts: the renderer's documents
 * and the heads).
 */
export function forgetPagesOnWrite(forget: () => void): RequestHandler {
  return (req, res, next) => {
    const area = ['GET', 'HEAD', 'OPTIONS'].includes(req.method) ? null : serviceForPath(req.path);
    const shown = area && !WRITES_KEPT_PAGES_MAY_MISS.has(req.path);
    if (shown && (SHARED_DATA_SERVICES.has(area) || req.path.startsWith('/api/admin/'))) {
      res.once('finish', () => {
        if (res.statusCode < 400) forget();
      });
    }
    next();
  };
}
