import { CONTACT_LIMITS, EMAIL_MESSAGES, QUANTITY_LIMITS, SKU_RULES } from '@storefront/shared-domain';
import type { z } from 'zod';
import * as fields from '../src/fields';

/** The messages of a refused value, or the parsed value. */
function outcome(schema: z.ZodType, value: unknown): { ok: unknown } | { messages: string[] } {
  const result = schema.safeParse(value);
  return result.success ? { ok: result.data } : { messages: result.error.issues.map((i) => i.message) };
}

/** An address of exactly `length` characters: a 64-character local part and 63-character labels. */
function emailOfLength(length: number): string {
  const local = 'a'.repeat(CONTACT_LIMITS.emailLocalMaxLength);
  let domain = 'com';
  while (local.length + 1 + domain.length < length) {
    const room = length - local.length - 1 - domain.length - 1;
    domain = `${'b'.repeat(Math.min(room, CONTACT_LIMITS.emailLabelMaxLength))}.${domain}`;
  }
  return `${local}@${domain}`;
}

describe('emailField', () => {
  it('normalises as the shared rule does', () => {
    expect(outcome(fields.emailField(), ' mailto:Dana@GMIAL.cm ')).toEqual({ ok: 'dana@gmail.com' });
  });

  it(`accepts ${CONTACT_LIMITS.emailMaxLength} characters and refuses one more with the shared message`, () => {
    const longest = emailOfLength(CONTACT_LIMITS.emailMaxLength);
    expect(longest).toHaveLength(CONTACT_LIMITS.emailMaxLength);
    expect(outcome(fields.emailField(), longest)).toEqual({ ok: longest });
    expect(outcome(fields.emailField(), emailOfLength(CONTACT_LIMITS.emailMaxLength + 1))).toEqual({
      messages: [EMAIL_MESSAGES.invalid],
    });
  });

  it('counts the limit after normalisation, and answers the same message past the input bound', () => {
    const longest = emailOfLength(CONTACT_LIMITS.emailMaxLength);
    expect(outcome(fields.emailField(), `mailto:${longest}`)).toEqual({ ok: longest });
    const padded = `${longest}${' '.repeat(fields.EMAIL_INPUT_MAX_LENGTH - longest.length)}`;
    expect(outcome(fields.emailField(), padded)).toEqual({ ok: longest });
    expect(outcome(fields.emailField(), `${padded} `)).toEqual({ messages: [EMAIL_MESSAGES.invalid] });
  });

  it("answers a service's own messages", () => {
    const field = fields.emailField({ required: 'email is required', invalid: 'email is not valid' });
    expect(outcome(field, undefined)).toEqual({ messages: ['email is required'] });
    expect(outcome(field, 'dana@')).toEqual({ messages: ['email is not valid'] });
    expect(outcome(fields.emailField(), 'x'.repeat(fields.EMAIL_INPUT_MAX_LENGTH + 1))).toEqual({
      messages: [EMAIL_MESSAGES.invalid],
    });
  });

  it('keeps a raw email as sent, bounded', () => {
    expect(outcome(fields.rawEmailField(), ' Dana@Example.com')).toEqual({ ok: ' Dana@Example.com' });
    expect(outcome(fields.rawEmailField(), 'x'.repeat(fields.EMAIL_INPUT_MAX_LENGTH + 1))).toEqual({
      messages: [EMAIL_MESSAGES.invalid],
    });
  });
});

describe('phoneField', () => {
  it('gives the 10 digits of any formatting', () => {
    expect(outcome(fields.phoneField(), '+1 (813) 555-0142')).toEqual({ ok: '8135550142' });
    expect(outcome(fields.phoneField(), '813.555.0142')).toEqual({ ok: '8135550142' });
  });

  it('refuses 9 or 11 national digits, and text past the input bound', () => {
    expect(outcome(fields.phoneField(), '813555014')).toEqual({ messages: [fields.FIELD_MESSAGES.phoneInvalid] });
    expect(outcome(fields.phoneField(), '81355501420')).toEqual({ messages: [fields.FIELD_MESSAGES.phoneInvalid] });
    const padded = `8135550142${' '.repeat(fields.PHONE_INPUT_MAX_LENGTH - 10)}`;
    expect(outcome(fields.phoneField(), padded)).toEqual({ ok: '8135550142' });
    expect(outcome(fields.phoneField({ invalid: 'bad phone' }), `${padded} `)).toEqual({ messages: ['bad phone'] });
  });

  it('keeps a raw phone as sent, bounded', () => {
    expect(outcome(fields.rawPhoneField(), '813-555')).toEqual({ ok: '813-555' });
    expect(outcome(fields.rawPhoneField(), '1'.repeat(fields.PHONE_INPUT_MAX_LENGTH + 1))).toEqual({
      messages: [fields.FIELD_MESSAGES.phoneInvalid],
    });
  });
});

describe('skuField', () => {
  it.each(['ZVX-12 D4', 'RP-2000.1D', 'a_b', 'X'.repeat(SKU_RULES.skuMaxLength)])('accepts %p', (sku) => {
    expect(outcome(fields.skuField(), sku)).toEqual({ ok: sku });
  });

  it.each(['', '.x', ' ZVX', 'a/b', 'a&b', "a'b"])('refuses %p', (sku) => {
    expect(outcome(fields.skuField(), sku)).toEqual({ messages: [fields.FIELD_MESSAGES.skuInvalid] });
  });

  it(`refuses more than ${SKU_RULES.skuMaxLength} characters`, () => {
    expect(outcome(fields.skuField(), 'X'.repeat(SKU_RULES.skuMaxLength + 1))).toEqual({
      messages: [fields.FIELD_MESSAGES.skuTooLong],
    });
  });

  it('drops surrounding spaces only when told', () => {
    expect(outcome(fields.skuField({ trim: true }), ' ZVX-12 D4 ')).toEqual({ ok: 'ZVX-12 D4' });
    expect(outcome(fields.skuField(), 'ZVX-12 D4 ')).toEqual({ ok: 'ZVX-12 D4 ' });
  });
});

describe('quantityField', () => {
  const { min, cartMax } = QUANTITY_LIMITS;

  it(`accepts whole numbers from ${min} to ${cartMax}`, () => {
    expect(outcome(fields.quantityField(), min)).toEqual({ ok: min });
    expect(outcome(fields.quantityField(), cartMax)).toEqual({ ok: cartMax });
    expect(outcome(fields.quantityField(), min - 1)).toEqual({ messages: [`quantity must be at least ${min}`] });
    expect(outcome(fields.quantityField(), cartMax + 1)).toEqual({ messages: [`quantity must be at most ${cartMax}`] });
    expect(outcome(fields.quantityField(), 1.5)).toEqual({ messages: ['quantity must be a whole number'] });
    expect(outcome(fields.quantityField(), '2')).toHaveProperty('messages');
  });

  it('takes another range', () => {
    expect(outcome(fields.quantityField({ min: 0 }), 0)).toEqual({ ok: 0 });
    expect(outcome(fields.quantityField({ max: 10 }), 11)).toEqual({ messages: ['quantity must be at most 10'] });
  });
});
