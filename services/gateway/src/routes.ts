// Which service answers which /api path (ARCHITECTURE.md §1). Paths are kept as they are when proxied.
import { ADMIN_SECTIONS } from '@storefront/shared-domain/admin';
import type { AdminRemoteArea } from '@storefront/shared-domain/admin';

export const SERVICE_AREAS = ['catalog', 'reviews', 'cart', 'account', 'marketing'] as const;
export type ServiceArea = (typeof SERVICE_AREAS)[number];

export const REMOTE_AREAS = ['catalog', 'product', 'cart', 'account', 'marketing'] as const;
export type RemoteArea = (typeof REMOTE_AREAS)[number];

export const DEFAULT_SERVICE_PORTS: Readonly<Record<ServiceArea, number>> = {
  catalog: 4001,
  reviews: 4002,
  cart: 4003,
  account: 4004,
  marketing: 4005,
};

/**
 * `prefix` matches any path starting with it (`/api/product` covers `/api/products/...`); `exact` matches the path
 * itself and anything below it (`/api/menu`, `/api/menu/...`), not `/api/menus`.
 */
type Rule = { prefix: string; area: ServiceArea } | { exact: string; area: ServiceArea };

/** The service behind each remote's back-office sections (the product remote's are the reviews service's). */
const ADMIN_SERVICE: Readonly<Record<AdminRemoteArea, ServiceArea>> = {
  cart: 'cart',
  account: 'account',
  product: 'reviews',
  catalog: 'catalog',
  marketing: 'marketing',
};

/** `/api/admin/<section>/...`: each section's API is its owning service's, under the section's name. */
const ADMIN_API_ROUTES: readonly Rule[] = ADMIN_SECTIONS.map((s) => ({
  exact: `/api/admin/${s.key}`,
  area: ADMIN_SERVICE[s.area],
}));

export const API_ROUTES: readonly Rule[] = [
  ...ADMIN_API_ROUTES,
  { prefix: '/api/product', area: 'catalog' },
  { prefix: '/api/collections', area: 'catalog' },
  { prefix: '/api/vehicles', area: 'catalog' },
  { prefix: '/api/search', area: 'catalog' },
  { exact: '/api/menu', area: 'catalog' },
  { prefix: '/api/fit-tools', area: 'catalog' },
  { prefix: '/api/reviews', area: 'reviews' },
  { prefix: '/api/cartv2', area: 'cart' },
  { prefix: '/api/checkout', area: 'cart' },
  { exact: '/api/orders', area: 'cart' },
  { exact: '/api/cookies', area: 'cart' },
  { prefix: '/api/auth', area: 'account' },
  { prefix: '/api/account', area: 'account' },
  { exact: '/api/dealers', area: 'account' },
  { prefix: '/api/marketing', area: 'marketing' },
  { prefix: '/api/analytics', area: 'marketing' },
  { prefix: '/api/sale', area: 'marketing' },
];

/**
 * Files at the site root that a service serves: a service worker's scope is its own folder, so the push worker of
 * the marketing service must be reachable at /sw-push.js (spec 2 §7).
 */
export const SERVICE_ROOT_FILES: Readonly<Record<string, ServiceArea>> = { '/sw-push.js': 'marketing' };

/** The service that answers a request path, or null. */
export function serviceForPath(path: string): ServiceArea | null {
  for (const rule of API_ROUTES) {
    if ('prefix' in rule) {
      if (path.startsWith(rule.prefix)) return rule.area;
    } else if (path === rule.exact || path.startsWith(`${rule.exact}/`)) {
      return rule.area;
    }
  }
  return null;
}
