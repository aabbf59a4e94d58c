// Session: loading, authenticated, unauthenticated (spec 2 §4). Filled from the shared session query; a visitor is
// logged in when the session has a user email.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionApi } from '../api/session';
import { isDealerSession, isLoggedIn } from '../rules/session';
import type { SessionResponse, SessionUser } from '../types';
import type { SessionStatus } from '../bus/events';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

export const initialSessionState: SessionState = { status: 'loading', user: null };

function fromResponse(response: SessionResponse | null | undefined): SessionState {
  // spec 2 §4: a visitor counts as logged in when the session has a user email.
  return response?.user && isLoggedIn(response)
    ? { status: 'authenticated', user: response.user }
    : { status: 'unauthenticated', user: null };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionLoading(state) {
      state.status = 'loading';
    },
    sessionReceived(_state, action: PayloadAction<SessionResponse | null>) {
      return fromResponse(action.payload);
    },
    sessionCleared() {
      return { status: 'unauthenticated', user: null } as SessionState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(sessionApi.endpoints.getSession.matchFulfilled, (_state, action) => fromResponse(action.payload))
      // spec 2 §8: a failed session read is logged and counts as no session.
      .addMatcher(sessionApi.endpoints.getSession.matchRejected, (state, action) => {
        if (action.meta.condition) return state; // skipped because a read is already running
        return { status: 'unauthenticated', user: null } as SessionState;
      });
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
    selectIsLoggedIn: (state) => isLoggedIn(state),
    selectIsDealer: (state) => isDealerSession(state),
  },
});

export const { sessionLoading, sessionReceived, sessionCleared } = sessionSlice.actions;
export const { selectSessionStatus, selectSessionUser, selectIsLoggedIn, selectIsDealer } = sessionSlice.selectors;
