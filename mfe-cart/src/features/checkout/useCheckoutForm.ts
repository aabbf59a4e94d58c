// The checkout form's state: the cart and the signed-in viewer's details, react-hook-form + zod (validation on submit
// and again on change, spec 2 §5), the shipping estimate and the order placement.
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { selectIsLoggedIn, useAppSelector, useCardFields, visibleCartLines } from '@storefront/shared-domain';
import {
  CART_QUERY_OPTIONS,
  useGetCartQuery,
  useGetCheckoutCardsQuery,
  useGetCheckoutProfileQuery,
  useGetPaymentFieldsQuery,
} from '../cart-api/cartApi';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import { checkoutSchema, EMPTY_CHECKOUT, prefillFrom, type CheckoutValues } from './checkoutForm';
import { usePlaceCheckoutOrder } from './usePlaceCheckoutOrder';
import { useShippingEstimate } from './useShippingEstimate';

/** What the checkout's sections read of the form's state. */
export type CheckoutState = ReturnType<typeof useCheckoutForm>;

export function useCheckoutForm() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: cart, isLoading: cartLoading, error: cartError } = useGetCartQuery(undefined, CART_QUERY_OPTIONS);
  const { data: profile } = useGetCheckoutProfileQuery(undefined, { skip: !loggedIn });
  const { data: cards } = useGetCheckoutCardsQuery(undefined, { skip: !loggedIn });
  const { data: fieldsConfig } = useGetPaymentFieldsQuery();
  const cardFields = useCardFields(fieldsConfig, 'cart-checkout-card-frame', CHECKOUT_TEXTS.cardFields);

  const form = useForm<CheckoutValues>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: EMPTY_CHECKOUT,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    control,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const placement = usePlaceCheckoutOrder(form, cardFields.tokenize);

  // Signed-in viewers start from their profile and default card; what the viewer already typed stays.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !loggedIn || !profile || cards === undefined) return;
    prefilled.current = true;
    reset(prefillFrom(profile, cards), { keepDirtyValues: true });
  }, [loggedIn, profile, cards, reset]);

  const [billingSame, paymentKind, shippingMethod, zip] = useWatch({
    control,
    name: ['billingSameAsShipping', 'paymentKind', 'shippingMethod', 'shippingAddress.zip'],
  });
  const shipping = useShippingEstimate(cart, shippingMethod, zip);
  const lines = visibleCartLines(cart?.items ?? []);

  return {
    ...placement,
    ...shipping,
    form,
    errors,
    isSubmitting,
    cardFields,
    cart,
    cartLoading,
    cartError,
    cards,
    lines,
    billingSame,
    paymentKind,
  };
}
