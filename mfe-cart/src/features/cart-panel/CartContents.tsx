// The cart lines, hints and totals, shared by the side panel and the cart page.
import { useCallback, useEffect, useRef } from 'react';
import { useTheme } from '@emotion/react';
import { apiErrorMessage, CART_TEXTS, cartHasPreorder, visibleCartLines, type Cart } from '@storefront/shared-domain';
import { CartHints } from './CartHints';
import { CartLineRow } from './CartLineRow';
import { CartTotals } from './CartTotals';

export interface CartContentsProps {
  cart: Cart | undefined;
  isLoading: boolean;
  error: unknown;
  isDealer: boolean;
  /** Called when the shopper follows a link (the panel closes 300 ms later). */
  onNavigate?: () => void;
  /** A quantity change or remove started or ended somewhere in the list (the cart's is-pushing flag). */
  onPushingChange?: (pushing: boolean) => void;
  /** Totals under the lines (the panel puts them in its footer instead). */
  showTotals?: boolean;
}

/** The cart's dealer view: the service's dealer block, else the session's role. */
export function cartIsDealer(cart: Cart | undefined, sessionIsDealer: boolean): boolean {
  return cart?.dealer ? true : cart?.dealer === null ? false : sessionIsDealer;
}

export function CartContents({
  cart,
  isLoading,
  error,
  isDealer,
  onNavigate,
  onPushingChange,
  showTotals = true,
}: CartContentsProps) {
  const theme = useTheme();
  const writes = useRef(0);
  const latestOnPushing = useRef(onPushingChange);
  useEffect(() => {
    latestOnPushing.current = onPushingChange;
  });
  const onPushing = useCallback((pushing: boolean) => {
    writes.current += pushing ? 1 : -1;
    latestOnPushing.current?.(writes.current > 0);
  }, []);

  if (isLoading && !cart) {
    return (
      <p role="status" data-testid="cart-loading">
        Loading...
      </p>
    );
  }
  if (error && !cart) {
    return (
      <p role="alert" data-testid="cart-error" css={{ color: theme.colors.danger }}>
        {apiErrorMessage(error)}
      </p>
    );
  }
  const lines = visibleCartLines(cart?.items ?? []);
  if (!cart || !lines.length) {
    return (
      <p
        data-testid="cart-empty"
        css={{ padding: `${theme.spacing.xl} 0`, textAlign: 'center', color: theme.colors.textMuted }}
      >
        {CART_TEXTS.empty}
      </p>
    );
  }
  const hasPreorder = cart.hasPreorder ?? cartHasPreorder(cart.items);
  return (
    <div data-testid="cart-contents">
      <CartHints
        compatibility={cart.compatibility}
        hasPreorder={hasPreorder}
        isDealer={isDealer}
        onNavigate={onNavigate}
      />
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="cart-lines">
        {lines.map((line) => (
          <CartLineRow key={line.sku} line={line} isDealer={isDealer} onNavigate={onNavigate} onPushing={onPushing} />
        ))}
      </ul>
      {showTotals && <CartTotals cart={cart} isDealer={isDealer} />}
    </div>
  );
}
