// The finder's lists for a selection (years; makes of the year, or every make without one; models of the make), and
// the selection as the catalogue can show it: matched case-insensitively and in the catalogue's spelling, with a make the
// year does not offer (and a model the make does not offer) dropped (shared reconcileVehicleSelection).
import { catalogueSpelling, reconcileVehicleSelection, type VehicleFinderState } from '@storefront/shared-domain';
import { useMemo } from 'react';
import { useGetVehicleMakesQuery, useGetVehicleModelsQuery, useGetVehicleYearsQuery } from '../catalog-api/catalogApi';

export function useVehicleLists(state: VehicleFinderState) {
  const year = state.year ?? null;
  const make = state.make ?? null;
  const model = state.model ?? null;

  const years = useGetVehicleYearsQuery();
  // Always asked, and never with the make: a make-only link still offers every make.
  const makes = useGetVehicleMakesQuery({ year });
  // `currentData`: the answer for these arguments only (not the previous year's list while the new one loads).
  const makeList = makes.currentData;
  const knownMake = makeList ? catalogueSpelling(makeList, make) : make;
  const models = useGetVehicleModelsQuery({ year, make: knownMake ?? '' }, { skip: !knownMake });
  const modelList = knownMake ? models.currentData : undefined;

  const reconciled = useMemo(
    () => reconcileVehicleSelection({ year, make, model }, { makes: makeList, models: modelList }),
    [year, make, model, makeList, modelList],
  );
  /** Every list the selection depends on has answered, so `reconciled` is final. */
  const settled = (!make || !!makeList) && (!reconciled.make || !model || !!modelList);
  // A list still on its way for a chosen year (makes) or make (models): its select keeps its place meanwhile, so the
  // finder does not grow when the answer comes.
  const makesPending = !!year && !makeList && !makes.isError;
  const modelsPending = !!make && !modelList && (!makeList || !!knownMake) && !models.isError;

  return { years, makes, models, makeList, modelList, reconciled, settled, makesPending, modelsPending };
}

export function sameVehicle(a: VehicleFinderState, b: VehicleFinderState): boolean {
  return (
    (a.year ?? null) === (b.year ?? null) &&
    (a.make ?? null) === (b.make ?? null) &&
    (a.model ?? null) === (b.model ?? null)
  );
}
