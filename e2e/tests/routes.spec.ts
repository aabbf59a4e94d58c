import { expect, test } from './fixtures';

// Every route of spec 1 §2 and spec 2 §2 renders a screen loaded over Module Federation from the remote that owns it.
const ROUTES: Array<[path: string, area: string]> = [
  ['/', 'catalog'],
  ['/collections/car-amplifiers', 'catalog'],
  ['/collections/marine-audio', 'catalog'],
  ['/collections/speaker-wire/12-Gauge-(AWG)', 'catalog'],
  ['/collections/subwoofer-enclosures-boxes/10-inch-enclosures', 'catalog'],
  ['/collections/vehicle-specific-subwoofer-enclosures', 'catalog'],
  ['/search/products?q=amp', 'catalog'],
  ['/products/SK2MM-car-sound-deadening', 'product'],
  ['/reviews/sku', 'product'],
  ['/cart', 'cart'],
  ['/checkout/v3', 'cart'],
  ['/account/login', 'account'],
  ['/account/orders', 'account'],
  ['/returns', 'account'],
  ['/dealers', 'account'],
  ['/community/dealer-locator', 'account'],
  ['/pages/dealer-locator', 'account'],
  ['/pages/contact-us', 'marketing'],
  ['/pages/frequently-asked-questions', 'marketing'],
  ['/pages/become-a-dealer', 'account'],
  ['/jobs', 'marketing'],
  ['/box-design-calculator', 'catalog'],
  ['/subwoofer-wiring-diagrams', 'catalog'],
  ['/subscriptions/confirm', 'marketing'],
];

test('every route renders its owning remote in the main region', async ({ page, problems }) => {
  for (const [path, area] of ROUTES) {
    await page.goto(path);
    await expect(page.locator(`main [data-boundary="${area}"]`).first(), path).toBeVisible();
    await expect(page.getByText('Oops, there is an error!'), path).toHaveCount(0);
  }
  expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
});

test('an unknown page shows the shell not-found screen, not a remote error', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await expect(page.getByText('Oops, there is an error!')).toHaveCount(0);
  await expect(page.locator('main')).toContainText(/not found/i);
});
