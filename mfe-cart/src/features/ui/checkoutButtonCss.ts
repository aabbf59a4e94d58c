// The look of the cart's way to checkout, one for the side panel and the cart page.
import type { Theme } from '@emotion/react';

export function checkoutButtonCss(theme: Theme) {
  return {
    textAlign: 'center',
    background: theme.colors.brand,
    color: theme.colors.textInverse,
    padding: theme.spacing.sm,
    borderRadius: theme.radii.md,
    textDecoration: 'none',
    fontWeight: theme.typography.weights.bold,
  } as const;
}
