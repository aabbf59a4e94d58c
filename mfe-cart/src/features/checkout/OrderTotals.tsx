// Subtotal, the discount (never for dealers), shipping of the chosen method and the total of the order.
import { useTheme } from '@emotion/react';
import { formatMoney } from '@storefront/shared-domain';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import type { CheckoutState } from './useCheckoutForm';

export function OrderTotals({ cart, shippingTotal, total }: Pick<CheckoutState, 'cart' | 'shippingTotal' | 'total'>) {
  const theme = useTheme();
  return (
    <div
      css={{
        display: 'grid',
        gap: theme.spacing.xs,
        borderTop: `1px solid ${theme.colors.border}`,
        paddingTop: 8,
      }}
    >
      <p css={{ display: 'flex', justifyContent: 'space-between', margin: 0 }}>
        <span>{CHECKOUT_TEXTS.subtotal}</span>
        <span data-testid="cart-checkout-subtotal">{formatMoney(cart?.subTotal ?? 0)}</span>
      </p>
      {!cart?.dealer && (cart?.discountsTotal ?? 0) > 0 && (
        <p css={{ display: 'flex', justifyContent: 'space-between', margin: 0, color: theme.colors.sale }}>
          <span>{CHECKOUT_TEXTS.discount}</span>
          <span>-{formatMoney(cart?.discountsTotal ?? 0)}</span>
        </p>
      )}
      <p css={{ display: 'flex', justifyContent: 'space-between', margin: 0 }}>
        <span>{CHECKOUT_TEXTS.shipping}</span>
        <span data-testid="cart-checkout-shipping">{shippingTotal === 0 ? 'FREE' : formatMoney(shippingTotal)}</span>
      </p>
      <p
        css={{
          display: 'flex',
          justifyContent: 'space-between',
          margin: 0,
          fontWeight: theme.typography.weights.bold,
          fontSize: theme.typography.sizes.lg,
        }}
      >
        <span>{CHECKOUT_TEXTS.total}</span>
        <span data-testid="cart-checkout-total">{formatMoney(total)}</span>
      </p>
    </div>
  );
}
