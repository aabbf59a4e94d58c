import { Layout } from './layout/Layout';
import { PageBehaviour } from './page-behaviour';
import { AppRoutes } from './routes/AppRoutes';

export function App() {
  return (
    <Layout>
      <PageBehaviour />
      <AppRoutes />
    </Layout>
  );
}
