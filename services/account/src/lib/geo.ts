const EARTH_RADIUS_MILES = 3958.8;

/** MongoDB measures spherical distances ($geoNear, $nearSphere on a 2dsphere index) in metres on a 6378.1 km sphere. */
const MONGODB_EARTH_RADIUS_METRES = 6_378_100;

/**
 * Turns MongoDB's metres into miles on the sphere the locator has always measured with, so a distance is the same
 * great-circle angle either way (and the miles shown do not change).
 */
export const MILES_PER_MONGODB_METRE = EARTH_RADIUS_MILES / MONGODB_EARTH_RADIUS_METRES;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A GeoJSON point as MongoDB's 2dsphere index stores it: longitude first. */
export interface GeoPoint {
  type: 'Point';
  coordinates: [longitude: number, latitude: number];
}

export function geoPointOf({ latitude, longitude }: Coordinates): GeoPoint {
  return { type: 'Point', coordinates: [longitude, latitude] };
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
