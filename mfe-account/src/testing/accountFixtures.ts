// The account screens' test data: a signed-in shopper, a saved card and an order, with the services' shapes.
import type { Order, SavedCard, SessionUser } from '@storefront/shared-domain';

export const SHOPPER_PASSWORD = 'correct-horse-battery';

export function shopper(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    account_id: '100001',
    email: 'shopper@example.com',
    role: 1,
    first_name: 'Kim',
    last_name: 'Lee',
    primary_phone: '5551234567',
    address: { address_line_1: '1 Main St', city: 'Tampa', state_code: 'FL', zip_code: '33601', country_code: 'US' },
    email_consent: 1,
    sms_consent: 0,
    ...overrides,
  };
}

export function card(overrides: Partial<SavedCard> = {}): SavedCard {
  return {
    id: 'card-1',
    card_brand: 'visa',
    card_no: '4242',
    exp_month: 4,
    exp_year: 2031,
    card_nickname: 'Work card',
    is_default_card: 1,
    updated_at: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    order_number: 'SA0005001',
    status: 'delivered',
    created_at: '2025-03-04T15:00:00.000Z',
    email: 'shopper@example.com',
    lineItems: [
      { sku: 'SA-12 D2', name: 'SA-12 Subwoofer', quantity: 2, price: 199.99 },
      { sku: 'AMP-1', name: 'Mono amplifier', quantity: 1, price: 349.5 },
    ],
    subTotal: 749.48,
    discountsTotal: 20,
    shippingTotal: 0,
    taxTotal: 51.03,
    final_total: 780.51,
    billingAddress: {
      first_name: 'Kim',
      last_name: 'Lee',
      address_line_1: '1 Main St',
      city: 'Tampa',
      state_code: 'FL',
      zip_code: '33601',
    },
    shippingAddress: {
      first_name: 'Kim',
      last_name: 'Lee',
      address_line_1: '9 Dock Rd',
      city: 'Miami',
      state_code: 'FL',
      zip_code: '33101',
    },
    ...overrides,
  };
}
