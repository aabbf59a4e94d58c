// The busy mark of a button or a status line: a ring that turns, in the text colour around it.
import { css, keyframes } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

// A template, like the importers' own styles: the same CSS words compress against each other in their chunks.
const spinnerCss = (size: number) => css`
  label: ui-spin;
  display: inline-block;
  flex: none;
  width: ${size}px;
  height: ${size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  vertical-align: middle;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

/**
 * `size` in px (the ring's width and height). The ring says nothing itself: the caller names what is busy, beside it
 * (aria-hidden on the spinner) or on it (role="status" with an aria-label).
 */
export function Spinner({ size = 16, ...props }: ComponentPropsWithRef<'span'> & { size?: number }) {
  return <span {...props} css={spinnerCss(size)} />;
}
