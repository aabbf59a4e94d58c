// The marketing section's back-office endpoints, injected into the shared api from the lazily loaded admin code only
// (a shopper's page never carries them). Saving a sale also refreshes the shop's own sale settings ('Sale').
import { baseApi } from '@storefront/shared-domain';
import type {
  AdminContentInput,
  AdminContentPage,
  AdminContentRow,
  AdminPage,
  AdminSale,
  AdminSaleInput,
  AdminSaleList,
  AdminSubscriberDetail,
  AdminSubscriberRow,
} from '@storefront/shared-domain/admin';

export const ADMIN_MARKETING_API = '/api/admin/marketing';

/** The CSV export of the subscribers the filters select (a plain link: the browser downloads the attachment). */
export function subscriberExportHref(filters: { q?: string; consent?: string }): string {
  const query = new URLSearchParams();
  if (filters.q) query.set('q', filters.q);
  if (filters.consent) query.set('consent', filters.consent);
  const text = query.toString();
  return `${ADMIN_MARKETING_API}/subscribers/export${text ? `?${text}` : ''}`;
}

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['MarketingAdmin'] });

export const marketingAdminApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    adminSales: build.query<AdminSaleList, Record<string, string>>({
      query: (params) => ({ url: `${ADMIN_MARKETING_API}/sale`, params }),
      providesTags: ['MarketingAdmin'],
    }),
    adminSale: build.query<AdminSale, string>({
      query: (name) => `${ADMIN_MARKETING_API}/sale/${encodeURIComponent(name)}`,
      providesTags: ['MarketingAdmin'],
    }),
    adminSaveSale: build.mutation<AdminSale, { name: string; sale: AdminSaleInput }>({
      query: ({ name, sale }) => ({
        url: `${ADMIN_MARKETING_API}/sale/${encodeURIComponent(name)}`,
        method: 'PUT',
        body: sale,
      }),
      invalidatesTags: ['MarketingAdmin', 'Sale'],
    }),
    adminSubscribers: build.query<AdminPage<AdminSubscriberRow>, Record<string, string>>({
      query: (params) => ({ url: `${ADMIN_MARKETING_API}/subscribers`, params }),
      providesTags: ['MarketingAdmin'],
    }),
    adminSubscriber: build.query<AdminSubscriberDetail, string>({
      query: (id) => `${ADMIN_MARKETING_API}/subscribers/${encodeURIComponent(id)}`,
      providesTags: ['MarketingAdmin'],
    }),
    adminOptOut: build.mutation<AdminSubscriberDetail, { id: string; channel: 'email' | 'sms' }>({
      query: ({ id, channel }) => ({
        url: `${ADMIN_MARKETING_API}/subscribers/${encodeURIComponent(id)}/opt-out`,
        method: 'POST',
        body: { channel },
      }),
      invalidatesTags: ['MarketingAdmin'],
    }),
    adminContentPages: build.query<AdminPage<AdminContentRow>, Record<string, string>>({
      query: (params) => ({ url: `${ADMIN_MARKETING_API}/content`, params }),
      providesTags: ['MarketingAdmin'],
    }),
    adminContentPage: build.query<AdminContentPage, string>({
      query: (slug) => `${ADMIN_MARKETING_API}/content/${encodeURIComponent(slug)}`,
      providesTags: ['MarketingAdmin'],
    }),
    adminSaveContentPage: build.mutation<AdminContentPage, { slug: string; page: AdminContentInput }>({
      query: ({ slug, page }) => ({
        url: `${ADMIN_MARKETING_API}/content/${encodeURIComponent(slug)}`,
        method: 'PUT',
        body: page,
      }),
      invalidatesTags: ['MarketingAdmin'],
    }),
  }),
});

export const {
  useAdminSalesQuery,
  useAdminSaleQuery,
  useAdminSaveSaleMutation,
  useAdminSubscribersQuery,
  useAdminSubscriberQuery,
  useAdminOptOutMutation,
  useAdminContentPagesQuery,
  useAdminContentPageQuery,
  useAdminSaveContentPageMutation,
} = marketingAdminApi;
