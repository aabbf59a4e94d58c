// Sales, dealer prices and price display lines. Spec 1 §4 "Sale", "Price display variants", §5 sale rule;
// spec 2 §5 "Cart line display", §6 roles, §9 constants.
import { PRICING } from '../constants';
import { roundMoney } from './money';

export interface SaleItem {
  sku: string;
  isDailyDeal?: boolean;
  tpa_wh?: number;
  lv_wh?: number;
  currentlyInStock?: boolean;
  preorderEligible?: boolean;
}

export interface SaleTerms {
  saleIsActive: boolean;
  discountPercentage: number;
  salePercentageDailyDeal: number;
}

export interface PriceViewer {
  isDealer: boolean;
}

/**
 * A sale percentage as a fraction. CHOICE: values above 1 are percents (15 -> 0.15), values from 0 to 1 are fractions
 * (so 1 means 100 %); negative or non-numeric -> 0; capped at 1.
 */
export function toDiscountFraction(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return 0;
  const fraction = n > 1 ? n / 100 : n;
  return Math.min(1, Number(fraction.toPrecision(12)));
}

/** Warehouse stock: tpa_wh + lv_wh, each floored at 0 (CHOICE: negatives count as 0 for everyone). */
export function warehouseStock(item: { tpa_wh?: number | null; lv_wh?: number | null }): number {
  const part = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);
  return part(item.tpa_wh) + part(item.lv_wh);
}

/** The sale applies to an item whose warehouse stock is over 3, or that is in stock, or preorder eligible. */
export function isSaleEligible(item: SaleItem): boolean {
  return (
    warehouseStock(item) > PRICING.saleWarehouseStockOver ||
    item.currentlyInStock === true ||
    item.preorderEligible === true
  );
}

/** BF- and CM- skus (CHOICE: case-insensitive) and flagged daily-deal products use the daily-deal percentage. */
export function usesDailyDealPercentage(item: { sku: string; isDailyDeal?: boolean }): boolean {
  const sku = (item.sku ?? '').trim().toUpperCase();
  return item.isDailyDeal === true || PRICING.dailyDealSkuPrefixes.some((p) => sku.startsWith(p));
}

/**
 * The sale discount of an item as a fraction (0.15 = 15 %): 0 for dealers, without an active sale, or when the item is
 * not eligible; a discount of 0.03 or less counts as 0.
 */
export function saleDiscountFor(item: SaleItem, sale: SaleTerms | null, viewer: PriceViewer): number {
  if (viewer?.isDealer) return 0;
  if (!sale || sale.saleIsActive !== true) return 0;
  if (!isSaleEligible(item)) return 0;
  const fraction = toDiscountFraction(
    usesDailyDealPercentage(item) ? sale.salePercentageDailyDeal : sale.discountPercentage,
  );
  return fraction <= PRICING.saleDiscountFloor + 1e-9 ? 0 : fraction;
}

/** The current sale: the first active entry of the sale settings, or null. */
export function activeSale<T extends { saleIsActive: boolean }>(settings: readonly T[] | null | undefined): T | null {
  return (settings ?? []).find((s) => s && s.saleIsActive === true) ?? null;
}

/** Whole percent for banners: 0.15 -> 15. */
export function discountPercentLabel(fraction: number): string {
  return `${Math.round(toDiscountFraction(fraction) * 100)}%`;
}

/** Price after a fractional discount, rounded to cents. */
export function discountedPrice(amount: number, fraction: number): number {
  return roundMoney(amount * (1 - toDiscountFraction(fraction)));
}

/** Dealer fallback price: 20 % off MAP, rounded down to a whole amount. Invalid or negative MAP -> 0. */
export function dealerFallbackPrice(priceMap: number): number {
  if (!Number.isFinite(priceMap) || priceMap <= 0) return 0;
  return Math.floor(Number((priceMap * (1 - PRICING.dealerFallbackDiscount)).toPrecision(12)));
}

/** Dealer price: price_dealer when above 0, else the fallback from MAP. */
export function dealerPriceFor(product: {
  price_dealer?: number | null;
  price_map?: number | null;
  price?: number;
}): number {
  if (typeof product.price_dealer === 'number' && product.price_dealer > 0) return roundMoney(product.price_dealer);
  return dealerFallbackPrice(product.price_map ?? product.price ?? 0);
}

export type PriceLineKind =
  'msrp' | 'price' | 'map' | 'sale' | 'dealer' | 'preorder' | 'bundle-normal' | 'bundle-special';

