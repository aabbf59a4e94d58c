import { DEV_VIEWER_SECRET } from '@storefront/service-platform';
import { newCsrfToken } from '../src/csrf';

/** What a page of the store sends with a write: the gateway's token cookie, repeated in the header. */
export function csrfHeaders(extraCookies = ''): Record<string, string> {
  const token = newCsrfToken(DEV_VIEWER_SECRET);
  return { Cookie: `sa_csrf=${token}${extraCookies ? `; ${extraCookies}` : ''}`, 'x-sa-csrf': token };
}
