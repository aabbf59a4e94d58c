// Test data shared by the cart remote's tests (not shipped: only tests import it).
import type { Cart, CartLineItem } from '@storefront/shared-domain';

export function line(sku: string, extra: Partial<CartLineItem & { currentlyInStock: boolean }> = {}): CartLineItem {
  return {
    sku,
    displayed_sku: sku,
    name: `Item ${sku}`,
    path: `/products/${sku.toLowerCase()}`,
    product_id: `id-${sku}`,
    quantity: 1,
    price: 100,
    price_map: 100,
    price_msrp: 120,
    ...extra,
  };
}

export function cartOf(items: CartLineItem[], extra: Partial<Cart> = {}): { data: Cart } {
  const subTotal = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  return {
    data: {
      cart_token: 'tok-1',
      items,
      subTotal,
      discountsTotal: 0,
      originalTotal: subTotal,
      shippingTotal: 0,
      ...extra,
    },
  };
}

/** A promise whose resolution the test controls. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
