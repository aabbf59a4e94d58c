// Providers shared by the shell and its tests: store, the ONE Emotion cache, theme, router, remote registry, and a
// last-resort boundary for errors of the shell itself.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { CacheProvider, Global, ThemeProvider, type EmotionCache } from '@emotion/react';
import {
  darkPalette,
  lightPalette,
  paletteVariables,
  RenderTimeContext,
  storefrontTheme,
  type StorefrontStore,
} from '@storefront/shared-domain';
import { RemoteRegistryProvider } from './remotes/RegistryContext';
import type { RemoteRegistry } from './remotes/registry';
import { RemoteBoundary } from './remotes/RemoteBoundary';
import { NO_SCROLL_CLASS } from './layout/MobileNav';

export interface AppProvidersProps {
  store: StorefrontStore;
  cache: EmotionCache;
  registry: RemoteRegistry;
  /** When the server rendered the page being hydrated (its clocks show that time until hydrated). */
  renderedAt?: number;
  children: ReactNode;
}

const globalStyles = {
  // The palettes behind theme.colors (CSS variables): <html data-theme> is set before the first paint.
  ':root': { ...paletteVariables(lightPalette), colorScheme: 'light' },
  ':root[data-theme="dark"]': { ...paletteVariables(darkPalette), colorScheme: 'dark' },
  '*, *::before, *::after': { boxSizing: 'border-box' },
  body: {
    margin: 0,
    fontFamily: storefrontTheme.typography.fontFamily,
    color: storefrontTheme.colors.text,
    background: storefrontTheme.colors.background,
    lineHeight: storefrontTheme.typography.lineHeights.normal,
  },
  [`body.${NO_SCROLL_CLASS}`]: { overflow: 'hidden' },
  img: { maxWidth: '100%' },
  a: { color: storefrontTheme.colors.link },
} as const;

export function AppProviders({ store, cache, registry, renderedAt, children }: AppProvidersProps) {
  return (
    <RenderTimeContext.Provider value={renderedAt ?? null}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={storefrontTheme}>
          <Global styles={globalStyles} />
          <Provider store={store}>
            <RemoteRegistryProvider registry={registry}>
              <RemoteBoundary area="shell" module="app">
                {() => children}
              </RemoteBoundary>
            </RemoteRegistryProvider>
          </Provider>
        </ThemeProvider>
      </CacheProvider>
    </RenderTimeContext.Provider>
  );
}
