// The placeholder of a loading state, one look in every remote: a grey block sized by its caller (width,
// height or aspect-ratio) to the box of what arrives, so nothing moves when it does. It shimmers, except for shoppers
// who asked for reduced motion. Hidden from assistive technology: the loading state says "Loading" in words.
//
// The shimmer is a band that slides across by `transform`, which the compositor animates on its own thread: animating
// the gradient's `background-position` instead repainted every block on the page's main thread every frame, the
// thread a phone is hydrating the page on (Lighthouse's "non-composited animations").
import { keyframes } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { colors, radii } from '@storefront/shared-domain';

const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

export function SkeletonBlock(props: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      aria-hidden="true"
      {...props}
      css={{
        label: 'ui-skeleton',
        display: 'block',
        position: 'relative',
        overflow: 'hidden',
        borderRadius: radii.md,
        background: colors.surface,
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          background: `linear-gradient(90deg, transparent 0%, ${colors.background} 50%, transparent 100%)`,
          transform: 'translateX(-100%)',
          animation: `${shimmer} 1.4s ease-in-out infinite`,
        },
        '@media (prefers-reduced-motion: reduce)': { '&::after': { display: 'none' } },
      }}
    />
  );
}
