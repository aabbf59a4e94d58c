import {
  addCartLine,
  CART_TEXTS,
  canAddToDealerCart,
  cartHasPreorder,
  cartSummary,
  removeCartLine,
  shouldClearCartTokens,
  splitFallSavingsTitle,
  toCartItem,
  updateCartLineQuantity,
  visibleCartLines,
} from './cart';
import { itMapsEach } from '../testing/mapsEach';

const lines = [
  { sku: 'SA-12', quantity: 1 },
  { sku: 'DONATION', quantity: 1 },
  { sku: 'VS-F150', quantity: 2 },
];

describe('cart lines', () => {
  it('hides the donation sku', () => {
    expect(visibleCartLines(lines).map((l) => l.sku)).toEqual(['SA-12', 'VS-F150']);
    expect(visibleCartLines([{ sku: 'donation' }])).toEqual([]);
  });

  it.each([
    ['merges by sku', { sku: 'SA-12', quantity: 2 }, [3, 1, 2], 3],
    ['merges ignoring case', { sku: 'sa-12', quantity: 1 }, [2, 1, 2], 3],
    ['appends a new sku', { sku: 'ZVX-15', quantity: 4 }, [1, 1, 2, 4], 4],
    ['caps the sum at 1000', { sku: 'VS-F150', quantity: 999 }, [1, 1, 1000], 3],
    ['caps a new line at 1000', { sku: 'NEW', quantity: 5000 }, [1, 1, 2, 1000], 4],
    ['ignores quantity 0', { sku: 'SA-12', quantity: 0 }, [1, 1, 2], 3],
    ['ignores fractional quantity', { sku: 'SA-12', quantity: 1.5 }, [1, 1, 2], 3],
  ])('add: %s', (_name, added, quantities, length) => {
    const result = addCartLine(lines, added);
    expect(result.map((l) => l.quantity)).toEqual(quantities);
    expect(result).toHaveLength(length);
    expect(lines.map((l) => l.quantity)).toEqual([1, 1, 2]);
  });

  it.each([
    ['SA-12', 5, [5, 1, 2]],
    ['vs-f150', 1000, [1, 1, 1000]],
    ['SA-12', 0, [1, 1, 2]],
    ['SA-12', 1001, [1, 1, 2]],
    ['SA-12', 2.5, [1, 1, 2]],
    ['NOPE', 3, [1, 1, 2]],
  ])('update %s to %p', (sku, quantity, quantities) => {
    expect(updateCartLineQuantity(lines, sku, quantity).map((l) => l.quantity)).toEqual(quantities);
  });

  it.each([
    ['SA-12', ['DONATION', 'VS-F150']],
    [' vs-f150 ', ['SA-12', 'DONATION']],
    ['NOPE', ['SA-12', 'DONATION', 'VS-F150']],
  ])('remove %s', (sku, skus) => {
    expect(removeCartLine(lines, sku).map((l) => l.sku)).toEqual(skus);
  });

  itMapsEach(canAddToDealerCart, 'dealer cart accepts %p: %p', [
    [{ currentlyInStock: true }, true],
    [{ currentlyInStock: false }, false],
    [{}, false],
  ]);
});

describe('titles and tokens', () => {
  itMapsEach(splitFallSavingsTitle, '%p', [
    ['Fall Savings Event SA-12 Subwoofer', { prefix: 'Fall Savings Event', rest: ' SA-12 Subwoofer' }],
    ['Fall Savings Event', { prefix: 'Fall Savings Event', rest: '' }],
    ['SA-12 Fall Savings Event', { prefix: null, rest: 'SA-12 Fall Savings Event' }],
    ['fall savings event x', { prefix: null, rest: 'fall savings event x' }],
    [null, { prefix: null, rest: '' }],
  ]);

  it.each([
    ['a', 'b', true],
    ['a', 'a', false],
    [null, 'b', false],
    ['a', undefined, false],
  ])('stored %p vs server %p -> clear %p', (stored, server, clear) => {
    expect(shouldClearCartTokens(stored, server)).toBe(clear);
  });
});

describe('pre-order notice', () => {
  itMapsEach(cartHasPreorder, '%#', [
    [[{ is_pre_ordered_item: true }], true],
    [
      [
        {
          variant: { currentlyInStock: false, preorderInfo: { is_pre_order_eligible: true, is_pre_order_enabled: 1 } },
        },
      ],
      true,
    ],
    [[{ variant: { currentlyInStock: true } }, {}], false],
    [[], false],
  ]);

  it('quotes the texts', () => {
    expect(CART_TEXTS).toEqual({
      empty: 'Your cart is empty',
      proceedToCheckout: 'Proceed to Checkout',
      preorderNotice: 'Cart Contains Pre-Ordered Items. These items are set to ship at a later date.',
    });
  });
});

describe('cartSummary', () => {
  it.each([
    [
      'shopper with discount',
      { subTotal: 170, discountsTotal: 30, originalTotal: 200, shippingTotal: 37.12 },
      false,
      { originalTotalStruck: 200, discount: 30, shippingText: '$37.12', dealerProgress: null, subTotal: 170 },
    ],
    [
      'shopper with discount, no original total',
      { subTotal: 170, discountsTotal: 30 },
      false,
      { originalTotalStruck: 200, discount: 30, shippingText: 'FREE', dealerProgress: null, subTotal: 170 },
    ],
    [
      'shopper without discount, free shipping',
      { subTotal: 1600, discountsTotal: 0, originalTotal: 1600, shippingTotal: 0 },
      false,
      { originalTotalStruck: null, discount: null, shippingText: 'FREE', dealerProgress: null, subTotal: 1600 },
    ],
    [
      'dealer below threshold',
      { subTotal: 750, discountsTotal: 50, shippingTotal: 37.12 },
      true,
      { originalTotalStruck: null, discount: null, shippingText: null, dealerProgress: 50, subTotal: 750 },
    ],
    [
      'dealer at threshold',
      { subTotal: 1500 },
      true,
      { originalTotalStruck: null, discount: null, shippingText: 'FREE', dealerProgress: 100, subTotal: 1500 },
    ],
  ])('%s', (_name, totals, isDealer, summary) => {
    expect(cartSummary(totals, isDealer)).toEqual(summary);
  });

  it('takes a dealer threshold', () => {
    expect(cartSummary({ subTotal: 500 }, true, 2000).dealerProgress).toBe(25);
  });
});

describe('toCartItem', () => {
  const product = {
    sku: 'RP-2000.1D',
    id: 'p1',
    price: 289.99,
    price_map: 289.99,
    price_msrp: 349.99,
    product_type: 'normal' as const,
  };
  it('builds the add-to-cart item of spec 2 §7', () => {
    expect(toCartItem(product, { quantity: 2, source: 'dealer-quick-order' })).toEqual({
      sku: 'RP-2000.1D',
      quantity: 2,
      product_id: 'p1',
      price: 289.99,
      price_map: 289.99,
      price_msrp: 349.99,
      price_dealer: null,
      is_pre_ordered_item: false,
      product_type: 'normal',
      source: 'dealer-quick-order',
    });
  });
  it('defaults to one unit, marks pre-orders and can name a child sku', () => {
    const item = toCartItem({ ...product, price_dealer: 150 }, { preOrder: true, sku: 'RP-2000.1D-B' });
    expect(item).toMatchObject({ quantity: 1, is_pre_ordered_item: true, sku: 'RP-2000.1D-B', price_dealer: 150 });
    expect(item).not.toHaveProperty('source');
  });
});
