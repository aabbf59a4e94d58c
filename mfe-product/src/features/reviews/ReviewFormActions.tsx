import { useTheme } from '@emotion/react';
import { REVIEW_FORM_TEXTS } from './texts';

interface ReviewFormActionsProps {
  isSubmitting: boolean;
  onCancel?(): void;
}

/** Submit (busy while the review is sent) and, where the form can be left, Cancel. */
export function ReviewFormActions({ isSubmitting, onCancel }: ReviewFormActionsProps) {
  const theme = useTheme();
  return (
    <div css={{ display: 'flex', gap: theme.spacing.sm, flexWrap: 'wrap' }}>
      <button
        type="submit"
        data-testid="product-review-form-submit"
        disabled={isSubmitting}
        css={{
          padding: `${theme.spacing.sm} ${theme.spacing.lg}`,
          minHeight: '44px',
          border: 0,
          borderRadius: theme.radii.md,
          background: theme.colors.brand,
          color: theme.colors.textInverse,
          font: 'inherit',
          fontWeight: theme.typography.weights.bold,
          cursor: isSubmitting ? 'progress' : 'pointer',
          '&:hover': { background: theme.colors.brandDark },
        }}
      >
        {isSubmitting ? REVIEW_FORM_TEXTS.submitting : REVIEW_FORM_TEXTS.submit}
      </button>
      {onCancel && (
        <button
          type="button"
          onClick={onCancel}
          css={{
            padding: `${theme.spacing.sm} ${theme.spacing.lg}`,
            minHeight: '44px',
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.md,
            background: theme.colors.background,
            color: theme.colors.text,
            font: 'inherit',
            cursor: 'pointer',
          }}
        >
          {REVIEW_FORM_TEXTS.cancel}
        </button>
      )}
    </div>
  );
}
