// A cart line's fit for the shopper's active vehicle (shared-domain fitConfidence over the variant the cart service
// answers with its fitment data). The cart page is rendered on the server, where no vehicle is known, and the label
// arrives after hydration: so in the store its line is always there, one line high, and nothing moves when it fills.
// The rule and the label are a chunk of their own, fetched once a whole vehicle is active (a shopper without one never
// needs them). The embed on an integrator's page knows no vehicle (the store's garage is not in that origin's
// storage): no line there.
import { Suspense, useContext } from 'react';
import {
  OnDemandBoundary,
  onDemandPart,
  useMyVehicle,
  useOnDemandPart,
  type CartLineItem,
  type FitVehicle,
} from '@storefront/shared-domain';
import { StoreLinksContext } from '../ui/AppLink';

export interface CartLineFitPartProps {
  line: CartLineItem;
  vehicle: FitVehicle;
  /** The label in its reserved line, or the "See what fits" link beside Remove (only for a line that does not fit). */
  part: 'label' | 'link';
  onNavigate?: () => void;
}

const fitPart = onDemandPart(
  'cart',
  'the fit label',
  () => import(/* webpackChunkName: "lazy-cart-fit" */ './CartLineFitChunk'),
  (module) => module.CartLineFitChunk,
);

/**
 * The active vehicle when it is whole (a fit is never claimed without year, make and model), else null. The stored
 * vehicle always has a year and a make, so a model makes it whole; not toFitVehicle, whose import would bring the
 * whole rule into the page's first chunk (fitConfidence applies it again in the fetched one).
 */
export function useFitVehicle(): FitVehicle | null {
  const vehicle = useMyVehicle();
  return vehicle?.model ? { ...vehicle, model: vehicle.model } : null;
}

/** A part of the line's fit: nothing while its code is on its way, nor if it cannot be fetched. */
export function CartLineFitPart(props: CartLineFitPartProps) {
  const { Lazy, attempt } = useOnDemandPart(fitPart);
  return (
    <OnDemandBoundary key={attempt} what={fitPart.what}>
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    </OnDemandBoundary>
  );
}

/** The label's reserved line (not in the embed without a vehicle). */
export function CartLineFit({ line, vehicle }: { line: CartLineItem; vehicle: FitVehicle | null }) {
  const inEmbed = !!useContext(StoreLinksContext).origin;
  if (inEmbed && !vehicle) return null;
  return (
    <div
      data-testid="cart-line-fit"
      css={{ height: 18, lineHeight: '18px', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}
    >
      {vehicle && line.variant && <CartLineFitPart line={line} vehicle={vehicle} part="label" />}
    </div>
  );
}
