// Catalogue fixes in the composed store: a shopper keeps their place (page and sort in the address survive Back, with the
// scroll, and reload), search results page like collections, a year change never keeps an impossible make, and
// lower-case deep links read in the catalogue's spelling. At phone and desktop widths.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const COLLECTION = '/collections/car-subwoofers';
const VEHICLE_PAGE = '/collections/vehicle-specific-subwoofer-enclosures';

function listing(page: Page): Locator {
  return page.locator('main section[aria-label="Products"], main section[aria-label="Search results"]');
}

async function cardSkus(page: Page): Promise<string[]> {
  const list = listing(page);
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  const cards = list.getByTestId('catalog-product-card');
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-sku') ?? ''));
}

/** The address changes before the page renders the change: the listing is on `n` once its pagination says so. */
async function listingOnPage(page: Page, n: number): Promise<void> {
  await expect(page.getByTestId('catalog-pagination').locator('[aria-current="page"]')).toHaveText(`Page ${n}`);
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('page and sort stay in the address: Back from a product restores them and the scroll; reload too', async ({
      page,
      problems,
    }) => {
      await page.goto(COLLECTION);
      await page.getByLabel('Sort by').selectOption('price-asc');
      await expect(page).toHaveURL(/[?&]sort=price-asc/);
      const firstPage = await cardSkus(page);
      await page.getByTestId('catalog-pagination').getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(page).toHaveURL(/[?&]sort=price-asc/);
      await listingOnPage(page, 2);
      const secondPage = await cardSkus(page);
      expect(secondPage).not.toEqual(firstPage);

      // Scroll to a card further down and open it.
      const card = listing(page)
        .getByTestId('catalog-product-card')
        .nth(Math.min(9, secondPage.length - 1));
      await card.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 200));
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(300);
      await card.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/products\//);

      await page.goBack();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(page).toHaveURL(/[?&]sort=price-asc/);
      expect(await cardSkus(page)).toEqual(secondPage);
      await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 120);
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 120);

      await page.reload();
      expect(await cardSkus(page)).toEqual(secondPage);
      await listingOnPage(page, 2);
      expect(problems.consoleErrors).toEqual([]);
    });

    test('search results page like collections, the page in the address', async ({ page, problems }) => {
      await page.goto('/search/products?q=subwoofer');
      const first = await cardSkus(page);
      expect(first).toHaveLength(24);
      await page.getByTestId('catalog-pagination').getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(page).toHaveURL(/[?&]q=subwoofer/);
      await listingOnPage(page, 2);
      const second = await cardSkus(page);
      expect(second.some((sku) => first.includes(sku))).toBe(false);
      await page.reload();
      expect(await cardSkus(page)).toEqual(second);
      expect(problems.consoleErrors).toEqual([]);
    });
  });
}

test('choosing another year drops a make that year does not offer, and My vehicle never holds it', async ({
  page,
  problems,
}) => {
  const years = (await (await page.request.get('/api/vehicles/years')).json()) as { years: number[] };
  const newest = Math.max(...years.years);
  const makesThen = (await (await page.request.get(`/api/vehicles/makes?year=${newest}`)).json()) as {
    makes: string[];
  };
  test.skip(makesThen.makes.includes('Chevrolet'), 'the seeded catalogue offers Chevrolet in its newest year');

  await page.goto(`${VEHICLE_PAGE}?vehicle_year=2016&vehicle_make=Chevrolet`);
  await expect(page.getByLabel('Select Make', { exact: true })).toHaveValue('Chevrolet');
  await page.getByLabel('Select Year', { exact: true }).selectOption(String(newest));
  await expect(page).toHaveURL(new RegExp(`vehicle_year=${newest}`));
  await expect(page).not.toHaveURL(/vehicle_make=/);
  await expect(page.getByText('No items found, try removing a filter')).toHaveCount(0);
  const remembered = await page.evaluate(() => JSON.stringify(window.localStorage));
  expect(remembered).not.toContain(`${newest} Chevrolet`);
  expect(problems.consoleErrors).toEqual([]);
});

test('a lower-case deep link reads in the catalogue spelling, once', async ({ page, problems }) => {
  await page.goto(`${VEHICLE_PAGE}?vehicle_year=2018&vehicle_make=ford&vehicle_model=f-150`);
  await expect(page).toHaveURL(/vehicle_make=Ford/);
  await expect(page).toHaveURL(/vehicle_model=F-150/);
  await expect(page.getByTestId('catalog-vehicle-description')).toContainText('the 2018 Ford F-150');
  const make = page.getByLabel('Select Make', { exact: true });
  await expect(make).toHaveValue('Ford');
  const makeOptions = await make.locator('option').allTextContents();
  expect(makeOptions.filter((o) => o.toLowerCase() === 'ford')).toEqual(['Ford']);
  const modelOptions = await page.getByLabel('Select Model', { exact: true }).locator('option').allTextContents();
  expect(modelOptions.filter((o) => o.toLowerCase() === 'f-150')).toEqual(['F-150']);
  expect(problems.consoleErrors).toEqual([]);
});

test('a fit is claimed only for a whole vehicle', async ({ page, problems }) => {
  await page.goto(VEHICLE_PAGE);
  await page.getByLabel('Select Year', { exact: true }).selectOption('2018');
  await page.getByLabel('Select Make', { exact: true }).selectOption('Ford');
  await expect(page).toHaveURL(/vehicle_make=Ford/);
  await cardSkus(page);
  await expect(page.getByText(/^Fits your 2018 Ford$/)).toHaveCount(0);
  await expect(page.getByText('Choose your model to check fit').first()).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
});
