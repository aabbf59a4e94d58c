import { css } from '@emotion/react';
import {
  LISTING_QUERY_PARAMS,
  colors,
  mq,
  radii,
  readListingPlace,
  spacing,
  typography,
  type CollectionSort,
  useIsMobile,
  writeListingPlace,
} from '@storefront/shared-domain';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams, type To } from 'react-router-dom';
import { Pagination as PageList } from '@storefront/ui';
import { VisuallyHidden } from '../ui/primitives';
import { GetForm, HiddenParams, NoScriptSubmit, isPlainLeftClick } from './AddressForm';

export const SORT_OPTIONS: ReadonlyArray<{ value: CollectionSort; label: string }> = [
  { value: 'default', label: 'Featured' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Top Rated' },
];

export function isCollectionSort(value: string): value is CollectionSort {
  return SORT_OPTIONS.some((o) => o.value === value);
}

/** A control of the listing bar (the order, "only what fits"): a row of small text. */
export const listingControlCss = css`
  display: inline-flex;
  align-items: center;
  gap: ${spacing.sm};
  margin: 0;
  font-size: ${typography.sizes.sm};
`;

const sortWrapCss = css`
  label: catalogSort;
  ${listingControlCss};
  label {
    color: ${colors.textMuted};
    white-space: nowrap;
  }
  select,
  button {
    min-height: 36px;
    padding: ${spacing.xs} ${spacing.sm};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.background};
    font: inherit;
  }
  button {
    cursor: pointer;
  }
`;

/**
 * The order of a listing. Without JavaScript it is a GET form with a Sort button, carrying the rest of the address
 * except the page (a new order starts at page 1), so it lands where choosing the order lands with JavaScript.
 */
export function SortSelect({ value, onChange }: { value: CollectionSort; onChange: (sort: CollectionSort) => void }) {
  const id = useId();
  const [params] = useSearchParams();
  return (
    <GetForm css={sortWrapCss} data-testid="catalog-sort-form">
      <HiddenParams params={writeListingPlace(params, { page: 1 })} />
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        name={LISTING_QUERY_PARAMS.sort}
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
      <NoScriptSubmit>Sort</NoScriptSubmit>
    </GetForm>
  );
}

/** The listing's look over the shared cells: centred, smaller text, a grey hover and a focus ring. */
const navCss = css`
  label: catalogPagination;
  display: flex;
  justify-content: center;
  margin-top: ${spacing.xl};
  a,
  [aria-current='page'] {
    font-size: ${typography.sizes.sm};
    text-decoration: none;
  }
  a:hover {
    background: ${colors.surface};
  }
  a:focus-visible {
    outline: 2px solid ${colors.link};
    outline-offset: 2px;
  }
  li[aria-hidden='true'] {
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

/** The address of a page of the listing, written as the client writes it (page 1 carries no `page`). */
function usePageAddress(): (page: number) => To {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (page) => {
    const query = writeListingPlace(params, { ...readListingPlace(params), page }).toString();
    return { pathname, search: query ? `?${query}` : '' };
  };
}

interface PageLinkProps {
  page: number;
  to: To;
  onPage: (page: number) => void;
  label: string;
  children: ReactNode;
}

/** A real link (it works without JavaScript and opens in a new tab); a plain click stays with the page's `onPage`. */
function PageLink({ page, to, onPage, label, children }: PageLinkProps) {
  return (
    <Link
      to={to}
      aria-label={label}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        onPage(page);
      }}
    >
      {children}
    </Link>
  );
}

const STEPS = {
  prev: { label: 'Previous page', text: '‹ Prev' },
  next: { label: 'Next page', text: 'Next ›' },
} as const;

/** The page shown: marked, and not a link to itself. */
function CurrentPage({ page }: { page: number }) {
  return (
    <span aria-current="page">
      <VisuallyHidden>Page </VisuallyHidden>
      {page}
    </span>
  );
}

/** Page links of a listing (pages 1-based) in @storefront/ui's page list. */
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
  const pageAddress = usePageAddress();
  return (
    <PageList
      css={navCss}
      page={page}
      totalPages={totalPages}
      isMobile={isMobile}
      label="Pagination"
      testId="catalog-pagination"
      renderStep={(item) => {
        if (item.type === 'page' && item.current) return <CurrentPage page={item.page} />;
        const step = item.type === 'page' ? { label: `Page ${item.page}`, text: item.page } : STEPS[item.type];
        return (
          <PageLink page={item.page} to={pageAddress(item.page)} onPage={onPage} label={step.label}>
            {step.text}
          </PageLink>
        );
      }}
    />
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
