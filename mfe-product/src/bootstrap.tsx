// Standalone mode (npm run dev -w @storefront/mfe-product, port 3002):
// this remote alone, with its own store from the shared factory and its own Emotion cache key. API calls go to process.env.STOREFRONT_API_BASE_URL (http://localhost:8080, the gateway, in development).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import createCache from '@emotion/cache';
import { CacheProvider, Global, ThemeProvider } from '@emotion/react';
import { createStorefrontStore, storefrontTheme } from '@storefront/shared-domain';
import ProductPage from './expose/ProductPage';
import ReviewFormPage from './expose/ReviewFormPage';

const store = createStorefrontStore({ apiBaseUrl: process.env.STOREFRONT_API_BASE_URL });
const cache = createCache({ key: 'sf-product' });

const DEMO_LINKS: Array<[string, string]> = [
  ['/products/SK2MM-car-sound-deadening', 'Sound deadening'],
  ['/reviews/sku', 'Review form'],
];

function StandaloneApp() {
  return (
    <>
      <nav
        aria-label="Standalone product remote"
        css={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: '8px 16px', background: '#111', color: '#fff', fontSize: 14 }}
      >
        <strong>mfe-product (standalone)</strong>
        {DEMO_LINKS.map(([href, label]) => (
          <Link key={href} to={href} css={{ color: '#fff' }}>
            {label}
          </Link>
        ))}
      </nav>
      <Routes>
        <Route path="/products/:handle" element={<ProductPage />} />
        <Route path="/reviews/sku" element={<ReviewFormPage />} />
        <Route path="*" element={<p css={{ padding: 16 }}>Not a route of the product remote.</p>} />
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
