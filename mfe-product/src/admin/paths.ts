// The reviews section of the back office and the addresses of its screens.
import { ADMIN_SECTIONS } from '@storefront/shared-domain/admin';
import type { AdminSection } from '@storefront/shared-domain/admin';

export const REVIEWS_SECTION = ADMIN_SECTIONS.find((s) => s.key === 'reviews') as AdminSection;

export const reviewsAdminPaths = {
  list: REVIEWS_SECTION.path,
  review: (id: string) => `${REVIEWS_SECTION.path}/${encodeURIComponent(id)}`,
} as const;
