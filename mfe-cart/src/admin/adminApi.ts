// The cart area's back-office endpoints (orders and returns), injected into the shared api from the lazily loaded
// admin code only: a shopper's page never carries them. Every change refreshes the section's reads ('CartAdmin').
import { baseApi, unwrapData } from '@storefront/shared-domain';
import type {
  AdminOrderDetail,
  AdminOrderRow,
  AdminPage,
  AdminRefundInput,
  AdminReturnRow,
  AdminShipmentInput,
} from '@storefront/shared-domain/admin';

export const ADMIN_CART_API = { orders: '/api/admin/orders', returns: '/api/admin/returns' } as const;

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['CartAdmin'] });

const orderAt = (orderNumber: string) => `${ADMIN_CART_API.orders}/${encodeURIComponent(orderNumber)}`;
const returnAt = (id: string) => `${ADMIN_CART_API.returns}/${encodeURIComponent(id)}`;
const order = (response: unknown) => unwrapData<AdminOrderDetail>(response);
const returned = (response: unknown) => unwrapData<AdminReturnRow>(response);

export const cartAdminApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    adminOrders: build.query<AdminPage<AdminOrderRow>, Record<string, string>>({
      query: (params) => ({ url: ADMIN_CART_API.orders, params, cache: 'no-store' }),
      providesTags: ['CartAdmin'],
    }),
    adminOrder: build.query<AdminOrderDetail, string>({
      query: (orderNumber) => ({ url: orderAt(orderNumber), cache: 'no-store' }),
      transformResponse: order,
      providesTags: ['CartAdmin'],
    }),
    adminShipOrder: build.mutation<AdminOrderDetail, { orderNumber: string; input: AdminShipmentInput }>({
      query: ({ orderNumber, input }) => ({ url: `${orderAt(orderNumber)}/shipments`, method: 'POST', body: input }),
      transformResponse: order,
      invalidatesTags: ['CartAdmin'],
    }),
    adminMarkDelivered: build.mutation<AdminOrderDetail, string>({
      query: (orderNumber) => ({ url: `${orderAt(orderNumber)}/delivered`, method: 'POST', body: {} }),
      transformResponse: order,
      invalidatesTags: ['CartAdmin'],
    }),
    adminCancelOrder: build.mutation<AdminOrderDetail, { orderNumber: string; reason: string }>({
      query: ({ orderNumber, reason }) => ({ url: `${orderAt(orderNumber)}/cancel`, method: 'POST', body: { reason } }),
      transformResponse: order,
      invalidatesTags: ['CartAdmin'],
    }),
    adminRefundOrder: build.mutation<AdminOrderDetail, { orderNumber: string; input: AdminRefundInput }>({
      query: ({ orderNumber, input }) => ({ url: `${orderAt(orderNumber)}/refunds`, method: 'POST', body: input }),
      transformResponse: order,
      invalidatesTags: ['CartAdmin'],
    }),
    adminReturns: build.query<AdminPage<AdminReturnRow>, Record<string, string>>({
      query: (params) => ({ url: ADMIN_CART_API.returns, params, cache: 'no-store' }),
      providesTags: ['CartAdmin'],
    }),
    adminReturn: build.query<AdminReturnRow, string>({
      query: (id) => ({ url: returnAt(id), cache: 'no-store' }),
      transformResponse: returned,
      providesTags: ['CartAdmin'],
    }),
    adminReturnStep: build.mutation<AdminReturnRow, { id: string; step: 'approve' | 'receive' | 'refund' }>({
      query: ({ id, step }) => ({ url: `${returnAt(id)}/${step}`, method: 'POST', body: {} }),
      transformResponse: returned,
      invalidatesTags: ['CartAdmin'],
    }),
    adminRejectReturn: build.mutation<AdminReturnRow, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `${returnAt(id)}/reject`, method: 'POST', body: { reason } }),
      transformResponse: returned,
      invalidatesTags: ['CartAdmin'],
    }),
  }),
});

export const {
  useAdminOrdersQuery,
  useAdminOrderQuery,
  useAdminShipOrderMutation,
  useAdminMarkDeliveredMutation,
  useAdminCancelOrderMutation,
  useAdminRefundOrderMutation,
  useAdminReturnsQuery,
  useAdminReturnQuery,
  useAdminReturnStepMutation,
  useAdminRejectReturnMutation,
} = cartAdminApi;
