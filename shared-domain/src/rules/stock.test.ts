import {
  cardAction,
  detailedStockIndicator,
  isFlagSet,
  isPreorderCartItem,
  preorderEtaDate,
  preorderEtaText,
  productPageAvailability,
  simpleStockIndicator,
  STOCK_TEXTS,
  stockIndicator,
  stockState,
} from './stock';
import { itMapsEach } from '../testing/mapsEach';

describe('stockState', () => {
  itMapsEach(stockState, '%p -> %s', [
    [{ currentlyInStock: true, preorderEligible: true }, 'in-stock'],
    [{ currentlyInStock: false, preorderEligible: true }, 'preorder'],
    [{ currentlyInStock: false, preorderEligible: 1 }, 'preorder'],
    [{ currentlyInStock: false, preorderEligible: false }, 'out-of-stock'],
    [{}, 'out-of-stock'],
  ]);

  itMapsEach(isFlagSet, 'isFlagSet(%p)', [
    [true, true],
    [1, true],
    [0, false],
    [false, false],
    [null, false],
  ]);
});

describe('cardAction', () => {
  itMapsEach(cardAction, '%p', [
    [{ currentlyInStock: true }, { kind: 'add-to-cart', label: 'Add to Cart', disabled: false, moreDetails: false }],
    [
      { currentlyInStock: false, preorderEligible: true },
      { kind: 'pre-order', label: 'Pre-order', disabled: false, moreDetails: false },
    ],
    [{ currentlyInStock: false }, { kind: 'out-of-stock', label: 'Out of Stock', disabled: true, moreDetails: false }],
    [
      { currentlyInStock: true, productType: 'variant' },
      { kind: 'add-to-cart', label: 'Add to Cart', disabled: false, moreDetails: true },
    ],
  ]);

  it('never offers a dealer a pre-order: the dealer cart takes in-stock items only (spec 2 §5)', () => {
    expect(cardAction({ currentlyInStock: false, preorderEligible: true }, { isDealer: true })).toMatchObject({
      kind: 'out-of-stock',
      disabled: true,
    });
    expect(cardAction({ currentlyInStock: true }, { isDealer: true }).kind).toBe('add-to-cart');
  });
});

describe('pre-order ETA', () => {
  itMapsEach(preorderEtaDate, '%p -> %p', [
    [{ manual_override_eta_date: '2025-12-01', in_stock_eta_date: '2025-11-01' }, '2025-12-01'],
    [{ manual_override_eta_date: ' ', in_stock_eta_date: '2025-11-01' }, '2025-11-01'],
    [{ manual_override_eta_date: null, in_stock_eta_date: null }, null],
    [null, null],
  ]);

  it('builds the ETA text', () => {
    expect(preorderEtaText('Dec 1, 2025')).toBe('Estimated Pre-order Ship Date: Dec 1, 2025');
  });
});

describe('productPageAvailability', () => {
  const preorder = { is_pre_order_enabled: true, is_pre_order_eligible: true, in_stock_eta_date: '2025-11-01' };
  it('never offers a dealer a pre-order', () => {
    expect(productPageAvailability({ currentlyInStock: false, preorderInfo: preorder }, { isDealer: true })).toEqual({
      kind: 'out-of-stock',
      label: 'Out of Stock',
      disabled: true,
      discontinued: null,
    });
  });
  it.each([
    ['in stock', { currentlyInStock: true }, { kind: 'add-to-cart', label: 'Add to Cart', disabled: false }],
    [
      'pre-order',
      { currentlyInStock: false, preorderInfo: preorder },
      { kind: 'pre-order', label: 'Pre-order', disabled: false, etaDate: '2025-11-01', quantityPicker: true },
    ],
    [
      'pre-order with flags 1',
      {
        currentlyInStock: false,
        preorderInfo: { is_pre_order_enabled: 1, is_pre_order_eligible: 1, manual_override_eta_date: '2025-12-24' },
      },
      { kind: 'pre-order', label: 'Pre-order', disabled: false, etaDate: '2025-12-24', quantityPicker: true },
    ],
    [
      'pre-order but backorder blocked',
      { currentlyInStock: false, blockBackorder: true, preorderInfo: preorder },
      { kind: 'out-of-stock', label: 'Out of Stock', disabled: true, discontinued: null },
    ],
    [
      'pre-order not enabled',
      { currentlyInStock: false, preorderInfo: { ...preorder, is_pre_order_enabled: false } },
      { kind: 'out-of-stock', label: 'Out of Stock', disabled: true, discontinued: null },
    ],
    [
      'pre-order not eligible',
      { currentlyInStock: false, preorderInfo: { ...preorder, is_pre_order_eligible: 0 } },
      { kind: 'out-of-stock', label: 'Out of Stock', disabled: true, discontinued: null },
    ],
    [
      'discontinued and blocked',
      { currentlyInStock: false, isDiscontinued: true, blockBackorder: true },
      {
        kind: 'out-of-stock',
        label: 'Out of Stock',
        disabled: true,
        discontinued: {
          label: 'Discontinued - No Longer Available',
          notice: 'This product has been discontinued and is no longer available for purchase.',
        },
      },
    ],
    [
      'discontinued, not blocked',
      { currentlyInStock: false, isDiscontinued: true },
      { kind: 'out-of-stock', label: 'Out of Stock', disabled: true, discontinued: null },
    ],
  ])('%s', (_name, input, expected) => {
    expect(productPageAvailability(input)).toEqual(expected);
  });
});

