// Standalone mode of a remote (npm run dev -w @storefront/mfe-<area>, ports 3001-3005; also /mf/<area>/ of a build):
// the remote alone in a page, with its own store from the shared factory, its own Emotion cache key 'sf-<area>', a
// browser router over the screens it exposes and a bar of demo links. API calls go to process.env.STOREFRONT_API_BASE_URL
// (http://localhost:8080, the gateway, in development). Each remote's src/bootstrap.tsx passes only its differences.
// Home: config/web, compiled into each remote (config/webpack's swc rule), not shared-domain: the demo bar is layout,
// and the shared-domain singleton carries no layout and no react-dom/router.
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { storefrontTheme, useSessionSync } from '@storefront/shared-domain';
import { mountStorefront, type MountedStorefront } from './mount';

export interface StandaloneRemoteOptions {
  /** The remote's area ('catalog', 'cart'...): names the cache key, the demo bar and the not-found line. */
  area: string;
  /** Route pattern -> screen, as the shell routes them (shell/src/routes/routeTable.ts). */
  routes: Record<string, ComponentType>;
  /** Demo links of the bar: href -> label. */
  links: Record<string, string>;
  /** Widgets around the routed screen (banners above, panels and buttons below). */
  before?: ReactNode;
  after?: ReactNode;
  /** Where to render (default: #root of config/webpack/index.html). */
  element?: Element | null;
}

const barStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  padding: '8px 16px',
  background: '#111',
  color: '#fff',
  fontSize: 14,
} as const;

function StandaloneApp({ area, routes, links, before, after }: Omit<StandaloneRemoteOptions, 'element'>) {
  // The page's owner keeps the session fresh (spec 2 §4); standalone, the remote is the page's owner.
  useSessionSync();
  return (
    <>
      <nav aria-label={`Standalone ${area} remote`} css={barStyle}>
        <strong>mfe-{area} (standalone)</strong>
        {Object.entries(links).map(([href, label]) => (
          <Link key={href} to={href} css={{ color: '#fff' }}>
            {label}
          </Link>
        ))}
      </nav>
      {before}
      <Routes>
        {Object.entries(routes).map(([path, Screen]) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="*" element={<p css={{ padding: 16 }}>Not a route of the {area} remote.</p>} />
      </Routes>
      {after}
    </>
  );
}

export function mountStandaloneRemote({ element, ...app }: StandaloneRemoteOptions): MountedStorefront {
  const container = element === undefined ? document.getElementById('root') : element;
  if (!container) throw new Error(`mfe-${app.area} standalone: #root is missing`);
  return mountStorefront(
    container,
    <BrowserRouter>
      <StandaloneApp {...app} />
    </BrowserRouter>,
    {
      cacheKey: `sf-${app.area}`,
      apiBaseUrl: process.env.STOREFRONT_API_BASE_URL,
      globalStyles: { body: { margin: 0, fontFamily: storefrontTheme.typography.fontFamily } },
    },
  );
}
