import type { Theme } from '@emotion/react';

/** A row of a cart line with its two ends apart, wrapping when narrow: quantity and price; incompatibility and remove. */
export const lineEndsRowCss = (theme: Theme) =>
  ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing.sm,
  }) as const;
