// Confirmation page: the order kept in sessionStorage (a reload shows it), the purchase conversion sent once, and the
// spec 2 §8 'Order tracking' logs when data is missing.
/** @jest-environment jest-fixed-jsdom */
import { screen } from '@testing-library/react';
import { sessionReceived, type Order } from '@storefront/shared-domain';
import { createTestStore, mockApi, renderRemote, type FetchDouble } from '@storefront/testing';
import { CheckoutConfirmationPage } from './CheckoutConfirmationPage';
import { CONFIRMATION_STORAGE_KEY, saveConfirmation } from './confirmationStore';

const ORDER: Order = {
  order_number: 'SA0000123',
  status: 'paid',
  created_at: '2026-11-22T12:00:00.000Z',
  email: 'guest@example.com',
  lineItems: [
    {
      sku: 'VS-FORD-2009-UP-12',
      name: 'Ford Enclosure',
      quantity: 1,
      price: 300,
      child_items: [{ sku: 'C-1', quantity: 2 }],
    },
    { sku: 'A-1', name: 'Item A-1', quantity: 2, price: 100 },
  ],
  subTotal: 500,
  discountsTotal: 25,
  shippingTotal: 37.12,
  taxTotal: 0,
  final_total: 537.12,
  billingAddress: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    address_line_1: '1 Main St',
    city: 'Tampa',
    state_code: 'FL',
    zip_code: '33606',
    country_code: 'US',
  },
  shippingAddress: { first_name: 'Ada', last_name: 'Lovelace', phone_number: '8135550100' },
};

let logged: jest.SpyInstance;
let api: FetchDouble;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api = mockApi((url) => (url.pathname === '/api/analytics/events' ? { status: 202, body: {} } : undefined));
});
afterEach(() => {
  api.restore();
  logged.mockRestore();
  window.sessionStorage.clear();
  delete window.dataLayer;
});

function signedInStore() {
  const store = createTestStore();
  store.dispatch(sessionReceived({ user: { account_id: '100001', email: 'guest@example.com' } }));
  return store;
}

function guestStore() {
  const store = createTestStore();
  store.dispatch(sessionReceived({}));
  return store;
}

const purchases = () => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'purchase');

describe('CheckoutConfirmationPage', () => {
  it('shows the order number, email, lines and totals, and sends the conversion once (not again on reload)', () => {
    saveConfirmation(
      { order: ORDER, confirmation: { orderNumber: 'SA0000123', email: 'guest@example.com' } },
      { first_name: 'Ada', last_name: 'Lovelace', primary_phone: '8135550100' },
    );
    const first = renderRemote(<CheckoutConfirmationPage />, { store: signedInStore() });
    expect(screen.getByTestId('cart-checkout-confirmation-number')).toHaveTextContent('SA0000123');
    expect(screen.getByTestId('cart-checkout-confirmation-email')).toHaveTextContent('guest@example.com');
    expect(screen.getByTestId('cart-checkout-confirmation-lines')).toHaveTextContent('VS-FORD-2015-UP-12');
    expect(screen.getByTestId('cart-checkout-confirmation-totals')).toHaveTextContent('Discount-$25.00');
    expect(screen.getByTestId('cart-checkout-confirmation-total')).toHaveTextContent('$537.12');
    expect(purchases()).toEqual([
      expect.objectContaining({
        event: 'purchase',
        order: { final_total: 537.12, order_number: 'SA0000123', email: 'guest@example.com' },
        lineItems: [
          { sku: 'VS-FORD-2009-UP-12', quantity: 1, child_items: [{ sku: 'C-1', quantity: 2 }] },
          { sku: 'A-1', quantity: 2, child_items: [] },
        ],
        billingAddress: expect.objectContaining({ first_name: 'Ada', zip_code: '33606', state_code: 'FL' }),
        shippingAddress: { phone_number: '8135550100' },
        customer: { first_name: 'Ada', last_name: 'Lovelace', primary_phone: '8135550100' },
      }),
    ]);
    first.unmount();
    // A reload: the page reads sessionStorage again, shows the order, and does not count it twice.
    renderRemote(<CheckoutConfirmationPage />, { store: signedInStore() });
    expect(screen.getByTestId('cart-checkout-confirmation-number')).toHaveTextContent('SA0000123');
    expect(purchases()).toHaveLength(1);
    expect(logged).not.toHaveBeenCalled();
  });

  it('sends no customer data (email, names, phone, address) for a guest, and waits for the session', () => {
    saveConfirmation(
      { order: ORDER, confirmation: { orderNumber: 'SA0000123', email: 'guest@example.com' } },
      { first_name: 'Ada', last_name: 'Lovelace', primary_phone: '8135550100' },
    );
    const loading = renderRemote(<CheckoutConfirmationPage />);
    expect(purchases()).toHaveLength(0);
    loading.unmount();
    renderRemote(<CheckoutConfirmationPage />, { store: guestStore() });
    expect(purchases()).toHaveLength(1);
    const [purchase] = purchases() as Array<Record<string, unknown>>;
    expect(purchase.order).toEqual({ final_total: 537.12, order_number: 'SA0000123' });
    expect(purchase).not.toHaveProperty('billingAddress');
    expect(purchase).not.toHaveProperty('shippingAddress');
    expect(purchase).not.toHaveProperty('customer');
    expect(JSON.stringify(purchase)).not.toMatch(/Lovelace|8135550100|33606/);
  });

  it("logs 'Order information is missing.' and sends nothing without an order", () => {
    renderRemote(<CheckoutConfirmationPage />, { store: guestStore() });
    expect(screen.getByTestId('cart-checkout-confirmation-missing')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Order information is missing.');
    expect(purchases()).toHaveLength(0);
  });

  it("logs 'Order total or order number is missing.' and sends nothing when either is missing", () => {
    window.sessionStorage.setItem(
      CONFIRMATION_STORAGE_KEY,
      JSON.stringify({
        order: { ...ORDER, final_total: undefined },
        confirmation: { orderNumber: 'SA0000123', email: 'guest@example.com' },
      }),
    );
    renderRemote(<CheckoutConfirmationPage />, { store: guestStore() });
    expect(logged).toHaveBeenCalledWith('Order total or order number is missing.');
    expect(purchases()).toHaveLength(0);
  });
});
