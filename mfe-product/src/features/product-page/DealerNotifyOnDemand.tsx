// The notify control shows to dealers only, for an item out of stock, so its code is a chunk of its own: no
// shopper's first load carries it. Until it arrives its button's height is kept, so nothing below moves; a failed
// fetch is logged and leaves that room empty (the disabled 'Out of Stock' above already says the item cannot be bought).
import { Suspense } from 'react';
import { OnDemandBoundary, onDemandPart, useOnDemandPart } from '@storefront/shared-domain';

const dealerNotifyOnDemand = onDemandPart(
  'product',
  'the notify control for dealers',
  () => import(/* webpackChunkName: "lazy-product-dealer-notify" */ './DealerNotifyMe'),
  (module) => module.DealerNotifyMe,
);

/** The control's button: 40 px high. */
const BUTTON_HEIGHT_PX = 40;

export function DealerNotifyOnDemand({ sku }: { sku: string }) {
  const { Lazy } = useOnDemandPart(dealerNotifyOnDemand);
  return (
    <OnDemandBoundary what={dealerNotifyOnDemand.what}>
      <Suspense fallback={<div style={{ minHeight: BUTTON_HEIGHT_PX }} />}>
        <Lazy sku={sku} />
      </Suspense>
    </OnDemandBoundary>
  );
}
