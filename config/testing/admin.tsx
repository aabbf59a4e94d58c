// The back office's test kit: a remote's ./Admin rendered for a signed-in staff member, and a page of a list as the
// services answer it (AdminPage). Each remote's admin tests keep only their own fixtures.
import type { ReactElement } from 'react';
import type { StaffPermission } from '@storefront/shared-domain/admin';
import {
  mockApi,
  renderRemote,
  type FetchDouble,
  type MockReply,
  type RenderedRemote,
  type RouteHandler,
} from './core';

/** The session of the staff member using the back office, with the permissions given. */
export function staffSession(permissions: readonly StaffPermission[]) {
  return {
    user: { account_id: '100003', email: 'staff@example.com', staff: { permissions: [...permissions] } },
    expires: '2030-01-01T00:00:00.000Z',
  };
}

/** One page of a back-office list (`AdminPage`): the whole list on page 1 unless told otherwise. */
export function adminPageOf<T>(data: T[], extra: { page?: number; pageSize?: number; total?: number } = {}) {
  return { data, page: 1, pageSize: 25, total: data.length, ...extra };
}

export interface BackOfficeOptions {
  /** The staff member's permissions (their session answers /api/auth/session). */
  permissions: readonly StaffPermission[];
  /** Answers for what `handler` leaves (after the session). */
  fallback?: (url: URL) => MockReply | undefined;
}

/** `ui` (a remote's ./Admin) at `url`, the API answering by `handler`, for a staff member. */
export function renderBackOffice(
  ui: ReactElement,
  url: string,
  handler: RouteHandler,
  { permissions, fallback }: BackOfficeOptions,
): RenderedRemote & { api: FetchDouble } {
  const session = staffSession(permissions);
  const api = mockApi(handler, {
    fallback: (u) => (u.pathname === '/api/auth/session' ? { body: session } : fallback?.(u)),
  });
  return Object.assign(renderRemote(ui, { url }), { api });
}
