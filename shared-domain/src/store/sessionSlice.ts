// Session: loading, authenticated, unauthenticated (spec 2 §4). Filled from the shared session query; a visitor is
// logged in when the session has a user email.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hydrateApi } from '../api/baseApi';
import { sessionApi } from '../api/session';
import { isDealerSession, isLoggedIn } from '../rules/session';
import type { SessionResponse, SessionUser } from '../types';
import type { SessionStatus } from '../bus/events';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /**
   * Sign-outs started in this tab. A page that needs a session and sees it end just after one of these does not send
   * the shopper to sign-in: whoever signed out is taking them away (spec 2 §2: Logout goes to /).
   */
  signOutsStarted: number;
}

export const initialSessionState: SessionState = { status: 'loading', user: null, signOutsStarted: 0 };

/** The session a server render read, in the API state it hands the page (api/hydrate.ts). */
type RenderedSession = { queries?: Record<string, { status?: string; data?: SessionResponse } | undefined> };

function fromResponse(response: SessionResponse | null | undefined, signOutsStarted: number): SessionState {
  // spec 2 §4: a visitor counts as logged in when the session has a user email.
  return response?.user && isLoggedIn(response)
    ? { status: 'authenticated', user: response.user, signOutsStarted }
    : { status: 'unauthenticated', user: null, signOutsStarted };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionLoading(state) {
      state.status = 'loading';
    },
    sessionReceived(state, action: PayloadAction<SessionResponse | null>) {
      return fromResponse(action.payload, state.signOutsStarted ?? 0);
    },
    sessionCleared(state) {
      return { status: 'unauthenticated', user: null, signOutsStarted: state.signOutsStarted ?? 0 } as SessionState;
    },
  },
  extraReducers: (builder) => {
    builder
      // The page hydrates showing the session its server render showed.
      .addMatcher(hydrateApi.match, (state, action) => {
        const entry = (action.payload as RenderedSession).queries?.['getSession(undefined)'];
        return entry?.status === 'fulfilled' ? fromResponse(entry.data, state.signOutsStarted ?? 0) : state;
      })
      .addMatcher(sessionApi.endpoints.getSession.matchFulfilled, (state, action) =>
        fromResponse(action.payload, state.signOutsStarted ?? 0),
      )
      // spec 2 §8: a failed session read is logged and counts as no session.
      .addMatcher(sessionApi.endpoints.getSession.matchRejected, (state, action) => {
        if (action.meta.condition) return state; // skipped because a read is already running
        return { status: 'unauthenticated', user: null, signOutsStarted: state.signOutsStarted ?? 0 } as SessionState;
      })
      .addMatcher(sessionApi.endpoints.signOut.matchPending, (state) => {
        state.signOutsStarted = (state.signOutsStarted ?? 0) + 1;
      });
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
    selectIsLoggedIn: (state) => isLoggedIn(state),
    selectIsDealer: (state) => isDealerSession(state),
    selectSignOutsStarted: (state) => state.signOutsStarted ?? 0,
  },
});

export const { sessionLoading, sessionReceived, sessionCleared } = sessionSlice.actions;
export const { selectSessionStatus, selectSessionUser, selectIsLoggedIn, selectIsDealer, selectSignOutsStarted } =
  sessionSlice.selectors;
