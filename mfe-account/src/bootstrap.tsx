// Standalone mode (npm run dev -w @storefront/mfe-account, port 3004): see config/web/standalone.tsx.
import { PAGE_ROUTES } from '@storefront/shared-domain';
import { mountStandaloneRemote } from '../../config/web/standalone';
import AccountPage from './expose/AccountPage';
import LoginPage from './expose/LoginPage';
import OrdersPage from './expose/OrdersPage';
import ReturnsPage from './expose/ReturnsPage';
import DealersPage from './expose/DealersPage';
import DealerLocatorPage from './expose/DealerLocatorPage';
import BecomeDealerPage from './expose/BecomeDealerPage';

mountStandaloneRemote({
  area: 'account',
  routes: {
    [PAGE_ROUTES.account]: AccountPage,
    [PAGE_ROUTES.accountLogin]: LoginPage,
    [PAGE_ROUTES.orders]: OrdersPage,
    [PAGE_ROUTES.order]: OrdersPage,
    [PAGE_ROUTES.returns]: ReturnsPage,
    [PAGE_ROUTES.dealers]: DealersPage,
    [PAGE_ROUTES.dealerLocator]: DealerLocatorPage,
    [PAGE_ROUTES.dealerLocatorPage]: DealerLocatorPage,
    [PAGE_ROUTES.becomeADealer]: BecomeDealerPage,
  },
  links: {
    [PAGE_ROUTES.account]: 'Account',
    [PAGE_ROUTES.accountLogin]: 'Sign in',
    [PAGE_ROUTES.orders]: 'Orders',
    [PAGE_ROUTES.returns]: 'Returns',
    [PAGE_ROUTES.dealers]: 'Dealers',
    [PAGE_ROUTES.dealerLocator]: 'Dealer locator',
    [PAGE_ROUTES.becomeADealer]: 'Become a dealer',
  },
});
