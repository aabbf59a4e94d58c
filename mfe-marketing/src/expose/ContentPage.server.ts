// What the server adds to './ContentPage' (config/webpack/server.js); not in the browser's bundle.
import type { PagePrefetchContext } from '@storefront/shared-domain';
import { marketingApi } from '../api/marketingApi';
import { contentHandleOfParams } from '../features/content-page/contentHandle';

/**
 * What the page's first render reads, put into the store before a server render: the content page of the address's
 * handle, asked as the page's hook asks for it.
 */
export async function prefetch({ store, params }: PagePrefetchContext): Promise<void> {
  const handle = contentHandleOfParams(params);
  if (!handle) return;
  // Not unsubscribed: the request's store is dropped after the render, and an unsubscription would hold it for the
  // cache's keep-unused time.
  await store.dispatch(marketingApi.endpoints.getContentPage.initiate(handle));
}
