// Client cookies (spec 2 §3 "Cookies", §9 "Client cookies default 730 days; sa_pcs_id 400 days").
import { COOKIES } from '../constants';

const DAY_SECONDS = 86_400;

/** Known storefront cookies: the sa_ list. */
export function isStorefrontCookie(name: string): boolean {
  return COOKIES.names.includes(name);
}

/** Lifetime in days: sa_pcs_id 400, every other client cookie 730. */
export function cookieLifetimeDays(name: string): number {
  return name === COOKIES.pcsIdName ? COOKIES.pcsIdLifetimeDays : COOKIES.defaultLifetimeDays;
}

/** Lifetime in seconds (for Max-Age). */
export function cookieMaxAgeSeconds(name: string): number {
  return cookieLifetimeDays(name) * DAY_SECONDS;
}

/** Expiry date of a cookie written at `now`. */
export function cookieExpiry(name: string, now: Date): Date {
  return new Date(now.getTime() + cookieMaxAgeSeconds(name) * 1000);
}

/** Cookies cleared with the cart token (cart and checkout tokens). */
export function cartTokenCookieNames(): string[] {
  return [...COOKIES.cartTokenNames];
}
