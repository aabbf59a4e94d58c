// The account backend's auth routes: CSRF token, session, credentials sign-in, sign-up and its link, sign-out.
import type { MockReply } from '@storefront/testing';
import { CREDENTIALS_SIGN_IN_PATH, SIGN_OUT_PATH, SIGN_UP, SIGN_UP_PATH } from '@storefront/shared-domain';
import { shopper } from './accountFixtures';
import { jsonBody, type AreaRoutes, type BackendContext } from './backendState';

async function signIn({ state }: BackendContext, request: Request): Promise<MockReply> {
  const { email, password, callbackUrl } = await jsonBody(request);
  const account = state.accounts.find((a) => a.user.email === email && a.password === password);
  if (!account) return { status: 401, body: { ok: false, url: null, error: 'CredentialsSignin', status: 401 } };
  state.user = account.user;
  return { body: { ok: true, url: callbackUrl ?? '/account', error: null, status: 200 } };
}

// As the service: the same answer for a taken email; only a new one gets a link (its token kept here).
async function signUp({ state, pendingSignUps }: BackendContext, request: Request): Promise<MockReply> {
  const { email, password, first_name, last_name, callbackUrl } = await jsonBody(request);
  if (!state.accounts.some((a) => a.user.email === email)) {
    const token = `link-token-${Object.keys(pendingSignUps).length + 1}`;
    pendingSignUps[token] = {
      password: String(password),
      callbackUrl: typeof callbackUrl === 'string' ? callbackUrl : undefined,
      user: shopper({
        account_id: '100099',
        email: String(email),
        first_name: String(first_name),
        last_name: String(last_name),
      }),
    };
  }
  return { status: 202, body: { ok: true, url: null, confirmationSent: true } };
}

async function confirmSignUp({ state, pendingSignUps }: BackendContext, request: Request): Promise<MockReply> {
  const { token } = await jsonBody(request);
  const pending = pendingSignUps[String(token)];
  if (!pending) {
    return {
      status: 400,
      body: { error: { code: 'invalid_confirmation', message: 'This link is invalid or has expired.' } },
    };
  }
  delete pendingSignUps[String(token)];
  state.accounts.push({ password: pending.password, user: pending.user });
  state.user = pending.user;
  return { status: 201, body: { ok: true, url: pending.callbackUrl ?? '/account', error: null, status: 201 } };
}

const POSTS: Record<string, (context: BackendContext, request: Request) => Promise<MockReply>> = {
  [CREDENTIALS_SIGN_IN_PATH]: signIn,
  [SIGN_UP_PATH]: signUp,
  [SIGN_UP.confirmPath]: confirmSignUp,
  [SIGN_OUT_PATH]: async ({ state }) => {
    state.user = null;
    return { body: { ok: true, url: '/', error: null } };
  },
};

export const authRoutes: AreaRoutes = (context) => (url, request) => {
  const path = url.pathname;
  const { user } = context.state;
  if (path === '/api/auth/csrf') return { body: { csrfToken: 'test-csrf' } };
  if (path === '/api/auth/session') return { body: user ? { user, expires: '2099-01-01' } : {} };
  const post = Object.hasOwn(POSTS, path) ? POSTS[path] : undefined;
  return post && request.method === 'POST' ? post(context, request) : undefined;
};

/** The account and order routes answer 401 to a signed-out visitor. */
export const requireSignIn: AreaRoutes =
  ({ state }) =>
  (url) => {
    const path = url.pathname;
    if (state.user || !(path.startsWith('/api/account') || path.startsWith('/api/orders'))) return undefined;
    return { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in required' } } };
  };
