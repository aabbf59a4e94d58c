import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { BASE_URL, E2E_PORTS } from '../playwright.config';
import { expect, test, watchPage } from './fixtures';

const repoRoot = path.resolve(__dirname, '..', '..');

async function firstProductHandle(
  request: import('@playwright/test').APIRequestContext,
): Promise<{ slug: string; name: string }> {
  const res = await request.get(`${BASE_URL}/api/collections/car-subwoofers`);
  expect(res.ok()).toBeTruthy();
  const body = await res.json();
  expect(body.products.length).toBeGreaterThan(0);
  return body.products[0];
}

test.describe('composed storefront', () => {
  test('home shows the catalogue remote', async ({ page, problems }) => {
    await page.goto('/');
    await expect(page.locator('[data-boundary="catalog"]').first()).toBeVisible();
    await expect(page.getByTestId('shell-header')).toBeVisible();
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('a collection page shows products from the catalogue remote', async ({ page, problems }) => {
    const saleReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/sale-settings') saleReads.push(request.url());
    });
    await page.goto('/collections/car-subwoofers');
    const region = page.locator('[data-boundary="catalog"]').first();
    await expect(region).toBeVisible();
    await expect(region.getByText(/\d+ products?/).first()).toBeVisible();
    await expect(page.getByText(/Sale Price:/).first()).toBeVisible();
    await expect(page.locator('[data-boundary="marketing"]').getByText(/OFF/).first()).toBeVisible();
    // The sale banner and the card prices share one read of the sale settings: the server's, handed to the page.
    await expect(page.locator('#root')).toHaveAttribute('data-sf-ssr', '');
    expect(saleReads).toHaveLength(0);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('a seeded product page comes from the product remote', async ({ page, problems, request }) => {
    const product = await firstProductHandle(request);
    await page.goto(`/products/${product.slug}`);
    const region = page.locator('[data-boundary="product"]').first();
    await expect(region.getByRole('heading', { level: 1 })).toContainText(product.name);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('the cart page comes from the cart remote', async ({ page, problems }) => {
    await page.goto('/cart');
    await expect(page.locator('main [data-boundary="cart"]').first()).toBeVisible();
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('one copy of React reaches the browser', async ({ page }) => {
    const remoteScripts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/mf/') && request.url().endsWith('.js')) {
        remoteScripts.push(request.url());
      }
    });
    await page.goto('/collections/car-subwoofers');
    await expect(page.locator('[data-boundary="catalog"]').first()).toBeVisible();
    await page.goto('/cart');
    await expect(page.locator('main [data-boundary="cart"]').first()).toBeVisible();
    // The page's one federation runtime records each shared module: who provided it and which containers use it.
    // A remote's container joins that record a moment after its screen renders, so wait for it.
    const readProviders = () =>
      page.evaluate(() => {
        const share = (globalThis as any).__FEDERATION__?.__SHARE__ ?? {};
        const found: Record<string, Set<string>> = { react: new Set(), 'react-dom': new Set() };
        const users = new Set<string>();
        for (const scopes of Object.values<any>(share)) {
          for (const scope of Object.values<any>(scopes)) {
            for (const name of ['react', 'react-dom']) {
              for (const [version, entry] of Object.entries<any>(scope?.[name] ?? {})) {
                if (!entry?.loaded) continue;
                found[name].add(`${version} from ${entry.from}`);
                for (const user of entry.useIn ?? []) users.add(user);
              }
            }
          }
        }
        return { users: [...users], react: [...found.react], reactDom: [...found['react-dom']] };
      });
    await expect.poll(async () => (await readProviders()).users).toEqual(expect.arrayContaining(['storefront_cart']));
    const providers = await readProviders();
    expect(providers.users).toEqual(
      expect.arrayContaining(['storefront_shell', 'storefront_marketing', 'storefront_cart']),
    );
    expect(providers.react).toEqual(['19.3.1 from storefront_shell']);
    expect(providers.reactDom).toEqual(['19.3.1 from storefront_shell']);
    // No remote script carries a React build of its own.
    const bodies = await Promise.all(remoteScripts.map(async (url) => (await page.request.get(url)).text()));
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).not.toContain('Minified React error');
  });
});

test.describe('a remote that does not load', () => {
  const deadPort = E2E_PORTS.gateway + 1;
  let gateway: ChildProcess;

  test.beforeAll(async () => {
    const serviceEnv: Record<string, string> = {};
    ['catalog', 'reviews', 'cart', 'account', 'marketing'].forEach((area, i) => {
      serviceEnv[`${area.toUpperCase()}_SERVICE_URL`] = `http://127.0.0.1:${E2E_PORTS.serviceBase + i}`;
    });
    gateway = spawn(process.execPath, ['services/gateway/dist/main.js'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...serviceEnv,
        PORT: String(deadPort),
        REMOTE_CART_URL: 'http://127.0.0.1:9/mf-manifest.json',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${deadPort}/healthz`)).ok) return;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('second gateway did not start');
  });

  test.afterAll(() => {
    gateway?.kill('SIGTERM');
  });

  test('the shell still renders with the fallback in that region', async ({ page }) => {
    watchPage(page);
    await page.goto(`http://127.0.0.1:${deadPort}/cart`);
    await expect(page.getByTestId('shell-header')).toBeVisible();
    const main = page.locator('main');
    await expect(main.getByText('Oops, there is an error!')).toBeVisible();
    // The remote's code cannot be fetched: a retry cannot succeed, so the region offers a reload.
    await expect(main.getByRole('button', { name: 'Reload page' })).toBeVisible();
    // The rest of the store keeps working: the catalogue still loads on the same gateway.
    await page.goto(`http://127.0.0.1:${deadPort}/collections/car-subwoofers`);
    await expect(page.locator('[data-boundary="catalog"]').first()).toBeVisible();
  });
});
