// The store factory shared by the shell, every remote running standalone and the cart embed. One root reducer built
// with combineSlices: session, ui and the base API are always there; remotes inject their own slices.
import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type Slice,
  type SliceCaseReducers,
  type SliceSelectors,
  type WithSlice,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector, useStore } from 'react-redux';
import {
  baseApi,
  doubleSubmitHeaders,
  getApiBaseUrl,
  normalizeBaseUrl,
  type StorefrontThunkExtra,
} from '../api/baseApi';
import { ALL_API_TAGS, CLIENT_LOG_PATH, sessionApi, sessionFailureCode } from '../api/session';
import { viewerKey } from '../rules/session';
import { emit } from '../bus/bus';
import { sessionSlice, type SessionState } from './sessionSlice';
import { uiSlice } from './uiSlice';
import { pageSingleton } from './pageSingleton';

export { STORE_CONTRACT_VERSION } from './pageSingleton';

/**
 * Slices injected at run time. A remote declares its slice so RootState (and the injected selectors) know it:
 *   declare module '@storefront/shared-domain' {
 *     interface LazyLoadedSlices extends WithSlice<typeof cartUiSlice> {}
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = pageSingleton('rootReducer', () =>
  combineSlices(sessionSlice, uiSlice, baseApi).withLazyLoadedSlices<LazyLoadedSlices>(),
);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Injects a remote's slice into the shared root reducer and returns the injected slice, whose selectors work on
 * RootState (they return the slice's initial state until the store has seen an action after injection).
 */
export function injectSlice<
  State,
  CaseReducers extends SliceCaseReducers<State>,
  Name extends string,
  ReducerPath extends string,
  Selectors extends SliceSelectors<State>,
>(slice: Slice<State, CaseReducers, Name, ReducerPath, Selectors>) {
  return slice.injectInto(rootReducer);
}

export interface StorefrontStoreOptions {
  /** API origin for this store ('' = same origin). Defaults to configureApiBaseUrl()'s value. */
  apiBaseUrl?: string;
  preloadedState?: Partial<RootState>;
  /** Refetch on window focus / reconnect for queries that ask for it (default: on in a browser). */
  refetchListeners?: boolean;
  /**
   * Tell the page of the session (default true): `session:changed` on the bus when it changes, and a failed read logged
   * and reported (spec 2 §8). A server render's store has no page: the gateway logs its failed calls in its own log.
   */
  broadcastSession?: boolean;
  /** How the store's API calls are made (a server render calls the services directly); default: the global fetch. */
  fetchFn?: typeof fetch;
}

export function createStorefrontStore(options: StorefrontStoreOptions = {}) {
  const {
    apiBaseUrl,
    preloadedState,
    refetchListeners = typeof window !== 'undefined',
    broadcastSession = true,
    fetchFn,
  } = options;
  const extra: StorefrontThunkExtra = {
    ...(apiBaseUrl === undefined ? {} : { apiBaseUrl: normalizeBaseUrl(apiBaseUrl) }),
    ...(fetchFn ? { fetchFn } : {}),
  };

  const listener = createListenerMiddleware();
  if (broadcastSession) {
    listener.startListening({
      predicate: (_action, current, previous) => {
        const now = (current as RootState).session;
        const before = (previous as RootState).session;
        return now !== before && now.status !== 'loading' && (now.status !== before.status || now.user !== before.user);
      },
      effect: (_action, api) => {
        const session: SessionState = (api.getState() as RootState).session;
        emit('session:changed', { status: session.status, user: session.user });
      },
    });
  }

  // A different viewer (sign-in, sign-out, another tab) sees other prices, another cart and other account data.
  listener.startListening({
    predicate: (_action, current, previous) => {
      const now = (current as RootState).session;
      const before = (previous as RootState).session;
      return before.status !== 'loading' && now.status !== 'loading' && viewerKey(now) !== viewerKey(before);
    },
    effect: (_action, api) => {
      api.dispatch(baseApi.util.invalidateTags(ALL_API_TAGS.filter((tag) => tag !== 'Session')));
    },
  });
  // spec 2 §8 "Session fetch fails": logged (CLIENT_FETCH_ERROR or CLIENT_SESSION_ERROR), counted as signed out, no
  // message to the user.
  listener.startListening({
    matcher: sessionApi.endpoints.getSession.matchRejected,
    effect: (action) => {
      if (action.meta.condition || !broadcastSession) return;
      const code = sessionFailureCode(action);
      const message =
        action.error?.message ??
        `session read failed (${String(action.payload && (action.payload as { status?: unknown }).status)})`;
      console.warn(`[next-auth][error][${code}]`, message);
      const base = extra.apiBaseUrl ?? getApiBaseUrl();
      if (typeof fetch !== 'function') return;
      void fetch(`${base}${CLIENT_LOG_PATH}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', ...doubleSubmitHeaders() },
        body: JSON.stringify({ level: 'error', code, message: message.slice(0, 2000) }),
      }).catch(() => undefined);
    },
  });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listener.middleware)
        .concat(baseApi.middleware),
  });
  if (refetchListeners) setupListeners(store.dispatch);
  return store;
}

export type StorefrontStore = ReturnType<typeof createStorefrontStore>;

/**
 * What a page's `prefetch` (`<Module>.server.ts` beside its exposed module) is given by a server render: the render's
 * store to fill, the route's parameters as useParams reads them, and the address's query.
 */
export interface PagePrefetchContext {
  store: StorefrontStore;
  params: Record<string, string | undefined>;
  search: string;
}
export type PagePrefetch = (context: PagePrefetchContext) => Promise<unknown>;
export type AppDispatch = StorefrontStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<StorefrontStore>();

export type { WithSlice };
