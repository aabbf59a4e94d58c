import { createHash } from 'node:crypto';

/** Only this hash of a confirmation token is stored, so a read of the database cannot follow a link. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
