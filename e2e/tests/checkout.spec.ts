// Buying in the composed store: the compatibility hint and its suggestion in the cart panel, a guest
// checkout with a test card, a declined card, the order in a signed-in shopper's account, and a dealer's progress bar.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEALER, SHOPPER, signIn } from './accounts';

const SUBWOOFER = '/products/zvx-10-d4-10-inch-2500-watt-max-power-dual-4-ohm-competition-subwoofer';
const ENCLOSURE_SKU = 'VS-FORD-2009-UP-SC-2X12';

async function addFromProductPage(page: Page, path: string) {
  await page.goto(path);
  await page.getByTestId('product-add-to-cart').click();
  await expect(page.getByTestId('cart-panel-root')).toHaveAttribute('data-open', 'true');
}

async function enclosurePath(page: Page): Promise<string> {
  const product = (await (await page.request.get(`/api/product/${ENCLOSURE_SKU}`)).json()) as { slug: string };
  return `/products/${product.slug}`;
}

async function fillCheckout(page: Page, cardNumber: string) {
  await page.getByTestId('cart-checkout-email').fill('guest.buyer@example.com');
  await page.getByTestId('cart-checkout-phone').fill('(813) 555-0142');
  await page.getByTestId('cart-checkout-shippingAddress-first-name').fill('Gale');
  await page.getByTestId('cart-checkout-shippingAddress-last-name').fill('Buyer');
  await page.getByTestId('cart-checkout-shippingAddress-address1').fill('100 N Tampa St');
  await page.getByTestId('cart-checkout-shippingAddress-city').fill('Tampa');
  await page.getByTestId('cart-checkout-shippingAddress-state').fill('FL');
  await page.getByTestId('cart-checkout-shippingAddress-zip').fill('33602');
  await page.getByTestId('cart-checkout-card-number').fill(cardNumber);
  await page.getByTestId('cart-checkout-exp-month').selectOption({ index: 12 });
  await page.getByTestId('cart-checkout-exp-year').selectOption({ index: 3 });
  await page.getByTestId('cart-checkout-cvc').fill('123');
  await page.getByTestId('cart-checkout-name-on-card').fill('Gale Buyer');
}

/** 'ordered' when the tab reached its confirmation, else the error the checkout form shows. */
async function placementOutcome(tab: Page): Promise<string> {
  const confirmation = tab.getByTestId('cart-checkout-confirmation-number');
  await expect(confirmation.or(tab.getByTestId('cart-checkout-error'))).toBeVisible();
  return (await confirmation.count()) > 0 ? 'ordered' : tab.getByTestId('cart-checkout-error').innerText();
}

test.describe('cart, checkout and orders', () => {
  test('an incompatible subwoofer gets the hint and a suggestion; a guest checks out with a test card', async ({
    page,
  }) => {
    await addFromProductPage(page, SUBWOOFER);
    await addFromProductPage(page, await enclosurePath(page));
    const hint = page.getByTestId('cart-hint-incompatible');
    await expect(hint).toContainText('is not compatible with');
    await expect(page.getByTestId('cart-hints')).toContainText('Instead you can add these products:');
    await expect(
      page.getByTestId('cart-line').and(page.locator('[data-incompatible="true"]')).getByTestId('cart-line-remove'),
    ).toBeVisible();
    const suggestion = page.getByTestId('cart-suggestion').first();
    const suggestedSku = await suggestion.getAttribute('data-sku');
    await suggestion.getByTestId('cart-suggestion-add').click();
    await expect(page.getByTestId('cart-line').and(page.locator(`[data-sku="${suggestedSku}"]`))).toBeVisible();
    await page
      .getByTestId('cart-line')
      .and(page.locator('[data-incompatible="true"]'))
      .getByTestId('cart-line-remove')
      .click();
    await expect(page.getByTestId('cart-line').and(page.locator('[data-incompatible="true"]'))).toHaveCount(0);

    await page.getByTestId('cart-proceed-to-checkout').click();
    await expect(page).toHaveURL(/\/checkout\/v3$/);
    await fillCheckout(page, '4242 4242 4242 4242');
    await page.getByTestId('cart-checkout-place-order').click();
    await expect(page).toHaveURL(/\/checkout\/v3\/confirmation$/);
    await expect(page.getByTestId('cart-checkout-confirmation-number')).toHaveText(/SA\d{7}/);
    await expect(page.getByTestId('cart-checkout-confirmation-email')).toContainText('guest.buyer@example.com');
    const cart = (await (await page.request.get('/api/cartv2')).json()) as { data: { items: unknown[] } };
    expect(cart.data.items).toHaveLength(0);
  });

  test('a declined card says so and keeps the cart', async ({ page }) => {
    await addFromProductPage(page, SUBWOOFER);
    await page.goto('/checkout/v3');
    await fillCheckout(page, '4000 0000 0000 0002');
    await page.getByTestId('cart-checkout-place-order').click();
    await expect(page.getByTestId('cart-checkout-payment-error')).toContainText('Your card was declined.');
    await expect(page).toHaveURL(/\/checkout\/v3$/);
    const cart = (await (await page.request.get('/api/cartv2')).json()) as { data: { items: unknown[] } };
    expect(cart.data.items).toHaveLength(1);
  });

  test('two tabs press Place order at once: one order confirmation, the other tab is told', async ({ page }) => {
    await addFromProductPage(page, SUBWOOFER);
    const second = await page.context().newPage();
    for (const tab of [page, second]) {
      await tab.goto('/checkout/v3');
      await fillCheckout(tab, '4242 4242 4242 4242');
    }
    await Promise.all([
      page.getByTestId('cart-checkout-place-order').click(),
      second.getByTestId('cart-checkout-place-order').click(),
    ]);
    const outcomes = await Promise.all([page, second].map(placementOutcome));
    expect(outcomes.filter((o) => o === 'ordered')).toHaveLength(1);
    expect(outcomes.find((o) => o !== 'ordered')).toMatch(
      /already being placed in another window|just ordered in another window/,
    );
    const cart = (await (await page.request.get('/api/cartv2')).json()) as { data: { items: unknown[] } };
    expect(cart.data.items).toHaveLength(0);
    await second.close();
  });

  test('a signed-in shopper pays with a saved card, and the order shows in the account', async ({ page }) => {
    await signIn(page, SHOPPER);
    const sameSiteToken = (await page.context().cookies()).find((c) => c.name === 'sa_csrf')?.value ?? '';
    const csrf = ((await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
    const saved = await page.request.post('/api/account/cards', {
      headers: { 'x-sa-csrf': sameSiteToken, 'x-csrf-token': csrf },
      data: { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2031, cvc: '123', is_default_card: 1 },
    });
    expect(saved.status()).toBe(201);
    await addFromProductPage(page, SUBWOOFER);
    await page.goto('/checkout/v3');
    await expect(page.getByTestId('cart-checkout-email')).toHaveValue(SHOPPER.email);
    await expect(page.getByTestId('cart-checkout-pay-saved')).toBeChecked();
    await page.getByTestId('cart-checkout-place-order').click();
    const number = (await page.getByTestId('cart-checkout-confirmation-number').innerText()).match(/SA\d{7}/)![0];
    await page.goto('/account/orders');
    await expect(page.getByText(number)).toBeVisible();
  });

  test('a dealer sees the free-shipping progress bar and no discount row', async ({ page }) => {
    await signIn(page, DEALER);
    await addFromProductPage(page, SUBWOOFER);
    await expect(page.getByTestId('cart-dealer-progress').getByRole('progressbar')).toBeVisible();
    await expect(page.getByTestId('cart-discount')).toHaveCount(0);
  });
});
