// Money: rounded to 2 decimals, currency USD (spec 2 §9).
import { LOCALE } from '../constants';

/** Rounds half away from zero to cents, robust to binary noise (1.005 -> 1.01, 37.125 -> 37.13). Non-finite -> 0. */
export function roundMoney(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const sign = amount < 0 ? -1 : 1;
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  const rounded = (sign * cents) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * '$1,234.50'; negative amounts '-$5.00' (US dollars in US English, spec 2 §9). Written out rather than through
 * Intl.NumberFormat: a page's first Intl format loads ICU data, 60-180 ms on a phone inside the hydration of every
 * page with a price; money.test.ts holds this equal to Intl's en-US dollar format.
 */
export function formatMoney(amount: number): string {
  const rounded = roundMoney(amount);
  const [whole, cents] = Math.abs(rounded).toFixed(LOCALE.moneyDecimals).split('.');
  return `${rounded < 0 ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
}

/** Sum of amounts, rounded. */
export function sumMoney(amounts: readonly number[]): number {
  return roundMoney(amounts.reduce((total, a) => total + (Number.isFinite(a) ? a : 0), 0));
}
