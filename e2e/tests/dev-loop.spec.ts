// The feature team's dev loop: the cart's dev server (a development build) composed into the running store for one
// developer's browser (`npm run remotes -- dev cart <its manifest>` prints the link), over a published live version
// that every other visitor keeps. The development build shares the store's one React and Emotion: add to cart works
// with no console error.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../scripts/test/freePort';
import { BASE_URL, E2E_REMOTES_DIR, E2E_VIEWER_SECRET } from '../playwright.config';
import { expect, test, watchPage } from './fixtures';

const repoRoot = path.resolve(__dirname, '../..');
const env = {
  ...process.env,
  REMOTES_STORE_DIR: path.join(E2E_REMOTES_DIR, 'store'),
  REMOTES_REGISTRY_FILE: path.join(E2E_REMOTES_DIR, 'registry.json'),
  VIEWER_HEADER_SECRET: E2E_VIEWER_SECRET,
};
const LIVE = '0.1.0-e2elive';
const SUBWOOFER = '/products/zvx-10-d4-10-inch-2500-watt-max-power-dual-4-ohm-competition-subwoofer';

function remotes(...args: string[]): string {
  return execFileSync(process.execPath, ['scripts/remotes.mjs', ...args], { cwd: repoRoot, env, encoding: 'utf8' });
}

/** Polls until the dev server answers its manifest (its first compilation done). */
async function untilServed(url: string, devServer: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (devServer.exitCode !== null) throw new Error(`the dev server exited with ${devServer.exitCode}`);
    const ok = await fetch(url)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} was not served within ${timeoutMs} ms`);
}

let devServer: ChildProcess | null = null;
let manifestUrl = '';
let devOrigin = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  devOrigin = `http://localhost:${port}`;
  manifestUrl = `${devOrigin}/mf-manifest.json`;
  const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [path.join(repoRoot, 'mfe-cart')] });
  // A process group of its own, so the end of the spec stops webpack and everything it started.
  devServer = spawn(
    process.execPath,
    [webpackCli, 'serve', '--config', 'webpack.config.ts', '--mode', 'development', '--port', String(port)],
    {
      cwd: path.join(repoRoot, 'mfe-cart'),
      env: { ...process.env, STOREFRONT_GATEWAY_URL: BASE_URL },
      detached: true,
      stdio: 'ignore',
    },
  );
  // While it compiles: a published version of the cart is live for everyone (what the dev server must win over).
  remotes('publish', 'cart', '--version', LIVE, '--force');
  remotes('set', 'cart', LIVE);
  await untilServed(manifestUrl, devServer, 120_000);
});

test.afterAll(() => {
  if (devServer?.pid && devServer.exitCode === null) process.kill(-devServer.pid, 'SIGTERM');
  // The specs after this one use the cart of the build under test again.
  fs.rmSync(env.REMOTES_REGISTRY_FILE, { force: true });
});

test("the developer's browser alone loads the cart from the dev server, and add to cart works", async ({
  page,
  problems,
  browser,
}) => {
  const cartFrom = new Set<string>();
  page.on('response', (response) => {
    const url = response.url();
    if (url.startsWith(devOrigin)) cartFrom.add('dev server');
    else if (url.includes('/mf/cart/')) cartFrom.add(url.split('/mf/cart/')[1].split('/')[0]);
  });
  const link = /\S+\/__dev-remote\?token=\S+/.exec(remotes('dev', 'cart', manifestUrl, '--store', BASE_URL))![0];
  await page.goto(`${link}&next=${encodeURIComponent(SUBWOOFER)}`);
  await expect(page).toHaveURL(`${BASE_URL}${SUBWOOFER}`);
  await page.getByTestId('product-add-to-cart').click();
  const panel = page.getByTestId('cart-panel-root');
  await expect(panel).toHaveAttribute('data-open', 'true');
  await expect(panel.getByTestId('cart-line')).toHaveCount(1);
  expect([...cartFrom]).toEqual(['dev server']);
  expect(problems.consoleErrors).toEqual([]);

  // Another browser without the cookie: the live version, and a page policy that does not name the dev server.
  const stranger = await browser.newContext();
  try {
    const other = await stranger.newPage();
    const otherProblems = watchPage(other);
    const document = await other.goto(SUBWOOFER);
    expect(document?.headers()['content-security-policy']).not.toContain(devOrigin);
    const remotesJson = (await (await other.request.get('/remotes.json')).json()) as Record<string, string>;
    expect(remotesJson.cart).toBe(`/mf/cart/${LIVE}/mf-manifest.json`);
    expect(otherProblems.consoleErrors).toEqual([]);
  } finally {
    await stranger.close();
  }
});

test("the standalone dev server sends a store page's calls to its own origin on to the gateway", async ({ page }) => {
  // What its page asks its own origin for: the API without a base (analytics), an image through the optimiser, the
  // web-vitals script. (Its other API calls name the gateway itself: STOREFRONT_API_BASE_URL.)
  const product = await page.request.get(`${devOrigin}/api/product/${encodeURIComponent('ZVX-8 D1')}`);
  expect(product.status()).toBe(200);
  const body = (await product.json()) as { images?: { url?: string }[]; image?: string };
  const image = body.images?.[0]?.url ?? body.image;
  expect(image, 'the product has an image').toMatch(/^\/api\/product-images\//);
  const calls = [`/_next/image?url=${encodeURIComponent(image!)}&w=250&q=85`, '/assets/web-vitals.js'];
  for (const pathname of calls) {
    const res = await page.request.get(`${devOrigin}${pathname}`);
    expect([pathname, res.status()]).toEqual([pathname, 200]);
  }
  // Its own files stay its own.
  expect((await page.request.get(`${devOrigin}/remoteEntry.js`)).headers()['x-remote-version']).toBeUndefined();
});
