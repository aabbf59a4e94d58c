// The totals of the order just placed: subtotal, the discount and tax when there are any, shipping (FREE at zero) and
// the total.
import { useTheme } from '@emotion/react';
import { formatMoney, type Order } from '@storefront/shared-domain';
import { CONFIRMATION_TEXTS } from './confirmationTexts';

export function ConfirmationTotals({ order }: { order: Order }) {
  const theme = useTheme();
  const row = { display: 'flex', justifyContent: 'space-between', margin: 0 } as const;
  return (
    <div
      data-testid="cart-checkout-confirmation-totals"
      css={{ display: 'grid', gap: theme.spacing.xs, maxWidth: 320, marginLeft: 'auto' }}
    >
      <p css={row}>
        <span>{CONFIRMATION_TEXTS.subtotal}</span>
        <span>{formatMoney(order.subTotal)}</span>
      </p>
      {order.discountsTotal > 0 && (
        <p css={{ ...row, color: theme.colors.sale }}>
          <span>{CONFIRMATION_TEXTS.discount}</span>
          <span>-{formatMoney(order.discountsTotal)}</span>
        </p>
      )}
      <p css={row}>
        <span>{CONFIRMATION_TEXTS.shipping}</span>
        <span>{order.shippingTotal === 0 ? 'FREE' : formatMoney(order.shippingTotal)}</span>
      </p>
      {order.taxTotal > 0 && (
        <p css={row}>
          <span>{CONFIRMATION_TEXTS.tax}</span>
          <span>{formatMoney(order.taxTotal)}</span>
        </p>
      )}
      <p css={{ ...row, fontWeight: theme.typography.weights.bold, fontSize: theme.typography.sizes.lg }}>
        <span>{CONFIRMATION_TEXTS.total}</span>
        <span data-testid="cart-checkout-confirmation-total">{formatMoney(order.final_total)}</span>
      </p>
    </div>
  );
}
