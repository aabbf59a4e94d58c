// Small pieces the product page's blocks share: a done mark and the block frame (the spinner, screen-reader text and
// skeleton blocks are @storefront/ui's).
import { css } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { colors, radii, spacing, typography } from '@storefront/shared-domain';

export function DoneMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" data-testid="product-add-done-mark">
      <path
        d="M4 10.5l4 4 8-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const blockCss = css`
  label: productBlock;
  padding: ${spacing.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.background};
  h2 {
    margin: 0 0 ${spacing.sm};
    font-size: ${typography.sizes.lg};
    font-weight: ${typography.weights.bold};
  }
`;

/** A titled block under the buy box (bundle contents, compatibility chart, fitment, ...). */
export function Block(props: ComponentPropsWithRef<'section'>) {
  return <section {...props} css={blockCss} />;
}

/** The placeholder block of a loading state (shared-domain's, one look in every remote). */
