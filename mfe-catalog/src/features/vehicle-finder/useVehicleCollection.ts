// The products of the finder's selection, page and order, with the pages they make and the page's description.
import {
  LISTING_PAGE_SIZE,
  vehicleFinderDescription,
  type VehicleFinderQuery,
  type VehicleFinderState,
} from '@storefront/shared-domain';
import { useMemo } from 'react';
import { totalPagesOf, useLastPageFallback, type ListingPlaceControls } from '../../hooks/useListingPlace';
import { useGetVehicleCollectionQuery } from '../catalog-api/catalogApi';

export type VehicleCollection = ReturnType<typeof useVehicleCollection>;

export function useVehicleCollection(
  query: VehicleFinderQuery,
  shown: VehicleFinderState,
  listing: ListingPlaceControls,
) {
  const { page, sort } = listing;
  const args = useMemo(() => ({ ...query, page, sort }), [query, page, sort]);
  const { data, error, isFetching, refetch } = useGetVehicleCollectionQuery(args);

  const total = data?.total ?? 0;
  const totalPages = data ? totalPagesOf(total, data.pageSize, LISTING_PAGE_SIZE) : 0;
  useLastPageFallback(
    listing,
    data && !error && !isFetching ? { total, shown: data.products.length, totalPages } : null,
  );
  const description =
    (data && !error && vehicleFinderDescription({ ...shown, type: query.type }, total)) ||
    data?.collection?.collection_description;

  return { data, error, isFetching, refetch, total, totalPages, description };
}
