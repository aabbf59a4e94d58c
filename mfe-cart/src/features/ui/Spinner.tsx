// The cart's busy indicator: a suggestion's 'Add' in the cart panel, the place-order button at checkout.
import { keyframes } from '@emotion/react';

const spin = keyframes`to { transform: rotate(360deg); }`;

export function Spinner({ label }: { label: string }) {
  return (
    <span
      role="status"
      aria-label={label}
      data-testid="cart-spinner"
      css={{
        display: 'inline-block',
        width: 14,
        height: 14,
        border: '2px solid currentColor',
        borderRightColor: 'transparent',
        borderRadius: '50%',
        animation: `${spin} 700ms linear infinite`,
      }}
    />
  );
}
