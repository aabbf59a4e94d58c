import { HttpError } from '@storefront/service-platform';
import type { DealerLocation, DealerLocatorResponse } from '@storefront/shared-domain';
import type { DealerDoc, dealerModel } from '../models/dealer';
import { geoPointOf, MILES_PER_MONGODB_METRE } from '../lib/geo';
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

/**
 * Dealers within the radius of a ZIP code or a city, nearest first, distances in miles to one decimal. The database
 * answers with `$geoNear` on the dealers' 2dsphere index, so the same query runs on MongoDB and the embedded server.
 */
export async function findDealers(Dealer: DealerModel, search: DealerSearch): Promise<DealerLocatorResponse> {
  const origin = originOf(search);
  // $geoNear needs the 2dsphere index: a request arriving while the service starts waits for it.
  await Dealer.init();
  const nearest = await Dealer.aggregate<DealerDoc & { miles: number }>([
    {
      $geoNear: {
        near: geoPointOf(origin),
        key: 'location',
        distanceField: 'miles',
        spherical: true,
        maxDistance: search.radiusMiles / MILES_PER_MONGODB_METRE,
        distanceMultiplier: MILES_PER_MONGODB_METRE,
      },
    },
    { $sort: { miles: 1, name: 1 } },
    { $limit: search.limit },
  ]);
  const data: DealerLocation[] = nearest.map(({ miles, ...dealer }) => ({
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
