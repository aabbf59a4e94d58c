// The order beside the form: its lines, subtotal, discount, shipping and total, the service's refusal and the button.
import { useTheme } from '@emotion/react';
import { ROUTES, displaySku, formatMoney } from '@storefront/shared-domain';
import { ItemTitle } from '../ui/ItemTitle';
import { AppLink } from '../ui/AppLink';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import { OrderTotals } from './OrderTotals';
import { PlaceOrderButton } from './PlaceOrderButton';
import type { CheckoutState } from './useCheckoutForm';

export type OrderReviewProps = Pick<
  CheckoutState,
  'cart' | 'lines' | 'shippingTotal' | 'total' | 'formError' | 'isSubmitting'
>;

export function OrderReview(props: OrderReviewProps) {
  const { lines, formError, isSubmitting } = props;
  const theme = useTheme();
  return (
    <aside
      data-testid="cart-checkout-review"
      aria-label={CHECKOUT_TEXTS.review}
      css={{
        display: 'grid',
        gap: theme.spacing.md,
        padding: theme.spacing.md,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.lg,
        background: theme.colors.surface,
        [theme.mq.desktop]: { position: 'sticky', top: theme.spacing.md },
      }}
    >
      <h2 css={{ margin: 0, fontSize: theme.typography.sizes.lg }}>{CHECKOUT_TEXTS.review}</h2>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing.sm }}>
        {lines.map((line) => (
          <li
            key={line.sku}
            data-testid="cart-checkout-review-line"
            css={{ display: 'flex', justifyContent: 'space-between', gap: theme.spacing.sm, fontSize: 14 }}
          >
            <span css={{ minWidth: 0 }}>
              <ItemTitle title={line.short_title || line.name} />
              <span css={{ display: 'block', color: theme.colors.textMuted, fontSize: 12 }}>
                {displaySku(line.displayed_sku || line.sku)} × {line.quantity}
              </span>
            </span>
            <strong>{formatMoney(line.price * line.quantity)}</strong>
          </li>
        ))}
      </ul>
      <OrderTotals {...props} />
      {formError && (
        <p role="alert" data-testid="cart-checkout-error" css={{ margin: 0, color: theme.colors.danger }}>
          {formError}
        </p>
      )}
      <PlaceOrderButton isSubmitting={isSubmitting} />
      <AppLink to={ROUTES.cart.path} css={{ color: theme.colors.link, fontSize: 14, textAlign: 'center' }}>
        {CHECKOUT_TEXTS.backToCart}
      </AppLink>
    </aside>
  );
}
