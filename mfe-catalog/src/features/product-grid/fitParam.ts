// The address's "only what fits" value, `fit=2018|Ford|F-150[|Crew Cab]`: the catalog service's own parameter (it
// filters before paging), read alike by the listing's hooks and the server render's prefetch.
import { LISTING_QUERY_PARAMS, type FitVehicle } from '@storefront/shared-domain';

export const FIT_QUERY_PARAM = LISTING_QUERY_PARAMS.fit;

/**
 * The vehicle as a whole vehicle (year, make and model; a trim when given), or null: shared-domain's toFitVehicle,
 * spelled again so the listing's first load leaves the fit rule's module to the on-demand chunk (fitParts.tsx).
 */
export function wholeVehicle(vehicle: Partial<FitVehicle> | null | undefined): FitVehicle | null {
  const [make, model, trim] = [vehicle?.make?.trim(), vehicle?.model?.trim(), vehicle?.trim?.trim()];
  if (!vehicle?.year || !make || !model) return null;
  return { year: vehicle.year, make, model, ...(trim ? { trim } : {}) };
}

/** '2018|Ford|F-150' or '2018|Ford|F-150|Crew Cab'. */
export function fitParamOf(vehicle: FitVehicle): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join('|');
}

/** The vehicle of a `fit` value, or null when it is not a whole vehicle (the listing then shows everything). */
export function fitFromParam(text: string | null): FitVehicle | null {
  const [year, make, model, trim, ...rest] = (text ?? '').split('|');
  if (rest.length > 0 || !/^\d{4}$/.test(year ?? '')) return null;
  return wholeVehicle({ year: Number(year), make, model, trim });
}

/** The `fit` argument of a listing's call for an address (undefined without one, so the call's key is as before). */
export function fitArgOf(search: string | URLSearchParams): string | undefined {
  const fit = fitFromParam(new URLSearchParams(search).get(FIT_QUERY_PARAM));
  return fit ? fitParamOf(fit) : undefined;
}
