// The embed for integrators: mfe-cart/examples/embed.html, served from a second site (localhost, while the
// store is 127.0.0.1) with a strict CSP and hostile CSS, loads cart-embed.js from the store, adds an item through
// window.StorefrontCart, sees it in the panel, and follows 'Proceed to Checkout' to the store with the same cart.
// Needs the store started with EMBED_ALLOWED_ORIGINS=http://localhost:8193 (the e2e webServer env).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { BASE_URL } from '../playwright.config';
import { expect, test } from './fixtures';

type EmbedWindow = { StorefrontCart: { add(item: { sku: string; quantity: number }): void } };

const INTEGRATOR_PORT = 8193;
const INTEGRATOR_ORIGIN = `http://localhost:${INTEGRATOR_PORT}`;
const EXAMPLE = path.resolve(__dirname, '../../mfe-cart/examples/embed.html');
const ENCLOSURE_SKU = 'VS-FORD-2009-UP-SC-2X12';

let integrator: Server;

test.beforeAll(async () => {
  const template = readFileSync(EXAMPLE, 'utf8');
  integrator = createServer((req, res) => {
    if (req.url !== '/embed.html') {
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
