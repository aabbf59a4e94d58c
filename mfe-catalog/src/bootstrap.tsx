// Standalone mode (npm run dev -w @storefront/mfe-catalog, port 3001): see config/web/standalone.tsx.
import { mountStandaloneRemote } from '../../config/web/standalone';
import HomePage from './expose/HomePage';
import CollectionPage from './expose/CollectionPage';
import SearchPage from './expose/SearchPage';
import BoxDesignPage from './expose/BoxDesignPage';
import WiringPlannerPage from './expose/WiringPlannerPage';
import { LINKS, ROUTES } from '@storefront/shared-domain';

mountStandaloneRemote({
  area: 'catalog',
  routes: {
    '/': HomePage,
    '/collections/:handle': CollectionPage,
    '/collections/:handle/:sub': CollectionPage,
    '/search/products': SearchPage,
    [ROUTES.boxDesignCalculator.path]: BoxDesignPage,
    [ROUTES.wiringDiagrams.path]: WiringPlannerPage,
  },
  links: {
    '/': 'Home',
    '/collections/car-subwoofers': 'Subwoofers',
    [LINKS.vehicleFinder]: 'Vehicle finder',
    '/collections/amplifier-wiring-kits/4-Gauge': '4 Gauge kits',
    '/search/products': 'Search',
    [ROUTES.boxDesignCalculator.path]: 'Box calculator',
    [ROUTES.wiringDiagrams.path]: 'Wiring planner',
  },
});
