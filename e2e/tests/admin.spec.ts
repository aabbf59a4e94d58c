// The back office's frame in the composed store: staff see the sections their permissions open; shoppers are told it is
// not for them and never download any remote's back-office code; a visitor is sent to sign in first.
import type { Page } from '@playwright/test';
import { SHOPPER, signIn } from './accounts';
import { expect, test } from './fixtures';
import { signInAsStaff } from './staff';

/** Every script the page fetched from a remote's back office (its './Admin' expose and what only it needs). */
function adminScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /Admin|lazy-admin/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test('a visitor is sent to sign in first, and a shopper is told the back office is for staff, loading none of it', async ({
  page,
}) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/account\/login\?error=SessionRequired&callbackUrl=%2Fadmin%2Forders$/);

  const scripts = adminScripts(page);
  await signIn(page, SHOPPER, '/admin/orders');
  await expect(page.getByTestId('shell-admin-refusal')).toContainText('This account is not a staff account.');
  expect(scripts.filter((url) => !/lazy-admin/.test(url))).toEqual([]);
});

for (const width of [1366, 800]) {
  test(`staff open the back office and each section they may use at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsStaff(page, '/admin');
    const home = page.getByTestId('shell-admin-home');
    await expect(home.getByRole('heading', { name: 'Back office' })).toBeVisible();
    await expect(page).toHaveTitle(/^Back office \| /);
    for (const title of ['Orders', 'Returns', 'Catalogue', 'Fitment', 'Reviews', 'Marketing', 'Staff', 'Audit log']) {
      await expect(home.getByRole('link', { name: title, exact: true })).toBeVisible();
    }
    await home.getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
