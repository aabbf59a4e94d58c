// Standalone mode (npm run dev -w @storefront/mfe-account, port 3004): see config/web/standalone.tsx.
import { ROUTES } from '@storefront/shared-domain';
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
    [ROUTES.account.path]: AccountPage,
    [ROUTES.accountLogin.path]: LoginPage,
    [ROUTES.orders.path]: OrdersPage,
    [ROUTES.order.path]: OrdersPage,
    [ROUTES.returns.path]: ReturnsPage,
    [ROUTES.dealers.path]: DealersPage,
    [ROUTES.dealerLocator.path]: DealerLocatorPage,
    [ROUTES.dealerLocatorPage.path]: DealerLocatorPage,
    [ROUTES.becomeADealer.path]: BecomeDealerPage,
  },
  links: {
    [ROUTES.account.path]: 'Account',
    [ROUTES.accountLogin.path]: 'Sign in',
    [ROUTES.orders.path]: 'Orders',
    [ROUTES.returns.path]: 'Returns',
    [ROUTES.dealers.path]: 'Dealers',
    [ROUTES.dealerLocator.path]: 'Dealer locator',
    [ROUTES.becomeADealer.path]: 'Become a dealer',
  },
});
