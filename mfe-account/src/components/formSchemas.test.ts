import { ERROR_TEXTS } from '@storefront/shared-domain';
import { z } from 'zod/mini';
import {
  FORM_TEXTS,
  PASSWORD_MIN_LENGTH,
  newPassword,
  optionalText,
  requiredChoice,
  requiredSecret,
  requiredText,
} from './formSchemas';

/** The messages a field shows for a value ([] when it is valid), as the form's resolver reports them. */
function messagesOf(schema: z.ZodMiniType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('account form fields', () => {
  it('trims a required text and reads Required when it is blank', () => {
    expect(z.parse(requiredText(), '  Ada  ')).toBe('Ada');
    expect(messagesOf(requiredText(), '')).toEqual([ERROR_TEXTS.required]);
    expect(messagesOf(requiredText(), '   ')).toEqual([ERROR_TEXTS.required]);
  });

  it('limits a text to its length once trimmed', () => {
    expect(messagesOf(requiredText(4), ' abcd ')).toEqual([]);
    expect(messagesOf(requiredText(4), 'abcde')).toEqual(['Use at most 4 characters.']);
    expect(messagesOf(optionalText(3), 'abcd')).toEqual(['Use at most 3 characters.']);
  });

  it('lets an optional text be blank, trimmed', () => {
    expect(z.parse(optionalText(), '   ')).toBe('');
    expect(z.parse(optionalText(), ' Main St ')).toBe('Main St');
  });

  it('reads Required for a select left on its first option', () => {
    expect(messagesOf(requiredChoice(), '')).toEqual([ERROR_TEXTS.required]);
    expect(messagesOf(requiredChoice(), '03')).toEqual([]);
  });

  it('keeps a password as typed, spaces included', () => {
    expect(z.parse(requiredSecret(), ' secret ')).toBe(' secret ');
    expect(messagesOf(requiredSecret(), '')).toContain(ERROR_TEXTS.required);
  });

  it(`asks for a new password of at least ${PASSWORD_MIN_LENGTH} characters`, () => {
    expect(messagesOf(newPassword(), 'a'.repeat(PASSWORD_MIN_LENGTH - 1))).toEqual([FORM_TEXTS.passwordTooShort]);
    expect(messagesOf(newPassword(), 'a'.repeat(PASSWORD_MIN_LENGTH))).toEqual([]);
    expect(messagesOf(newPassword(), 'a'.repeat(201))).toEqual(['Use at most 200 characters.']);
  });
});
