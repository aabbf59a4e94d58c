// Tracking of the cart (spec 2 §7 'Tracking events'): the add-to-cart analytics payload, and the view_cart event pushed
// to the page's data layer. The purchase event is in purchaseTracking.ts: only the confirmation page sends it, and a
// module's code goes to every page that imports any of it.
import { LOCALE, roundMoney, trackEvent, type AddToCartItem, type Cart } from '@storefront/shared-domain';
import type { AddToCartEventBody } from '../cart-api/cartTypes';

/** eventData.page of spec 2 §7: page_search and page_hash only when the address has them. */
export function currentPageInfo(): AddToCartEventBody['eventData']['page'] {
  const { href, pathname, hostname, search, hash } = window.location;
  return {
    page_title: document.title,
    page_referrer: document.referrer,
    page_location: href,
    page_path: pathname,
    page_hostname: hostname,
    ...(search ? { page_search: search } : {}),
    ...(hash ? { page_hash: hash } : {}),
  };
}

/**
 * POST /api/analytics/events/add-to-cart body for an accepted add. The unit price is the one the cart charges (the
 * updated cart's line), falling back to the price the caller sent.
 */
export function addToCartEventBody(item: AddToCartItem, cart: Cart | undefined): AddToCartEventBody {
  const line = cart?.items.find((l) => l.sku.toUpperCase() === item.sku.toUpperCase());
  const price = line?.price ?? item.price;
  return {
    item: {
      sku: item.sku,
      quantity: item.quantity,
      ...(price !== undefined ? { price } : {}),
      ...((line?.price_map ?? item.price_map) !== undefined ? { price_map: line?.price_map ?? item.price_map } : {}),
      ...((line?.price_msrp ?? item.price_msrp) !== undefined
        ? { price_msrp: line?.price_msrp ?? item.price_msrp }
        : {}),
      ...(item.source ? { source: item.source } : {}),
    },
    totalPrice: roundMoney((price ?? 0) * item.quantity),
    eventData: { path: window.location.pathname, page: currentPageInfo() },
  };
}

/** The view_cart event (pushed when the panel opens or the cart page shows a cart). */
export function trackViewCart(cart: Cart): void {
  trackEvent('view_cart', {
    ecommerce: {
      currency: LOCALE.currency,
      value: cart.subTotal,
      items: cart.items.map((line) => ({
        item_id: line.sku,
        item_name: line.name,
        price: line.price,
        quantity: line.quantity,
      })),
    },
  });
}
