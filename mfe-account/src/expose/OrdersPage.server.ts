// What the server adds to './OrdersPage' (config/webpack/server.js); not in the browser's bundle.
import type { PagePrefetchContext } from '@storefront/shared-domain';
import { accountApi } from '../api/account';
import { pageFrom } from '../features/orders/OrdersList';

/** What the page's first render reads: the order the address names, or the history page it asks for. */
export async function prefetch({ store, params, search }: PagePrefetchContext): Promise<void> {
  const { orderNumber } = params;
  await (orderNumber
    ? store.dispatch(accountApi.endpoints.getOrder.initiate(orderNumber))
    : store.dispatch(accountApi.endpoints.getOrders.initiate(pageFrom(new URLSearchParams(search)) - 1)));
}
