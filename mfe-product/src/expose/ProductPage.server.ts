// What the server adds to './ProductPage' (config/webpack/server.js); not in the browser's bundle.
import { readProductPageAddress, saleApi, type PagePrefetchContext } from '@storefront/shared-domain';
import { productApi } from '../features/product-page/productApi';

/**
 * What the page's first render reads, put into the store before a server render: the product (with the variant the
 * address asks for, as ProductPage reads it) and the sale settings its prices follow.
 */
export async function prefetch({ store, params, search }: PagePrefetchContext): Promise<void> {
  const handle = params.handle ?? '';
  if (!handle) return;
  const { requestedSku } = readProductPageAddress(search, null);
  // Not unsubscribed: the request's store is dropped after the render, and an unsubscription would hold it for the
  // cache's keep-unused time.
  await Promise.all([
    store.dispatch(productApi.endpoints.getProductByHandle.initiate({ handle, sku: requestedSku })),
    store.dispatch(saleApi.endpoints.getSaleSettings.initiate()),
  ]);
}
