import { baseApi, configureApiBaseUrl } from './baseApi';
import { sessionApi } from './session';
import { testStore } from '../testing/stores';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  configureApiBaseUrl('');
  jest.restoreAllMocks();
});

interface Seen {
  method: string;
  path: string;
  csrf: string | null;
  body: unknown;
}

/** A fake account service: answers by path; `handler` may override. */
type FakeAnswer = { status?: number; body?: unknown; raw?: string; networkError?: boolean };

function fakeServer(handler: (seen: Seen) => FakeAnswer | undefined) {
  const seen: Seen[] = [];
  globalThis.fetch = jest.fn(async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(input, init) : input;
    const text = request.method === 'GET' ? '' : await request.text();
    const entry: Seen = {
      method: request.method,
      path: new URL(request.url).pathname,
      csrf: request.headers.get('x-csrf-token'),
      body: text ? JSON.parse(text) : null,
    };
    seen.push(entry);
    const answer = handler(entry) ?? { body: {} };
    if (answer.networkError) throw new TypeError('Failed to fetch');
    return new Response(answer.raw ?? JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return seen;
}

const store = () => testStore({ apiBaseUrl: 'http://shop.test', refetchListeners: false });

describe('session calls', () => {
  it('signs in with the credentials payload and the CSRF token; a wrong password is an answer, not an error', async () => {
    let tokens = 0;
    const seen = fakeServer(({ path, body }) => {
      if (path === '/api/auth/csrf') return { body: { csrfToken: `tok-${++tokens}` } };
      if (path === '/api/auth/callback/credentials') {
        const ok = (body as { password: string }).password === 'right';
        return ok
          ? { body: { ok: true, url: '/account' } }
          : { status: 401, body: { ok: false, url: null, error: 'CredentialsSignin', status: 401 } };
      }
      return undefined;
    });
    const s = store();
    const wrong = await s.dispatch(sessionApi.endpoints.signIn.initiate({ email: 'a@b.com', password: 'nope' }));
    expect(wrong.data).toEqual({ ok: false, url: null, error: 'CredentialsSignin', status: 401 });
    const right = await s.dispatch(
      sessionApi.endpoints.signIn.initiate({ email: 'a@b.com', password: 'right', callbackUrl: '/dealers' }),
    );
    expect(right.data).toEqual({ ok: true, url: '/account' });
    const posts = seen.filter((x) => x.path === '/api/auth/callback/credentials');
    expect(posts[0]).toMatchObject({
      method: 'POST',
      csrf: 'tok-1',
      body: { email: 'a@b.com', password: 'nope', json: true, redirect: false, cartLineItems: null },
    });
    expect(posts[1].body).toMatchObject({ callbackUrl: '/dealers' });
    // The session changed at sign-in: the next write asks for a fresh token.
    await s.dispatch(sessionApi.endpoints.signOut.initiate());
    expect(seen.find((x) => x.path === '/api/auth/signout')?.csrf).toBe('tok-2');
  });

  it("sends the caller's serialised cart lines as cartLineItems, and null when there are none", async () => {
    const seen = fakeServer(({ path }) =>
      path === '/api/auth/callback/credentials' ? { body: { ok: true, url: '/account' } } : undefined,
    );
    const s = store();
    const lines = JSON.stringify([{ sku: 'ZXR-12D2', quantity: 2 }]);
    for (const cartLineItems of [lines, null, undefined]) {
      await s.dispatch(sessionApi.endpoints.signIn.initiate({ email: 'a@b.com', password: 'x', cartLineItems }));
    }
    const sent = seen.filter((x) => x.path === '/api/auth/callback/credentials').map((x) => x.body);
    expect(sent).toEqual([
      expect.objectContaining({ cartLineItems: lines, json: true, redirect: false }),
      expect.objectContaining({ cartLineItems: null }),
      expect.objectContaining({ cartLineItems: null }),
    ]);
  });

  it('asks for a new CSRF token once when the service refuses the cached one', async () => {
    let tokens = 0;
    const seen = fakeServer(({ path, csrf }) => {
      if (path === '/api/auth/csrf') return { body: { csrfToken: `tok-${++tokens}` } };
      if (path === '/api/auth/signout') {
        return csrf === 'tok-2'
          ? { body: { ok: true, url: '/' } }
          : { status: 403, body: { error: { code: 'invalid_csrf_token', message: 'Invalid or missing CSRF token' } } };
      }
      return undefined;
    });
    const result = await store().dispatch(sessionApi.endpoints.signOut.initiate());
    expect(result.data).toEqual({ ok: true, url: '/' });
    expect(seen.filter((x) => x.path === '/api/auth/signout').map((x) => x.csrf)).toEqual(['tok-1', 'tok-2']);
  });

  it('never sends the CSRF token to other services', async () => {
    const seen = fakeServer(() => ({ body: {} }));
    const api = baseApi.injectEndpoints({
      endpoints: (build) => ({
        addThing: build.mutation<unknown, void>({ query: () => ({ url: '/api/cartv2', method: 'POST', body: {} }) }),
      }),
      overrideExisting: true,
    });
    await store().dispatch(api.endpoints.addThing.initiate());
    expect(seen.map((x) => x.path)).toEqual(['/api/cartv2']);
    expect(seen[0].csrf).toBeNull();
  });
});

describe('session calls: failures and a new viewer', () => {
  it('a failed session read counts as signed out and is logged as CLIENT_FETCH_ERROR', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen = fakeServer(({ path }) => (path === '/api/auth/session' ? { status: 500, body: {} } : undefined));
    const s = store();
    await s.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(s.getState().session).toEqual({ status: 'unauthenticated', user: null, signOutsStarted: 0 });
    await new Promise((r) => setTimeout(r, 0));
    const log = seen.find((x) => x.path === '/api/auth/_log');
    expect(log?.body).toMatchObject({ level: 'error', code: 'CLIENT_FETCH_ERROR' });
  });

  it.each([
    ['a network failure', () => ({ status: 0, body: {}, networkError: true }), 'CLIENT_FETCH_ERROR'],
    ['an answer that is not JSON', () => ({ status: 200, raw: '<html>proxy error</html>' }), 'CLIENT_SESSION_ERROR'],
    ['an answer that is not a session', () => ({ status: 200, body: ['user'] }), 'CLIENT_SESSION_ERROR'],
    ['a user that is not an object', () => ({ status: 200, body: { user: 'admin' } }), 'CLIENT_SESSION_ERROR'],
  ])('%s counts as signed out and is logged as %s', async (_name, answer, code) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen = fakeServer(({ path }) => (path === '/api/auth/session' ? answer() : undefined));
    const s = store();
    await s.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(s.getState().session).toEqual({ status: 'unauthenticated', user: null, signOutsStarted: 0 });
    await new Promise((r) => setTimeout(r, 0));
    expect(seen.find((x) => x.path === '/api/auth/_log')?.body).toMatchObject({ level: 'error', code });
    expect(warn).toHaveBeenCalledWith(`[next-auth][error][${code}]`, expect.any(String));
  });

  it('a new viewer refreshes every cached answer (prices differ for dealers)', async () => {
    let user: object | null = null;
    const seen = fakeServer(({ path }) => {
      if (path === '/api/auth/session') return { body: user ? { user } : {} };
      return { body: { ok: true } };
    });
    const catalog = baseApi.injectEndpoints({
      endpoints: (build) => ({
        cards: build.query<unknown, void>({ query: () => '/api/collections/x', providesTags: ['Collection'] }),
      }),
      overrideExisting: true,
    });
    const s = store();
    const sub = s.dispatch(catalog.endpoints.cards.initiate());
    await sub;
    await s.dispatch(sessionApi.endpoints.getSession.initiate());
    user = { account_id: '100002', email: 'dealer@example.com', role: 2 };
    await s.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { forceRefetch: true }));
    await new Promise((r) => setTimeout(r, 20));
    expect(seen.filter((x) => x.path === '/api/collections/x')).toHaveLength(2);
    sub.unsubscribe();
  });
});

