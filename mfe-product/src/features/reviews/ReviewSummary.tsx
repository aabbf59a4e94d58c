// Summary of every review of the shown skus: stars filled by the rounded average, the average to one decimal,
// 'Based on N reviews' ('Based on 1 review'), and a histogram whose bars filter the list by stars (a second click
// clears the filter).
import { useTheme } from '@emotion/react';
import { averageRatingText, basedOnText, filledStars, REVIEW_DISPLAY } from '@storefront/shared-domain';
import { Stars } from './Stars';
import { REVIEWS_UI_TEXTS } from './texts';
import type { ReviewHistogram } from './types';

export interface ReviewSummaryProps {
  count: number;
  avgScore: number;
  histogram: ReviewHistogram | null;
  stars: number | null;
  onStarsChange(stars: number | null): void;
}

const STAR_VALUES = Array.from({ length: REVIEW_DISPLAY.stars }, (_, i) => REVIEW_DISPLAY.stars - i);

export function ReviewSummary({ count, avgScore, histogram, stars, onStarsChange }: ReviewSummaryProps) {
  const theme = useTheme();
  const average = averageRatingText(avgScore);
  return (
    <div
      data-testid="product-reviews-summary"
      css={{
        display: 'grid',
        gap: theme.spacing.lg,
        gridTemplateColumns: 'minmax(0, 1fr)',
        [theme.mq.tabletUp]: { gridTemplateColumns: 'minmax(180px, 240px) minmax(0, 360px)' },
      }}
    >
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.spacing.xs }}>
        <span
          data-testid="product-reviews-average"
          css={{ fontSize: theme.typography.sizes.display, fontWeight: theme.typography.weights.bold, lineHeight: 1 }}
        >
          {average}
        </span>
        <Stars filled={filledStars(avgScore)} label={REVIEWS_UI_TEXTS.ratedOutOf(Number(average))} size={22} />
        <span data-testid="product-reviews-based-on" css={{ color: theme.colors.textMuted }}>
          {basedOnText(count)}
        </span>
      </div>
      {histogram && (
        <ul
          aria-label={REVIEWS_UI_TEXTS.histogramLabel}
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing.xs }}
        >
          {STAR_VALUES.map((value) => {
            const n = histogram[String(value) as keyof ReviewHistogram] ?? 0;
            const share = count > 0 ? Math.round((n / count) * 100) : 0;
            const active = stars === value;
            return (
              <li key={value}>
                <button
                  type="button"
                  data-testid={`product-reviews-histogram-${value}`}
                  aria-pressed={active}
                  onClick={() => onStarsChange(active ? null : value)}
                  css={{
                    display: 'grid',
                    gridTemplateColumns: '52px minmax(0, 1fr) 40px',
                    alignItems: 'center',
                    gap: theme.spacing.sm,
                    width: '100%',
                    padding: `${theme.spacing.xxs} ${theme.spacing.xs}`,
                    border: `1px solid ${active ? theme.colors.brand : 'transparent'}`,
                    borderRadius: theme.radii.md,
                    background: active ? theme.colors.surface : 'transparent',
                    color: theme.colors.text,
                    font: 'inherit',
                    fontSize: theme.typography.sizes.sm,
                    cursor: 'pointer',
                    '&:hover': { background: theme.colors.surface },
                  }}
                >
                  <span css={{ textAlign: 'left' }}>{REVIEWS_UI_TEXTS.starsFilter(value)}</span>
                  <span
                    aria-hidden="true"
                    css={{ height: '8px', borderRadius: theme.radii.pill, background: theme.colors.border }}
                  >
                    <span
                      css={{
                        display: 'block',
                        height: '100%',
                        width: `${share}%`,
                        borderRadius: theme.radii.pill,
                        background: theme.colors.brand,
                      }}
                    />
                  </span>
                  <span css={{ textAlign: 'right', color: theme.colors.textMuted }}>{n}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
