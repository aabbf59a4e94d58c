// The store's refusal of card data (card-data.ts) and the webhook signatures (webhook-signature.ts).
import { findCardData, looksLikeCardNumber } from '../src/card-data';
import { signWebhook, verifyWebhookSignature, WEBHOOK_TOLERANCE_S } from '../src/webhook-signature';

describe('card data in a body', () => {
  it.each([
    ['4242424242424242', true],
    ['4242 4242 4242 4242', true],
    ['4000-0000-0000-0002', true],
    ['378282246310005', true],
    [4242424242424242, true],
    ['4242424242424241', false], // not Luhn-valid
    ['5551234567', false], // a phone number
    ['SA0012345', false],
    ['tok_4242424242424242', false],
    ['', false],
  ])('%j reads as a card number: %s', (value, expected) => {
    expect(looksLikeCardNumber(value)).toBe(expected);
  });

  it('names the first card field or card number, never its value', () => {
    expect(
      findCardData({ payment: { kind: 'card', token: 'tok_abc', nameOnCard: 'A' }, phone: '5551234567' }),
    ).toBeNull();
    expect(findCardData({ payment: { cardNumber: '4242' } })).toBe('payment.cardNumber');
    expect(findCardData({ payment: { token: 'tok_abc', cvc: '123' } })).toBe('payment.cvc');
    expect(findCardData({ items: [{ note: '4000 0000 0000 0002' }] })).toBe('items.0.note');
    expect(findCardData('4242424242424242')).toBe('(body)');
    expect(findCardData({ cvc: '' })).toBeNull();
  });
});

describe('webhook signatures', () => {
  const secret = 'whsec_0123456789abcdef';
  const now = new Date('2026-11-29T08:00:00Z');

  it('verifies its own signature over the exact body, within the tolerance', () => {
    const body = '{"id":"evt_1"}';
    const header = signWebhook(secret, body, now);
    expect(verifyWebhookSignature(secret, body, header, now)).toBe(true);
    expect(verifyWebhookSignature(secret, `${body} `, header, now)).toBe(false);
    expect(verifyWebhookSignature('whsec_another_secret_00', body, header, now)).toBe(false);
    const late = new Date(now.getTime() + (WEBHOOK_TOLERANCE_S + 1) * 1000);
    expect(verifyWebhookSignature(secret, body, header, late)).toBe(false);
    expect(verifyWebhookSignature(secret, body, undefined, now)).toBe(false);
    expect(verifyWebhookSignature(secret, body, 't=x,v1=y', now)).toBe(false);
  });
});
