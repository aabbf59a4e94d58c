import { GeoTransitBanner } from '../features/geo-transit-banner/GeoTransitBanner';

/** './GeoTransitBanner' of the marketing remote: no props; shows when the current sale's showGeoTransitBanner is on. */
export default function GeoTransitBannerExpose() {
  return <GeoTransitBanner />;
}
