import { LOCALE } from '../constants';
import { formatMoney, roundMoney, sumMoney } from './money';
import { describeMapsEach, itMapsEach } from '../testing/mapsEach';

describeMapsEach('roundMoney', roundMoney, '%p -> %p', [
  [1.005, 1.01],
  [37.125, 37.13],
  [37.124, 37.12],
  [0.1 + 0.2, 0.3],
  [-1.005, -1.01],
  [-0.001, 0],
  [10, 10],
  [Number.NaN, 0],
  [Number.POSITIVE_INFINITY, 0],
]);

describe('formatMoney', () => {
  itMapsEach(formatMoney, '%p -> %s', [
    [1234.5, '$1,234.50'],
    [37.12, '$37.12'],
    [0, '$0.00'],
    [1.005, '$1.01'],
    [-5, '-$5.00'],
  ]);

  it("writes every amount as Intl's format of the store's locale and currency does (written out to spare a phone ICU's data)", () => {
    // From LOCALE, so that a change of language, currency or decimals fails here rather than printing wrong prices.
    const intl = new Intl.NumberFormat(LOCALE.language, {
      style: 'currency',
      currency: LOCALE.currency,
      minimumFractionDigits: LOCALE.moneyDecimals,
      maximumFractionDigits: LOCALE.moneyDecimals,
    });
    const amounts = [0.004, 0.005, 0.995, 999.995, 1000, 999_999.99, 1_000_000, 123_456_789.126, 2 ** 40, -0.004];
    for (let cents = -250_000; cents <= 2_500_000; cents += 997) amounts.push(cents / 100, -cents / 100 - 0.005);
    for (const amount of amounts) expect(formatMoney(amount)).toBe(intl.format(roundMoney(amount)));
  });
});

describeMapsEach('sumMoney', sumMoney, '%p -> %p', [
  [[0.1, 0.2], 0.3],
  [[19.99, 19.99, 19.99], 59.97],
  [[1, Number.NaN], 1],
  [[], 0],
]);
