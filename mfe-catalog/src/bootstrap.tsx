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
    [ROUTES.home.path]: HomePage,
    [ROUTES.collection.path]: CollectionPage,
    [ROUTES.subCollection.path]: CollectionPage,
    [ROUTES.search.path]: SearchPage,
    [ROUTES.boxDesignCalculator.path]: BoxDesignPage,
    [ROUTES.wiringDiagrams.path]: WiringPlannerPage,
  },
  links: {
    [ROUTES.home.path]: 'Home',
    [LINKS.carSubwoofers]: 'Subwoofers',
    [LINKS.vehicleFinder]: 'Vehicle finder',
    [ROUTES.subCollection.href('amplifier-wiring-kits', '4-Gauge')]: '4 Gauge kits',
    [ROUTES.search.path]: 'Search',
    [ROUTES.boxDesignCalculator.path]: 'Box calculator',
    [ROUTES.wiringDiagrams.path]: 'Wiring planner',
  },
});
