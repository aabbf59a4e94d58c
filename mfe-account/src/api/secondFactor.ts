// A staff account's second sign-in step: the authenticator app's code, after the right password. Only the sign-in
// page needs it (and only once a staff account's password passed), so it is injected here, not in shared-domain's
// session API, which every page carries.
import { announceSessionChange, baseApi, clearCsrfTokens, type SignInResult } from '@storefront/shared-domain';

export const SECOND_FACTOR_PATH = '/api/auth/second-factor';

export interface SecondFactorArgs {
  code: string;
  callbackUrl?: string;
}

export const secondFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signInSecondFactor: build.mutation<SignInResult, SecondFactorArgs>({
      query: (args) => ({ url: SECOND_FACTOR_PATH, method: 'POST', body: { ...args, json: true } }),
      invalidatesTags: (result) => (result?.ok ? ['Session', 'Cart'] : []),
      async onQueryStarted(_args, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data?.ok) return;
        // A new session (and CSRF secret): the next write asks for a fresh token, and other tabs read the session.
        clearCsrfTokens();
        announceSessionChange();
      },
    }),
  }),
});

export const { useSignInSecondFactorMutation } = secondFactorApi;
