// How a refused order reads on the form: a refused card beside the payment, stock left per line, the fields the
// service names, and the generic message when the service said nothing.
import { FETCH_ERROR_MESSAGE } from '@storefront/shared-domain';
import { checkoutErrorOf } from './checkoutErrorOf';
import { CHECKOUT_TEXTS } from './checkoutTexts';

const refusal = (status: number, error: Record<string, unknown>) => ({ status, data: { error } });

describe('checkoutErrorOf', () => {
  it('puts a refused card (402) beside the payment, whatever its code', () => {
    expect(checkoutErrorOf(refusal(402, { code: 'payment_declined', message: 'Your card was declined.' }))).toEqual({
      kind: 'payment',
      message: 'Your card was declined.',
    });
    expect(checkoutErrorOf(refusal(402, { code: 'out_of_stock' }))).toEqual({
      kind: 'payment',
      message: FETCH_ERROR_MESSAGE,
    });
  });

  it('lists what is left of each out-of-stock line after the message, skipping details without a sku', () => {
    const failure = checkoutErrorOf(
      refusal(409, {
        code: 'out_of_stock',
        message: 'Some items are no longer available.',
        details: [{ sku: 'A-1', available: 1 }, { sku: 'B-2', available: 'none' }, { available: 3 }],
      }),
    );
    expect(failure).toEqual({
      kind: 'form',
      message: [
        'Some items are no longer available.',
        CHECKOUT_TEXTS.outOfStock('A-1', 1),
        CHECKOUT_TEXTS.outOfStock('B-2', 0),
      ].join(' '),
      fields: [],
    });
  });

  it('marks the form fields named by the validation details (a list or a map) and keeps the message', () => {
    const listed = checkoutErrorOf(
      refusal(400, {
        code: 'validation_failed',
        message: 'Check the highlighted fields.',
        details: [
          { path: ['body', 'payment', 'nameOnCard'], message: 'Bad name' },
          { field: 'shippingAddress.zip', message: 'Bad ZIP' },
          { path: 'unknown.field', message: 'Ignored' },
          { path: 'email' },
        ],
      }),
    );
    expect(listed).toEqual({
      kind: 'form',
      message: 'Check the highlighted fields.',
      fields: [
        ['nameOnCard', 'Bad name'],
        ['shippingAddress.zip', 'Bad ZIP'],
      ],
    });
    const mapped = checkoutErrorOf(refusal(400, { message: 'Invalid.', details: { email: 'Bad email', phone: 3 } }));
    expect(mapped).toEqual({ kind: 'form', message: 'Invalid.', fields: [['email', 'Bad email']] });
  });

  it('falls back to the generic message for a failure without a body', () => {
    expect(checkoutErrorOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      kind: 'form',
      message: FETCH_ERROR_MESSAGE,
      fields: [],
    });
    expect(checkoutErrorOf(undefined)).toEqual({ kind: 'form', message: FETCH_ERROR_MESSAGE, fields: [] });
  });
});
