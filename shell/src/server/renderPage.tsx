// A page rendered on the server: the same tree as the page's own first render (providers, router, layout, routes),
// with a store of its own per request whose API calls go through the gateway's `fetchFn`, and the routed page's
// module taken from its remote's server bundle after its `prefetch` filled the store. The gateway streams the HTML
// into #root and writes `state()` after it (the API answers the page hydrates with, and the modules to load first).
import { AsyncLocalStorage } from 'node:async_hooks';
import { pipeline, Transform } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { matchPath } from 'react-router-dom';
import { StaticRouter } from 'react-router';
import createCache, { type EmotionCache } from '@emotion/cache';
import {
  PAGE_REMOTES,
  ROUTES,
  aboveHeaderModules,
  apiErrorStatus,
  apiHydrationOf,
  baseApi,
  createStorefrontStore,
  namePageStyles,
  pageRouteOf,
  saleApi,
  sessionApi,
  storefrontTheme,
  type PagePrefetch,
  type RenderPageInput,
  type RenderedPage,
  type ServerRenderState,
  type StorefrontStore,
} from '@storefront/shared-domain';
import { App } from '../App';
import { wideHeaderPartsOf } from '../layout/wideHeaderParts';
import { AppProviders } from '../AppProviders';
import { CLIENT_REGION_DIGEST } from '../hydration';
import { remoteRequestId, type RemoteArea } from '../remotes/areas';
import { createServerRegistry } from './serverRegistry';

/** The origin of a server render's API calls (never called: RenderPageInput.fetchFn answers them). */
export const SERVER_API_ORIGIN = 'http://storefront-api.invalid';

/**
 * The Emotion cache of the render under way, wherever React renders its parts (renders of several requests interleave
 * as their data arrives): the JSX kernel puts each styled element's rules there as it is made.
 */
const renderStyleCache = new AsyncLocalStorage<EmotionCache>();
namePageStyles({ cache: () => renderStyleCache.getStore(), theme: storefrontTheme });

/** What a render went without: a prefetch that did not finish in time or failed. */
interface Gaps {
  missed: boolean;
}

function withinMs<T>(promise: Promise<T>, ms: number, gaps: Gaps): Promise<T | undefined> {
  return new Promise<T | undefined>((resolve, reject) => {
    const timer = setTimeout(() => {
      gaps.missed = true;
      resolve(undefined);
    }, ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** The route's parameters as the page's useParams reads them (matchPath leaves them percent-encoded). */
function decodedParams(params: Record<string, string | undefined>): Record<string, string | undefined> {
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, value && decode(value)]));
}

/** An answer a service failed to give (not a 4xx, which is the page's real answer: a 404 renders as not found). */
function hasServiceFailure(api: ServerRenderState['api']): boolean {
  return Object.values(api.queries).some((query) => {
    if (query?.status !== 'rejected') return false;
    const status = apiErrorStatus((query as { error?: unknown }).error);
    return !(typeof status === 'number' && status >= 400 && status < 500);
  });
}

/** The page's own module from its remote's server bundle and its prefetch (within the time given, failures ignored). */
async function routedModule(
  input: RenderPageInput,
  store: StorefrontStore,
  modules: Map<string, unknown>,
  gaps: Gaps,
): Promise<void> {
  const { pathname, search } = new URL(input.url, 'http://render.invalid');
  const name = pageRouteOf(pathname);
  if (!name) return;
  const { area, module } = PAGE_REMOTES[name] as { area: RemoteArea; module: string };
  const exposed = (await input.remoteExposes(area))?.[module];
  if (!exposed) return;
  const prefetch = exposed.prefetch as PagePrefetch | undefined;
  if (typeof prefetch === 'function') {
    const params = decodedParams(matchPath(ROUTES[name].path, pathname)?.params ?? {});
    await withinMs(
      prefetch({ store, params, search }).catch(() => {
        gaps.missed = true;
      }),
      input.prefetchTimeoutMs ?? 300,
      gaps,
    );
  }
  modules.set(remoteRequestId(area, module), exposed);
}

/**
 * The frame's data and modules: the header's wide parts, and what sits above the header (sale banner, countdown, geo bar)
 * with the sale settings they read. The page's first render in the browser waits for the latter too
 * (layout/aboveHeaderReady.ts), so nothing moves when they arrive.
 */
async function frame(input: RenderPageInput, store: StorefrontStore, modules: Map<string, unknown>, gaps: Gaps) {
  const { pathname } = new URL(input.url, 'http://render.invalid');
  const wanted = aboveHeaderModules(pathname);
  // (Not the menus' data: their panels are drawn when first opened, after hydration, so the page asks for it then.)
  const data = [
    ...(wanted.length ? [store.dispatch(saleApi.endpoints.getSaleSettings.initiate())] : []),
    // A visitor who is not signed in has no session to read: the page shows (and hydrates with) the signed-out one.
    input.signedIn
      ? store.dispatch(sessionApi.endpoints.getSession.initiate())
      : store.dispatch(sessionApi.util.upsertQueryData('getSession', undefined, {})),
  ];
  const [exposes] = await Promise.all([
    wanted.length ? input.remoteExposes('marketing') : null,
    withinMs(Promise.allSettled(data), input.prefetchTimeoutMs ?? 300, gaps),
    // In the server bundle these are one chunk: they settle at once, and the header renders them without suspending.
    ...wideHeaderPartsOf(pathname).map((part) => part.prefetch()),
  ]);
  for (const module of wanted) {
    if (exposes?.[module]) modules.set(remoteRequestId('marketing', module), exposes[module]);
  }
}

/** The modules the render takes from server bundles, with the store filled for them. */
async function pageModules(input: RenderPageInput, store: StorefrontStore, gaps: Gaps): Promise<Map<string, unknown>> {
  const modules = new Map<string, unknown>();
  await Promise.all([routedModule(input, store, modules, gaps), frame(input, store, modules, gaps)]);
  return modules;
}

/**
 * Lets go of the render's store once nothing reads it: RTK Query holds an answer nothing reads for a minute on a timer,
 * and the timer holds the whole store (a gateway rendering 100 pages a second would keep 6,000 of them alive).
 */
function release(store: StorefrontStore): void {
  store.dispatch(baseApi.util.resetApiState());
}

/** An Emotion cache for one render, and the rules it inserted since last asked, as <style> tags (or ''). */
interface GatheringCache {
  cache: EmotionCache;
  newStyles: () => string;
}

/**
 * An Emotion cache that keeps the rules a render inserts (its compat mode) instead of writing a <style> beside each
 * element that uses them, and notes each new name as it is inserted: `gatheredStyles` writes them out between
 * React's chunks without looking through all the rules it already wrote. A <Global>'s rules (inserted with no
 * selector, unlike a keyframes rule) get a tag of their own, named as the browser's <Global> looks for it to take it
 * over rather than insert its rules again.
 */
function gatheringCache(): GatheringCache {
  const cache = createCache({ key: 'sf' });
  cache.compat = true;
  const insert = cache.insert;
  let fresh: string[] = [];
  let globals: string[] = [];
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    // (A <Global> inserts its rules on every render of it: only the first is new.)
    const known = typeof cache.inserted[serialized.name] === 'string';
    const rules = insert(selector, serialized, sheet, shouldCache);
    if (!known && typeof cache.inserted[serialized.name] === 'string') {
      const global = selector === '' && !serialized.styles.startsWith('@keyframes');
      (global ? globals : fresh).push(serialized.name);
    }
    return rules;
  };
  const tag = (key: string, names: string[]) =>
    `<style data-emotion="${key} ${names.join(' ')}">${names.map((name) => cache.inserted[name] as string).join('')}</style>`;
  const newStyles = (): string => {
    const out =
      globals.map((name) => tag(`${cache.key}-global`, [name])).join('') + (fresh.length ? tag(cache.key, fresh) : '');
    fresh = [];
    globals = [];
    return out;
  };
  return { cache, newStyles };
}

