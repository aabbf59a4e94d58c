// The catalogue's back-office addresses (the shell renders ./Admin for every path under them).
import { ADMIN_SECTIONS, type AdminSection } from '@storefront/shared-domain/admin';

const sectionOf = (key: string): AdminSection => ADMIN_SECTIONS.find((s) => s.key === key)!;

export const CATALOGUE_SECTION = sectionOf('catalogue');
export const FITMENT_SECTION = sectionOf('fitment');
export const COLLECTIONS_SECTION = sectionOf('collections');
export const MENU_SECTION = sectionOf('menu');

/** A sub-collection's handle ('speaker-wire/10-Gauge-(AWG)') keeps its '/' as a path separator: each part encoded. */
export const handlePath = (handle: string) => handle.split('/').map(encodeURIComponent).join('/');

export const catalogAdminPaths = {
  products: CATALOGUE_SECTION.path,
  product: (sku: string) => `${CATALOGUE_SECTION.path}/${encodeURIComponent(sku)}`,
  fitment: FITMENT_SECTION.path,
  collections: COLLECTIONS_SECTION.path,
  collection: (handle: string) => `${COLLECTIONS_SECTION.path}/${handlePath(handle)}`,
  menu: MENU_SECTION.path,
} as const;
