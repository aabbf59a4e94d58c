// The zod form of the field rules every service's requests share (STYLE.md §5): the syntax and the numbers live in
// shared-domain (SKU_RULES, CONTACT_LIMITS, QUANTITY_LIMITS, normalizeEmail, normalizePhone), so a service's schema
// says only where a field is and how it may differ (its messages, a quantity of 0, surrounding spaces).
import { z } from 'zod';
import {
  CONTACT_LIMITS,
  EMAIL_MESSAGES,
  QUANTITY_LIMITS,
  SKU_RULES,
  normalizeEmail,
  normalizePhone,
} from '@storefront/shared-domain';

/**
 * Characters an email may arrive with. The 254 limit applies to the normalised address (shared isValidEmail); the 20
 * more are what normalisation may remove ('mailto:', spaces), so a longer text only bounds the work, with the same
 * message as any invalid address.
 */
export const EMAIL_INPUT_MAX_LENGTH = CONTACT_LIMITS.emailMaxLength + 20;

/** CHOICE: characters a phone may arrive with: room for any formatting of the 10 digits ('+1 (813) 555-0142'). */
export const PHONE_INPUT_MAX_LENGTH = 32;

export const FIELD_MESSAGES = {
  skuTooLong: `sku must be at most ${SKU_RULES.skuMaxLength} characters`,
  skuInvalid: 'invalid sku (letters, digits, spaces, ".", "-", "_", starting with a letter or digit)',
  phoneInvalid: 'Invalid phone number',
} as const;

export interface ContactFieldOptions {
  /** The message of a value that is not valid (default: the shared one). */
  invalid?: string;
  /** The message of a missing value or one that is not text (default: zod's). */
  required?: string;
}

const text = (required: string | undefined) => (required === undefined ? z.string() : z.string({ error: required }));

/** A text of at most `max` characters normalised by `normalize`, refused with `invalid` when it gives null. */
function normalizedField(
  normalize: (raw: string) => string | null,
  max: number,
  invalid: string,
  required: string | undefined,
) {
  return text(required)
    .max(max, invalid)
    .transform((value, ctx) => {
      const normalized = normalize(value);
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return normalized;
    });
}

/** An email normalised by the shared rule (spaces, mailto:, provider typos, lowercase), refused when still invalid. */
export function emailField(opts: ContactFieldOptions = {}) {
  return normalizedField(normalizeEmail, EMAIL_INPUT_MAX_LENGTH, opts.invalid ?? EMAIL_MESSAGES.invalid, opts.required);
}

/** A phone in any formatting, given as its 10 digits (spec 2 §5 "Phone"). */
export function phoneField(opts: ContactFieldOptions = {}) {
  return normalizedField(
    normalizePhone,
    PHONE_INPUT_MAX_LENGTH,
    opts.invalid ?? FIELD_MESSAGES.phoneInvalid,
    opts.required,
  );
}

/** An email kept as sent, for a rule that reads it later (the footer's shared validator) or a record of it. */
export function rawEmailField() {
  return z.string().max(EMAIL_INPUT_MAX_LENGTH, EMAIL_MESSAGES.invalid);
}

/** A phone kept as sent, for a rule that reads it later or a record of it. */
export function rawPhoneField() {
  return z.string().max(PHONE_INPUT_MAX_LENGTH, FIELD_MESSAGES.phoneInvalid);
}

export interface SkuFieldOptions {
  /** Surrounding spaces dropped first (a sku from a path or a query); by default they are part of the value. */
  trim?: boolean;
}

/** The one sku syntax of every service (shared-domain SKU_RULES); a sku outside it is refused naming the field. */
export function skuField(opts: SkuFieldOptions = {}) {
  const value = opts.trim ? z.string().trim() : z.string();
  return value
    .max(SKU_RULES.skuMaxLength, FIELD_MESSAGES.skuTooLong)
    .regex(SKU_RULES.skuPattern, FIELD_MESSAGES.skuInvalid);
}

export interface SkuListFieldOptions {
  /** The most skus one request may name. */
  max: number;
  /** Repeated `skus=` parameters are taken too (each may be comma-joined); by default the value is one text. */
  repeated?: boolean;
}

/** `skus=a,b` (comma-joined, each URL-encoded): blanks dropped, duplicates removed, 1 to `max` skus. */
export function skuListField(opts: SkuListFieldOptions) {
  const error = 'skus is required';
  const given = opts.repeated ? z.union([z.string(), z.array(z.string())], { error }) : z.string({ error });
  return given
    .transform((v: string | string[]) => [
      ...new Set(
        (Array.isArray(v) ? v : [v])
          .flatMap((s) => s.split(','))
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(skuField()).min(1, 'at least one sku is required').max(opts.max, `at most ${opts.max} skus`));
}

export interface QuantityFieldOptions {
  /** Default QUANTITY_LIMITS.min (1); 0 where a client's report of its lines is recorded (analytics events). */
  min?: number;
  /** Default QUANTITY_LIMITS.cartMax (1000). */
  max?: number;
}

/** A whole number of items, within the cart's range unless told otherwise. */
export function quantityField(opts: QuantityFieldOptions = {}) {
  const min = opts.min ?? QUANTITY_LIMITS.min;
  const max = opts.max ?? QUANTITY_LIMITS.cartMax;
  return z
    .number()
    .int('quantity must be a whole number')
    .min(min, `quantity must be at least ${min}`)
    .max(max, `quantity must be at most ${max}`);
}
