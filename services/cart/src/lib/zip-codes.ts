import type { ZipCode } from 'zipcodes';

type ZipCodes = typeof import('zipcodes');

let loaded: ZipCodes | null = null;

/** The ZIP data (about 5 MB of JavaScript) loads on first use, not at service start (as in the account service). */
function zipCodes(): ZipCodes {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= require('zipcodes') as ZipCodes;
  return loaded;
}

/** A US ZIP code's city and state, or null when the package does not know it. */
export function placeOfZip(zip: string): { zip: string; city: string; state: string } | null {
  const hit: ZipCode | undefined = zipCodes().lookup(zip);
  if (!hit || hit.country !== 'US') return null;
  return { zip: hit.zip, city: hit.city, state: hit.state };
}
