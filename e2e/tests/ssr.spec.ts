// Server rendering (docs/server-rendering-plan.md, stage 2): the home and product pages' first screen comes as HTML,
// readable without JavaScript, and the page takes it over without a hydration error or a second fetch of its data.
import type { Page } from '@playwright/test';
import { DEALER, signIn } from './accounts';
import { expect, test, watchPage } from './fixtures';

const PRODUCT = '/products/zvx-series-competition-subwoofers';

/** API paths the page asked for, from the moment it was opened (with their queries when `withQuery`). */
function apiCalls(page: Page, { withQuery = false } = {}): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(withQuery ? pathname + search : pathname);
  });
  return calls;
}

test.describe('server-rendered product page', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the name, the price, the main image, the sale banner and the header', async ({ page }) => {
      const response = await page.goto(PRODUCT);
      expect(response?.status()).toBe(200);
      await expect(page.locator('#root')).toHaveAttribute('data-sf-ssr', '');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('ZVX-8 D1');
      await expect(page.getByTestId('product-price')).toContainText('$');
      const image = page.getByTestId('product-page').locator('img[fetchpriority="high"]').first();
      await expect(image).toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(page.getByTestId('shell-header')).toBeVisible();
      await expect(page.getByTestId('marketing-countdown')).toBeVisible();
    });

    test('an unknown product is a 404 with its not-found text', async ({ page }) => {
      const response = await page.goto('/products/no-such-product-anywhere');
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('product-page')).toHaveAttribute('data-state', 'not-found');
    });
  });

  test('hydrates with a clean console, fetches none of its data again, and works', async ({ page, problems }) => {
    const calls = apiCalls(page);
    await page.goto(PRODUCT);
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-sku', 'ZVX-8 D1');
    // Hydrated: the countdown ticks (a server-rendered clock that hydrates shows the render time first).
    const countdown = page.getByTestId('marketing-countdown');
    const first = await countdown.getAttribute('aria-label');
    await expect(countdown).not.toHaveAttribute('aria-label', first ?? '', { timeout: 5000 });
    await page.getByTestId('product-add-to-cart').click();
    await expect(page.getByTestId('cart-panel-root')).toHaveAttribute('data-open', 'true');
    expect(calls.filter((path) => path.startsWith('/api/products/') || path === '/api/sale-settings')).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('an unknown product hydrates as not found, with a clean console', async ({ page }) => {
    // The page asks again for an answer that failed (RTK Query retries errors when a view subscribes), never for
    // one it has.
    const problems = watchPage(page, {
      allow: [/no-such-product-anywhere 404$/, /Failed to load resource: the server responded with a status of 404/],
    });
    await page.goto('/products/no-such-product-anywhere');
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-state', 'not-found');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-state', 'not-found');
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('the home page: hero, category tiles and the header menus as HTML, hydrated without refetching', async ({
    browser,
    page,
    problems,
  }) => {
    const withoutJs = await browser.newPage({ javaScriptEnabled: false });
    await withoutJs.goto('/');
    await expect(withoutJs.getByRole('heading', { level: 1 })).toHaveText('Serious bass, built to fit.');
    await expect(withoutJs.getByTestId('catalog-category-tile').first()).toBeVisible();
    await expect(withoutJs.getByTestId('shell-menu-tab-0').first()).toHaveAttribute('href', /^\/collections\//);
    await withoutJs.close();

    const calls = apiCalls(page);
    await page.goto('/');
    await expect(page.getByTestId('catalog-home-page')).toBeVisible();
    await expect(page.getByTestId('catalog-home-vehicle-year')).toBeEnabled();
    await page.waitForLoadState('networkidle');
    // (The header's menus ask for theirs after hydration: their panels are drawn when first opened.)
    expect(calls.filter((path) => ['/api/vehicles/years', '/api/sale-settings'].includes(path))).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('a session cookie that stands for nobody gets the page as a guest, kept by no cache', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'sa_session', value: 'not-a-session', url: baseURL! }]);
    const response = await page.goto(PRODUCT);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('#root')).toHaveAttribute('data-sf-ssr', '');
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-sku', 'ZVX-8 D1');
    await expect(page.getByTestId('product-price-dealer')).toHaveCount(0);
  });
});

