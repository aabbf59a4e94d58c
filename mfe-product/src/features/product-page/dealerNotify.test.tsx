/** @jest-environment jest-fixed-jsdom */
// A dealer cannot add an item that is not in stock, and is offered the notify-style control quick
// order shows (spec 2 §5), with the same back-in-stock list in this browser.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { sessionCleared, sessionReceived, type ProductDetail } from '@storefront/shared-domain';
import { mockApi, renderRemote, type FetchDouble } from '@storefront/testing';
import ProductPageExpose from '../../expose/ProductPage';
import { TEST_PRODUCT } from '../reviews/testKit';

const OUT_OF_STOCK: ProductDetail = { ...TEST_PRODUCT, currentlyInStock: false, inventory: 0, price_dealer: 150 };
const DEALER = { account_id: 'd-1', email: 'dealer@example.com', role: 2 };

let api: FetchDouble;
beforeEach(() => window.localStorage.clear());
afterEach(() => api.restore());

async function openAs(viewer: 'dealer' | 'visitor', product: ProductDetail) {
  api = mockApi((url) => (url.pathname === '/api/products/by-handle/evl-12' ? { body: { data: product } } : undefined));
  const { store } = renderRemote(<ProductPageExpose />, { url: '/products/evl-12', route: '/products/:handle' });
  act(() => {
    store.dispatch(viewer === 'dealer' ? sessionReceived({ user: DEALER }) : sessionCleared());
  });
  await screen.findByRole('heading', { level: 1 });
}

it("offers a dealer 'Notify Me' under the disabled 'Out of Stock', and remembers the wish in quick order's list", async () => {
  window.localStorage.setItem('sa_dealer_notify', JSON.stringify(['RP-1200.1D']));
  await openAs('dealer', OUT_OF_STOCK);
  expect(screen.getByTestId('product-out-of-stock')).toBeDisabled();
  // Its code is fetched for dealers only.
  const notify = await screen.findByTestId('product-dealer-notify');
  fireEvent.click(within(notify).getByRole('button', { name: 'Notify Me' }));
  expect(within(notify).getByRole('status')).toHaveTextContent('We will let you know when it is back in stock.');
  expect(within(notify).queryByRole('button')).toBeNull();
  expect(JSON.parse(window.localStorage.getItem('sa_dealer_notify') ?? '[]')).toEqual(['RP-1200.1D', 'EVL-12 D2']);
});

it.each([
  ['a visitor, for an item out of stock', 'visitor', OUT_OF_STOCK],
  ['a dealer, for an item in stock', 'dealer', TEST_PRODUCT],
  [
    'a dealer, for an item no longer available',
    'dealer',
    { ...OUT_OF_STOCK, isDiscontinued: true, blockBackorder: true },
  ],
] as const)('offers no notify control to %s', async (_case, viewer, product) => {
  await openAs(viewer, product);
  await act(async () => undefined);
  expect(screen.queryByTestId('product-dealer-notify')).toBeNull();
});
