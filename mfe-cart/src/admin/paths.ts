// The cart area's pages of the back office (ADMIN_SECTIONS 'orders' and 'returns').
import { ADMIN_SECTIONS } from '@storefront/shared-domain/admin';
import type { AdminSection } from '@storefront/shared-domain/admin';

const sectionOf = (key: string): AdminSection => ADMIN_SECTIONS.find((s) => s.key === key)!;

export const ORDERS_SECTION = sectionOf('orders');
export const RETURNS_SECTION = sectionOf('returns');

export const cartAdminPaths = {
  orders: ORDERS_SECTION.path,
  order: (orderNumber: string) => `${ORDERS_SECTION.path}/${encodeURIComponent(orderNumber)}`,
  returns: RETURNS_SECTION.path,
  returnRequest: (id: string) => `${RETURNS_SECTION.path}/${encodeURIComponent(id)}`,
} as const;
