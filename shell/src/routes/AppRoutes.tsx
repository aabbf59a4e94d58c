import { Route, Routes } from 'react-router-dom';
import { RemoteView, ScreenLoading } from '../remotes/RemoteView';
import { NotFound } from '../layout/NotFound';
import { AdminRoute } from '../admin/AdminRoute';
import { REMOTE_ROUTES } from './routeTable';

export function AppRoutes() {
  return (
    <Routes>
      {REMOTE_ROUTES.map(({ path, area, module }) => (
        <Route
          key={path}
          path={path}
          element={<RemoteView key={`${area}${module}`} area={area} module={module} loading={<ScreenLoading />} />}
        />
      ))}
      <Route path="/admin/*" element={<AdminRoute />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
