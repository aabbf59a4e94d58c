// Standalone mode (npm run dev -w @storefront/mfe-marketing, port 3005):
// this remote alone, with its own store from the shared factory and its own Emotion cache key. API calls go to process.env.STOREFRONT_API_BASE_URL (http://localhost:8080, the gateway, in development).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import createCache from '@emotion/cache';
import { CacheProvider, Global, ThemeProvider } from '@emotion/react';
import { createStorefrontStore, storefrontTheme } from '@storefront/shared-domain';
import ContentPage from './expose/ContentPage';
import SaleBanner from './expose/SaleBanner';
import FooterSignup from './expose/FooterSignup';
import EmailPopup from './expose/EmailPopup';
import PushPrompt from './expose/PushPrompt';
import Countdown from './expose/Countdown';

const store = createStorefrontStore({ apiBaseUrl: process.env.STOREFRONT_API_BASE_URL });
const cache = createCache({ key: 'sf-marketing' });

const DEMO_LINKS: Array<[string, string]> = [
  ['/pages/about-us', 'About us'],
  ['/pages/contact-us', 'Contact'],
  ['/jobs', 'Jobs'],
  ['/box-design-calculator', 'Box calculator'],
  ['/subwoofer-wiring-diagrams', 'Wiring diagrams'],
];

function StandaloneApp() {
  return (
    <>
      <nav
        aria-label="Standalone marketing remote"
        css={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: '8px 16px', background: '#111', color: '#fff', fontSize: 14 }}
      >
        <strong>mfe-marketing (standalone)</strong>
        {DEMO_LINKS.map(([href, label]) => (
          <Link key={href} to={href} css={{ color: '#fff' }}>
            {label}
          </Link>
        ))}
      </nav>
      <SaleBanner />
      <Countdown />
      <Routes>
        <Route path="/pages/:page" element={<ContentPage />} />
        <Route path="/jobs" element={<ContentPage />} />
        <Route path="/box-design-calculator" element={<ContentPage />} />
        <Route path="/subwoofer-wiring-diagrams" element={<ContentPage />} />
        <Route path="*" element={<p css={{ padding: 16 }}>Not a route of the marketing remote.</p>} />
      </Routes>
      <FooterSignup />
      <EmailPopup />
      <PushPrompt />
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
