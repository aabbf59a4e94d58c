// The marketing remote's shared look: the brand button of its forms and prompts. A form's failure line is a module of
// its own (FormFailure.tsx), so the popups' chunk, which shows none, does not carry it.
import type { CSSObject, Theme } from '@emotion/react';

/** The brand-coloured call to action (submit, Allow, open the form). Spread it and add the placement. */
export function primaryButton(theme: Theme): CSSObject {
  return {
    minHeight: 44,
    padding: `0 ${theme.spacing.lg}`,
    border: 'none',
    borderRadius: theme.radii.md,
    background: theme.colors.brand,
    color: theme.colors.textInverse,
    fontWeight: theme.typography.weights.bold,
    cursor: 'pointer',
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  };
}
