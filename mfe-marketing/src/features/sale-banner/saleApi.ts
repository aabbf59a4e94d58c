// Sale settings: GET /api/sale-settings (marketing service), injected into the one base API.
import { baseApi, unwrapData, type SaleSettings, type SaleSettingsResponse } from '@storefront/shared-domain';

export const SALE_SETTINGS_PATH = '/api/sale-settings';

export const saleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSaleSettings: build.query<SaleSettings[], void>({
      query: () => SALE_SETTINGS_PATH,
      transformResponse: (response: SaleSettingsResponse | SaleSettings[]) => {
        const list = unwrapData<SaleSettings[] | SaleSettings | null>(response);
        if (Array.isArray(list)) return list;
        return list ? [list] : [];
      },
      providesTags: ['Sale'],
    }),
  }),
});

export const { useGetSaleSettingsQuery } = saleApi;
