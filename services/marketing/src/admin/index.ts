// The marketing section of the back office (/api/admin/marketing/...): staff with the 'marketing' permission only,
// never cached, every change audited.
import { Router } from 'express';
import { noStore, requireStaff } from '@storefront/service-platform';
import { contentAdminRouter } from './content';
import type { AdminDeps } from './deps';
import { saleAdminRouter } from './sale';
import { subscribersAdminRouter } from './subscribers';

export const ADMIN_MARKETING_PREFIX = '/admin/marketing';

export function marketingAdminRouter(deps: AdminDeps): Router {
  const router = Router();
  router.use(ADMIN_MARKETING_PREFIX, requireStaff('marketing'), noStore);
  router.use(ADMIN_MARKETING_PREFIX, saleAdminRouter(deps));
  router.use(ADMIN_MARKETING_PREFIX, subscribersAdminRouter(deps));
  router.use(ADMIN_MARKETING_PREFIX, contentAdminRouter(deps));
  return router;
}

export type { AdminDeps } from './deps';
