// The grid's lines: one per SKU, quantities within the cart limits (spec 2 §9: 1 to 1000). Pure reducer, so the
// merge rules are tested without rendering.
import { QUANTITY_LIMITS, isValidCartQuantity, roundMoney, sumMoney } from '@storefront/shared-domain';
import { canAddToDealerCart, dealerUnitPrice, type DealerProduct } from './dealerProduct';

export interface QuickOrderLine {
  product: DealerProduct;
  quantity: number;
}

export type QuickOrderAction =
  | { type: 'add'; product: DealerProduct; quantity: number }
  | { type: 'set-quantity'; sku: string; quantity: number }
  | { type: 'remove'; sku: string }
  | { type: 'clear' };

const keyOf = (sku: string) => sku.trim().toUpperCase();

/** The quantity a line would have after adding `quantity` more; null when it would leave 1..1000. */
export function mergedQuantity(lines: readonly QuickOrderLine[], sku: string, quantity: number): number | null {
  const existing = lines.find((line) => keyOf(line.product.sku) === keyOf(sku));
  const next = (existing?.quantity ?? 0) + quantity;
  return isValidCartQuantity(next) ? next : null;
}

/** Adding a SKU already in the grid sums the quantities (refused above 1000: the line keeps its quantity). */
export function quickOrderReducer(lines: QuickOrderLine[], action: QuickOrderAction): QuickOrderLine[] {
  switch (action.type) {
    case 'add': {
      const next = mergedQuantity(lines, action.product.sku, action.quantity);
      if (next === null) return lines;
      const index = lines.findIndex((line) => keyOf(line.product.sku) === keyOf(action.product.sku));
      if (index === -1) return [...lines, { product: action.product, quantity: next }];
      return lines.map((line, i) => (i === index ? { product: action.product, quantity: next } : line));
    }
    case 'set-quantity':
      if (!isValidCartQuantity(action.quantity)) return lines;
      return lines.map((line) =>
        keyOf(line.product.sku) === keyOf(action.sku) ? { ...line, quantity: action.quantity } : line,
      );
    case 'remove':
      return lines.filter((line) => keyOf(line.product.sku) !== keyOf(action.sku));
    case 'clear':
      return [];
  }
}

export function lineTotal(line: QuickOrderLine): number {
  return roundMoney(dealerUnitPrice(line.product) * line.quantity);
}

/** The lines 'Add all to cart' sends: only those currently in stock. */
export function addableLines(lines: readonly QuickOrderLine[]): QuickOrderLine[] {
  return lines.filter((line) => canAddToDealerCart(line.product));
}

/** Grand total of the lines that can be ordered now (out-of-stock lines are not added, so not counted). */
export function grandTotal(lines: readonly QuickOrderLine[]): number {
  return sumMoney(addableLines(lines).map(lineTotal));
}

export const QUICK_ORDER_MAX_QUANTITY = QUANTITY_LIMITS.cartMax;
