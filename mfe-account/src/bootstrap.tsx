// Standalone mode (npm run dev -w @storefront/mfe-account, port 3004):
// this remote alone, with its own store from the shared factory and its own Emotion cache key. API calls go to process.env.STOREFRONT_API_BASE_URL (http://localhost:8080, the gateway, in development).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import createCache from '@emotion/cache';
import { CacheProvider, Global, ThemeProvider } from '@emotion/react';
import { createStorefrontStore, storefrontTheme } from '@storefront/shared-domain';
import AccountPage from './expose/AccountPage';
import LoginPage from './expose/LoginPage';
import OrdersPage from './expose/OrdersPage';
import ReturnsPage from './expose/ReturnsPage';
import DealersPage from './expose/DealersPage';
import DealerLocatorPage from './expose/DealerLocatorPage';

const store = createStorefrontStore({ apiBaseUrl: process.env.STOREFRONT_API_BASE_URL });
const cache = createCache({ key: 'sf-account' });

const DEMO_LINKS: Array<[string, string]> = [
  ['/account', 'Account'],
  ['/account/login', 'Sign in'],
  ['/account/orders', 'Orders'],
  ['/returns', 'Returns'],
  ['/dealers', 'Dealers'],
  ['/community/dealer-locator', 'Dealer locator'],
];

function StandaloneApp() {
  return (
    <>
      <nav
        aria-label="Standalone account remote"
        css={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: '8px 16px', background: '#111', color: '#fff', fontSize: 14 }}
      >
        <strong>mfe-account (standalone)</strong>
        {DEMO_LINKS.map(([href, label]) => (
          <Link key={href} to={href} css={{ color: '#fff' }}>
            {label}
          </Link>
        ))}
      </nav>
      <Routes>
        <Route path="/account" element={<AccountPage />} />
        <Route path="/account/login" element={<LoginPage />} />
        <Route path="/account/orders" element={<OrdersPage />} />
        <Route path="/returns" element={<ReturnsPage />} />
        <Route path="/dealers" element={<DealersPage />} />
        <Route path="/community/dealer-locator" element={<DealerLocatorPage />} />
        <Route path="/pages/dealer-locator" element={<DealerLocatorPage />} />
        <Route path="*" element={<p css={{ padding: 16 }}>Not a route of the account remote.</p>} />
      </Routes>
    </>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');

createRoot(container).render(
  <StrictMode>
    <CacheProvider value={cache}>
      <ThemeProvider theme={storefrontTheme}>
        <Global styles={{ body: { margin: 0, fontFamily: storefrontTheme.typography.fontFamily } }} />
        <Provider store={store}>
          <BrowserRouter>
            <StandaloneApp />
          </BrowserRouter>
        </Provider>
      </ThemeProvider>
    </CacheProvider>
  </StrictMode>,
);
