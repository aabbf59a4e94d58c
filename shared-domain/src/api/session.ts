// The session calls (spec 2 §7 "Session calls", next-auth shapes) are cross-cutting: the header, the account area,
// the footer signup and the popups all need them, so they live here once.
import type { SessionResponse, SignInResult, SignUpAnswer } from '../types';
import { baseApi, clearCsrfTokens, type ApiTagType, API_TAG_TYPES } from './baseApi';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

export const SESSION_PATH = '/api/auth/session';
export const CREDENTIALS_SIGN_IN_PATH = '/api/auth/callback/credentials';
export const SIGN_UP_PATH = '/api/auth/signup';
export const SIGN_OUT_PATH = '/api/auth/signout';
export const CLIENT_LOG_PATH = '/api/auth/_log';

export interface SignInArgs {
  email: string;
  password: string;
  callbackUrl?: string;
}

/**
 * spec 2 §7 "cartLineItems (serialised, or null when empty)": the guest cart's lines, read and serialised by the
 * sign-in page (the account remote), so the code reading the cart stays off every other page.
 */
export interface CredentialsSignInArgs extends SignInArgs {
  cartLineItems?: string | null;
}

export interface SignUpArgs extends SignInArgs {
  first_name: string;
  last_name: string;
}

/** Tells the other tabs of this site that the session changed (spec 2 §4: refetched on sign-in or out elsewhere). */
export const SESSION_CHANNEL = 'storefront-session';

/** An answer of the session call that is not a session ({} or { user: { email ... } }): CLIENT_SESSION_ERROR. */
export class SessionAnswerError extends Error {
  constructor() {
    super('the session answer is not a session');
    this.name = 'SessionAnswerError';
  }
}

function isSessionResponse(raw: unknown): raw is SessionResponse {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  const { user } = raw as { user?: unknown };
  return user === undefined || user === null || (typeof user === 'object' && !Array.isArray(user));
}

/**
 * The next-auth client's codes for a failed session read (spec 2 §8): the request itself failed (network, HTTP error)
 * is CLIENT_FETCH_ERROR; an answer that arrived but is not a session (unreadable JSON, wrong shape) is
 * CLIENT_SESSION_ERROR.
 */
export function sessionFailureCode(failure: {
  payload?: unknown;
  error?: { name?: string; message?: string };
}): 'CLIENT_FETCH_ERROR' | 'CLIENT_SESSION_ERROR' {
  const status = (failure.payload as { status?: unknown } | undefined)?.status;
  if (status === 'PARSING_ERROR') return 'CLIENT_SESSION_ERROR';
  if (status === undefined && failure.error?.name === 'SessionAnswerError') return 'CLIENT_SESSION_ERROR';
  return 'CLIENT_FETCH_ERROR';
}

export function announceSessionChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  try {
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.postMessage({ type: 'session-changed', at: Date.now() });
    channel.close();
  } catch {
    // A browser without BroadcastChannel support still refetches on visibility.
  }
}

/** Every tag: a new viewer sees other prices, another cart and other account data. */
export const ALL_API_TAGS: ApiTagType[] = [...API_TAG_TYPES];

/** A failed sign-in (wrong credentials) is an answer to show, not a transport error. */
function asSignInResult(error: FetchBaseQueryError): SignInResult | null {
  const body = error.data as Partial<SignInResult> | undefined;
  if (body && typeof body === 'object' && body.ok === false && 'url' in body) {
    return { ok: false, url: body.url ?? null, error: body.error ?? null, status: Number(error.status) || undefined };
  }
  return null;
}

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<SessionResponse, void>({
      query: () => ({ url: SESSION_PATH, cache: 'no-store' }),
      transformResponse: (raw: unknown) => {
        if (!isSessionResponse(raw)) throw new SessionAnswerError();
        return raw;
      },
      providesTags: ['Session'],
    }),
    signIn: build.mutation<SignInResult, CredentialsSignInArgs>({
      async queryFn(args, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: CREDENTIALS_SIGN_IN_PATH,
          method: 'POST',
          body: { ...args, json: true, redirect: false, cartLineItems: args.cartLineItems || null },
        });
        if (result.error) {
          const answer = asSignInResult(result.error);
          return answer ? { data: answer } : { error: result.error };
        }
        return { data: result.data as SignInResult };
      },
      // The store invalidates everything else once the new session is read (createStorefrontStore).
      invalidatesTags: (result) => (result?.ok ? ['Session', 'Cart'] : []),
      async onQueryStarted(_args, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.ok) sessionChanged();
      },
    }),
    // The answer only says an email went out; the account exists once its link is followed (the account remote's
    // confirmSignUp, on the sign-in page).
    signUp: build.mutation<SignUpAnswer, SignUpArgs>({
      query: (args) => ({ url: SIGN_UP_PATH, method: 'POST', body: { ...args, json: true } }),
    }),
    signOut: build.mutation<SignInResult, void>({
      query: () => ({ url: SIGN_OUT_PATH, method: 'POST', body: { json: true } }),
      // spec 2 §4 "Logout: resets cart and checkout values, then refreshes the cart".
      invalidatesTags: ['Session', 'Cart'],
      async onQueryStarted(_args, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (error) {
          // spec 2 §8: "logout failure logged, success false".
          console.warn('[session] sign-out failed', error);
        }
        sessionChanged();
      },
    }),
  }),
});

function sessionChanged(): void {
  // The session id (and the CSRF secret it holds) changed: the next write asks for a fresh token.
  clearCsrfTokens();
  announceSessionChange();
}

export const { useGetSessionQuery, useSignInMutation, useSignUpMutation, useSignOutMutation } = sessionApi;
