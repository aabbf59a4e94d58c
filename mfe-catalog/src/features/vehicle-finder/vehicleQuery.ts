// The vehicle page's state lives in the address (spec 1 §2): type, vehicle_year, vehicle_make, vehicle_model and
// sizes (comma-separated). Reading and writing use the shared-domain query rules; this file only adds what the page
// needs on top: sizes limited to the panel's choices (also read when repeated, as a GET form sends them) and an update
// that leaves unrelated parameters alone.
import {
  VEHICLE_FINDER_SIZES,
  buildVehicleFinderQuery,
  normalizeSize,
  parseVehicleFinderQuery,
  readListingPlace,
  writeListingPlace,
  type VehicleFinderQuery,
} from '@storefront/shared-domain';

/** The query parameters the page owns (spec 1 §2 route table). */
export const VEHICLE_QUERY_KEYS = ['type', 'vehicle_year', 'vehicle_make', 'vehicle_model', 'sizes'] as const;

/** The address keys of the vehicle's fields: the names of the finder's selects in a GET form. */
export const VEHICLE_FIELD_NAMES = { year: 'vehicle_year', make: 'vehicle_make', model: 'vehicle_model' } as const;

/** The size values written to the address, in panel order: '8', '10', '12'. */
export const VEHICLE_SIZE_VALUES: readonly string[] = VEHICLE_FINDER_SIZES.map((label) => normalizeSize(label));

/** Parses the address; unknown type, a year that is not a number and sizes the panel does not offer are ignored. */
export function readVehicleQuery(params: URLSearchParams): VehicleFinderQuery {
  const parsed = parseVehicleFinderQuery(params.toString());
  // The page writes 'sizes=8,10'; the filters' GET form (no JavaScript) sends 'sizes=8&sizes=10'. Both show one page.
  const listed = params.getAll('sizes').flatMap((value) => value.split(','));
  const sizes = VEHICLE_SIZE_VALUES.filter((value) => listed.some((s) => normalizeSize(s) === value));
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

/** The address for a new selection or filters: the first page, the order and every other parameter kept. */
export function nextVehicleAddress(previous: URLSearchParams, next: VehicleFinderQuery): URLSearchParams {
  return writeListingPlace(writeVehicleQuery(previous, next), { page: 1, sort: readListingPlace(previous).sort });
}

/** Number of filters set in the panel (type and sizes). */
export function activeFilterCount(query: VehicleFinderQuery): number {
  return (query.type ? 1 : 0) + (query.sizes?.length ?? 0);
}
