// Standalone mode (npm run dev -w @storefront/mfe-cart, port 3003):
// this remote alone, with its own store from the shared factory and its own Emotion cache key. API calls go to process.env.STOREFRONT_API_BASE_URL (http://localhost:8080, the gateway, in development).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import createCache from '@emotion/cache';
import { CacheProvider, Global, ThemeProvider } from '@emotion/react';
import { createStorefrontStore, emit, storefrontTheme } from '@storefront/shared-domain';
import CartPage from './expose/CartPage';
import CheckoutPage from './expose/CheckoutPage';
import CartPanel from './expose/CartPanel';

const store = createStorefrontStore({ apiBaseUrl: process.env.STOREFRONT_API_BASE_URL });
const cache = createCache({ key: 'sf-cart' });

const DEMO_LINKS: Array<[string, string]> = [
  ['/cart', 'Cart'],
  ['/checkout/v3', 'Checkout'],
];

function StandaloneApp() {
  return (
    <>
      <nav
        aria-label="Standalone cart remote"
        css={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: '8px 16px', background: '#111', color: '#fff', fontSize: 14 }}
      >
        <strong>mfe-cart (standalone)</strong>
        {DEMO_LINKS.map(([href, label]) => (
          <Link key={href} to={href} css={{ color: '#fff' }}>
            {label}
          </Link>
        ))}
      </nav>
      <Routes>
        <Route path="/" element={<CartPage />} />
        <Route path="/cart" element={<CartPage />} />
        <Route path="/checkout/v3" element={<CheckoutPage />} />
        <Route path="*" element={<p css={{ padding: 16 }}>Not a route of the cart remote.</p>} />
      </Routes>
      <button type="button" onClick={() => emit('cart:open', { reason: 'external' })} css={{ margin: 16 }}>
        Open cart panel
      </button>
      <CartPanel />
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
