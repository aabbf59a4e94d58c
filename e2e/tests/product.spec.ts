// The product page and its reviews in the composed store: variant choice with the URL and price following,
// add to cart, a pre-order's ship date, paging through reviews, the photo viewer with keys and its hash, and a buyer
// writing a review with a photo.
import type { Page } from '@playwright/test';
import { emptyGarage } from './garage';
import { expect, test } from './fixtures';
import { SHOPPER, signIn } from './accounts';

const ZVX_SUBS = '/products/zvx-series-competition-subwoofers';
const PREORDER = '/products/zvx-15v2-d2-15-inch-4000-watt-max-power-dual-2-ohm-competition-subwoofer';

/** A 4x4 PNG (what a phone would send, only smaller). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4YKAARwzEcQDEQxEBywHIdQAAAABJRU5ErkJggg==',
  'base64',
);

const option = (page: Page, n: 1 | 2 | 3, value: string) =>
  page.getByTestId(`product-option-${n}-value`).and(page.locator(`[data-value='${value}']`));

test.describe('product page', () => {
  test('picking 10" then Dual 4 Ohm changes the URL and the price, and adds that variant', async ({
    page,
    problems,
  }) => {
    await page.goto(ZVX_SUBS);
    const pageRoot = page.getByTestId('product-page');
    await expect(pageRoot).toHaveAttribute('data-sku', 'ZVX-8 D1');
    const firstPrice = await page.getByTestId('product-price').innerText();
    await option(page, 1, '10"').click();
    await option(page, 2, 'Dual 4 Ohm').click();
    await expect(pageRoot).toHaveAttribute('data-sku', 'ZVX-10 D4');
    await expect(page).toHaveURL(/\?sku=ZVX-10(\+|%20)D4$/);
    await expect(page.getByTestId('product-price')).not.toHaveText(firstPrice);
    await page.getByTestId('product-add-to-cart').click();
    await expect(page.getByTestId('cart-panel-root')).toHaveAttribute('data-open', 'true');
    await expect(page.getByTestId('cart-line').and(page.locator('[data-sku="ZVX-10 D4"]'))).toBeVisible();
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('a pre-order product shows its estimated ship date and the Pre-order button', async ({ page }) => {
    await page.goto(PREORDER);
    await expect(page.getByTestId('product-preorder-eta')).toHaveText(
      /^Estimated Pre-order Ship Date: [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
    await expect(page.getByTestId('product-add-to-cart')).toHaveText(/Pre-order/i);
  });

  test('reviews load near the viewport, page through, and the photo viewer moves with keys and closes with Escape', async ({
    page,
    problems,
  }) => {
    await page.goto(ZVX_SUBS);
    await page.locator('#product-reviews').scrollIntoViewIfNeeded();
    const reviews = page.getByTestId('product-review');
    await expect(reviews.first()).toBeVisible();
    const firstOnPage1 = await reviews.first().innerText();
    await page.getByTestId('product-reviews-page-2').click();
    await expect(reviews.first()).not.toHaveText(firstOnPage1);
    await expect(page.getByTestId('product-reviews-page-2')).toHaveAttribute('aria-current', 'page');

    await page.getByTestId('product-reviews-photo-tile').first().click();
    const viewer = page.getByTestId('product-review-lightbox');
    await expect(viewer).toBeVisible();
    await expect(page).toHaveURL(/#reviewPopup$/);
    const counter = page.getByTestId('product-review-lightbox-counter');
    const before = await counter.innerText();
    await page.keyboard.press('ArrowRight');
    await expect(counter).not.toHaveText(before);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(page).not.toHaveURL(/#reviewPopup/);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('the shopper writes a review with a photo for a product they bought', async ({ page }) => {
    await signIn(page, SHOPPER);
    const orders = (await (await page.request.get('/api/orders')).json()) as {
      data: Array<{ order_number: string }>;
    };
    let sku: string | null = null;
    for (const summary of orders.data) {
      const order = (await (await page.request.get(`/api/orders/${summary.order_number}`)).json()) as {
        data: { status: string; lineItems: Array<{ sku: string }> };
      };
      for (const line of order.data.lineItems) {
        const can = (await (
          await page.request.get(`/api/reviews/account/sku?sku=${encodeURIComponent(line.sku)}`)
        ).json()) as { data: { itemsWithoutReviews: unknown[] } };
        if (can.data.itemsWithoutReviews.length > 0) sku = line.sku;
        if (sku) break;
      }
      if (sku) break;
    }
    expect(sku, 'the seeded shopper has a bought product without a review').not.toBeNull();
    const product = (await (await page.request.get(`/api/product/${encodeURIComponent(sku!)}`)).json()) as {
      slug: string;
    };
    // The shopper's garage has their truck: the form offers it, and the review is from an owner of it.
    await page.evaluate(() =>
      localStorage.setItem('sa_my_vehicle', JSON.stringify({ year: 2018, make: 'Ford', model: 'F-150' })),
    );
    await page.goto(`/products/${product.slug}?review=`);
    const form = page.getByTestId('product-review-form');
    await expect(form).toBeVisible();
    // The stars are labels around visually hidden radio buttons: click the fifth star.
    await page.getByTestId('product-review-form-rating-5').locator('xpath=..').click();
    await expect(page.getByTestId('product-review-form-rating-5')).toBeChecked();
    await page.getByTestId('product-review-form-title').fill('Fits and thumps');
    await page
      .getByTestId('product-review-form-body')
      .fill('Installed it in an afternoon. <b>Deep</b> and clean bass.');
    await page.getByTestId('product-review-form-photos').setInputFiles({
      name: 'install.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
    // The form offers the garage's vehicle (whatever the shared shopper's garage holds); this review is for the F-150.
    await expect(page.getByTestId('product-review-form-vehicle-year')).not.toHaveValue('');
    await page.getByTestId('product-review-form-vehicle-year').fill('2018');
    await page.getByTestId('product-review-form-vehicle-make').fill('Ford');
    await page.getByTestId('product-review-form-vehicle-model').fill('F-150');
    await page.getByTestId('product-review-form-install-photo').check();
    await page.getByTestId('product-review-form-fit-fitted-with-changes').check();
    await page.getByTestId('product-review-form-fit-note').fill('Moved the jack to the bed.');
    await page.getByTestId('product-review-form-submit').click();
    await expect(page.getByTestId('product-review-form-thanks')).toBeVisible();
    const mine = page.getByTestId('product-review').filter({ hasText: 'Fits and thumps' });
    await expect(mine).toBeVisible();
    await expect(mine).toContainText('<b>Deep</b>');
    await expect(mine.getByTestId('product-review-photo')).toHaveCount(1);
    await expect(mine.getByTestId('product-review-vehicle')).toContainText('Installed in a 2018 Ford F-150');
    await expect(mine.getByTestId('product-review-fit-note')).toHaveText('Moved the jack to the bed.');

    // Owners of the shopper's vehicle: the filter keeps their review, and the fit summary counts it.
    await page.goto(`/products/${product.slug}`);
    // The reviews load near the viewport (their placeholder is replaced as they come, hence no locator to hold).
    await page.evaluate(() => document.getElementById('product-reviews')?.scrollIntoView());
    await expect(page.getByTestId('product-reviews-fit-summary')).toContainText('of a 2018 Ford F-150');
    await expect(page.getByTestId('product-reviews-fit-summary')).toContainText('fitted with changes');
    await page.getByTestId('product-reviews-vehicle-filter').check();
    const reviews = page.getByTestId('product-review');
    await expect(reviews.filter({ hasText: 'Fits and thumps' })).toBeVisible();
    for (const vehicle of await reviews.getByTestId('product-review-vehicle').allTextContents())
      expect(vehicle).toContain('2018 Ford F-150');
    // The shared shopper's account keeps no vehicle for other specs.
    await emptyGarage(page);
  });
});
