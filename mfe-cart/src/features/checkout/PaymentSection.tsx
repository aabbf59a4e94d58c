// Payment: a saved card of a signed-in viewer or a new card, and the refusal of a card right beside them.
import { useTheme } from '@emotion/react';
import { CARD_BRAND_NAMES, cardLast4 } from '@storefront/shared-domain';
import { FieldErrorText } from '@storefront/ui';
import { CheckoutSection, radioRow, type CheckoutFieldsProps } from './CheckoutSection';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import { NewCardFields } from './NewCardFields';
import type { CheckoutState } from './useCheckoutForm';

export type PaymentSectionProps = CheckoutFieldsProps &
  Pick<CheckoutState, 'cardFields' | 'cards' | 'paymentKind' | 'paymentError'>;

export function PaymentSection(props: PaymentSectionProps) {
  const { form, errors, cards, paymentKind, paymentError } = props;
  const { register } = form;
  const theme = useTheme();
  return (
    <CheckoutSection title={CHECKOUT_TEXTS.payment} testId="cart-checkout-payment">
      {!!cards?.length && (
        <div css={{ display: 'grid', gap: theme.spacing.sm }}>
          <label css={radioRow}>
            <input type="radio" value="saved-card" data-testid="cart-checkout-pay-saved" {...register('paymentKind')} />
            {CHECKOUT_TEXTS.savedCard}
          </label>
          <label css={radioRow}>
            <input type="radio" value="card" data-testid="cart-checkout-pay-new" {...register('paymentKind')} />
            {CHECKOUT_TEXTS.newCard}
          </label>
        </div>
      )}
      {paymentKind === 'saved-card' && !!cards?.length ? (
        <div role="radiogroup" aria-label={CHECKOUT_TEXTS.savedCard} css={{ display: 'grid', gap: theme.spacing.sm }}>
          {cards.map((card) => (
            <label key={card.id} css={radioRow}>
              <input type="radio" value={card.id} data-testid="cart-checkout-saved-card" {...register('savedCardId')} />
              {CHECKOUT_TEXTS.savedCardLabel(
                CARD_BRAND_NAMES[card.card_brand] ?? card.card_brand,
                cardLast4(card.card_no),
                card.exp_month,
                card.exp_year,
              )}
            </label>
          ))}
          <FieldErrorText error={errors.savedCardId} />
        </div>
      ) : (
        <NewCardFields {...props} />
      )}
      {paymentError && (
        <p
          role="alert"
          data-testid="cart-checkout-payment-error"
          css={{
            margin: 0,
            padding: theme.spacing.sm,
            borderRadius: theme.radii.md,
            background: theme.colors.warningBackground,
            color: theme.colors.danger,
            fontWeight: theme.typography.weights.bold,
          }}
        >
          {paymentError}
        </p>
      )}
    </CheckoutSection>
  );
}
