import { useTheme } from '@emotion/react';
import { REVIEW_FORM_TEXTS } from './texts';

/** Shown in place of the form once the review is accepted. */
export function ReviewFormThanks() {
  const theme = useTheme();
  return (
    <div
      role="status"
      data-testid="product-review-form-thanks"
      css={{
        padding: theme.spacing.lg,
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        borderLeft: `4px solid ${theme.colors.success}`,
      }}
    >
      <p css={{ margin: 0, fontWeight: theme.typography.weights.bold }}>{REVIEW_FORM_TEXTS.thankYou}</p>
      <p css={{ margin: `${theme.spacing.xs} 0 0`, color: theme.colors.textMuted }}>
        {REVIEW_FORM_TEXTS.thankYouDetail}
      </p>
    </div>
  );
}
