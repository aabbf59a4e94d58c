// The catalogue's back-office addresses (the shell renders ./Admin for every path under them).
import { ADMIN_SECTIONS, type AdminSection } from '@storefront/shared-domain/admin';

const sectionOf = (key: string): AdminSection => ADMIN_SECTIONS.find((s) => s.key === key)!;

export const CATALOGUE_SECTION = sectionOf('catalogue');
export const FITMENT_SECTION = sectionOf('fitment');

export const catalogAdminPaths = {
  products: CATALOGUE_SECTION.path,
  product: (sku: string) => `${CATALOGUE_SECTION.path}/${encodeURIComponent(sku)}`,
  fitment: FITMENT_SECTION.path,
} as const;
