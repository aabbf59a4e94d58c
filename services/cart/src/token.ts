import { randomBytes } from 'node:crypto';
import { ID_LENGTHS } from '@storefront/shared-domain';

const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict'; // nanoid's URL-safe alphabet

/** 21-character URL-safe random id (nanoid-like, 126 bits), from the platform's CSPRNG. */
export function newCartToken(size: number = ID_LENGTHS.sessionId): string {
  const bytes = randomBytes(size);
  let id = '';
  for (let i = 0; i < size; i += 1) id += ALPHABET[bytes[i] & 63];
  return id;
}

export const CART_TOKEN_PATTERN = /^[A-Za-z0-9_-]{21}$/;
