// Cart line rules (spec 2 §2 "Cart side panel", §4 "Cart drawer", "Cart token", §5 "Cart line display").
import { CART_COMPATIBILITY, QUANTITY_LIMITS, SALES, SHIPPING } from '../constants';
import { roundMoney } from './money';
import {
  saleDiscountFor,
  unitPriceFor,
  type PriceDisplayProduct,
  type PriceViewer,
  type SaleItem,
  type SaleTerms,
} from './pricing';
import { dealerFreeShippingReached, dealerShippingProgress, shippingLabel } from './shipping';
import { isDonationSku, isSubwooferExceptionSku, isVehicleSpecificSku } from './sku';
import { isFlagSet, isPreorderCartItem, STOCK_TEXTS, type StockPreorderFlags } from './stock';
import type { AddToCartItem, CartDealerShipping } from '../types';

export interface CartLineRef {
  sku: string;
  quantity: number;
}

export const CART_TEXTS = {
  empty: 'Your cart is empty',
  proceedToCheckout: 'Proceed to Checkout',
  preorderNotice: STOCK_TEXTS.cartPreorderNotice,
} as const;

function sameSku(a: string, b: string): boolean {
  return (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();
}

/** Lines shown in the list: the donation sku is hidden. */
export function visibleCartLines<T extends { sku: string }>(items: readonly T[]): T[] {
  return items.filter((item) => !isDonationSku(item.sku));
}

/** The header's cart count: the quantities of the lines the shopper sees (a quantity that is not a number counts 0). */
export function cartItemCount(items: readonly { sku: string; quantity?: unknown }[]): number {
  return visibleCartLines(items).reduce((n, line) => n + (Number(line.quantity) || 0), 0);
}

/**
 * Adding: if the sku is in the cart the quantities are summed, else the item is appended. CHOICES: skus match trimmed
 * and case-insensitively; a sum above 1000 is capped at 1000; an added quantity that is not a whole number of at least 1
 * changes nothing.
 */
export function addCartLine<T extends CartLineRef>(items: readonly T[], added: T): T[] {
  if (!Number.isInteger(added.quantity) || added.quantity < QUANTITY_LIMITS.min) return [...items];
  const at = items.findIndex((item) => sameSku(item.sku, added.sku));
  if (at === -1) return [...items, { ...added, quantity: Math.min(added.quantity, QUANTITY_LIMITS.cartMax) }];
  return items.map((item, i) =>
    i === at ? { ...item, quantity: Math.min(item.quantity + added.quantity, QUANTITY_LIMITS.cartMax) } : item,
  );
}

/** Updating sets the quantity (1 to 1000; anything else changes nothing). */
export function updateCartLineQuantity<T extends CartLineRef>(items: readonly T[], sku: string, quantity: number): T[] {
  if (!Number.isInteger(quantity) || quantity < QUANTITY_LIMITS.min || quantity > QUANTITY_LIMITS.cartMax)
    return [...items];
  return items.map((item) => (sameSku(item.sku, sku) ? { ...item, quantity } : item));
}

/** Deleting removes by sku. */
export function removeCartLine<T extends { sku: string }>(items: readonly T[], sku: string): T[] {
  return items.filter((item) => !sameSku(item.sku, sku));
}

/** Adding to the dealer cart requires the item to be currently in stock (else a notify-style control shows). */
export function canAddToDealerCart(item: { currentlyInStock?: boolean | null }): boolean {
  return item.currentlyInStock === true;
}

/** Item titles starting with 'Fall Savings Event' have that prefix bolded: split it off. */
export function splitFallSavingsTitle(title: string | null | undefined): { prefix: string | null; rest: string } {
  const text = title ?? '';
  if (text.startsWith(SALES.fallSavingsTitlePrefix)) {
    return { prefix: SALES.fallSavingsTitlePrefix, rest: text.slice(SALES.fallSavingsTitlePrefix.length) };
  }
  return { prefix: null, rest: text };
}

/** Cart and checkout token cookies are cleared when the stored cart token differs from the server's. */
export function shouldClearCartTokens(
  storedToken: string | null | undefined,
  serverToken: string | null | undefined,
): boolean {
  return Boolean(storedToken) && Boolean(serverToken) && storedToken !== serverToken;
}

/** The cart shows the pre-order notice when any line is a pre-order. */
export function cartHasPreorder(
  items: ReadonlyArray<{
    is_pre_ordered_item?: boolean | null;
    variant?: { currentlyInStock?: boolean | null; preorderInfo?: StockPreorderFlags | null } | null;
  }>,
): boolean {
  return items.some((item) => item.is_pre_ordered_item === true || isPreorderCartItem(item.variant));
}

export interface CartTotalsInput {
  subTotal: number;
  discountsTotal?: number | null;
  originalTotal?: number | null;
  shippingTotal?: number | null;
}

export interface CartSummary {
  /** Non-dealers with discounts: original total struck through. */
  originalTotalStruck: number | null;
  /** Non-dealers with discounts: the discount line. */
  discount: number | null;
  /** Non-dealers: shipping amount text, 'FREE' when zero. Dealers: 'FREE' once the threshold is reached, else null. */
  shippingText: string | null;
  /** Dealers: free-shipping progress percentage; null for non-dealers. */
  dealerProgress: number | null;
  subTotal: number;
}

/**
 * Summary rows. Non-dealers with discounts see the original total struck through and a discount line; shipping shows
 * its cost or FREE. Dealers see a progress bar and, once the threshold is reached, a FREE shipping line; no discount row.
 */
export function cartSummary(
  totals: CartTotalsInput,
  isDealer: boolean,
  dealerThreshold: number = SHIPPING.dealerFreeThreshold,
): CartSummary {
  const subTotal = roundMoney(totals.subTotal);
  if (isDealer) {
    return {
      originalTotalStruck: null,
      discount: null,
      shippingText: dealerFreeShippingReached(subTotal, dealerThreshold) ? 'FREE' : null,
      dealerProgress: dealerShippingProgress(subTotal, dealerThreshold),
      subTotal,
    };
  }
  const discount = roundMoney(totals.discountsTotal ?? 0);
  const hasDiscount = discount > 0;
  return {
    originalTotalStruck: hasDiscount ? roundMoney(totals.originalTotal ?? subTotal + discount) : null,
    discount: hasDiscount ? discount : null,
    shippingText: shippingLabel(totals.shippingTotal ?? 0),
    dealerProgress: null,
    subTotal,
  };
}

/** What a product offers to the add-to-cart item (a card, a product page, a dealer line). */
export interface CartItemSource {
  sku: string;
  id?: string;
  price?: number;
  price_map?: number;
  price_msrp?: number;
  price_dealer?: number | null;
  product_type?: 'normal' | 'variant';
}

/**
 * The item of `cart:add-requested` (spec 2 §7 "Add-to-cart from the button sends item {sku, is_pre_ordered_item,
 * product_type, quantity, product_id, price, price_map, price_msrp, price_dealer, optional source}"): one builder for
 * every place that adds. The cart service prices it again from the catalog.
 */
export function toCartItem(
  product: CartItemSource,
  options: { quantity?: number; preOrder?: boolean; source?: string; sku?: string } = {},
): AddToCartItem {
  const item: AddToCartItem = {
    sku: options.sku ?? product.sku,
    quantity: options.quantity ?? QUANTITY_LIMITS.min,
    product_id: product.id,
    price: product.price,
    price_map: product.price_map,
    price_msrp: product.price_msrp,
    price_dealer: product.price_dealer ?? null,
    is_pre_ordered_item: options.preOrder === true,
    product_type: product.product_type,
  };
  if (options.source) item.source = options.source;
  return item;
}

/** A car subwoofer line (checked against the cart's vehicle-specific enclosures); VS-10 / VS-12 are subwoofers. */
export function isCartSubwoofer(product: { sku: string; category?: string | null }): boolean {
  return (
    CART_COMPATIBILITY.subwooferCategories.includes(product.category ?? '') || isSubwooferExceptionSku(product.sku)
  );
}

/** A vehicle-specific enclosure line (loaded or empty, by the sku lists of spec 2 §5). */
export function isCartVehicleEnclosure(product: { sku: string }): boolean {
  return isVehicleSpecificSku(product.sku);
}

/**
 * What the cart needs of a product to price a line: the same fields a product card prices from, those of the sale
 * rule and of the display rule, with the pre-order flag as the product carries it.
 */
export interface CartPricedProduct
  extends Omit<SaleItem, 'preorderEligible'>, Omit<PriceDisplayProduct, 'preorderEligible'> {
  preorderInfo?: StockPreorderFlags | null;
}

export interface CartLinePricing {
  /** What the viewer pays per unit: the last price line a product card shows them (unitPriceFor). */
  unitPrice: number;
  /** The sale discount per unit (regular price less the sale price); 0 for dealers and without a sale. */
  unitDiscount: number;
  /** The sale fraction that applied (saleDiscountFor). */
  saleDiscount: number;
}

/**
 * Prices one cart line exactly as the product card and the product page price the product (saleDiscountFor, then
 * priceDisplayLines/unitPriceFor), so a card's 'Sale Price:' is what the cart charges. The donation line is charged
 * its own price (the cart lines, the totals and the order all price through here).
 */
export function cartLinePricing(
  product: CartPricedProduct,
  sale: SaleTerms | null,
  viewer: PriceViewer,
): CartLinePricing {
  // A donation is the amount the shopper gives: no sale and no dealer price ever lowers it.
  if (isDonationSku(product.sku)) return { unitPrice: roundMoney(product.price), unitDiscount: 0, saleDiscount: 0 };
  const preorderEligible = isFlagSet(product.preorderInfo?.is_pre_order_eligible);
  const saleDiscount = saleDiscountFor(
    {
      sku: product.sku,
      isDailyDeal: product.isDailyDeal,
      tpa_wh: product.tpa_wh,
      lv_wh: product.lv_wh,
      currentlyInStock: product.currentlyInStock,
      preorderEligible,
    },
    sale,
    viewer,
  );
  const unitPrice = unitPriceFor(
    {
      price: product.price,
      price_map: product.price_map,
      price_msrp: product.price_msrp,
      compareAtPrice: product.compareAtPrice,
      price_dealer: product.price_dealer,
      currentlyInStock: product.currentlyInStock,
      preorderEligible,
      isBundle: product.isBundle,
      bundleNormalPrice: product.bundleNormalPrice,
    },
    { isDealer: viewer.isDealer, saleDiscount },
  );
  const regular = roundMoney(product.price_map && product.price_map > 0 ? product.price_map : product.price);
  const unitDiscount = !viewer.isDealer && saleDiscount > 0 ? Math.max(0, roundMoney(regular - unitPrice)) : 0;
  return { unitPrice, unitDiscount, saleDiscount };
}

/** The dealer free-shipping bar of the cart answer (null for viewers who are not dealers). */
export function cartDealerShipping(
  subTotal: number,
  isDealer: boolean,
  threshold: number = SHIPPING.dealerFreeThreshold,
): CartDealerShipping | null {
  if (!isDealer) return null;
  return {
    freeShippingThreshold: threshold,
    progressPercent: dealerShippingProgress(subTotal, threshold),
    freeShipping: dealerFreeShippingReached(subTotal, threshold),
  };
}

/** Messages of the order placement errors (contract C), shown as they come from the cart service. */
export const CHECKOUT_TEXTS = {
  paymentDeclined: 'Your card was declined.',
  paymentFailed: 'The payment could not be processed. Please try again.',
  cartEmpty: 'Your cart is empty',
  outOfStock: 'Some items in your cart are no longer available in the quantity you chose.',
  catalogUnavailable: 'The store cannot check prices and stock right now. Please try again.',
  paymentUnavailable: 'Payments cannot be taken right now. Please try again.',
  checkoutInProgress: 'This order is already being placed in another window. Check your orders before trying again.',
  alreadyOrdered: 'This cart was just ordered in another window. Your confirmation email is on its way.',
} as const;
