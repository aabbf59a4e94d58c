import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { BUS_GLOBAL_KEY, on } from '../bus/bus';
import { baseApi, hydrateApi } from '../api/baseApi';
import { apiHydrationOf } from '../api/hydrate';
import { sessionApi } from '../api/session';
import { testStore } from '../testing/stores';
import { injectSlice, rootReducer } from './createStore';
import {
  selectIsDealer,
  selectIsLoggedIn,
  selectSessionStatus,
  selectSessionUser,
  sessionReceived,
} from './sessionSlice';
import { openMobileNav, openSidebar, selectSidebarOpen } from './uiSlice';

const counter = createSlice({
  name: 'testCounter',
  initialState: { value: 0 },
  reducers: { increment: (s) => void (s.value += 1) },
  selectors: { selectValue: (s) => s.value },
});

declare module './createStore' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof counter> {}
}

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
});

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('createStorefrontStore', () => {
  it('combines session, ui and the base API', () => {
    const store = testStore({ refetchListeners: false });
    const state = store.getState();
    expect(Object.keys(state)).toEqual(expect.arrayContaining(['session', 'ui', baseApi.reducerPath]));
    expect(state.session).toEqual({ status: 'loading', user: null, signOutsStarted: 0 });
    expect(state.ui.sidebarView).toBe('CART_VIEW');
  });

  it('works with the typed selectors and ui transitions', () => {
    const store = testStore({ refetchListeners: false });
    store.dispatch(openSidebar());
    expect(selectSidebarOpen(store.getState())).toBe(true);
    store.dispatch(openMobileNav());
    expect(selectSidebarOpen(store.getState())).toBe(false);
  });

  it('lets remotes inject their own slices', () => {
    const store = testStore({ refetchListeners: false });
    const injected = injectSlice(counter);
    // Before any action the injected selector falls back to the initial state.
    expect(injected.selectors.selectValue(store.getState())).toBe(0);
    store.dispatch(counter.actions.increment());
    expect(injected.selectors.selectValue(store.getState())).toBe(1);
    expect(store.getState().testCounter).toEqual({ value: 1 });
    // Stores created later start with the slice.
    expect(testStore({ refetchListeners: false }).getState().testCounter).toEqual({ value: 0 });
    expect(rootReducer.selector((s) => s)).toBeDefined();
  });
});

describe('createStorefrontStore: the session', () => {
  it('fills the session slice from the shared session query and broadcasts session:changed', async () => {
    const fetchMock = jest.fn(async (request: Request) => {
      expect(request.url).toBe('http://gateway.test/api/auth/session');
      expect(request.credentials).toBe('include');
      return jsonResponse({ user: { account_id: 'a1', email: 'kim@example.com', role: 2 } });
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const changes = jest.fn();
    on('session:changed', changes);
    const store = testStore({ apiBaseUrl: 'http://gateway.test/', refetchListeners: false });
    await store.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(selectSessionStatus(store.getState())).toBe('authenticated');
    expect(selectSessionUser(store.getState())?.email).toBe('kim@example.com');
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(changes).toHaveBeenCalledWith(
      { status: 'authenticated', user: expect.objectContaining({ email: 'kim@example.com' }) },
      expect.anything(),
    );
  });

  it('treats an empty session answer and a failed session read as signed out', async () => {
    globalThis.fetch = jest.fn(async () => jsonResponse({})) as unknown as typeof fetch;
    const store = testStore({ apiBaseUrl: 'http://gateway.test', refetchListeners: false });
    await store.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(selectSessionStatus(store.getState())).toBe('unauthenticated');

    globalThis.fetch = jest.fn(async () =>
      jsonResponse({ error: { code: 'X', message: 'down' } }, 500),
    ) as unknown as typeof fetch;
    const other = testStore({ apiBaseUrl: 'http://gateway.test', refetchListeners: false });
    await other.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(selectSessionStatus(other.getState())).toBe('unauthenticated');
    expect(selectIsLoggedIn(other.getState())).toBe(false);
  });

  it('starts a hydrated page with the session its server render read, or the signed-out one it rendered', async () => {
    const server = testStore({
      apiBaseUrl: 'http://gateway.test',
      fetchFn: async () => jsonResponse({ user: { account_id: 'a1', email: 'dana@example.com', role: 2 } }),
      refetchListeners: false,
    });
    await server.dispatch(sessionApi.endpoints.getSession.initiate());
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const page = testStore({ apiBaseUrl: 'http://gateway.test', refetchListeners: false });
    page.dispatch(hydrateApi(apiHydrationOf(server.getState())));
    expect(selectSessionStatus(page.getState())).toBe('authenticated');
    expect(selectIsDealer(page.getState())).toBe(true);
    await page.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(fetchMock).not.toHaveBeenCalled();

    const guestServer = testStore({ refetchListeners: false });
    await guestServer.dispatch(sessionApi.util.upsertQueryData('getSession', undefined, {}));
    const guestPage = testStore({ refetchListeners: false });
    guestPage.dispatch(hydrateApi(apiHydrationOf(guestServer.getState())));
    expect(selectSessionStatus(guestPage.getState())).toBe('unauthenticated');
    // A render that read no session leaves the page to read it.
    const unread = testStore({ refetchListeners: false });
    unread.dispatch(hydrateApi(apiHydrationOf(testStore({ refetchListeners: false }).getState())));
    expect(selectSessionStatus(unread.getState())).toBe('loading');
  });

  it('a user without an email is not logged in', () => {
    const store = testStore({ refetchListeners: false });
    store.dispatch(sessionReceived({ user: { account_id: 'x', email: '' } }));
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectSessionStatus(store.getState())).toBe('unauthenticated');
  });

  it('accepts a preloaded state', () => {
    const store = testStore({
      refetchListeners: false,
      preloadedState: { session: { status: 'authenticated', user: { account_id: '1', email: 'a@b.co' } } },
    });
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });
});
