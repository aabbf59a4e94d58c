// The accounts area's back-office endpoints (dealer applications, staff users, the audit log), injected into the
// shared api from the lazily loaded admin code only: a shopper's page never carries them. Every change refreshes the
// section's lists ('AccountAdmin'); adding or removing staff may change the viewer's own session too.
import { baseApi, unwrapData } from '@storefront/shared-domain';
import type {
  AdminDealerApplication,
  AdminPage,
  AdminStaffAdded,
  AdminStaffUser,
  AuditEntry,
  StaffPermission,
} from '@storefront/shared-domain/admin';

export const ADMIN_ACCOUNT_API = {
  dealers: '/api/admin/dealers',
  staff: '/api/admin/staff',
  audit: '/api/admin/audit',
} as const;

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['AccountAdmin'] });

const dealerAt = (id: string) => `${ADMIN_ACCOUNT_API.dealers}/${encodeURIComponent(id)}`;
const staffAt = (accountId: string) => `${ADMIN_ACCOUNT_API.staff}/${encodeURIComponent(accountId)}`;

export const accountAdminApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    adminDealerApplications: build.query<AdminPage<AdminDealerApplication>, Record<string, string>>({
      query: (params) => ({ url: ADMIN_ACCOUNT_API.dealers, params, cache: 'no-store' }),
      providesTags: ['AccountAdmin'],
    }),
    adminDealerApplication: build.query<AdminDealerApplication, string>({
      query: (id) => ({ url: dealerAt(id), cache: 'no-store' }),
      transformResponse: (response: unknown) => unwrapData<AdminDealerApplication>(response),
      providesTags: ['AccountAdmin'],
    }),
    adminApproveDealer: build.mutation<AdminDealerApplication, string>({
      query: (id) => ({ url: `${dealerAt(id)}/approve`, method: 'POST', body: {} }),
      transformResponse: (response: unknown) => unwrapData<AdminDealerApplication>(response),
      invalidatesTags: ['AccountAdmin'],
    }),
    adminRejectDealer: build.mutation<AdminDealerApplication, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `${dealerAt(id)}/reject`, method: 'POST', body: { reason } }),
      transformResponse: (response: unknown) => unwrapData<AdminDealerApplication>(response),
      invalidatesTags: ['AccountAdmin'],
    }),
    adminStaff: build.query<AdminPage<AdminStaffUser>, Record<string, string>>({
      query: (params) => ({ url: ADMIN_ACCOUNT_API.staff, params, cache: 'no-store' }),
      providesTags: ['AccountAdmin'],
    }),
    adminStaffUser: build.query<AdminStaffUser, string>({
      query: (accountId) => ({ url: staffAt(accountId), cache: 'no-store' }),
      transformResponse: (response: unknown) => unwrapData<AdminStaffUser>(response),
      providesTags: ['AccountAdmin'],
    }),
    adminAddStaff: build.mutation<AdminStaffAdded, { email: string; permissions: StaffPermission[] }>({
      query: (body) => ({ url: ADMIN_ACCOUNT_API.staff, method: 'POST', body }),
      transformResponse: (response: unknown) => unwrapData<AdminStaffAdded>(response),
      invalidatesTags: ['AccountAdmin'],
    }),
    adminSetStaffPermissions: build.mutation<AdminStaffUser, { accountId: string; permissions: StaffPermission[] }>({
      query: ({ accountId, permissions }) => ({ url: staffAt(accountId), method: 'PUT', body: { permissions } }),
      transformResponse: (response: unknown) => unwrapData<AdminStaffUser>(response),
      invalidatesTags: ['AccountAdmin'],
    }),
    adminRemoveStaff: build.mutation<void, string>({
      query: (accountId) => ({ url: staffAt(accountId), method: 'DELETE' }),
      invalidatesTags: ['AccountAdmin'],
    }),
    adminAuditLog: build.query<AdminPage<AuditEntry>, Record<string, string>>({
      query: (params) => ({ url: ADMIN_ACCOUNT_API.audit, params, cache: 'no-store' }),
      providesTags: ['AccountAdmin'],
    }),
  }),
});

export const {
  useAdminDealerApplicationsQuery,
  useAdminDealerApplicationQuery,
  useAdminApproveDealerMutation,
  useAdminRejectDealerMutation,
  useAdminStaffQuery,
  useAdminStaffUserQuery,
  useAdminAddStaffMutation,
  useAdminSetStaffPermissionsMutation,
  useAdminRemoveStaffMutation,
  useAdminAuditLogQuery,
} = accountAdminApi;
