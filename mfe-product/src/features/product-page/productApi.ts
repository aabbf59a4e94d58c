// Product page data: GET /api/products/by-handle/:handle[?sku=] (catalog service; the path is shared-domain's
// productByHandlePath, which the gateway preloads too), injected into the one base API.
// The service applies the variant rule (selectVariantSku) and answers with the selected variant's page data.
import { baseApi, productByHandlePath, unwrapData, type ProductDetail } from '@storefront/shared-domain';

export interface ProductPageArgs {
  handle: string;
  /** The variant asked for in the address (?variant= or ?sku=), already checked with skuFromText. */
  sku?: string | null;
}

export const productApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProductByHandle: build.query<ProductDetail, ProductPageArgs>({
      query: ({ handle, sku }) => productByHandlePath(handle, sku),
      transformResponse: (response: unknown) => unwrapData<ProductDetail>(response),
      providesTags: (_result, _error, { handle }) => [{ type: 'Product', id: handle }],
    }),
  }),
});

export const { useGetProductByHandleQuery } = productApi;
