/** @jest-environment jest-fixed-jsdom */
// The cart and checkout pages rendered on the server with the visitor's cart, and hydrated from it without a mismatch.
import { mockApi, renderOnServerThenHydrate, type ServerThenHydrate } from '@storefront/testing';
import { sessionApi } from '@storefront/shared-domain';
import { cartOf, line } from '../features/testFixtures';
import CartPage from './CartPage';
import { prefetch } from './CartPage.server';
import CheckoutPage from './CheckoutPage';
import { prefetch as checkoutPrefetch } from './CheckoutPage.server';

let page: ServerThenHydrate | undefined;
afterEach(() => page?.unmount());

it('shows the lines in the HTML and hydrates cleanly', async () => {
  page = await renderOnServerThenHydrate(<CartPage />, {
    url: '/cart',
    route: '/cart',
    prefetch,
    api: () =>
      mockApi((url) =>
        url.pathname === '/api/cartv2'
          ? { body: cartOf([line('ZVX-8', { name: 'ZVX-8 <D1>', quantity: 2 })]) }
          : undefined,
      ),
  });
  expect(page.html).toContain('ZVX-8 &lt;D1&gt;');
  expect(page.recoverableErrors).toEqual([]);
  expect(page.consoleErrors).toEqual([]);
});

it("checkout: a guest's form and order review in the HTML, hydrated cleanly", async () => {
  page = await renderOnServerThenHydrate(<CheckoutPage />, {
    url: '/checkout/v3',
    route: '/checkout/v3',
    // The frame writes the signed-out session for a visitor without one, then the page's prefetch runs.
    prefetch: async (context) => {
      await context.store.dispatch(sessionApi.util.upsertQueryData('getSession', undefined, {}));
      await checkoutPrefetch(context);
    },
    api: () =>
      mockApi((url) => {
        if (url.pathname === '/api/checkout/payment-fields') {
          return { body: { data: { scriptUrl: 'http://pay.test/js/v1/payments.js', publishableKey: 'pk_test_x' } } };
        }
        return url.pathname === '/api/cartv2'
          ? { body: cartOf([line('ZVX-8', { name: 'ZVX-8 D1', quantity: 1 })]) }
          : undefined;
      }),
  });
  expect(page.html).toContain('data-testid="cart-checkout-form"');
  // The card fields' container is empty on the server and at hydration (the frame is mounted afterwards).
  expect(page.html).toMatch(/data-testid="cart-checkout-card-fields" class="[^"]+"><\/div>/);
  expect(page.html).toContain('ZVX-8 D1');
  expect(page.recoverableErrors).toEqual([]);
  expect(page.consoleErrors).toEqual([]);
  // (The cart itself is read again once mounted: spec 2 §7 revalidates it on mount, as before paying it should.)
  expect(page.browserCalls.filter((call) => !call.startsWith('/api/cartv2'))).toEqual([]);
});