/**
 * React's HTML with the rules it uses written before it, one <style> per part written (in practice one per page): a
 * <style> beside each element made the browser restyle the page at each of them while it parsed (about seventy on a
 * listing), and move each into the head when the page started. The browser's cache takes the names from the tag's
 * data-emotion attribute, so it does not insert them again.
 */
function gatheredStyles(stream: RenderedPage['stream'], newStyles: () => string): RenderedPage['stream'] {
  return {
    pipe(destination) {
      const withStyles = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          const styles = newStyles();
          done(null, styles ? Buffer.concat([Buffer.from(styles), chunk]) : chunk);
        },
      });
      // An error (React destroys what it writes to when the render fails after its first byte) reaches the destination.
      pipeline(withStyles, destination as NodeJS.WritableStream, () => undefined);
      stream.pipe(withStyles);
      return destination;
    },
    abort: (reason) => stream.abort(reason),
  };
}

/** Resolves once the page's shell is ready to stream; rejects when it cannot render (the gateway serves the plain document). */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage> {
  const store = createStorefrontStore({
    apiBaseUrl: SERVER_API_ORIGIN,
    fetchFn: input.fetchFn,
    refetchListeners: false,
    broadcastSession: false,
  });
  const gaps: Gaps = { missed: false };
  const modules = await pageModules(input, store, gaps).catch((error: unknown) => {
    release(store);
    throw error;
  });
  const registry = createServerRegistry(modules);
  const renderedAt = Date.now();
  // What the render reads: a prefetch answering during the render (after its time ran out) is not in the HTML.
  const api = apiHydrationOf(store.getState());
  // One Emotion cache per request: a shared one remembers rules already inserted and would stream no CSS later.
  const { cache, newStyles } = gatheringCache();
  const tree = (
    <StrictMode>
      <AppProviders store={store} cache={cache} registry={registry} renderedAt={renderedAt}>
        <StaticRouter location={input.url}>
          <App />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );
  return new Promise<RenderedPage>((resolve, reject) => {
    const stream = renderStyleCache.run(cache, () =>
      renderToPipeableStream(tree, {
        nonce: input.nonce,
        // React moves a finished Suspense boundary out of place (a hidden div and a script that swaps it in) once more
        // than this many bytes went out in one flush; the page must read the same without JavaScript, so never.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // A part that fails inside a Suspense boundary is left to the browser (its fallback in the HTML); the page
        // goes on. The digest tells the page's hydration this was planned (hydration.ts).
        onError: (error) => {
          gaps.missed = true;
          input.onRegionError?.(error);
          return CLIENT_REGION_DIGEST;
        },
        onShellReady: () =>
          resolve({
            stream: gatheredStyles(stream, newStyles),
            state: () => ({ api, regions: registry.used(), renderedAt }),
            complete: () => !gaps.missed && !hasServiceFailure(api),
          }),
        // Every part rendered (or was left to the browser): the store is read no more, only bytes remain to flush.
        onAllReady: () => release(store),
        onShellError: (error) => {
          release(store);
          reject(error);
        },
      }),
    );
  });
}
