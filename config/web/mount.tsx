// Mounting a storefront React tree outside the shell (a remote's standalone page, the cart embed): its own store from
// the shared factory, its own Emotion cache key, the theme and the Redux Provider, in StrictMode.
// Home: config/web (browser source compiled into each remote by config/webpack's swc rule), not shared-domain, because
// it needs react-dom/client and @emotion/cache, which the shared-domain singleton neither depends on nor should ship.
import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import createCache from '@emotion/cache';
import { CacheProvider, Global, ThemeProvider, type Interpolation, type Theme } from '@emotion/react';
import {
  createStorefrontStore,
  otherStyleCacheOnPage,
  storefrontTheme,
  type StorefrontStore,
} from '@storefront/shared-domain';

export interface MountStorefrontOptions {
  /** Emotion cache key, unique per mounted tree so two trees' styles never collide ('sf-cart', 'sf-cart-embed'). */
  cacheKey: string;
  /** API origin for the store ('' = the page's origin). */
  apiBaseUrl?: string;
  /** Where Emotion inserts its <style> tags (default: document.head). */
  styleContainer?: HTMLElement;
  /** Page-wide styles; only for trees that own the page (never for an embed in someone else's page). */
  globalStyles?: Interpolation<Theme>;
}

export interface MountedStorefront {
  store: StorefrontStore;
  root: Root;
  unmount(): void;
}

export function mountStorefront(
  element: Element,
  children: ReactNode,
  { cacheKey, apiBaseUrl, styleContainer, globalStyles }: MountStorefrontOptions,
): MountedStorefront {
  const store = createStorefrontStore({ apiBaseUrl });
  const cache = createCache({ key: cacheKey, container: styleContainer });
  otherStyleCacheOnPage();
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider theme={storefrontTheme}>
          {globalStyles !== undefined && <Global styles={globalStyles} />}
          <Provider store={store}>{children}</Provider>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>,
  );
  return { store, root, unmount: () => root.unmount() };
}
