// Cart totals (spec 2 §2 'Cart side panel', shared cartSummary): non-dealers see the original total struck through and
// a discount line when discounted, and shipping as a cost or FREE; dealers see the free-shipping progress bar and,
// once the threshold is reached, a FREE shipping line, and never a discount row.
import { useTheme } from '@emotion/react';
import { cartSummary, formatMoney, roundMoney, SHIPPING, type Cart } from '@storefront/shared-domain';

export const CART_TOTALS_TEXTS = {
  originalTotal: 'Original total',
  discount: 'Discount',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  freeShippingProgress: 'Free shipping progress',
  dealerAway: (amount: string) => `${amount} away from FREE shipping`,
  dealerReached: 'You qualify for FREE shipping',
} as const;

export function CartTotals({ cart, isDealer }: { cart: Cart; isDealer: boolean }) {
  const theme = useTheme();
  const threshold = cart.dealer?.freeShippingThreshold ?? SHIPPING.dealerFreeThreshold;
  const summary = cartSummary(cart, isDealer, threshold);
  const row = { display: 'flex', justifyContent: 'space-between', gap: theme.spacing.sm, margin: 0 } as const;
  const progress = cart.dealer?.progressPercent ?? summary.dealerProgress ?? 0;
  const reached = cart.dealer ? cart.dealer.freeShipping : summary.shippingText === 'FREE';
  return (
    <div
      data-testid="cart-totals"
      css={{ display: 'grid', gap: theme.spacing.xs, fontSize: theme.typography.sizes.sm }}
    >
      {summary.originalTotalStruck !== null && (
        <p css={row}>
          <span>{CART_TOTALS_TEXTS.originalTotal}</span>
          <s data-testid="cart-original-total" css={{ color: theme.colors.textMuted }}>
            {formatMoney(summary.originalTotalStruck)}
          </s>
        </p>
      )}
      {summary.discount !== null && (
        <p css={{ ...row, color: theme.colors.sale }}>
          <span>{CART_TOTALS_TEXTS.discount}</span>
          <span data-testid="cart-discount">-{formatMoney(summary.discount)}</span>
        </p>
      )}
      <p css={{ ...row, fontWeight: theme.typography.weights.bold, fontSize: theme.typography.sizes.md }}>
        <span>{CART_TOTALS_TEXTS.subtotal}</span>
        <span data-testid="cart-subtotal">{formatMoney(summary.subTotal)}</span>
      </p>
      {isDealer && (
        <div data-testid="cart-dealer-progress" css={{ display: 'grid', gap: theme.spacing.xxs }}>
          <div
            role="progressbar"
            aria-label={CART_TOTALS_TEXTS.freeShippingProgress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            css={{ height: 8, borderRadius: theme.radii.pill, background: theme.colors.surface, overflow: 'hidden' }}
          >
            <div
              css={{
                width: `${Math.min(100, Math.max(0, progress))}%`,
                height: '100%',
                background: reached ? theme.colors.success : theme.colors.brand,
                transition: 'width 200ms',
              }}
            />
          </div>
          <span css={{ fontSize: theme.typography.sizes.xs, color: theme.colors.textMuted }}>
            {reached
              ? CART_TOTALS_TEXTS.dealerReached
              : CART_TOTALS_TEXTS.dealerAway(formatMoney(roundMoney(threshold - summary.subTotal)))}
          </span>
        </div>
      )}
      {(isDealer ? reached : summary.shippingText !== null) && (
        <p css={row}>
          <span>{CART_TOTALS_TEXTS.shipping}</span>
          <span
            data-testid="cart-shipping"
            css={{ color: summary.shippingText === 'FREE' ? theme.colors.success : undefined, fontWeight: 700 }}
          >
            {isDealer ? 'FREE' : summary.shippingText}
          </span>
        </p>
      )}
    </div>
  );
}
