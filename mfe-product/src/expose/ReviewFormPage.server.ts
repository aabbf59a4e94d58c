// What the server adds to './ReviewFormPage' (config/webpack/server.js); not in the browser's bundle.
import { selectIsLoggedIn, sessionApi, type StorefrontStore } from '@storefront/shared-domain';
import { skuFromQuery } from '../features/review-form/ReviewFormPage';
import { reviewsApi } from '../features/reviews/reviewsApi';

/** What the page's first render reads: for a signed-in visitor, whether they bought the sku and may review it. */
export async function prefetch({ store, search }: { store: StorefrontStore; search: string }): Promise<void> {
  const sku = skuFromQuery(new URLSearchParams(search).get('sku'));
  if (!sku) return;
  // The frame reads the session too; this waits for the same request.
  await store.dispatch(sessionApi.endpoints.getSession.initiate());
  if (selectIsLoggedIn(store.getState())) await store.dispatch(reviewsApi.endpoints.getReviewableItems.initiate(sku));
}
