// The marketing remote's shared look: the brand button of its forms and prompts, and a form's failure line.
import { useTheme, type CSSObject, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

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

/**
 * What went wrong when a form was sent (the server's message), announced to screen readers. A `css` prop given to it
 * arrives as `className` (Emotion) and adds to its own styles.
 */
export function FormFailure({
  testId,
  children,
  className,
}: {
  testId: string;
  children: ReactNode;
  className?: string;
}) {
  const theme = useTheme();
  return (
    <p role="alert" data-testid={testId} className={className} css={{ margin: 0, color: theme.colors.danger }}>
      {children}
    </p>
  );
}
