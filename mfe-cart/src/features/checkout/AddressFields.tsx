// One address of the checkout (shipping or billing): the same fields, named and autofilled for their purpose.
import { useTheme } from '@emotion/react';
import type { CheckoutFieldsProps } from './CheckoutSection';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import { TextField } from '@storefront/ui';

interface AddressField {
  name: 'first_name' | 'last_name' | 'address1' | 'address2' | 'city' | 'state' | 'zip';
  label: string;
  autofill: string;
  idSuffix: string;
  wide?: boolean;
  maxLength?: number;
  inputMode?: 'numeric';
}

/** The fields in their order; a wide one takes the whole row. `autofill`: its autocomplete token after the section's. */
const ADDRESS_FIELDS: readonly AddressField[] = [
  { name: 'first_name', label: CHECKOUT_TEXTS.firstName, autofill: 'given-name', idSuffix: 'first-name' },
  { name: 'last_name', label: CHECKOUT_TEXTS.lastName, autofill: 'family-name', idSuffix: 'last-name' },
  { name: 'address1', label: CHECKOUT_TEXTS.address1, autofill: 'address-line1', idSuffix: 'address1', wide: true },
  { name: 'address2', label: CHECKOUT_TEXTS.address2, autofill: 'address-line2', idSuffix: 'address2', wide: true },
  { name: 'city', label: CHECKOUT_TEXTS.city, autofill: 'address-level2', idSuffix: 'city', wide: true },
  { name: 'state', label: CHECKOUT_TEXTS.state, autofill: 'address-level1', idSuffix: 'state', maxLength: 2 },
  { name: 'zip', label: CHECKOUT_TEXTS.zip, autofill: 'postal-code', idSuffix: 'zip', inputMode: 'numeric' },
];

export function AddressFields({
  prefix,
  form: { register },
  errors,
}: CheckoutFieldsProps & { prefix: 'shippingAddress' | 'billingAddress' }) {
  const theme = useTheme();
  const e = errors[prefix];
  const section = prefix === 'shippingAddress' ? 'shipping' : 'billing';
  return (
    <div css={{ display: 'grid', gap: theme.spacing.md, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {ADDRESS_FIELDS.map(({ name, autofill, idSuffix, wide, ...field }) => {
        const input = (
          <TextField
            key={name}
            {...field}
            autoComplete={`${section} ${autofill}`}
            registration={register(`${prefix}.${name}`)}
            error={e?.[name]}
            testId={`cart-checkout-${prefix}-${idSuffix}`}
          />
        );
        return wide ? (
          <div key={name} css={{ gridColumn: '1 / -1' }}>
            {input}
          </div>
        ) : (
          input
        );
      })}
    </div>
  );
}
