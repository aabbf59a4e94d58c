// The back-in-stock form shows only for an item out of stock, so its code is a chunk of its own: no first load of a
// product in stock carries it. Until it arrives its room is kept, so nothing below moves; a failed fetch is logged
// and leaves that room empty (the disabled 'Out of Stock' above already says the item cannot be bought).
import { Suspense } from 'react';
import { OnDemandBoundary, onDemandPart, useOnDemandPart } from '@storefront/shared-domain';

const backInStockOnDemand = onDemandPart(
  'product',
  'the back-in-stock form',
  () => import(/* webpackChunkName: "lazy-product-back-in-stock" */ './BackInStockForm'),
  (module) => module.BackInStockForm,
);

/** The form's heading, field and button. */
const FORM_HEIGHT_PX = 150;

export function BackInStockOnDemand({ sku }: { sku: string }) {
  const { Lazy } = useOnDemandPart(backInStockOnDemand);
  return (
    <OnDemandBoundary what={backInStockOnDemand.what}>
      <Suspense fallback={<div style={{ minHeight: FORM_HEIGHT_PX }} />}>
        <Lazy sku={sku} />
      </Suspense>
    </OnDemandBoundary>
  );
}
