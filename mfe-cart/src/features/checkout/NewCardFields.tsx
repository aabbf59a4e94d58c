// A new card: number (its brand shown as typed, with the test cards' hint), expiry, security code and name.
import { useTheme } from '@emotion/react';
import { useWatch, type FieldError } from 'react-hook-form';
import { cardBrand, expiryMonthOptions, SelectField, TextField } from '@storefront/shared-domain';
import type { CheckoutFieldsProps } from './CheckoutSection';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import type { CheckoutState } from './useCheckoutForm';

export function NewCardFields({
  form: { register, control },
  errors,
  years,
}: CheckoutFieldsProps & Pick<CheckoutState, 'years'>) {
  const theme = useTheme();
  const typed = useWatch({ control, name: 'cardNumber' });
  const brand = cardBrand(typed ?? '');
  return (
    <div
      data-testid="cart-checkout-new-card"
      css={{ display: 'grid', gap: theme.spacing.md, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
    >
      <div css={{ gridColumn: '1 / -1' }}>
        <TextField
          label={CHECKOUT_TEXTS.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          registration={register('cardNumber')}
          error={errors.cardNumber}
          hint={
            <>
              {brand && <strong data-testid="cart-checkout-card-brand">{brand}. </strong>}
              <span data-testid="cart-checkout-test-card-hint">{CHECKOUT_TEXTS.testCardHint}</span>
            </>
          }
          testId="cart-checkout-card-number"
        />
      </div>
      <SelectField
        label={CHECKOUT_TEXTS.expMonth}
        options={expiryMonthOptions()}
        registration={register('expMonth')}
        error={errors.expMonth as FieldError | undefined}
        testId="cart-checkout-exp-month"
      />
      <SelectField
        label={CHECKOUT_TEXTS.expYear}
        options={years}
        registration={register('expYear')}
        error={errors.expYear}
        testId="cart-checkout-exp-year"
      />
      <TextField
        label={CHECKOUT_TEXTS.cvc}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        registration={register('cvc')}
        error={errors.cvc}
        testId="cart-checkout-cvc"
      />
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