describe('stockIndicator', () => {
  itMapsEach(stockIndicator, '%p -> %p', [
    [{ availableQuantity: 1 }, 'In Stock (Only 1 Remaining)'],
    [{ availableQuantity: 19 }, 'In Stock (Only 19 Remaining)'],
    [{ availableQuantity: 19.7 }, 'In Stock (Only 19 Remaining)'],
    [{ availableQuantity: 20 }, null],
    [{ availableQuantity: 500 }, null],
    [{ availableQuantity: 5, isDiscontinued: true }, 'In Stock (Only 5 Remaining)'],
    [
      { availableQuantity: 0, isDiscontinued: true, preorderEnabled: true, preorderEligible: true },
      'Discontinued - No Longer Available',
    ],
    [{ availableQuantity: 0, preorderEnabled: true, preorderEligible: true }, 'Available for Pre-order'],
    [{ availableQuantity: 0, preorderEnabled: true, preorderEligible: false }, 'Sold Out'],
    [{ availableQuantity: 0, preorderEnabled: false, preorderEligible: true }, 'Sold Out'],
    [{ availableQuantity: -3 }, 'Sold Out'],
    [{ availableQuantity: Number.NaN }, 'Sold Out'],
  ]);

  itMapsEach(detailedStockIndicator, 'detailed %p -> %p', [
    [{ availableQuantity: 5, exception: true }, null],
    [
      { availableQuantity: 0, isDiscontinued: true, allowDiscontinuedSale: true, warehouseQuantity: 4 },
      'In Stock (Only 4 Remaining)',
    ],
    [{ availableQuantity: 0, isDiscontinued: true, allowDiscontinuedSale: true, warehouseQuantity: 40 }, null],
    [
      { availableQuantity: 0, isDiscontinued: true, allowDiscontinuedSale: false, warehouseQuantity: 4 },
      'Discontinued - No Longer Available',
    ],
    [
      { availableQuantity: 0, isDiscontinued: true, allowDiscontinuedSale: true, warehouseQuantity: 0 },
      'Discontinued - No Longer Available',
    ],
  ]);

  itMapsEach(simpleStockIndicator, 'simple %p -> %s', [
    [true, 'In Stock'],
    [false, 'Sold Out'],
    [undefined, 'Sold Out'],
  ]);
});

describe('isPreorderCartItem', () => {
  itMapsEach(isPreorderCartItem, '%p -> %p', [
    [{ currentlyInStock: false, preorderInfo: { is_pre_order_eligible: true, is_pre_order_enabled: 1 } }, true],
    [{ currentlyInStock: false, preorderInfo: { is_pre_order_eligible: true, is_pre_order_enabled: true } }, true],
    [{ currentlyInStock: false, preorderInfo: { is_pre_order_eligible: true, is_pre_order_enabled: 0 } }, false],
    [{ currentlyInStock: true, preorderInfo: { is_pre_order_eligible: true, is_pre_order_enabled: 1 } }, false],
    [{ currentlyInStock: false }, false],
    [null, false],
  ]);

  it('quotes the cart notice', () => {
    expect(STOCK_TEXTS.cartPreorderNotice).toBe(
      'Cart Contains Pre-Ordered Items. These items are set to ship at a later date.',
    );
  });
});
