import { DEV_VIEWER_SECRET, csrfHeaders as signedCsrfHeaders } from '@storefront/service-platform';

/** What a page of the store sends with a write: the token cookie, repeated in the header. */
export function csrfHeaders(extraCookies = ''): Record<string, string> {
  return signedCsrfHeaders(DEV_VIEWER_SECRET, extraCookies);
}
