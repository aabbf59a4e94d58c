// The foot of the open cart panel: the totals and 'Proceed to Checkout' (both only with lines), and 'View Cart'.
// 'Proceed to Checkout' also posts the go_to_checkout_button_clicked checkout event.
import { useTheme } from '@emotion/react';
import { ROUTES, selectSessionUser, useAppSelector, type Cart } from '@storefront/shared-domain';
import { AppLink } from '../ui/AppLink';
import { checkoutButtonCss } from '../ui/checkoutButtonCss';
import { CART_PANEL_TEXTS } from './cartPanelTexts';
import { CartTotals } from './CartTotals';
import { CheckoutLink } from './CheckoutLink';
import { useCheckoutEvent } from './useCheckoutEvent';

export interface CartPanelFooterProps {
  cart: Cart | undefined;
  hasLines: boolean;
  isDealer: boolean;
  /** Following a link closes the panel a moment later. */
  onNavigate: () => void;
}

export function CartPanelFooter({ cart, hasLines, isDealer, onNavigate }: CartPanelFooterProps) {
  const theme = useTheme();
  const user = useAppSelector(selectSessionUser);
  const postCheckoutEvent = useCheckoutEvent();
  return (
    <footer
      css={{
        padding: theme.spacing.md,
        borderTop: `1px solid ${theme.colors.border}`,
        display: 'grid',
        gap: theme.spacing.sm,
      }}
    >
      {hasLines && cart && <CartTotals cart={cart} isDealer={isDealer} />}
      <AppLink to={ROUTES.cart.path} onClick={onNavigate} css={{ textAlign: 'center', color: theme.colors.text }}>
        {CART_PANEL_TEXTS.viewCart}
      </AppLink>
      {hasLines && (
        <CheckoutLink
          data-testid="cart-proceed-to-checkout"
          onFollow={() => {
            if (cart) postCheckoutEvent(cart, user);
            onNavigate();
          }}
          css={checkoutButtonCss(theme)}
        >
          {CART_PANEL_TEXTS.proceedToCheckout}
        </CheckoutLink>
      )}
    </footer>
  );
}
