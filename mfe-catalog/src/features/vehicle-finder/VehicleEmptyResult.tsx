import { VEHICLE_FINDER_TEXTS } from '@storefront/shared-domain';
import { Button } from '@storefront/ui';
import { EmptyState } from '../ui/primitives';
import type { VehicleFinderControls } from './useVehicleFinderQuery';
import { VEHICLE_PAGE_TEXTS } from './vehiclePageTexts';

/** No products: with a filter set, the way out is clearing the filters; with a vehicle, choosing another one. */
export function VehicleEmptyResult({ finder }: { finder: VehicleFinderControls }) {
  const { filterCount, hasVehicle } = finder;
  if (filterCount > 0) {
    return (
      <EmptyState message={VEHICLE_FINDER_TEXTS.noItems} testId="catalog-empty">
        <Button type="button" variant="secondary" onClick={finder.clearFilters}>
          {VEHICLE_PAGE_TEXTS.clearFilters}
        </Button>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      message={hasVehicle ? VEHICLE_PAGE_TEXTS.noItemsForVehicle : VEHICLE_PAGE_TEXTS.nothingListed}
      testId="catalog-empty"
    >
      {hasVehicle ? (
        <Button type="button" variant="secondary" onClick={finder.clearVehicle}>
          {VEHICLE_PAGE_TEXTS.chooseAnotherVehicle}
        </Button>
      ) : null}
    </EmptyState>
  );
}
