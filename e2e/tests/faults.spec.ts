// A service or the database dying under `npm start`: answers stay fast, pages keep rendering, the store recovers.
// The e2e store's database is in memory, so it comes back empty and is seeded again while the services already read
// it (and cache what they read for a while): the config runs this file after every other one, so no spec meets a
// store that is still refilling.
import { execFileSync } from 'node:child_process';
import { E2E_PORTS } from '../playwright.config';
import { expect, test } from './fixtures';

test.describe('a dying process under npm start', () => {
  test.describe.configure({ timeout: 120_000 });

  function kill(script: string) {
    const pids = execFileSync('pgrep', ['-f', script]).toString().trim().split('\n').filter(Boolean);
    expect(pids.length).toBeGreaterThan(0);
    for (const pid of pids) process.kill(Number(pid), 'SIGKILL');
  }

  test('the reviews service dies: its routes answer fast, pages keep rendering, it comes back', async ({ page }) => {
    kill('services/reviews/dist/main.js');
    const started = Date.now();
    const during = await page.request.get('/api/reviews/skuList?skus=SK2MM&page=0');
    expect(Date.now() - started).toBeLessThan(3000);
    expect([200, 502, 503]).toContain(during.status());
    expect((await page.goto('/collections/car-subwoofers'))?.status()).toBe(200);
    await expect(page.getByTestId('catalog-product-card').first()).toBeVisible();
    await expect
      .poll(async () => (await page.request.get('/api/reviews/skuList?skus=SK2MM&page=0')).status(), {
        timeout: 20_000,
      })
      .toBe(200);
  });

  test('the database dies: answers stay fast, and the store recovers from its restart', async ({ page }) => {
    kill('embedded-mongo/dist/cli.js');
    const started = Date.now();
    const during = await page.request.get('/api/orders');
    expect(Date.now() - started).toBeLessThan(4000);
    expect(during.status()).toBeLessThan(600);
    expect((await page.goto('/'))?.status()).toBe(200);
    await expect
      .poll(
        async () => {
          const res = await page.request.get('/api/collections/car-speakers?page=1');
          return res.ok() ? ((await res.json()).products?.length ?? 0) > 0 : false;
        },
        { timeout: 90_000, intervals: [1000] },
      )
      .toBe(true);
    await expect
      .poll(async () => (await page.request.get('/api/auth/session')).status(), { timeout: 30_000 })
      .toBe(200);
    // Every service is back (its database circuit closed).
    for (const [index, area] of ['catalog', 'reviews', 'cart', 'account', 'marketing', 'payments'].entries()) {
      await expect
        .poll(
          async () => (await page.request.get(`http://127.0.0.1:${E2E_PORTS.serviceBase + index}/readyz`)).status(),
          {
            message: `${area} is ready again`,
            timeout: 30_000,
          },
        )
        .toBe(200);
    }
  });
});
