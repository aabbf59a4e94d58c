// What a page costs a shopper on first load, read from a real Chromium: the JavaScript it fetched (requests, bytes on
// the wire and unpacked), every byte it fetched, and how many copies of each shared singleton and of the federation
// runtime it ran. Used by bench/web/run.mjs (the table and Lighthouse) and by the byte budgets in `npm test`
// (e2e/tests/weight.spec.ts), so both measure the same way.
import { Buffer } from 'node:buffer';
import { SINGLETONS, singletonCodePackage } from '../../config/webpack/shared.js';

/** The package whose modules are the Module Federation runtime (one copy per page is the goal). */
export const FEDERATION_RUNTIME = '@module-federation/runtime-core';
/**
 * Packages counted per page: the shared singletons of config/webpack/shared.js (by the package whose code runs: a
 * singleton provided by a kernel counts the kernel's package) and the federation runtime.
 */
export const COUNTED_PACKAGES = [...Object.keys(SINGLETONS).map(singletonCodePackage), FEDERATION_RUNTIME];

const SHOPPER = {
  email: 'shopper@example.com',
  password: process.env.DEV_SHOPPER_PASSWORD || 'shopper-dev-password',
};

/** Any in-stock, orderable product of the seeded catalogue, through the store's own API. */
async function orderableProduct(request) {
  const body = await (await request.get('/api/collections/car-amplifiers?pageSize=48')).json();
  const product = body.products.find((p) => p.currentlyInStock && p.product_type !== 'variant');
  if (!product) throw new Error('no in-stock product in car-amplifiers to measure with');
  return product;
}

async function addToCart(page, sku) {
  const token = (await page.context().cookies()).find((c) => c.name === 'sa_csrf')?.value ?? '';
  const res = await page.request.post('/api/cartv2', {
    data: { items: [{ sku, quantity: 1 }] },
    headers: { 'x-sa-csrf': token },
  });
  if (!res.ok()) throw new Error(`adding ${sku} to the cart answered ${res.status()}: ${await res.text()}`);
}

async function signInAsShopper(page) {
  const csrf = (await (await page.request.get('/api/auth/csrf')).json()).csrfToken;
  const token = (await page.context().cookies()).find((c) => c.name === 'sa_csrf')?.value ?? '';
  const res = await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken: csrf, email: SHOPPER.email, password: SHOPPER.password, json: 'true' },
    headers: { 'x-sa-csrf': token },
  });
  if (!res.ok()) throw new Error(`signing in answered ${res.status()}: ${await res.text()}`);
}

/**
 * The page kinds measured (every kind of page the store serves), each with what must be visible before its first load
 * counts as done. `prepare` runs in a fresh context before the measured navigation (its requests are not counted);
 * `status` is the answer expected when it is not a success.
 */
export const PAGE_KINDS = [
  { name: 'home', path: '/', ready: '[data-testid="shell-footer"]' },
  { name: 'collection', path: '/collections/car-subwoofers', ready: '[data-testid="catalog-product-card"]' },
  {
    name: 'vehicle finder',
    path: '/collections/vehicle-specific-subwoofer-enclosures?vehicle_year=2018&vehicle_make=Ford&vehicle_model=F-150',
    ready: '[data-testid="catalog-product-card"]',
  },
  {
    name: 'product',
    path: async ({ request }) => `/products/${(await orderableProduct(request)).slug}`,
    ready: 'main h1',
  },
  { name: 'search', path: '/search/products?q=subwoofer', ready: '[data-testid="catalog-product-card"]' },
  {
    name: 'cart',
    path: '/cart',
    ready: 'main h1',
    prepare: async ({ page }) => addToCart(page, (await orderableProduct(page.request)).sku),
  },
  {
    name: 'checkout',
    path: '/checkout/v3',
    ready: 'main h1',
    prepare: async ({ page }) => addToCart(page, (await orderableProduct(page.request)).sku),
  },
  { name: 'account', path: '/account', ready: 'main h1', prepare: ({ page }) => signInAsShopper(page) },
  {
    name: 'sub-collection',
    path: '/collections/subwoofer-enclosures-boxes/10-inch-enclosures',
    ready: '[data-testid="catalog-product-card"]',
  },
  {
    name: 'finder no vehicle',
    path: '/collections/vehicle-specific-subwoofer-enclosures',
    ready: '[data-testid="catalog-product-card"]',
  },
  { name: 'sign-in', path: '/account/login', ready: 'main h1' },
  { name: 'orders', path: '/account/orders', ready: 'main h1', prepare: ({ page }) => signInAsShopper(page) },
  { name: 'content page', path: '/pages/about-us', ready: 'main h1' },
  { name: 'box design', path: '/box-design-calculator', ready: 'main h1' },
  { name: 'wiring', path: '/subwoofer-wiring-diagrams', ready: 'main h1' },
  // Lighthouse does not score a page answered with an error status, so the not-found page is weighed only.
  { name: 'not found', path: '/no-such-page', ready: 'main h1', status: 404, lighthouse: false },
];

/** The directory a script was served from ('/', '/mf/cart/', '/mf/cart/0.1.1+abc/'): one build each. */
function buildDirOf(url) {
  const { pathname } = new URL(url);
  return pathname.slice(0, pathname.lastIndexOf('/') + 1);
}

/** bundle-contents.json of every build a page loaded scripts from (missing for a build made without it: {}). */
async function readBundleContents(request, origin, dirs) {
  const contents = new Map();
  await Promise.all(
    [...dirs].map(async (dir) => {
      const res = await request.get(`${origin}${dir}bundle-contents.json`);
      contents.set(dir, res.ok() ? await res.json() : {});
    }),
  );
  return contents;
}

