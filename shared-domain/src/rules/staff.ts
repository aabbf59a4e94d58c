// Staff, their permissions and the back office's sections (ARCHITECTURE.md §6 "Staff and the back office").
import { ADMIN_BASE_PATH, ADMIN_TITLE, isAdminPath } from './adminPath';

/**
 * What a staff member may do, one permission per area of the back office. `staff` manages staff users; every staff
 * member may read the audit log.
 */
export const STAFF_PERMISSIONS = [
  'orders',
  'returns',
  'dealers',
  'reviews',
  'catalogue',
  'marketing',
  'staff',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const STAFF_PERMISSION_LABELS: Record<StaffPermission, string> = {
  orders: 'Orders',
  returns: 'Returns',
  dealers: 'Dealer applications',
  reviews: 'Reviews',
  catalogue: 'Catalogue',
  marketing: 'Marketing',
  staff: 'Staff users',
};

export function isStaffPermission(value: unknown): value is StaffPermission {
  return typeof value === 'string' && (STAFF_PERMISSIONS as readonly string[]).includes(value);
}

/** The staff part of an account (absent on shoppers and dealers). */
export interface StaffAccess {
  permissions: StaffPermission[];
}

/** A session (or session user) as the staff rules read it. */
export interface StaffSessionLike {
  user?: { staff?: { permissions?: readonly string[] } | null } | null;
}

/** The permissions a session carries ([] for a shopper, a dealer or a guest). */
export function staffPermissionsOf(session: StaffSessionLike | null | undefined): StaffPermission[] {
  const list = session?.user?.staff?.permissions;
  return Array.isArray(list) ? list.filter(isStaffPermission) : [];
}

/** A staff account: one with a `staff` part, even one whose permissions were all taken away (it reads the audit log). */
export function isStaffSession(session: StaffSessionLike | null | undefined): boolean {
  return !!session?.user?.staff;
}

/** Whether the session may work in an area; `null` asks only for a staff account. */
export function staffCan(session: StaffSessionLike | null | undefined, permission: StaffPermission | null): boolean {
  if (!isStaffSession(session)) return false;
  return permission === null || staffPermissionsOf(session).includes(permission);
}

/** The remote that owns a section of the back office (one team, one area, deployed alone). */
export type AdminRemoteArea = 'cart' | 'account' | 'product' | 'catalog' | 'marketing';

export interface AdminSection {
  /** The first segment after /admin. */
  key: string;
  path: string;
  area: AdminRemoteArea;
  /** null: any staff member. */
  permission: StaffPermission | null;
  title: string;
  description: string;
}

const section = (s: Omit<AdminSection, 'path'>): AdminSection => ({ ...s, path: `${ADMIN_BASE_PATH}/${s.key}` });

/** Every section of the back office, in the order the back office's menu lists them. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  section({
    key: 'orders',
    area: 'cart',
    permission: 'orders',
    title: 'Orders',
    description: 'Find orders, record payments and shipments, cancel and refund.',
  }),
  section({
    key: 'returns',
    area: 'cart',
    permission: 'returns',
    title: 'Returns',
    description: 'Approve, receive, refund or reject return requests.',
  }),
  section({
    key: 'catalogue',
    area: 'catalog',
    permission: 'catalogue',
    title: 'Catalogue',
    description: 'Products and variants: prices, stock per warehouse, pre-orders, discontinued items.',
  }),
  section({
    key: 'fitment',
    area: 'catalog',
    permission: 'catalogue',
    title: 'Fitment',
    description: 'Import and export which vehicles each product fits.',
  }),
  section({
    key: 'collections',
    area: 'catalog',
    permission: 'catalogue',
    title: 'Collections',
    description: 'The collection pages: titles, descriptions, search texts and images.',
  }),
  section({
    key: 'menu',
    area: 'catalog',
    permission: 'catalogue',
    title: 'Menu',
    description: 'The header menu: its categories, columns, links and featured products.',
  }),
  section({
    key: 'reviews',
    area: 'product',
    permission: 'reviews',
    title: 'Reviews',
    description: 'Publish, hide and answer reviews; moderate photos.',
  }),
  section({
    key: 'marketing',
    area: 'marketing',
    permission: 'marketing',
    title: 'Marketing',
    description: 'Sales and their schedule, subscribers, content pages.',
  }),
  section({
    key: 'dealers',
    area: 'account',
    permission: 'dealers',
    title: 'Dealer applications',
    description: 'Approve or reject applications to become a dealer.',
  }),
  section({
    key: 'staff',
    area: 'account',
    permission: 'staff',
    title: 'Staff',
    description: 'Staff users and their permissions.',
  }),
  section({
    key: 'audit',
    area: 'account',
    permission: null,
    title: 'Audit log',
    description: 'Who changed what, and when.',
  }),
];

/** The section a path is in, or null (the back office's home, or no section of that name). */
export function adminSectionOf(pathname: string): AdminSection | null {
  if (!isAdminPath(pathname)) return null;
  const key =
    pathname
      .replace(/\/+$/, '')
      .slice(ADMIN_BASE_PATH.length + 1)
      .split('/')[0]
      ?.toLowerCase() ?? '';
  return ADMIN_SECTIONS.find((s) => s.key === key) ?? null;
}

/**
 * A back-office path's segments after /admin, decoded ('/admin/orders/SA0000001' -> ['orders', 'SA0000001']): how each
 * remote's ./Admin chooses its screen (the router's matchPath is left out of the page's router kernel).
 */
export function adminPathSegments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .slice(1)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** The sections a session may open, in menu order. */
export function adminSectionsFor(session: StaffSessionLike | null | undefined): AdminSection[] {
  return ADMIN_SECTIONS.filter((s) => staffCan(session, s.permission));
}

/** Server-side paging of every back-office list. */
export const ADMIN_PAGING = { defaultPageSize: 25, maxPageSize: 100 } as const;

/** One page of a back-office list, as every admin route answers it. */
export interface AdminPage<T> {
  data: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** Page and page size from a query (1-based; bad or missing values fall back to the first page and the default size). */
export function adminPageOf(query: { page?: unknown; pageSize?: unknown }): { page: number; pageSize: number } {
  const int = (v: unknown) => (typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : NaN);
  const page = int(query.page);
  const size = int(query.pageSize);
  return {
    page: page >= 1 ? page : 1,
    pageSize: size >= 1 ? Math.min(size, ADMIN_PAGING.maxPageSize) : ADMIN_PAGING.defaultPageSize,
  };
}

/** How many pages a list of `total` items has (at least 1). */
export function adminPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** One change in the audit log: who, when, what, and the values before and after. */
export interface AuditEntry {
  id: string;
  /** ISO time. */
  at: string;
  actor: { accountId: string; email: string | null };
  /** The area (a staff permission) the change belongs to. */
  area: StaffPermission;
  /** What was done, e.g. 'order.ship', 'review.hide'. */
  action: string;
  target: { kind: string; id: string };
  /** A sentence for the log's reader: 'Shipped order 100123 with UPS 1Z999'. */
  summary: string;
  before?: unknown;
  after?: unknown;
}

/** Second factor for staff sign-in: six-digit codes from an authenticator app, 30 seconds each. */
export const STAFF_TOTP = { digits: 6, periodSeconds: 30, window: 1, issuer: 'Car Audio Storefront' } as const;

/** The sign-in answer's error when the password was right and the staff account's code is still needed. */
export const SECOND_FACTOR_REQUIRED = 'SecondFactorRequired';

export const ADMIN_TEXTS = {
  title: ADMIN_TITLE,
  signInNeeded: 'Sign in with a staff account to use the back office.',
  notStaff: 'This account is not a staff account.',
  noPermission: 'Your staff account has no permission for this section.',
  unknownSection: 'There is no such section of the back office.',
  unavailable: 'This section could not be loaded. Try again in a moment.',
  confirm: 'Are you sure?',
  codeLabel: 'Authenticator code',
  codeHint: 'Enter the 6-digit code from your authenticator app.',
  codeWrong: 'That code is not right. Enter the code your app shows now.',
} as const;

/**
 * The development staff account every seed agrees on (the account seed creates it with every permission; `npm start`
 * prints it with a current code). Its TOTP secret is public and for development only: production staff are added
 * with `npm run staff -- add`, which makes each a secret of their own.
 */
export const SEED_STAFF = {
  account_id: '100003',
  email: 'staff@example.com',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;
