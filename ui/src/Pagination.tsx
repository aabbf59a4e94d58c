// The frame of a page list (listings, reviews): the store's one pagination rule (shared-domain reviewPagination: first
// and last, neighbours, ellipses, previous/next only when available, nothing at one page) in a navigation landmark. Each
// caller renders the controls (links or buttons, in its own words) and adds its own look (`className`, from its css
// prop) over the 40 px cells shared here.
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, radii, reviewPagination, spacing, typography, type PaginationItem } from '@storefront/shared-domain';

/** A page, previous or next item: what a caller renders as a control. */
export type PaginationStep = Exclude<PaginationItem, { type: 'ellipsis' }>;

// A template, like the importers' own styles: the same CSS words compress against each other in their chunks.
const paginationCss = css`
  label: ui-pagination;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${spacing.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  button,
  [aria-current='page'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 40px;
    min-height: 40px;
    padding: 0 ${spacing.sm};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.background};
    color: ${colors.text};
  }
  [aria-current='page'] {
    border-color: ${colors.text};
    background: ${colors.text};
    color: ${colors.textInverse};
    font-weight: ${typography.weights.bold};
  }
`;

export interface PaginationProps {
  /** The page shown, 1-based. */
  page: number;
  totalPages: number;
  isMobile: boolean;
  /** The landmark's name. */
  label: string;
  testId: string;
  /** On each ellipsis cell (a list item hidden from assistive technology). */
  ellipsisTestId?: string;
  /** The caller's look, from its css prop: it comes after the shared cells' and wins. */
  className?: string;
  renderStep: (item: PaginationStep) => ReactNode;
}

export function Pagination({
  page,
  totalPages,
  isMobile,
  label,
  testId,
  ellipsisTestId,
  className,
  renderStep,
}: PaginationProps) {
  const items = reviewPagination({ currentPage: page, totalPages, isMobile });
  if (items.length === 0) return null;
  return (
    <nav className={className} css={paginationCss} aria-label={label} data-testid={testId}>
      <ul>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.position}`} aria-hidden="true" data-testid={ellipsisTestId}>
              …
            </li>
          ) : (
            <li key={item.type === 'page' ? item.page : item.type}>{renderStep(item)}</li>
          ),
        )}
      </ul>
    </nav>
  );
}
