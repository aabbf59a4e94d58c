// Server rendering hands the API state it rendered with to the page in a JSON script (SSR_STATE_ELEMENT_ID), taken
// when the render starts: the answers it rendered with, fulfilled or failed (a 404 rendered as not found hydrates as
// not found). A query still under way then rendered its loading state, which the page's first render also shows
// before fetching it. The page's store takes it with baseApi's `hydrateApi` action.

/** The id of the `<script type="application/json">` holding a server render's state. */
export const SSR_STATE_ELEMENT_ID = 'sf-state';

interface ApiQueryEntry {
  status?: unknown;
}

interface ApiStateLike {
  queries: Record<string, ApiQueryEntry | undefined>;
  provided?: unknown;
}

export interface ApiHydration {
  queries: Record<string, ApiQueryEntry>;
  mutations: Record<string, never>;
  provided: unknown;
}

/** What of a store's API state goes to the page: the settled queries and the tags they provide. */
export function apiHydrationOf(state: { api: ApiStateLike }): ApiHydration {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).filter(
      (entry): entry is [string, ApiQueryEntry] => entry[1]?.status === 'fulfilled' || entry[1]?.status === 'rejected',
    ),
  );
  return { queries, mutations: {}, provided: state.api.provided ?? { tags: {}, keys: {} } };
}

// ---- The server-render contract between the gateway and the shell's server bundle (shell/src/server/renderPage.tsx
// implements it, services/gateway/src/render/page-render.ts calls it, shell/src/hydration.ts reads the state).

/** A module a server render used: the page loads it before hydrating. */
export interface ServerRenderRegion {
  area: string;
  module: string;
}

/** What the page reads from `#sf-state` (SSR_STATE_ELEMENT_ID) before hydrating. */
export interface ServerRenderState {
  api: ApiHydration;
  regions: ServerRenderRegion[];
  /** When the page was rendered (its clocks show this time until hydrated). */
  renderedAt: number;
  /**
   * The remotes' server bundles the page was rendered with, by area (written by the gateway): the registry's version
   * folder ('dist' for a package's own build) and the build stamped into it. The browser loads the same versions.
   */
  builds?: Record<string, { version: string; build: string }>;
}

export interface RenderPageInput {
  /** Path and query of the page ('/products/x?sku=1'). */
  url: string;
  /**
   * The store's API calls, as Requests to an absolute URL whose path is '/api/...' (the origin only makes the URL
   * absolute, which Node's fetch needs): the gateway sends them to the services.
   */
  fetchFn: typeof fetch;
  /** The exposed modules of an area's server bundle, or null (that area renders in the browser). */
  remoteExposes: (area: string) => Promise<Record<string, Record<string, unknown>> | null>;
  /**
   * The visitor is signed in: the frame reads their session (fetchFn sends it as theirs), so the header, the prices
   * (a dealer's) and the pages that need a session render as they will in the browser. Otherwise the page renders
   * signed out without asking.
   */
  signedIn?: boolean;
  /** The CSP nonce React's inline scripts carry. */
  nonce?: string;
  /** How long the page's prefetch may take before the page renders without what is missing (ms). */
  prefetchTimeoutMs?: number;
  /** Told about an error a part threw while rendering (that part is then rendered in the browser). */
  onRegionError?: (error: unknown) => void;
}

export interface RenderedPage {
  /** The page's HTML: `pipe` it once; `abort` stops what is unfinished (it then renders in the browser). */
  stream: { pipe(destination: NodeJS.WritableStream): unknown; abort(reason?: unknown): void };
  /** Call after the stream ended. */
  state(): ServerRenderState;
  /**
   * Call after the stream ended: true when the page holds everything it would with all data at hand (every prefetch
   * in time, no part left to the browser, no answer a service failed to give), so it may be served again for a while.
   */
  complete?(): boolean;
}

/** The shell server bundle's `renderPage`: resolves when the page can stream, rejects when it cannot render. */
export type RenderPage = (input: RenderPageInput) => Promise<RenderedPage>;
