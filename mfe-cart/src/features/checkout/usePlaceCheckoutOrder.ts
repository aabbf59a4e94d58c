// Submitting the checkout form: the order body of the validated values, placed once per attempt (usePlaceOrder). A
// placed order goes to the confirmation page; a refused one shows the service's words where they belong.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UseFormReturn } from 'react-hook-form';
import { toPlaceOrderBody, type CheckoutValues } from './checkoutForm';
import { checkoutErrorOf } from './checkoutErrorOf';
import { CONFIRMATION_PATH, saveConfirmation } from './confirmationStore';
import { usePlaceOrder } from './usePlaceOrder';

export function usePlaceCheckoutOrder({ handleSubmit, setError, resetField }: UseFormReturn<CheckoutValues>) {
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const [formError, setFormError] = useState<string | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setPaymentError(null);
    const body = toPlaceOrderBody(values);
    const outcome = await placeOrder(body);
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
      // The card is refused: say so next to the payment, keep everything typed except the security code.
      setPaymentError(failure.message);
      if (values.paymentKind === 'card') resetField('cvc');
      return;
    }
    for (const [field, message] of failure.fields) setError(field, { type: 'server', message });
    setFormError(failure.message);
  });

  return { onSubmit, formError, paymentError };
}
