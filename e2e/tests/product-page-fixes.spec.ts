// Product page fixes, in the composed store with the seeded catalogue and reviews: review photos do not widen the
// page, a D2's rating under the title is its coil family's, ?review= lands on the write-a-review heading once the
// blocks above have loaded, one review is '1 Customer Review', and a dealer can ask to be told when an out-of-stock
// item is back.
import type { Locator, Page } from '@playwright/test';
import { DEALER, signIn } from './accounts';
import { expect, test, waitForHydration } from './fixtures';

/** 12 reviews, all on the first page, 8 of them with photos: the strip is about 900 px long. */
const MANY_PHOTOS = '/products/skc-65x-6-5-inch-pro-component-speaker-system';
/** A loaded enclosure with a compatibility chart, frequently bought together and 33 reviews with photos. */
const ENCLOSURE = '/products/2011-2021-jeep-grand-cherokee-loaded-quad-10-inch-sdr-ported-subwoofer-enclosure';
/** SVR-10 D2 (4 reviews, 4.5) and SVR-10 D4 (3 reviews, 4.33): combined, 7 reviews averaging 4.4. */
const SVR_10_D2 = '/products/svr-10-d2-10-inch-1400-watt-max-power-dual-2-ohm-car-subwoofer';
/** An enclosure with exactly one review. */
const ONE_REVIEW = '/products/2004-2008-ford-f-150-regular-cab-single-10-inch-sealed-empty-subwoofer-enclosure';
/** SDR-8 D4: out of stock, not discontinued, no pre-order. */
const OUT_OF_STOCK = '/products/sdr-8-d4-8-inch-480-watt-max-power-dual-4-ohm-car-subwoofer';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 800, height: 1000 };
const DESKTOP = { width: 1366, height: 900 };

/** Nothing more is on its way (data, chunks, images in view): nothing that arrives later can change the layout. */
async function networkSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/** The top of an element relative to the window, read on several frames until it stops moving. */
async function settledTop(element: Locator): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const top = await element.evaluate((node) => node.getBoundingClientRect().top);
        const still = Math.abs(top - last) < 1;
        last = top;
        return still;
      },
      { intervals: [250, 250, 250, 500, 500, 1000], timeout: 15_000 },
    )
    .toBe(true);
  return last;
}

test.describe('the product page', () => {
  for (const viewport of [PHONE, TABLET]) {
    test(`at ${viewport.width} px review photos do not make the page wider than the window`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // #product-reviews fetches the reviews at once and scrolls to them: the photos are in view.
      await page.goto(`${MANY_PHOTOS}#product-reviews`);
      await expect(page.getByTestId('product-review').first()).toBeAttached();
      expect(await page.getByTestId('product-reviews-photo-tile').count()).toBeGreaterThanOrEqual(5);
      await networkSettled(page);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths).toEqual({ scroll: viewport.width, client: viewport.width });
      // The strip scrolls inside itself instead.
      const strip = page.getByTestId('product-reviews-photos').locator('ul');
      expect(await strip.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    });
  }

  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px ?review= ends with the write-a-review heading at the top of the window`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${ENCLOSURE}?review=`);
      const panel = page.getByTestId('product-reviews-write-panel');
      await expect(panel).toBeVisible();
      // The blocks above the panel arrive after the first scroll: the reviews, their photos and the lower blocks.
      await expect(page.getByTestId('product-review').first()).toBeAttached();
      await expect(page.getByTestId('product-reviews-histogram-5')).toBeAttached();
      await expect(page.getByTestId('product-compatibility-chart')).toBeAttached();
      await expect(page.getByTestId('product-frequently-bought')).toBeAttached();
      await networkSettled(page);
      const top = await settledTop(panel.getByRole('heading', { name: 'Write a review' }));
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThanOrEqual(64);
    });
  }

  test("a D2's rating under its title is the one of its reviews section: D2 and D4 together", async ({ page }) => {
    await page.goto(`${SVR_10_D2}#product-reviews`);
    await expect(page.getByTestId('product-reviews-based-on')).toHaveText('Based on 7 reviews');
    await expect(page.getByTestId('product-reviews-average')).toHaveText('4.4');
    await expect(page.getByTestId('product-rating')).toHaveText(/4\.4 · 7 Customer Reviews$/);
  });

  test("one review reads '1 Customer Review' under the title and in the reviews section", async ({ page }) => {
    await page.goto(`${ONE_REVIEW}#product-reviews`);
    await expect(page.getByTestId('product-rating')).toHaveText(/5\.0 · 1 Customer Review$/);
    await expect(page.getByTestId('product-reviews-count')).toHaveText('1 Customer Review');
    await expect(page.getByTestId('product-reviews-based-on')).toHaveText('Based on 1 review');
  });

  test("a dealer is offered 'Email me when it is back' for an out-of-stock item, with the account's email", async ({
    page,
  }) => {
    await signIn(page, DEALER);
    await page.goto(OUT_OF_STOCK);
    await expect(page.getByTestId('product-out-of-stock')).toBeDisabled();
    // The dealer's page is rendered on the server: its form answers once React has taken the page over.
    await waitForHydration(page);
    const form = page.getByTestId('product-back-in-stock');
    await expect(form.getByLabel('Email')).toHaveValue(DEALER.email);
    await form.getByRole('button', { name: 'Email me' }).click();
    await expect(page.getByTestId('product-back-in-stock-done')).toContainText(DEALER.email);
  });
});
