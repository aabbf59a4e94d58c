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

// Made on first use: building a number format costs a phone tens of milliseconds, which loading the module (part
// of every page's start-up) should not pay.
let usd: Intl.NumberFormat | undefined;

/** '$1,234.50'; negative amounts '-$5.00'. */
export function formatMoney(amount: number): string {
  usd ??= new Intl.NumberFormat(LOCALE.language, {
    style: 'currency',
    currency: LOCALE.currency,
    minimumFractionDigits: LOCALE.moneyDecimals,
    maximumFractionDigits: LOCALE.moneyDecimals,
  });
  return usd.format(roundMoney(amount));
}

/** Sum of amounts, rounded. */
export function sumMoney(amounts: readonly number[]): number {
  return roundMoney(amounts.reduce((total, a) => total + (Number.isFinite(a) ? a : 0), 0));
}
