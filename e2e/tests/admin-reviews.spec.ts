// The reviews back office's Done-when flow: a staff member (password and authenticator code) hides a review from its
// screen in the back office (asked first), and it disappears from the product page a shopper reads; on the product
// page, the review admin bar hides another. Both are published again at the end, so the seeded reviews stay as they
// were. At a desktop's and a tablet's width, with no page-wide horizontal scroll.
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { expectNoPageWideScroll, signInAsStaff } from './staff';

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 800, height: 1000 },
];
/** A loaded enclosure with 33 reviews. */
const PRODUCT = '/products/2011-2021-jeep-grand-cherokee-loaded-quad-10-inch-sdr-ported-subwoofer-enclosure';

/** The ids of the reviews the product page shows first. */
async function shownReviewIds(page: Page): Promise<string[]> {
  // From another page: going to the address the page is at with its #fragment would not load it again.
  await page.goto('about:blank');
  await page.goto(`${PRODUCT}#product-reviews`);
  await expect(page.getByTestId('product-review').first()).toBeVisible();
  return page.getByTestId('product-review').evaluateAll((items) => items.map((i) => i.getAttribute('data-review-id')!));
}

/** The shopper's page, reloaded until the review is gone from it (the API's answers may be cached a few seconds). */
async function expectGoneFor(shopper: Page, reviewId: string): Promise<void> {
  await expect(async () => {
    expect(await shownReviewIds(shopper)).not.toContain(reviewId);
  }).toPass({ timeout: 30_000 });
}

async function hideFromBackOffice(page: Page, reviewId: string): Promise<void> {
  await signInAsStaff(page, `/admin/reviews/${reviewId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(page.getByTestId('product-admin-review-state')).toHaveText('Published');
  await expectNoPageWideScroll(page);
  await page.getByTestId('product-admin-review-hide').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByText('Hidden from shoppers.')).toBeVisible();
  await expect(page.getByTestId('product-admin-review-state')).toHaveText('Hidden');
}

async function publishFromBackOffice(page: Page, reviewId: string): Promise<void> {
  await page.goto(`/admin/reviews/${reviewId}`);
  await page.getByTestId('product-admin-review-publish').click();
  await expect(page.getByTestId('product-admin-review-state')).toHaveText('Published');
}

for (const viewport of VIEWPORTS) {
  test.describe(`review moderation at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('staff hide a review in the back office and another with the admin bar; shoppers no longer see them', async ({
      page,
      browser,
    }) => {
      test.setTimeout(150_000);
      const shopper = await (await browser.newContext({ viewport })).newPage();
      const [first, second] = await shownReviewIds(shopper);
      expect(second).toBeTruthy();

      await hideFromBackOffice(page, first);
      await expectGoneFor(shopper, first);

      await page.goto('/admin/reviews?state=hidden');
      await expect(page.getByTestId('product-admin-reviews-table')).toBeVisible();
      await expectNoPageWideScroll(page);

      await page.goto(`${PRODUCT}#product-reviews`);
      await waitForHydration(page);
      const review = page.locator(`[data-review-id="${second}"]`);
      const bar = review.getByTestId('product-review-admin-bar');
      await expect(bar).toBeVisible();
      await expect(bar).not.toContainText(/permission/i);
      await bar.getByTestId('product-review-admin-hide').click();
      await page.getByRole('dialog').getByRole('button', { name: 'Hide' }).click();
      await expect(bar).toHaveAttribute('data-state', 'hidden');
      await expectGoneFor(shopper, second);
      await expect(shopper.getByTestId('product-review-admin-bar')).toHaveCount(0);

      await bar.getByTestId('product-review-admin-publish').click();
      await expect(bar).toHaveAttribute('data-state', 'published');
      await publishFromBackOffice(page, first);
      await expect(async () => {
        expect(await shownReviewIds(shopper)).toEqual(expect.arrayContaining([first, second]));
      }).toPass({ timeout: 30_000 });
      await shopper.context().close();
    });
  });
}
