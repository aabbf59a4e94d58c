// The rating line under the product's title: stars, the average and 'N Customer Reviews', a link to the reviews. Its
// figures are the product answer's reviewScoreAndCounts: for a D1/D2/D4 sku the catalogue combines its coil family's
// scores, and the reviews section's list summary combines them by the same rule, so both print one figure.
import { css } from '@emotion/react';
import {
  averageRatingText,
  colors,
  customerReviewsCountText,
  filledStars,
  spacing,
  type ProductDetail,
} from '@storefront/shared-domain';
import { REVIEWS_SECTION_ID } from '../reviews/ReviewsSectionFrame';
import { reviewsSectionOnDemand } from '../reviews/ReviewsSectionOnDemand';

const ratingCss = css`
  label: productRating;
  display: inline-flex;
  gap: ${spacing.sm};
  align-items: center;
  width: fit-content;
  color: ${colors.link};
`;

const starsCss = css`
  label: productRatingStars;
  color: #f5a623;
  letter-spacing: 1px;
`;

export interface ProductRatingProps {
  score: ProductDetail['reviewScoreAndCounts'];
  onShowReviews: () => void;
}

export function ProductRating({ score, onShowReviews }: ProductRatingProps) {
  if (!score || score.count <= 0) return null;
  const filled = filledStars(score.avgScore);
  return (
    <a
      href={`#${REVIEWS_SECTION_ID}`}
      onClick={(event) => {
        event.preventDefault();
        onShowReviews();
      }}
      // A sign the shopper wants the reviews: their code starts coming before the click.
      onPointerEnter={() => void reviewsSectionOnDemand.prefetch()}
      onFocus={() => void reviewsSectionOnDemand.prefetch()}
      data-testid="product-rating"
      css={ratingCss}
    >
      <span aria-hidden="true" css={starsCss}>
        {'★'.repeat(filled)}
        <span css={{ color: colors.border }}>{'★'.repeat(5 - filled)}</span>
      </span>
      <span>
        {averageRatingText(score.avgScore)} · {customerReviewsCountText(score.count)}
      </span>
    </a>
  );
}
