// A new card: the payment provider's card fields (number with its brand, expiry, security code) in their frame, from
// the provider's origin, so the card never enters this page; the name on the card stays a field of the store's form.
import { useTheme } from '@emotion/react';
import type { CheckoutFieldsProps } from './CheckoutSection';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import type { CheckoutState } from './useCheckoutForm';
import { TextField } from '@storefront/ui';

export function NewCardFields({
  form: { register },
  errors,
  cardFields,
}: CheckoutFieldsProps & Pick<CheckoutState, 'cardFields'>) {
  const theme = useTheme();
  return (
    <div data-testid="cart-checkout-new-card" css={{ display: 'grid', gap: theme.spacing.md }}>
      {/* Empty on the server and at hydration; the frame is mounted into it afterwards. */}
      <div ref={cardFields.ref} data-testid="cart-checkout-card-fields" css={{ minHeight: 160 }} />
      {cardFields.failed && (
        <p role="alert" css={{ margin: 0, color: theme.colors.danger }}>
          {CHECKOUT_TEXTS.cardFieldsFailed}
        </p>
      )}
      <TextField
        label={CHECKOUT_TEXTS.nameOnCard}
        autoComplete="cc-name"
        registration={register('nameOnCard')}
        error={errors.nameOnCard}
        testId="cart-checkout-name-on-card"
      />
    </div>
  );
}
