import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createStorefrontStore } from '@storefront/shared-domain';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { ABOVE_HEADER_MAX_WAIT_MS, aboveHeaderReady } from './layout/aboveHeaderReady';
import { fetchWideHeaderParts } from './layout/wideHeaderParts';
import { createRemoteRegistry } from './remotes/registry';
import { watchThemeChanges } from './theme/themeChoiceStore';

const store = createStorefrontStore({ apiBaseUrl: process.env.STOREFRONT_API_BASE_URL ?? '' });
// The one Emotion cache of the composed page; remotes render into it through the shared @emotion/react.
const cache = createCache({ key: 'sf' });
const registry = createRemoteRegistry();
// Start discovery before the first render needs it.
registry.ensureRegistered().catch((error: unknown) => console.error('[shell] could not read /remotes.json', error));

watchThemeChanges();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');

// The frame above the header and the header's menus and search box first (or a short wait), so that nothing moves
// when they arrive.
const { pathname } = window.location;
void aboveHeaderReady(pathname, store, registry, ABOVE_HEADER_MAX_WAIT_MS, fetchWideHeaderParts(pathname)).then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} cache={cache} registry={registry}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
