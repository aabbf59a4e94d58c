// pn_cs_id capture (spec 1 §2 "Page-level behaviour": "A pn_cs_id query parameter is stored in a cookie"). The value
// comes from the shared rule (pcsIdFromQuery: cookie sa_pcs_id), the lifetime from the shared cookie rules (400 days).
// The cookie line is written here rather than with the `cookie` package (12 KB before minification on every page):
// the only value it ever carries is already held to cookie-safe characters below, so nothing needs encoding.
import { cookieMaxAgeSeconds, pcsIdFromQuery } from '@storefront/shared-domain';

/**
 * CHOICE: a pn_cs_id longer than this, or with characters outside letters, digits and `._~-`, is not stored (it is
 * still removed from the address where the clean-up applies). Real ids are short tokens; this keeps a crafted link
 * from writing a cookie that bloats every request.
 */
export const PCS_ID_MAX_LENGTH = 256;
const PCS_ID_PATTERN = /^[A-Za-z0-9._~-]+$/;

/** The Set-Cookie style string for document.cookie, or null when the query carries no usable pn_cs_id. */
export function pcsIdCookieString(search: string, secure: boolean): string | null {
  const found = pcsIdFromQuery(search);
  if (!found || found.value.length > PCS_ID_MAX_LENGTH || !PCS_ID_PATTERN.test(found.value)) return null;
  const attributes = [
    `Max-Age=${cookieMaxAgeSeconds(found.cookie)}`,
    'Path=/',
    ...(secure ? ['Secure'] : []),
    'SameSite=Lax',
  ];
  return [`${found.cookie}=${found.value}`, ...attributes].join('; ');
}

/** Stores the query's pn_cs_id as the sa_pcs_id cookie (SameSite=Lax, path /, Secure on https). True when written. */
export function storePcsIdCookie(search: string, doc: Document = document): boolean {
  const secure = doc.location?.protocol === 'https:';
  const text = pcsIdCookieString(search, secure);
  if (!text) return false;
  doc.cookie = text;
  return true;
}
