// './HomePage': the stable boundary of the catalog remote. The screen lives in ../features/home (its root carries
// data-boundary="catalog").
import type { StorefrontStore } from '@storefront/shared-domain';
import { catalogApi } from '../features/catalog-api/catalogApi';
import { HomePage } from '../features/home';

export default function HomePageExpose() {
  return <HomePage />;
}

/**
 * What the page's first render reads, put into the store before a server render: the menu its category tiles and
 * featured products come from, and the vehicle finder's years. Not unsubscribed: the request's store is dropped after
 * the render.
 */
export async function prefetch({ store }: { store: StorefrontStore }): Promise<void> {
  await Promise.all([
    store.dispatch(catalogApi.endpoints.getCatalogMenu.initiate()),
    store.dispatch(catalogApi.endpoints.getVehicleYears.initiate()),
  ]);
}
