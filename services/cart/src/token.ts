import { createHmac } from 'node:crypto';
import { randomId } from '@storefront/service-platform';
import { ID_LENGTHS } from '@storefront/shared-domain';

/** 21-character URL-safe random cart token (126 bits), from the platform's CSPRNG. */
export function newCartToken(size: number = ID_LENGTHS.sessionId): string {
  return randomId(size);
}

export const CART_TOKEN_PATTERN = /^[A-Za-z0-9_-]{21}$/;

/**
 * The token a browser's first guest cart takes, derived from its (signed, secret) CSRF cookie: two first adds sent at
 * once, before either answer set the cart cookie, reach the same cart instead of making two of which the browser
 * keeps one. Unguessable without the cookie and the service secret.
 */
export function firstCartToken(csrfCookie: string, secret: string): string {
  return createHmac('sha256', secret).update(`first-cart/${csrfCookie}`).digest('base64url').slice(0, 21);
}
