// Checkout (/checkout/v3): contact, shipping address, shipping method, payment, review and place order
// (contract C). Guests check out with their details; signed-in viewers start from their profile and saved cards.
// react-hook-form + zod; validation runs on submit and again on change (spec 2 §5). Errors of the service show in
// words; a declined card shows the message and keeps the form as typed. A placed order goes to the confirmation page.
// The page is a frame: each section is a component of its own, the form's state lives in useCheckoutForm.
import { useTheme, type Theme } from '@emotion/react';
import { apiErrorMessage } from '@storefront/shared-domain';
import { AddressSection } from './AddressSection';
import { CheckoutEmpty } from './CheckoutEmpty';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import { ContactSection } from './ContactSection';
import { OrderReview } from './OrderReview';
import { PaymentSection } from './PaymentSection';
import { ShippingMethodSection } from './ShippingMethodSection';
import { useCartHandoff } from './useCartHandoff';
import { useCheckoutForm } from './useCheckoutForm';

export { CHECKOUT_TEXTS } from './checkoutTexts';

const pageCss = (theme: Theme) =>
  ({
    label: 'cart-checkout-page',
    maxWidth: theme.layout.contentMaxWidth,
    margin: '0 auto',
    padding: `${theme.spacing.lg} ${theme.spacing.md}`,
    boxSizing: 'border-box',
  }) as const;

const formCss = (theme: Theme) => ({
  display: 'grid',
  gap: theme.spacing.lg,
  alignItems: 'start',
  [theme.mq.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 380px' },
});

export function CheckoutPage() {
  const theme = useTheme();
  const handoff = useCartHandoff();
  const checkout = useCheckoutForm();
  const { cart } = checkout;

  const handoffError = handoff.error ? (
    <p role="alert" data-testid="cart-checkout-handoff-error" css={{ color: theme.colors.danger }}>
      {apiErrorMessage(handoff.error)}
    </p>
  ) : null;

  if ((checkout.cartLoading && !cart) || handoff.pending) {
    return (
      <section data-boundary="cart" data-testid="cart-checkout-page" css={pageCss}>
        <p role="status">{CHECKOUT_TEXTS.loading}</p>
      </section>
    );
  }
  if (!checkout.isSubmitting && !checkout.lines.length) {
    return (
      <section data-boundary="cart" data-testid="cart-checkout-page" css={pageCss}>
        <CheckoutEmpty handoffError={handoffError} {...checkout} />
      </section>
    );
  }

  return (
    <section data-boundary="cart" data-testid="cart-checkout-page" css={pageCss}>
      <h1 css={{ margin: `0 0 ${theme.spacing.md}`, fontSize: theme.typography.sizes.xxl }}>{CHECKOUT_TEXTS.title}</h1>
      {handoffError}
      <form
        onSubmit={checkout.onSubmit}
        noValidate
        aria-label={CHECKOUT_TEXTS.title}
        data-testid="cart-checkout-form"
        css={formCss}
      >
        <div css={{ display: 'grid', gap: theme.spacing.lg, minWidth: 0 }}>
          <ContactSection {...checkout} />
          <AddressSection {...checkout} />
          <ShippingMethodSection {...checkout} />
          <PaymentSection {...checkout} />
        </div>
        <OrderReview {...checkout} />
      </form>
    </section>
  );
}
