// Order confirmation (/checkout/v3/confirmation): order number, email, lines and totals of the order just placed,
// read from sessionStorage (a reload shows it again). Sends the purchase conversion once per order (spec 2 §3 'Order
// (for conversion tracking)'); with data missing it logs the spec 2 §8 message and sends nothing.
import { useEffect, useState } from 'react';
import { useTheme } from '@emotion/react';
import {
  displaySku,
  formatMoney,
  PATHS,
  selectIsLoggedIn,
  selectSessionStatus,
  useAppSelector,
} from '@storefront/shared-domain';
import { trackPurchase } from '../analytics/tracking';
import { AppLink } from '../ui/AppLink';
import { markConfirmationTracked, readConfirmation } from './confirmationStore';

export const CONFIRMATION_TEXTS = {
  title: 'Thank you for your order!',
  orderNumber: 'Order number',
  sentTo: (email: string) => `A confirmation email is on its way to ${email}.`,
  missing: 'We could not find a recent order in this browser tab.',
  continueShopping: 'Continue shopping',
  viewOrders: 'View your orders',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Total',
  quantity: 'Qty',
} as const;

export function CheckoutConfirmationPage() {
  const theme = useTheme();
  const [stored] = useState(readConfirmation);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const sessionStatus = useAppSelector(selectSessionStatus);

  useEffect(() => {
    // Sent once the session is known: customer data goes with it only for a signed-in viewer.
    if (stored?.tracked || sessionStatus === 'loading') return;
    if (trackPurchase(stored, loggedIn)) markConfirmationTracked();
  }, [stored, sessionStatus, loggedIn]);

  const shell = {
    label: 'checkout-confirmation',
    maxWidth: 720,
    margin: '0 auto',
    padding: `${theme.spacing.xl} ${theme.spacing.md}`,
    boxSizing: 'border-box',
  } as const;

  if (!stored?.order) {
    return (
      <section data-boundary="cart" data-testid="checkout-confirmation" css={shell}>
        <p data-testid="checkout-confirmation-missing">{CONFIRMATION_TEXTS.missing}</p>
        <AppLink to={PATHS.home} css={{ color: theme.colors.link }}>
          {CONFIRMATION_TEXTS.continueShopping}
        </AppLink>
      </section>
    );
  }
  const { order, confirmation } = stored;
  const row = { display: 'flex', justifyContent: 'space-between', margin: 0 } as const;
  return (
    <section data-boundary="cart" data-testid="checkout-confirmation" css={shell}>
      <h1 css={{ margin: `0 0 ${theme.spacing.sm}`, fontSize: theme.typography.sizes.xxl }}>
        {CONFIRMATION_TEXTS.title}
      </h1>
      <p css={{ margin: 0, fontSize: theme.typography.sizes.lg }}>
        {CONFIRMATION_TEXTS.orderNumber}:{' '}
        <strong data-testid="checkout-confirmation-number">{confirmation?.orderNumber ?? order.order_number}</strong>
      </p>
      <p data-testid="checkout-confirmation-email" css={{ color: theme.colors.textMuted }}>
        {CONFIRMATION_TEXTS.sentTo(confirmation?.email ?? order.email)}
      </p>
      <ul
        data-testid="checkout-confirmation-lines"
        css={{
          listStyle: 'none',
          margin: `${theme.spacing.lg} 0`,
          padding: 0,
          borderTop: `1px solid ${theme.colors.border}`,
        }}
      >
        {(order.lineItems ?? []).map((line) => (
          <li
            key={line.sku}
            css={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: theme.spacing.sm,
              padding: `${theme.spacing.sm} 0`,
              borderBottom: `1px solid ${theme.colors.border}`,
            }}
          >
            <span>
              {line.name}
              <span css={{ display: 'block', color: theme.colors.textMuted, fontSize: 12 }}>
                {displaySku(line.sku)} · {CONFIRMATION_TEXTS.quantity} {line.quantity}
              </span>
            </span>
            <strong>{formatMoney(line.price * line.quantity)}</strong>
          </li>
        ))}
      </ul>
      <div
        data-testid="checkout-confirmation-totals"
        css={{ display: 'grid', gap: theme.spacing.xs, maxWidth: 320, marginLeft: 'auto' }}
      >
        <p css={row}>
          <span>{CONFIRMATION_TEXTS.subtotal}</span>
          <span>{formatMoney(order.subTotal)}</span>
        </p>
        {order.discountsTotal > 0 && (
          <p css={{ ...row, color: theme.colors.sale }}>
            <span>{CONFIRMATION_TEXTS.discount}</span>
            <span>-{formatMoney(order.discountsTotal)}</span>
          </p>
        )}
        <p css={row}>
          <span>{CONFIRMATION_TEXTS.shipping}</span>
          <span>{order.shippingTotal === 0 ? 'FREE' : formatMoney(order.shippingTotal)}</span>
        </p>
        {order.taxTotal > 0 && (
          <p css={row}>
            <span>{CONFIRMATION_TEXTS.tax}</span>
            <span>{formatMoney(order.taxTotal)}</span>
          </p>
        )}
        <p css={{ ...row, fontWeight: theme.typography.weights.bold, fontSize: theme.typography.sizes.lg }}>
          <span>{CONFIRMATION_TEXTS.total}</span>
          <span data-testid="checkout-confirmation-total">{formatMoney(order.final_total)}</span>
        </p>
      </div>
      <p css={{ display: 'flex', gap: theme.spacing.md, marginTop: theme.spacing.xl }}>
        <AppLink to={PATHS.home} css={{ color: theme.colors.link }}>
          {CONFIRMATION_TEXTS.continueShopping}
        </AppLink>
        {loggedIn && (
          <AppLink to={PATHS.orders} css={{ color: theme.colors.link }}>
            {CONFIRMATION_TEXTS.viewOrders}
          </AppLink>
        )}
      </p>
    </section>
  );
}
