// The cart side panel's UI (spec 2 §2, §4 'Cart drawer'), fetched the first time the panel opens (a shopper
// who never opens the cart does not download it) and kept mounted afterwards, so closing animates and reopening is
// instant. CartPanel.tsx, always mounted, owns the cart query, the bus bridge and the open state; this part owns the
// backdrop and the dialog: closes on Escape, backdrop click or the close button, and 300 ms after following a link;
// the panel is focused about 1.2 s after it opens; opening removes the top offset when the page is scrolled (wider
// screens: the panel starts below the site header). 'Proceed to Checkout' also posts the go_to_checkout_button_clicked
// checkout event; opening with lines pushes view_cart.
import { useCallback, useEffect, useRef, useState, type Ref } from 'react';
import { useTheme, type Theme } from '@emotion/react';
import {
  closeSidebar,
  selectIsDealer,
  UI_DELAYS,
  useAppDispatch,
  useAppSelector,
  useModalDialog,
  visibleCartLines,
  type Cart,
} from '@storefront/shared-domain';
import { trackViewCart } from '../analytics/tracking';
import { CartContents, cartIsDealer } from './CartContents';
import { CartPanelFooter } from './CartPanelFooter';
import { CartPanelHeader } from './CartPanelHeader';
import { CART_PANEL_TEXTS } from './cartPanelTexts';

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

/** Where the panel starts, measured each time it opens (the page may have scrolled since). */
function usePanelTopOffset(open: boolean): string {
  const theme = useTheme();
  const [topOffset, setTopOffset] = useState('0px');
  const { mobileHeaderHeight } = theme.layout;
  const phoneMaxWidth = theme.breakpoints.tablet;
  useEffect(() => {
    if (!open) return;
    setTopOffset(panelTopOffset(window.scrollY, mobileHeaderHeight, wideHeaderBottom(phoneMaxWidth)));
  }, [open, mobileHeaderHeight, phoneMaxWidth]);
  return topOffset;
}

/** view_cart once per opening, as soon as the cart is there with lines. */
function useViewCartEvent(open: boolean, cart: Cart | undefined) {
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
}

/** Closes the panel a moment after a link is followed, so the next page is already on its way behind it. */
function useCloseAfterNavigation(close: () => void) {
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  return useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, UI_DELAYS.cartPanelCloseAfterNavigationMs);
  }, [close]);
}

/** The panel's box: at the right edge from `top` down, slid out of view while closed. */
function panelCss(theme: Theme, open: boolean, top: string) {
  return {
    label: 'cart-panel',
    position: 'fixed',
    top,
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
  } as const;
}

/** The dimmed page beside the open panel (below the header where the panel starts lower); a click on it closes. */
function CartPanelBackdrop({ ref, top, onClose }: { ref: Ref<HTMLDivElement>; top: string; onClose: () => void }) {
  const theme = useTheme();
  return (
    <div
      ref={ref}
      data-testid="cart-backdrop"
      onClick={onClose}
      css={{ position: 'fixed', inset: 0, top, background: theme.colors.backdrop, zIndex: theme.zIndices.backdrop }}
    />
  );
}

export function CartPanelDialog({ open, cart, isLoading, error, isPushing, onPushingChange }: CartPanelDialogProps) {
  const theme = useTheme();
  const dispatch = useAppDispatch();
  const isDealer = cartIsDealer(cart, useAppSelector(selectIsDealer));
  const panelRef = useRef<HTMLElement>(null);
  const close = useCallback(() => dispatch(closeSidebar()), [dispatch]);
  const topOffset = usePanelTopOffset(open);
  useViewCartEvent(open, cart);

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

  const closeAfterNavigation = useCloseAfterNavigation(close);
  const hasLines = visibleCartLines(cart?.items ?? []).length > 0;

  return (
    <>
      {open && <CartPanelBackdrop ref={backdropRef} top={topOffset} onClose={close} />}
      <aside
        ref={panelRef}
        tabIndex={-1}
        role="dialog"
        aria-modal={open}
        aria-label={CART_PANEL_TEXTS.title}
        aria-hidden={!open}
        data-testid="cart-panel"
        data-top-offset={topOffset}
        css={panelCss(theme, open, topOffset)}
      >
        <CartPanelHeader isPushing={isPushing} onClose={close} />
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
            <CartPanelFooter cart={cart} hasLines={hasLines} isDealer={isDealer} onNavigate={closeAfterNavigation} />
          </>
        )}
      </aside>
    </>
  );
}
