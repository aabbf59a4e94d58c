import type { ZipCode } from 'zipcodes';

type ZipCodes = typeof import('zipcodes');

let loaded: ZipCodes | null = null;

/** The ZIP data (about 5 MB of JavaScript) loads on first use, not at service start. */
function zipCodes(): ZipCodes {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= require('zipcodes') as ZipCodes;
  return loaded;
}

export interface Place {
  zip_code?: string;
  city: string;
  state_code: string;
  latitude: number;
  longitude: number;
}

/** A US ZIP code's place, or null when the package does not know it. */
export function placeOfZip(zip: string): Place | null {
  const hit: ZipCode | undefined = zipCodes().lookup(zip);
  if (!hit || hit.country !== 'US') return null;
  return { zip_code: hit.zip, city: hit.city, state_code: hit.state, latitude: hit.latitude, longitude: hit.longitude };
}

/** A US city's place (the centre of its ZIP codes), or null when unknown. City and state are matched ignoring case. */
export function placeOfCity(city: string, stateCode: string): Place | null {
  const hits = zipCodes()
    .lookupByName(city, stateCode)
    .filter((z) => z.country === 'US');
  if (hits.length === 0) return null;
  const mean = (pick: (z: ZipCode) => number) => hits.reduce((sum, z) => sum + pick(z), 0) / hits.length;
  return {
    city: hits[0].city,
    state_code: hits[0].state,
    latitude: Number(mean((z) => z.latitude).toFixed(4)),
    longitude: Number(mean((z) => z.longitude).toFixed(4)),
  };
}
