import {
  dealerFreeShippingReached,
  dealerShippingCost,
  dealerShippingProgress,
  shippingCost,
  shippingLabel,
} from './shipping';
import { describeMapsEach } from '../testing/mapsEach';

describe('shippingCost', () => {
  it.each([
    [1500, 'current', 0],
    [1500.01, 'current', 0],
    [1499.99, 'current', 37.12],
    [1499.995, 'current', 0],
    [10, 'current', 37.12],
    [0, 'current', 0],
    [-5, 'current', 0],
    [25, 'older', 0],
    [24.99, 'older', 4.82],
    [100, { freeThreshold: 200, flatRate: 9.99 }, 9.99],
  ] as const)('%p with %p -> %p', (subtotal, setting, cost) => {
    expect(shippingCost(subtotal, setting)).toBe(cost);
  });

  it('defaults to the current setting', () => {
    expect(shippingCost(100)).toBe(37.12);
  });
});

describe('dealer shipping', () => {
  it.each([
    [0, 0, 0, false],
    [750, 37.12, 50, false],
    [1499.99, 37.12, 100, false],
    [1500, 0, 100, true],
    [3000, 0, 100, true],
    [-10, 0, 0, false],
  ])('subtotal %p: cost %p, progress %p, free %p', (subtotal, cost, progress, free) => {
    expect(dealerShippingCost(subtotal)).toBe(cost);
    expect(dealerShippingProgress(subtotal)).toBe(progress);
    expect(dealerFreeShippingReached(subtotal)).toBe(free);
  });

  it.each([
    [500, 2000, 25],
    [1, 3, 33.33],
    [10, 0, 0],
    [Number.NaN, 100, 0],
  ])('progress %p / %p = %p', (subtotal, threshold, progress) => {
    expect(dealerShippingProgress(subtotal, threshold)).toBe(progress);
  });
});

describeMapsEach('shippingLabel', shippingLabel, '%p -> %s', [
  [0, 'FREE'],
  [0.001, 'FREE'],
  [37.12, '$37.12'],
]);
