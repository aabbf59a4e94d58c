// The vehicle finder: the vehicle-specific collection listed for one vehicle, enclosure type and sizes.
import { trusted } from '@storefront/service-platform';
import {
  VEHICLE_FINDER_HANDLE,
  type FitmentVehicle,
  type VehicleFinderFilters,
  type VehicleSelection,
} from '@storefront/shared-domain';
import type { FilterQuery } from 'mongoose';
import type { CatalogModels, ProductDoc, ProductFit } from '../models';
import { fitKey, textKey } from '../seed/derive';
import { projectionOf } from '../lib/presenters';

export const VEHICLE_COLLECTION = VEHICLE_FINDER_HANDLE;
/** With a vehicle chosen, up to this many matches are read in one query (page + total) instead of find + count. */
export const FINDER_INLINE_MAX = 400;

/** What spells a vehicle in the catalogue's words: the fitment of an enclosure that fits it. */
export type FitSpelling = { fit: Pick<ProductFit, 'vehicles'> | null };
export const FIT_SPELLING_FIELDS = ['fit.vehicles'];

export interface VehicleFinder {
  vehicle: FitmentVehicle;
  filters: VehicleFinderFilters;
}

/** The finder's part of a collection query, as parsed (routes/schemas.ts `collectionQuerySchema`). */
export interface FinderQuery {
  vehicle_year?: number;
  vehicle_make?: string;
  vehicle_model?: string;
  type?: 'Loaded' | 'Empty';
  /** Normalised inch sizes ('12"' -> '12'). */
  sizes?: string[];
}

export function finderFromQuery(q: FinderQuery): VehicleFinder {
  return {
    vehicle: { year: q.vehicle_year, make: q.vehicle_make, model: q.vehicle_model },
    filters: { type: q.type ?? null, sizes: q.sizes ?? [] },
  };
}

/**
 * The database filter of the finder. It reads the query fields stored at seed time with the shared rules
 * (fitsVehicle: year in [Start Year, End Year] with an open End Year, make equal and any bar-separated model equal,
 * both trimmed and case-insensitive, precomputed as fitment keys; matchesVehicleFilters: enclosure kind and normalised
 * size), so it selects exactly the products `filterVehicleProducts` keeps (the tests check both against each other).
 */
export function finderFilter({ vehicle, filters }: VehicleFinder): FilterQuery<ProductDoc> {
  const filter: FilterQuery<ProductDoc> = { collectionKeys: VEHICLE_COLLECTION };
  if (vehicle.make || vehicle.model || vehicle.year !== undefined)
    filter['fit.keys'] = fitKey(vehicle.make, vehicle.model, vehicle.year);
  if (filters.type) filter.enclosureKind = filters.type === 'Loaded' ? 'loaded' : 'empty';
  if (filters.sizes && filters.sizes.length > 0) filter.sizeKey = trusted({ $in: [...filters.sizes] });
  return filter;
}

/**
 * The parts of the asked vehicle the catalogue knows, in its own spelling ('ford' / 'f-150' -> 'Ford' / 'F-150'):
 * the year as asked, the make when some enclosure fits it, the model when some enclosure fits that make and model.
 * `listed`: an enclosure the finder listed for this vehicle (it fits the make and model), which spells both without
 * a lookup.
 */
export async function spellVehicle(
  Product: CatalogModels['Product'],
  vehicle: FitmentVehicle,
  listed?: FitSpelling,
): Promise<VehicleSelection | undefined> {
  if (vehicle.year === undefined && !vehicle.make && !vehicle.model) return undefined;
  const spelled: VehicleSelection = {};
  if (vehicle.year !== undefined) spelled.year = vehicle.year;
  const fitOf = async (key: string) =>
    listed?.fit ??
    (
      await Product.findOne({ collectionKeys: VEHICLE_COLLECTION, 'fit.keys': key }, projectionOf(FIT_SPELLING_FIELDS))
        .lean<FitSpelling>()
        .exec()
    )?.fit;
  const makeKey = vehicle.make ? textKey(vehicle.make) : null;
  const modelKey = vehicle.model ? textKey(vehicle.model) : null;
  // An enclosure fitting the make and model also spells the make: one lookup when the model is known.
  const byModel = modelKey ? await fitOf(fitKey(vehicle.make, vehicle.model)) : null;
  const modelVehicle = byModel?.vehicles.find((v) => v.modelKey === modelKey && (!makeKey || v.makeKey === makeKey));
  const byMake = makeKey ? (modelVehicle ? byModel : await fitOf(fitKey(vehicle.make))) : null;
  const makeVehicle = byMake?.vehicles.find((v) => v.makeKey === makeKey);
  if (makeVehicle) spelled.make = makeVehicle.make;
  if (modelVehicle) spelled.model = modelVehicle.model;
  return spelled;
}
