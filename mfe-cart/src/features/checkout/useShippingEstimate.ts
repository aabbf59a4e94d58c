// The shipping methods and prices of the typed ZIP code: asked again whenever its first five digits change, and the
// cart's own shipping total until the answer arrives.
import { useEffect } from 'react';
import { roundMoney, type Cart } from '@storefront/shared-domain';
import { useLazyGetShippingEstimateQuery } from '../cart-api/cartApi';

export function useShippingEstimate(cart: Cart | undefined, shippingMethod: string, zip: string | undefined) {
  const [estimate, { data: shippingEstimate }] = useLazyGetShippingEstimateQuery();
  const zip5 = /^\d{5}/.exec((zip ?? '').trim())?.[0];
  useEffect(() => {
    if (zip5) void estimate(zip5, true);
  }, [zip5, estimate]);

  const methods = shippingEstimate?.methods ?? [];
  const chosenMethod = methods.find((m) => m.id === shippingMethod);
  const shippingTotal = chosenMethod ? chosenMethod.price : (cart?.shippingTotal ?? 0);
  const total = roundMoney((cart?.subTotal ?? 0) + shippingTotal);
  return { methods, shippingTotal, total };
}
