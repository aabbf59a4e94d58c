import { useTheme } from '@emotion/react';
import { CheckoutSection, type CheckoutFieldsProps } from './CheckoutSection';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import { TextField } from '@storefront/ui';

export function ContactSection({ form: { register }, errors }: CheckoutFieldsProps) {
  const theme = useTheme();
  return (
    <CheckoutSection title={CHECKOUT_TEXTS.contact} testId="cart-checkout-contact">
      <div css={{ display: 'grid', gap: theme.spacing.md, [theme.mq.tabletUp]: { gridTemplateColumns: '1fr 1fr' } }}>
        <TextField
          label={CHECKOUT_TEXTS.email}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email}
          testId="cart-checkout-email"
        />
        <TextField
          label={CHECKOUT_TEXTS.phone}
          type="tel"
          autoComplete="tel"
          registration={register('phone')}
          error={errors.phone}
          testId="cart-checkout-phone"
        />
      </div>
    </CheckoutSection>
  );
}
