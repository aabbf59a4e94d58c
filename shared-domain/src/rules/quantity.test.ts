import {
  applyTypedQuantity,
  cartQuantityOptions,
  isMinusDisabled,
  isPlusDisabled,
  isValidCartQuantity,
  stepQuantity,
} from './quantity';
import { itMapsEach } from '../testing/mapsEach';

describe('quantity control', () => {
  itMapsEach(isMinusDisabled, 'minus at %p disabled: %p', [
    [0, true],
    [1, true],
    [2, false],
    [Number.NaN, true],
  ]);

  it.each([
    [9, undefined, false],
    [10, undefined, true],
    [11, undefined, true],
    [999, 1000, false],
    [1000, 1000, true],
    [3, 3, true],
  ])('plus at %p (max %p) disabled: %p', (q, max, disabled) => {
    expect(isPlusDisabled(q, max)).toBe(disabled);
  });

  it.each([
    ['5', 2, undefined, 5],
    [' 7 ', 2, undefined, 7],
    [10, 2, undefined, 10],
    ['11', 2, undefined, 2],
    ['0', 2, undefined, 2],
    ['-3', 2, undefined, 2],
    ['2.5', 2, undefined, 2],
    ['abc', 2, undefined, 2],
    ['', 2, undefined, 2],
    [null, 2, undefined, 2],
    ['1000', 2, 1000, 1000],
    ['1001', 2, 1000, 2],
  ])('typed %p (previous %p, max %p) -> %p', (typed, previous, max, result) => {
    expect(applyTypedQuantity(typed, previous, max)).toBe(result);
  });

  it.each([
    [1, 1, undefined, 2],
    [1, -1, undefined, 1],
    [10, 1, undefined, 10],
    [10, -1, undefined, 9],
    [999, 1, 1000, 1000],
    [1000, 1, 1000, 1000],
  ] as const)('step %p by %p (max %p) -> %p', (q, delta, max, result) => {
    expect(stepQuantity(q, delta, max)).toBe(result);
  });
});

describe('cart picker', () => {
  it('offers 1 to 1000', () => {
    const options = cartQuantityOptions();
    expect(options).toHaveLength(1000);
    expect(options[0]).toBe(1);
    expect(options[999]).toBe(1000);
  });

  itMapsEach(isValidCartQuantity, 'isValidCartQuantity(%p) = %p', [
    [1, true],
    [1000, true],
    [0, false],
    [1001, false],
    [1.5, false],
    ['2', false],
  ]);
});
