import { randomId } from '@storefront/service-platform';
import { ID_LENGTHS } from '@storefront/shared-domain';

/** 21-character URL-safe random cart token (126 bits), from the platform's CSPRNG. */
export function newCartToken(size: number = ID_LENGTHS.sessionId): string {
  return randomId(size);
}

export const CART_TOKEN_PATTERN = /^[A-Za-z0-9_-]{21}$/;
