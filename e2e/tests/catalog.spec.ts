// The catalogue in the composed store. Vehicle finder (spec 1 §2 "Vehicle-specific collection page"),
// sub-collections, search, the server-rendered head, a mobile run, and the shell's page-level behaviour (query clean-up,
// pn_cs_id cookie, scroll restore). Every flow must run without console errors or failed requests.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  fitsVehicle,
  productSubwooferSize,
  sizesEqual,
  type FitmentProduct,
} from '../../shared-domain/src/rules/fitment';
import { classifyEnclosureSku } from '../../shared-domain/src/rules/sku';
import { expect, test, type PageProblems } from './fixtures';

const VEHICLE_PAGE = '/collections/vehicle-specific-subwoofer-enclosures';
// A vehicle the seeded catalogue fits with more than one loaded 12" enclosure.
const VEHICLE = { year: 2022, make: 'Ford', model: 'F-150' };
const NO_PROBLEMS: PageProblems = { consoleErrors: [], failedRequests: [] };

interface JsonLdBlock {
  '@type': string;
  numberOfItems?: number;
  itemListElement?: Array<{ url?: string; name?: string }>;
  potentialAction?: { '@type': string; target: { urlTemplate: string } };
}

type ProductProperties = NonNullable<FitmentProduct['properties']>;

function products(page: Page): Locator {
  return page.locator('main section[aria-label="Products"]');
}

/** Cards per listing page (the catalog service's default page size). */
const PAGE_SIZE = 24;

/**
 * Waits until the listing shows the answer to the current address, then returns the count line's number and the
 * listed cards' skus. The count line counts the whole result; a page lists at most PAGE_SIZE cards of it.
 */
async function settledListing(page: Page): Promise<{ count: number; skus: string[] }> {
  const list = products(page);
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  const countLine = list.getByTestId('catalog-count');
  await expect(countLine).toHaveText(/^\d+ products?$/);
  const text = (await countLine.textContent()) ?? '';
  const count = Number(text.split(' ')[0]);
  expect(text).toBe(`${count} ${count === 1 ? 'product' : 'products'}`);
  const cards = list.getByTestId('catalog-product-card');
  await expect(cards).toHaveCount(Math.min(count, PAGE_SIZE));
  const skus = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-sku') ?? ''));
  return { count, skus };
}

