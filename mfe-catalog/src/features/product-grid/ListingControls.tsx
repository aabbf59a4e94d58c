import { css } from '@emotion/react';
import {
  colors,
  mq,
  radii,
  reviewPagination,
  spacing,
  typography,
  type CollectionSort,
  useIsMobile,
} from '@storefront/shared-domain';
import { useId, type ComponentProps } from 'react';

export const SORT_OPTIONS: ReadonlyArray<{ value: CollectionSort; label: string }> = [
  { value: 'default', label: 'Featured' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Top Rated' },
];

export function isCollectionSort(value: string): value is CollectionSort {
  return SORT_OPTIONS.some((o) => o.value === value);
}

const sortWrapCss = css`
  label: catalogSort;
  display: inline-flex;
  align-items: center;
  gap: ${spacing.sm};
  font-size: ${typography.sizes.sm};
  label {
    color: ${colors.textMuted};
    white-space: nowrap;
  }
  select {
    min-height: 36px;
    padding: ${spacing.xs} ${spacing.sm};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.background};
    font: inherit;
  }
`;

export function SortSelect({ value, onChange }: { value: CollectionSort; onChange: (sort: CollectionSort) => void }) {
  const id = useId();
  return (
    <div css={sortWrapCss}>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={value}
        data-testid="catalog-sort"
        onChange={(e) => {
          if (isCollectionSort(e.target.value)) onChange(e.target.value);
        }}
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const navCss = css`
  label: catalogPagination;
  display: flex;
  justify-content: center;
  margin-top: ${spacing.xl};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${spacing.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button {
    min-width: 40px;
    min-height: 40px;
    padding: 0 ${spacing.sm};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.background};
    color: ${colors.text};
    font: inherit;
    font-size: ${typography.sizes.sm};
    cursor: pointer;
  }
  button:hover {
    background: ${colors.surface};
  }
  button[aria-current='page'] {
    border-color: ${colors.text};
    background: ${colors.text};
    color: ${colors.textInverse};
    font-weight: ${typography.weights.bold};
  }
  button:focus-visible {
    outline: 2px solid ${colors.link};
    outline-offset: 2px;
  }
  span {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${spacing.xs};
    color: ${colors.textMuted};
  }
  ${mq.mobile} {
    margin-top: ${spacing.lg};
  }
`;

/**
 * Page links of a listing (pages 1-based). The item list is the store's one pagination rule (shared-domain
 * reviewPagination: first and last, neighbours, ellipses, previous/next only when available, hidden at one page).
 */
export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const isMobile = useIsMobile();
  const items = reviewPagination({ currentPage: page, totalPages, isMobile });
  if (items.length === 0) return null;
  return (
    <nav css={navCss} aria-label="Pagination" data-testid="catalog-pagination">
      <ul>
        {items.map((item) => {
          if (item.type === 'ellipsis') {
            return (
              <li key={`ellipsis-${item.position}`}>
                <span aria-hidden="true">…</span>
              </li>
            );
          }
          if (item.type === 'prev' || item.type === 'next') {
            return (
              <li key={item.type}>
                <button
                  type="button"
                  onClick={() => onPage(item.page)}
                  aria-label={item.type === 'prev' ? 'Previous page' : 'Next page'}
                >
                  {item.type === 'prev' ? '‹ Prev' : 'Next ›'}
                </button>
              </li>
            );
          }
          return (
            <li key={item.page}>
              <button
                type="button"
                onClick={() => onPage(item.page)}
                aria-current={item.current ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
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

const listingBarCss = css`
  label: catalogListingBar;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing.sm};
  margin: ${spacing.md} 0;
  padding-bottom: ${spacing.sm};
  border-bottom: 1px solid ${colors.border};
`;

export function ListingBar(props: ComponentProps<'div'>) {
  return <div css={listingBarCss} {...props} />;
}
