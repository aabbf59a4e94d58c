// The catalogue's part of the back office: the shell renders it for every path under /admin/catalogue,
// /admin/fitment, /admin/collections and /admin/menu; the full path chooses the screen.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { adminPathSegments } from '@storefront/shared-domain/admin';
import { AdminScreen } from './adminUi';
import { CollectionScreen } from './collections/CollectionScreen';
import { CollectionsScreen } from './collections/CollectionsScreen';
import { FitmentScreen } from './fitment/FitmentScreen';
import { MenuScreen } from './menu/MenuScreen';
import { CATALOGUE_SECTION, COLLECTIONS_SECTION, FITMENT_SECTION, MENU_SECTION } from './paths';
import { ProductScreen } from './products/ProductScreen';
import { ProductsScreen } from './products/ProductsScreen';

function screenOf(pathname: string): ReactNode {
  const [section, first, ...rest] = adminPathSegments(pathname);
  if (section === CATALOGUE_SECTION.key && rest.length === 0)
    return first ? <ProductScreen sku={first} /> : <ProductsScreen />;
  if (section === FITMENT_SECTION.key && first === undefined) return <FitmentScreen />;
  // A sub-collection's handle holds a '/': its segments (each decoded) are joined back.
  if (section === COLLECTIONS_SECTION.key)
    return first ? <CollectionScreen handle={[first, ...rest].join('/')} /> : <CollectionsScreen />;
  if (section === MENU_SECTION.key && first === undefined) return <MenuScreen />;
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
