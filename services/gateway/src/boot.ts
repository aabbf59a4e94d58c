// What the shell needs to start, put into the HTML document: where each remote is (the answer /remotes.json
// would give this visitor, so the shell starts without asking), and preload hints for the remotes the page shows
// (their remote entry and the chunks the page's module needs at once, read from their manifest here; the shell loads
// entries, not manifests), so the browser fetches them while the shell's own scripts load instead of one after the
// other.
import path from 'node:path';
import type pino from 'pino';
import {
  aboveHeaderModules,
  PAGE_REMOTES,
  SALE_SETTINGS_PATH,
  pageRouteOf,
  productByHandlePath,
} from '@storefront/shared-domain';
import { CachedFile } from './html';
import {
  createHttpManifestReader,
  isHttpManifestUrl,
  type ExposeAssets,
  type HttpManifestReaderOptions,
} from './remotes/http-manifest';
import { REMOTE_VERSION_PATTERN, isRemoteArea } from './remotes/registry';
import type { RemoteArea } from './routes';

/** The id of the JSON script element the shell reads (shell/src/remotes/remotesManifest.ts reads the same id). */
export const BOOT_ELEMENT_ID = 'sf-boot';

/** The remote entry's file name beside its manifest (config/webpack: ModuleFederationPlugin filename). */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The `rel` of a script the shell's inline starter fetches when it starts the page's code (config/webpack/
 * entryStarter.js: DEFERRED_PRELOAD_REL): until then the document and its first screen's images have the network.
 */
export const DEFERRED_SCRIPT_REL = 'sf-preload';
const scriptHint = (href: string) => `<link rel="${DEFERRED_SCRIPT_REL}" href="${escapeAttribute(href)}">`;

/** The chunks `module` needs at once, by the manifest's `exposes`, as URLs in the folder `base`. */
function syncChunks(exposes: ExposeAssets[], module: string, base: string): string[] {
  const sync = exposes.find((e) => e.path === module)?.assets?.js?.sync;
  return Array.isArray(sync)
    ? sync
        .filter((chunk): chunk is string => typeof chunk === 'string' && /^[\w.-]+\.js$/.test(chunk))
        .map((c) => base + c)
    : [];
}

/** How long a manifest read from disk is taken as current before it is looked at again (ms), rather than per page. */
const MANIFEST_RECHECK_MS = 1000;

/**
 * Reads the manifests of the remotes' pages: the ones the gateway serves itself (a remote's build or a published
 * version) from disk, again when they change (looked at once a second at most); a remote on another origin (an
 * absolute REMOTE_<AREA>_URL) over HTTP (remotes/http-manifest.ts: cached per URL and version, with a timeout; failing
 * means no preloads).
 */
export function createManifestReader(opts: {
  remotesDir: (area: RemoteArea) => string;
  storeDir?: string;
  http?: HttpManifestReaderOptions;
  logger?: pino.Logger;
}) {
  const remote = createHttpManifestReader({
    // Said once per failed read (a failing URL is tried again after a while), so an operator sees why preloads stop.
    onError: (url, err) => {
      opts.logger?.warn({ url, err }, 'remote manifest not read: pages go out without its preloads');
    },
    ...opts.http,
  });
  const files = new Map<string, CachedFile>();
  const parsed = new Map<string, { text: string; exposes: ExposeAssets[] }>();

  /** The file behind a manifest URL of this gateway, or null (another origin, an unknown place). */
  function fileOf(manifestUrl: string): string | null {
    const parts = manifestUrl.split('/');
    // '/mf/<area>/mf-manifest.json' or '/mf/<area>/<version>/mf-manifest.json'
    if (parts[0] !== '' || parts[1] !== 'mf' || parts.at(-1) !== 'mf-manifest.json') return null;
    const area = parts[2];
    if (!isRemoteArea(area)) return null;
    if (parts.length === 4) return path.join(opts.remotesDir(area), 'mf-manifest.json');
    if (parts.length === 5 && opts.storeDir && REMOTE_VERSION_PATTERN.test(parts[3])) {
      return path.join(opts.storeDir, area, parts[3], 'mf-manifest.json');
    }
    return null;
  }

  /**
   * The chunks `module` ('./ProductPage') needs at once, as URLs beside the manifest (absolute on the remote's origin
   * for a remote elsewhere); [] when unknown or unreadable.
   */
  async function syncChunksOf(manifestUrl: string, module: string): Promise<string[]> {
    if (isHttpManifestUrl(manifestUrl)) {
      const manifest = await remote.read(manifestUrl).catch(() => null);
      return manifest ? syncChunks(manifest.exposes, module, manifest.base) : [];
    }
    const file = fileOf(manifestUrl);
    if (!file) return [];
    let cached = files.get(file);
    if (!cached) {
      cached = new CachedFile(file, { recheckMs: MANIFEST_RECHECK_MS });
      files.set(file, cached);
    }
    const text = await cached.read();
    if (!text) return [];
    let manifest = parsed.get(file);
    if (manifest?.text !== text) {
      try {
        const json = JSON.parse(text) as { exposes?: unknown };
        manifest = { text, exposes: Array.isArray(json.exposes) ? (json.exposes as ExposeAssets[]) : [] };
      } catch {
        manifest = { text, exposes: [] };
      }
      parsed.set(file, manifest);
    }
    return syncChunks(manifest.exposes, module, manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1));
  }

  return { syncChunksOf };
}

