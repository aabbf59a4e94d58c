// Pagination of spec 1 "Review display constants": first and last, 3 numbers around the current page on desktop (1 on
// mobile), ellipses, previous/next only when available, nothing at one page. The shape is shared-domain's rule.
import { useTheme } from '@emotion/react';
import { reviewPagination } from '@storefront/shared-domain';
import { REVIEWS_UI_TEXTS } from './texts';

export interface ReviewPaginationProps {
  /** Zero-based page shown. */
  page: number;
  totalPages: number;
  isMobile: boolean;
  onPage(page: number): void;
}

export function ReviewPagination({ page, totalPages, isMobile, onPage }: ReviewPaginationProps) {
  const theme = useTheme();
  const items = reviewPagination({ currentPage: page + 1, totalPages, isMobile });
  if (items.length === 0) return null;
  const cell = {
    minWidth: '40px',
    height: '40px',
    padding: `0 ${theme.spacing.sm}`,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: theme.radii.md,
    font: 'inherit',
  } as const;
  const button = {
    ...cell,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.background,
    color: theme.colors.text,
    cursor: 'pointer',
    '&:hover': { borderColor: theme.colors.text },
  } as const;
  return (
    <nav aria-label={REVIEWS_UI_TEXTS.pagination} data-testid="product-reviews-pagination">
      <ul
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: theme.spacing.xs,
          listStyle: 'none',
          margin: 0,
          padding: `${theme.spacing.md} 0`,
        }}
      >
        {items.map((item) => {
          if (item.type === 'ellipsis') {
            return (
              <li
                key={`ellipsis-${item.position}`}
                css={cell}
                aria-hidden="true"
                data-testid="product-reviews-ellipsis"
              >
                …
              </li>
            );
          }
          if (item.type === 'prev' || item.type === 'next') {
            const prev = item.type === 'prev';
            return (
              <li key={item.type}>
                <button
                  type="button"
                  css={button}
                  data-testid={`product-reviews-page-${item.type}`}
                  aria-label={prev ? REVIEWS_UI_TEXTS.previousPage : REVIEWS_UI_TEXTS.nextPage}
                  onClick={() => onPage(item.page - 1)}
                >
                  {prev ? '‹' : '›'}
                </button>
              </li>
            );
          }
          return (
            <li key={item.page}>
              <button
                type="button"
                data-testid={`product-reviews-page-${item.page}`}
                aria-label={REVIEWS_UI_TEXTS.page(item.page)}
                aria-current={item.current ? 'page' : undefined}
                onClick={() => (item.current ? undefined : onPage(item.page - 1))}
                css={[
                  button,
                  item.current && {
                    background: theme.colors.text,
                    borderColor: theme.colors.text,
                    color: theme.colors.textInverse,
                    fontWeight: theme.typography.weights.bold,
                    cursor: 'default',
                  },
                ]}
              >
                {item.page}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
