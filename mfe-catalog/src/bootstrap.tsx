// Standalone mode (npm run dev -w @storefront/mfe-catalog, port 3001): see config/web/standalone.tsx.
import { mountStandaloneRemote } from '../../config/web/standalone';
import HomePage from './expose/HomePage';
import CollectionPage from './expose/CollectionPage';
import SearchPage from './expose/SearchPage';

mountStandaloneRemote({
  area: 'catalog',
  routes: {
    '/': HomePage,
    '/collections/:handle': CollectionPage,
    '/collections/:handle/:sub': CollectionPage,
    '/search/products': SearchPage,
  },
  links: {
    '/': 'Home',
    '/collections/car-subwoofers': 'Subwoofers',
    '/collections/vehicle-specific-subwoofer-enclosures': 'Vehicle finder',
    '/collections/amplifier-wiring-kits/4-Gauge': '4 Gauge kits',
    '/search/products': 'Search',
  },
});
