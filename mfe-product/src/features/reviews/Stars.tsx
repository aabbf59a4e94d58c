// Five stars, the first `filled` of them coloured (spec 1 "Review display constants": 5 stars, filled by the rounded
// average). Read out as one image with its label.
import { useTheme } from '@emotion/react';
import { REVIEW_DISPLAY } from '@storefront/shared-domain';

const STAR_PATH = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z';

export function StarIcon({ filled, size }: { filled: boolean; size: number }) {
  const theme = useTheme();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      css={{ display: 'block', flex: 'none' }}
    >
      <path
        d={STAR_PATH}
        fill={filled ? theme.colors.brand : 'none'}
        stroke={filled ? theme.colors.brand : theme.colors.textMuted}
        strokeWidth={1.2}
      />
    </svg>
  );
}

export function Stars({ filled, label, size = 18 }: { filled: number; label: string; size?: number }) {
  return (
    <span role="img" aria-label={label} data-filled={filled} css={{ display: 'inline-flex', gap: '2px' }}>
      {Array.from({ length: REVIEW_DISPLAY.stars }, (_, i) => (
        <StarIcon key={i} filled={i < filled} size={size} />
      ))}
    </span>
  );
}
