// The review list's header row: how many reviews, the 'my vehicle' filter (only with a remembered vehicle), the sort,
// and the button that clears the histogram's star filter while one is on.
import { useTheme } from '@emotion/react';
import { customerReviewsCountText, REVIEW_SORTS } from '@storefront/shared-domain';
import { outlineButtonCss } from '../../components/outlineButton';
import { REVIEWS_UI_TEXTS } from './texts';
import type { ReviewerVehicle, ReviewSort } from './types';

export interface ReviewListControlsProps {
  count: number;
  /** The remembered vehicle: the 'my vehicle' filter shows only with one. */
  vehicle: ReviewerVehicle | null;
  mineOnly: boolean;
  onMineOnlyChange(mineOnly: boolean): void;
  sort: ReviewSort;
  onSortChange(sort: ReviewSort): void;
  /** The histogram's star filter, null when off. */
  stars: number | null;
  onStarsChange(stars: number | null): void;
}

export function ReviewListControls({
  count,
  vehicle,
  mineOnly,
  onMineOnlyChange,
  sort,
  onSortChange,
  stars,
  onStarsChange,
}: ReviewListControlsProps) {
  const theme = useTheme();
  const control = outlineButtonCss(theme, 'neutral', theme.spacing.sm);
  return (
    <div
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.spacing.md,
        paddingBottom: theme.spacing.md,
      }}
    >
      <h3
        data-testid="product-reviews-count"
        css={{ margin: 0, flex: '1 1 auto', fontSize: theme.typography.sizes.lg }}
      >
        {customerReviewsCountText(count)}
      </h3>
      {vehicle && (
        <label css={{ display: 'inline-flex', alignItems: 'center', gap: theme.spacing.xs, cursor: 'pointer' }}>
          <input
            type="checkbox"
            data-testid="product-reviews-vehicle-filter"
            checked={mineOnly}
            onChange={(event) => onMineOnlyChange(event.target.checked)}
          />
          {REVIEWS_UI_TEXTS.vehicleFilter}
        </label>
      )}
      <label css={{ display: 'inline-flex', alignItems: 'center', gap: theme.spacing.xs }}>
        {REVIEWS_UI_TEXTS.sortLabel}
        <select
          data-testid="product-reviews-sort"
          value={sort}
          onChange={(event) => onSortChange(event.target.value as ReviewSort)}
          css={control}
        >
          {REVIEW_SORTS.map((value) => (
            <option key={value} value={value}>
              {REVIEWS_UI_TEXTS.sortOptions[value]}
            </option>
          ))}
        </select>
      </label>
      {stars !== null && (
        <button
          type="button"
          data-testid="product-reviews-clear-stars"
          onClick={() => onStarsChange(null)}
          css={[control, { cursor: 'pointer' }]}
        >
          {REVIEWS_UI_TEXTS.clearStarsFilter}
        </button>
      )}
    </div>
  );
}
