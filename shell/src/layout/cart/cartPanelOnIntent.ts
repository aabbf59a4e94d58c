// The cart remote on the shopper's first cart intent (page weight): a page other than the cart page (page switch
// cartPanelAtStart) does not load the cart panel at start. The header's count comes from the shell's own read of the
// cart (useHeaderCartCount), and the first 'cart:add-requested' or 'cart:open' mounts the cart panel; the bus keeps
// those commands until the cart remote subscribes (BUFFERED_EVENT_TYPES), so the add is made and the panel opens as
// soon as it is in.
import { useEffect, useState } from 'react';
import {
  baseApi,
  CART_API_PATH,
  cartItemCount,
  getBus,
  unwrapData,
  useBusEvent,
  useIdleSinceMount,
  type StorefrontEventType,
} from '@storefront/shared-domain';

/** The commands that bring the cart panel onto the page. */
export const CART_INTENT_EVENTS: readonly StorefrontEventType[] = ['cart:add-requested', 'cart:open'];

/**
 * True from the first cart intent on, or from the first page that wants the panel at once (`atStart`); it stays true
 * for the life of the page, so the panel (its open state, its queue of adds) survives navigation. It listens on the
 * bus's event target directly: a listener of `on()` would mark the command as heard, and the bus would not keep it
 * for the cart remote.
 */
export function useCartPanelWanted(atStart: boolean): boolean {
  const [wanted, setWanted] = useState(atStart);
  if (atStart && !wanted) setWanted(true);
  useEffect(() => {
    if (wanted) return undefined;
    const target = getBus().target;
    const want = () => setWanted(true);
    for (const type of CART_INTENT_EVENTS) target.addEventListener(type, want);
    return () => {
      for (const type of CART_INTENT_EVENTS) target.removeEventListener(type, want);
    };
  }, [wanted]);
  return wanted;
}

/** The count of a GET /api/cartv2 answer; null when the answer is not a cart (the count shown stays as it is). */
export function headerCartCountOf(response: unknown): number | null {
  const cart = unwrapData<{ items?: unknown } | null>(response);
  return cart && Array.isArray(cart.items) ? cartItemCount(cart.items as { sku: string; quantity?: unknown }[]) : null;
}

export const shellCartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // 'shell...': never the cart remote's own cart endpoint. 'Cart' is invalidated by the cart's writes.
    getShellCartCount: build.query<number | null, void>({
      query: () => ({ url: CART_API_PATH, cache: 'no-store' }),
      transformResponse: headerCartCountOf,
      providesTags: ['Cart'],
    }),
  }),
});

/**
 * The header's cart count: the latest of the shell's own read of the cart (from the browser's first idle moment, then
 * on focus and reconnect) and the cart remote's 'cart:changed' reports. A read that was under way while the cart
 * changed is followed by another (the cart's writes invalidate 'Cart'), so the count settles on the cart as it is. The
 * first read waits for an idle moment so that its request and the re-render its states cause are not part of the
 * hydration's effects; the count is per visitor, so the server's HTML never has it.
 */
export function useHeaderCartCount(): number {
  const idle = useIdleSinceMount();
  const { data: read, fulfilledTimeStamp } = shellCartApi.useGetShellCartCountQuery(undefined, {
    skip: !idle,
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  const [reported, setReported] = useState<{ count: number; at: number } | null>(null);
  useBusEvent('cart:changed', ({ itemCount }) => setReported({ count: itemCount, at: Date.now() }));
  if (read == null) return reported?.count ?? 0;
  return reported && reported.at >= (fulfilledTimeStamp ?? 0) ? reported.count : read;
}
