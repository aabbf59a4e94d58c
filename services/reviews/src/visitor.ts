// The helpful-vote visitor: the server issues the visitor id in the sa_visitor cookie, signed with
// the service's secret, so a client cannot name its own ids; an unsigned or foreign cookie is replaced by a new id.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const VISITOR_COOKIE = 'sa_visitor';

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

function signatureOf(id: string, secret: string): string {
  return createHmac('sha256', secret).update(`visitor:${id}`).digest('base64url');
}

/** A new random visitor id (128 bits, base64url). */
export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

/** The cookie value carrying `id`: `<id>.<signature>`. */
export function signVisitorId(id: string, secret: string): string {
  return `${id}.${signatureOf(id, secret)}`;
}

/** The visitor id a cookie value proves, or null when it is missing, malformed or not signed with `secret`. */
export function verifiedVisitorId(value: unknown, secret: string): string | null {
  if (typeof value !== 'string' || value.length > 128) return null;
  const [id, signature, ...rest] = value.split('.');
  if (rest.length > 0 || !id || !signature || !ID_PATTERN.test(id)) return null;
  const expected = Buffer.from(signatureOf(id, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
