// 'Proceed to Checkout' posts the go_to_checkout_button_clicked checkout event (spec 2 §7); its answer is not used,
// and a failure never stops the shopper on the way to checkout.
import { useCallback } from 'react';
import { visibleCartLines, type SessionUser, type Cart } from '@storefront/shared-domain';
import { useSaveCheckoutEventMutation } from '../cart-api/cartApi';
import type { CheckoutEventBody } from '../cart-api/cartTypes';

export function checkoutEventBody(cart: Cart, user: SessionUser | null): CheckoutEventBody {
  return {
    serverOrClient: 'client',
    eventName: 'go_to_checkout_button_clicked',
    accountId: user?.account_id ?? null,
    customerEmail: user?.email ?? null,
    cartToken: cart.cart_token,
    lineItems: visibleCartLines(cart.items).map((line) => ({
      sku: line.sku,
      price: line.price,
      quantity: line.quantity,
      price_map: line.price_map,
      price_msrp: line.price_msrp,
    })),
  };
}

export function useCheckoutEvent(): (cart: Cart, user: SessionUser | null) => void {
  const [save] = useSaveCheckoutEventMutation();
  return useCallback(
    (cart, user) => {
      save(checkoutEventBody(cart, user))
        .unwrap()
        .catch((error: unknown) => console.error('[cart] checkout event failed', error));
    },
    [save],
  );
}