async function chooseVehicleAndFilters(page: Page, { from = 'vehicle-page' as 'home' | 'vehicle-page' } = {}) {
  if (from === 'home') {
    // The home page's hero picker leads to the vehicle page with the selection in the address.
    await page.goto('/');
    const picker = page.getByTestId('catalog-home-vehicle-picker');
    await picker.getByLabel('Select Year', { exact: true }).selectOption(String(VEHICLE.year));
    await picker.getByLabel('Select Make', { exact: true }).selectOption(VEHICLE.make);
    await picker.getByLabel('Select Model', { exact: true }).selectOption(VEHICLE.model);
    await picker.getByRole('button', { name: 'Find enclosures' }).click();
    await expect(page).toHaveURL(/\/collections\/vehicle-specific-subwoofer-enclosures\?/);
    await expect(page.getByLabel('Select Model', { exact: true })).toHaveValue(VEHICLE.model);
  } else {
    await page.goto(VEHICLE_PAGE);
    await page.getByLabel('Select Year', { exact: true }).selectOption(String(VEHICLE.year));
    await page.getByLabel('Select Make', { exact: true }).selectOption(VEHICLE.make);
    await page.getByLabel('Select Model', { exact: true }).selectOption(VEHICLE.model);
  }
  // On a phone the filters sit behind a toggle. Read it once the listing has arrived: before that the page may still be
  // on its way and the toggle not there yet.
  await expect(page.getByTestId('catalog-product-card').first()).toBeVisible();
  const toggle = page.getByTestId('catalog-filters-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  // The controls mirror the address (they change when it does), so each click is followed by waiting for its result.
  // Enclosure Type is one choice (a radio group: Any, Empty, Loaded); sizes are several (checkboxes).
  const loaded = page.getByRole('radio', { name: 'Loaded', exact: true });
  await loaded.click();
  await expect(loaded).toBeChecked();
  const twelve = page.getByRole('checkbox', { name: '12"', exact: true });
  await twelve.click();
  await expect(twelve).toBeChecked();
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toEqual({
      type: 'Loaded',
      vehicle_year: String(VEHICLE.year),
      vehicle_make: VEHICLE.make,
      vehicle_model: VEHICLE.model,
      sizes: '12',
    });
}

/** Checks a listed sku against the catalogue's own record: fitment by hand and by the shared rules. */
async function expectFitsAndLoaded12(request: APIRequestContext, sku: string): Promise<void> {
  const res = await request.get(`/api/product/${encodeURIComponent(sku)}`);
  expect(res.status(), `GET /api/product/${sku}`).toBe(200);
  const product = (await res.json()) as { sku: string; category?: string; properties: ProductProperties };
  const props = product.properties;
  // by hand: make, one of the bar-separated models, year inside Start..End (no End Year: and up), size 12
  expect(props.Make?.trim().toLowerCase(), `${sku} make`).toBe(VEHICLE.make.toLowerCase());
  expect(
    (props.Model ?? '').split('|').map((m) => m.trim().toLowerCase()),
    `${sku} models`,
  ).toContain(VEHICLE.model.toLowerCase());
  expect(Number(props['Start Year']), `${sku} start year`).toBeLessThanOrEqual(VEHICLE.year);
  if (props['End Year'] !== undefined && String(props['End Year']).trim() !== '') {
    expect(Number(props['End Year']), `${sku} end year`).toBeGreaterThanOrEqual(VEHICLE.year);
  }
  expect(String(props['Subwoofer Size'] ?? props.Size).replace(/[^\d.]/g, ''), `${sku} size`).toBe('12');
  // and by the shared rules the store itself uses
  expect(fitsVehicle(product, VEHICLE), `${sku} fits`).toBe(true);
  expect(sizesEqual(productSubwooferSize(product), '12"'), `${sku} is 12"`).toBe(true);
  expect(classifyEnclosureSku(sku), `${sku} is a loaded enclosure`).toBe('loaded');
}

test.describe('catalogue', () => {
  test('vehicle finder: choose a vehicle, filter, every listed product fits; a reload keeps it all', async ({
    page,
    problems,
    request,
  }) => {
    await chooseVehicleAndFilters(page);
    const listed = await settledListing(page);
    expect(listed.count).toBeGreaterThan(0);
    expect(listed.skus).toHaveLength(listed.count); // one page: the count line is the number of listed cards
    for (const sku of listed.skus) await expectFitsAndLoaded12(request, sku);

    const address = page.url();
    await page.reload();
    expect(page.url()).toBe(address);
    await expect(page.getByLabel('Select Year', { exact: true })).toHaveValue(String(VEHICLE.year));
    await expect(page.getByLabel('Select Make', { exact: true })).toHaveValue(VEHICLE.make);
    await expect(page.getByLabel('Select Model', { exact: true })).toHaveValue(VEHICLE.model);
    await expect(page.getByRole('radio', { name: 'Loaded', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Empty', exact: true })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: '12"', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '10"', exact: true })).not.toBeChecked();
    const again = await settledListing(page);
    expect(again).toEqual(listed);
    expect(problems).toEqual(NO_PROBLEMS);
  });

  test('a sub-collection opens from its parent and lists its products; search reaches a sku', async ({
    page,
    problems,
  }) => {
    await page.goto('/collections/amplifier-wiring-kits');
    await page
      .getByTestId('catalog-sub-collections')
      .getByRole('link', { name: /^4 Gauge/ })
      .click();
    await expect(page).toHaveURL(/\/collections\/amplifier-wiring-kits\/4-Gauge$/);
    await expect(page.getByTestId('catalog-collection-page')).toHaveAttribute(
      'data-handle',
      'amplifier-wiring-kits/4-Gauge',
    );
    const listed = await settledListing(page);
    expect(listed.count).toBeGreaterThan(0);

    // search for one of them by sku from the header's search box
    const sku = listed.skus[0];
    const box = page.getByTestId('shell-search-input');
    await box.fill(sku);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search/products\\?q=${encodeURIComponent(sku)}$`));
    const hit = page.locator(`main [data-testid="catalog-product-card"][data-sku="${sku}"]`);
    await expect(hit).toBeVisible();
    const name = (await hit.getByTestId('catalog-card-name').textContent())?.trim() ?? '';
    await hit.getByTestId('catalog-card-name').click();
    await expect(page).toHaveURL(/\/products\//);
    await expect(page.locator('main [data-boundary="product"]').getByRole('heading', { level: 1 })).toContainText(name);
    expect(problems).toEqual(NO_PROBLEMS);
  });

  test('the vehicle page source without JavaScript carries the head: title, description, canonical, og, JSON-LD', async ({
    request,
  }) => {
    const res = await request.get(`${VEHICLE_PAGE}?vehicle_make=Ford`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const head = html.slice(0, html.search(/<\/head>/i));
    expect(head).toMatch(/<title>Vehicle Specific Subwoofer Enclosures<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]+">/);
    expect(head).toMatch(
      /<link rel="canonical" href="https?:\/\/[^"]+\/collections\/vehicle-specific-subwoofer-enclosures\?vehicle_make=Ford">/,
    );
    for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:site_name']) {
      expect(head, property).toMatch(new RegExp(`<meta property="${property}" content="[^"]+">`));
    }
    const blocks = [...head.matchAll(/<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as JsonLdBlock,
    );
    const byType = Object.fromEntries(blocks.map((b) => [b['@type'], b]));
    expect(Object.keys(byType).sort()).toEqual(['BreadcrumbList', 'ItemList', 'Organization', 'WebSite']);
    const items = byType.ItemList;
    expect(items.numberOfItems).toBeGreaterThan(0);
    expect(items.itemListElement?.length).toBeGreaterThan(0);
    expect(items.itemListElement?.[0].url).toMatch(/\/products\//);
    const crumbs = byType.BreadcrumbList.itemListElement ?? [];
    expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Vehicle Specific Enclosures', 'Ford']);
    const search = byType.WebSite.potentialAction;
    expect(search?.['@type']).toBe('SearchAction');
    expect(search?.target.urlTemplate).toContain('/search/products?q={search_term_string}');
  });

  test('query clean-up: /collections/car-subwoofers?foo=1 loses its query, pn_cs_id goes to the sa_pcs_id cookie', async ({
    page,
    problems,
  }) => {
    await page.goto('/collections/car-subwoofers?foo=1&pn_cs_id=e2e-campaign-7');
    await expect(page).toHaveURL(/\/collections\/car-subwoofers$/);
    await settledListing(page);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sa_pcs_id');
    expect(cookie).toMatchObject({ value: 'e2e-campaign-7', path: '/', sameSite: 'Lax' });
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(399);
    expect(days).toBeLessThanOrEqual(400);
    // the vehicle page is exempt: its query is its state
    await page.goto(`${VEHICLE_PAGE}?vehicle_make=Ford&foo=1`);
    await settledListing(page);
    expect(new URL(page.url()).search).toBe('?vehicle_make=Ford&foo=1');
    expect(problems).toEqual(NO_PROBLEMS);
  });

  test('scroll position is restored on back navigation', async ({ page, problems }) => {
    await page.goto('/collections/car-subwoofers');
    const { count } = await settledListing(page);
    expect(count).toBeGreaterThan(8);
    const link = page.getByTestId('catalog-card-name').nth(8);
    await link.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(300);
    await link.click();
    await expect(page).toHaveURL(/\/products\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0); // a new page starts at the top
    await page.goBack();
    await expect(page).toHaveURL(/\/collections\/car-subwoofers$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(left - 2);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(left + 2);
    expect(problems).toEqual(NO_PROBLEMS);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("from the home page, the vehicle flow reaches a card's add action", async ({ page, problems }) => {
      await chooseVehicleAndFilters(page, { from: 'home' });
      await expect(page.getByTestId('catalog-vehicle-mobile-heading')).toHaveText(
        `All ${VEHICLE.make} ${VEHICLE.model} Enclosures`,
      );
      const { count } = await settledListing(page);
      expect(count).toBeGreaterThan(0);
      const card = products(page).getByTestId('catalog-product-card').first();
      const add = card.getByRole('button', { name: /^(Add to Cart|Pre-order)$/ });
      await add.scrollIntoViewIfNeeded();
      await expect(add).toBeInViewport();
      await expect(add).toBeEnabled();
      expect(problems).toEqual(NO_PROBLEMS);
    });
  });
});
