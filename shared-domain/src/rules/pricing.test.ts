import {
  activeSale,
  dealerFallbackPrice,
  dealerPriceFor,
  discountedPrice,
  discountPercentLabel,
  isSaleEligible,
  PRICE_LABELS,
  priceDisplayLines,
  saleDiscountFor,
  toDiscountFraction,
  unitPriceFor,
  usesDailyDealPercentage,
  warehouseStock,
  type SaleItem,
  type SaleTerms,
} from './pricing';
import { describeMapsEach, itMapsEach } from '../testing/mapsEach';

const sale: SaleTerms = { saleIsActive: true, discountPercentage: 0.15, salePercentageDailyDeal: 0.25 };
const shopper = { isDealer: false };
const inStock: SaleItem = { sku: 'SA-12', currentlyInStock: true };

describeMapsEach('toDiscountFraction', toDiscountFraction, '%p -> %p', [
  [0.15, 0.15],
  [15, 0.15],
  [30, 0.3],
  ['25', 0.25],
  [1, 1],
  [150, 1],
  [0, 0],
  [-5, 0],
  [Number.NaN, 0],
  [null, 0],
  [undefined, 0],
  ['abc', 0],
]);

describe('sale eligibility', () => {
  it.each([
    [{ tpa_wh: 2, lv_wh: 1 }, 3, false],
    [{ tpa_wh: 2, lv_wh: 2 }, 4, true],
    [{ tpa_wh: 4 }, 4, true],
    [{ tpa_wh: -5, lv_wh: 4 }, 4, true],
    [{ tpa_wh: Number.NaN, lv_wh: null }, 0, false],
    [{}, 0, false],
  ])('warehouse %p = %p, eligible %p', (stock, total, eligible) => {
    expect(warehouseStock(stock)).toBe(total);
    expect(isSaleEligible({ sku: 'X', ...stock } as SaleItem)).toBe(eligible);
  });

  itMapsEach(isSaleEligible, '%p -> %p', [
    [{ sku: 'X', currentlyInStock: true }, true],
    [{ sku: 'X', preorderEligible: true }, true],
    [{ sku: 'X', currentlyInStock: false, preorderEligible: false }, false],
  ]);

  itMapsEach(usesDailyDealPercentage, 'daily deal %p -> %p', [
    [{ sku: 'BF-SA12' }, true],
    [{ sku: 'CM-SA12' }, true],
    [{ sku: 'bf-sa12' }, true],
    [{ sku: 'SA-BF-12' }, false],
    [{ sku: 'BFX-1' }, false],
    [{ sku: 'SA-12', isDailyDeal: true }, true],
    [{ sku: 'SA-12' }, false],
    [{ sku: undefined as unknown as string }, false],
  ]);
});

describe('saleDiscountFor', () => {
  it.each([
    ['regular item', inStock, sale, shopper, 0.15],
    ['dealer', inStock, sale, { isDealer: true }, 0],
    ['no sale', inStock, null, shopper, 0],
    ['inactive sale', inStock, { ...sale, saleIsActive: false }, shopper, 0],
    ['not eligible', { sku: 'SA-12', currentlyInStock: false, tpa_wh: 3 }, sale, shopper, 0],
    ['warehouse over 3', { sku: 'SA-12', tpa_wh: 3, lv_wh: 1 }, sale, shopper, 0.15],
    ['preorder eligible', { sku: 'SA-12', preorderEligible: true }, sale, shopper, 0.15],
    ['BF- sku', { sku: 'BF-SA12', currentlyInStock: true }, sale, shopper, 0.25],
    ['CM- sku', { sku: 'CM-SA12', currentlyInStock: true }, sale, shopper, 0.25],
    ['daily deal flag', { ...inStock, isDailyDeal: true }, sale, shopper, 0.25],
    ['percents given as 15', inStock, { ...sale, discountPercentage: 15 }, shopper, 0.15],
    ['exactly 0.03', inStock, { ...sale, discountPercentage: 0.03 }, shopper, 0],
    ['exactly 3 (percent)', inStock, { ...sale, discountPercentage: 3 }, shopper, 0],
    ['below 0.03', inStock, { ...sale, discountPercentage: 0.02 }, shopper, 0],
    ['just above 0.03', inStock, { ...sale, discountPercentage: 0.031 }, shopper, 0.031],
    ['daily deal 0.03', { ...inStock, isDailyDeal: true }, { ...sale, salePercentageDailyDeal: 0.03 }, shopper, 0],
  ])('%s', (_name, item, terms, viewer, expected) => {
    expect(saleDiscountFor(item, terms, viewer)).toBeCloseTo(expected, 10);
  });
});

describe('activeSale', () => {
  it.each([
    [
      [
        { name: 'a', saleIsActive: false },
        { name: 'b', saleIsActive: true },
        { name: 'c', saleIsActive: true },
      ],
      'b',
    ],
    [[{ name: 'a', saleIsActive: false }], null],
    [[], null],
    [null, null],
  ])('%#', (settings, name) => {
    expect(activeSale(settings)?.name ?? null).toBe(name);
  });
});

