import type { ReviewableItem } from '@storefront/shared-domain';
import type { PurchaseLookup } from '../clients/cart';
import type { ReviewModels } from '../models/review';

export interface ReviewingViewer {
  accountId: string;
  /** The gateway's signed viewer headers, forwarded to the cart service. */
  headers: Record<string, string>;
}

/** The viewer's purchases of `sku` while the viewer has not reviewed it (newest first); [] once reviewed. */
export async function listItemsWithoutReviews(
  { Review }: ReviewModels,
  purchases: PurchaseLookup,
  viewer: ReviewingViewer,
  sku: string,
): Promise<ReviewableItem[]> {
  if (await Review.exists({ account_id: viewer.accountId, sku })) return [];
  const { items } = await purchases(viewer.headers, [sku]);
  return items.filter((item) => item.sku === sku);
}
