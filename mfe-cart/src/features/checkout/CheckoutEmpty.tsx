// The checkout of an empty cart (or of a cart that could not be read): why, and the way back to shopping.
import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { CART_TEXTS, ROUTES, apiErrorMessage } from '@storefront/shared-domain';
import { AppLink } from '../ui/AppLink';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import type { CheckoutState } from './useCheckoutForm';

export type CheckoutEmptyProps = Pick<CheckoutState, 'formError' | 'cart' | 'cartError'> & { handoffError: ReactNode };

export function CheckoutEmpty({ handoffError, formError, cart, cartError }: CheckoutEmptyProps) {
  const theme = useTheme();
  return (
    <>
      <h1>{CHECKOUT_TEXTS.title}</h1>
      {handoffError}
      {/* An order placed in another window empties this cart too: its answer still says so here. */}
      {formError && (
        <p role="alert" data-testid="cart-checkout-error" css={{ color: theme.colors.danger }}>
          {formError}
        </p>
      )}
      {cartError && !cart ? (
        <p role="alert" css={{ color: theme.colors.danger }}>
          {apiErrorMessage(cartError)}
        </p>
      ) : (
        <p data-testid="cart-checkout-empty">{CART_TEXTS.empty}</p>
      )}
      <AppLink to={ROUTES.home.path} css={{ color: theme.colors.link }}>
        Continue shopping
      </AppLink>
    </>
  );
}
