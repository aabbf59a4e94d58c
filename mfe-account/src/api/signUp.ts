// Following a sign-up link: the token creates the account and starts its session. Only the sign-in page needs it, so
// it is injected here rather than in shared-domain's session API, which every page carries.
import { announceSessionChange, baseApi, clearCsrfTokens, SIGN_UP, type SignInResult } from '@storefront/shared-domain';

export const signUpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    confirmSignUp: build.mutation<SignInResult, { token: string }>({
      query: ({ token }) => ({ url: SIGN_UP.confirmPath, method: 'POST', body: { token, json: true } }),
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

export const { useConfirmSignUpMutation } = signUpApi;
