// The cart side panel's UI (spec 2 §2, §4 'Cart drawer'), fetched the first time the panel opens (issue 15: a shopper
// who never opens the cart does not download it) and kept mounted afterwards, so closing animates and reopening is
// instant. CartPanel.tsx, always mounted, owns the cart query, the bus bridge and the open state; this part owns the
// backdrop and the dialog: closes on Escape, backdrop click or the close button, and 300 ms after following a link;
// the panel is focused about 1.2 s after it opens; opening removes the top offset when the page is scrolled (wider
// screens: the panel starts below the site header). 'Proceed to Checkout' also posts the go_to_checkout_button_clicked
// checkout event; opening with lines pushes view_cart.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import {
  closeSidebar,
  PATHS,
  selectIsDealer,
  selectSessionUser,
  UI_DELAYS,
  useAppDispatch,
  useAppSelector,
  useModalDialog,
  visibleCartLines,
  type Cart,
} from '@storefront/shared-domain';
import { trackViewCart } from '../analytics/tracking';
import { AppLink } from '../ui/AppLink';
import { CartContents, cartIsDealer } from './CartContents';
import { CART_PANEL_TEXTS } from './cartPanelTexts';
import { CartTotals } from './CartTotals';
import { CheckoutLink } from './CheckoutLink';
import { useCheckoutEvent } from './useCheckoutEvent';
import { checkoutButtonCss } from '../ui/checkoutButtonCss';

/**
 * Where the panel starts. Phones (CHOICE): unscrolled, below the 50 px header bar; scrolled, at the top. Wider screens
 * pass `headerBottom`, where the site header ends on screen: the panel starts there (at the top once the header is
 * scrolled away), so the sale banner stays whole and the cart icon, which opens the panel on hover, is never under
 * it: the click a shopper meant for the icon cannot land on a line, an Add or a Remove.
 */
export function panelTopOffset(scrollY: number, headerHeight: string, headerBottom: number | null = null): string {
  if (headerBottom !== null) return `${Math.max(0, Math.ceil(headerBottom))}px`;
  return scrollY > 0 ? '0px' : headerHeight;
}

/** The bottom of the shell's header on screens wider than a phone; null on phones or without the shell's header. */
function wideHeaderBottom(phoneMaxWidth: number): number | null {
  const header = window.innerWidth < phoneMaxWidth ? null : document.querySelector('header[data-boundary="shell"]');
  return header ? header.getBoundingClientRect().bottom : null;
}

export interface CartPanelDialogProps {
  open: boolean;
  cart: Cart | undefined;
  isLoading: boolean;
  error: unknown;
  /** An add is queued or running, or a line is being written (the root's is-pushing). */
  isPushing: boolean;
  /** Line writes (quantity, remove) start or end: the root's is-pushing covers them too. */
  onPushingChange: (pushing: boolean) => void;
}

export function CartPanelDialog({ open, cart, isLoading, error, isPushing, onPushingChange }: CartPanelDialogProps) {
  const theme = useTheme();
  const dispatch = useAppDispatch();
  const isDealer = cartIsDealer(cart, useAppSelector(selectIsDealer));
  const user = useAppSelector(selectSessionUser);
  const postCheckoutEvent = useCheckoutEvent();
  const panelRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [topOffset, setTopOffset] = useState('0px');

  const close = useCallback(() => dispatch(closeSidebar()), [dispatch]);

  const { mobileHeaderHeight } = theme.layout;
  const phoneMaxWidth = theme.breakpoints.tablet;
  useEffect(() => {
    if (!open) return;
    setTopOffset(panelTopOffset(window.scrollY, mobileHeaderHeight, wideHeaderBottom(phoneMaxWidth)));
  }, [open, mobileHeaderHeight, phoneMaxWidth]);

  const hasCart = Boolean(cart);
  const viewTracked = useRef(false);
  useEffect(() => {
    if (!open) {
      viewTracked.current = false;
      return;
    }
    if (cart && !viewTracked.current && visibleCartLines(cart.items).length) {
      viewTracked.current = true;
      trackViewCart(cart);
    }
    // Once per opening, as soon as the cart is there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, hasCart]);

  // A modal dialog: the page behind is inert while it is open, Escape closes it, and focus returns to where it was.
  // The panel itself takes focus about 1.2 s after opening (spec 2 §2).
  const backdropRef = useRef<HTMLDivElement>(null);
  useModalDialog({
    open,
    onClose: close,
    containerRef: panelRef,
    initialFocusRef: panelRef,
    companionRefs: [backdropRef],
    initialFocusDelayMs: UI_DELAYS.cartFocusDelayMs,
  });

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const closeAfterNavigation = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, UI_DELAYS.cartPanelCloseAfterNavigationMs);
  }, [close]);

  const hasLines = visibleCartLines(cart?.items ?? []).length > 0;

  return (
    <>
      {open && (
        <div
          ref={backdropRef}
          data-testid="cart-backdrop"
          onClick={close}
          css={{
            position: 'fixed',
            inset: 0,
            top: topOffset,
            background: theme.colors.backdrop,
            zIndex: theme.zIndices.backdrop,
          }}
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
        data-top-offset={topOffset}
        css={{
          label: 'cart-panel',
          position: 'fixed',
          top: topOffset,
          right: 0,
          bottom: 0,
          width: theme.layout.cartPanelWidth,
          maxWidth: '100vw',
          [theme.mq.mobile]: { width: '100vw' },
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
          {isPushing && (
            <span
              role="status"
              data-testid="cart-pushing"
              css={{ marginLeft: 'auto', marginRight: theme.spacing.sm, fontSize: 12, color: theme.colors.textMuted }}
            >
              {CART_PANEL_TEXTS.updating}
            </span>
          )}
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
              <CartContents
                cart={cart}
                isLoading={isLoading}
                error={error}
                isDealer={isDealer}
                onNavigate={closeAfterNavigation}
                onPushingChange={onPushingChange}
                showTotals={false}
              />
            </div>
            <footer
              css={{
                padding: theme.spacing.md,
                borderTop: `1px solid ${theme.colors.border}`,
                display: 'grid',
                gap: theme.spacing.sm,
              }}
            >
              {hasLines && cart && <CartTotals cart={cart} isDealer={isDealer} />}
              <AppLink
                to={PATHS.cart}
                onClick={closeAfterNavigation}
                css={{ textAlign: 'center', color: theme.colors.text }}
              >
                {CART_PANEL_TEXTS.viewCart}
              </AppLink>
              {hasLines && (
                <CheckoutLink
                  data-testid="cart-proceed-to-checkout"
                  onFollow={() => {
                    if (cart) postCheckoutEvent(cart, user);
                    closeAfterNavigation();
                  }}
                  css={checkoutButtonCss(theme)}
                >
                  {CART_PANEL_TEXTS.proceedToCheckout}
                </CheckoutLink>
              )}
            </footer>
          </>
        )}
      </aside>
    </>
  );
}
