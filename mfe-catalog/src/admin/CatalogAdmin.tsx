// The catalogue's part of the back office: the shell renders it for every path under /admin/catalogue and
// /admin/fitment; the full path chooses the screen.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { adminPathSegments } from '@storefront/shared-domain/admin';
import { AdminScreen } from './adminUi';
import { FitmentScreen } from './fitment/FitmentScreen';
import { CATALOGUE_SECTION, FITMENT_SECTION } from './paths';
import { ProductScreen } from './products/ProductScreen';
import { ProductsScreen } from './products/ProductsScreen';

function screenOf(pathname: string): ReactNode {
  const [section, sku, ...rest] = adminPathSegments(pathname);
  if (section === CATALOGUE_SECTION.key && rest.length === 0)
    return sku ? <ProductScreen sku={sku} /> : <ProductsScreen />;
  if (section === FITMENT_SECTION.key && sku === undefined) return <FitmentScreen />;
  return (
    <AdminScreen title="Not found" testId="catalog-admin-unknown">
      <p>There is no such page in this section of the back office.</p>
    </AdminScreen>
  );
}

export function CatalogAdmin() {
  const { pathname } = useLocation();
  return <>{screenOf(pathname)}</>;
}
