// The placeholder of a loading state, one look in every remote: a grey block sized by its caller (width,
// height or aspect-ratio) to the box of what arrives, so nothing moves when it does. It shimmers, except for shoppers
// who asked for reduced motion. Hidden from assistive technology: the loading state says "Loading" in words.
import { keyframes } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { colors, radii } from '@storefront/shared-domain';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export function SkeletonBlock(props: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      aria-hidden="true"
      {...props}
      css={{
        label: 'ui-skeleton',
        display: 'block',
        borderRadius: radii.md,
        background: `linear-gradient(90deg, ${colors.surface} 25%, ${colors.background} 50%, ${colors.surface} 75%)`,
        backgroundSize: '200% 100%',
        animation: `${shimmer} 1.4s ease-in-out infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none', background: colors.surface },
      }}
    />
  );
}
