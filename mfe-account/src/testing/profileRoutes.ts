// The account backend's profile routes: read and update the profile, change the password.
import type { SessionUser } from '@storefront/shared-domain';
import { jsonBody, NO_CONTENT, type AreaRoutes } from './backendState';

export const profileRoutes: AreaRoutes =
  ({ state }) =>
  async (url, request) => {
    const path = url.pathname;
    if (path === '/api/account/profile') {
      if (request.method === 'PATCH') state.user = { ...state.user!, ...(await jsonBody(request)) } as SessionUser;
      return { body: { data: state.user } };
    }
    if (path === '/api/account/password' && request.method === 'POST') return NO_CONTENT;
    return undefined;
  };
