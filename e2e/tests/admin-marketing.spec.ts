// The marketing back office's Done-when flow: a staff member schedules a sale that starts a few seconds from now and
// ends a few seconds later; the storefront's sale banner shows it by itself once it has started (on a reload: nothing
// keeps the old answer past the start) and drops it by itself at its end. At a desktop's and a tablet's width.
import type { Page } from '@playwright/test';
import { answerMarketingPopups, expect, test } from './fixtures';
import { expectNoPageWideScroll, signInAsStaff } from './staff';

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 800, height: 1000 },
];

/**
 * How long after its times are entered the sale starts, and how long it runs: the times go in last, just before the
 * save, so the start only has to outlast the save and a storefront's first visit.
 */
const STARTS_IN_MS = 8_000;
const RUNS_MS = 8_000;

/** A moment as a datetime-local value in the browser's own time zone, to the second. */
function localInput(page: Page, at: number): Promise<string> {
  return page.evaluate((ms) => {
    const d = new Date(ms);
    const pad = (n: number) => String(n).padStart(2, '0');
    const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    return `${date}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  }, at);
}

/** Saves a sale of 20 % that starts STARTS_IN_MS from now and runs RUNS_MS; answers when it starts and ends. */
async function scheduleSale(page: Page, name: string): Promise<{ startsAt: number; endsAt: number }> {
  await page.goto('/admin/marketing/sales/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing' })).toBeVisible();
  await page.getByTestId('marketing-admin-sale-name').fill(name);
  await page.getByTestId('marketing-admin-sale-discount').fill('20');
  await page.getByTestId('marketing-admin-sale-priority').fill('0');
  await page.getByTestId('marketing-admin-sale-banner').fill('Scheduled by the back office');
  await expect(page.getByTestId('marketing-admin-banner-preview')).toContainText(`${name}: 20% OFF`);
  const startsAt = Date.now() + STARTS_IN_MS;
  const endsAt = startsAt + RUNS_MS;
  await page.getByTestId('marketing-admin-sale-starts').fill(await localInput(page, startsAt));
  await page.getByTestId('marketing-admin-sale-ends').fill(await localInput(page, endsAt));
  await page.getByTestId('marketing-admin-sale-save').click();
  await expect(page.getByTestId('marketing-admin-sale-outcome')).toHaveText('Saved. The sale is scheduled.');
  await expect(page.getByTestId('marketing-admin-sale-status')).toHaveText('Status: Scheduled');
  return { startsAt, endsAt };
}

/** The storefront's banner naming this sale (the seeded Fall Sale's banner may show meanwhile). */
const bannerOf = (page: Page, name: string) => page.getByTestId('marketing-sale-banner').filter({ hasText: name });

for (const viewport of VIEWPORTS) {
  test.describe(`a scheduled sale at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('starts and ends by itself on the storefront', async ({ page, browser }) => {
      test.setTimeout(120_000);
      await signInAsStaff(page);
      const name = `E2E Flash ${viewport.width} ${Date.now()}`;
      const { startsAt, endsAt } = await scheduleSale(page, name);
      await expectNoPageWideScroll(page);

      // The storefront as a shopper who is not signed in sees it (the pages shared by every visitor).
      const guest = await browser.newContext({ viewport });
      const shop = await guest.newPage();
      await answerMarketingPopups(shop);
      await shop.goto('/');
      // The seeded Fall Sale's banner, not this sale's yet.
      await expect(shop.getByTestId('marketing-sale-banner')).toBeVisible();
      await expect(bannerOf(shop, name)).toHaveCount(0);

      // After the start a reload shows it: no cache (browser, gateway, services) keeps the answer past the start.
      await shop.waitForTimeout(Math.max(0, startsAt - Date.now()) + 1000);
      await shop.reload();
      await expect(bannerOf(shop, name)).toBeVisible();
      await expect(bannerOf(shop, name)).toContainText(`${name}: 20% OFF`);
      await expect(bannerOf(shop, name)).toContainText('Scheduled by the back office');

      // At its end it disappears without a reload, and a reload does not bring it back.
      await expect(bannerOf(shop, name)).toHaveCount(0, { timeout: Math.max(0, endsAt - Date.now()) + 10_000 });
      await shop.reload();
      await expect(shop.getByTestId('marketing-sale-banner')).toBeVisible();
      await expect(bannerOf(shop, name)).toHaveCount(0);

      await guest.close();
      await page.goto('/admin/marketing');
      const row = page.getByTestId('marketing-admin-sales-table').getByRole('row').filter({ hasText: name });
      await expect(row).toContainText('Ended');
      await expectNoPageWideScroll(page);
    });
  });
}
