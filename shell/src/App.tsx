import { Layout } from './layout/Layout';
import { AppRoutes } from './routes/AppRoutes';

export function App() {
  return (
    <Layout>
      <AppRoutes />
    </Layout>
  );
}
