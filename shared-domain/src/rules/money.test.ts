import { formatMoney, roundMoney, sumMoney } from './money';

describe('roundMoney', () => {
  it.each([
    [1.005, 1.01],
    [37.125, 37.13],
    [37.124, 37.12],
    [0.1 + 0.2, 0.3],
    [-1.005, -1.01],
    [-0.001, 0],
    [10, 10],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%p -> %p', (amount, expected) => {
    expect(roundMoney(amount)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [37.12, '$37.12'],
    [0, '$0.00'],
    [1.005, '$1.01'],
    [-5, '-$5.00'],
  ])('%p -> %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });
});

describe('sumMoney', () => {
  it.each([
    [[0.1, 0.2], 0.3],
    [[19.99, 19.99, 19.99], 59.97],
    [[1, Number.NaN], 1],
    [[], 0],
  ])('%p -> %p', (amounts, total) => {
    expect(sumMoney(amounts)).toBe(total);
  });
});
