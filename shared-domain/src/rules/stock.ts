// Stock state, card action, product-page availability and stock indicators (spec 1 §4, spec 2 §4 "Pre-order", §8 labels).
import { STOCK } from '../constants';

export type StockState = 'in-stock' | 'out-of-stock' | 'preorder';

/** Pre-order flags as the API sends them (booleans, or 1/0). */
export interface StockPreorderFlags {
  is_pre_order_enabled?: boolean | number | null;
  is_pre_order_eligible?: boolean | number | null;
  manual_override_eta_date?: string | null;
  in_stock_eta_date?: string | null;
}

export const STOCK_TEXTS = {
  addToCart: 'Add to Cart',
  preOrder: 'Pre-order',
  outOfStock: 'Out of Stock',
  moreDetails: 'More details',
  inStock: 'In Stock',
  soldOut: 'Sold Out',
  availableForPreorder: 'Available for Pre-order',
  discontinued: 'Discontinued - No Longer Available',
  discontinuedNotice: 'This product has been discontinued and is no longer available for purchase.',
  preorderEtaPrefix: 'Estimated Pre-order Ship Date:',
  cartPreorderNotice: 'Cart Contains Pre-Ordered Items. These items are set to ship at a later date.',
} as const;

/** 1 and true count as set. */
export function isFlagSet(flag: boolean | number | null | undefined): boolean {
  return flag === true || flag === 1;
}

/** in stock, out of stock, or preorder (preorder wins when eligible and out of stock). */
export function stockState(input: {
  currentlyInStock?: boolean | null;
  preorderEligible?: boolean | number | null;
}): StockState {
  if (input.currentlyInStock === true) return 'in-stock';
  return isFlagSet(input.preorderEligible) ? 'preorder' : 'out-of-stock';
}

export type CardAction = {
  kind: 'add-to-cart' | 'pre-order' | 'out-of-stock';
  label: string;
  disabled: boolean;
  moreDetails: boolean;
};

/**
 * Card: Add to Cart in stock; Pre-order when out of stock and eligible; else disabled Out of Stock; variant-type
 * products add More details. A dealer never pre-orders: the dealer cart takes in-stock items only (spec 2 §5).
 */
export function cardAction(
  input: {
    currentlyInStock?: boolean | null;
    preorderEligible?: boolean | number | null;
    productType?: 'normal' | 'variant' | string | null;
  },
  viewer: { isDealer?: boolean } = {},
): CardAction {
  const moreDetails = input.productType === 'variant';
  const state = viewer.isDealer && input.currentlyInStock !== true ? 'out-of-stock' : stockState(input);
  if (state === 'in-stock') return { kind: 'add-to-cart', label: STOCK_TEXTS.addToCart, disabled: false, moreDetails };
  if (state === 'preorder') return { kind: 'pre-order', label: STOCK_TEXTS.preOrder, disabled: false, moreDetails };
  return { kind: 'out-of-stock', label: STOCK_TEXTS.outOfStock, disabled: true, moreDetails };
}

/** ETA: the manual override date, else the in-stock ETA date, else null. */
export function preorderEtaDate(info: StockPreorderFlags | null | undefined): string | null {
  const manual = info?.manual_override_eta_date?.trim();
  if (manual) return manual;
  const eta = info?.in_stock_eta_date?.trim();
  return eta ? eta : null;
}

/** 'Estimated Pre-order Ship Date: {date}' with the date already formatted. */
export function preorderEtaText(formattedDate: string): string {
  return `${STOCK_TEXTS.preorderEtaPrefix} ${formattedDate}`;
}

export interface ProductAvailabilityInput {
  currentlyInStock?: boolean | null;
  isDiscontinued?: boolean | null;
  blockBackorder?: boolean | null;
  preorderInfo?: StockPreorderFlags | null;
}

export type ProductAvailability =
  | { kind: 'add-to-cart'; label: string; disabled: false }
  | { kind: 'pre-order'; label: string; disabled: false; etaDate: string | null; quantityPicker: true }
  | {
      kind: 'out-of-stock';
      label: string;
      disabled: true;
      discontinued: null | { label: string; notice: string };
    };

