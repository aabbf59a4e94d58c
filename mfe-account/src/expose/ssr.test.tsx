/** @jest-environment jest-fixed-jsdom */
// The account remote's pages rendered on the server for a signed-in visitor (the frame reads their session first, as
// the shell's server render does) and hydrated from that HTML without a mismatch or a second fetch; the sign-in page
// rendered for a visitor known to be signed out.
import type { ReactElement } from 'react';
import { renderOnServerThenHydrate, type PagePrefetch, type ServerThenHydrate } from '@storefront/testing';
import { sessionApi } from '@storefront/shared-domain';
import { mockAccountBackend, order, shopper } from '../testing/accountBackend';
import AccountPage from './AccountPage';
import { prefetch as accountPrefetch } from './AccountPage.server';
import DealersPage from './DealersPage';
import LoginPage from './LoginPage';
import OrdersPage from './OrdersPage';
import { prefetch as ordersPrefetch } from './OrdersPage.server';
import ReturnsPage from './ReturnsPage';
import { prefetch as returnsPrefetch } from './ReturnsPage.server';

let page: ServerThenHydrate | undefined;
afterEach(() => page?.unmount());

/** The page's prefetch after the session read the frame makes for a signed-in visitor. */
const signedIn =
  (prefetch?: PagePrefetch): PagePrefetch =>
  async (context) => {
    await context.store.dispatch(sessionApi.endpoints.getSession.initiate());
    await prefetch?.(context);
  };

/** What the frame writes for a visitor without a session: the signed-out answer, not asked for. */
const signedOut: PagePrefetch = (context) =>
  context.store.dispatch(sessionApi.util.upsertQueryData('getSession', undefined, {}));

async function render(
  element: ReactElement,
  url: string,
  route: string,
  prefetch: PagePrefetch,
  backend: Parameters<typeof mockAccountBackend>[0] = {},
  params: Record<string, string> = {},
) {
  page = await renderOnServerThenHydrate(element, {
    url,
    route,
    params,
    prefetch,
    api: () => mockAccountBackend({ orders: [order()], ...backend }).api,
  });
  expect(page.recoverableErrors).toEqual([]);
  expect(page.consoleErrors).toEqual([]);
  return page;
}

it('the account page: the greeting and profile in the HTML, nothing asked again', async () => {
  const { html, browserCalls } = await render(<AccountPage />, '/account', '/account', signedIn(accountPrefetch));
  expect(html).toContain('data-testid="account-greeting"');
  expect(html).toContain('Kim');
  expect(browserCalls).toEqual([]);
});

it('the order history and one order, from their prefetch', async () => {
  const list = await render(<OrdersPage />, '/account/orders', '/account/orders', signedIn(ordersPrefetch));
  expect(list.html).toContain('View order SA0005001');
  expect(list.browserCalls).toEqual([]);
  page?.unmount();
  const detail = await render(
    <OrdersPage />,
    '/account/orders/SA0005001',
    '/account/orders/:orderNumber',
    signedIn(ordersPrefetch),
    {},
    { orderNumber: 'SA0005001' },
  );
  expect(detail.html).toContain('9 Dock Rd');
  expect(detail.browserCalls).toEqual([]);
});

it('returns: the form offers the order the address names, and the list is there', async () => {
  const { html, browserCalls } = await render(
    <ReturnsPage />,
    '/returns?order=SA0005001',
    '/returns',
    signedIn(returnsPrefetch),
  );
  expect(html).toContain('data-testid="account-returns-empty"');
  expect(html).toContain('#SA0005001');
  expect(browserCalls).toEqual([]);
});

it("dealer quick order: a dealer's page, not the sign-in redirect", async () => {
  const { html } = await render(<DealersPage />, '/dealers', '/dealers', signedIn(), {
    user: shopper({ role: 2, isDealer: true }),
  });
  expect(html).toContain('data-testid="account-dealer-quick-order"');
  expect(html).not.toContain('data-testid="account-dealer-not-dealer"');
});

it('sign-in for a visitor known to be signed out: both forms in the HTML', async () => {
  const { html, browserCalls } = await render(<LoginPage />, '/account/login', '/account/login', signedOut, {
    user: null,
  });
  expect(html).toContain('Returning customers');
  expect(html).toContain('New customers');
  expect(browserCalls).toEqual([]);
});