/**
 * In the page: the visitor already answered the email popup (6 s after load) and the push prompt (8 s), which spec 2
 * opens over every page; measured, they would be a page's largest paint whenever the measurement runs past them.
 */
export function answerMarketingPopups() {
  try {
    window.localStorage.setItem('sa_popup', JSON.stringify({ value: 'subscribed', expiresAt: null }));
    window.localStorage.setItem('push_remind_after', new Date(Date.now() + 365 * 864e5).toISOString());
  } catch {
    // storage disabled
  }
}

/**
 * Loads `kind` in a fresh context of `browser` (cold cache, the marketing popups already answered) and measures it.
 * @returns {Promise<PageWeight>}
 */
export async function measurePage(browser, baseURL, kind, { viewport = { width: 390, height: 844 } } = {}) {
  const context = await browser.newContext({ baseURL, viewport });
  await context.addInitScript(answerMarketingPopups);
  const page = await context.newPage();
  try {
    await page.request.get('/api/menu'); // the gateway's CSRF cookie
    if (kind.prepare) await kind.prepare({ page, request: page.request });
    const path = typeof kind.path === 'function' ? await kind.path({ page, request: page.request }) : kind.path;

    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));
    const response = await page.goto(path, { waitUntil: 'load' });
    const status = response?.status() ?? 0;
    if (kind.status ? status !== kind.status : status === 0 || status >= 400)
      throw new Error(`${kind.name}: ${path} answered ${status}`);
    await page.locator(kind.ready).first().waitFor({ state: 'visible', timeout: 20_000 });
    await page.waitForLoadState('networkidle');

    const scripts = [];
    const html = { encodedBytes: 0, decodedBytes: 0 };
    let totalBytes = 0;
    for (const request of finished) {
      const res = await request.response();
      if (!res) continue;
      const sizes = await request.sizes();
      totalBytes += sizes.responseBodySize + sizes.responseHeadersSize;
      if (request === response.request()) {
        html.encodedBytes = sizes.responseBodySize;
        html.decodedBytes = (await res.body().catch(() => Buffer.alloc(0))).length;
      }
      if (request.resourceType() !== 'script') continue;
      const body = await res.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: request.url(), encodedBytes: sizes.responseBodySize, decodedBytes: body.length });
    }

    const origin = new URL(page.url()).origin;
    const dirs = new Set(scripts.filter((s) => s.url.startsWith(origin)).map((s) => buildDirOf(s.url)));
    const contents = await readBundleContents(context.request, origin, dirs);
    const buildsWith = Object.fromEntries(COUNTED_PACKAGES.map((name) => [name, new Set()]));
    for (const script of scripts) {
      if (!script.url.startsWith(origin)) continue;
      const dir = buildDirOf(script.url);
      const file = new URL(script.url).pathname.slice(dir.length);
      script.packages = contents.get(dir)?.[file] ?? {};
      for (const name of Object.keys(script.packages)) buildsWith[name]?.add(dir);
    }
    const copies = Object.fromEntries(COUNTED_PACKAGES.map((name) => [name, buildsWith[name].size]));

    return {
      name: kind.name,
      path,
      jsRequests: scripts.length,
      jsEncodedBytes: scripts.reduce((sum, s) => sum + s.encodedBytes, 0),
      jsDecodedBytes: scripts.reduce((sum, s) => sum + s.decodedBytes, 0),
      totalBytes,
      htmlEncodedBytes: html.encodedBytes,
      htmlDecodedBytes: html.decodedBytes,
      federationRuntimeCopies: copies[FEDERATION_RUNTIME],
      singletonCopies: Object.fromEntries(
        Object.keys(SINGLETONS).map((name) => [name, copies[singletonCodePackage(name)]]),
      ),
      scripts: scripts.sort((a, b) => b.encodedBytes - a.encodedBytes),
    };
  } finally {
    await context.close();
  }
}

/**
 * Whether the element Lighthouse reported as the largest paint (its CSS selectors, one per run) is in the page as the
 * server sent it: found with JavaScript off, in a fresh context carrying `cookie`.
 */
export async function inHtmlWithoutScripts(browser, url, cookie, selectors) {
  if (!selectors.length) return null;
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 412, height: 823 },
    extraHTTPHeaders: cookie ? { Cookie: cookie } : {},
  });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    for (const selector of selectors) if ((await page.locator(selector).count()) === 0) return false;
    return true;
  } finally {
    await context.close();
  }
}

/** The `count` scripts that weigh most, each with the packages that make up most of it: for budget messages. */
export function largestContributors(weight, count = 5) {
  return weight.scripts.slice(0, count).map((script) => {
    const packages = Object.entries(script.packages ?? {})
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name]) => name);
    return `${new URL(script.url).pathname} ${(script.encodedBytes / 1000).toFixed(1)} KB (${packages.join(', ') || 'unknown'})`;
  });
}

/**
 * @typedef {object} PageWeight
 * @property {string} name
 * @property {string} path
 * @property {number} jsRequests
 * @property {number} jsEncodedBytes compressed, as sent
 * @property {number} jsDecodedBytes
 * @property {number} totalBytes every response of the first load, headers included
 * @property {number} htmlEncodedBytes the document, compressed as sent
 * @property {number} htmlDecodedBytes the document's HTML
 * @property {number} federationRuntimeCopies
 * @property {Record<string, number>} singletonCopies
 * @property {{ url: string, encodedBytes: number, decodedBytes: number, packages?: Record<string, number> }[]} scripts
 */
