/** @jest-environment jest-fixed-jsdom */
// The cart page rendered on the server with the visitor's cart, and hydrated from it without a mismatch.
import { mockApi, renderOnServerThenHydrate, type ServerThenHydrate } from '@storefront/testing';
import { cartOf, line } from '../features/testFixtures';
import CartPage from './CartPage';
import { prefetch } from './CartPage.server';

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
