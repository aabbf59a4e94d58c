// The vehicle page's state lives in the address (spec 1 §2): type, vehicle_year, vehicle_make, vehicle_model and
// sizes (comma-separated). Reading and writing use the shared-domain query rules; this file only adds what the page
// needs on top: sizes limited to the panel's choices and an update that leaves unrelated parameters alone.
import {
  VEHICLE_FINDER_SIZES,
  buildVehicleFinderQuery,
  normalizeSize,
  parseVehicleFinderQuery,
  type VehicleFinderQuery,
} from '@storefront/shared-domain';

/** The query parameters the page owns (spec 1 §2 route table). */
export const VEHICLE_QUERY_KEYS = ['type', 'vehicle_year', 'vehicle_make', 'vehicle_model', 'sizes'] as const;

/** The size values written to the address, in panel order: '8', '10', '12'. */
export const VEHICLE_SIZE_VALUES: readonly string[] = VEHICLE_FINDER_SIZES.map((label) => normalizeSize(label));

/** Parses the address; unknown type, a year that is not a number and sizes the panel does not offer are ignored. */
export function readVehicleQuery(params: URLSearchParams): VehicleFinderQuery {
  const parsed = parseVehicleFinderQuery(params.toString());
  const sizes = VEHICLE_SIZE_VALUES.filter((value) => (parsed.sizes ?? []).some((s) => normalizeSize(s) === value));
  const out: VehicleFinderQuery = { ...parsed };
  if (sizes.length) out.sizes = sizes;
  else delete out.sizes;
  return out;
}

/** The next address: the page's parameters rewritten from `query`, every other parameter kept. */
export function writeVehicleQuery(previous: URLSearchParams, query: VehicleFinderQuery): URLSearchParams {
  const next = new URLSearchParams(previous);
  VEHICLE_QUERY_KEYS.forEach((key) => next.delete(key));
  new URLSearchParams(buildVehicleFinderQuery(query)).forEach((value, key) => next.append(key, value));
  return next;
}

/** Number of filters set in the panel (type and sizes). */
export function activeFilterCount(query: VehicleFinderQuery): number {
  return (query.type ? 1 : 0) + (query.sizes?.length ?? 0);
}
