// Ground or express, each with the price and days of the estimate for the typed ZIP code once it is known.
import { useTheme } from '@emotion/react';
import { formatMoney } from '@storefront/shared-domain';
import { FieldErrorText } from '@storefront/ui';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import { CheckoutSection, radioRow, type CheckoutFieldsProps } from './CheckoutSection';
import type { CheckoutState } from './useCheckoutForm';

export function ShippingMethodSection({
  form: { register },
  errors,
  methods,
}: CheckoutFieldsProps & Pick<CheckoutState, 'methods'>) {
  const theme = useTheme();
  return (
    <CheckoutSection title={CHECKOUT_TEXTS.shippingMethod} testId="cart-checkout-shipping-method">
      {(['ground', 'express'] as const).map((id) => {
        const method = methods.find((m) => m.id === id);
        return (
          <label key={id} css={radioRow}>
            <input type="radio" value={id} data-testid={`cart-checkout-method-${id}`} {...register('shippingMethod')} />
            <span css={{ flex: 1 }}>
              {method?.label ?? CHECKOUT_TEXTS.methodLabels[id]}
              {method && (
                <span css={{ display: 'block', fontSize: 13, color: theme.colors.textMuted }}>
                  {CHECKOUT_TEXTS.days(method.estimatedDays)}
                </span>
              )}
            </span>
            {method && <strong>{method.price === 0 ? 'FREE' : formatMoney(method.price)}</strong>}
          </label>
        );
      })}
      <FieldErrorText error={errors.shippingMethod} />
    </CheckoutSection>
  );
}
