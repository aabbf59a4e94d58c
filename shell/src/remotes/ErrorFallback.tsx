import { useTheme } from '@emotion/react';
import { ERROR_TEXTS } from '@storefront/shared-domain';

/** Spec 1 §2 / spec 2 §8: the generic error screen. */
export const FALLBACK_TEXTS = {
  title: ERROR_TEXTS.genericScreen,
  retry: ERROR_TEXTS.tryAgain,
} as const;

export interface ErrorFallbackProps {
  onRetry?: () => void;
  /** No retries left: the button stays visible but disabled until the next navigation. */
  retryDisabled?: boolean;
  area?: string;
}

export function ErrorFallback({ onRetry, retryDisabled = false, area }: ErrorFallbackProps) {
  const theme = useTheme();
  return (
    <div
      role="alert"
      data-testid={area ? `${area}-error` : 'shell-error'}
      css={{
        padding: theme.spacing.lg,
        margin: `${theme.spacing.md} auto`,
        maxWidth: theme.layout.contentMaxWidth,
        textAlign: 'center',
        color: theme.colors.text,
      }}
    >
      <h2 css={{ fontSize: theme.typography.sizes.xl, margin: `0 0 ${theme.spacing.md}` }}>{FALLBACK_TEXTS.title}</h2>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          disabled={retryDisabled}
          css={{
            cursor: retryDisabled ? 'not-allowed' : 'pointer',
            border: `1px solid ${theme.colors.brand}`,
            background: theme.colors.background,
            color: theme.colors.brand,
            padding: `${theme.spacing.sm} ${theme.spacing.lg}`,
            borderRadius: theme.radii.md,
            fontWeight: theme.typography.weights.bold,
          }}
        >
          {FALLBACK_TEXTS.retry}
        </button>
      )}
    </div>
  );
}