describe("the gateway's double-submit token", () => {
  const g = globalThis as { document?: unknown };
  afterEach(() => {
    delete g.document;
  });

  it('every write repeats the sa_csrf cookie in x-sa-csrf; reads do not', async () => {
    g.document = { cookie: 'other=1; sa_csrf=nonce.mac; sa_session=s' };
    const headers: Array<[string, string | null]> = [];
    globalThis.fetch = jest.fn(async (request: Request) => {
      headers.push([`${request.method} ${new URL(request.url).pathname}`, request.headers.get('x-sa-csrf')]);
      return new Response(JSON.stringify({ csrfToken: 't', ok: true, url: '/' }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as unknown as typeof fetch;
    const api = baseApi.injectEndpoints({
      endpoints: (build) => ({
        write: build.mutation<unknown, void>({ query: () => ({ url: '/api/cartv2', method: 'POST', body: {} }) }),
      }),
      overrideExisting: true,
    });
    const s = store();
    await s.dispatch(api.endpoints.write.initiate());
    await s.dispatch(sessionApi.endpoints.signOut.initiate());
    expect(headers).toEqual([
      ['POST /api/cartv2', 'nonce.mac'],
      ['GET /api/auth/csrf', null],
      ['POST /api/auth/signout', 'nonce.mac'],
    ]);
  });
});
