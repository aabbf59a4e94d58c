import { CatalogAdmin } from '../admin/CatalogAdmin';

/**
 * './Admin' of the catalog remote: its part of the back office (/admin/catalogue, /admin/fitment,
 * /admin/collections, /admin/menu), loaded only on back-office pages (root data-boundary="catalog").
 */
export default function AdminExpose() {
  return <CatalogAdmin />;
}
