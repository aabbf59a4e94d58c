// A product's price lines as a card, a product page and their short lists show them: the shared sale rule
// (saleDiscountFor) and display rule (priceDisplayLines) applied to the fields a product answer carries, one mapping
// for every screen (the cart's cartLinePricing charges by the same rules).
import { isFlagSet, priceDisplayLines, saleDiscountFor } from '@storefront/shared-domain/runtime';
import type { CartPricedProduct } from './cart';
import type { PriceLine, SaleTerms } from './pricing';

/** Who looks at a price: a dealer or not, and the sale that runs (null: none). */
export interface ProductPriceViewer {
  isDealer: boolean;
  sale: SaleTerms | null;
}

/** The sale discount of the product for this viewer, as a fraction (0 when none). */
export function productSaleDiscount(product: CartPricedProduct, viewer: ProductPriceViewer): number {
  return saleDiscountFor(
    {
      sku: product.sku,
      isDailyDeal: product.isDailyDeal,
      tpa_wh: product.tpa_wh,
      lv_wh: product.lv_wh,
      currentlyInStock: product.currentlyInStock,
      preorderEligible: isFlagSet(product.preorderInfo?.is_pre_order_eligible),
    },
    viewer.sale,
    { isDealer: viewer.isDealer },
  );
}

/** The price lines of the product for this viewer (pre-order, sale, dealer, bundle, MSRP). */
export function productPriceLines(product: CartPricedProduct, viewer: ProductPriceViewer): PriceLine[] {
  return priceDisplayLines(
    {
      price: product.price,
      price_map: product.price_map,
      price_msrp: product.price_msrp,
      compareAtPrice: product.compareAtPrice,
      price_dealer: product.price_dealer,
      currentlyInStock: product.currentlyInStock,
      preorderEligible: isFlagSet(product.preorderInfo?.is_pre_order_eligible),
      isBundle: product.isBundle,
      bundleNormalPrice: product.bundleNormalPrice,
    },
    { isDealer: viewer.isDealer, saleDiscount: productSaleDiscount(product, viewer) },
  );
}

/** The fields of a variant row that make what a product shows for that variant (its prices and its stock). */
const VARIANT_FIELDS = [
  'sku',
  'currentlyInStock',
  'price',
  'price_map',
  'price_msrp',
  'compareAtPrice',
  'price_dealer',
  'tpa_wh',
  'lv_wh',
  'preorderInfo',
  'isDiscontinued',
  'isDailyDeal',
] as const;

/** The product with a variant row's prices and stock laid over it; a field the row lacks keeps the product's. */
export function withVariantRow<P extends object, R extends object>(product: P, row: R): P {
  const out: Record<string, unknown> = { ...(product as Record<string, unknown>) };
  for (const field of VARIANT_FIELDS) {
    const value = (row as Record<string, unknown>)[field];
    if (value !== undefined) out[field] = value;
  }
  return out as P;
}
