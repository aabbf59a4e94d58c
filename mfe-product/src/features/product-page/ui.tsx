// Small pieces the product page's blocks share: a spinner, a done mark, screen-reader text and the block frame.
import { css, keyframes } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { colors, radii, spacing, typography } from '@storefront/shared-domain';
import { SkeletonBlock } from '@storefront/ui';

const spin = keyframes`to { transform: rotate(360deg); }`;

const spinnerCss = css`
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

const visuallyHiddenCss = css`
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

export function Spinner(props: ComponentPropsWithRef<'span'>) {
  return <span {...props} css={spinnerCss} />;
}

export function VisuallyHidden(props: ComponentPropsWithRef<'span'>) {
  return <span {...props} css={visuallyHiddenCss} />;
}

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
export { SkeletonBlock };
