// Search target /search/products?q= (spec 1 §2), with a desktop and a mobile screen (spec 2 §2 "Search uses separate
// desktop and mobile search screens"). The query stays in the address (the shell only cleans /collections and
// /products), so results can be shared and survive a reload; so does the page of results (`page`).
import { css } from '@emotion/react';
import {
  ERROR_TEXTS,
  LISTING_PAGE_SIZE,
  LISTING_QUERY_PARAMS,
  apiErrorMessage,
  colors,
  mq,
  spacing,
  typography,
  zIndices,
  useIsMobile,
} from '@storefront/shared-domain';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchCatalogQuery } from '../catalog-api/catalogApi';
import { FitFilter, ListingBar, Pagination, ProductGrid, ProductGridSkeleton, useFitFilter } from '../product-grid';
import { totalPagesOf, useLastPageFallback, useListingPlace } from '../../hooks/useListingPlace';
import { useScrollOnPageChange } from '../ui/useScrollOnPageChange';
import { Breadcrumb } from '../ui/Breadcrumb';
import {
  ProductCount,
  EmptyState,
  ErrorState,
  LinkButton,
  PageTitle,
  ScreenRoot,
  visuallyHiddenCss,
} from '../ui/primitives';
import { SearchBox, cleanSearchText } from './SearchBox';

export const SEARCH_TEXTS = {
  title: 'Search',
  noResults: 'No results',
  startTyping: 'Search by product name, category or SKU.',
  resultsFor: (q: string) => `Results for “${q}”`,
  noResultsHint: (q: string) => `We couldn’t find anything for “${q}”. Check the spelling or try a more general term.`,
} as const;

/** Cart line source of adds from search results. */
export const SEARCH_CART_SOURCE = 'search-results';

// One structure for every width, arranged by media queries (the server renders before it knows the width, and the
// page must not move when the browser takes over): on a phone the box is a sticky bar and the title is for screen
// readers only; wider, the breadcrumb, the title and the box head the page.
const searchBarCss = css`
  label: catalogSearchBar;
  ${mq.mobile} {
    position: sticky;
    top: 0;
    z-index: ${zIndices.header - 1};
    margin: -${spacing.md} -${spacing.md} ${spacing.md};
    padding: ${spacing.sm} ${spacing.md};
    background: ${colors.background};
    border-bottom: 1px solid ${colors.border};
  }
`;

const notOnPhonesCss = css`
  ${mq.mobile} {
    display: none;
  }
`;

const titleCss = css`
  ${mq.mobile} {
    ${visuallyHiddenCss};
  }
`;

const hintCss = css`
  label: catalogSearchHint;
  margin: ${spacing.md} 0 0;
  color: ${colors.textMuted};
  font-size: ${typography.sizes.sm};
`;

const headingCss = css`
  label: catalogSearchHeading;
  margin: ${spacing.xl} 0 0;
  font-size: ${typography.sizes.lg};
  font-weight: ${typography.weights.bold};
`;

function Results({ q }: { q: string }) {
  const listing = useListingPlace();
  const { page, setPage } = listing;
  const listTop = useRef<HTMLElement | null>(null);
  useScrollOnPageChange(listTop, page);
  const fitFilter = useFitFilter();
  const { data, error, isFetching, refetch } = useSearchCatalogQuery(
    { q, mode: 'full', limit: LISTING_PAGE_SIZE, page, fit: fitFilter.fitArg },
    { skip: !q },
  );
  const total = data ? (typeof data.total === 'number' ? data.total : data.products.length) : 0;
  const totalPages = totalPagesOf(total, undefined, LISTING_PAGE_SIZE);
  useLastPageFallback(
    listing,
    data && !error && !isFetching ? { total, shown: data.products.length, totalPages } : null,
  );

  if (!q) return <p css={hintCss}>{SEARCH_TEXTS.startTyping}</p>;
  if (error)
    return (
      <ErrorState message={apiErrorMessage(error)} onRetry={() => void refetch()} retryLabel={ERROR_TEXTS.tryAgain} />
    );
  // The heading is known before the results: it stays put while placeholder cards stand where the results will be.
  return (
    <section ref={listTop} aria-label="Search results" aria-busy={!data || isFetching || undefined}>
      <h2 css={headingCss}>{SEARCH_TEXTS.resultsFor(q)}</h2>
      {!data ? (
        <ProductGridSkeleton sortable={false} />
      ) : (
        <>
          <ListingBar>
            <ProductCount total={total} />
            <FitFilter {...fitFilter} />
          </ListingBar>
          {total === 0 && data.products.length === 0 ? (
            <EmptyState message={SEARCH_TEXTS.noResults} testId="catalog-search-empty">
              <p>{SEARCH_TEXTS.noResultsHint(q)}</p>
              <LinkButton to="/">Browse the store</LinkButton>
            </EmptyState>
          ) : (
            <div style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 0.15s ease' }}>
              <ProductGrid products={data.products} source={SEARCH_CART_SOURCE} />
            </div>
          )}
          <Pagination page={page} totalPages={totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}

export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = cleanSearchText(searchParams.get('q') ?? '');
  const isMobile = useIsMobile();

  const onSearch = (next: string) => {
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      params.set('q', next);
      params.delete(LISTING_QUERY_PARAMS.page); // a new search starts at its first page
      return params;
    });
  };

  return (
    <ScreenRoot data-boundary="catalog" data-testid="catalog-search-page" data-layout={isMobile ? 'mobile' : 'desktop'}>
      <div css={notOnPhonesCss}>
        <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: SEARCH_TEXTS.title }]} />
      </div>
      <div css={searchBarCss}>
        <div css={titleCss}>
          <PageTitle>{SEARCH_TEXTS.title}</PageTitle>
        </div>
        {/* key: a new query from outside (back/forward) resets the box */}
        <SearchBox key={q} initialQuery={q} onSearch={onSearch} autoFocus={!q} />
      </div>
      <Results q={q} />
    </ScreenRoot>
  );
}

export default SearchPage;
