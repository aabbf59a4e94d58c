// The lines of the order just placed, as the confirmation page lists them: name, SKU and quantity, and the line total.
import { useTheme } from '@emotion/react';
import { displaySku, formatMoney, type Order } from '@storefront/shared-domain';
import { CONFIRMATION_TEXTS } from './confirmationTexts';

export function ConfirmationLines({ order }: { order: Order }) {
  const theme = useTheme();
  return (
    <ul
      data-testid="cart-checkout-confirmation-lines"
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
  );
}
