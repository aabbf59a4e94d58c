// Vehicle-specific collection page (spec 1 §2 "Vehicle-specific collection page"), route
// /collections/vehicle-specific-subwoofer-enclosures. The address is the state: every choice is written to the query
// string with `replace` (no reload, no history entry per click) and a deep link restores everything.
import { css } from '@emotion/react';
import {
  ERROR_TEXTS,
  LISTING_PAGE_SIZE,
  VEHICLE_FINDER_TEXTS,
  apiErrorMessage,
  readListingPlace,
  vehicleFinderDescription,
  writeListingPlace,
  colors,
  mq,
  radii,
  spacing,
  typography,
  vehicleMobileHeading,
  type VehicleFinderQuery,
  type VehicleFinderState,
} from '@storefront/shared-domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { totalPagesOf, useLastPageFallback, useListingPlace } from '../../hooks/useListingPlace';
import { useSearchParams } from 'react-router-dom';
import { useGetVehicleCollectionQuery } from '../catalog-api/catalogApi';
import { MyVehicleBar } from '../my-vehicle/MyVehicleBar';
import { setMyVehicle, useMyVehicle } from '@storefront/shared-domain';
import { ListingBar, Pagination, ProductGrid, ProductGridSkeleton, SortSelect } from '../product-grid';
import {
  Breadcrumb,
  Button,
  ProductCount,
  EmptyState,
  ErrorState,
  Lead,
  LeadSkeleton,
  PageTitle,
  ScreenRoot,
  type Crumb,
} from '../ui/primitives';
import { errorStatus } from '../ui/errorStatus';
import { useScrollOnPageChange } from '../ui/useScrollOnPageChange';
import { FilterPanel } from './FilterPanel';
import { VehicleSelects } from './VehicleSelects';
import { sameVehicle, useVehicleLists } from './useVehicleLists';
import { VEHICLE_PAGE_PATH } from './VehicleQuickPicker';
import { activeFilterCount, readVehicleQuery, writeVehicleQuery } from './vehicleQuery';

export const VEHICLE_PAGE_TEXTS = {
  filters: 'Filters',
  clearFilters: 'Clear filters',
  resetAll: 'Reset vehicle and filters',
  /** CHOICE: the empty result with no filter set (the spec's text blames the filters, so it needs one set). */
  noItemsForVehicle: 'No enclosures found for this vehicle yet.',
  nothingListed: 'No enclosures found.',
  chooseAnotherVehicle: 'Choose another vehicle',
} as const;

/** Cart line source of adds from this page. */
export const VEHICLE_PAGE_CART_SOURCE = 'collection-card';

const layoutCss = css`
  label: catalogVehicleLayout;
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: ${spacing.xl};
  align-items: start;
  ${mq.tablet} {
    grid-template-columns: 190px minmax(0, 1fr);
    gap: ${spacing.lg};
  }
  ${mq.mobile} {
    grid-template-columns: 1fr;
    gap: ${spacing.md};
  }
`;

const asideCss = css`
  label: catalogVehicleAside;
  position: sticky;
  top: ${spacing.md};
  ${mq.mobile} {
    position: static;
  }
  .catalog-filters-toggle {
    display: none;
    width: 100%;
    justify-content: space-between;
  }
  ${mq.mobile} {
    .catalog-filters-toggle {
      display: inline-flex;
    }
    .catalog-filters-body[data-open='false'] {
      display: none;
    }
    .catalog-filters-body {
      margin-top: ${spacing.sm};
      padding: ${spacing.md};
      border: 1px solid ${colors.border};
      border-radius: ${radii.lg};
    }
  }
`;

const finderCss = css`
  label: catalogVehicleFinder;
  margin: ${spacing.md} 0 ${spacing.lg};
  padding: ${spacing.lg};
  border-radius: ${radii.lg};
  background: ${colors.surfaceDark};
  color: ${colors.textInverse};
  h2 {
    margin: 0 0 ${spacing.md};
    font-size: ${typography.sizes.xl};
    font-weight: ${typography.weights.black};
  }
  .catalog-heading-mobile {
    display: none;
  }
  ${mq.mobile} {
    padding: ${spacing.md};
    .catalog-heading-desktop[data-has-mobile='true'] {
      display: none;
    }
    .catalog-heading-mobile {
      display: block;
    }
  }
`;

