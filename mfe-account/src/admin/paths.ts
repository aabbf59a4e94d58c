// The accounts area's pages of the back office (ADMIN_SECTIONS 'dealers', 'staff', 'audit').
import { ADMIN_SECTIONS } from '@storefront/shared-domain/admin';
import type { AdminSection } from '@storefront/shared-domain/admin';

const sectionOf = (key: string): AdminSection => ADMIN_SECTIONS.find((s) => s.key === key)!;

export const DEALERS_SECTION = sectionOf('dealers');
export const STAFF_SECTION = sectionOf('staff');
export const AUDIT_SECTION = sectionOf('audit');

export const accountAdminPaths = {
  dealers: DEALERS_SECTION.path,
  dealer: (id: string) => `${DEALERS_SECTION.path}/${encodeURIComponent(id)}`,
  staff: STAFF_SECTION.path,
  staffUser: (accountId: string) => `${STAFF_SECTION.path}/${encodeURIComponent(accountId)}`,
  audit: AUDIT_SECTION.path,
} as const;
