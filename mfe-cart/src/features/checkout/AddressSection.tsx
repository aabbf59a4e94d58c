// The shipping address, and the billing address only when the shopper says it differs.
import { useTheme } from '@emotion/react';
import { AddressFields } from './AddressFields';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import { CheckoutSection, type CheckoutFieldsProps } from './CheckoutSection';
import type { CheckoutState } from './useCheckoutForm';

export function AddressSection(props: CheckoutFieldsProps & Pick<CheckoutState, 'billingSame'>) {
  const theme = useTheme();
  return (
    <>
      <CheckoutSection title={CHECKOUT_TEXTS.shippingAddress} testId="cart-checkout-shipping-address">
        <AddressFields prefix="shippingAddress" {...props} />
        <label css={{ display: 'flex', gap: theme.spacing.sm, alignItems: 'center' }}>
          <input
            type="checkbox"
            data-testid="cart-checkout-billing-same"
            {...props.form.register('billingSameAsShipping')}
          />
          {CHECKOUT_TEXTS.billingSame}
        </label>
      </CheckoutSection>

      {!props.billingSame && (
        <CheckoutSection title={CHECKOUT_TEXTS.billingAddress} testId="cart-checkout-billing-address">
          <AddressFields prefix="billingAddress" {...props} />
        </CheckoutSection>
      )}
    </>
  );
}