export interface PriceLine {
  kind: PriceLineKind;
  label: string;
  amount: number;
  struck: boolean;
}

export interface PriceDisplayProduct {
  price: number;
  price_map?: number | null;
  price_msrp?: number | null;
  /** Shown as MSRP; wins over price_msrp. */
  compareAtPrice?: number | null;
  price_dealer?: number | null;
  currentlyInStock?: boolean;
  preorderEligible?: boolean;
  isBundle?: boolean;
  /** Bundles: the normal (sum of parts) price. */
  bundleNormalPrice?: number | null;
}

export interface PriceDisplayContext {
  isDealer: boolean;
  /** From saleDiscountFor (0 when no sale applies). */
  saleDiscount: number;
}

/** Labels of the price lines; 'Pre-order Price:', 'Normal' and 'Special Price' are CHOICES (spec gives no text). */
export const PRICE_LABELS = {
  msrp: 'MSRP',
  price: 'Price',
  map: 'MAP:',
  sale: 'Sale Price:',
  dealer: 'Dealer:',
  preorder: 'Pre-order Price:',
  bundleNormal: 'Normal',
  bundleSpecial: 'Special Price',
} as const;

function positive(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0;
}

/**
 * The price lines to show, top to bottom. Precedence (CHOICE, dealers first since they never get sale prices):
 * 1. dealer (spec 2 §6 "MSRP struck through, MAP label and Dealer price"): 'MSRP' struck (compareAtPrice or
 *    price_msrp, when there is one), 'MAP:' struck, 'Dealer:' (price_dealer or fallback);
 * 2. pre-order (not in stock and pre-order eligible): 'Pre-order Price:' (sale price, with 'MAP:' struck above it when discounted);
 * 3. sale (discount > 0): 'MAP:' struck, 'Sale Price:' = MAP (else price) less the discount;
 * 4. bundle: 'Normal' struck (when above the price), 'Special Price';
 * 5. otherwise: 'MSRP' struck (compareAtPrice or price_msrp, when above the price), 'Price'.
 */
export function priceDisplayLines(product: PriceDisplayProduct, ctx: PriceDisplayContext): PriceLine[] {
  const price = roundMoney(product.price);
  const regular = positive(product.price_map) ? roundMoney(product.price_map) : price;
  const discount = ctx.isDealer ? 0 : toDiscountFraction(ctx.saleDiscount);
  const line = (kind: PriceLineKind, label: string, amount: number, struck = false): PriceLine => ({
    kind,
    label,
    amount: roundMoney(amount),
    struck,
  });

  const msrp = positive(product.compareAtPrice) ? product.compareAtPrice : product.price_msrp;
  if (ctx.isDealer) {
    const dealerLines = [
      line('map', PRICE_LABELS.map, regular, true),
      line('dealer', PRICE_LABELS.dealer, dealerPriceFor(product)),
    ];
    return positive(msrp) ? [line('msrp', PRICE_LABELS.msrp, msrp, true), ...dealerLines] : dealerLines;
  }
  if (product.currentlyInStock !== true && product.preorderEligible === true) {
    if (discount > 0) {
      return [
        line('map', PRICE_LABELS.map, regular, true),
        line('preorder', PRICE_LABELS.preorder, discountedPrice(regular, discount)),
      ];
    }
    return [line('preorder', PRICE_LABELS.preorder, price)];
  }
  if (discount > 0) {
    return [
      line('map', PRICE_LABELS.map, regular, true),
      line('sale', PRICE_LABELS.sale, discountedPrice(regular, discount)),
    ];
  }
  if (product.isBundle) {
    const normal = product.bundleNormalPrice;
    const lines: PriceLine[] = [];
    if (positive(normal) && roundMoney(normal) > price)
      lines.push(line('bundle-normal', PRICE_LABELS.bundleNormal, normal, true));
    lines.push(line('bundle-special', PRICE_LABELS.bundleSpecial, price));
    return lines;
  }
  const lines: PriceLine[] = [];
  if (positive(msrp) && roundMoney(msrp) > price) lines.push(line('msrp', PRICE_LABELS.msrp, msrp, true));
  lines.push(line('price', PRICE_LABELS.price, price));
  return lines;
}

/** The amount a viewer pays per unit: dealer price for dealers, else the (sale-discounted) MAP/price. */
export function unitPriceFor(product: PriceDisplayProduct, ctx: PriceDisplayContext): number {
  const lines = priceDisplayLines(product, ctx);
  return lines[lines.length - 1].amount;
}