export type ManifestReader = ReturnType<typeof createManifestReader>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script element: '<' escaped so no value can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page's first API answer, when its address alone says what it is: a product page without a chosen variant asks
 * for the product by its handle (with ?sku= or ?variant= the remote first reads and checks the variant).
 */
function pageDataPath(route: string | null, pathname: string, query: Record<string, unknown>): string | null {
  if (route !== 'product' || query.sku !== undefined || query.variant !== undefined) return null;
  const handle = pathname.split('/').filter(Boolean)[1];
  try {
    return handle ? productByHandlePath(decodeURIComponent(handle)) : null;
  } catch {
    return null; // a malformed escape: the page shows its not-found state, nothing to preload
  }
}

/**
 * The boot markup of the page at `pathname` for a visitor whose remotes are `remotes` (area -> manifest URL): the
 * JSON the shell reads, then the preload links of the sale settings and the page's first API answer, and the scripts
 * of the page's remote and the layout's remotes for the starter to fetch.
 */
export async function bootMarkup(
  pathname: string,
  remotes: Record<RemoteArea, string>,
  manifests: ManifestReader,
  query: Record<string, unknown> = {},
  { dataPreloads = true }: { dataPreloads?: boolean } = {},
): Promise<string> {
  const route = pageRouteOf(pathname);
  const page = route ? PAGE_REMOTES[route] : null;
  const modules = new Map<RemoteArea, string[]>();
  if (page) modules.set(page.area, [page.module]);
  // What the page shows above the header, for which the shell's first render waits (shell/src/layout/
  // aboveHeaderReady.ts) together with the sale settings; nothing of the frame the page does not show (the cart panel
  // comes with the shopper's first cart intent).
  const aboveHeader = aboveHeaderModules(pathname);
  if (aboveHeader.length) modules.set('marketing', [...(modules.get('marketing') ?? []), ...aboveHeader]);
  const tags = [`<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson({ remotes })}</script>`];
  // The sale settings, read by the banner before the first render (fetched with credentials, as the store's API is).
  // A page rendered on the server brings its data in the document: preloading it again would fetch it for nothing.
  if (aboveHeader.length && dataPreloads) {
    tags.push(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${SALE_SETTINGS_PATH}">`);
  }
  const pageData = dataPreloads ? pageDataPath(route, pathname, query) : null;
  if (pageData) {
    tags.push(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(pageData)}">`);
  }
  // Every manifest at once: one on another origin may take up to its read's timeout the first time.
  const areas = [...modules].filter(([area]) => remotes[area]);
  const chunksOfArea = await Promise.all(
    areas.map(([area, areaModules]) =>
      Promise.all(areaModules.map((module) => manifests.syncChunksOf(remotes[area], module))),
    ),
  );
  areas.forEach(([area], i) => {
    const manifestUrl = remotes[area];
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    tags.push(scriptHint(base + REMOTE_ENTRY_FILE));
    for (const chunk of new Set(chunksOfArea[i].flat())) tags.push(scriptHint(chunk));
  });
  return tags.join('\n');
}
