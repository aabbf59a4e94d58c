import {
  canAddToDealerCart,
  dealerCartItem,
  dealerPriceLines,
  warehouseStocks,
  type DealerProduct,
} from './dealerProduct';
import { addableLines, grandTotal, lineTotal, quickOrderReducer, type QuickOrderLine } from './quickOrderLines';

const base: DealerProduct = {
  id: 'p1',
  sku: 'ZVX-15',
  name: 'ZVX 15',
  slug: 'zvx-15',
  imageUrl: '/z.png',
  currentlyInStock: true,
  price: 199.99,
  price_map: 199.99,
  price_msrp: 249.99,
  price_dealer: 120,
  tpa_wh: 4.7,
  lv_wh: -2,
  product_type: 'normal',
};

describe('dealer product rules', () => {
  it('shows MSRP and MAP struck through, then the dealer price; no MSRP line without one', () => {
    expect(dealerPriceLines(base).map((l) => [l.label, l.amount, l.struck])).toEqual([
      ['MSRP', 249.99, true],
      ['MAP:', 199.99, true],
      ['Dealer:', 120, false],
    ]);
    expect(dealerPriceLines({ ...base, price_msrp: 0 }).map((l) => l.kind)).toEqual(['map', 'dealer']);
  });

  it('falls back to 20 % off MAP rounded down when there is no dealer price', () => {
    expect(dealerPriceLines({ ...base, price_dealer: null }).at(-1)?.amount).toBe(159);
  });

  it('floors each warehouse at 0 and shows whole units', () => {
    expect(warehouseStocks(base)).toEqual({ tpa: 4, lv: 0 });
    expect(warehouseStocks({})).toEqual({ tpa: 0, lv: 0 });
  });

  it('adds only items currently in stock, never as a pre-order', () => {
    expect(canAddToDealerCart(base)).toBe(true);
    expect(canAddToDealerCart({ currentlyInStock: false })).toBe(false);
    expect(dealerCartItem(base, 3)).toEqual({
      sku: 'ZVX-15',
      quantity: 3,
      product_id: 'p1',
      price: 199.99,
      price_map: 199.99,
      price_msrp: 249.99,
      price_dealer: 120,
      is_pre_ordered_item: false,
      product_type: 'normal',
      source: 'dealer-quick-order',
    });
  });
});

describe('quickOrderReducer', () => {
  const other: DealerProduct = { ...base, id: 'p2', sku: 'SA-8', currentlyInStock: false, price_dealer: 50 };

  it('sums a SKU added twice (case-insensitive) and refuses a total above 1000', () => {
    let lines: QuickOrderLine[] = [];
    lines = quickOrderReducer(lines, { type: 'add', product: base, quantity: 2 });
    lines = quickOrderReducer(lines, { type: 'add', product: { ...base, sku: 'zvx-15' }, quantity: 3 });
    expect(lines.map((l) => l.quantity)).toEqual([5]);
    expect(quickOrderReducer(lines, { type: 'add', product: base, quantity: 996 })).toBe(lines);
  });

  it('sets quantities only within 1..1000 and removes lines', () => {
    const lines = quickOrderReducer([], { type: 'add', product: base, quantity: 1 });
    expect(quickOrderReducer(lines, { type: 'set-quantity', sku: 'ZVX-15', quantity: 1000 })[0].quantity).toBe(1000);
    expect(quickOrderReducer(lines, { type: 'set-quantity', sku: 'ZVX-15', quantity: 0 })).toBe(lines);
    expect(quickOrderReducer(lines, { type: 'set-quantity', sku: 'ZVX-15', quantity: 1.5 })).toBe(lines);
    expect(quickOrderReducer(lines, { type: 'remove', sku: 'zvx-15' })).toEqual([]);
    expect(quickOrderReducer(lines, { type: 'clear' })).toEqual([]);
  });

  it('totals lines at the dealer price and leaves out-of-stock lines out of the grand total', () => {
    const lines: QuickOrderLine[] = [
      { product: base, quantity: 3 },
      { product: other, quantity: 2 },
    ];
    expect(lineTotal(lines[0])).toBe(360);
    expect(lineTotal(lines[1])).toBe(100);
    expect(addableLines(lines).map((l) => l.product.sku)).toEqual(['ZVX-15']);
    expect(grandTotal(lines)).toBe(360);
  });
});
