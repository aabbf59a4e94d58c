// Cart side panel (spec 2 §2), the part every page mounts at start ('./CartPanel'): the root with its data-open,
// is-adding and is-pushing flags (spec 2 §4), GET /api/cartv2 (revalidated on focus, mount and reconnect) and the bus
// bridge, so the header count (`cart:changed`), `cart:open` / `cart:close` and the add queue work from the first
// moment; and it clears the cart tokens when the server's token changes or the shopper signs out (useCartTokenGuard).
// The panel's UI (CartPanelDialog.tsx) is a chunk of its own (a shopper who never opens the cart does not download
// it): fetched when the shopper shows intent (`cart:open`, `cart:add-requested`), rendered the first time the panel
// opens and kept mounted afterwards. If it cannot be fetched, the failure is logged, the panel
// closes and the next opening tries again.
import { Suspense, useState } from 'react';
import {
  closeSidebar,
  OnDemandBoundary,
  onDemandPart,
  selectSidebarOpen,
  selectSidebarView,
  SIDEBAR_VIEWS,
  useAppDispatch,
  useAppSelector,
  useBusEvent,
  useOnDemandPart,
} from '@storefront/shared-domain';
import { CART_QUERY_OPTIONS, useGetCartQuery } from '../cart-api/cartApi';
import { useCartBusBridge } from './useCartBusBridge';
import { useCartTokenGuard } from './useCartTokenGuard';

export { CART_PANEL_TEXTS } from './cartPanelTexts';

const cartPanelDialog = onDemandPart(
  'cart',
  'the cart panel',
  () => import(/* webpackChunkName: "lazy-cart-panel" */ './CartPanelDialog'),
  (module) => module.CartPanelDialog,
);

export function CartPanel() {
  const dispatch = useAppDispatch();
  const sidebarOpen = useAppSelector(selectSidebarOpen);
  const sidebarView = useAppSelector(selectSidebarView);
  const open = sidebarOpen && sidebarView === SIDEBAR_VIEWS.cart;
  const { data: cart, isLoading, error } = useGetCartQuery(undefined, CART_QUERY_OPTIONS);
  const { isAdding } = useCartBusBridge(cart);
  useCartTokenGuard(cart?.cart_token);
  const [lineWrites, setLineWrites] = useState(false);
  const isPushing = isAdding || lineWrites;

  useBusEvent('cart:open', cartPanelDialog.prefetch);
  useBusEvent('cart:add-requested', cartPanelDialog.prefetch);

  // The UI is rendered from the first opening on; a failed fetch takes it out until the next opening (a new attempt).
  const [uiWanted, setUiWanted] = useState(open);
  if (open && !uiWanted) setUiWanted(true);
  const { Lazy: CartPanelDialog, attempt, retry } = useOnDemandPart(cartPanelDialog);
  const onLoadError = () => {
    setUiWanted(false);
    retry();
    dispatch(closeSidebar());
  };

  return (
    <div
      data-boundary="cart"
      data-testid="cart-panel-root"
      data-open={open ? 'true' : 'false'}
      data-adding={isAdding ? 'true' : 'false'}
      data-pushing={isPushing ? 'true' : 'false'}
    >
      {uiWanted && (
        <OnDemandBoundary key={attempt} what={cartPanelDialog.what} onError={onLoadError}>
          {/* Nothing while the chunk arrives: the open state is in the store, so the panel shows open once it is in. */}
          <Suspense fallback={null}>
            <CartPanelDialog
              open={open}
              cart={cart}
              isLoading={isLoading}
              error={error}
              isPushing={isPushing}
              onPushingChange={setLineWrites}
            />
          </Suspense>
        </OnDemandBoundary>
      )}
    </div>
  );
}
