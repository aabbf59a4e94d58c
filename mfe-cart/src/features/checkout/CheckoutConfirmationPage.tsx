// Order confirmation (/checkout/v3/confirmation): order number, email, lines and totals of the order just placed,
// read from sessionStorage (a reload shows it again). Sends the purchase conversion once per order (spec 2 §3 'Order
// (for conversion tracking)'); with data missing it logs the spec 2 §8 message and sends nothing.
import { useEffect, useState } from 'react';
import { useTheme } from '@emotion/react';
import { ROUTES, selectIsLoggedIn, selectSessionStatus, useAppSelector } from '@storefront/shared-domain';
import { trackPurchase } from '../analytics/purchaseTracking';
import { AppLink } from '../ui/AppLink';
import { ConfirmationLines } from './ConfirmationLines';
import { markConfirmationTracked, readConfirmation, type StoredConfirmation } from './confirmationStore';
import { CONFIRMATION_TEXTS } from './confirmationTexts';
import { ConfirmationTotals } from './ConfirmationTotals';

export { CONFIRMATION_TEXTS };

/**
 * Sends the purchase conversion once the session is known (customer data goes with it only for a signed-in viewer),
 * and records that it went, so a reload does not count the order twice.
 */
function usePurchaseEvent(stored: StoredConfirmation | null, loggedIn: boolean) {
  const sessionStatus = useAppSelector(selectSessionStatus);
  useEffect(() => {
    if (stored?.tracked || sessionStatus === 'loading') return;
    if (trackPurchase(stored, loggedIn)) markConfirmationTracked();
  }, [stored, sessionStatus, loggedIn]);
}

export function CheckoutConfirmationPage() {
  const theme = useTheme();
  const [stored] = useState(readConfirmation);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  usePurchaseEvent(stored, loggedIn);

  const shell = {
    label: 'cart-checkout-confirmation',
    maxWidth: 720,
    margin: '0 auto',
    padding: `${theme.spacing.xl} ${theme.spacing.md}`,
    boxSizing: 'border-box',
  } as const;

  if (!stored?.order) {
    return (
      <section data-boundary="cart" data-testid="cart-checkout-confirmation" css={shell}>
        <p data-testid="cart-checkout-confirmation-missing">{CONFIRMATION_TEXTS.missing}</p>
        <AppLink to={ROUTES.home.path} css={{ color: theme.colors.link }}>
          {CONFIRMATION_TEXTS.continueShopping}
        </AppLink>
      </section>
    );
  }
  const { order, confirmation } = stored;
  return (
    <section data-boundary="cart" data-testid="cart-checkout-confirmation" css={shell}>
      <h1 css={{ margin: `0 0 ${theme.spacing.sm}`, fontSize: theme.typography.sizes.xxl }}>
        {CONFIRMATION_TEXTS.title}
      </h1>
      <p css={{ margin: 0, fontSize: theme.typography.sizes.lg }}>
        {CONFIRMATION_TEXTS.orderNumber}:{' '}
        <strong data-testid="cart-checkout-confirmation-number">
          {confirmation?.orderNumber ?? order.order_number}
        </strong>
      </p>
      <p data-testid="cart-checkout-confirmation-email" css={{ color: theme.colors.textMuted }}>
        {CONFIRMATION_TEXTS.sentTo(confirmation?.email ?? order.email)}
      </p>
      <ConfirmationLines order={order} />
      <ConfirmationTotals order={order} />
      <p css={{ display: 'flex', gap: theme.spacing.md, marginTop: theme.spacing.xl }}>
        <AppLink to={ROUTES.home.path} css={{ color: theme.colors.link }}>
          {CONFIRMATION_TEXTS.continueShopping}
        </AppLink>
        {loggedIn && (
          <AppLink to={ROUTES.orders.path} css={{ color: theme.colors.link }}>
            {CONFIRMATION_TEXTS.viewOrders}
          </AppLink>
        )}
      </p>
    </section>
  );
}
