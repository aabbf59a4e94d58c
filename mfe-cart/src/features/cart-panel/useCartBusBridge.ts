// The cart's side of the bus: `cart:add-requested` (from any area or an integrator) becomes POST /api/cartv2, one at
// a time (spec 2 §4: add operations are serialized in a queue); success emits `cart:item-added` and opens the cart,
// failure is logged only (spec 2 §8). Each request carries one Idempotency-Key, which its retries (a lost connection,
// a gateway timeout, a busy service) reuse, so a retried add is applied once. `cart:open` / `cart:close` drive the
// sidebar; `cart:changed` carries the count. An accepted add is reported to analytics (spec 2 §7). The hook reports
// `isAdding` while the queue holds an add (spec 2 §4 'is-adding').
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  closeSidebar,
  emit,
  isRetryableWrite,
  LOCALE,
  openSidebar,
  pushDataLayer,
  SIDEBAR_VIEWS,
  useAppDispatch,
  useBusEvent,
  cartItemCount,
  type AddToCartItem,
  type Cart,
} from '@storefront/shared-domain';
import { addToCartEventBody } from '../analytics/tracking';
import {
  newIdempotencyKey,
  useAddToCartMutation,
  useTrackAddToCartMutation,
  type AddToCartRequest,
} from '../cart-api/cartApi';

/** Waits before each retry of a failed add (CHOICE: two retries). */
export const ADD_RETRY_DELAYS_MS = [300, 1000] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CartBusBridge {
  /** An add is queued or running. */
  isAdding: boolean;
}

export function useCartBusBridge(cart: Cart | undefined): CartBusBridge {
  const dispatch = useAppDispatch();
  const [addToCart] = useAddToCartMutation();
  const [trackAddToCart] = useTrackAddToCartMutation();
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [pendingAdds, setPendingAdds] = useState(0);
  const track = useCallback(
    (item: AddToCartItem, updated: Cart) => {
      const body = addToCartEventBody(item, updated);
      // The service hears of the add through the spec's own call below; the page's analytics tag through the data layer.
      pushDataLayer({
        event: 'add_to_cart',
        ecommerce: {
          currency: LOCALE.currency,
          value: body.totalPrice,
          items: [{ item_id: item.sku, price: body.item?.price, quantity: item.quantity }],
        },
      });
      trackAddToCart(body)
        .unwrap()
        .catch((error: unknown) => console.error('[cart] add-to-cart analytics failed', error));
    },
    [trackAddToCart],
  );

  useBusEvent('cart:open', () => {
    dispatch(openSidebar(SIDEBAR_VIEWS.cart));
  });
  useBusEvent('cart:close', () => {
    dispatch(closeSidebar());
  });
  useBusEvent('cart:add-requested', (payload) => {
    const item: AddToCartItem | undefined = payload?.item;
    if (!item || typeof item.sku !== 'string' || !item.sku || !(Number(item.quantity) >= 1)) {
      console.error('[cart] ignored cart:add-requested without a sku and a quantity of at least 1', payload);
      return;
    }
    setPendingAdds((n) => n + 1);
    queue.current = queue.current.then(async () => {
      try {
        const request: AddToCartRequest = { items: [item], idempotencyKey: newIdempotencyKey() };
        let updated: Cart | undefined;
        for (let attempt = 0; !updated; attempt += 1) {
          try {
            updated = await addToCart(request).unwrap();
          } catch (error) {
            if (attempt >= ADD_RETRY_DELAYS_MS.length || !isRetryableWrite(error)) throw error;
            await wait(ADD_RETRY_DELAYS_MS[attempt]);
          }
        }
        emit('cart:item-added', { item, cart_token: updated.cart_token });
        dispatch(openSidebar(SIDEBAR_VIEWS.cart));
        track(item, updated);
      } catch (error) {
        console.error('[cart] add to cart failed', error);
        emit('cart:add-failed', { item, message: error instanceof Error ? error.message : 'Add to cart failed' });
      } finally {
        setPendingAdds((n) => n - 1);
      }
    });
  });

  const itemCount = cart ? cartItemCount(cart.items) : null;
  const token = cart?.cart_token ?? null;
  useEffect(() => {
    if (itemCount !== null) emit('cart:changed', { itemCount, cart_token: token });
  }, [itemCount, token]);

  return { isAdding: pendingAdds > 0 };
}