/**
 * Product page: in stock -> Add to Cart; not in stock with pre-order enabled, eligible and backorder not blocked ->
 * 'Pre-order' with ETA; otherwise a disabled 'Out of Stock', plus the discontinued texts when discontinued and backorder
 * is blocked.
 */
export function productPageAvailability(
  input: ProductAvailabilityInput,
  viewer: { isDealer?: boolean } = {},
): ProductAvailability {
  if (input.currentlyInStock === true) return { kind: 'add-to-cart', label: STOCK_TEXTS.addToCart, disabled: false };
  const info = input.preorderInfo;
  if (
    !viewer.isDealer &&
    isFlagSet(info?.is_pre_order_enabled) &&
    isFlagSet(info?.is_pre_order_eligible) &&
    input.blockBackorder !== true
  ) {
    return {
      kind: 'pre-order',
      label: STOCK_TEXTS.preOrder,
      disabled: false,
      etaDate: preorderEtaDate(info),
      quantityPicker: true,
    };
  }
  const discontinued =
    input.isDiscontinued === true && input.blockBackorder === true
      ? { label: STOCK_TEXTS.discontinued, notice: STOCK_TEXTS.discontinuedNotice }
      : null;
  return { kind: 'out-of-stock', label: STOCK_TEXTS.outOfStock, disabled: true, discontinued };
}

export interface StockIndicatorInput {
  availableQuantity: number;
  isDiscontinued?: boolean;
  preorderEnabled?: boolean;
  preorderEligible?: boolean;
}

export interface DetailedStockIndicatorInput extends StockIndicatorInput {
  /** Warehouse stock (tpa_wh + lv_wh); a discontinued item with warehouse stock and an allowed sku counts as in stock. */
  warehouseQuantity?: number;
  /** The sku may still be sold from the warehouse when discontinued (which skus: not shown in the spec). */
  allowDiscontinuedSale?: boolean;
  /** An exception applies: nothing is rendered (which exceptions: not shown in the spec). */
  exception?: boolean;
}

function quantity(n: number | undefined): number {
  return typeof n === 'number' && Number.isFinite(n) ? Math.floor(n) : 0;
}

/**
 * Detailed indicator: 'In Stock (Only N Remaining)' when 0 < N < 20, nothing when 20 or more; out of stock and
 * discontinued -> 'Discontinued - No Longer Available'; out of stock with pre-order enabled and eligible ->
 * 'Available for Pre-order'; else 'Sold Out'. Exceptions render nothing.
 */
export function detailedStockIndicator(input: DetailedStockIndicatorInput): string | null {
  if (input.exception) return null;
  let qty = quantity(input.availableQuantity);
  const warehouse = quantity(input.warehouseQuantity);
  if (qty <= 0 && input.isDiscontinued && input.allowDiscontinuedSale && warehouse > 0) qty = warehouse;
  if (qty > 0) return qty < STOCK.lowStockUnder ? `In Stock (Only ${qty} Remaining)` : null;
  if (input.isDiscontinued) return STOCK_TEXTS.discontinued;
  if (input.preorderEnabled && input.preorderEligible) return STOCK_TEXTS.availableForPreorder;
  return STOCK_TEXTS.soldOut;
}

/** The detailed indicator for the four common inputs. */
export function stockIndicator(input: StockIndicatorInput): string | null {
  return detailedStockIndicator({
    availableQuantity: input.availableQuantity,
    isDiscontinued: input.isDiscontinued,
    preorderEnabled: input.preorderEnabled,
    preorderEligible: input.preorderEligible,
  });
}

/** Simple indicator: 'In Stock' or 'Sold Out'. */
export function simpleStockIndicator(inStock: boolean | null | undefined): 'In Stock' | 'Sold Out' {
  return inStock === true ? 'In Stock' : 'Sold Out';
}

/** A cart item is a pre-order: out of stock, pre-order eligible and enabled (flag 1). */
export function isPreorderCartItem(
  variant:
    | {
        currentlyInStock?: boolean | null;
        preorderInfo?: StockPreorderFlags | null;
      }
    | null
    | undefined,
): boolean {
  if (!variant || variant.currentlyInStock === true) return false;
  return (
    isFlagSet(variant.preorderInfo?.is_pre_order_eligible) && isFlagSet(variant.preorderInfo?.is_pre_order_enabled)
  );
}
