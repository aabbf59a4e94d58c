// Buying in the composed store: the compatibility hint and its suggestion in the cart panel, a guest
// checkout with a test card, a declined card, the order in a signed-in shopper's account, and a dealer's progress bar.
// Cards are typed into the test payment provider's hosted fields (a frame from its own origin), at 390 and 1366 px;
// the last test scans what the store logged, answered and stored for anything like a card number or a CVC.
import type { Page } from '@playwright/test';
import { addFromProductPage, expect, productPath, test } from './fixtures';
import { DEALER, SHOPPER, signIn } from './accounts';
import { cardDataIn, collectErrorBodies, storeDocuments, storeLogs } from './cardData';

/** What the store answered with an error status during these tests (scanned at the end). */
const errorBodies: string[] = [];
test.beforeEach(({ page }) => collectErrorBodies(page, errorBodies));

const SUBWOOFER = '/products/zvx-10-d4-10-inch-2500-watt-max-power-dual-4-ohm-competition-subwoofer';
const ENCLOSURE_SKU = 'VS-FORD-2009-UP-SC-2X12';

/**
 * Types a card into the provider's card fields inside `container` (mounted once the shopper nears them): number, the
 * spec's expiry selectors ('Select Month', 01-12; 'Select Year' and the years) and CVC.
 */
export async function fillCardFields(page: Page, containerTestId: string, cardNumber: string) {
  const container = page.getByTestId(containerTestId);
  await container.scrollIntoViewIfNeeded();
  const fields = page.frameLocator(`[data-testid="${containerTestId}"] iframe`);
  await fields.getByTestId('payments-card-number').fill(cardNumber);
  await expect(fields.getByTestId('payments-card-brand')).toHaveText(
    cardNumber.startsWith('5') ? 'Mastercard' : 'Visa',
  );
  await expect(fields.getByTestId('payments-exp-month').locator('option').first()).toHaveText('Select Month');
  await expect(fields.getByTestId('payments-exp-year').locator('option').first()).toHaveText('Select Year');
  await fields.getByTestId('payments-exp-month').selectOption('12');
  await fields.getByTestId('payments-exp-year').selectOption({ index: 3 });
  await fields.getByTestId('payments-cvc').fill('123');
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
  await page.getByTestId('cart-checkout-name-on-card').fill('Gale Buyer');
  await fillCardFields(page, 'cart-checkout-card-fields', cardNumber);
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
    await addFromProductPage(page, await productPath(page, ENCLOSURE_SKU));
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

  test('a dealer sees the free-shipping progress bar and no discount row', async ({ page }) => {
    await signIn(page, DEALER);
    await addFromProductPage(page, SUBWOOFER);
    await expect(page.getByTestId('cart-dealer-progress').getByRole('progressbar')).toBeVisible();
    await expect(page.getByTestId('cart-discount')).toHaveCount(0);
  });
});

