// The cart's embed for integrators' pages (mfe-cart/EMBED.md), released like the remotes:
// - /embed/cart.js (and its types, /embed/cart.d.ts): the stable URL. It answers the cart-embed.js of the version the
//   registry makes live for this visitor (signed override, sticky canary, live), else the package's own build, else
//   the newest version the cart's container published (a gateway image holds no build of its own); a cart live on
//   another host (`set cart url`) is a redirect to the file beside its manifest there. Cached briefly, never by a
//   shared cache while a canary or an override decides.
// - /mf/cart/cart-embed.js: the address documented before, the same answer (revalidated on each load).
// - /mf/cart/<version>/cart-embed.js: a pinned version (remote-assets.ts serves it); a load from an allowed
//   integrator's page is recorded, so `prune` keeps that version.
// The script loads its chunks beside its own URL (webpack's automatic public path): `entries/<name>.<hash>.chunk.js`.
// Under /embed/ and /mf/cart/ those are answered from whichever build holds that hashed file, so a page opened before
// the live version changed (or the host rebuilt) keeps loading the chunks of the version it started with.
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { NO_CACHE } from './cache';
import { notFound } from './not-found';
import { createDistVersionReader } from './remotes/dist-version';
import { REMOTE_VERSION_PATTERN, areaEntryOf, isRemoteLocation, type RemoteRegistry } from './remotes/registry';
import { chooseRemoteVersion, remoteOverrideOf, type RemoteChoice } from './remotes/resolve';
import { storedVersions, versionDir } from './remotes/store';
import { staticFiles } from './static-files';

export const EMBED_SCRIPT_PATH = '/embed/cart.js';
export const EMBED_TYPES_PATH = '/embed/cart.d.ts';
/** The address EMBED.md gave before the stable one: kept working. */
export const LEGACY_EMBED_SCRIPT_PATH = '/mf/cart/cart-embed.js';
export const EMBED_SCRIPT_FILE = 'cart-embed.js';
export const EMBED_TYPES_FILE = 'cart-embed.d.ts';
/** The stable URL: a minute, so a set, canary or rollback reaches integrators' pages within about a minute. */
export const EMBED_CACHE_CONTROL = 'public, max-age=60';
/** Chosen per visitor (canary, override): kept by no cache at all. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** `lazy-cart-panel.f0f6b5a7.chunk.js` (and its licence file): hashed, so any build that has it has the same file. */
const HASHED_CHUNK = /^[\w-]+\.[0-9a-f]{8,}\.chunk\.js(?:\.LICENSE\.txt)?$/;

export interface EmbedAssetsOptions {
  readRegistry: () => RemoteRegistry;
  viewerSecret: string;
  /** The cart's own build (`mfe-cart/dist`). */
  ownBuildDir: string;
  /** Published versions, `<dir>/<area>/<version>/`. */
  storeDir?: string;
  /** Notes that an integrator's page loaded a version (embed-loads.ts). */
  recordLoad: (version: string, req: Request) => void;
}

interface EmbedSource {
  dir: string;
  /** The published version, or null: the package's own build. */
  version: string | null;
}

/** `<store>/cart/.latest`: the version the cart's container last published there (docker/remote-entrypoint.sh). */
function latestPublished(storeDir: string): string | null {
  try {
    const version = fs.readFileSync(path.join(storeDir, 'cart', '.latest'), 'utf8').trim();
    return REMOTE_VERSION_PATTERN.test(version) ? version : null;
  } catch {
    return null;
  }
}

/** Where the chosen version's embed is: its version folder, else the own build, else the newest published one. */
function embedSource(opts: EmbedAssetsOptions, choice: RemoteChoice, file: string): EmbedSource | null {
  const candidates: EmbedSource[] = [];
  if (choice.version && opts.storeDir && REMOTE_VERSION_PATTERN.test(choice.version)) {
    candidates.push({ dir: versionDir(opts.storeDir, 'cart', choice.version), version: choice.version });
  }
  candidates.push({ dir: opts.ownBuildDir, version: null });
  const latest = opts.storeDir ? latestPublished(opts.storeDir) : null;
  if (latest && opts.storeDir) candidates.push({ dir: versionDir(opts.storeDir, 'cart', latest), version: latest });
  return candidates.find((c) => fs.existsSync(path.join(c.dir, file))) ?? null;
}

const noFile = notFound((req) => `No file ${req.originalUrl.split('?')[0]}`);

