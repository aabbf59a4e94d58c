// The embed for integrators: mfe-cart/examples/embed.html, served from a second site (localhost, while the
// store is 127.0.0.1) with a strict CSP and hostile CSS, loads cart-embed.js from the store, adds an item through
// window.StorefrontCart, sees it in the panel, and follows 'Proceed to Checkout' to the store with the same cart.
// Then the same page in a browser that refuses the store's third-party cookies (the cart kept in the page's storage,
// or nowhere), and pages whose CSS sets every inherited property, which the cart's shadow root must not inherit.
// Needs the store started with EMBED_ALLOWED_ORIGINS=http://localhost:8193 (the e2e webServer env).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { expect, test } from './fixtures';

type EmbedWindow = { StorefrontCart: { add(item: { sku: string; quantity: number }): void } };

const INTEGRATOR_PORT = 8193;
const INTEGRATOR_ORIGIN = `http://localhost:${INTEGRATOR_PORT}`;
const EXAMPLE = path.resolve(__dirname, '../../mfe-cart/examples/embed.html');
const ENCLOSURE_SKU = 'VS-FORD-2009-UP-SC-2X12';

let integrator: Server;

/** Every inherited CSS property at a value far from its default: none of them may reach inside the cart. */
const EXTREME_INHERITED = `
  color: lime; font-family: 'Comic Sans MS', cursive; font-size: 31px; font-style: italic; font-weight: 900;
  font-variant: small-caps; font-stretch: condensed; font-kerning: none; line-height: 4; letter-spacing: 7px;
  word-spacing: 19px; text-transform: uppercase; text-align: right; text-indent: 40px; text-shadow: 2px 2px red;
  white-space: pre; direction: rtl; visibility: hidden; cursor: crosshair; list-style: square inside;
  word-break: break-all; overflow-wrap: anywhere; hyphens: auto; tab-size: 20; text-rendering: optimizeSpeed;
  caption-side: bottom; border-collapse: collapse; border-spacing: 9px; empty-cells: hide; quotes: '<' '>';
  pointer-events: none; writing-mode: vertical-rl; text-underline-position: under; caret-color: red;
  accent-color: red; color-scheme: dark; image-rendering: pixelated; paint-order: stroke; line-break: anywhere;`;
const INHERITED_PROPERTIES = EXTREME_INHERITED.split(';')
  .map((declaration) => declaration.split(':')[0].trim())
  .filter(Boolean)
  .flatMap((name) => (name === 'list-style' ? ['list-style-type', 'list-style-position'] : [name]));

