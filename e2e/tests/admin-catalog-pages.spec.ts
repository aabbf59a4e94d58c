// The catalogue's pages in the back office, at a desktop's and a tablet's width: a staff member changes a collection
// page's description and renames a menu category, and a visitor then sees both; and a shopper whose browser has the
// store's push subscription asks to be told on this device, which the stock raise then answers. Each test puts back
// what it changed (the other specs read the seeded texts).
import type { Page } from '@playwright/test';
import type { AdminCollection, AdminMenu, AdminPage, AdminProductRow } from '@storefront/shared-domain/admin';
import { expect, test, waitForHydration } from './fixtures';
import { csrfOf, expectNoPageWideScroll, signInAsStaff } from './staff';

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 800, height: 1000 },
];
const COLLECTION = 'marine-subwoofers';

async function send(page: Page, method: 'PATCH' | 'PUT', path: string, data: object): Promise<void> {
  const answer = await page.request.fetch(path, { method, data, headers: { 'x-sa-csrf': await csrfOf(page) } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A visitor's page in a context of its own, hydrated. */
async function visit(page: Page, path: string, viewport: { width: number; height: number }) {
  const guest = await page.context().browser()!.newContext({ viewport });
  const shop = await guest.newPage();
  await shop.goto(path);
  await waitForHydration(shop);
  return { shop, close: () => guest.close() };
}

/** The category's name in its tab's menu panel (the tab finds the category by the collection it links to). */
async function expectMenuShows(shop: Page, name: string): Promise<void> {
  // The sale banner and countdown arrive after the header and push it down: the menu is opened once they are in.
  await expect(shop.getByTestId('marketing-countdown')).toBeVisible();
  await shop.getByTestId('shell-menu-toggle-4').click();
  await expect(shop.getByTestId('shell-menu-panel-4')).toContainText(name);
}

/** Pretends this browser allowed push messages and holds the store's subscription (headless Chromium has no push). */
async function withPushSubscription(page: Page, endpoint: string): Promise<void> {
  await page.addInitScript((url) => {
    Object.defineProperty(window, 'Notification', { configurable: true, value: { permission: 'granted' } });
    const registration = { pushManager: { getSubscription: async () => ({ endpoint: url }) } };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => registration, register: async () => registration },
    });
  }, endpoint);
}

for (const viewport of VIEWPORTS) {
  test.describe(`the catalogue's pages in the back office at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a collection page edited by staff is what visitors read', async ({ page }) => {
      test.setTimeout(90_000);
      await signInAsStaff(page, '/admin/collections?q=marine');
      await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
      await expectNoPageWideScroll(page);
      const original = (await (
        await page.request.get(`/api/admin/collections/${COLLECTION}`)
      ).json()) as AdminCollection;
      await page.getByRole('link', { name: COLLECTION, exact: true }).click();
      const form = page.getByTestId('catalog-admin-collection-form');
      const text = `Bass that shrugs off spray and sun (${viewport.width} px).`;
      try {
        await form.getByLabel('Description', { exact: true }).fill(text);
        await form.getByRole('button', { name: /save/i }).click();
        await expect(form.getByText('Saved.')).toBeVisible();
        await expectNoPageWideScroll(page);
        const { shop, close } = await visit(page, `/collections/${COLLECTION}`, viewport);
        await expect(shop.getByText(text)).toBeVisible();
        await close();
      } finally {
        await send(page, 'PATCH', `/api/admin/collections/${COLLECTION}`, {
          collection_description: original.collection_description,
        });
      }
    });

    test('a menu category renamed by staff is what visitors see in the header', async ({ page }) => {
      test.setTimeout(90_000);
      await signInAsStaff(page, '/admin/menu');
      await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
      const original = (await (await page.request.get('/api/admin/menu')).json()) as AdminMenu;
      const name = `Marine ${viewport.width}`;
      try {
        const category = page.getByTestId('catalog-admin-menu-category-left-3');
        await category.getByLabel('Name', { exact: true }).fill(name);
        await page.getByTestId('catalog-admin-menu-save').click();
        await expect(page.getByText('The menu is saved. Shoppers see it on their next page.')).toBeVisible();
        await expectNoPageWideScroll(page);
        const { shop, close } = await visit(page, '/', viewport);
        await expectMenuShows(shop, name);
        await close();
      } finally {
        await send(page, 'PUT', '/api/admin/menu', { left: original.left, right: original.right });
      }
    });

    test('a shopper with push asks to be told on this device; the stock raise sends it', async ({ page }) => {
      test.setTimeout(90_000);
      await signInAsStaff(page, '/admin/catalogue?stock=out');
      const list = (await (
        await page.request.get('/api/admin/catalogue/products?stock=out&discontinued=no&pageSize=100')
      ).json()) as AdminPage<AdminProductRow>;
      const product = list.data.filter((p) => p.variantCount === 1 && !p.preorderEnabled).at(-1)!;
      const detail = await (
        await page.request.get(`/api/admin/catalogue/products/${encodeURIComponent(product.sku)}`)
      ).json();

      const guest = await page.context().browser()!.newContext({ viewport });
      const shop = await guest.newPage();
      await withPushSubscription(shop, `https://push.example.net/e2e/${viewport.width}-${Date.now()}`);
      await shop.goto(detail.path);
      await waitForHydration(shop);
      await shop.getByTestId('product-back-in-stock-push').click();
      await expect(shop.getByTestId('product-back-in-stock-done')).toContainText('push message to this device');
      await guest.close();

      await page.goto(`/admin/catalogue/${encodeURIComponent(product.sku)}`);
      const form = page.getByTestId(`catalog-admin-variant-${product.sku.replace(/[^A-Za-z0-9]+/g, '-')}`);
      await expect(form).toContainText('1 shoppers waiting for it');
      await form.getByLabel('Tampa warehouse (tpa_wh)').fill('2');
      await form.getByRole('button', { name: `Save ${product.sku}` }).click();
      await expect(form.getByText('Saved.')).toBeVisible();
      await expect(form).not.toContainText('shoppers waiting for it');
    });
  });
}
