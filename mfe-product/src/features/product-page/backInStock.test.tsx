/** @jest-environment jest-fixed-jsdom */
// 'Email me when it is back' on an item out of stock (not a pre-order): the form's code comes only then, the email
// is checked before it is sent, a signed-in shopper's is filled in, and the API's answers read as sentences.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionCleared, sessionReceived, type ProductDetail, type SessionUser } from '@storefront/shared-domain';
import { mockApi, renderRemote, type FetchDouble, type MockReply } from '@storefront/testing';
import ProductPageExpose from '../../expose/ProductPage';
import { TEST_PRODUCT } from '../reviews/testKit';

const OUT_OF_STOCK: ProductDetail = { ...TEST_PRODUCT, currentlyInStock: false, inventory: 0, price_dealer: 150 };
const DEALER = { account_id: 'd-1', email: 'dealer@example.com', role: 2 };
const SHOPPER = { account_id: '100001', email: 'shopper@example.com', role: 1 };
const PATH = '/api/products/back-in-stock';

let api: FetchDouble;
afterEach(() => api.restore());

async function open(product: ProductDetail, user: SessionUser | null, answer: MockReply = { status: 202, body: {} }) {
  api = mockApi((url) => {
    if (url.pathname === '/api/products/by-handle/evl-12') return { body: { data: product } };
    return url.pathname === PATH ? answer : undefined;
  });
  const { store } = renderRemote(<ProductPageExpose />, { url: '/products/evl-12', route: '/products/:handle' });
  act(() => {
    store.dispatch(user ? sessionReceived({ user }) : sessionCleared());
  });
  await screen.findByRole('heading', { level: 1 });
}

const posts = () => api.requests.filter((r) => r.method === 'POST' && r.path === PATH);

it('asks a visitor for a valid email, sends it with the sku and confirms', async () => {
  await open(OUT_OF_STOCK, null);
  expect(screen.getByTestId('product-out-of-stock')).toBeDisabled();
  const form = await screen.findByTestId('product-back-in-stock');
  expect(form).toHaveTextContent('Email me when it is back');
  const email = screen.getByLabelText('Email');
  expect(email).toHaveValue('');
  fireEvent.change(email, { target: { value: 'not-an-email' } });
  fireEvent.click(screen.getByTestId('product-back-in-stock-submit'));
  expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  expect(posts()).toHaveLength(0);

  fireEvent.change(email, { target: { value: ' kim@example.com ' } });
  fireEvent.click(screen.getByTestId('product-back-in-stock-submit'));
  expect(await screen.findByTestId('product-back-in-stock-done')).toHaveTextContent(
    'We will email kim@example.com once when it is back in stock.',
  );
  expect(posts().map((r) => r.body)).toEqual([{ sku: OUT_OF_STOCK.sku, email: 'kim@example.com' }]);
});

it.each([
  ['a signed-in shopper', SHOPPER],
  ['a dealer', DEALER],
])('fills in the email of %s', async (_who, user) => {
  await open(OUT_OF_STOCK, user);
  await screen.findByTestId('product-back-in-stock');
  expect(screen.getByLabelText('Email')).toHaveValue(user.email);
});

it.each([
  [{ status: 409, body: { error: { code: 'conflict', message: 'In stock' } } }, 'it is back in stock. Reload'],
  [{ status: 400, body: { error: { code: 'invalid_request', message: 'email: bad' } } }, 'email: bad'],
  [{ status: 500, body: {} }, 'That did not work'],
] as const)('says what went wrong (%j)', async (answer, text) => {
  await open(OUT_OF_STOCK, SHOPPER, answer);
  fireEvent.click(await screen.findByTestId('product-back-in-stock-submit'));
  expect(await screen.findByTestId('product-back-in-stock-error')).toHaveTextContent(text);
  expect(screen.queryByTestId('product-back-in-stock-done')).toBeNull();
});

it.each([
  ['an item in stock', TEST_PRODUCT],
  ['an item no longer available', { ...OUT_OF_STOCK, isDiscontinued: true, blockBackorder: true }],
] as const)('offers no form for %s', async (_case, product) => {
  await open(product, SHOPPER);
  await act(async () => undefined);
  await waitFor(() => expect(screen.queryByTestId('product-back-in-stock')).toBeNull());
});

describe('with the store’s push subscription in this browser', () => {
  const ENDPOINT = 'https://push.example.net/send/abc';
  const original = { serviceWorker: Object.getOwnPropertyDescriptor(navigator, 'serviceWorker') };

  function grantPush(endpoint: string | null, permission: NotificationPermission = 'granted') {
    Object.defineProperty(globalThis, 'Notification', { configurable: true, value: { permission } });
    const registration = { pushManager: { getSubscription: async () => (endpoint ? { endpoint } : null) } };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => registration },
    });
  }
  afterEach(() => {
    delete (globalThis as { Notification?: unknown }).Notification;
    if (original.serviceWorker) Object.defineProperty(navigator, 'serviceWorker', original.serviceWorker);
    else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('offers a push message on this device, and sends the subscription’s endpoint with the sku', async () => {
    grantPush(ENDPOINT);
    await open(OUT_OF_STOCK, null);
    fireEvent.click(await screen.findByTestId('product-back-in-stock-push'));
    expect(await screen.findByTestId('product-back-in-stock-done')).toHaveTextContent(
      'We will send a push message to this device once when it is back in stock.',
    );
    expect(posts().map((r) => r.body)).toEqual([{ sku: OUT_OF_STOCK.sku, push: { endpoint: ENDPOINT } }]);
  });

  it.each([
    ['no subscription', () => grantPush(null)],
    ['push not allowed', () => grantPush(ENDPOINT, 'denied')],
    ['no push at all', () => undefined],
  ])('offers only the email with %s', async (_case, arrange) => {
    arrange();
    await open(OUT_OF_STOCK, null);
    await screen.findByTestId('product-back-in-stock');
    await act(async () => undefined);
    expect(screen.queryByTestId('product-back-in-stock-push')).toBeNull();
  });

  it('says what went wrong and keeps the choice', async () => {
    grantPush(ENDPOINT);
    await open(OUT_OF_STOCK, null, { status: 500, body: {} });
    fireEvent.click(await screen.findByTestId('product-back-in-stock-push'));
    expect(await screen.findByTestId('product-back-in-stock-error')).toHaveTextContent('That did not work');
    expect(screen.getByTestId('product-back-in-stock-push')).toBeInTheDocument();
  });
});