/** A page with nothing but the snippet and `css`: the plain host and the extreme one. */
function snippetPage(css: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" />
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'nonce-__NONCE__' __STORE_ORIGIN__; style-src 'nonce-__NONCE__'; connect-src __STORE_ORIGIN__; img-src __STORE_ORIGIN__ data:" />
<title>Host</title><style nonce="__NONCE__">${css}</style></head><body>
<script src="__STORE_ORIGIN__/mf/cart/cart-embed.js" data-store-origin="__STORE_ORIGIN__" nonce="__NONCE__" async></script>
<div data-storefront-cart></div></body></html>`;
}

test.beforeAll(async () => {
  const pages: Record<string, string> = {
    '/embed.html': readFileSync(EXAMPLE, 'utf8'),
    '/plain.html': snippetPage(''),
    '/extreme.html': snippetPage(`html, body, body * { ${EXTREME_INHERITED} }`),
  };
  integrator = createServer((req, res) => {
    const template = pages[req.url ?? ''];
    if (!template) {
      res.writeHead(404).end();
      return;
    }
    const nonce = randomBytes(16).toString('base64');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(template.replaceAll('__STORE_ORIGIN__', BASE_URL).replaceAll('__NONCE__', nonce));
  });
  await new Promise<void>((resolve) => integrator.listen(INTEGRATOR_PORT, 'localhost', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => integrator?.close(resolve));
});

test('an integrator page sells from our cart and the cart carries over to checkout on our site', async ({
  page,
  problems,
}) => {
  const probe = await page.request.get(`${BASE_URL}/api/cartv2`, { headers: { Origin: INTEGRATOR_ORIGIN } });
  expect(
    probe.headers()['access-control-allow-origin'],
    `the store must run with EMBED_ALLOWED_ORIGINS=${INTEGRATOR_ORIGIN} (e2e/playwright.config.ts webServer env)`,
  ).toBe(INTEGRATOR_ORIGIN);
  await page.goto(`${INTEGRATOR_ORIGIN}/embed.html`);

  // The loader mounted the cart into the snippet's element, inside a shadow root the host CSS cannot reach.
  const button = page.getByTestId('cart-embed-button');
  await expect(button).toBeVisible();
  const look = await button.evaluate((el) => {
    const style = getComputedStyle(el);
    return { font: style.fontFamily, background: style.backgroundColor };
  });
  expect(look.font).not.toMatch(/Comic Sans/);
  expect(look.background).not.toBe('rgb(255, 105, 180)');

  // Add through the global API (the page's button calls StorefrontCart.add): the panel opens with the line.
  await page.locator('#buy').click();
  await expect(page.locator('#status')).toHaveText(`Added ${ENCLOSURE_SKU}`);
  const panel = page.getByTestId('cart-panel');
  await expect(panel).toBeVisible();
  const line = panel.locator(`[data-testid="cart-line"][data-sku="${ENCLOSURE_SKU}"]`);
  await expect(line).toBeVisible();
  // Links and images point at the store.
  expect(await line.getByTestId('cart-line-link').getAttribute('href')).toMatch(new RegExp(`^${BASE_URL}/products/`));

  // A second add lands in the same cart (the cross-site cookie works).
  await page.evaluate(
    (sku) => (window as unknown as EmbedWindow).StorefrontCart.add({ sku, quantity: 1 }),
    ENCLOSURE_SKU,
  );
  await expect(line.getByTestId('cart-line-quantity')).toHaveValue('2');
  expect(problems.consoleErrors).toEqual([]);

  // 'Proceed to Checkout' goes to our checkout with a hand-off token, which becomes our cart and leaves the address.
  await panel.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/checkout/v3`);
  await expect(page.getByTestId('cart-checkout-form')).toBeVisible();
  const cart = (await (await page.request.get(`${BASE_URL}/api/cartv2`)).json()) as {
    data: { items: Array<{ sku: string; quantity: number }> };
  };
  expect(cart.data.items).toEqual([expect.objectContaining({ sku: ENCLOSURE_SKU, quantity: 2 })]);
  expect(problems.consoleErrors).toEqual([]);
});

/**
 * Safari's and Brave's default on the integrator's page: the store's cookies are neither kept nor sent. The page's
 * calls to the store's API (they carry the integrator's Origin) go out without cookies and come back without
 * Set-Cookie; the store's own pages (after the checkout hand-off) keep theirs.
 */
async function refuseStoreCookies(page: Page) {
  await page.route(`${BASE_URL}/api/**`, async (route) => {
    const request = route.request();
    const headers = await request.allHeaders();
    if (headers.origin !== INTEGRATOR_ORIGIN) return route.continue();
    for (const name of ['cookie', 'host', 'connection', 'content-length', 'accept-encoding']) delete headers[name];
    const answer = await fetch(request.url(), {
      method: request.method(),
      headers,
      body: request.postData() ?? undefined,
    });
    const dropped = new Set(['set-cookie', 'content-encoding', 'content-length', 'transfer-encoding', 'connection']);
    await route.fulfill({
      status: answer.status,
      headers: Object.fromEntries([...answer.headers].filter(([name]) => !dropped.has(name))),
      body: Buffer.from(await answer.arrayBuffer()),
    });
  });
  // The storage mode the embed announces, heard from the start.
  await page.addInitScript(() => {
    const modes: string[] = [];
    (window as unknown as { storageModes: string[] }).storageModes = modes;
    document.addEventListener('storefront-cart:storage-mode', (event) =>
      modes.push((event as CustomEvent<{ mode: string }>).detail.mode),
    );
  });
}

const storageModes = (page: Page) =>
  page.evaluate(() => (window as unknown as { storageModes: string[] }).storageModes);

