import { randomBytes } from 'node:crypto';
import { ID_LENGTHS } from '@storefront/shared-domain';

const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** Session id: 21 URL-safe random characters (spec 2 §9 "session id 21 characters"). */
export function newSessionId(size: number = ID_LENGTHS.sessionId): string {
  const bytes = randomBytes(size);
  let id = '';
  for (let i = 0; i < size; i += 1) id += ALPHABET[bytes[i] & 63];
  return id;
}
