// next-auth's own browser client (the `next-auth` package, 4.24) against the running store: spec 2 §7's session calls
// (GET session, csrf token and providers; POST sign-in form-encoded with csrfToken and callbackUrl; POST sign-out;
// POST client logs) are a contract with any consumer of that client, not only with the store's own pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { BASE_URL } from '../playwright.config';
import { expect, test } from './fixtures';
import { SHOPPER } from './accounts';

const CLIENT_PATH = '/__e2e/next-auth-client.js';

/** next-auth/react bundled for the browser, exposing its client functions as window.nextAuth. */
async function bundleNextAuthClient(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-auth-client-'));
  const entry = path.join(dir, 'entry.js');
  fs.writeFileSync(
    entry,
    "import { getCsrfToken, getProviders, getSession, signIn, signOut } from 'next-auth/react';\n" +
      'window.nextAuth = { getCsrfToken, getProviders, getSession, signIn, signOut };\n',
  );
  const compiler = webpack({
    mode: 'production',
    target: 'web',
    entry,
    output: { path: dir, filename: 'client.js' },
    resolve: { modules: [path.resolve(__dirname, '../../node_modules')] },
    plugins: [
      // What a Next.js app sets at build time: the API lives at /api/auth on the store's origin.
      new webpack.DefinePlugin({
        'process.env.NEXTAUTH_URL': JSON.stringify(`${BASE_URL}/api/auth`),
        'process.env.NEXTAUTH_URL_INTERNAL': 'undefined',
        'process.env.VERCEL_URL': 'undefined',
        'process.env.NODE_ENV': JSON.stringify('production'),
      }),
    ],
    performance: false,
  });
  const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
    compiler.run((err, result) => (err ? reject(err) : resolve(result))),
  );
  if (!stats || stats.hasErrors()) throw new Error(stats?.toString('errors-only') ?? 'no stats');
  const code = fs.readFileSync(path.join(dir, 'client.js'), 'utf8');
  fs.rmSync(dir, { recursive: true, force: true });
  return code;
}

let clientCode = '';
test.beforeAll(async () => {
  clientCode = await bundleNextAuthClient();
});

test.describe("next-auth's client", () => {
  test.beforeEach(async ({ page }) => {
    // Served from the store's origin, so the page's script policy admits it like any script of the store.
    await page.route(`**${CLIENT_PATH}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: clientCode }),
    );
    await page.goto('/pages/about-us');
    await page.addScriptTag({ url: CLIENT_PATH });
  });

  test('signs in, reads the session and signs out through getCsrfToken, signIn, getSession and signOut', async ({
    page,
  }) => {
    const result = await page.evaluate(
      async ({ email, password }) => {
        type Client = Record<string, (...args: unknown[]) => Promise<unknown>>;
        const na = (window as unknown as { nextAuth: Client }).nextAuth;
        const csrfToken = await na.getCsrfToken();
        const providers = (await na.getProviders()) as Record<string, { type: string }>;
        const callbackUrl = `${location.origin}/account`;
        const wrong = await na.signIn('credentials', { redirect: false, email, password: 'not-it', callbackUrl });
        const right = await na.signIn('credentials', { redirect: false, email, password, callbackUrl });
        const session = (await na.getSession()) as { user?: { email?: string } } | null;
        const out = (await na.signOut({ redirect: false, callbackUrl: `${location.origin}/` })) as { url?: string };
        const after = await na.getSession();
        return { csrfToken, providers, wrong, right, email: session?.user?.email, out, after };
      },
      { email: SHOPPER.email, password: SHOPPER.password },
    );
    expect(typeof result.csrfToken).toBe('string');
    expect(result.providers.credentials.type).toBe('credentials');
    expect(result.wrong).toEqual({ error: 'CredentialsSignin', status: 401, ok: false, url: null });
    expect(result.right).toEqual({ error: null, status: 200, ok: true, url: `${BASE_URL}/account` });
    expect(result.email).toBe(SHOPPER.email);
    expect(result.out.url).toBe(`${BASE_URL}/`);
    expect(result.after).toBeNull();
    // The store's own pages see the signed-out viewer too.
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/login/);
  });

  test("the client's error log reaches the store (form-encoded, without a token)", async ({ page }) => {
    // A session read that fails is logged by the client as CLIENT_FETCH_ERROR to POST /api/auth/_log.
    await page.route('**/api/auth/session', (route) => route.fulfill({ status: 500, body: 'not json' }));
    const logged = page.waitForResponse((res) => res.url().endsWith('/api/auth/_log'));
    const session = await page.evaluate(() =>
      (window as unknown as { nextAuth: { getSession: () => Promise<unknown> } }).nextAuth.getSession(),
    );
    expect(session).toBeNull();
    expect((await logged).status()).toBe(204);
  });

  test('a client whose first call is GET /api/auth/csrf gets the store token cookie with it', async ({
    playwright,
  }) => {
    const fresh = await playwright.request.newContext({ baseURL: BASE_URL });
    const res = await fresh.get('/api/auth/csrf');
    const names = res
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['sa_csrf', 'sa_session']));
    await fresh.dispose();
  });
});
