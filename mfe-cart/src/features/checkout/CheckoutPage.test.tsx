/** @jest-environment jest-fixed-jsdom */
// Checkout: validation and the field-error wrapper, guest order with a token of the provider's card fields (a double
// of its client script), a declined card, idempotency key reuse on retries, signed-in prefill with saved cards.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionReceived, type Order } from '@storefront/shared-domain';
import { FieldErrorText } from '@storefront/ui';
import {
  CARD_FIELDS_CONFIG,
  installCardFieldsDouble,
  mockApi,
  renderRemote,
  type CardFieldsDouble,
  type FetchDouble,
  type MockReply,
} from '@storefront/testing';
import { cartOf, line } from '../testFixtures';
import { CheckoutPage } from './CheckoutPage';
import { CONFIRMATION_PATH, CONFIRMATION_STORAGE_KEY } from './confirmationStore';
import { TAMPA_ESTIMATE } from '../../testing/shippingEstimate';

let api: FetchDouble;
afterEach(() => {
  api?.restore();
  window.sessionStorage.clear();
});

// The provider's card fields: a double of its client script (loading it defines window.Payments).
let cardFields: CardFieldsDouble;
beforeEach(() => {
  cardFields = installCardFieldsDouble();
});
afterEach(() => cardFields.restore());

const ORDER: Order = {
  order_number: 'SA0000123',
  status: 'paid',
  created_at: '2026-11-22T12:00:00.000Z',
  email: 'guest@example.com',
  lineItems: [{ sku: 'A-1', name: 'Item A-1', quantity: 2, price: 100 }],
  subTotal: 200,
  discountsTotal: 0,
  shippingTotal: 37.12,
  taxTotal: 0,
  final_total: 237.12,
  billingAddress: { first_name: 'Ada', last_name: 'Lovelace', address_line_1: '1 Main St', city: 'Tampa' },
  shippingAddress: { first_name: 'Ada', last_name: 'Lovelace', phone_number: '8135550100' },
};
const PLACED: MockReply = {
  status: 201,
  body: { order: ORDER, confirmation: { orderNumber: 'SA0000123', email: 'guest@example.com' } },
};
const DECLINED: MockReply = {
  status: 402,
  body: { error: { code: 'payment_declined', message: 'Your card was declined.' } },
};

interface Placement {
  key: string | null;
  body: Record<string, unknown>;
}

