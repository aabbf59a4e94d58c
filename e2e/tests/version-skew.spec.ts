// Version skew: the cart team ships alone, so the live store can run today's shell with the cart's previous
// build (before its latest change, built with the shared-domain of its own commit). That build is published through the
// registry like any release, and the store must still sell: add to cart, the panel, the cart page, no errors.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_REMOTES_DIR } from '../playwright.config';
import { expect, productBuildsWhileAddingToCart, test } from './fixtures';
import { buildPreviousRemote, type PreviousBuild } from './previousBuild';

const repoRoot = path.resolve(__dirname, '../..');
const env = {
  ...process.env,
  REMOTES_STORE_DIR: path.join(E2E_REMOTES_DIR, 'store'),
  REMOTES_REGISTRY_FILE: path.join(E2E_REMOTES_DIR, 'registry.json'),
};
const SUBWOOFER = '/products/zvx-10-d4-10-inch-2500-watt-max-power-dual-4-ohm-competition-subwoofer';

function remotes(...args: string[]): string {
  return execFileSync(process.execPath, ['scripts/remotes.mjs', ...args], { cwd: repoRoot, env, encoding: 'utf8' });
}

/** The gateway reads the registry file again at most once a second: a switch reaches the pages after that. */
function untilTheGatewayReadsIt(): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1100);
}

let previous: PreviousBuild | null = null;
let previousVersion = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  test.setTimeout(300_000);
  previous = buildPreviousRemote('cart');
  if (!previous) return;
  const manifest = JSON.parse(fs.readFileSync(path.join(previous.distDir, 'mf-manifest.json'), 'utf8')) as {
    metaData?: { buildInfo?: { commit?: string } };
  };
  expect(manifest.metaData?.buildInfo).toMatchObject({ commit: previous.commit.slice(0, 7) });
  previousVersion = `0.0.0-previous.${previous.commit.slice(0, 7)}`;
  // An earlier build on purpose: the publish gate holds it to today's contracts and budgets, and may refuse it;
  // --force publishes it anyway (recorded in the registry's history), as an operator rolling back to it would.
  remotes('publish', 'cart', '--dist', previous.distDir, '--version', previousVersion, '--force');
  remotes('set', 'cart', previousVersion);
  untilTheGatewayReadsIt();
});

test.afterAll(() => {
  // The specs after this one use the cart of the build under test again.
  fs.rmSync(env.REMOTES_REGISTRY_FILE, { force: true });
});

test("today's shell composes with the cart's previous build", async ({ page, problems }) => {
  test.skip(!previous, "the git history does not reach the cart's previous build (a shallow clone)");
  const cartFolders = new Set<string>();
  page.on('response', (response) => {
    const match = /\/mf\/cart\/([^/]+)\//.exec(response.url());
    if (match) cartFolders.add(match[1]);
  });

  await page.goto(SUBWOOFER);
  await page.getByTestId('product-add-to-cart').click();
  const panel = page.getByTestId('cart-panel-root');
  await expect(panel).toHaveAttribute('data-open', 'true');
  await expect(panel.getByTestId('cart-line')).toHaveCount(1);

  // A screen of the old remote, routed by today's shell.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-page')).toBeVisible();
  await expect(page.getByTestId('cart-page').getByTestId('cart-line')).toHaveCount(1);

  expect([...cartFolders]).toEqual([previousVersion]);
  expect(problems.consoleErrors).toEqual([]);
});

test.describe("the product remote's previous build under today's shell, on a server-rendered page", () => {
  let previousProduct: PreviousBuild | null = null;
  let productVersion = '';
  const PRODUCT = '/products/zvx-series-competition-subwoofers';

  test.beforeAll(() => {
    test.setTimeout(300_000);
    previousProduct = buildPreviousRemote('product');
    if (!previousProduct) return;
    productVersion = `0.0.0-previous.${previousProduct.commit.slice(0, 7)}`;
    remotes('publish', 'product', '--dist', previousProduct.distDir, '--version', productVersion, '--force');
    remotes('set', 'product', productVersion);
    untilTheGatewayReadsIt();
  });

  test('the server renders with the version the browser loads (or leaves a build without a server bundle to the browser)', async ({
    page,
    problems,
  }) => {
    test.skip(!previousProduct, "the git history does not reach the product's previous build (a shallow clone)");
    const hasServerBundle = fs.existsSync(path.join(previousProduct!.distDir, 'server', 'server.js'));
    const html = await (await page.request.get(PRODUCT, { headers: { Accept: 'text/html' } })).text();
    const state = JSON.parse(
      /<script type="application\/json" id="sf-state"[^>]*>([^<]*)<\/script>/.exec(html)![1],
    ) as {
      builds: Record<string, { version: string }>;
    };
    // A build from before server bundles existed is rendered by the browser inside today's server-rendered frame.
    expect(state.builds.product?.version).toBe(hasServerBundle ? productVersion : undefined);
    expect(html.includes('data-testid="product-page"')).toBe(hasServerBundle);

    expect(await productBuildsWhileAddingToCart(page, PRODUCT)).toEqual([productVersion]);
    expect(problems.consoleErrors).toEqual([]);
  });
});
