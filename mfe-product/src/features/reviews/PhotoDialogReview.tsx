import { useTheme } from '@emotion/react';
import {
  filledStars,
  formatDisplayDate,
  REVIEW_TEXTS,
  reviewerFirstName,
  reviewTitleText,
} from '@storefront/shared-domain';
import { Stars } from './Stars';
import { REVIEWS_UI_TEXTS } from './texts';
import type { ReviewWithVehicle } from './types';

interface PhotoDialogReviewProps {
  review: ReviewWithVehicle;
  now: Date;
  dark: boolean;
  /** One review's photos only: there is no grid of all photos to go back to. */
  individual: boolean;
  onViewAll(): void;
}

/** The review beside (desktop) or under (mobile) the photo shown, with the way back to the grid. */
export function PhotoDialogReview({ review, now, dark, individual, onViewAll }: PhotoDialogReviewProps) {
  const theme = useTheme();
  return (
    <aside
      data-testid="product-review-lightbox-review"
      css={{
        display: 'grid',
        alignContent: 'start',
        gap: theme.spacing.sm,
        padding: theme.spacing.md,
        overflowY: 'auto',
        maxHeight: dark ? '35dvh' : undefined,
        borderLeft: dark ? 'none' : `1px solid ${theme.colors.border}`,
      }}
    >
      <Stars filled={filledStars(review.rating)} label={REVIEWS_UI_TEXTS.ratedOutOf(filledStars(review.rating))} />
      <span>
        <strong>{reviewerFirstName(review.reviewer?.name)}</strong>{' '}
        <span css={{ opacity: 0.75 }}>{formatDisplayDate(review.review_date, now)}</span>
      </span>
      {reviewTitleText(review.title) && <strong>{reviewTitleText(review.title)}</strong>}
      <p css={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.body}</p>
      {!individual && (
        <button
          type="button"
          data-testid="product-review-lightbox-view-all"
          onClick={onViewAll}
          css={{
            justifySelf: 'start',
            marginTop: theme.spacing.sm,
            padding: `${theme.spacing.sm} ${theme.spacing.md}`,
            border: `1px solid currentColor`,
            borderRadius: theme.radii.md,
            background: 'transparent',
            color: 'inherit',
            font: 'inherit',
            cursor: 'pointer',
          }}
        >
          {REVIEW_TEXTS.viewAllPhotos}
        </button>
      )}
    </aside>
  );
}
