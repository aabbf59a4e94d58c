import { ERROR_TEXTS, apiErrorMessage, apiErrorStatus } from '@storefront/shared-domain';
import { useRef } from 'react';
import type { ListingPlaceControls } from '../../hooks/useListingPlace';
import { ListingBar, Pagination, ProductGrid, ProductGridSkeleton, SortSelect } from '../product-grid';
import { ErrorState, ProductCount } from '../ui/primitives';
import { useScrollOnPageChange } from '../ui/useScrollOnPageChange';
import type { VehicleCollection } from './useVehicleCollection';
import type { VehicleFinderControls } from './useVehicleFinderQuery';
import { VehicleEmptyResult } from './VehicleEmptyResult';
import { VEHICLE_PAGE_CART_SOURCE, VEHICLE_PAGE_TEXTS } from './vehiclePageTexts';

export interface VehicleResultsProps {
  finder: VehicleFinderControls;
  collection: VehicleCollection;
  listing: ListingPlaceControls;
}

/** The products of the selection: an error, their placeholders while loading, or the count, order, grid and pages. */
export function VehicleResults({ finder, collection, listing }: VehicleResultsProps) {
  const { data, error, isFetching, total } = collection;
  const listTop = useRef<HTMLElement | null>(null);
  useScrollOnPageChange(listTop, listing.page);

  let content;
  if (error) {
    // The service refuses a value the page could not rule out (e.g. vehicle_year=2099): say so and offer a clean start.
    content =
      apiErrorStatus(error) === 400 ? (
        <ErrorState
          message={apiErrorMessage(error)}
          onRetry={() => finder.update({})}
          retryLabel={VEHICLE_PAGE_TEXTS.resetAll}
          testId="catalog-vehicle-invalid"
        />
      ) : (
        <ErrorState
          message={apiErrorMessage(error)}
          onRetry={() => void collection.refetch()}
          retryLabel={ERROR_TEXTS.tryAgain}
        />
      );
  } else if (!data) {
    content = <ProductGridSkeleton fitment />;
  } else {
    content = (
      <>
        <ListingBar>
          <ProductCount total={total} />
          {total > 1 ? <SortSelect value={listing.sort} onChange={listing.setSort} /> : null}
        </ListingBar>
        {total === 0 && data.products.length === 0 ? (
          <VehicleEmptyResult finder={finder} />
        ) : (
          <div style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 0.15s ease' }}>
            <ProductGrid products={data.products} source={VEHICLE_PAGE_CART_SOURCE} />
          </div>
        )}
        <Pagination page={listing.page} totalPages={collection.totalPages} onPage={listing.setPage} />
      </>
    );
  }

  return (
    <section ref={listTop} aria-label="Products" aria-busy={isFetching || undefined}>
      {content}
    </section>
  );
}
