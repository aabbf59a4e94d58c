// "Only what fits my {vehicle}": a checkbox of collection and search listings, shown with a whole active vehicle (or a
// vehicle in the address). The address carries it (fitParam.ts), so a link, a reload and Back keep it; without
// JavaScript it is a GET form. The control's code (fitParts.tsx) comes on demand: a first visit knows no vehicle.
import {
  OnDemandBoundary,
  readListingPlace,
  useMyVehicle,
  useOnDemandPart,
  writeListingPlace,
  type FitVehicle,
} from '@storefront/shared-domain';
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FIT_QUERY_PARAM, fitFromParam, fitParamOf, wholeVehicle } from './fitParam';
import { fitFilterOnDemand } from './fitOnDemand';

export interface FitFilterState {
  /** The filter in force (from the address), or null. */
  fit: FitVehicle | null;
  /** `fit` as the listing's call sends it. */
  fitArg: string | undefined;
  /** The vehicle the checkbox offers: the address's when on, else the active vehicle. */
  offered: FitVehicle | null;
  setFit: (on: boolean) => void;
}

/**
 * The filter as the address says, and a switch that starts the listing again at page 1. Choosing another active vehicle
 * while the filter is on moves the filter to it.
 */
export function useFitFilter(): FitFilterState {
  const [params, setParams] = useSearchParams();
  const fit = fitFromParam(params.get(FIT_QUERY_PARAM));
  const active = wholeVehicle(useMyVehicle());
  const offered = fit ?? active;
  const write = useCallback(
    (vehicle: FitVehicle | null) =>
      setParams(
        (previous) => {
          const next = writeListingPlace(previous, { ...readListingPlace(previous), page: 1 });
          if (vehicle) next.set(FIT_QUERY_PARAM, fitParamOf(vehicle));
          else next.delete(FIT_QUERY_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const activeKey = active ? fitParamOf(active) : null;
  const seen = useRef(activeKey);
  useEffect(() => {
    const before = seen.current;
    seen.current = activeKey;
    // Not when the stored vehicle first shows after hydration (from none): a shared link's filter stays.
    if (before && before !== activeKey && fit && active) write(active);
  }, [activeKey, active, fit, write]);
  return { fit, fitArg: fit ? fitParamOf(fit) : undefined, offered, setFit: (on) => write(on ? offered : null) };
}

/** The checkbox, or nothing without a vehicle to offer. */
export function FitFilter(state: FitFilterState) {
  const { Lazy } = useOnDemandPart(fitFilterOnDemand);
  if (!state.offered) return null;
  return (
    <OnDemandBoundary what={fitFilterOnDemand.what}>
      <Suspense fallback={null}>
        <Lazy {...state} />
      </Suspense>
    </OnDemandBoundary>
  );
}
