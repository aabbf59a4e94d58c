// The frame around every page: desktop menus by mouse and keyboard, the mobile drawer's three levels, the
// email popup's timing and exclusions, the footer signup's messages and thank-you overlay, and no link that leads
// nowhere.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A page the store could not find: the shell's, a content page's, a collection's or a product's not-found state. */
async function expectRealPage(page: Page, href: string): Promise<void> {
  await page.goto(href);
  await expect(page.getByTestId('shell-main')).toBeVisible();
  // The routed screen has rendered something of its own.
  await expect(
    page.locator('[data-testid="shell-main"] [data-boundary]:not([data-boundary="shell"])').first(),
  ).toBeVisible();
  for (const notFound of ['not-found', 'marketing-content-page-not-found', 'catalog-not-found']) {
    await expect(page.getByTestId(notFound), `${href} shows ${notFound}`).toHaveCount(0);
  }
  await expect(page.locator('[data-testid="product-page"][data-state="not-found"]'), href).toHaveCount(0);
  await expect(page.getByText('Oops, there is an error!'), href).toHaveCount(0);
}

/** The sale banner and countdown arrive after the header and push it down: menus are hovered once they are in. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('marketing-sale-banner')).toBeVisible();
  await expect(page.getByTestId('marketing-countdown')).toBeVisible();
}

test.describe('desktop menus', () => {
  test.use({ viewport: DESKTOP });

  test('a mouse opens a category menu and reaches a product by its SKU', async ({ page, problems }) => {
    await openSettled(page, '/');
    const tab = page.getByTestId('shell-menu-tab-1');
    await expect(tab).toHaveText(/Subwoofers/);
    await tab.hover();
    const panel = page.getByTestId('shell-menu-panel-1');
    await expect(panel).toBeVisible();
    const skuLink = panel.getByRole('link', { name: 'SVR-12 D2', exact: true }).first();
    await expect(skuLink).toHaveAttribute('href', /^\/products\/.+\?sku=SVR-12(%20|\+)D2$/);
    await skuLink.click();
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-sku', 'SVR-12 D2');
    // Following a link closes the menu.
    await expect(panel).toBeHidden();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the keyboard opens a menu, Escape closes it and returns focus, and a SKU link is reached by Tab', async ({
    page,
  }) => {
    await openSettled(page, '/');
    const toggle = page.getByTestId('shell-menu-toggle-0');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('shell-menu-panel-0');
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Focus moved into the panel.
    await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('ArrowDown');
    await expect(panel).toBeVisible();
    // Tab through the panel to the first product link labelled by a SKU and follow it.
    for (let i = 0; i < 40; i += 1) {
      const href = await page.evaluate(() =>
        (document.activeElement as HTMLAnchorElement | null)?.getAttribute('href'),
      );
      if (href && href.startsWith('/products/')) break;
      await page.keyboard.press('Tab');
    }
    const target = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute('href'));
    expect(target).toMatch(/^\/products\//);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(target!.split('?')[0]));
    await expect(page.getByTestId('product-page')).toBeVisible();
  });

  test('every menu link leads to a real page', async ({ page, request }) => {
    await openSettled(page, '/');
    const hrefs = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      await page.getByTestId(`shell-menu-tab-${i}`).hover();
      const panel = page.getByTestId(`shell-menu-panel-${i}`);
      await expect(panel).toBeVisible();
      for (const href of await panel
        .locator('a[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
        hrefs.add(href);
      }
      await page.mouse.move(5, 5);
      await expect(panel).toBeHidden();
    }
    expect(hrefs.size).toBeGreaterThan(60);
    // Every target answers from its service (fast), and one of each kind renders as a page.
    for (const href of hrefs) {
      const url = new URL(href, 'http://x');
      const [, section, ...rest] = url.pathname.split('/');
      const api =
        section === 'products'
          ? `/api/products/by-handle/${rest[0]}${url.searchParams.get('sku') ? `?sku=${encodeURIComponent(url.searchParams.get('sku')!)}` : ''}`
          : `/api/collections/${rest.join('/')}`;
      const answer = await request.get(api);
      expect(answer.status(), `${href} (${api})`).toBe(200);
    }
    const sample = [...hrefs].filter((h, i, all) => all.findIndex((o) => o.split('/')[1] === h.split('/')[1]) === i);
    for (const href of sample) await expectRealPage(page, href);
  });
});

test.describe('mobile drawer', () => {
  test.use({ viewport: PHONE });

  test('drills down three levels and back; Escape closes it and focus returns to the menu button', async ({
    page,
    problems,
  }) => {
    await page.goto('/');
    const menuButton = page.getByTestId('shell-menu-button');
    await menuButton.click();
    const drawer = page.getByTestId('shell-mobile-nav');
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('role', 'dialog');
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    await expect(page.locator('body')).toHaveClass(/sf-no-scroll/);
    const level = page.getByTestId('shell-mobile-nav-level');
    await expect(level).toHaveAttribute('data-level', '1');
    // The page behind is inert while the drawer is open.
    await expect(page.getByTestId('shell-main')).toHaveJSProperty('inert', true);

    await level.getByRole('button', { name: /Subwoofers/ }).click();
    await expect(level).toHaveAttribute('data-level', '2');
    await level.getByRole('button', { name: /EVL Series/ }).click();
    await expect(level).toHaveAttribute('data-level', '3');
    await expect(level.getByRole('link', { name: 'EVL-12 D2', exact: true })).toBeVisible();
    await page.getByTestId('shell-mobile-nav-back').click();
    await expect(level).toHaveAttribute('data-level', '2');
    await page.getByTestId('shell-mobile-nav-back').click();
    await expect(level).toHaveAttribute('data-level', '1');

    await level.getByRole('button', { name: /Speakers/ }).click();
    await expect(level).toHaveAttribute('data-level', '2');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(page.locator('body')).not.toHaveClass(/sf-no-scroll/);
    // Opening again starts at level 1.
    await menuButton.click();
    await expect(page.getByTestId('shell-mobile-nav-level')).toHaveAttribute('data-level', '1');
    // A product link at level 3 goes to the product and closes the drawer.
    await page
      .getByTestId('shell-mobile-nav-level')
      .getByRole('button', { name: /Subwoofers/ })
      .click();
    await page
      .getByTestId('shell-mobile-nav-level')
      .getByRole('button', { name: /EVL Series/ })
      .click();
    await page.getByTestId('shell-mobile-nav-level').getByRole('link', { name: 'EVL-12 D2', exact: true }).click();
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-sku', 'EVL-12 D2');
    await expect(drawer).toBeHidden();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the skip link is the first Tab stop and moves focus to the content', async ({ page }) => {
    await page.goto('/collections/car-subwoofers');
    await expect(page.getByTestId('catalog-collection-page')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByTestId('shell-skip-link');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('shell-main')).toBeFocused();
  });
});

test.describe('email popup', () => {
  test.use({ marketingPopups: true, viewport: DESKTOP });
  // The page's clock is the test's: its seconds pass when the test says, not in real time.
  test.beforeEach(({ page }) => page.clock.install());

  test('appears after 6 seconds on the home page, not before; closing keeps it away', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('catalog-home-page')).toBeVisible();
    await page.clock.runFor(4000);
    await expect(page.getByTestId('marketing-email-popup-dialog')).toHaveCount(0);
    await page.clock.runFor(2500);
    const dialog = page.getByTestId('marketing-email-popup-dialog');
    await expect(dialog).toBeVisible({ timeout: 6000 });
    // Not before 6 s after the page started (the timer starts once the page knows the session and the sale).
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(6000);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByTestId('marketing-email-popup-email')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sa_popup') ?? 'null'));
    expect(stored.value).toBe('closed');
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByTestId('catalog-home-page')).toBeVisible();
    await page.clock.runFor(7000);
    await expect(page.getByTestId('marketing-email-popup-dialog')).toHaveCount(0);
  });

  test('never appears on /account', async ({ page }) => {
    await page.goto('/account', { waitUntil: 'networkidle' });
    await page.clock.runFor(7000);
    await expect(page.getByTestId('marketing-email-popup-dialog')).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test.use({ viewport: DESKTOP });

  test('the signup shows each validation message and the thank-you overlay', async ({ page }) => {
    await page.goto('/pages/about-us');
    // The signup is fetched when the footer nears the viewport.
    await page.getByTestId('shell-footer').scrollIntoViewIfNeeded();
    const signup = page.getByTestId('marketing-footer-signup');
    await signup.scrollIntoViewIfNeeded();
    const submit = signup.getByTestId('marketing-footer-signup-submit');
    await expect(submit).toBeDisabled();
    const email = signup.getByTestId('marketing-footer-signup-email');
    const emailConsent = signup.getByTestId('marketing-footer-signup-email-consent');
    const phone = signup.getByTestId('marketing-footer-signup-phone');
    const smsConsent = signup.getByTestId('marketing-footer-signup-sms-consent');

    await smsConsent.check();
    await expect(submit).toBeEnabled();
    await phone.fill('');
    await email.fill('vip-footer@example.com');
    await submit.click();
    await expect(signup).toContainText('Phone is required when opting for marketing SMS');
    await expect(signup).toContainText('Please check consent the checkbox for marketing emails.');
    await smsConsent.uncheck();
    await phone.fill('(813) 555-0100');
    await emailConsent.check();
    await email.fill('');
    await submit.click();
    await expect(signup).toContainText('Please check consent the checkbox for marketing SMS');
    await expect(signup).toContainText('Email is required when opting for marketing emails');

    await phone.fill('');
    await email.fill('vip-footer@example.com');
    await submit.click();
    await expect(signup.getByTestId('marketing-footer-signup-thank-you')).toHaveText(/THANK YOU FOR SIGNING UP!/);
  });

  test('every footer link leads to a real page, and the menus collapse into an accordion on a phone', async ({
    page,
  }) => {
    await page.goto('/');
    // The footer's body is fetched when the footer nears the viewport, and not before.
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('shell-footer-phone')).toHaveCount(0);
    await page.getByTestId('shell-footer').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('shell-footer').locator('a[href="/jobs"]').first()).toBeAttached();
    const hrefs = await page
      .getByTestId('shell-footer')
      .locator('a[href^="/"]')
      .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))]);
    expect(hrefs).toEqual(expect.arrayContaining(['/pages/reviews', '/jobs', '/pages/contact-us?screen=contact-form']));
    for (const href of hrefs) await expectRealPage(page, href);
    await page.getByTestId('shell-footer').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('shell-footer-phone')).toHaveText('(888) 501-7527');

    await page.setViewportSize(PHONE);
    const group = page.getByTestId('shell-footer-group').first();
    await expect(group.getByRole('link').first()).toBeHidden();
    await group.getByTestId('shell-footer-group-toggle').click();
    await expect(group.getByRole('link').first()).toBeVisible();
  });

  test('the contact page opens its form from ?screen=contact-form and sends a message', async ({ page }) => {
    await page.goto('/pages/contact-us?screen=contact-form');
    const form = page.getByTestId('marketing-contact-form');
    await expect(form).toBeVisible();
    await form.getByLabel(/^Your name/).fill('Ada Lovelace');
    await form.getByLabel(/^Email/).fill('ada@example.com');
    await form.getByLabel(/^Subject/).fill('Box for my truck');
    await form.getByLabel(/^Message/).fill('Which enclosure fits a 2016 F-150 SuperCrew?');
    await page.getByTestId('marketing-contact-submit').click();
    await expect(page.getByTestId('marketing-contact-form-sent')).toBeVisible();
  });
});
