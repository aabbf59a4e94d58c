// Standalone mode (npm run dev -w @storefront/mfe-catalog, port 3001):
// this remote alone, with its own store from the shared factory and its own Emotion cache key. API calls go to process.env.STOREFRONT_API_BASE_URL (http://localhost:8080, the gateway, in development).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import createCache from '@emotion/cache';
import { CacheProvider, Global, ThemeProvider } from '@emotion/react';
import { createStorefrontStore, storefrontTheme } from '@storefront/shared-domain';
import HomePage from './expose/HomePage';
import CollectionPage from './expose/CollectionPage';
import SearchPage from './expose/SearchPage';

const store = createStorefrontStore({ apiBaseUrl: process.env.STOREFRONT_API_BASE_URL });
const cache = createCache({ key: 'sf-catalog' });

const DEMO_LINKS: Array<[string, string]> = [
  ['/', 'Home'],
  ['/collections/car-subwoofers', 'Subwoofers'],
  ['/collections/vehicle-specific-subwoofer-enclosures', 'Vehicle finder'],
  ['/collections/amplifier-wiring-kits/4-Gauge', '4 Gauge kits'],
  ['/search/products', 'Search'],
];

function StandaloneApp() {
  return (
    <>
      <nav
        aria-label="Standalone catalog remote"
        css={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: '8px 16px', background: '#111', color: '#fff', fontSize: 14 }}
      >
        <strong>mfe-catalog (standalone)</strong>
        {DEMO_LINKS.map(([href, label]) => (
          <Link key={href} to={href} css={{ color: '#fff' }}>
            {label}
          </Link>
        ))}
      </nav>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/collections/:handle" element={<CollectionPage />} />
        <Route path="/collections/:handle/:sub" element={<CollectionPage />} />
        <Route path="/search/products" element={<SearchPage />} />
        <Route path="*" element={<p css={{ padding: 16 }}>Not a route of the catalog remote.</p>} />
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
