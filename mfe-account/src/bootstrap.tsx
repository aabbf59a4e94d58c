// Standalone mode (npm run dev -w @storefront/mfe-account, port 3004): see config/web/standalone.tsx.
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
    '/account': AccountPage,
    '/account/login': LoginPage,
    '/account/orders': OrdersPage,
    '/account/orders/:orderNumber': OrdersPage,
    '/returns': ReturnsPage,
    '/dealers': DealersPage,
    '/community/dealer-locator': DealerLocatorPage,
    '/pages/dealer-locator': DealerLocatorPage,
    '/pages/become-a-dealer': BecomeDealerPage,
  },
  links: {
    '/account': 'Account',
    '/account/login': 'Sign in',
    '/account/orders': 'Orders',
    '/returns': 'Returns',
    '/dealers': 'Dealers',
    '/community/dealer-locator': 'Dealer locator',
    '/pages/become-a-dealer': 'Become a dealer',
  },
});
