// The session read is cross-cutting (header, account, footer signup, popups all need it), so it lives here once.
import type { SessionResponse } from '../types';
import { baseApi } from './baseApi';

export const SESSION_PATH = '/api/auth/session';

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<SessionResponse, void>({
      query: () => ({ url: SESSION_PATH, cache: 'no-store' }),
      providesTags: ['Session'],
    }),
  }),
});

export const { useGetSessionQuery } = sessionApi;
