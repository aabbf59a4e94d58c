// The form's submit button: busy, and not pressable again, while the order is being placed.
import { useTheme } from '@emotion/react';
import { Spinner } from '@storefront/ui';
import { CHECKOUT_TEXTS } from './checkoutTexts';

export function PlaceOrderButton({ isSubmitting }: { isSubmitting: boolean }) {
  const theme = useTheme();
  return (
    <button
      type="submit"
      disabled={isSubmitting}
      aria-busy={isSubmitting}
      data-testid="cart-checkout-place-order"
      css={{
        minHeight: 48,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: theme.spacing.sm,
        border: 0,
        borderRadius: theme.radii.md,
        background: theme.colors.brand,
        color: theme.colors.textInverse,
        fontSize: theme.typography.sizes.md,
        fontWeight: theme.typography.weights.bold,
        cursor: isSubmitting ? 'progress' : 'pointer',
        '&:hover': { background: theme.colors.brandDark },
      }}
    >
      {isSubmitting ? (
        <>
          <Spinner size={14} role="status" aria-label={CHECKOUT_TEXTS.placing} data-testid="cart-spinner" />{' '}
          {CHECKOUT_TEXTS.placing}
        </>
      ) : (
        CHECKOUT_TEXTS.placeOrder
      )}
    </button>
  );
}
