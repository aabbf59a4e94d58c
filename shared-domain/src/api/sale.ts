// The sale settings are cross-cutting (banner, countdown, card and cart prices all read them), so the endpoint lives
// here once and every remote shares one cached request.
import type { SaleSettings, SaleSettingsResponse } from '../types';
import { baseApi, unwrapData } from './baseApi';

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
