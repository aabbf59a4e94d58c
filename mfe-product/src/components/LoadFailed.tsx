// The product remote's error line for a part fetched on demand (shared-domain onDemandPart) that could not be fetched,
// shown where the part would be (the reviews section, the product page's lower blocks); the rest of the page stays.
// The product page shows it too when the product itself could not be fetched (spec 2 §8 "Generic fetch fails").
// Its button keeps its own styles rather than outlineButton's: this file is in the product page's first chunk, whose
// weight sits at its 170 KB target (bench/web/budgets.json).
import { useTheme } from '@emotion/react';
import { ERROR_TEXTS } from '@storefront/shared-domain';

export function LoadFailed({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const theme = useTheme();
  return (
    <div data-testid={testId} css={{ display: 'grid', gap: theme.spacing.md }}>
      <p role="alert" css={{ margin: 0, color: theme.colors.danger }}>
        {ERROR_TEXTS.fetchFailed}
      </p>
      <div>
        <button
          type="button"
          onClick={onRetry}
          css={{
            minHeight: '40px',
            padding: `0 ${theme.spacing.md}`,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.md,
            background: theme.colors.background,
            color: theme.colors.text,
            font: 'inherit',
            cursor: 'pointer',
          }}
        >
          {ERROR_TEXTS.tryAgain}
        </button>
      </div>
    </div>
  );
}
