// The frame of each checkout section (a fieldset with its legend), what its fields are given, and the row every radio
// choice of the page uses.
import { useTheme, type Theme } from '@emotion/react';
import type { CheckoutState } from './useCheckoutForm';

/** What every section with fields of the form reads of its state. */
export type CheckoutFieldsProps = Pick<CheckoutState, 'form' | 'errors'>;

export function CheckoutSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: React.ReactNode;
}) {
  const theme = useTheme();
  return (
    <fieldset
      data-testid={testId}
      css={{
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.lg,
        padding: theme.spacing.md,
        margin: 0,
        display: 'grid',
        gap: theme.spacing.md,
        minWidth: 0,
      }}
    >
      <legend css={{ padding: `0 ${theme.spacing.xs}`, fontWeight: theme.typography.weights.bold, fontSize: 18 }}>
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

export const radioRow = (theme: Theme) =>
  ({
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    padding: theme.spacing.sm,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    cursor: 'pointer',
  }) as const;
