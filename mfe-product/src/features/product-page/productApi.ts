// Product page data: GET /api/products/by-handle/:handle (catalog service), injected into the one base API.
import { baseApi, unwrapData, type ProductDetail } from '@storefront/shared-domain';

export function productByHandlePath(handle: string): string {
  return `/api/products/by-handle/${encodeURIComponent(handle)}`;
}

export const productApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProductByHandle: build.query<ProductDetail, string>({
      query: (handle) => productByHandlePath(handle),
      transformResponse: (response: unknown) => unwrapData<ProductDetail>(response),
      providesTags: (_result, _error, handle) => [{ type: 'Product', id: handle }],
    }),
  }),
});

export const { useGetProductByHandleQuery } = productApi;
