// Submitting the checkout form: a new card is first tokenised by the provider's card fields, then the order body of the
// validated values is placed once per attempt (usePlaceOrder). A placed order goes to the confirmation page; a refused
// one shows the service's words where they belong.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UseFormReturn } from 'react-hook-form';
import { isRetryableWrite, type CardFieldsResult } from '@storefront/shared-domain';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import { toPlaceOrderBody, type CheckoutValues } from './checkoutForm';
import { checkoutErrorOf } from './checkoutErrorOf';
import { CONFIRMATION_PATH, saveConfirmation } from './confirmationStore';
import { usePlaceOrder } from './usePlaceOrder';

/** What the page says when the card fields refuse: their own words for the provider's refusals, else where to look. */
const cardProblem = ({ code, message }: { code: string; message: string }) =>
  code === 'incomplete' || !message ? CHECKOUT_TEXTS.checkCard : message;

export function usePlaceCheckoutOrder(
  { handleSubmit, setError }: UseFormReturn<CheckoutValues>,
  tokenize: () => Promise<CardFieldsResult>,
) {
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const [formError, setFormError] = useState<string | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  // A token is used by one charge: kept only while an attempt may still be retried with the same body (and key).
  const token = useRef<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setPaymentError(null);
    if (values.paymentKind === 'card' && !token.current) {
      const made = await tokenize();
      // The frame shows what is wrong with the card beside its fields; the store says where to look.
      if ('error' in made) return setPaymentError(cardProblem(made.error));
      token.current = made.token.id;
    }
    const body = toPlaceOrderBody(values, token.current ?? '');
    const outcome = await placeOrder(body);
    if (outcome.ok || !isRetryableWrite(outcome.error)) token.current = null;
    if (outcome.ok) {
      saveConfirmation(outcome.result, {
        first_name: body.shippingAddress.first_name,
        last_name: body.shippingAddress.last_name,
        primary_phone: body.phone,
      });
      navigate(CONFIRMATION_PATH);
      return;
    }
    const failure = checkoutErrorOf(outcome.error);
    if (failure.kind === 'payment') {
      // The card is refused: say so next to the payment; everything typed stays.
      setPaymentError(failure.message);
      return;
    }
    for (const [field, message] of failure.fields) setError(field, { type: 'server', message });
    setFormError(failure.message);
  });

  return { onSubmit, formError, paymentError };
}
