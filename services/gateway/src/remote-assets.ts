// Where the remotes are and their files: /remotes.json (from the registry, read again when it changes, no restart,
// per visitor: canary cookie, signed override); /mf/<area>/<version>/... a published version (immutable: hashed files
// cached for a year); /mf/<area>/... the package's own build (development). Cross-origin friendly; every answer says
// which version it is from; unknown files answer a JSON 404. The cart's embed for integrators: embed-assets.ts.
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { Request, RequestHandler } from 'express';
import { NO_CACHE } from './cache';
import { DEV_REMOTE_PATH, devRemoteRoute } from './dev-remote';
import { embedAssets } from './embed-assets';
import { notFound } from './not-found';
import { createDistVersionReader } from './remotes/dist-version';
import { REMOTE_VERSION_PATTERN, isRemoteArea, type RemoteRegistry } from './remotes/registry';
import { remoteManifestUrls } from './remotes/resolve';
import { REMOTE_AREAS, type RemoteArea } from './routes';
import { staticFiles } from './static-files';

export interface RemoteAssetsOptions {
  readRegistry: () => RemoteRegistry;
  /** Manifest URL of each remote when the registry names none. */
  remoteUrls: Record<RemoteArea, string>;
  viewerSecret: string;
  /** Build folder of each remote, served at `/mf/<area>/`. */
  remotesDir: (area: RemoteArea) => string;
  /** Published versions, `<dir>/<area>/<version>/`. */
  storeDir?: string;
  /** Notes that an allowed integrator's page loaded a version of the cart's embed (embed-loads.ts). */
  recordEmbedLoad?: (version: string, req: Request) => void;
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

const noFile = notFound((req) => `No file ${req.originalUrl.split('?')[0]}`);

/** /mf/<area>/<version>/...: the files of a published version, one static handler per version folder. */
function publishedVersions(storeDir: string | undefined): RequestHandler {
  const versionFiles = new Map<string, RequestHandler>();
  return (req, res, next) => {
    const { area, version } = req.params as { area: string; version: string };
    if (!isRemoteArea(area) || !REMOTE_VERSION_PATTERN.test(version)) return next();
    const dir = storeDir ? path.join(storeDir, area, version) : null;
    if (!dir || !fs.existsSync(dir)) return noFile(req, res, next);
    res.set('X-Remote-Version', version);
    let files = versionFiles.get(dir);
    if (!files) {
      files = staticFiles(dir);
      versionFiles.set(dir, files);
    }
    return files(req, res, () => noFile(req, res, next));
  };
}

/** /mf/<area>/...: the remote's own build, labelled with the version it was built as. */
function ownBuild(distDir: string): RequestHandler[] {
  const distVersion = createDistVersionReader(distDir);
  const label: RequestHandler = (_req, res, next) => {
    res.set('X-Remote-Version', distVersion());
    next();
  };
  return [label, staticFiles(distDir)];
}

export function remoteAssets(opts: RemoteAssetsOptions): express.Router {
  const router = express.Router();
  router.get('/remotes.json', (req, res) => {
    res.set({ 'Cache-Control': NO_CACHE, Vary: 'Cookie, X-Remote-Override' });
    res.json(remoteManifestUrls(req, res, opts.readRegistry(), opts.remoteUrls, opts.viewerSecret));
  });
  router.get(DEV_REMOTE_PATH, devRemoteRoute(opts.viewerSecret));
  router.use(['/mf', '/embed'], crossOriginAssets);
  router.use(
    embedAssets({
      readRegistry: opts.readRegistry,
      viewerSecret: opts.viewerSecret,
      ownBuildDir: opts.remotesDir('cart'),
      storeDir: opts.storeDir,
      recordLoad: opts.recordEmbedLoad ?? (() => undefined),
    }),
  );
  router.use('/mf/:area/:version', publishedVersions(opts.storeDir));
  for (const area of REMOTE_AREAS) router.use(`/mf/${area}`, ...ownBuild(opts.remotesDir(area)));
  router.use(['/mf', '/embed'], noFile);
  return router;
}
