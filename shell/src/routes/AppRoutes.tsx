import { Route, Routes, useLocation } from 'react-router-dom';
import { pageRouteOf } from '@storefront/shared-domain';
import { RemoteView, ScreenLoading } from '../remotes/RemoteView';
import { NotFound } from '../layout/NotFound';
import { AdminRoute } from '../admin/AdminRoute';
import { remoteRouteOf } from './routeTable';

/**
 * The router is given the page's own route alone (pageRouteOf matches ROUTES as the gateway does, and as the router
 * would: routes.test.tsx holds them to it), the back office's, and not-found: it flattens and ranks every route it is
 * given on each render, which for the whole table was a noticeable part of a server render's CPU.
 */
export function AppRoutes() {
  const name = pageRouteOf(useLocation().pathname);
  const page = name && remoteRouteOf(name);
  return (
    <Routes>
      {page ? (
        <Route
          path={page.path}
          element={
            <RemoteView
              key={`${page.area}${page.module}`}
              area={page.area}
              module={page.module}
              loading={<ScreenLoading />}
            />
          }
        />
      ) : (
        <Route path="/admin/*" element={<AdminRoute />} />
      )}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
