import { displaySku, roundMoney, shippingCost, sumMoney } from '@storefront/shared-domain';
import type { Cart, CartLineItem } from '@storefront/shared-domain';
import type { CartLineDoc } from './models/cart';

/**
 * A line's undiscounted unit price: MAP when it is above the selling price (the item is on sale), else the price.
 * The discount of a line is (original - price) x quantity.
 */
function originalUnitPrice(line: CartLineDoc): number {
  return line.price_map > line.price ? line.price_map : line.price;
}

export function toLineItem(line: CartLineDoc): CartLineItem {
  const discount = roundMoney((originalUnitPrice(line) - line.price) * line.quantity);
  const item: CartLineItem = {
    sku: line.sku,
    displayed_sku: displaySku(line.sku),
    short_title: line.short_title ?? line.name ?? line.sku,
    name: line.name ?? line.sku,
    path: line.path ?? '',
    product_id: line.product_id ?? '',
    quantity: line.quantity,
    options: line.options ?? [],
    child_products: line.child_products ?? [],
    main_image: line.main_image ?? '',
    price: roundMoney(line.price),
    price_map: roundMoney(line.price_map),
    price_msrp: roundMoney(line.price_msrp),
    price_dealer: line.price_dealer ?? null,
    total_line_discounts: discount > 0 ? discount : 0,
    product_type: line.product_type ?? 'normal',
    is_pre_ordered_item: line.is_pre_ordered_item ?? false,
    // TODO(cart issue): compatibility needs enclosure charts from the catalog (shared-domain isCompatible).
    isCompatible: true,
  };
  if (line.source) item.source = line.source;
  return item;
}

/** The cart answer: lines plus totals (money rounded to cents, shipping by the current shipping setting). */
export function presentCart(token: string | null, lines: readonly CartLineDoc[]): Cart {
  const items = lines.map(toLineItem);
  const subTotal = sumMoney(items.map((i) => i.price * i.quantity));
  const discountsTotal = sumMoney(items.map((i) => i.total_line_discounts ?? 0));
  return {
    cart_token: token,
    items,
    subTotal,
    discountsTotal,
    originalTotal: roundMoney(subTotal + discountsTotal),
    shippingTotal: shippingCost(subTotal),
  };
}

export const emptyCart = (): Cart => presentCart(null, []);
