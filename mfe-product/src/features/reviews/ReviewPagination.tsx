// Pagination of spec 1 "Review display constants": first and last, 3 numbers around the current page on desktop (1 on
// mobile), ellipses, previous/next only when available, nothing at one page. The shape is shared-domain's rule, the
// frame @storefront/ui's page list; the controls are buttons (the feed is not an address).
import { css } from '@emotion/react';
import { colors, spacing } from '@storefront/shared-domain';
import { Pagination } from '@storefront/ui';
import { REVIEWS_UI_TEXTS } from './texts';

export interface ReviewPaginationProps {
  /** Zero-based page shown. */
  page: number;
  totalPages: number;
  isMobile: boolean;
  onPage(page: number): void;
}

/** The reviews' look over the shared cells: a darker border on hover, an ellipsis as wide as a cell. */
const reviewPagesCss = css`
  label: productReviewPages;
  ul {
    justify-content: center;
    padding: ${spacing.md} 0;
  }
  button {
    font: inherit;
    cursor: pointer;
  }
  button:hover {
    border-color: ${colors.text};
  }
  [aria-current='page'] {
    cursor: default;
  }
  li[aria-hidden='true'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 40px;
    height: 40px;
    padding: 0 ${spacing.sm};
  }
`;

export function ReviewPagination({ page, totalPages, isMobile, onPage }: ReviewPaginationProps) {
  return (
    <Pagination
      css={reviewPagesCss}
      page={page + 1}
      totalPages={totalPages}
      isMobile={isMobile}
      label={REVIEWS_UI_TEXTS.pagination}
      testId="product-reviews-pagination"
      ellipsisTestId="product-reviews-ellipsis"
      renderStep={(item) =>
        item.type === 'page' ? (
          <button
            type="button"
            data-testid={`product-reviews-page-${item.page}`}
            aria-label={REVIEWS_UI_TEXTS.page(item.page)}
            aria-current={item.current ? 'page' : undefined}
            onClick={() => (item.current ? undefined : onPage(item.page - 1))}
          >
            {item.page}
          </button>
        ) : (
          <button
            type="button"
            data-testid={`product-reviews-page-${item.type}`}
            aria-label={item.type === 'prev' ? REVIEWS_UI_TEXTS.previousPage : REVIEWS_UI_TEXTS.nextPage}
            onClick={() => onPage(item.page - 1)}
          >
            {item.type === 'prev' ? '‹' : '›'}
          </button>
        )
      }
    />
  );
}
