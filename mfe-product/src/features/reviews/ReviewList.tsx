// The reviews of the page shown, or what stands in their place: the load error, the loading line, or why the list is
// empty (no reviews yet, or none that pass the filters).
import { useTheme } from '@emotion/react';
import { REVIEW_TEXTS } from '@storefront/shared-domain';
import { ReviewItem, type ReviewItemProps } from './ReviewItem';
import { REVIEWS_UI_TEXTS } from './texts';
import type { ReviewFeed } from './useReviewFeed';

export interface ReviewListProps extends Omit<ReviewItemProps, 'review'> {
  feed: ReviewFeed;
  /** A star or vehicle filter is on. */
  filtered: boolean;
}

export function ReviewList({ feed, filtered, isMobile, now, onOpenPhoto }: ReviewListProps) {
  const theme = useTheme();
  if (feed.isError) {
    return (
      <p role="alert" css={{ color: theme.colors.textMuted }}>
        {REVIEWS_UI_TEXTS.loadFailed}
      </p>
    );
  }
  if (!feed.pageReviews) {
    return (
      <p
        role="status"
        data-testid="product-reviews-loading"
        css={{ color: theme.colors.textMuted, minHeight: '120px' }}
      >
        {REVIEW_TEXTS.loading}
      </p>
    );
  }
  if (feed.pageReviews.length === 0) {
    return (
      <p data-testid="product-reviews-empty" css={{ color: theme.colors.textMuted }}>
        {filtered ? REVIEWS_UI_TEXTS.noMatches : REVIEWS_UI_TEXTS.noReviews}
      </p>
    );
  }
  return (
    <div>
      {feed.pageReviews.map((review) => (
        <ReviewItem key={review.reviewId} review={review} isMobile={isMobile} now={now} onOpenPhoto={onOpenPhoto} />
      ))}
    </div>
  );
}
