// What the server adds to './ReturnsPage' (config/webpack/server.js); not in the browser's bundle.
import type { StorefrontStore } from '@storefront/shared-domain';
import { accountApi } from '../api/account';
import { prefilledOrderOf } from '../features/returns/ReturnForm';

/** What the page's first render reads: the visitor's returns, the orders to choose from and the order it names. */
export async function prefetch({ store, search }: { store: StorefrontStore; search: string }): Promise<void> {
  const named = prefilledOrderOf(new URLSearchParams(search));
  await Promise.all([
    store.dispatch(accountApi.endpoints.getReturns.initiate()),
    store.dispatch(accountApi.endpoints.getOrders.initiate(0)),
    ...(named ? [store.dispatch(accountApi.endpoints.getOrder.initiate(named))] : []),
  ]);
}
