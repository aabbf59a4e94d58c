import { useTheme } from '@emotion/react';
import { ERROR_TEXTS } from '@storefront/shared-domain';

/** Spec 1 §2 / spec 2 §8: the generic error screen. */
export const FALLBACK_TEXTS = {
  title: ERROR_TEXTS.genericScreen,
  retry: ERROR_TEXTS.tryAgain,
  /** When the remote's code itself cannot be fetched, a retry cannot succeed; a reload can. */
  reload: 'Reload page',
} as const;

export interface ErrorFallbackProps {
  onRetry?: () => void;
  /** Offered instead of the retry when only a page reload can help (the remote's code failed to load). */
  onReload?: () => void;
  /** No retries left: the button stays visible but disabled until the next navigation. */
  retryDisabled?: boolean;
  area?: string;
}

export function ErrorFallback({ onRetry, onReload, retryDisabled = false, area }: ErrorFallbackProps) {
  const theme = useTheme();
  const action = onReload
    ? { label: FALLBACK_TEXTS.reload, onClick: onReload, disabled: false }
    : onRetry
      ? { label: FALLBACK_TEXTS.retry, onClick: onRetry, disabled: retryDisabled }
      : null;
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
      {action && (
        <button
          type="button"
          onClick={action.onClick}
          disabled={action.disabled}
          css={{
            cursor: action.disabled ? 'not-allowed' : 'pointer',
            border: `1px solid ${theme.colors.brand}`,
            background: theme.colors.background,
            color: theme.colors.brand,
            padding: `${theme.spacing.sm} ${theme.spacing.lg}`,
            borderRadius: theme.radii.md,
            fontWeight: theme.typography.weights.bold,
          }}
        >
          {action.label}
        </button>
      )}
    </div>
  );
}
