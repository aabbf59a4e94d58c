const EARTH_RADIUS_MILES = 3958.8;
/** Miles per degree of latitude (and of longitude at the equator). */
export const MILES_PER_DEGREE = (Math.PI * EARTH_RADIUS_MILES) / 180;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A latitude/longitude box that contains every point within `miles` of the centre (a cheap database pre-filter). */
export function boundingBox(centre: Coordinates, miles: number) {
  const dLat = miles / MILES_PER_DEGREE;
  const cosLat = Math.max(Math.cos(toRadians(centre.latitude)), 0.01);
  const dLon = Math.min(180, miles / (MILES_PER_DEGREE * cosLat));
  return {
    minLatitude: centre.latitude - dLat,
    maxLatitude: centre.latitude + dLat,
    minLongitude: centre.longitude - dLon,
    maxLongitude: centre.longitude + dLon,
  };
}
