// Small pieces the product page's blocks share: the block frame (the done mark, spinner, screen-reader text and
// skeleton blocks are @storefront/ui's).
import { css } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { colors, radii, spacing, typography } from '@storefront/shared-domain';

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
