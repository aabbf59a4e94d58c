import type { Theme } from '@emotion/react';

/** The bold small caption over each group of the review form (rating, vehicle, photos). */
export function reviewFormLabelCss(theme: Theme) {
  return {
    display: 'block',
    marginBottom: theme.spacing.xs,
    fontWeight: theme.typography.weights.bold,
    fontSize: theme.typography.sizes.sm,
  } as const;
}
