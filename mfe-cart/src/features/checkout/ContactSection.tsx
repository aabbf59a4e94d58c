import { useTheme } from '@emotion/react';
import { CheckoutSection, type CheckoutFieldsProps } from './CheckoutSection';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import { TextField } from '@storefront/ui';

const CONTACT_FIELDS = [
  { name: 'email', label: CHECKOUT_TEXTS.email, type: 'email', autoComplete: 'email', testId: 'cart-checkout-email' },
  { name: 'phone', label: CHECKOUT_TEXTS.phone, type: 'tel', autoComplete: 'tel', testId: 'cart-checkout-phone' },
] as const;

export function ContactSection({ form: { register }, errors }: CheckoutFieldsProps) {
  const theme = useTheme();
  return (
    <CheckoutSection title={CHECKOUT_TEXTS.contact} testId="cart-checkout-contact">
      <div css={{ display: 'grid', gap: theme.spacing.md, [theme.mq.tabletUp]: { gridTemplateColumns: '1fr 1fr' } }}>
        {CONTACT_FIELDS.map(({ name, ...props }) => (
          <TextField key={name} {...props} registration={register(name)} error={errors[name]} />
        ))}
      </div>
    </CheckoutSection>
  );
}
