// Small pieces the product page's blocks share: a spinner, a done mark, screen-reader text and the block frame.
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { SkeletonBlock, colors, radii, spacing, typography } from '@storefront/shared-domain';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span`
  label: productSpinner;
  display: inline-block;
  width: 18px;
  height: 18px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  vertical-align: middle;
`;

export const VisuallyHidden = styled.span`
  label: productVisuallyHidden;
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

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

/** A titled block under the buy box (bundle contents, compatibility chart, fitment, ...). */
export const Block = styled.section`
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

/** The placeholder block of a loading state (shared-domain's, one look in every remote). */
export { SkeletonBlock };
