// Staff sign in with a second factor: a six-digit code from an authenticator app (TOTP, RFC 6238), checked with the
// maintained `otpauth` library. A code is good for its 30-second step and one step either side (clocks drift), and
// only once: the step of the last accepted code is kept, and a code of that step or an earlier one is refused.
import { Secret, TOTP } from 'otpauth';
import { STAFF_TOTP } from '@storefront/shared-domain/admin';

/** A code: exactly the digits the app shows (spaces the user typed are dropped before). */
const CODE_PATTERN = new RegExp(`^\\d{${STAFF_TOTP.digits}}$`);

function totpOf(secret: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: STAFF_TOTP.issuer,
    label,
    algorithm: 'SHA1',
    digits: STAFF_TOTP.digits,
    period: STAFF_TOTP.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as the apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app (or its QR code) takes: issuer, account email, secret, digits, period. */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The code the app shows at `at` (tests, `npm start`'s hint and the e2e helper compute codes the same way). */
export function totpCode(secret: string, at: Date = new Date()): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/** The time step of a moment. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / STAFF_TOTP.periodSeconds);
}

/** The time step the code belongs to when it is right at `at` (within the window), else null. */
export function totpStepOf(secret: string, code: string, at: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!CODE_PATTERN.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: at.getTime(), window: STAFF_TOTP.window });
  return delta === null ? null : totpStep(at) + delta;
}