/** Serves the cart and answers order placements with `replies` in order. */
function serve(replies: MockReply[], extra: (url: URL) => MockReply | undefined = () => undefined) {
  const placements: Placement[] = [];
  api = mockApi(async (url, request) => {
    if (url.pathname === '/api/checkout/v3/orders') {
      placements.push({
        key: request.headers.get('Idempotency-Key'),
        body: (await request.clone().json()) as Record<string, unknown>,
      });
      return replies.shift() ?? PLACED;
    }
    if (url.pathname === '/api/checkout/payment-fields') return { body: { data: CARD_FIELDS_CONFIG } };
    if (url.pathname === '/api/cartv2')
      return { body: cartOf([line('A-1', { quantity: 2 })], { shippingTotal: 37.12 }) };
    if (url.pathname === '/api/cartv2/shipping-estimate') return { body: TAMPA_ESTIMATE };
    return extra(url);
  });
  return placements;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** Fills the store's fields once the card fields are mounted (the shopper's card is in the frame's double). */
async function fillGuest() {
  await screen.findByTestId('cart-checkout-card-frame');
  type('cart-checkout-email', ' Guest@Example.com ');
  type('cart-checkout-phone', '+1 (813) 555-0100');
  type('cart-checkout-shippingAddress-first-name', 'Ada');
  type('cart-checkout-shippingAddress-last-name', 'Lovelace');
  type('cart-checkout-shippingAddress-address1', '1 Main St');
  type('cart-checkout-shippingAddress-city', 'Tampa');
  type('cart-checkout-shippingAddress-state', 'fl');
  type('cart-checkout-shippingAddress-zip', '33606');
  type('cart-checkout-name-on-card', 'Ada Lovelace');
}

const placeOrder = () => fireEvent.click(screen.getByTestId('cart-checkout-place-order'));

function renderCheckout() {
  return renderRemote(<CheckoutPage />, {
    url: '/checkout/v3',
    route: '/checkout/v3',
    extraRoutes: [{ path: CONFIRMATION_PATH, element: <p data-testid="cart-confirmation-route">confirmation</p> }],
  });
}

describe('CheckoutPage', () => {
  it('shows the field-error wrapper texts: the message, Required, or Field error', () => {
    renderRemote(
      <>
        <FieldErrorText error={{ type: 'pattern', message: 'Enter a valid ZIP code.' }} />
        <FieldErrorText error={{ type: 'required', message: '' }} />
        <FieldErrorText error={{ type: 'validate' }} />
      </>,
    );
    expect(screen.getAllByTestId('form-field-error').map((e) => e.textContent)).toEqual([
      'Enter a valid ZIP code.',
      'Required',
      'Field error',
    ]);
  });

  it('validates on submit (Required on every blank required field) and again on change; nothing is sent', async () => {
    const placements = serve([]);
    renderCheckout();
    await screen.findByTestId('cart-checkout-form');
    placeOrder();
    await waitFor(() => expect(screen.getAllByTestId('form-field-error').length).toBeGreaterThan(5));
    const errorOf = (testId: string) => within(screen.getByTestId(`${testId}-field`)).queryByTestId('form-field-error');
    for (const id of [
      'cart-checkout-email',
      'cart-checkout-phone',
      'cart-checkout-shippingAddress-first-name',
      'cart-checkout-shippingAddress-zip',
      'cart-checkout-name-on-card',
    ]) {
      expect(errorOf(id)).toHaveTextContent('Required');
    }
    expect(errorOf('cart-checkout-shippingAddress-address2')).toBeNull();
    type('cart-checkout-phone', '555-01');
    await waitFor(() => expect(errorOf('cart-checkout-phone')).toHaveTextContent('Enter a 10-digit US phone number.'));
    type('cart-checkout-email', 'nobody@');
    await waitFor(() => expect(errorOf('cart-checkout-email')).toHaveTextContent('Invalid email address'));
    expect(placements).toHaveLength(0);
    expect(cardFields.tokenized).toBe(0);
  });

  it('mounts the card fields after hydration and places nothing when they refuse the card', async () => {
    const placements = serve([]);
    renderCheckout();
    await screen.findByTestId('cart-checkout-form');
    const frame = await screen.findByTestId('cart-checkout-card-frame');
    expect(screen.getByTestId('cart-checkout-card-fields')).toContainElement(frame);
    expect(cardFields.mountedWith).toEqual([CARD_FIELDS_CONFIG.publishableKey]);
    await fillGuest();
    cardFields.results.push({ error: { code: 'incomplete', message: 'Enter a valid card number.' } });
    placeOrder();
    // The frame shows its field messages; the page says where to look.
    expect(await screen.findByTestId('cart-checkout-payment-error')).toHaveTextContent('Check the card details.');
    expect(placements).toHaveLength(0);
  });

  it('places a guest order with a test card (normalised contact, one key) and opens the confirmation', async () => {
    const placements = serve([PLACED]);
    const { router } = renderCheckout();
    await screen.findByTestId('cart-checkout-form');
    await screen.findByTestId('cart-checkout-card-frame');
    expect(screen.getByTestId('cart-checkout-review-line')).toHaveTextContent('Item A-1');
    await fillGuest();
    fireEvent.click(screen.getByTestId('cart-checkout-method-express'));
    await waitFor(() => expect(screen.getByTestId('cart-checkout-shipping')).toHaveTextContent('$79.50'));
    expect(screen.getByTestId('cart-checkout-total')).toHaveTextContent('$279.50');
    placeOrder();
    await waitFor(() => expect(router.state.location.pathname).toBe(CONFIRMATION_PATH));
    expect(placements).toHaveLength(1);
    expect(placements[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(placements[0].body).toEqual({
      email: 'guest@example.com',
      phone: '8135550100',
      shippingAddress: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        address1: '1 Main St',
        city: 'Tampa',
        state: 'FL',
        zip: '33606',
        country: 'US',
      },
      billingSameAsShipping: true,
      shippingMethod: 'express',
      payment: { kind: 'card', token: expect.stringMatching(/^tok_test_/), nameOnCard: 'Ada Lovelace' },
    });
    expect(cardFields.tokenized).toBe(1);
    const stored = JSON.parse(window.sessionStorage.getItem(CONFIRMATION_STORAGE_KEY) ?? 'null');
    expect(stored.confirmation).toEqual({ orderNumber: 'SA0000123', email: 'guest@example.com' });
    expect(JSON.stringify(stored)).not.toContain('tok_');
  });

  it('asks for a billing address when it differs from shipping', async () => {
    const placements = serve([PLACED]);
    renderCheckout();
    await screen.findByTestId('cart-checkout-form');
    await fillGuest();
    fireEvent.click(screen.getByTestId('cart-checkout-billing-same'));
    placeOrder();
    const billing = await screen.findByTestId('cart-checkout-billing-address');
    await waitFor(() => expect(within(billing).getAllByText('Required').length).toBeGreaterThanOrEqual(5));
    expect(placements).toHaveLength(0);
  });

  it('shows a declined card in words, keeps the form, and starts a new attempt (new key) next time', async () => {
    const placements = serve([DECLINED, PLACED]);
    const { router } = renderCheckout();
    await screen.findByTestId('cart-checkout-form');
    await screen.findByTestId('cart-checkout-card-frame');
    await fillGuest();
    placeOrder();
    expect(await screen.findByTestId('cart-checkout-payment-error')).toHaveTextContent('Your card was declined.');
    expect(router.state.location.pathname).toBe('/checkout/v3');
    expect(screen.getByTestId('cart-checkout-email')).toHaveValue('Guest@Example.com');
    placeOrder();
    await waitFor(() => expect(router.state.location.pathname).toBe(CONFIRMATION_PATH));
    expect(placements).toHaveLength(2);
    expect(placements[1].key).not.toBe(placements[0].key);
    // The declined attempt used its token: the next one asks the card fields for a new one.
    expect(cardFields.tokenized).toBe(2);
    expect(placements[1].body.payment).not.toEqual(placements[0].body.payment);
  });

  it('retries a lost or busy placement with the same Idempotency-Key and places the order once', async () => {
    const placements = serve([
      { status: 504, body: { error: { code: 'gateway_timeout', message: 'The cart did not answer in time' } } },
      { status: 409, body: { error: { code: 'idempotency_key_in_use', message: 'Still running' } } },
      PLACED,
    ]);
    const { router } = renderCheckout();
    await screen.findByTestId('cart-checkout-form');
    await fillGuest();
    placeOrder();
    await waitFor(() => expect(router.state.location.pathname).toBe(CONFIRMATION_PATH), { timeout: 5000 });
    expect(placements).toHaveLength(3);
    expect(new Set(placements.map((p) => p.key)).size).toBe(1);
  });

  it("keeps the attempt's key when the shopper clicks again after retries ran out", async () => {
    const down: MockReply = {
      status: 503,
      body: { error: { code: 'payment_unavailable', message: 'Payments are unavailable.' } },
    };
    const placements = serve([down, down, down, PLACED]);
    const { router } = renderCheckout();
    await screen.findByTestId('cart-checkout-form');
    await fillGuest();
    placeOrder();
    expect(await screen.findByTestId('cart-checkout-error', {}, { timeout: 5000 })).toHaveTextContent(
      'Payments are unavailable.',
    );
    placeOrder();
    await waitFor(() => expect(router.state.location.pathname).toBe(CONFIRMATION_PATH));
    expect(placements).toHaveLength(4);
    expect(new Set(placements.map((p) => p.key)).size).toBe(1);
  });

  it('shows out-of-stock and server field errors in words', async () => {
    serve([
      {
        status: 409,
        body: {
          error: {
            code: 'out_of_stock',
            message: 'Some items are out of stock.',
            details: [{ sku: 'A-1', available: 1 }],
          },
        },
      },
      {
        status: 400,
        body: {
          error: {
            code: 'invalid_request',
            message: 'Check the highlighted fields.',
            details: [{ path: 'shippingAddress.zip', message: 'We do not ship to this ZIP code.' }],
          },
        },
      },
    ]);
    renderCheckout();
    await screen.findByTestId('cart-checkout-form');
    await fillGuest();
    placeOrder();
    expect(await screen.findByTestId('cart-checkout-error')).toHaveTextContent(
      'Some items are out of stock. A-1: 1 available',
    );
    placeOrder();
    expect(await screen.findByText('We do not ship to this ZIP code.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-checkout-error')).toHaveTextContent('Check the highlighted fields.');
  });

  it('prefills a signed-in viewer from the profile and pays with the default saved card', async () => {
    const placements = serve([PLACED], (url) => {
      if (url.pathname === '/api/account/profile') {
        return {
          body: {
            data: {
              account_id: '100001',
              email: 'shopper@example.com',
              first_name: 'Sam',
              last_name: 'Shopper',
              primary_phone: '8135550199',
              address: { address_line_1: '9 Bay Rd', city: 'Tampa', state_code: 'FL', zip_code: '33606' },
            },
          },
        };
      }
      if (url.pathname === '/api/account/cards') {
        return {
          body: {
            data: [
              {
                id: 'c1',
                card_brand: 'visa',
                card_no: '1111',
                exp_month: 1,
                exp_year: 2031,
                is_default_card: 0,
                updated_at: '',
              },
              {
                id: 'c2',
                card_brand: 'mastercard',
                card_no: '4444',
                exp_month: 7,
                exp_year: 2030,
                is_default_card: 1,
                updated_at: '',
              },
            ],
          },
        };
      }
      return undefined;
    });
    const { store, router } = renderCheckout();
    act(() => {
      store.dispatch(sessionReceived({ user: { account_id: '100001', email: 'shopper@example.com' } }));
    });
    await waitFor(() => expect(screen.getByTestId('cart-checkout-email')).toHaveValue('shopper@example.com'));
    expect(screen.getByTestId('cart-checkout-shippingAddress-address1')).toHaveValue('9 Bay Rd');
    const saved = screen.getAllByTestId('cart-checkout-saved-card');
    expect(saved[1]).toBeChecked();
    expect(saved[1].closest('label')).toHaveTextContent('Mastercard ending in 4444 (expires 07/2030)');
    expect(screen.queryByTestId('cart-checkout-new-card')).not.toBeInTheDocument();
    placeOrder();
    await waitFor(() => expect(router.state.location.pathname).toBe(CONFIRMATION_PATH));
    expect(placements[0].body).toMatchObject({
      email: 'shopper@example.com',
      phone: '8135550199',
      payment: { kind: 'saved-card', cardId: 'c2' },
    });
  });

  it("says 'Your cart is empty' when there is nothing to check out", async () => {
    api = mockApi(() => ({ body: cartOf([]) }));
    renderCheckout();
    expect(await screen.findByTestId('cart-checkout-empty')).toHaveTextContent('Your cart is empty');
  });
});