test.describe('a product page as the document cache answers it', () => {
  test('allows its scripts by hash (no nonce), hydrates with a clean console and works', async ({ page, problems }) => {
    // The cache keeps an address's complete render from its second miss on.
    const asked = async () => (await page.request.get(PRODUCT, { headers: { accept: 'text/html' } })).headers();
    await expect.poll(async () => (await asked())['x-render-cache'], { timeout: 15_000 }).toBe('hit');
    const response = await page.goto(PRODUCT);
    expect(response?.headers()['x-render-cache']).toBe('hit');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("'sha256-");
    expect(csp).not.toContain("'nonce-");
    const countdown = page.getByTestId('marketing-countdown');
    const first = await countdown.getAttribute('aria-label');
    await expect(countdown).not.toHaveAttribute('aria-label', first ?? '', { timeout: 5000 });
    await page.getByTestId('product-add-to-cart').click();
    await expect(page.getByTestId('cart-panel-root')).toHaveAttribute('data-open', 'true');
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test("a visit from an ad gets the page kept for its address; the click's own parameters work as before", async ({
    page,
    context,
    problems,
  }) => {
    const ad = (click: string) => `${PRODUCT}?utm_source=google&utm_medium=cpc&gclid=${click}&pn_cs_id=camp42`;
    // Every click carries a click id of its own, and still the page is rendered once and kept for all of them.
    let clicks = 0;
    const asked = async () =>
      (await page.request.get(ad(`e2e-${(clicks += 1)}`), { headers: { accept: 'text/html' } })).headers();
    await expect.poll(async () => (await asked())['x-render-cache'], { timeout: 15_000 }).toBe('hit');
    const response = await page.goto(ad('e2e-shopper'));
    expect(response?.headers()['x-render-cache']).toBe('hit');
    // The page stores pn_cs_id and cleans its address, as it does for a page it renders itself (spec 1 §2).
    await expect(page).toHaveURL(PRODUCT);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'sa_pcs_id')?.value).toBe('camp42');
    await page.getByTestId('product-add-to-cart').click();
    await expect(page.getByTestId('cart-panel-root')).toHaveAttribute('data-open', 'true');
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

test.describe("a signed-in visitor's pages", () => {
  test('a dealer gets dealer prices and the account pages as HTML, private, and they hydrate cleanly', async ({
    page,
    browser,
  }) => {
    await signIn(page, DEALER);
    const withoutJs = await browser.newContext({ javaScriptEnabled: false });
    await withoutJs.addCookies(await page.context().cookies());
    const html = await withoutJs.newPage();
    const product = await html.goto(PRODUCT);
    expect(product?.headers()['cache-control']).toBe('private, no-store');
    await expect(html.getByTestId('product-price-dealer')).toContainText('$');
    await expect(html.getByTestId('shell-account-logout').first()).toBeAttached();
    await html.goto('/account');
    await expect(html.locator('#root')).toHaveAttribute('data-sf-ssr', '');
    await expect(html.getByTestId('account-greeting')).toContainText('Dana');
    await html.goto('/account/orders');
    await expect(html.getByRole('heading', { level: 1 })).toContainText('Order History');
    await expect(html.getByRole('link', { name: /^View order / }).first()).toBeVisible();
    // The review form knows whether they may review (no 'Loading' in its place).
    await html.goto('/reviews/sku?sku=ZVX-8%20D1');
    await expect(html.getByTestId('review-form-page')).toBeVisible();
    await expect(html.getByTestId('review-form-page').getByRole('status')).toHaveCount(0);
    await withoutJs.close();

    const problems = watchPage(page);
    const calls = apiCalls(page);
    for (const path of [PRODUCT, '/account', '/account/orders', '/dealers']) {
      await page.goto(path);
      await expect(page.locator('#root')).toHaveAttribute('data-sf-ssr', '');
      await page.waitForLoadState('networkidle');
    }
    await expect(page.getByTestId('shell-account-logout').first()).toBeAttached();
    // The session, the profile and the orders came with the documents.
    expect(calls.filter((path) => ['/api/auth/session', '/api/account/profile'].includes(path))).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('without JavaScript: the sign-in page shows its forms, checkout its empty cart', async ({ browser }) => {
    const withoutJs = await browser.newPage({ javaScriptEnabled: false });
    await withoutJs.goto('/account/login');
    await expect(withoutJs.getByRole('form', { name: 'Sign In' })).toBeVisible();
    await withoutJs.goto('/checkout/v3');
    await expect(withoutJs.getByTestId('cart-checkout-page')).toContainText('Your cart is empty');
    await withoutJs.close();
  });
});

const VEHICLE_PAGE = '/collections/vehicle-specific-subwoofer-enclosures';

/** The catalog's listing pages: what each shows as HTML (before and without JavaScript) and the list call it makes. */
const LISTINGS = [
  { name: 'collection', path: '/collections/car-subwoofers', list: '/api/collections/car-subwoofers' },
  {
    name: 'sub-collection',
    path: '/collections/subwoofer-enclosures-boxes/10-inch-enclosures',
    list: '/api/collections/subwoofer-enclosures-boxes/10-inch-enclosures',
  },
  {
    name: 'vehicle finder with a vehicle',
    path: `${VEHICLE_PAGE}?vehicle_year=2018&vehicle_make=Ford&vehicle_model=F-150`,
    list: `/api${VEHICLE_PAGE}`,
  },
  { name: 'vehicle finder without a vehicle', path: VEHICLE_PAGE, list: `/api${VEHICLE_PAGE}` },
  // The search box's suggestions for the same words are asked when it mounts (mode=typeahead): not the page's list.
  { name: 'search', path: '/search/products?q=amplifier', list: '/api/search?q=amplifier&mode=full' },
] as const;

test.describe('server-rendered catalog pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const listing of LISTINGS) {
      test(`${listing.name}: the products with their names, prices and images`, async ({ page }) => {
        const response = await page.goto(listing.path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('#root')).toHaveAttribute('data-sf-ssr', '');
        const card = page.getByTestId('catalog-product-card').first();
        await expect(card).toBeVisible();
        await expect(card.getByRole('link').first()).toHaveAttribute('href', /^\/products\//);
        await expect(card).toContainText('$');
        expect(
          await card
            .locator('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.complete),
        ).toBe(true);
      });
    }

    test('the vehicle finder shows the chosen vehicle in its selects', async ({ page }) => {
      await page.goto(LISTINGS[2].path);
      await expect(page.getByTestId('catalog-vehicle-year')).toHaveValue('2018');
      await expect(page.getByTestId('catalog-vehicle-make')).toHaveValue('Ford');
      await expect(page.getByTestId('catalog-vehicle-model')).toHaveValue('F-150');
    });

    test("the header's search box is a form that lands on the search page with results", async ({ page }) => {
      await page.goto('/collections/car-subwoofers');
      await page.getByTestId('shell-search-input').fill('amplifier');
      await page.getByTestId('shell-search-input').press('Enter');
      await expect(page).toHaveURL(/\/search\/products\?q=amplifier$/);
      await expect(page.getByTestId('catalog-product-card').first()).toBeVisible();
    });
  });

  for (const listing of LISTINGS) {
    test(`${listing.name}: hydrates with a clean console and asks for its list only once it changes`, async ({
      page,
      problems,
    }) => {
      const calls = apiCalls(page, { withQuery: true });
      await page.goto(listing.path);
      await expect(page.getByTestId('catalog-product-card').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(calls.filter((path) => path.startsWith(listing.list))).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  }

  test("a phone draws a listing's first cards with the page and the others as they near the screen, in place", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/collections/car-subwoofers');
    const cards = page.getByTestId('catalog-product-card');
    await expect(cards).toHaveCount(24);
    // The browser skips laying out and painting what is far below the screen (content-visibility: auto).
    const drawn = (index: number) =>
      cards.nth(index).evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn(0)).toBe(true);
    expect(await drawn(23)).toBe(false);
    // Scrolled down to as a shopper does, the last card is drawn, below the one before it and the same size.
    for (let step = 0; step < 60 && !(await drawn(23)); step += 1) await page.mouse.wheel(0, 400);
    expect(await drawn(23)).toBe(true);
    const [before, last] = await Promise.all([cards.nth(21).boundingBox(), cards.nth(23).boundingBox()]);
    expect(last!.y).toBeGreaterThan(before!.y + before!.height);
    expect(Math.abs(last!.height - before!.height)).toBeLessThan(120);
  });
});

test.describe('add to cart as a form', () => {
  test('without JavaScript: the form adds the line and the server-rendered cart shows it', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PRODUCT);
    await page.getByTestId('product-add-to-cart').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('#root')).toHaveAttribute('data-sf-ssr', '');
    await expect(page.getByTestId('cart-page').getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-page')).toContainText('ZVX-8 D1');
    await context.close();
  });

  test('before hydration: a click submits the form; the line is in the cart', async ({ page, problems }) => {
    // The shell's script waits until the click has been made: the page is server HTML only.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // (Not 'domcontentloaded': that waits for the deferred script held here.)
    await page.goto(PRODUCT, { waitUntil: 'commit' });
    await page.getByTestId('product-add-to-cart').click();
    await expect(page).toHaveURL(/\/cart$/);
    release();
    await expect(page.getByTestId('cart-page').getByTestId('cart-line')).toHaveCount(1);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('after hydration: the click opens the panel with the line, and the cart page hydrates it cleanly', async ({
    page,
    problems,
  }) => {
    await page.goto(PRODUCT);
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-sku', 'ZVX-8 D1');
    await page.getByTestId('product-add-to-cart').click();
    const panel = page.getByTestId('cart-panel-root');
    await expect(panel).toHaveAttribute('data-open', 'true');
    await expect(panel.getByTestId('cart-line')).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));

    await page.goto('/cart');
    await expect(page.locator('#root')).toHaveAttribute('data-sf-ssr', '');
    await expect(page.getByTestId('cart-page').getByTestId('cart-line')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

test.describe('the vehicle finder without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('works step by step: year, then make, each submission the address the page writes', async ({ page }) => {
    await page.goto(VEHICLE_PAGE);
    await page.getByTestId('catalog-vehicle-year').selectOption('2018');
    await page.getByRole('button', { name: 'Show enclosures' }).first().click();
    await expect(page).toHaveURL(/[?&]vehicle_year=2018(&|$)/);
    await page.getByTestId('catalog-vehicle-make').selectOption('Ford');
    await page.getByRole('button', { name: 'Show enclosures' }).first().click();
    await expect(page).toHaveURL(/vehicle_year=2018&vehicle_make=Ford$/);
    await expect(page.getByTestId('catalog-vehicle-make')).toHaveValue('Ford');
    await expect(page.getByTestId('catalog-product-card').first()).toBeVisible();
  });
});

test.describe('an address no page owns', () => {
  test('is a 404 whose not-found screen comes as HTML, and hydrates with a clean console', async ({
    browser,
    page,
  }) => {
    const withoutJs = await browser.newPage({ javaScriptEnabled: false });
    const response = await withoutJs.goto('/no/such/page/anywhere');
    expect(response?.status()).toBe(404);
    await expect(withoutJs.locator('#root')).toHaveAttribute('data-sf-ssr', '');
    await expect(withoutJs.getByTestId('not-found')).toBeVisible();
    await expect(withoutJs.getByTestId('shell-header')).toBeVisible();
    await withoutJs.close();

    const problems = watchPage(page, {
      allow: [/anywhere 404$/, /Failed to load resource: the server responded with a status of 404/],
    });
    await page.goto('/no/such/page/anywhere');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

test.describe('content pages and the fit tools without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, testId] of [
    ['/jobs', 'marketing-content-page'],
    ['/box-design-calculator', 'catalog-box-design-page'],
    ['/subwoofer-wiring-diagrams', 'catalog-wiring-planner-page'],
  ] as const) {
    test(`${path} shows its text`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('#root')).toHaveAttribute('data-sf-ssr', '');
      await expect(page.getByTestId(testId)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
