// The shell's own files and, for every other page address, the shell's index.html with the server-rendered head,
// where the remotes are and preloads of what the page shows. A path no route of the shell owns is a 404 (the shell
// renders its not-found screen), never a soft 404; a page that needs a session sends a visitor without one to sign in.
import path from 'node:path';
import express from 'express';
import type { Request, RequestHandler, Response } from 'express';
import type pino from 'pino';
import { isPagePath, requiresSession, sessionRequiredHref } from '@storefront/shared-domain';
import { isAdminPath } from '@storefront/shared-domain/admin';
import { bootMarkup, createManifestReader } from './boot';
import { NO_CACHE } from './cache';
import { CachedFile, addScriptNonce, injectHead } from './html';
import { HEAD_TIMED_OUT, renderHeadWithin, type HeadRenderer, type PageHead } from './page-head';
import type { RemoteRegistry } from './remotes/registry';
import { remoteManifestUrls } from './remotes/resolve';
import type { RemoteArea } from './routes';
import { staticFiles } from './static-files';
import { sendOwnDocument } from './render/document';
import type { PageRenderer } from './render/page-render';
import type { CachedAnswer } from './render/page-request';
import { sessionCookieOf, type ViewerResolver } from './viewer';

/** Handle redirects may be remembered for a day (a handle's spelling can still change with a catalogue import). */
const REDIRECT_CACHE = 'public, max-age=86400';

export interface ShellDocumentOptions {
  shellDir: string;
  remotesDir: (area: RemoteArea) => string;
  storeDir?: string;
  readRegistry: () => RemoteRegistry;
  remoteUrls: Record<RemoteArea, string>;
  viewerSecret: string;
  viewerResolver: ViewerResolver;
  /** Issues the double-submit CSRF cookie the page's scripts repeat on every write. */
  issueCsrf: RequestHandler;
  renderHead?: HeadRenderer;
  renderHeadTimeoutMs: number;
  /** Streams the page rendered on the server when it can (render/page-render.ts); else the plain document goes. */
  renderPage?: PageRenderer;
  logger: pino.Logger;
}

/** A GET for an HTML page: a missing file (anything with an extension except .html) is a 404, never the document. */
/**
 * A form of a page submitted before the page's scripts took it over (the shopper was quicker than the network) posts to
 * the page's own address, which no service answers: send the browser back to the page (303, so it is fetched with GET)
 * rather than a JSON 404, and the shopper submits again on a page that works. API paths keep their JSON answer.
 */
function postedToPage(req: Request): boolean {
  if (req.method !== 'POST' || req.path.startsWith('/api/')) return false;
  if (!req.is(['application/x-www-form-urlencoded', 'multipart/form-data'])) return false;
  const wantsHtml = (req.headers.accept ?? '').includes('text/html');
  return wantsHtml && !/\.[A-Za-z0-9]+$/.test(req.path.split('/').pop() ?? '');
}

function asksForDocument(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const last = req.path.split('/').pop() ?? '';
  // A back-office address may end in a sku with a dot in it ('/admin/catalogue/RP-150.4AB'); no file lives there.
  const looksLikeFile = /\.[A-Za-z0-9]+$/.test(last) && !last.endsWith('.html') && !isAdminPath(req.path);
  return !looksLikeFile && !!req.accepts('html');
}

/**
 * spec 2 §8: a page that needs a session sends a visitor without one to sign-in, before any script runs. When the
 * session cannot be looked up, the page is served (its API calls answer 503): a signed-in shopper is not sent to sign
 * in again by an outage. True when the visitor was redirected.
 */
async function redirectedToSignIn(req: Request, res: Response, viewerResolver: ViewerResolver): Promise<boolean> {
  if (!requiresSession(req.path) && !isAdminPath(req.path)) return false;
  const cookie = sessionCookieOf(req.headers);
  const viewer = cookie ? await viewerResolver.resolve(cookie).catch(() => 'unknown' as const) : null;
  if (viewer === 'unknown' || viewer?.accountId) return false;
  res.set('Cache-Control', 'no-store').redirect(302, sessionRequiredHref(req.originalUrl));
  return true;
}

/** What a page's head lookup answers when it failed or was too slow. */
const STAND_IN = 'stand-in';

/**
 * The page's server-rendered head; null when it has none of its own (no renderer, an address no head covers), and
 * STAND_IN when its renderer failed or was too slow (the shell's own head goes out instead).
 */
async function headOf(req: Request, opts: ShellDocumentOptions): Promise<PageHead | null | typeof STAND_IN> {
  if (!opts.renderHead) return null;
  try {
    const rendered = await renderHeadWithin(
      opts.renderHead,
      { path: req.path, query: req.query },
      opts.renderHeadTimeoutMs,
    );
    return rendered === HEAD_TIMED_OUT ? STAND_IN : rendered;
  } catch (err) {
    (req.log ?? opts.logger).warn({ err }, 'head rendering failed; serving the plain shell');
    return STAND_IN;
  }
}

/** One address per page: the handle as the catalogue spells it, the query kept. */
function redirectToCanonical(req: Request, res: Response, redirectPath: string): void {
  const query = req.originalUrl.indexOf('?');
  res
    .set('Cache-Control', REDIRECT_CACHE)
    .redirect(301, `${redirectPath}${query >= 0 ? req.originalUrl.slice(query) : ''}`);
}

