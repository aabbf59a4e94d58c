// The product remote's error screen for a part that failed to render (spec 2 §8 "Uncaught error"): 'Oops, there is an
// error!' with 'Try again?', in the part's place (the reviews section), the rest of the page intact.
import { useTheme } from '@emotion/react';
import { ERROR_TEXTS } from '@storefront/shared-domain';
import { outlineButtonCss } from './outlineButton';

export function ErrorScreen({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const theme = useTheme();
  return (
    <div role="alert" data-testid={testId} css={{ display: 'grid', gap: theme.spacing.md, justifyItems: 'start' }}>
      <h3 css={{ margin: 0, fontSize: theme.typography.sizes.xl }}>{ERROR_TEXTS.genericScreen}</h3>
      <button
        type="button"
        onClick={onRetry}
        css={{
          ...outlineButtonCss(theme, 'brand', theme.spacing.lg),
          fontWeight: theme.typography.weights.bold,
          cursor: 'pointer',
        }}
      >
        {ERROR_TEXTS.tryAgain}
      </button>
    </div>
  );
}
