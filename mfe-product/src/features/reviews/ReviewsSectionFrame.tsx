// The reviews section's outer frame: the #product-reviews anchor, its heading and its spacing. Both the section and the
// light stand-in the product page shows until the section's code arrives (ReviewsSectionOnDemand.tsx) render it, so
// the anchor, the heading and the room above the reviews are the same before and after. Kept free of the reviews
// feature: the product page's first chunk carries it.
import type { ReactNode, Ref } from 'react';
import { useTheme } from '@emotion/react';
import { REVIEW_TEXTS } from '@storefront/shared-domain';

export const REVIEWS_SECTION_ID = 'product-reviews';
export const ALL_REVIEWS_ID = 'all-reviews';

export interface ReviewsSectionFrameProps {
  ref?: Ref<HTMLElement>;
  /** While what the section shows is still arriving. */
  busy?: boolean;
  children: ReactNode;
}

export function ReviewsSectionFrame({ ref, busy, children }: ReviewsSectionFrameProps) {
  const theme = useTheme();
  return (
    <section
      id={REVIEWS_SECTION_ID}
      ref={ref}
      data-testid="product-reviews"
      aria-labelledby="product-reviews-title"
      aria-busy={busy || undefined}
      css={{
        display: 'grid',
        // One column no wider than the section, whatever its items hold (the photo strip scrolls inside itself).
        gridTemplateColumns: 'minmax(0, 1fr)',
        '& > *': { minWidth: 0 },
        gap: theme.spacing.lg,
        padding: `${theme.spacing.xl} 0`,
        borderTop: `1px solid ${theme.colors.border}`,
        scrollMarginTop: theme.spacing.md,
      }}
    >
      <h2 id="product-reviews-title" css={{ margin: 0, fontSize: theme.typography.sizes.xxl }}>
        {REVIEW_TEXTS.customerReviews}
      </h2>
      {children}
    </section>
  );
}
