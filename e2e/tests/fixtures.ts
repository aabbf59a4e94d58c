import { test as base, expect, type APIResponse, type Locator, type Page } from '@playwright/test';

/** Problems a page had while a test ran: console errors, failed requests and HTTP error answers. */
export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
}

export function watchPage(page: Page, { allow = [] as RegExp[] } = {}): PageProblems {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
  const allowed = (text: string) => allow.some((pattern) => pattern.test(text));
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed(message.text())) problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (!allowed(error.message)) problems.consoleErrors.push(error.message);
  });
  page.on('requestfailed', (request) => {
    // A request cancelled because the page navigated away is not a failure of the store.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    const line = `${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`;
    if (!allowed(line)) problems.failedRequests.push(line);
  });
  page.on('response', (response) => {
    const line = `${response.request().method()} ${response.url()} ${response.status()}`;
    if (response.status() >= 400 && !allowed(line)) problems.failedRequests.push(line);
  });
  return problems;
}

/**
 * The email popup (after 6 s) and the push prompt (after 8 s) would interrupt tests about other screens: unless a test
 * asks for them (`test.use({ marketingPopups: true })`), each page starts as a visitor who already answered both.
 */
export async function answerMarketingPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      if (!window.localStorage.getItem('sa_popup')) {
        window.localStorage.setItem('sa_popup', JSON.stringify({ value: 'subscribed', expiresAt: null }));
      }
      if (!window.localStorage.getItem('push_remind_after')) {
        window.localStorage.setItem('push_remind_after', new Date(Date.now() + 365 * 864e5).toISOString());
      }
    } catch {
      // storage disabled: nothing to preset
    }
  });
}

/**
 * Waits until React has taken the page over: a server-rendered page shows its controls before its scripts run, and a
 * click on one before then does what its HTML does (a plain button: nothing). The app's element under the root (among
 * the links and scripts the server put there) is the last one a hydration render reaches, just before it commits and
 * the layout's listeners (the other tabs' sign-out among them) are attached: a root React has only started on is not
 * enough.
 */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(
    () => {
      const children = Array.from(document.getElementById('root')?.children ?? []);
      return children.some((child) => Object.keys(child).some((key) => key.startsWith('__reactFiber$')));
    },
    undefined,
    timeout === undefined ? undefined : { timeout },
  );
}

/**
 * A test acts as a shopper whose page works: `goto` and `reload` that wait for `load` (the default) also wait until
 * React has taken a server-rendered page over. The page's scripts are fetched after its first paint and its first
 * screen's images, so `load` can come first. A test of the page before its scripts asks for `waitUntil: 'commit'`; a
 * page whose scripts never run (a test that blocks them) is left to the test's own checks after a while.
 */
function hydratedAfterLoad(page: Page): void {
  const afterLoad = async (options: { waitUntil?: string } | undefined) => {
    if (options?.waitUntil && options.waitUntil !== 'load') return;
    if (!(await page.locator('#root[data-sf-ssr]').count())) return;
    await waitForHydration(page, 10_000).catch(() => undefined);
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await afterLoad(options);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await afterLoad(options);
    return response;
  };
}

/**
 * Opens the ZVX-8 D1 product page and adds it to the cart; answers the build folders of the product remote the browser
 * loaded on the way (a page must run one build of a remote only).
 */
export async function productBuildsWhileAddingToCart(page: Page, productPath: string): Promise<string[]> {
  const folders = new Set<string>();
  page.on('response', (response) => {
    const match = /\/mf\/product\/([^/]+)\//.exec(response.url());
    if (match) folders.add(match[1]);
  });
  await page.goto(productPath);
  await expect(page.getByTestId('product-page')).toHaveAttribute('data-sku', 'ZVX-8 D1');
  await page.getByTestId('product-add-to-cart').click();
  await expect(page.getByTestId('cart-panel-root')).toHaveAttribute('data-open', 'true');
  return [...folders];
}

/** The address of the product page of `sku` (a variant child's is its parent's), as the catalogue answers it. */
export async function productPath(page: Page, sku: string): Promise<string> {
  const product = (await (await page.request.get(`/api/product/${encodeURIComponent(sku)}`)).json()) as {
    slug: string;
  };
  return `/products/${product.slug}`;
}

/** Opens the product page at `path` and adds the product to the cart: the cart panel opens. */
export async function addFromProductPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Before hydration the button posts the server-rendered form (a visit of /cart), not the panel this expects.
  await waitForHydration(page);
  await page.getByTestId('product-add-to-cart').click();
  await expect(page.getByTestId('cart-panel-root')).toHaveAttribute('data-open', 'true');
}

/** Adds the product of a catalogue tile (its `data-sku`) with the tile's button: the cart panel opens with its line. */
export async function addTileToCart(page: Page, tile: Locator): Promise<void> {
  const sku = await tile.getAttribute('data-sku');
  expect(sku).toBeTruthy();
  await tile.getByTestId('catalog-add-to-cart').click();
  const panel = page.getByTestId('cart-panel-root');
  await expect(panel).toHaveAttribute('data-open', 'true');
  await expect(panel.getByTestId('cart-line').filter({ hasText: sku! })).toBeVisible();
}

/**
 * Adds `items` through the cart API as the store's own pages write (the gateway's token cookie repeated in the
 * header), in the page's browser context; the answer must be a success.
 */
export async function addToCartLikeStorePage(
  page: Page,
  items: Array<{ sku: string; quantity: number }>,
): Promise<APIResponse> {
  const token = (await page.context().cookies()).find((c) => c.name === 'sa_csrf')?.value ?? '';
  const added = await page.request.post('/api/cartv2', { data: { items }, headers: { 'x-sa-csrf': token } });
  expect(added.ok(), await added.text()).toBeTruthy();
  return added;
}

export const test = base.extend<{ problems: PageProblems; marketingPopups: boolean }>({
  marketingPopups: [false, { option: true }],
  page: async ({ page, marketingPopups, javaScriptEnabled }, use) => {
    if (!marketingPopups) await answerMarketingPopups(page);
    if (javaScriptEnabled !== false) hydratedAfterLoad(page);
    await use(page);
  },
  problems: async ({ page }, use) => {
    await use(watchPage(page));
  },
});

export { expect };