for (const width of [390, 1366]) {
  test.describe(`card payments through the provider's hosted fields at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a new card pays; the page never holds the card', async ({ page }) => {
      await addFromProductPage(page, SUBWOOFER);
      await page.goto('/checkout/v3');
      const csp = (await page.request.get('/checkout/v3')).headers()['content-security-policy'] ?? '';
      await fillCheckout(page, '4242 4242 4242 4242');
      const frameSrc = await page.getByTestId('cart-checkout-card-fields').locator('iframe').getAttribute('src');
      const providerOrigin = new URL(frameSrc!).origin;
      expect(providerOrigin).not.toBe(new URL(page.url()).origin);
      // The page's policy lets the provider's origin in for its script and its frame, and for nothing else.
      expect(csp).toMatch(new RegExp(`script-src [^;]*${providerOrigin}`));
      expect(csp).toMatch(new RegExp(`frame-src [^;]*${providerOrigin}`));
      expect(csp).not.toMatch(new RegExp(`connect-src [^;]*${providerOrigin}`));
      // The store's own document cannot read the card: no input of the page holds it.
      expect(
        await page.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
      ).not.toContain('4242 4242 4242 4242');
      const placed = page.waitForRequest((r) => r.url().endsWith('/api/checkout/v3/orders'));
      await page.getByTestId('cart-checkout-place-order').click();
      expect((await placed).postDataJSON().payment).toEqual({
        kind: 'card',
        token: expect.stringMatching(/^tok_/),
        nameOnCard: 'Gale Buyer',
      });
      await expect(page).toHaveURL(/\/checkout\/v3\/confirmation$/);
      await expect(page.getByTestId('cart-checkout-confirmation-number')).toHaveText(/SA\d{7}/);
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

    test('a card saved in the account through the hosted fields pays at checkout; the order shows in the account', async ({
      page,
    }) => {
      await signIn(page, SHOPPER);
      await page.goto('/account');
      await page.getByRole('button', { name: 'Add a card' }).click();
      const form = page.getByRole('form', { name: 'Add a card' });
      await fillCardFields(page, 'account-add-card-fields', '5555 5555 5555 4444');
      await form.getByLabel('Nickname (optional)').fill(`Card at ${width}`);
      await form.getByLabel('Use as my default card').check();
      // Scrolled first: with focus still in the card frame, Chromium may apply a click's own scroll only after it.
      const save = form.getByRole('button', { name: 'Save Card' });
      await save.scrollIntoViewIfNeeded();
      await expect(save).toBeInViewport();
      await save.click();
      await expect(page.getByTestId('account-card-added')).toBeVisible();
      const tile = page.getByTestId('account-card-tile').filter({ hasText: `Card at ${width}` });
      await expect(tile.getByTestId('account-card-number')).toHaveText(/4444$/);
      await expect(tile.getByTestId('account-card-expiry')).toContainText('12/');
      await expect(tile.getByTestId('account-card-default')).toBeVisible();

      await addFromProductPage(page, SUBWOOFER);
      await page.goto('/checkout/v3');
      await expect(page.getByTestId('cart-checkout-email')).toHaveValue(SHOPPER.email);
      await expect(page.getByTestId('cart-checkout-pay-saved')).toBeChecked();
      await page.getByTestId('cart-checkout-place-order').click();
      const number = (await page.getByTestId('cart-checkout-confirmation-number').innerText()).match(/SA\d{7}/)![0];
      await page.goto('/account/orders');
      await expect(page.getByText(number)).toBeVisible();
    });
  });
}

test.describe('card data never reaches the store', () => {
  test('a checkout carrying a card number is refused, naming the field only', async ({ page }) => {
    await page.goto('/');
    const csrf = (await page.context().cookies()).find((c) => c.name === 'sa_csrf')?.value ?? '';
    const body = {
      email: 'leak@example.com',
      phone: '(813) 555-0142',
      shippingAddress: {
        first_name: 'A',
        last_name: 'B',
        address1: '1 Main',
        city: 'Tampa',
        state: 'FL',
        zip: '33602',
        country: 'US',
      },
      billingSameAsShipping: true,
      shippingMethod: 'ground',
      payment: {
        kind: 'card',
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2031,
        cvc: '123',
        nameOnCard: 'A B',
      },
    };
    const res = await page.request.post('/api/checkout/v3/orders', {
      headers: { 'x-sa-csrf': csrf, 'idempotency-key': 'leak-1' },
      data: body,
    });
    expect(res.status()).toBe(400);
    const text = await res.text();
    errorBodies.push(text);
    expect(JSON.parse(text).error.code).toBe('card_data_refused');
  });

  test('no log line, error answer or stored document of these checkouts holds a card number or a CVC', async () => {
    const logs = storeLogs();
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).toContain('/api/checkout/v3/orders');
    const documents = await storeDocuments();
    expect(documents.length).toBeGreaterThan(0);
    expect(errorBodies.length).toBeGreaterThan(0);
    expect(cardDataIn(logs)).toEqual([]);
    expect(cardDataIn(errorBodies)).toEqual([]);
    expect(cardDataIn(documents)).toEqual([]);
  });
});
