// The cart for someone else's page: mountCart(element, { apiBaseUrl }) renders the cart button and panel with a store
// of their own (shared factory) into any element. The page talks to it through the window-scoped bus:
//   window.__storefrontBus__.emit('cart:add-requested', { item: { sku: 'SKU', quantity: 1 } })
// or, without our code, dispatchEvent(new CustomEvent('cart:add-requested', { detail: { item } })) on its target.
import { BUS_VERSION, getBus, type StorefrontBus } from '@storefront/shared-domain';
import { mountStorefront } from '../../../../config/web/mount';
import { CartEmbed } from './CartEmbed';

export const EMBED_CACHE_KEY = 'sf-cart-embed';

export interface MountCartOptions {
  /** Origin of the storefront API (the gateway), e.g. 'https://shop.example.com'. Default: the page's origin. */
  apiBaseUrl?: string;
  /** Render the cart button (default true); false renders only the panel, opened through the bus. */
  showButton?: boolean;
}

export interface MountedCart {
  /** The page-wide bus (emit 'cart:add-requested', 'cart:open', listen to 'cart:item-added'...). */
  bus: StorefrontBus;
  busVersion: number;
  unmount(): void;
}

export function mountCart(element: Element, options: MountCartOptions = {}): MountedCart {
  if (!element || typeof (element as Element).appendChild !== 'function') {
    throw new TypeError('mountCart(element, options): element must be a DOM element');
  }
  if (options.apiBaseUrl !== undefined && typeof options.apiBaseUrl !== 'string') {
    throw new TypeError('mountCart(element, options): apiBaseUrl must be a string');
  }
  // No global styles: the page is someone else's.
  const { unmount } = mountStorefront(element, <CartEmbed showButton={options.showButton !== false} />, {
    cacheKey: EMBED_CACHE_KEY,
    apiBaseUrl: options.apiBaseUrl ?? '',
    styleContainer: element.ownerDocument?.head ?? undefined,
  });
  return { bus: getBus(), busVersion: BUS_VERSION, unmount };
}
