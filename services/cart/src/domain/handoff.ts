// The checkout hand-off of the embedded cart (mfe-cart/EMBED.md). On an integrator's page the cart lives in a
// partitioned cookie our own site cannot read, so 'Proceed to Checkout' carries the cart over in the address: a short-
// lived token, signed with a key derived from the service secret, that names the cart. Whoever holds the token can
// take the cart (as whoever holds the cookie can): hence the short expiry, and an account's cart is only ever handed
// to that account.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CART_TOKEN_PATTERN } from '../token';

/** CHOICE: a hand-off link works for 10 minutes (the shopper clicks it at once; a shared link soon stops working). */
export const HANDOFF_TTL_MS = 10 * 60_000;
/** The query parameter of the checkout page that carries the token. */
export const HANDOFF_PARAM = 'cart_handoff';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{43}$/;

export interface HandoffPayload {
  /** The cart token. */
  c: string;
  /** Expiry, in seconds since the epoch. */
  e: number;
}

export type HandoffCheck =
  { ok: true; cartToken: string } | { ok: false; reason: 'invalid' | 'expired'; message: string };

/** A key of its own, so a hand-off signature can never stand for another signed value of the platform. */
function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('storefront/cart-handoff/v1').digest();
}

function mac(payload: string, secret: string): string {
  return createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');
}

export function signHandoff(
  cartToken: string,
  secret: string,
  now: number = Date.now(),
  ttlMs: number = HANDOFF_TTL_MS,
): { token: string; expiresAt: string } {
  const expiresAtMs = now + ttlMs;
  const payload: HandoffPayload = { c: cartToken, e: Math.floor(expiresAtMs / 1000) };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { token: `${encoded}.${mac(encoded, secret)}`, expiresAt: new Date(payload.e * 1000).toISOString() };
}

const INVALID: HandoffCheck = { ok: false, reason: 'invalid', message: 'The cart hand-off link is not valid' };

export function verifyHandoff(token: string, secret: string, now: number = Date.now()): HandoffCheck {
  if (!TOKEN_PATTERN.test(token)) return INVALID;
  const [encoded, given] = token.split('.');
  const expected = Buffer.from(mac(encoded, secret));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return INVALID;
  let payload: Partial<HandoffPayload>;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<HandoffPayload>;
  } catch {
    return INVALID;
  }
  if (typeof payload.c !== 'string' || !CART_TOKEN_PATTERN.test(payload.c) || typeof payload.e !== 'number') {
    return INVALID;
  }
  if (payload.e * 1000 <= now) {
    return { ok: false, reason: 'expired', message: 'The cart hand-off link has expired' };
  }
  return { ok: true, cartToken: payload.c };
}