test("without third-party cookies the cart lives in the page's storage: adds accumulate and reach checkout", async ({
  page,
  problems,
}) => {
  await refuseStoreCookies(page);
  await page.goto(`${INTEGRATOR_ORIGIN}/embed.html`);
  await page.locator('#buy').click();
  await expect(page.locator('#status')).toHaveText(`Added ${ENCLOSURE_SKU}`);
  const panel = page.getByTestId('cart-panel');
  const line = panel.locator(`[data-testid="cart-line"][data-sku="${ENCLOSURE_SKU}"]`);
  await expect(line).toBeVisible();
  expect(await storageModes(page)).toEqual(['storage']);
  await expect(page.locator('[data-storefront-cart]')).toHaveAttribute('data-storage-mode', 'storage');
  const kept = await page.evaluate((store) => localStorage.getItem(`storefront-cart-token:${store}`), BASE_URL);
  expect(kept).toMatch(/^[A-Za-z0-9_-]{21}$/);

  // The second add lands in the same cart, and the cart is there after a reload.
  await page.evaluate(
    (sku) => (window as unknown as EmbedWindow).StorefrontCart.add({ sku, quantity: 1 }),
    ENCLOSURE_SKU,
  );
  await expect(line.getByTestId('cart-line-quantity')).toHaveValue('2');
  await page.reload();
  await page.evaluate(() => (window as unknown as { StorefrontCart: { open(): void } }).StorefrontCart.open());
  await expect(line.getByTestId('cart-line-quantity')).toHaveValue('2');
  expect(await storageModes(page)).toEqual(['storage']);
  // The browser kept no cookie of the store's: the page's storage alone names the cart.
  expect((await page.context().cookies(BASE_URL)).map((c) => c.name)).not.toContain('sa_cart_token');
  expect(problems.consoleErrors).toEqual([]);

  // 'Proceed to Checkout' carries the kept cart into the store, as it carries the cookie's.
  await panel.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/checkout/v3`);
  await expect(page.getByTestId('cart-checkout-form')).toBeVisible();
  const cart = (await (await page.request.get(`${BASE_URL}/api/cartv2`)).json()) as {
    data: { cart_token: string; items: Array<{ sku: string; quantity: number }> };
  };
  expect(cart.data.cart_token).toBe(kept);
  expect(cart.data.items).toEqual([expect.objectContaining({ sku: ENCLOSURE_SKU, quantity: 2 })]);
});

test("when the page's storage is refused too, an add says the cart cannot be kept and links to the store", async ({
  page,
}) => {
  await refuseStoreCookies(page);
  // On the integrator's page only (the store's own pages keep their storage).
  await page.addInitScript((origin) => {
    if (window.location.origin !== origin) return;
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  }, INTEGRATOR_ORIGIN);
  await page.goto(`${INTEGRATOR_ORIGIN}/embed.html`);
  await page.locator('#buy').click();
  await expect(page.locator('#status')).toHaveText(new RegExp(`^Could not add ${ENCLOSURE_SKU}`));
  const notice = page.getByTestId('cart-embed-not-kept');
  await expect(notice).toHaveText("Your cart can't be kept in this browser. Continue on the store's site");
  const link = notice.getByRole('link', { name: "Continue on the store's site" });
  expect(await link.getAttribute('href')).toMatch(new RegExp(`^${BASE_URL}/products/.+`));
  expect(await storageModes(page)).toEqual(['none']);
  await expect(page.locator('#status')).not.toHaveText(/^Added/);

  // The link opens the product on the store, where the shopper's own cart works.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`^${BASE_URL}/products/`));
  await expect(page.getByTestId('product-add-to-cart')).toBeVisible();
});

test("the host page's inherited CSS does not reach inside the cart's shadow root", async ({ page }) => {
  const inside = async (url: string) => {
    await page.goto(url);
    await expect(page.getByTestId('cart-embed-button')).toBeAttached();
    return page.evaluate((properties) => {
      const root = document.querySelector('[data-storefront-cart]')!.shadowRoot!;
      const elements = [
        '[data-storefront-cart-root]',
        '[data-testid="cart-embed"]',
        '[data-testid="cart-embed-button"]',
      ];
      return elements.map((selector) => {
        const style = getComputedStyle(root.querySelector(selector)!);
        return Object.fromEntries(properties.map((name) => [`${selector} ${name}`, style.getPropertyValue(name)]));
      });
    }, INHERITED_PROPERTIES);
  };
  const plain = await inside(`${INTEGRATOR_ORIGIN}/plain.html`);
  const extreme = await inside(`${INTEGRATOR_ORIGIN}/extreme.html`);
  // The host element itself does take the page's values (the test would prove nothing otherwise).
  const hostDirection = await page.evaluate(
    () => getComputedStyle(document.querySelector('[data-storefront-cart]')!).direction,
  );
  expect(hostDirection).toBe('rtl');
  expect(extreme).toEqual(plain);
});
