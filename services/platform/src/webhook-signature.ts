// Signed webhooks between the payment provider and the store, in the shape real providers use (Stripe's
// `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`): the receiver checks the MAC over the raw bytes it got
// and refuses an old timestamp, so a captured event cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const WEBHOOK_SIGNATURE_HEADER = 'payments-signature';
/** Events older than this are refused (5 minutes, Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_S = 300;

const mac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signWebhook(secret: string, body: string, now: Date = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${mac(secret, t, body)}`;
}

/** True when `header` signs `body` with `secret` within the tolerance. */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date = new Date(),
): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || typeof parts.v1 !== 'string') return false;
  if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_S) return false;
  const expected = Buffer.from(mac(secret, t, body));
  const given = Buffer.from(parts.v1);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The keys of the test payment provider when none are configured (development and tests only; `npm start` makes fresh
 * ones per run, and production requires them). The provider, the cart and the account service share them from here.
 */
export const DEV_PAYMENT_KEYS = {
  publishable: 'pk_test_storefront_dev_publishable_key',
  secret: 'sk_test_storefront_dev_secret_key_not_for_production',
  webhook: 'whsec_storefront_dev_webhook_secret_not_for_production',
} as const;
