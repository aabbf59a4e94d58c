// Text for assistive technology only: off screen, still read out (a button's name beside its icon, a status line).
import { css } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';

/**
 * The style alone, for a block that is hidden this way only at some widths (`${mq.mobile} { ${visuallyHiddenCss} }`).
 * `!important` on position: a parent's rule for its children's position must not put the text back on screen. A
 * template, like the importers' own styles: the same CSS words compress against each other in their chunks.
 */
export const visuallyHiddenCss = css`
  label: ui-hidden;
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export function VisuallyHidden(props: ComponentPropsWithRef<'span'>) {
  return <span {...props} css={visuallyHiddenCss} />;
}
