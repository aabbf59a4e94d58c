// The done mark of an add-to-cart button that has just added (a card's, the product page's): a tick in the text colour.
// Decorative: the button still names what it does (beside it, in visually hidden text).
import type { ComponentProps } from 'react';

/** `size` in px (width and height). */
export function CheckMark({ size, ...props }: ComponentProps<'svg'> & { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" {...props}>
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