/**
 * The back office's pages (/admin/...) are the shell's like any page, but for staff only: never indexed, never kept by
 * any cache, and no server render or preloads (the frame is fetched on demand and checks the session).
 */
const ADMIN_HEAD = '<title>Back office</title>\n<meta name="robots" content="noindex, nofollow">';
const ADMIN_CACHE = 'private, no-store';

function pageDocument(opts: ShellDocumentOptions): RequestHandler {
  // Read for every page: a rebuilt shell is seen within a second.
  const shellIndex = new CachedFile(path.join(opts.shellDir, 'index.html'), { recheckMs: 1000 });
  const manifests = createManifestReader({
    remotesDir: opts.remotesDir,
    storeDir: opts.storeDir,
    logger: opts.logger,
  });
  /**
   * The page's status and document (with or without the data preloads), or the address it redirects to, and whether
   * its head stands in for the page's own.
   */
  const documentOf = async (req: Request, res: Response, shell: string, remotes: Record<RemoteArea, string>) => {
    const admin = isAdminPath(req.path);
    const known = admin || isPagePath(req.path);
    const looked = known && !admin ? await headOf(req, opts) : null;
    const head: Pick<PageHead, 'markup' | 'status' | 'redirectPath'> | null = admin
      ? { markup: ADMIN_HEAD, status: 200 }
      : looked === STAND_IN
        ? null
        : looked;
    // Its lookup failed or was too slow, or the renderer gave a generic head for a catalogue that failed.
    const standInHead = looked === STAND_IN || looked?.cacheable === false;
    const documentWith = async (dataPreloads: boolean) => {
      const query = req.query as Record<string, unknown>;
      const boot = await bootMarkup(req.path, remotes, manifests, query, { dataPreloads });
      return addScriptNonce(injectHead(shell, `${head?.markup ?? ''}\n${boot}`), res.locals.cspNonce as string);
    };
    // An unknown product, collection or content page is a 404 too (it still renders its not-found state).
    const status = !known || head?.status === 404 ? 404 : 200;
    return { redirectPath: head?.redirectPath, status, documentWith, standInHead };
  };
  /** The new render of a page whose copy past its time went out: none for a page that now redirects, or on failure. */
  const renderBehind = async (
    behind: NonNullable<CachedAnswer['renderBehind']>,
    [req, res, shell, remotes]: Parameters<typeof documentOf>,
  ) => {
    try {
      const { redirectPath, status, documentWith, standInHead } = await documentOf(req, res, shell, remotes);
      if (redirectPath) return behind(null);
      behind({ req, res, html: await documentWith(false), status, remotes, standInHead });
    } catch (err) {
      (req.log ?? opts.logger).warn({ err }, "a kept page's document failed; no new copy of it this time");
      behind(null);
    }
  };
  return async (req, res, next) => {
    if (postedToPage(req)) return res.redirect(303, req.originalUrl);
    if (!asksForDocument(req)) return next();
    if (await redirectedToSignIn(req, res, opts.viewerResolver)) return;
    const shell = await shellIndex.read();
    if (shell === null) {
      res
        .status(503)
        .type('text/plain')
        .set('Cache-Control', 'no-store')
        .send('The storefront shell is not built yet (npm run build).');
      return;
    }
    // Where the remotes are (what /remotes.json would answer this visitor).
    const remotes = remoteManifestUrls(req, res, opts.readRegistry(), opts.remoteUrls, opts.viewerSecret);
    // The page's scripts repeat this cookie on every write (double-submit CSRF token).
    const issueCsrf = () => opts.issueCsrf(req, res, () => undefined);
    const admin = isAdminPath(req.path);
    const renderer = !admin && opts.renderPage?.wants(req) ? opts.renderPage : null;
    const cached = renderer ? await renderer.cached(req, remotes) : null;
    if (cached) {
      issueCsrf();
      cached.send(res);
      if (cached.renderBehind) await renderBehind(cached.renderBehind, [req, res, shell, remotes]);
      return;
    }
    const { redirectPath, status, documentWith, standInHead } = await documentOf(req, res, shell, remotes);
    if (redirectPath) return redirectToCanonical(req, res, redirectPath);
    issueCsrf();
    // A server-rendered document carries its data, so it preloads none; if the render cannot start, the plain one does.
    if (renderer) {
      const html = await documentWith(false);
      if (await renderer.render({ req, res, html, status, remotes, standInHead })) return;
    }
    const html = await documentWith(true);
    const cacheControl = admin ? ADMIN_CACHE : NO_CACHE;
    sendOwnDocument(
      res.status(status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl }),
      html,
    );
  };
}

export function shellDocument(opts: ShellDocumentOptions): express.Router {
  const router = express.Router();
  // The shell's own files (index.html is rendered by pageDocument, with the head).
  const shellStatic = staticFiles(opts.shellDir);
  // (Nor is a page's address a file: looking for one on disk was a tenth of the cost of a kept page.)
  router.use((req, res, next) =>
    req.path === '/index.html' || isPagePath(req.path) ? next() : shellStatic(req, res, next),
  );
  router.use(pageDocument(opts));
  return router;
}
