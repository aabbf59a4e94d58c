// Sign-in, the viewer's prices, the dealer's quick order, the guest cart merge and sign-out across tabs, in the
// composed store.
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { addToCartLikeStorePage, expect, test, waitForHydration } from './fixtures';
import { DEALER, SHOPPER, signIn } from './accounts';
import { newestMailTo, signUpLinkFor } from './mailbox';

async function inStockSkus(request: APIRequestContext, count: number): Promise<string[]> {
  const res = await request.get(`${BASE_URL}/api/collections/car-amplifiers?pageSize=48`);
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { products: { sku: string; currentlyInStock?: boolean; product_type?: string }[] };
  const skus = body.products
    .filter((p) => p.currentlyInStock && p.product_type !== 'variant')
    .map((p) => p.sku)
    .slice(0, count);
  expect(skus).toHaveLength(count);
  return skus;
}

/** The header shows the account entry in the pre-header (desktop) or the tab row (tablet): the visible one. */
const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

async function signOutFromHeader(page: Page) {
  await visible(page, 'shell-account-menu').hover();
  await visible(page, 'shell-account-logout').click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(visible(page, 'shell-account-link')).toHaveText('Sign in');
}

test.describe('dealer prices and the cart across sign-in', () => {
  test('a dealer sees dealer prices, orders two lines from quick order, signs out and sees shopper prices', async ({
    page,
    problems,
    request,
  }) => {
    const [first, second] = await inStockSkus(request, 2);
    const cards = page.getByTestId('catalog-product-card');

    await page.goto('/collections/car-amplifiers');
    await expect(cards.first()).toBeVisible();
    await expect(cards.getByText('Dealer:')).toHaveCount(0);
    const shopperPrices = (await cards.first().getByTestId('catalog-card-price').textContent()) ?? '';
    expect(shopperPrices).toMatch(/\$\d/);

    await signIn(page, DEALER, '/collections/car-amplifiers');
    await expect(cards.first().getByText('Dealer:')).toBeVisible();
    await expect(page.getByTestId('shell-chat-button')).toBeVisible();

    await visible(page, 'shell-account-menu').hover();
    await visible(page, 'shell-account-dropdown').getByRole('link', { name: 'Dealer Quick Order' }).click();
    await expect(page).toHaveURL(/\/dealers$/);
    await page.getByTestId('account-dealer-paste-input').fill(`${first}, 2\n${second}, 1`);
    await page.getByTestId('account-dealer-paste-submit').click();
    const lines = page.getByTestId('account-dealer-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.first().getByText('Dealer:')).toBeVisible();
    await page.getByTestId('account-dealer-add-all').click();

    const panel = page.getByTestId('cart-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('cart-line')).toHaveCount(2);
    await expect(panel.getByTestId('cart-line').filter({ hasText: first })).toBeVisible();
    await expect(panel.getByTestId('cart-line').filter({ hasText: second })).toBeVisible();
    await page.keyboard.press('Escape');

    await signOutFromHeader(page);
    await page.goto('/collections/car-amplifiers');
    await expect(cards.first()).toBeVisible();
    await expect(cards.getByText('Dealer:')).toHaveCount(0);
    // The shopper's price lines are back, exactly as before the dealer signed in.
    await expect(cards.first().getByTestId('catalog-card-price')).toHaveText(shopperPrices);
    // Signed out, the dealer's cart is no longer this visitor's cart.
    const cart = await (await page.request.get('/api/cartv2')).json();
    expect(cart.data.items).toHaveLength(0);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test("a shopper's guest cart is merged into the account cart at sign-in", async ({ page, problems, request }) => {
    const [guestSku] = await inStockSkus(request, 1);
    await page.goto('/');
    await addToCartLikeStorePage(page, [{ sku: guestSku, quantity: 2 }]);

    await signIn(page, SHOPPER);
    await expect(page.getByTestId('account-greeting')).toHaveText('Hi, Sam');
    const cart = await (await page.request.get('/api/cartv2')).json();
    const line = cart.data.items.find((item: { sku: string }) => item.sku === guestSku);
    expect(line?.quantity).toBe(2);

    await page.goto('/cart');
    await expect(page.locator('main [data-boundary="cart"]').getByText(guestSku).first()).toBeVisible();
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

test.describe("the account's security: tokens, sessions and other tabs", () => {
  test('a write without the token or from another site is refused', async ({ page }) => {
    await page.goto('/');
    const noToken = await page.request.post('/api/cartv2', { data: { items: [{ sku: 'SK2MM', quantity: 1 }] } });
    expect(noToken.status()).toBe(403);
    const token = (await page.context().cookies()).find((c) => c.name === 'sa_csrf')?.value ?? '';
    const crossSite = await page.request.post('/api/cartv2', {
      data: { items: [{ sku: 'SK2MM', quantity: 1 }] },
      headers: { 'x-sa-csrf': token, Origin: 'https://evil.example' },
    });
    expect(crossSite.status()).toBe(403);
    expect((await (await page.request.get('/api/cartv2')).json()).data.items).toHaveLength(0);
  });

  test('a page that needs a session sends a visitor to sign-in and back', async ({ page, problems }) => {
    await page.goto('/account/orders');
    await expect(page).toHaveURL(/\/account\/login\?error=SessionRequired&callbackUrl=%2Faccount%2Forders$/);
    const form = page.getByRole('form', { name: 'Sign In' });
    await form.getByLabel('Email').fill(SHOPPER.email);
    await form.getByLabel('Password').fill(SHOPPER.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(
      page
        .locator('main [data-boundary="account"]')
        .getByText(/SA\d{7}/)
        .first(),
    ).toBeVisible();
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

test.describe('signing up', () => {
  test('a new customer signs up by the emailed link; a taken email gets the same answer and its owner a note', async ({
    page,
    problems,
  }) => {
    const signUp = async (email: string) => {
      const form = page.getByRole('form', { name: 'Create Account' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill('a-long-enough-password');
      await form.getByLabel('First name').fill('Nia');
      await form.getByLabel('Last name').fill('Person');
      await form.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByTestId('account-sign-up-sent')).toContainText(`We sent a message to ${email}.`);
    };
    await page.goto('/account/login?callbackUrl=%2Faccount%2Forders');
    await signUp(SHOPPER.email);
    expect((await newestMailTo(SHOPPER.email)).subject).toBe('You already have an account');

    await page.getByRole('button', { name: 'Use another email' }).click();
    const email = `new-${Date.now()}@example.com`;
    await signUp(email);
    await page.goto(await signUpLinkFor(email));
    await expect(page).toHaveURL(`${BASE_URL}/account/orders`);
    await expect(visible(page, 'shell-account-link')).not.toHaveText('Sign in');
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    // The link works once: opened again it creates nothing, and the page shows who is signed in.
    await page.goto(await signUpLinkFor(email));
    await expect(page.getByTestId('account-login-signed-in')).toContainText(email);
    expect(problems.failedRequests).toEqual([expect.stringMatching(/POST .*\/api\/auth\/signup\/confirm 400$/)]);
  });

  test('a second tab notices a sign-out', async ({ page }) => {
    await signIn(page, SHOPPER);
    const other = await page.context().newPage();
    await other.goto('/account');
    await expect(other.getByTestId('account-greeting')).toHaveText('Hi, Sam');
    // The greeting comes as HTML: the tab listens for another tab's sign-out once its scripts have taken the page over
    // (a tab still loading then reads the session when it is next shown).
    await waitForHydration(other);
    await page.bringToFront();
    await signOutFromHeader(page);
    await expect(other).toHaveURL(/\/account\/login\?error=SessionRequired/);
    await expect(visible(other, 'shell-account-link')).toHaveText('Sign in');
  });
});

test.describe('accounts on a phone', () => {
  test('on a phone a dealer orders from quick order and sees the line in the cart', async ({
    page,
    problems,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const [sku] = await inStockSkus(request, 1);
    await signIn(page, DEALER, '/dealers');
    await page.getByTestId('account-dealer-paste-input').fill(`${sku}, 3`);
    await page.getByTestId('account-dealer-paste-submit').click();
    const line = page.getByTestId('account-dealer-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByText('Dealer:')).toBeVisible();
    await page.getByTestId('account-dealer-add-all').click();
    const panel = page.getByTestId('cart-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('cart-line').filter({ hasText: sku })).toBeVisible();
    // Nothing of the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('on a phone a shopper signs in and the drawer offers MY ACCOUNT', async ({ page, problems }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, SHOPPER);
    await expect(page.getByTestId('account-greeting')).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByTestId('shell-mobile-nav').getByRole('link', { name: 'MY ACCOUNT' })).toBeVisible();
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
