// The embed follows the cart's releases: an integrator's page (mfe-cart/examples/embed.html, on a second site) loads
// /embed/cart.js; a new cart version is published and set live; the page that was open still adds and opens its panel
// with the chunks of the version it started with, and a newly loaded page gets the new version. Each version is a
// copy of the build whose panel chunk has a hash of its own, as two real releases would: a chunk served from the wrong
// version, or from the host's build, would not be found. Needs EMBED_ALLOWED_ORIGINS=http://localhost:8193 (webServer).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BASE_URL, E2E_REMOTES_DIR, EMBED_ORIGIN } from '../playwright.config';
import { expect, test, watchPage } from './fixtures';

const repoRoot = path.resolve(__dirname, '../..');
const DIST = path.join(repoRoot, 'mfe-cart/dist');
const EXAMPLE = path.join(repoRoot, 'mfe-cart/examples/embed.html');
const ENCLOSURE_SKU = 'VS-FORD-2009-UP-SC-2X12';
const env = {
  ...process.env,
  REMOTES_STORE_DIR: path.join(E2E_REMOTES_DIR, 'store'),
  REMOTES_REGISTRY_FILE: path.join(E2E_REMOTES_DIR, 'registry.json'),
};
/** Two releases and the hash each gives its panel chunk. */
const RELEASES = { '0.1.0-e2eembed1': 'e2e0e001', '0.1.0-e2eembed2': 'e2e0e002' } as const;
type Release = keyof typeof RELEASES;
const [FIRST, SECOND] = Object.keys(RELEASES) as Release[];

function remotes(...args: string[]): string {
  return execFileSync(process.execPath, ['scripts/remotes.mjs', ...args], { cwd: repoRoot, env, encoding: 'utf8' });
}

/** A copy of the cart's build whose embed loads its panel from `lazy-cart-panel.<hash>.chunk.js`. */
function releaseBuild(hash: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embed-release-'));
  fs.cpSync(DIST, dir, { recursive: true });
  const entries = path.join(dir, 'entries');
  const panel = fs.readdirSync(entries).find((f) => /^lazy-cart-panel\.[0-9a-f]{8}\.chunk\.js$/.test(f));
  if (!panel)
    throw new Error(`${DIST} has no embed panel chunk: build the cart (npm run build -w @storefront/mfe-cart)`);
  const built = panel.split('.')[1];
  fs.renameSync(path.join(entries, panel), path.join(entries, `lazy-cart-panel.${hash}.chunk.js`));
  const loader = path.join(dir, 'cart-embed.js');
  fs.writeFileSync(loader, fs.readFileSync(loader, 'utf8').replace(`"${built}"`, `"${hash}"`));
  // The precompressed copies are of the build as it was.
  for (const file of [loader, path.join(entries, panel)])
    for (const ext of ['.br', '.gz']) fs.rmSync(file + ext, { force: true });
  return dir;
}

let integrator: Server;
const builds: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000); // two publishes, each through the publish gate
  for (const [version, hash] of Object.entries(RELEASES)) {
    const dir = releaseBuild(hash);
    builds.push(dir);
    remotes('publish', 'cart', '--dist', dir, '--version', version);
  }
  remotes('set', 'cart', FIRST);
  const template = fs.readFileSync(EXAMPLE, 'utf8');
  integrator = createServer((req, res) => {
    if (req.url !== '/embed.html') {
      res.writeHead(404).end();
      return;
    }
    const nonce = randomBytes(16).toString('base64');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(template.replaceAll('__STORE_ORIGIN__', BASE_URL).replaceAll('__NONCE__', nonce));
  });
  await new Promise<void>((resolve) => integrator.listen(Number(new URL(EMBED_ORIGIN).port), 'localhost', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => integrator?.close(resolve));
  for (const dir of builds) fs.rmSync(dir, { recursive: true, force: true });
  // The specs after this one use the cart of the build under test again.
  fs.rmSync(env.REMOTES_REGISTRY_FILE, { force: true });
});

/** The embed's script and chunks a page fetched: each answer's path and status. */
function embedFetches(page: Page): string[] {
  const fetched: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === BASE_URL && url.pathname.startsWith('/embed/'))
      fetched.push(`${url.pathname} ${response.status()}`);
  });
  return fetched;
}

/** Loads the integrator's page; the version of the embed it got (the script answer's X-Remote-Version). */
async function openIntegratorPage(page: Page): Promise<string> {
  const script = page.waitForResponse((r) => r.url() === `${BASE_URL}/embed/cart.js`);
  await page.goto(`${EMBED_ORIGIN}/embed.html`);
  const version = (await script).headers()['x-remote-version'];
  await expect(page.getByTestId('cart-embed-button')).toBeVisible();
  return version;
}

async function addAndOpenPanel(page: Page) {
  await page.locator('#buy').click();
  await expect(page.locator('#status')).toHaveText(`Added ${ENCLOSURE_SKU}`);
  const panel = page.getByTestId('cart-panel');
  await expect(panel).toBeVisible();
  await expect(panel.locator(`[data-testid="cart-line"][data-sku="${ENCLOSURE_SKU}"]`)).toBeVisible();
}

test('an open integrator page keeps working across a release; a new page gets the new release', async ({
  page,
  problems,
  browser,
}) => {
  // The gateway reads the registry again within a second.
  const liveEmbed = async () => (await page.request.get(`${BASE_URL}/embed/cart.js`)).headers()['x-remote-version'];
  await expect.poll(liveEmbed).toBe(FIRST);
  const openFetches = embedFetches(page);
  expect(await openIntegratorPage(page)).toBe(FIRST);

  remotes('set', 'cart', SECOND);
  await expect.poll(liveEmbed).toBe(SECOND);

  // The page opened before the release adds, and its panel opens with the first release's chunk.
  await addAndOpenPanel(page);
  expect(openFetches).toContain(`/embed/entries/lazy-cart-panel.${RELEASES[FIRST]}.chunk.js 200`);
  expect(openFetches.join('\n')).not.toContain(RELEASES[SECOND]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);

  // Another shopper's page (no cached script) gets the second release, and its panel opens too.
  const context = await browser.newContext();
  try {
    const fresh = await context.newPage();
    const freshProblems = watchPage(fresh);
    const freshFetches = embedFetches(fresh);
    expect(await openIntegratorPage(fresh)).toBe(SECOND);
    await addAndOpenPanel(fresh);
    expect(freshFetches).toContain(`/embed/entries/lazy-cart-panel.${RELEASES[SECOND]}.chunk.js 200`);
    expect(freshProblems).toEqual({ consoleErrors: [], failedRequests: [] });
  } finally {
    await context.close();
  }

  // Both releases were loaded by an allowed integrator's page: `prune` keeps them, `list` says so.
  const cartLine = remotes('list')
    .split('\n')
    .find((line) => line.startsWith('cart'));
  expect(cartLine).toMatch(new RegExp(`embedded .*${FIRST} \\S+ \\(${EMBED_ORIGIN}\\)`));
  expect(cartLine).toMatch(new RegExp(`${SECOND} \\S+ \\(${EMBED_ORIGIN}\\)`));
});
