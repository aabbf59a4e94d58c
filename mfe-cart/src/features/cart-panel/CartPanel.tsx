// Cart side panel (spec 2 §2), the part every page mounts at start ('./CartPanel'): the root with its data-open,
// is-adding and is-pushing flags (spec 2 §4), GET /api/cartv2 (revalidated on focus, mount and reconnect) and the bus
// bridge, so the header count (`cart:changed`), `cart:open` / `cart:close` and the add queue work from the first
// moment. The panel's UI (CartPanelDialog.tsx) is a chunk of its own (issue 15: a shopper who never opens the cart
// does not download it): fetched when the shopper shows intent (`cart:open`, `cart:add-requested`), rendered the
// first time the panel opens and kept mounted afterwards. If it cannot be fetched, the failure is logged, the panel
// closes and the next opening tries again.
import { Component, lazy, Suspense, useCallback, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import {
  closeSidebar,
  selectSidebarOpen,
  selectSidebarView,
  SIDEBAR_VIEWS,
  useAppDispatch,
  useAppSelector,
  useBusEvent,
} from '@storefront/shared-domain';
import { CART_QUERY_OPTIONS, useGetCartQuery } from '../cart-api/cartApi';
import { useCartBusBridge } from './useCartBusBridge';

export { CART_PANEL_TEXTS } from './cartPanelTexts';

type CartPanelDialogModule = typeof import('./CartPanelDialog');

let dialogLoading: Promise<CartPanelDialogModule> | null = null;

/**
 * Starts fetching the panel's UI (once; again after a failure). The chunk name keeps it out of the shell's startup
 * preloads (config/webpack/preloadChunks.js).
 */
export function loadCartPanelDialog(): Promise<CartPanelDialogModule> {
  dialogLoading ??= import(/* webpackChunkName: "lazy-cart-panel" */ './CartPanelDialog').catch((error: unknown) => {
    dialogLoading = null;
    throw error;
  });
  return dialogLoading;
}

/** On intent only fetch: a failure here is reported by the opening that renders the UI. */
function preloadCartPanelDialog(): void {
  loadCartPanelDialog().catch(() => undefined);
}

class CartPanelLoadBoundary extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function CartPanel() {
  const dispatch = useAppDispatch();
  const sidebarOpen = useAppSelector(selectSidebarOpen);
  const sidebarView = useAppSelector(selectSidebarView);
  const open = sidebarOpen && sidebarView === SIDEBAR_VIEWS.cart;
  const { data: cart, isLoading, error } = useGetCartQuery(undefined, CART_QUERY_OPTIONS);
  const { isAdding } = useCartBusBridge(cart);
  const [lineWrites, setLineWrites] = useState(false);
  const isPushing = isAdding || lineWrites;

  useBusEvent('cart:open', preloadCartPanelDialog);
  useBusEvent('cart:add-requested', preloadCartPanelDialog);

  // The UI is rendered from the first opening on; a failed fetch takes it out until the next opening (a new attempt).
  const [uiWanted, setUiWanted] = useState(open);
  if (open && !uiWanted) setUiWanted(true);
  const [attempt, setAttempt] = useState(0);
  const CartPanelDialog = useMemo(
    () => lazy(() => loadCartPanelDialog().then((module) => ({ default: module.CartPanelDialog }))),
    // A new lazy component per attempt: React keeps a failed one failed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [attempt],
  );
  const onLoadError = useCallback(
    (loadError: unknown) => {
      console.error('[cart] the cart panel could not be loaded', loadError);
      setUiWanted(false);
      setAttempt((n) => n + 1);
      dispatch(closeSidebar());
    },
    [dispatch],
  );

  return (
    <div
      data-boundary="cart"
      data-testid="cart-panel-root"
      data-open={open ? 'true' : 'false'}
      data-adding={isAdding ? 'true' : 'false'}
      data-pushing={isPushing ? 'true' : 'false'}
    >
      {uiWanted && (
        <CartPanelLoadBoundary key={attempt} onError={onLoadError}>
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
        </CartPanelLoadBoundary>
      )}
    </div>
  );
}
