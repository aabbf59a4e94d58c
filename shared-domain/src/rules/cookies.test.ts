import {
  cartTokenCookieNames,
  cookieExpiry,
  cookieLifetimeDays,
  cookieMaxAgeSeconds,
  isStorefrontCookie,
} from './cookies';
import { itMapsEach } from '../testing/mapsEach';

describe('cookies', () => {
  it.each([
    ['sa_visitor', 730],
    ['sa_cart_token', 730],
    ['sa_checkout_token', 730],
    ['sa_attribution_id', 730],
    ['sa_invoice_token', 730],
    ['sa_session', 730],
    ['sa_server_source', 730],
    ['sa_pcs_id', 400],
    ['other', 730],
  ])('%s lives %p days', (name, days) => {
    expect(cookieLifetimeDays(name)).toBe(days);
    expect(cookieMaxAgeSeconds(name)).toBe(days * 86400);
  });

  itMapsEach(isStorefrontCookie, 'isStorefrontCookie(%s) = %p', [
    ['sa_visitor', true],
    ['sa_pcs_id', true],
    ['sa_other', false],
    ['visitor', false],
  ]);

  it('computes expiry dates', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    expect(cookieExpiry('sa_pcs_id', now).toISOString()).toBe('2026-02-05T00:00:00.000Z');
    expect(cookieExpiry('sa_visitor', now).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('lists the token cookies cleared with the cart token', () => {
    expect(cartTokenCookieNames()).toEqual(['sa_cart_token', 'sa_checkout_token']);
  });
});
