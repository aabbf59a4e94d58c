// The review admin bar (spec 2 §6) is a chunk of its own, asked for only when the session is a staff member's: a
// shopper's page carries this loader and nothing of the bar. The chunk itself checks the permission.
import { Suspense } from 'react';
import { OnDemandBoundary, onDemandPart, useOnDemandPart } from '@storefront/shared-domain';
import type { Review } from '@storefront/shared-domain';

const reviewAdminBarOnDemand = onDemandPart(
  'product',
  'the review admin bar',
  () => import(/* webpackChunkName: "lazy-product-review-admin-bar" */ '../../admin/bar/ReviewAdminBar'),
  (module) => module.ReviewAdminBar,
);

export function ReviewAdminBarOnDemand({ review }: { review: Review }) {
  const { Lazy } = useOnDemandPart(reviewAdminBarOnDemand);
  return (
    <OnDemandBoundary what={reviewAdminBarOnDemand.what}>
      <Suspense fallback={null}>
        <Lazy review={review} />
      </Suspense>
    </OnDemandBoundary>
  );
}