describe('helpers', () => {
  itMapsEach(discountPercentLabel, 'discountPercentLabel(%p)', [
    [0.15, '15%'],
    [30, '30%'],
    [0, '0%'],
  ]);

  it.each([
    [100, 0.15, 85],
    [199.99, 0.15, 169.99],
    [100, 15, 85],
    [100, 0, 100],
  ])('discountedPrice(%p, %p)', (amount, fraction, price) => {
    expect(discountedPrice(amount, fraction)).toBe(price);
  });
});

describe('dealer prices', () => {
  itMapsEach(dealerFallbackPrice, 'dealerFallbackPrice(%p) = %p', [
    [100, 80],
    [99.99, 79],
    [35, 28],
    [1.25, 1],
    [12.5, 10],
    [0, 0],
    [-10, 0],
    [Number.NaN, 0],
  ]);

  itMapsEach(dealerPriceFor, 'dealerPriceFor %p', [
    [{ price_dealer: 70.555, price_map: 100 }, 70.56],
    [{ price_dealer: 0, price_map: 100 }, 80],
    [{ price_dealer: null, price_map: 99.99 }, 79],
    [{ price: 50 }, 40],
    [{}, 0],
  ]);
});

describe('priceDisplayLines', () => {
  const product = { price: 199.99, price_map: 199.99, price_msrp: 249.99, currentlyInStock: true };
  const none = { isDealer: false, saleDiscount: 0 };

  it.each([
    [
      'shopper: MSRP struck, Price',
      product,
      none,
      [
        { kind: 'msrp', label: 'MSRP', amount: 249.99, struck: true },
        { kind: 'price', label: 'Price', amount: 199.99, struck: false },
      ],
    ],
    [
      'compareAtPrice shown as MSRP',
      { ...product, compareAtPrice: 299 },
      none,
      [
        { kind: 'msrp', label: 'MSRP', amount: 299, struck: true },
        { kind: 'price', label: 'Price', amount: 199.99, struck: false },
      ],
    ],
    [
      'no MSRP above price',
      { price: 50, price_msrp: 50, currentlyInStock: true },
      none,
      [{ kind: 'price', label: 'Price', amount: 50, struck: false }],
    ],
    [
      'sale: MAP struck, Sale Price',
      product,
      { isDealer: false, saleDiscount: 0.15 },
      [
        { kind: 'map', label: 'MAP:', amount: 199.99, struck: true },
        { kind: 'sale', label: 'Sale Price:', amount: 169.99, struck: false },
      ],
    ],
    [
      'sale without MAP uses price',
      { price: 100, currentlyInStock: true },
      { isDealer: false, saleDiscount: 0.25 },
      [
        { kind: 'map', label: 'MAP:', amount: 100, struck: true },
        { kind: 'sale', label: 'Sale Price:', amount: 75, struck: false },
      ],
    ],
    [
      'dealer: MSRP struck, MAP struck, Dealer, never a sale price',
      { ...product, price_dealer: 120 },
      { isDealer: true, saleDiscount: 0.15 },
      [
        { kind: 'msrp', label: 'MSRP', amount: 249.99, struck: true },
        { kind: 'map', label: 'MAP:', amount: 199.99, struck: true },
        { kind: 'dealer', label: 'Dealer:', amount: 120, struck: false },
      ],
    ],
    [
      'dealer fallback, no MSRP known',
      { ...product, price_msrp: 0 },
      { isDealer: true, saleDiscount: 0 },
      [
        { kind: 'map', label: 'MAP:', amount: 199.99, struck: true },
        { kind: 'dealer', label: 'Dealer:', amount: 159, struck: false },
      ],
    ],
    [
      'pre-order',
      { ...product, currentlyInStock: false, preorderEligible: true },
      none,
      [{ kind: 'preorder', label: 'Pre-order Price:', amount: 199.99, struck: false }],
    ],
    [
      'pre-order in a sale',
      { ...product, currentlyInStock: false, preorderEligible: true },
      { isDealer: false, saleDiscount: 0.15 },
      [
        { kind: 'map', label: 'MAP:', amount: 199.99, struck: true },
        { kind: 'preorder', label: 'Pre-order Price:', amount: 169.99, struck: false },
      ],
    ],
    [
      'bundle',
      { price: 500, isBundle: true, bundleNormalPrice: 650, currentlyInStock: true },
      none,
      [
        { kind: 'bundle-normal', label: 'Normal', amount: 650, struck: true },
        { kind: 'bundle-special', label: 'Special Price', amount: 500, struck: false },
      ],
    ],
    [
      'bundle without a higher normal price',
      { price: 500, isBundle: true, currentlyInStock: true },
      none,
      [{ kind: 'bundle-special', label: 'Special Price', amount: 500, struck: false }],
    ],
  ])('%s', (_name, input, ctx, lines) => {
    expect(priceDisplayLines(input, ctx)).toEqual(lines);
  });

  it('unitPriceFor is the last line', () => {
    expect(unitPriceFor(product, { isDealer: false, saleDiscount: 0.15 })).toBe(169.99);
    expect(unitPriceFor(product, none)).toBe(199.99);
  });

  it('quotes the spec labels', () => {
    expect(PRICE_LABELS).toMatchObject({ map: 'MAP:', dealer: 'Dealer:', sale: 'Sale Price:', price: 'Price' });
  });
});
