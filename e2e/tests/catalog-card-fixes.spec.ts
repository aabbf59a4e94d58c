// Catalogue card fixes in the composed store: a variant chip shows that variant's price, the card's review count is
// the one its reviews section shows, the simple stock indicator, warehouse stock only for dealers, pressed chips,
// 'From' and the finder's year list.
import type { Locator, Page } from '@playwright/test';
import { DEALER, signIn } from './accounts';
import { expect, test } from './fixtures';

const SUBWOOFERS = '/collections/car-subwoofers';

function card(page: Page, sku: string): Locator {
  return page.locator(`[data-testid="catalog-product-card"][data-sku="${sku}"]`);
}

/** The listing page of car subwoofers that lists `sku`. */
async function openCardOf(page: Page, sku: string): Promise<Locator> {
  for (const pageNo of [1, 2]) {
    await page.goto(pageNo === 1 ? SUBWOOFERS : `${SUBWOOFERS}?page=${pageNo}`);
    await expect(page.getByTestId('catalog-product-card').first()).toBeVisible();
    if ((await card(page, sku).count()) > 0) return card(page, sku);
  }
  throw new Error(`${sku} is on neither page`);
}

test("the ZVX card's 12\" chip shows ZVX-12 D4's price, the product page's", async ({ page, problems }) => {
  const zvx = await openCardOf(page, 'ZVX-SUBS');
  const chips = zvx.getByTestId('catalog-card-variant-chip');
  await expect(chips).toHaveCount(3);
  for (const chip of await chips.all()) await expect(chip).toHaveAttribute('aria-pressed', 'false');
  // priced at its cheapest size: the price says where it starts
  await expect(zvx.getByTestId('catalog-card-price')).toContainText(/from/i);

  await zvx.getByRole('button', { name: '12"' }).click();
  await expect(zvx.getByRole('button', { name: '12"' })).toHaveAttribute('aria-pressed', 'true');
  await expect(zvx.getByTestId('catalog-card-sku')).toHaveText('SKU: ZVX-12 D4');
  await expect(zvx.getByTestId('catalog-card-price')).not.toContainText(/from/i);
  const cardPrice = (await zvx.getByTestId('catalog-card-price').innerText()).replace(/\s+/g, ' ');

  await zvx.getByRole('link', { name: 'More details' }).click();
  await expect(page).toHaveURL(/sku=ZVX-12(%20|\+)D4/);
  await expect(page.getByTestId('product-price')).toBeVisible();
  const pagePrice = (await page.getByTestId('product-price').innerText()).replace(/\s+/g, ' ');
  expect(cardPrice).toBe(pagePrice);
  expect(problems.consoleErrors).toEqual([]);
});

test("SVR-10 D2's card counts the reviews its reviews section shows", async ({ page, problems }) => {
  const svr = await openCardOf(page, 'SVR-10 D2');
  const label = (await svr.getByTestId('catalog-card-rating').getAttribute('aria-label')) ?? '';
  const cardCount = Number(/, (\d+) reviews?$/.exec(label)?.[1]);
  expect(cardCount).toBeGreaterThan(0);

  await svr.getByTestId('catalog-card-name').click();
  // the reviews load once their section nears the viewport (spec 1 §4)
  await page.locator('#product-reviews').scrollIntoViewIfNeeded();
  const summary = page.getByTestId('product-reviews-summary');
  await expect(summary).toContainText(/Based on \d+ reviews?/);
  const sectionCount = Number(/Based on (\d+) reviews?/.exec(await summary.innerText())?.[1]);
  expect(cardCount).toBe(sectionCount);
  expect(problems.consoleErrors).toEqual([]);
});

test('every card says In Stock, Sold Out or Available for Pre-order, in line with its button', async ({ page }) => {
  await page.goto(SUBWOOFERS);
  const cards = page.getByTestId('catalog-product-card');
  await expect(cards.first()).toBeVisible();
  for (const one of await cards.all()) {
    const state = await one.getAttribute('data-state');
    const expected = { 'add-to-cart': 'In Stock', 'pre-order': 'Available for Pre-order', 'out-of-stock': 'Sold Out' };
    await expect(one.getByTestId('catalog-card-stock')).toHaveText(expected[state as keyof typeof expected]);
  }
});

test('warehouse stock reaches a dealer; a shopper learns only whether it is over the sale threshold', async ({
  page,
}) => {
  const products = async () => {
    const res = await page.request.get('/api/collections/car-amplifiers');
    return ((await res.json()) as { products: Array<{ tpa_wh?: number; lv_wh?: number }> }).products;
  };
  for (const p of await products()) {
    expect(p.lv_wh).toBeUndefined();
    expect([undefined, 4]).toContain(p.tpa_wh);
  }
  await signIn(page, DEALER);
  expect((await products()).filter((p) => typeof p.lv_wh === 'number').length).toBeGreaterThan(0);
});

test('the finder year list starts at the current year', async ({ page }) => {
  await page.goto('/collections/vehicle-specific-subwoofer-enclosures');
  const options = page.getByLabel('Select Year', { exact: true }).locator('option');
  await expect(options.nth(1)).toBeAttached();
  const years = (await options.allInnerTexts()).slice(1).map(Number);
  const now = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric' }).format());
  expect(years[0]).toBe(now);
  expect(years[1]).toBe(now - 1);
  expect(years).toContain(now + 12);
});
