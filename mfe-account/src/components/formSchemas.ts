// zod pieces the account forms share. A blank required field reads 'Required' (spec 2 §5 'Field-error wrapper').
// zod/mini, not classic zod: the same checks through a tree-shakable API, so the forms chunk stays small.
import { ACCOUNT_LIMITS, EMAIL_MESSAGES, ERROR_TEXTS, normalizeEmail } from '@storefront/shared-domain';
import { z } from 'zod/mini';

/** CHOICE: passwords have at least 8 characters (shared-domain ACCOUNT_LIMITS; the account service checks the same). */
export const PASSWORD_MIN_LENGTH = ACCOUNT_LIMITS.passwordMinLength;

export const FORM_TEXTS = {
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
} as const;

/** A trimmed text that must not be blank. */
export function requiredText(max = 200) {
  return z
    .string()
    .check(z.trim(), z.minLength(1, ERROR_TEXTS.required), z.maxLength(max, `Use at most ${max} characters.`));
}

/** A trimmed text that may be blank. */
export function optionalText(max = 200) {
  return z.string().check(z.trim(), z.maxLength(max, `Use at most ${max} characters.`));
}

/** A select whose first option ('Select Month', 'Select Year'...) has the value ''. */
export function requiredChoice() {
  return z.string().check(z.minLength(1, ERROR_TEXTS.required));
}

/** A password as typed (never trimmed). */
export function requiredSecret(max = 200) {
  return z.string().check(z.minLength(1, ERROR_TEXTS.required), z.maxLength(max, `Use at most ${max} characters.`));
}

export function newPassword() {
  return requiredSecret().check(z.minLength(PASSWORD_MIN_LENGTH, FORM_TEXTS.passwordTooShort));
}

/** A required email the shared rule accepts (spaces, mailto:, provider typos are normalised before sending). */
export function requiredEmail() {
  return requiredText(254).check(z.refine((value) => normalizeEmail(value) !== null, EMAIL_MESSAGES.invalid));
}
