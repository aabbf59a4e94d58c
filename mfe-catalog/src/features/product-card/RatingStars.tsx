import { css } from '@emotion/react';
import { REVIEW_DISPLAY, averageRatingText, colors, filledStars, spacing, typography } from '@storefront/shared-domain';

const wrapCss = css`
  label: catalogRating;
  display: inline-flex;
  align-items: center;
  gap: ${spacing.xs};
  font-size: ${typography.sizes.xs};
  color: ${colors.textMuted};
  svg {
    display: block;
  }
`;

const STAR_PATH = 'M10 1.5l2.6 5.5 6 .8-4.4 4.1 1.1 5.9L10 14.9l-5.3 2.9 1.1-5.9L1.4 7.8l6-.8z';

/** 5 stars filled by the rounded average (spec 1 "Review display constants"), with the review count. */
export function RatingStars({ average, count }: { average: number; count: number }) {
  const filled = filledStars(average);
  const label = `Rated ${averageRatingText(average)} out of ${REVIEW_DISPLAY.stars}, ${count} ${count === 1 ? 'review' : 'reviews'}`;
  return (
    <div css={wrapCss} role="img" aria-label={label} data-testid="catalog-card-rating" data-filled={filled}>
      {Array.from({ length: REVIEW_DISPLAY.stars }, (_, i) => (
        <svg
          key={i}
          width="14"
          height="14"
          viewBox="0 0 20 20"
          aria-hidden="true"
          data-star={i < filled ? 'filled' : 'empty'}
        >
          <path
            d={STAR_PATH}
            fill={i < filled ? '#f5a623' : 'none'}
            stroke={i < filled ? '#f5a623' : '#b9b9b9'}
            strokeWidth="1.2"
          />
        </svg>
      ))}
      <span aria-hidden="true">({count})</span>
    </div>
  );
}
