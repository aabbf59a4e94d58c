// Publishing and switching a remote at run time: the registry's live version of the cart is picked up by a
// new tab without a restart, while a tab that started with the previous version keeps working on it; rollback too.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_REMOTES_DIR } from '../playwright.config';
import { expect, productBuildsWhileAddingToCart, test, waitForHydration } from './fixtures';

const repoRoot = path.resolve(__dirname, '../..');
const env = {
  ...process.env,
  REMOTES_STORE_DIR: path.join(E2E_REMOTES_DIR, 'store'),
  REMOTES_REGISTRY_FILE: path.join(E2E_REMOTES_DIR, 'registry.json'),
};

/** The gateway looks at the registry file again at most once a second (its registryTtlMs). */
const REGISTRY_TTL_MS = 1000;

function remotes(...args: string[]): string {
  const out = execFileSync(process.execPath, ['scripts/remotes.mjs', ...args], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
  });
  // A switch reaches the gateway within a second: the next page must not be faster than that (a quick CLI could be).
  if (['set', 'rollback', 'canary'].includes(args[0]))
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, REGISTRY_TTL_MS + 100);
  return out;
}

/** The cart remote's files this page fetched, by version folder. */
function cartVersionsFetched(page: Page): Set<string> {
  const versions = new Set<string>();
  page.on('response', (response) => {
    const match = /\/mf\/cart\/(0\.1\.0-e2e[ab])\//.exec(response.url());
    if (match) {
      expect(response.status(), response.url()).toBeLessThan(400);
      versions.add(match[1]);
    }
  });
  return versions;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  // Each publish runs the publish gate on the build first (its types are emitted: seconds each).
  test.setTimeout(180_000);
  remotes('publish', 'cart', '--version', '0.1.0-e2ea');
  remotes('publish', 'cart', '--version', '0.1.0-e2eb');
  remotes('set', 'cart', '0.1.0-e2ea');
});

test.afterAll(() => {
  // The specs after this one use the cart of the build under test again.
  fs.rmSync(env.REMOTES_REGISTRY_FILE, { force: true });
});

/** The cart remote comes onto a page with the shopper's first cart intent: here, a click on the header's cart. */
async function openCartFromHeader(tab: Page) {
  await waitForHydration(tab);
  await tab.getByTestId('shell-cart-button-desktop').filter({ visible: true }).click();
  await expect(tab.getByTestId('cart-panel-root')).toHaveAttribute('data-open', 'true');
}

test('a registry switch reaches new tabs without a restart; an open tab keeps its version; rollback', async ({
  page,
  problems,
}) => {
  const firstTab = cartVersionsFetched(page);
  await page.goto('/collections/car-subwoofers');
  await openCartFromHeader(page);
  expect([...firstTab]).toEqual(['0.1.0-e2ea']);
  const manifest = await page.request.get('/mf/cart/0.1.0-e2ea/mf-manifest.json');
  expect(manifest.headers()['x-remote-version']).toBe('0.1.0-e2ea');

  remotes('set', 'cart', '0.1.0-e2eb');
  const secondPage = await page.context().newPage();
  const secondTab = cartVersionsFetched(secondPage);
  await secondPage.goto('/collections/car-subwoofers');
  await openCartFromHeader(secondPage);
  expect([...secondTab]).toEqual(['0.1.0-e2eb']);

  // The first tab keeps working on the version it started with: a new screen of the cart remote loads from it.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/cart');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('cart-page')).toBeVisible();
  expect([...firstTab]).toEqual(['0.1.0-e2ea']);

  remotes('rollback', 'cart');
  const thirdPage = await page.context().newPage();
  const thirdTab = cartVersionsFetched(thirdPage);
  await thirdPage.goto('/');
  await openCartFromHeader(thirdPage);
  expect([...thirdTab]).toEqual(['0.1.0-e2ea']);
  expect(problems.consoleErrors).toEqual([]);
});

/** The #sf-state of a server-rendered document: which version of each remote the server rendered with. */
async function serverBuilds(page: Page, url: string): Promise<Record<string, { version: string; build: string }>> {
  const response = await page.request.get(url, { headers: { Accept: 'text/html' } });
  const html = await response.text();
  const json = /<script type="application\/json" id="sf-state"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, 'the document is server-rendered').toBeTruthy();
  return (JSON.parse(json!) as { builds?: Record<string, { version: string; build: string }> }).builds ?? {};
}

test('a registry switch changes the server-rendered page on the next request, and the browser loads that version', async ({
  page,
  problems,
}) => {
  const PRODUCT = '/products/zvx-series-competition-subwoofers';
  test.setTimeout(180_000); // two publishes, each through the publish gate
  remotes('publish', 'product', '--version', '0.1.0-e2ea');
  remotes('publish', 'product', '--version', '0.1.0-e2eb');
  remotes('set', 'product', '0.1.0-e2ea');
  await expect
    .poll(async () => (await serverBuilds(page, PRODUCT)).product?.version, { timeout: 5000 })
    .toBe('0.1.0-e2ea');

  remotes('set', 'product', '0.1.0-e2eb');
  // The gateway looks at the registry file at most once a second (createRegistryReader).
  await expect
    .poll(async () => (await serverBuilds(page, PRODUCT)).product?.version, { timeout: 5000 })
    .toBe('0.1.0-e2eb');

  expect(await productBuildsWhileAddingToCart(page, PRODUCT)).toEqual(['0.1.0-e2eb']);
  expect(problems.consoleErrors).toEqual([]);
});
