// What a dealer sees of a product (spec 2 §6: dealer cost, MSRP struck through, 'MAP:' and 'Dealer:', warehouse
// stocks floored at 0, never a sale discount) and what a dealer may add (spec 2 §5: only items currently in stock).
// Every rule comes from shared-domain; this file only combines them for the quick-order screen.
import {
  ROUTES,
  productPriceLines,
  toCartItem,
  unitPriceFor,
  warehouseStock,
  type AddToCartItem,
  type PriceDisplayContext,
  type PriceLine,
  type ProductCard,
} from '@storefront/shared-domain';

/** Spec 2 §5: adding to the dealer cart requires the item to be currently in stock (the shared rule). */
export { canAddToDealerCart } from '@storefront/shared-domain';

/** The cart line source of adds from this screen (lines and tiles). */
export const DEALER_CART_SOURCE = 'dealer-quick-order';

/** Dealers never get a sale discount. */
const DEALER_VIEW: PriceDisplayContext = { isDealer: true, saleDiscount: 0 };

export type DealerProduct = Pick<
  ProductCard,
  | 'id'
  | 'sku'
  | 'name'
  | 'slug'
  | 'imageUrl'
  | 'currentlyInStock'
  | 'price'
  | 'price_map'
  | 'price_msrp'
  | 'price_dealer'
  | 'compareAtPrice'
  | 'tpa_wh'
  | 'lv_wh'
  | 'product_type'
> &
  // What the line's fit label reads (fitConfidence).
  Partial<Pick<ProductCard, 'category' | 'properties' | 'vehicleFitment'>>;

/** Shared-domain's dealer lines: 'MSRP' struck through (when there is one), 'MAP:' struck through, 'Dealer:'. */
export function dealerPriceLines(product: DealerProduct): PriceLine[] {
  return productPriceLines(product, { isDealer: true, sale: null });
}

/** The dealer's unit price ('Dealer:' line). */
export function dealerUnitPrice(product: DealerProduct): number {
  return unitPriceFor(product, DEALER_VIEW);
}

/** Warehouse stocks shown on dealer lines and tiles, each floored at 0 by the shared rule. */
export function warehouseStocks(product: Pick<ProductCard, 'tpa_wh' | 'lv_wh'>): { tpa: number; lv: number } {
  return {
    tpa: Math.floor(warehouseStock({ tpa_wh: product.tpa_wh })),
    lv: Math.floor(warehouseStock({ lv_wh: product.lv_wh })),
  };
}

/** The item of `cart:add-requested`: never a pre-order, because a dealer only adds items in stock. */
export function dealerCartItem(product: DealerProduct, quantity: number): AddToCartItem {
  return toCartItem(product, { quantity, source: DEALER_CART_SOURCE });
}

/** The product page of a tile or line: /products/{site_handle}. */
export function dealerProductHref(product: Pick<ProductCard, 'slug'>): string {
  return ROUTES.product.href(product.slug);
}
