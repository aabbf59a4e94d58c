import { HttpError, trusted } from '@storefront/service-platform';
import type { DealerLocation, DealerLocatorResponse } from '@storefront/shared-domain';
import type { DealerDoc, dealerModel } from '../models/dealer';
import { boundingBox, distanceMiles } from '../lib/geo';
import { placeOfCity, placeOfZip } from '../lib/zip-codes';
import type { Place } from '../lib/zip-codes';

type DealerModel = ReturnType<typeof dealerModel>;

export interface DealerSearch {
  zip?: string;
  city?: string;
  state?: string;
  radiusMiles: number;
  limit: number;
}

function originOf(search: DealerSearch): Place {
  if (search.zip) {
    const zip = search.zip.slice(0, 5);
    const place = placeOfZip(zip);
    if (!place) throw new HttpError(404, 'unknown_location', `Unknown ZIP code ${zip}`);
    return place;
  }
  const place = placeOfCity(search.city ?? '', search.state ?? '');
  if (!place) {
    throw new HttpError(404, 'unknown_location', `Unknown city ${search.city ?? ''}, ${search.state ?? ''}`);
  }
  return place;
}

/** Dealers within the radius of a ZIP code or a city, nearest first, distances in miles to one decimal. */
export async function findDealers(Dealer: DealerModel, search: DealerSearch): Promise<DealerLocatorResponse> {
  const origin = originOf(search);
  const box = boundingBox(origin, search.radiusMiles);
  const candidates = await Dealer.find({
    latitude: trusted({ $gte: box.minLatitude, $lte: box.maxLatitude }),
    longitude: trusted({ $gte: box.minLongitude, $lte: box.maxLongitude }),
  }).lean<DealerDoc[]>();
  const data: DealerLocation[] = candidates
    .map((dealer) => ({ dealer, miles: distanceMiles(origin, dealer) }))
    .filter(({ miles }) => miles <= search.radiusMiles)
    .sort((a, b) => a.miles - b.miles || a.dealer.name.localeCompare(b.dealer.name))
    .slice(0, search.limit)
    .map(({ dealer, miles }) => ({
      id: dealer.dealer_id,
      name: dealer.name,
      address: dealer.address,
      ...(dealer.phone ? { phone: dealer.phone } : {}),
      ...(dealer.website ? { website: dealer.website } : {}),
      latitude: dealer.latitude,
      longitude: dealer.longitude,
      distance_miles: Math.round(miles * 10) / 10,
    }));
  return {
    data,
    origin: {
      ...(origin.zip_code ? { zip_code: origin.zip_code } : {}),
      city: origin.city,
      state_code: origin.state_code,
      latitude: origin.latitude,
      longitude: origin.longitude,
    },
  };
}
