// Cart side panel (spec 2 §2): opens from the right on `cart:open` or after an item is added; closes on Escape,
// backdrop click or the close button, and 300 ms after following a link; the panel is focused about 1.2 s after it
// opens. Reads GET /api/cartv2 (revalidated on focus, mount and reconnect).
import { useCallback, useEffect, useRef } from 'react';
import { useTheme } from '@emotion/react';
import {
  CART_TEXTS,
  closeSidebar,
  PATHS,
  selectSidebarOpen,
  selectSidebarView,
  SIDEBAR_VIEWS,
  UI_DELAYS,
  useAppDispatch,
  useAppSelector,
  visibleCartLines,
} from '@storefront/shared-domain';
import { CART_QUERY_OPTIONS, useGetCartQuery } from '../cart-api/cartApi';
import { AppLink } from '../ui/AppLink';
import { CartContents } from './CartContents';
import { useCartBusBridge } from './useCartBusBridge';

export const CART_PANEL_TEXTS = {
  title: 'Your Cart',
  close: 'Close cart',
  viewCart: 'View Cart',
  proceedToCheckout: CART_TEXTS.proceedToCheckout,
} as const;

export function CartPanel() {
  const theme = useTheme();
  const dispatch = useAppDispatch();
  const sidebarOpen = useAppSelector(selectSidebarOpen);
  const sidebarView = useAppSelector(selectSidebarView);
  const open = sidebarOpen && sidebarView === SIDEBAR_VIEWS.cart;
  const { data: cart, isLoading, error } = useGetCartQuery(undefined, CART_QUERY_OPTIONS);
  useCartBusBridge(cart);
  const panelRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const close = useCallback(() => dispatch(closeSidebar()), [dispatch]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    const focusTimer = setTimeout(() => panelRef.current?.focus(), UI_DELAYS.cartFocusDelayMs);
    return () => {
      window.removeEventListener('keydown', onKey);
      clearTimeout(focusTimer);
    };
  }, [open, close]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const closeAfterNavigation = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, UI_DELAYS.cartPanelCloseAfterNavigationMs);
  }, [close]);

  const hasLines = visibleCartLines(cart?.items ?? []).length > 0;

  return (
    <div data-boundary="cart" data-testid="cart-panel-root" data-open={open ? 'true' : 'false'}>
      {open && (
        <div
          data-testid="cart-backdrop"
          onClick={close}
          css={{ position: 'fixed', inset: 0, background: theme.colors.backdrop, zIndex: theme.zIndices.backdrop }}
        />
      )}
      <aside
        ref={panelRef}
        tabIndex={-1}
        role="dialog"
        aria-modal={open}
        aria-label={CART_PANEL_TEXTS.title}
        aria-hidden={!open}
        data-testid="cart-panel"
        css={{
          position: 'fixed',
          top: 0,
          right: 0,
          bottom: 0,
          width: theme.layout.cartPanelWidth,
          maxWidth: '100vw',
          background: theme.colors.background,
          boxShadow: theme.shadows.panel,
          zIndex: theme.zIndices.sidebar,
          transform: open ? 'translateX(0)' : 'translateX(100%)',
          visibility: open ? 'visible' : 'hidden',
          transition: 'transform 200ms ease-out, visibility 200ms',
          display: 'flex',
          flexDirection: 'column',
          outline: 'none',
        }}
      >
        <header
          css={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            padding: theme.spacing.md,
            borderBottom: `1px solid ${theme.colors.border}`,
          }}
        >
          <h2 css={{ margin: 0, fontSize: theme.typography.sizes.lg }}>{CART_PANEL_TEXTS.title}</h2>
          <button
            type="button"
            aria-label={CART_PANEL_TEXTS.close}
            onClick={close}
            css={{ background: 'none', border: 0, fontSize: 24, cursor: 'pointer', lineHeight: 1 }}
          >
            ×
          </button>
        </header>
        {open && (
          <>
            <div css={{ flex: 1, overflowY: 'auto', padding: `0 ${theme.spacing.md}` }}>
              <CartContents cart={cart} isLoading={isLoading} error={error} onNavigate={closeAfterNavigation} />
            </div>
            <footer
              css={{
                padding: theme.spacing.md,
                borderTop: `1px solid ${theme.colors.border}`,
                display: 'grid',
                gap: theme.spacing.sm,
              }}
            >
              <AppLink
                to={PATHS.cart}
                onClick={closeAfterNavigation}
                css={{ textAlign: 'center', color: theme.colors.text }}
              >
                {CART_PANEL_TEXTS.viewCart}
              </AppLink>
              {hasLines && (
                <AppLink
                  to={PATHS.checkout}
                  onClick={closeAfterNavigation}
                  css={{
                    textAlign: 'center',
                    background: theme.colors.brand,
                    color: theme.colors.textInverse,
                    padding: theme.spacing.sm,
                    borderRadius: theme.radii.md,
                    textDecoration: 'none',
                    fontWeight: theme.typography.weights.bold,
                  }}
                >
                  {CART_PANEL_TEXTS.proceedToCheckout}
                </AppLink>
              )}
            </footer>
          </>
        )}
      </aside>
    </div>
  );
}