export function VehicleSpecificPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readVehicleQuery(searchParams), [searchParams]);
  const listing = useListingPlace();
  const { page, sort, setPage, setSort } = listing;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const listTop = useRef<HTMLElement | null>(null);
  useScrollOnPageChange(listTop, page);

  /** A new selection or filter starts again at the first page (the order is kept). */
  const update = (next: VehicleFinderQuery) => {
    setSearchParams(
      (previous) =>
        writeListingPlace(writeVehicleQuery(previous, next), { page: 1, sort: readListingPlace(previous).sort }),
      { replace: true },
    );
  };

  // The selection as the catalogue can show it (spelling, a make the year offers, a model the make offers). The
  // address follows it, replacing the entry; a vehicle is remembered only once the lists confirm it.
  const lists = useVehicleLists(query);
  const { reconciled, settled } = lists;
  const rememberChoice = useRef(false);
  const needsRewrite = settled && !sameVehicle(reconciled, query);
  useEffect(() => {
    if (!needsRewrite) return;
    const dropped = (!!query.make && !reconciled.make) || (!!query.model && !reconciled.model);
    setSearchParams(
      (previous) => {
        const next = writeVehicleQuery(previous, { ...readVehicleQuery(previous), ...reconciled });
        return dropped ? writeListingPlace(next, { ...readListingPlace(previous), page: 1 }) : next;
      },
      { replace: true },
    );
    // reconciled and query change together with needsRewrite
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsRewrite, reconciled]);
  useEffect(() => {
    if (!rememberChoice.current || !settled || needsRewrite) return;
    rememberChoice.current = false;
    if (query.year && query.make) {
      setMyVehicle({ year: query.year, make: query.make, model: query.model ?? undefined });
    }
  }, [settled, needsRewrite, query.year, query.make, query.model]);

  const onVehicleChange = (next: VehicleFinderState) => {
    rememberChoice.current = true;
    update({ ...query, year: next.year ?? null, make: next.make ?? null, model: next.model ?? null });
  };

  const args = useMemo(() => ({ ...query, page, sort }), [query, page, sort]);
  const { data, error, isFetching, refetch } = useGetVehicleCollectionQuery(args);

  const shown = settled ? reconciled : query;
  const make = shown.make ?? null;
  const myVehicle = useMyVehicle();
  const showingMyVehicle =
    !!myVehicle &&
    myVehicle.year === shown.year &&
    myVehicle.make === shown.make &&
    (myVehicle.model ?? null) === (shown.model ?? null);
  const mobileHeading = vehicleMobileHeading(make, shown.model ?? null);
  const crumbs: Crumb[] = [
    { label: 'Home', to: '/' },
    { label: VEHICLE_FINDER_TEXTS.breadcrumbSection, to: VEHICLE_PAGE_PATH },
  ];
  if (make) crumbs.push({ label: make });

  const total = data?.total ?? 0;
  const totalPages = data ? totalPagesOf(total, data.pageSize, LISTING_PAGE_SIZE) : 0;
  useLastPageFallback(
    listing,
    data && !error && !isFetching ? { total, shown: data.products.length, totalPages } : null,
  );
  const filterCount = activeFilterCount(query);
  const hasVehicle = !!(query.year || query.make || query.model);
  const description =
    (data && !error && vehicleFinderDescription({ ...shown, type: query.type }, total)) ||
    data?.collection?.collection_description;

  const clearFilters = () => update({ ...query, type: null, sizes: [] });
  const clearVehicle = () => update({ ...query, year: null, make: null, model: null });
  // The service refuses a value the page could not rule out (e.g. vehicle_year=2099): say so and offer a clean start.
  const invalidLink = errorStatus(error) === 400;

  return (
    <ScreenRoot data-boundary="catalog" data-testid="catalog-vehicle-page">
      <Breadcrumb items={crumbs} />
      <PageTitle>{VEHICLE_FINDER_TEXTS.title}</PageTitle>
      {description ? (
        <Lead data-testid="catalog-vehicle-description">{description}</Lead>
      ) : !data && !error ? (
        // The description needs the answer (its count, or the collection's text): its lines are kept meanwhile so the
        // finder below does not move down when it comes. A vehicle's sentence is one line, the page's own text two (both
        // two on a phone).
        <LeadSkeleton lines={hasVehicle ? 1 : 2} mobileLines={2} />
      ) : null}

      <section css={finderCss} aria-labelledby={`${filtersId}-heading`}>
        <h2
          id={`${filtersId}-heading`}
          className="catalog-heading-desktop"
          data-has-mobile={mobileHeading ? 'true' : 'false'}
          data-testid="catalog-vehicle-heading"
        >
          {VEHICLE_FINDER_TEXTS.heading}
        </h2>
        {mobileHeading ? (
          <h2 className="catalog-heading-mobile" data-testid="catalog-vehicle-mobile-heading">
            {mobileHeading}
          </h2>
        ) : null}
        <VehicleSelects
          value={{ year: shown.year ?? null, make: shown.make ?? null, model: shown.model ?? null }}
          onChange={onVehicleChange}
        />
      </section>

      {/* choosing a vehicle above remembers it; the bar then offers it back on later visits */}
      <MyVehicleBar hideWhenEmpty showShopLink={!showingMyVehicle} />

      <div css={layoutCss}>
        <aside css={asideCss} aria-label="Filters">
          <Button
            type="button"
            variant="secondary"
            className="catalog-filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={`${filtersId}-filters`}
            onClick={() => setFiltersOpen((open) => !open)}
            data-testid="catalog-filters-toggle"
          >
            <span>
              {VEHICLE_PAGE_TEXTS.filters}
              {filterCount > 0 ? ` (${filterCount})` : ''}
            </span>
            <span aria-hidden="true">{filtersOpen ? '−' : '+'}</span>
          </Button>
          <div id={`${filtersId}-filters`} className="catalog-filters-body" data-open={filtersOpen ? 'true' : 'false'}>
            <FilterPanel
              type={query.type ?? null}
              sizes={query.sizes ?? []}
              onTypeChange={(type) => update({ ...query, type })}
              onSizesChange={(sizes) => update({ ...query, sizes })}
            />
            {filterCount > 0 ? (
              <Button type="button" variant="ghost" onClick={clearFilters} data-testid="catalog-filters-clear">
                {VEHICLE_PAGE_TEXTS.clearFilters}
              </Button>
            ) : null}
          </div>
        </aside>

        <section ref={listTop} aria-label="Products" aria-busy={isFetching || undefined}>
          {error ? (
            invalidLink ? (
              <ErrorState
                message={apiErrorMessage(error)}
                onRetry={() => update({})}
                retryLabel={VEHICLE_PAGE_TEXTS.resetAll}
                testId="catalog-vehicle-invalid"
              />
            ) : (
              <ErrorState
                message={apiErrorMessage(error)}
                onRetry={() => void refetch()}
                retryLabel={ERROR_TEXTS.tryAgain}
              />
            )
          ) : !data ? (
            <ProductGridSkeleton fitment />
          ) : (
            <>
              <ListingBar>
                <ProductCount total={total} />
                {total > 1 ? <SortSelect value={sort} onChange={setSort} /> : null}
              </ListingBar>
              {total === 0 && data.products.length === 0 ? (
                filterCount > 0 ? (
                  <EmptyState message={VEHICLE_FINDER_TEXTS.noItems} testId="catalog-empty">
                    <Button type="button" variant="secondary" onClick={clearFilters}>
                      {VEHICLE_PAGE_TEXTS.clearFilters}
                    </Button>
                  </EmptyState>
                ) : (
                  <EmptyState
                    message={hasVehicle ? VEHICLE_PAGE_TEXTS.noItemsForVehicle : VEHICLE_PAGE_TEXTS.nothingListed}
                    testId="catalog-empty"
                  >
                    {hasVehicle ? (
                      <Button type="button" variant="secondary" onClick={clearVehicle}>
                        {VEHICLE_PAGE_TEXTS.chooseAnotherVehicle}
                      </Button>
                    ) : null}
                  </EmptyState>
                )
              ) : (
                <div style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 0.15s ease' }}>
                  <ProductGrid products={data.products} source={VEHICLE_PAGE_CART_SOURCE} />
                </div>
              )}
              <Pagination page={page} totalPages={totalPages} onPage={setPage} />
            </>
          )}
        </section>
      </div>
    </ScreenRoot>
  );
}
