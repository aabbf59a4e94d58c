// The catalogue back office's Done-when flows, at a desktop's and a tablet's width: a staff member imports a fitment
// CSV (the catalogue's export plus one new vehicle) after which the vehicle finder offers that vehicle; and raises an
// out-of-stock product's stock after which the shopper waiting for it gets the back-in-stock email.
import type { Page } from '@playwright/test';
import type { AdminPage, AdminProductRow } from '@storefront/shared-domain/admin';
import { expect, test, waitForHydration } from './fixtures';
import { newestMailTo } from './mailbox';
import { csrfOf, expectNoPageWideScroll, signInAsStaff } from './staff';

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 800, height: 1000 },
];

/** The 2015-and-up Ford F-150 SuperCrew enclosure: a vehicle-specific product of the development catalogue. */
const ENCLOSURE = 'VS-FORD-2009-UP-SC-2X12';
const FINDER = '/collections/vehicle-specific-subwoofer-enclosures';

/** Puts the catalogue's fitment back as it was (the other specs' finder must not see this spec's vehicles). */
async function restoreFitment(page: Page, csv: string): Promise<void> {
  const answer = await page.request.post('/api/admin/fitment/import', {
    data: csv,
    headers: { 'content-type': 'text/csv', 'x-sa-csrf': await csrfOf(page) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function importWithOneMoreVehicle(page: Page, original: string, line: string): Promise<void> {
  await page.goto('/admin/fitment');
  await expect(page.getByRole('heading', { level: 1, name: 'Fitment' })).toBeVisible();
  await expect(page.getByTestId('catalog-admin-fitment-export')).toHaveAttribute('href', '/api/admin/fitment/export');
  await page.getByTestId('catalog-admin-fitment-file').setInputFiles({
    name: 'fitment.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${original}${line}\r\n`),
  });
  await page.getByTestId('catalog-admin-fitment-check').click();
  await expect(page.getByTestId('catalog-admin-fitment-summary')).toContainText('1 vehicle lines added and 0 removed');
  await page.getByTestId('catalog-admin-fitment-apply').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('catalog-admin-fitment-summary')).toContainText('Imported: 1 vehicle lines added');
  await expectNoPageWideScroll(page);
}

/** An out-of-stock product of its own (no family, not on pre-order, not discontinued). */
async function outOfStockProduct(page: Page): Promise<AdminProductRow> {
  const answer = await page.request.get('/api/admin/catalogue/products?stock=out&discontinued=no&pageSize=100');
  expect(answer.ok()).toBe(true);
  const list = (await answer.json()) as AdminPage<AdminProductRow>;
  const product = list.data.find((p) => p.variantCount === 1 && !p.preorderEnabled);
  expect(product, 'an out-of-stock product').toBeTruthy();
  return product!;
}

for (const viewport of VIEWPORTS) {
  test.describe(`the catalogue back office at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a fitment import makes the vehicle finder offer the new vehicle', async ({ page, browser }) => {
      test.setTimeout(120_000);
      await signInAsStaff(page, '/admin/fitment');
      const exported = await page.request.get('/api/admin/fitment/export');
      expect(exported.headers()['content-type']).toMatch(/^text\/csv/);
      const original = await exported.text();
      // A vehicle no product fitted: its own model at each width, so the two runs do not meet.
      const model = `Yugo ${viewport.width}`;
      await importWithOneMoreVehicle(page, original, `2016,2018,Zastava,${model},,${ENCLOSURE}`);
      try {
        const guest = await browser.newContext({ viewport });
        const shop = await guest.newPage();
        await shop.goto(FINDER);
        // A page of a context the test made itself does not wait for React on its own (fixtures.ts).
        await waitForHydration(shop);
        await shop.getByLabel('Select Year', { exact: true }).selectOption('2017');
        await shop.getByLabel('Select Make', { exact: true }).selectOption('Zastava');
        await shop.getByLabel('Select Model', { exact: true }).selectOption(model);
        const card = shop.locator(`main [data-testid="catalog-product-card"][data-sku="${ENCLOSURE}"]`);
        await expect(card).toBeVisible();
        await expect(shop.getByTestId('catalog-product-card')).toHaveCount(1);
        await guest.close();
      } finally {
        await restoreFitment(page, original);
      }
    });

    test('raising an out-of-stock product’s stock emails the waiting shopper', async ({ page, browser }) => {
      test.setTimeout(120_000);
      await signInAsStaff(page, '/admin/catalogue?stock=out');
      await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
      await expect(page.getByTestId('catalog-admin-products-table')).toBeVisible();
      await expectNoPageWideScroll(page);
      const product = await outOfStockProduct(page);

      // A shopper leaves an email on it.
      const email = `e2e-back-in-stock-${viewport.width}-${Date.now()}@example.com`;
      const guest = await browser.newContext({ viewport });
      const shop = await guest.newPage();
      await shop.goto('/');
      const asked = await shop.request.post('/api/products/back-in-stock', {
        data: { sku: product.sku, email },
        headers: { 'x-sa-csrf': await csrfOf(shop) },
      });
      expect(asked.status(), await asked.text()).toBe(202);
      await guest.close();

      await page.goto(`/admin/catalogue/${encodeURIComponent(product.sku)}`);
      const form = page.getByTestId(`catalog-admin-variant-${product.sku.replace(/[^A-Za-z0-9]+/g, '-')}`);
      await expect(form).toContainText('shoppers waiting for it');
      await form.getByLabel('Tampa warehouse (tpa_wh)').fill('6');
      await form.getByRole('button', { name: `Save ${product.sku}` }).click();
      await expect(form.getByText('Saved.')).toBeVisible();
      await expect(page.getByText(`SKU ${product.sku}`)).toContainText('6 available');
      await expectNoPageWideScroll(page);

      const mail = await newestMailTo(email, `Back in stock: ${product.name}`);
      expect(mail.text).toContain(`${product.name} is back in stock`);
      expect(mail.text).toMatch(/https?:\/\/\S+\/products\//);
    });
  });
}
