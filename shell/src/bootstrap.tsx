import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createStorefrontStore, hydrateApi, namePageStyles, storefrontTheme } from '@storefront/shared-domain';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { isServerRendered, readServerRenderState, reportRecoverableError, type ServerRenderState } from './hydration';
import { ABOVE_HEADER_MAX_WAIT_MS, aboveHeaderReady } from './layout/aboveHeaderReady';
import { fetchWideHeaderParts } from './layout/wideHeaderParts';
import { createRemoteRegistry } from './remotes/registry';
import { watchThemeChanges } from './theme/themeChoiceStore';

const store = createStorefrontStore({ apiBaseUrl: process.env.STOREFRONT_API_BASE_URL ?? '' });
// The one Emotion cache of the composed page; remotes render into it through the shared @emotion/react. Made before
// hydrating: it moves the server's style tags into the head, where hydration does not look for them.
const cache = createCache({ key: 'sf' });
namePageStyles({ cache: () => cache, theme: storefrontTheme });
const registry = createRemoteRegistry();
// Start discovery before the first render needs it.
registry.ensureRegistered().catch((error: unknown) => console.error('[shell] could not read /remotes.json', error));

watchThemeChanges();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');

const treeOf = (renderedAt?: number) => (
  <StrictMode>
    <AppProviders store={store} cache={cache} registry={registry} renderedAt={renderedAt}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

function renderInBrowser(root: HTMLElement): void {
  // The frame above the header and the header's menus and search box first (or a short wait), so that nothing moves
  // when they arrive.
  const { pathname } = window.location;
  void aboveHeaderReady(pathname, store, registry, ABOVE_HEADER_MAX_WAIT_MS, fetchWideHeaderParts(pathname)).then(() =>
    createRoot(root).render(treeOf()),
  );
}

/** The server's HTML stays on screen while the modules it rendered load; then React takes it over. */
function hydrateServerRender(root: HTMLElement, state: ServerRenderState): void {
  store.dispatch(hydrateApi(state.api));
  fetchWideHeaderParts(window.location.pathname);
  Promise.all(state.regions.map(({ area, module }) => registry.load(area, module))).then(
    // In a transition, hydration yields to the browser every few milliseconds instead of being one long task.
    () =>
      startTransition(() => {
        hydrateRoot(root, treeOf(state.renderedAt), { onRecoverableError: reportRecoverableError });
      }),
    (error: unknown) => {
      console.error('[shell] a module the server rendered did not load; rendering in the browser', error);
      renderInBrowser(root);
    },
  );
}

const serverState = isServerRendered(container) ? readServerRenderState() : null;
if (serverState) hydrateServerRender(container, serverState);
else renderInBrowser(container);
