// The checkout schema's messages and trimming, field by field (written with zod/mini: the same behaviour as before).
import { ERROR_TEXTS, EMAIL_MESSAGES } from '@storefront/shared-domain';
import { CHECKOUT_FIELD_TEXTS, EMPTY_CHECKOUT, checkoutSchema, type CheckoutValues } from './checkoutForm';

const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: '1 Main St',
  address2: '',
  city: 'Tulsa',
  state: 'OK',
  zip: '74103',
};
const VALID: CheckoutValues = {
  ...EMPTY_CHECKOUT,
  email: 'ada@example.com',
  phone: '(918) 555-0100',
  shippingAddress: ADDRESS,
  nameOnCard: 'Ada Lovelace',
};

/** The first message of each field: the one the form shows (the resolver's default). */
function messages(values: CheckoutValues): Record<string, string> {
  const result = checkoutSchema.safeParse(values);
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('checkout schema', () => {
  it('accepts a complete order and trims what it returns', () => {
    const result = checkoutSchema.safeParse({ ...VALID, shippingAddress: { ...ADDRESS, city: '  Tulsa  ' } });
    expect(result.success).toBe(true);
    expect(result.data?.shippingAddress.city).toBe('Tulsa');
  });

  it('answers each field with its message', () => {
    expect(
      messages({
        ...VALID,
        email: 'not-an-email',
        phone: '12',
        shippingAddress: { ...ADDRESS, first_name: '   ', state: 'Oklahoma', zip: '7410', city: 'x'.repeat(61) },
        nameOnCard: ' ',
      }),
    ).toEqual({
      email: EMAIL_MESSAGES.invalid,
      phone: CHECKOUT_FIELD_TEXTS.invalidPhone,
      'shippingAddress.first_name': ERROR_TEXTS.required,
      'shippingAddress.city': CHECKOUT_FIELD_TEXTS.tooLong(60),
      'shippingAddress.state': CHECKOUT_FIELD_TEXTS.tooLong(2),
      'shippingAddress.zip': CHECKOUT_FIELD_TEXTS.invalidZip,
      nameOnCard: ERROR_TEXTS.required,
    });
  });

  it('checks the billing address only when it differs, and a saved card only by its choice', () => {
    expect(messages({ ...VALID, billingSameAsShipping: false })).toMatchObject({
      'billingAddress.first_name': ERROR_TEXTS.required,
      'billingAddress.zip': ERROR_TEXTS.required,
    });
    expect(messages({ ...VALID, paymentKind: 'saved-card', nameOnCard: '' })).toEqual({
      savedCardId: CHECKOUT_FIELD_TEXTS.chooseCard,
    });
  });
});
