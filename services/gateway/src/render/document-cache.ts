// The document cache of a page renderer: pages the same for every visitor without a session, kept after a complete
// render, sent to the next visitors in one form, and made anew by one render at a time when they run out.
import type { Request, Response } from 'express';
import { pageRouteOf, type PageRouteName, type RenderedPage } from '@storefront/shared-domain';
import { NO_CACHE } from '../cache';
import type { RemoteArea } from '../routes';
import { sessionCookieOf } from '../viewer';
import { createHtmlCache, documentKey, type CachedHit } from './html-cache';
import { KeptDocument, etagFunctionOf, sendKept } from './kept-document';
import { pageAddress } from './page-address';
import {
  RENDER_CACHE_HEADER,
  type CachedAnswer,
  type DocumentCacheAnswer,
  type PageRenderRequest,
} from './page-request';
import { createRefreshes, type Refresh } from './refreshes';
import { isShareable, sharedCacheControl } from './shared-document';

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
export function documentCache(
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

  const cached = async (req: Request, remotes: Record<RemoteArea, string>): Promise<CachedAnswer | null> => {
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
