// What the server adds to './AccountPage' (config/webpack/server.js); not in the browser's bundle.
import type { StorefrontStore } from '@storefront/shared-domain';
import { accountApi } from '../api/account';

/** What the page's first render reads, put into the store before a server render: the visitor's profile and cards. */
export async function prefetch({ store }: { store: StorefrontStore }): Promise<void> {
  await Promise.all([
    store.dispatch(accountApi.endpoints.getAccountProfile.initiate()),
    store.dispatch(accountApi.endpoints.getSavedCards.initiate()),
  ]);
}
