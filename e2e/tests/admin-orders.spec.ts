// The cart area's back office, at 1366 and 800 px: the shopper (a second browser context) buys with a test card; staff
// find the order, ship it with a tracking number and mark it delivered; the shopper sees the tracking link and the
// history on the order page and asks for a return; staff approve, receive and refund it (after confirming); the
// shopper's returns page says it is refunded. The order is a real checkout so its refund goes through the provider.
import type { Browser, Page } from '@playwright/test';
import { SHOPPER, signIn } from './accounts';
import { addFromProductPage, expect, test, waitForHydration } from './fixtures';
import { signInAsStaff } from './staff';

const SUBWOOFER = '/products/zvx-10-d4-10-inch-2500-watt-max-power-dual-4-ohm-competition-subwoofer';

/** Types the test Visa into the provider's hosted card fields. */
async function fillCard(page: Page) {
  const container = page.getByTestId('cart-checkout-card-fields');
  await container.scrollIntoViewIfNeeded();
  const fields = page.frameLocator('[data-testid="cart-checkout-card-fields"] iframe');
  await fields.getByTestId('payments-card-number').fill('4242 4242 4242 4242');
  await fields.getByTestId('payments-exp-month').selectOption('12');
  await fields.getByTestId('payments-exp-year').selectOption({ index: 3 });
  await fields.getByTestId('payments-cvc').fill('123');
}

/** The signed-in shopper buys the subwoofer; answers the order number. */
async function shopperBuys(page: Page): Promise<string> {
  await signIn(page, SHOPPER);
  await addFromProductPage(page, SUBWOOFER);
  await page.goto('/checkout/v3');
  await waitForHydration(page);
  await page.getByTestId('cart-checkout-email').fill(SHOPPER.email);
  await page.getByTestId('cart-checkout-phone').fill('(813) 555-0142');
  await page.getByTestId('cart-checkout-shippingAddress-first-name').fill('Sam');
  await page.getByTestId('cart-checkout-shippingAddress-last-name').fill('Shopper');
  await page.getByTestId('cart-checkout-shippingAddress-address1').fill('1200 Bayshore Blvd');
  await page.getByTestId('cart-checkout-shippingAddress-city').fill('Tampa');
  await page.getByTestId('cart-checkout-shippingAddress-state').fill('FL');
  await page.getByTestId('cart-checkout-shippingAddress-zip').fill('33606');
  await page.getByTestId('cart-checkout-name-on-card').fill('Sam Shopper');
  await fillCard(page);
  await page.getByTestId('cart-checkout-place-order').click();
  const number = page.getByTestId('cart-checkout-confirmation-number');
  await expect(number).toHaveText(/SA\d{7}/);
  return ((await number.textContent()) ?? '').match(/SA\d{7}/)![0];
}

async function shopperPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

/** No page-wide horizontal scroll: wide tables scroll inside their own box. */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

async function staffShips(page: Page, orderNumber: string, tracking: string) {
  await signInAsStaff(page, '/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByTestId('cart-admin-orders-search').fill(orderNumber);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${orderNumber}`));
  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByTestId('cart-admin-order-status')).toHaveText('Paid');
  await expectNoSideScroll(page);
  await page.getByLabel('Carrier').selectOption('UPS');
  await page.getByLabel('Tracking number').fill(tracking);
  await page.getByTestId('cart-admin-ship-submit').click();
  await expect(page.getByTestId('cart-admin-order-done')).toContainText(tracking);
  await expect(page.getByTestId('cart-admin-order-status')).toHaveText('Fulfilled');
  await page.getByTestId('cart-admin-order-delivered').click();
  await expect(page.getByTestId('cart-admin-order-status')).toHaveText('Delivered');
}

async function shopperSeesTrackingAndAsksReturn(shopper: Page, orderNumber: string, tracking: string) {
  await shopper.goto(`/account/orders/${orderNumber}`);
  const link = shopper.getByTestId('account-order-tracking-link');
  await expect(link).toHaveText(tracking);
  await expect(link).toHaveAttribute('href', `https://www.ups.com/track?tracknum=${tracking}`);
  await expect(shopper.getByTestId('account-order-history-entry')).toHaveCount(4);
  await shopper.getByRole('link', { name: 'Request a return' }).click();
  await waitForHydration(shopper);
  const form = shopper.getByRole('form', { name: 'Request a return' });
  await expect(form.getByLabel('Item')).toBeEnabled();
  await form.getByLabel('Item').selectOption({ index: 1 });
  await form.getByLabel('Reason').selectOption('Damaged');
  await form.getByRole('button', { name: 'Request Return' }).click();
  await expect(shopper.getByTestId('account-return-sent')).toBeVisible();
}

async function staffRefundsReturn(page: Page, orderNumber: string) {
  await page.goto(`/admin/returns?q=${orderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(orderNumber) }).click();
  await page.getByTestId('cart-admin-return-approve').click();
  await expect(page.getByTestId('cart-admin-return-status')).toHaveText('Approved');
  await page.getByTestId('cart-admin-return-receive').click();
  await expect(page.getByTestId('cart-admin-return-status')).toHaveText('Received');
  await page.getByTestId('cart-admin-return-refund').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(orderNumber);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByTestId('cart-admin-return-status')).toHaveText('Refunded');
  await expectNoSideScroll(page);
}

for (const width of [1366, 800]) {
  test.describe(`the orders back office at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('staff ship an order the shopper then tracks, and refund the return the shopper asks for', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const shopper = await shopperPage(browser, width);
      const orderNumber = await shopperBuys(shopper);
      const tracking = `1Z${Date.now().toString().slice(-10)}`;
      await staffShips(page, orderNumber, tracking);
      await shopperSeesTrackingAndAsksReturn(shopper, orderNumber, tracking);
      await staffRefundsReturn(page, orderNumber);
      await shopper.goto('/returns');
      const mine = shopper.getByTestId('account-return-item').filter({ hasText: orderNumber });
      await expect(mine.getByTestId('account-return-status')).toHaveText('Refunded');
      await shopper.context().close();
    });
  });
}
