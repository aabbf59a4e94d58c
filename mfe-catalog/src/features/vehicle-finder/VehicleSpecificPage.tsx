// Vehicle-specific collection page (spec 1 §2 "Vehicle-specific collection page"), route
// /collections/vehicle-specific-subwoofer-enclosures. The address is the state: every choice is written to the query
// string with `replace` (no reload, no history entry per click) and a deep link restores everything.
import { css } from '@emotion/react';
import { mq, spacing, useMyVehicle } from '@storefront/shared-domain';
import { useId } from 'react';
import { useListingPlace } from '../../hooks/useListingPlace';
import { MyVehicleBar } from '../my-vehicle/MyVehicleBar';
import { ScreenRoot } from '../ui/primitives';
import { useVehicleCollection } from './useVehicleCollection';
import { useVehicleFinderQuery } from './useVehicleFinderQuery';
import { sameVehicle } from './useVehicleLists';
import { VehicleFilters } from './VehicleFilters';
import { VehicleFinderPanel } from './VehicleFinderPanel';
import { VehiclePageIntro } from './VehiclePageIntro';
import { VehicleResults } from './VehicleResults';

export { VEHICLE_PAGE_CART_SOURCE, VEHICLE_PAGE_TEXTS } from './vehiclePageTexts';

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

export function VehicleSpecificPage() {
  const finder = useVehicleFinderQuery();
  const { query, shown } = finder;
  const listing = useListingPlace();
  const filtersId = useId();
  const collection = useVehicleCollection(query, shown, listing);
  const myVehicle = useMyVehicle();

  return (
    <ScreenRoot data-boundary="catalog" data-testid="catalog-vehicle-page">
      <VehiclePageIntro
        make={shown.make ?? null}
        description={collection.description}
        waiting={!collection.data && !collection.error}
        hasVehicle={finder.hasVehicle}
      />
      <VehicleFinderPanel headingId={`${filtersId}-heading`} shown={shown} onChange={finder.onVehicleChange} />

      {/* choosing a vehicle above remembers it; the bar then offers it back on later visits */}
      <MyVehicleBar hideWhenEmpty showShopLink={!(myVehicle && sameVehicle(myVehicle, shown))} />

      <div css={layoutCss}>
        <VehicleFilters id={`${filtersId}-filters`} finder={finder} />
        <VehicleResults finder={finder} collection={collection} listing={listing} />
      </div>
    </ScreenRoot>
  );
}
