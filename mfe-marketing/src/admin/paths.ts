// The addresses of the marketing section's screens.
import { ADMIN_SECTIONS } from '@storefront/shared-domain/admin';

const SECTION = ADMIN_SECTIONS.find((s) => s.key === 'marketing');

export const MARKETING_ADMIN_PATH = SECTION?.path ?? '/admin/marketing';
export const MARKETING_ADMIN_TITLE = SECTION?.title ?? 'Marketing';

export const marketingAdminPaths = {
  sales: MARKETING_ADMIN_PATH,
  newSale: `${MARKETING_ADMIN_PATH}/sales/new`,
  sale: (name: string) => `${MARKETING_ADMIN_PATH}/sales/${encodeURIComponent(name)}`,
  subscribers: `${MARKETING_ADMIN_PATH}/subscribers`,
  subscriber: (id: string) => `${MARKETING_ADMIN_PATH}/subscribers/${encodeURIComponent(id)}`,
  content: `${MARKETING_ADMIN_PATH}/content`,
  contentPage: (slug: string) => `${MARKETING_ADMIN_PATH}/content/${encodeURIComponent(slug)}`,
};
