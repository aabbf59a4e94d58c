import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { cookiesOf } from '@storefront/service-platform';

/** The browser's proof that it signed in to an account before (spec 2 §9: our cookies start with sa_). */
export const DEVICE_COOKIE = 'sa_device';
export const DEVICE_MAX_AGE_MS = 365 * 24 * 3_600_000;

export interface KnownDevicesOptions {
  /** The service's secret; the cookie's key is derived from it, so it never signs anything else. */
  secret: string;
  /** The cookie's attributes for this request (HttpOnly, SameSite=Lax, Secure as the session cookie). */
  cookieOptionsFor: (req: Request) => CookieOptions;
  maxAgeMs?: number;
  now?: () => number;
}

export interface KnownDevices {
  /** Marks this browser as one the account signed in from (at each successful sign-in). */
  remember(req: Request, res: Response, accountId: string): void;
  /** Whether the request carries a device cookie at all (saves looking the account up when it does not). */
  presented(req: Request): boolean;
  /** Whether the request comes from a browser that signed in to this account before (and not too long ago). */
  vouchesFor(req: Request, accountId: string): boolean;
}

/**
 * Device cookies let the owner past the per-account sign-in cap that a distributed guesser can fill. The cookie holds
 * only when it was issued and an HMAC of (account id, that time): it names no account, and it cannot be forged or
 * moved to another account without the secret. It proves a past sign-in, not the password: every attempt is still
 * judged, limited per address and slowed per (account, address).
 */
export function knownDevices(opts: KnownDevicesOptions): KnownDevices {
  const key = createHmac('sha256', opts.secret).update('sa_device/v1').digest();
  const maxAgeMs = opts.maxAgeMs ?? DEVICE_MAX_AGE_MS;
  const now = opts.now ?? Date.now;
  const cookieOf = (req: Request) => cookiesOf(req.headers.cookie)[DEVICE_COOKIE];
  const mac = (accountId: string, issued: string) =>
    createHmac('sha256', key).update(`${accountId}.${issued}`).digest('base64url');
  return {
    remember(req, res, accountId) {
      const issued = now().toString(36);
      res.cookie(DEVICE_COOKIE, `${issued}.${mac(accountId, issued)}`, {
        ...opts.cookieOptionsFor(req),
        maxAge: maxAgeMs,
      });
    },
    presented: (req) => cookieOf(req) !== undefined,
    vouchesFor(req, accountId) {
      const [issued, given, ...rest] = (cookieOf(req) ?? '').split('.');
      if (!issued || !given || rest.length > 0) return false;
      const age = now() - parseInt(issued, 36);
      if (!(age >= 0 && age <= maxAgeMs)) return false;
      const expected = Buffer.from(mac(accountId, issued));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