/** The stable URL's answer: the file of the version this visitor gets, with the version it is and how to cache it. */
function followingRegistry(opts: EmbedAssetsOptions, file: string, cacheControl: string): RequestHandler {
  const ownVersion = createDistVersionReader(opts.ownBuildDir);
  return (req, res, next) => {
    const override = remoteOverrideOf(req, opts.viewerSecret);
    const choice = chooseRemoteVersion(req, res, opts.readRegistry(), 'cart', override, 'cross-site');
    res.set('Cache-Control', choice.personal ? PERSONAL_CACHE_CONTROL : cacheControl);
    if (choice.personal) res.vary('Cookie').vary('X-Remote-Override');
    // Live on another host (`set cart url`): the file beside its manifest there.
    if (choice.version && isRemoteLocation(choice.version)) return res.redirect(new URL(file, choice.version).href);
    const source = embedSource(opts, choice, file);
    if (!source) return noFile(req, res, next);
    if (source.version && file === EMBED_SCRIPT_FILE) opts.recordLoad(source.version, req);
    res.set('X-Remote-Version', source.version ?? ownVersion());
    sendFile(req, res, next, path.join(source.dir, file));
  };
}

function sendFile(req: Request, res: Response, next: NextFunction, file: string): void {
  res.type(file.endsWith('.d.ts') ? 'text/plain; charset=utf-8' : 'application/javascript; charset=utf-8');
  res.sendFile(file, { cacheControl: false, dotfiles: 'allow' }, (err) => {
    if (err && !res.headersSent) noFile(req, res, next);
  });
}

/** The builds that may hold a hashed chunk of the embed: the own build, then the published versions. */
function chunkDirs(opts: EmbedAssetsOptions): string[] {
  const { storeDir } = opts;
  const versions = storeDir ? storedVersions(storeDir, 'cart').map((v) => versionDir(storeDir, 'cart', v)) : [];
  return [opts.ownBuildDir, ...versions.reverse()];
}

/** `<base>/entries/<hashed chunk>` from the build that holds it (immutable, like any hashed file). */
function embedChunks(opts: EmbedAssetsOptions): RequestHandler {
  const handlers = new Map<string, RequestHandler>();
  return (req, res, next) => {
    const { file } = req.params as { file: string };
    if (!HASHED_CHUNK.test(file)) return next();
    const dir = chunkDirs(opts).find((d) => fs.existsSync(path.join(d, 'entries', file)));
    if (!dir) return chunkElsewhere(opts, file, req, res, next);
    let serve = handlers.get(dir);
    if (!serve) {
      serve = staticFiles(dir);
      handlers.set(dir, serve);
    }
    const url = req.url;
    req.url = `/entries/${file}`;
    return serve(req, res, () => {
      req.url = url;
      noFile(req, res, next);
    });
  };
}

/** A chunk of a cart live on another host (`set cart url`, whose script the stable URL redirects to): from there. */
function chunkElsewhere(opts: EmbedAssetsOptions, file: string, req: Request, res: Response, next: NextFunction) {
  const live = areaEntryOf(opts.readRegistry(), 'cart').live;
  if (live && isRemoteLocation(live)) return res.redirect(new URL(`entries/${file}`, live).href);
  return noFile(req, res, next);
}

/** A pinned version's loader, loaded by an integrator's page: noted, then served by the versions' handler. */
function noteVersionedLoad(opts: EmbedAssetsOptions): RequestHandler {
  return (req, _res, next) => {
    const { version } = req.params as { version: string };
    const dir =
      opts.storeDir && REMOTE_VERSION_PATTERN.test(version) ? versionDir(opts.storeDir, 'cart', version) : null;
    if (dir && fs.existsSync(path.join(dir, EMBED_SCRIPT_FILE))) opts.recordLoad(version, req);
    next();
  };
}

/** Mount before /mf/<area>/<version>/ and the own builds (remote-assets.ts), after the /mf CORS headers. */
export function embedAssets(opts: EmbedAssetsOptions): express.Router {
  const router = express.Router();
  router.get(EMBED_SCRIPT_PATH, followingRegistry(opts, EMBED_SCRIPT_FILE, EMBED_CACHE_CONTROL));
  router.get(EMBED_TYPES_PATH, followingRegistry(opts, EMBED_TYPES_FILE, EMBED_CACHE_CONTROL));
  router.get(LEGACY_EMBED_SCRIPT_PATH, followingRegistry(opts, EMBED_SCRIPT_FILE, NO_CACHE));
  router.get(`/mf/cart/:version/${EMBED_SCRIPT_FILE}`, noteVersionedLoad(opts));
  router.get(['/embed/entries/:file', '/mf/cart/entries/:file'], embedChunks(opts));
  return router;
}
