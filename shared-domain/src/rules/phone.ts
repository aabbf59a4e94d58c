// Phone numbers (spec 2 §5 "Phone"): digits only, leading 1 dropped, exactly 10 digits else invalid.
import { CONTACT_LIMITS } from '@storefront/shared-domain/runtime';

/**
 * The 10-digit national number, or null. CHOICE: a single leading 1 (the country code) is always dropped, so
 * '15551234567' and '+1 (555) 123-4567' give '5551234567' while '1234567890' (9 digits after the 1) is invalid, as no
 * US area code starts with 1.
 */
export function normalizePhone(raw: string): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  let digits = String(raw).replace(/\D/g, '');
  if (digits.startsWith(CONTACT_LIMITS.phoneCountryCode)) digits = digits.slice(1);
  return digits.length === CONTACT_LIMITS.phoneDigits ? digits : null;
}

/** '(###) ###-####', or null when invalid. */
export function formatPhone(raw: string): string | null {
  const d = normalizePhone(raw);
  return d ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : null;
}

/** '+1##########', or null when invalid. */
export function toE164(raw: string): string | null {
  const d = normalizePhone(raw);
  return d ? `+${CONTACT_LIMITS.phoneCountryCode}${d}` : null;
}

/** A phone field value is valid (a blank value is not). */
export function isValidPhone(raw: string | null | undefined): boolean {
  return typeof raw === 'string' && normalizePhone(raw) !== null;
}
