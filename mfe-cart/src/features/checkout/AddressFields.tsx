// One address of the checkout (shipping or billing): the same fields, named and autofilled for their purpose.
import { useTheme } from '@emotion/react';
import type { CheckoutFieldsProps } from './CheckoutSection';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import { TextField } from '@storefront/ui';

export function AddressFields({
  prefix,
  form: { register },
  errors,
}: CheckoutFieldsProps & { prefix: 'shippingAddress' | 'billingAddress' }) {
  const theme = useTheme();
  const e = errors[prefix];
  return (
    <div css={{ display: 'grid', gap: theme.spacing.md, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      <TextField
        label={CHECKOUT_TEXTS.firstName}
        autoComplete={`${prefix === 'shippingAddress' ? 'shipping' : 'billing'} given-name`}
        registration={register(`${prefix}.first_name`)}
        error={e?.first_name}
        testId={`cart-checkout-${prefix}-first-name`}
      />
      <TextField
        label={CHECKOUT_TEXTS.lastName}
        autoComplete={`${prefix === 'shippingAddress' ? 'shipping' : 'billing'} family-name`}
        registration={register(`${prefix}.last_name`)}
        error={e?.last_name}
        testId={`cart-checkout-${prefix}-last-name`}
      />
      <div css={{ gridColumn: '1 / -1' }}>
        <TextField
          label={CHECKOUT_TEXTS.address1}
          autoComplete={`${prefix === 'shippingAddress' ? 'shipping' : 'billing'} address-line1`}
          registration={register(`${prefix}.address1`)}
          error={e?.address1}
          testId={`cart-checkout-${prefix}-address1`}
        />
      </div>
      <div css={{ gridColumn: '1 / -1' }}>
        <TextField
          label={CHECKOUT_TEXTS.address2}
          autoComplete={`${prefix === 'shippingAddress' ? 'shipping' : 'billing'} address-line2`}
          registration={register(`${prefix}.address2`)}
          error={e?.address2}
          testId={`cart-checkout-${prefix}-address2`}
        />
      </div>
      <div css={{ gridColumn: '1 / -1' }}>
        <TextField
          label={CHECKOUT_TEXTS.city}
          autoComplete={`${prefix === 'shippingAddress' ? 'shipping' : 'billing'} address-level2`}
          registration={register(`${prefix}.city`)}
          error={e?.city}
          testId={`cart-checkout-${prefix}-city`}
        />
      </div>
      <TextField
        label={CHECKOUT_TEXTS.state}
        autoComplete={`${prefix === 'shippingAddress' ? 'shipping' : 'billing'} address-level1`}
        maxLength={2}
        registration={register(`${prefix}.state`)}
        error={e?.state}
        testId={`cart-checkout-${prefix}-state`}
      />
      <TextField
        label={CHECKOUT_TEXTS.zip}
        inputMode="numeric"
        autoComplete={`${prefix === 'shippingAddress' ? 'shipping' : 'billing'} postal-code`}
        registration={register(`${prefix}.zip`)}
        error={e?.zip}
        testId={`cart-checkout-${prefix}-zip`}
      />
    </div>
  );
}
