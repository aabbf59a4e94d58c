import { useTheme } from '@emotion/react';

/** The service's refusal of the review, in words, announced as it appears. */
export function ReviewFormError({ message }: { message: string }) {
  const theme = useTheme();
  return (
    <p
      role="alert"
      data-testid="product-review-form-error"
      css={{
        margin: 0,
        padding: theme.spacing.sm,
        borderRadius: theme.radii.md,
        background: theme.colors.warningBackground,
        color: theme.colors.warningText,
      }}
    >
      {message}
    </p>
  );
}
