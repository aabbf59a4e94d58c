// The finder's selection and filters live in the address: every choice is written to the query string with `replace`
// (no reload, no history entry per click) and a deep link restores everything.
import {
  readListingPlace,
  setMyVehicle,
  writeListingPlace,
  type VehicleFinderQuery,
  type VehicleFinderState,
} from '@storefront/shared-domain';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sameVehicle, useVehicleLists } from './useVehicleLists';
import { activeFilterCount, nextVehicleAddress, readVehicleQuery, writeVehicleQuery } from './vehicleQuery';

export type VehicleFinderControls = ReturnType<typeof useVehicleFinderQuery>;

export function useVehicleFinderQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readVehicleQuery(searchParams), [searchParams]);

  /** A new selection or filter starts again at the first page (the order is kept). */
  const update = (next: VehicleFinderQuery) => {
    setSearchParams((previous) => nextVehicleAddress(previous, next), { replace: true });
  };

  // The selection as the catalogue can show it (spelling, a make the year offers, a model the make offers). The
  // address follows it, replacing the entry; a vehicle is remembered only once the lists confirm it.
  const { reconciled, settled } = useVehicleLists(query);
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

  return {
    query,
    update,
    onVehicleChange,
    /** The selection to show: the catalogue's once the lists have answered, the address's meanwhile. */
    shown: settled ? reconciled : query,
    filterCount: activeFilterCount(query),
    hasVehicle: !!(query.year || query.make || query.model),
    clearFilters: () => update({ ...query, type: null, sizes: [] }),
    clearVehicle: () => update({ ...query, year: null, make: null, model: null }),
  };
}
