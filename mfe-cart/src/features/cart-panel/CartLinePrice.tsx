// The line's total (struck through before the discount, which dealers never see) and the price of one when several.
import { useTheme } from '@emotion/react';
import { formatMoney, roundMoney, type CartLineItem } from '@storefront/shared-domain';
import { CART_LINE_TEXTS } from './cartLineTexts';

export function CartLinePrice({ line, isDealer }: { line: CartLineItem; isDealer: boolean }) {
  const theme = useTheme();
  const discount = isDealer ? 0 : roundMoney(line.total_line_discounts ?? 0);
  const lineTotal = roundMoney(line.price * line.quantity);
  return (
    <div css={{ textAlign: 'right' }} data-testid="cart-line-price">
      {discount > 0 && (
        <s css={{ color: theme.colors.textMuted, fontSize: 12, marginRight: theme.spacing.xs }}>
          {formatMoney(lineTotal + discount)}
        </s>
      )}
      <strong css={{ color: discount > 0 ? theme.colors.sale : theme.colors.text }}>{formatMoney(lineTotal)}</strong>
      {line.quantity > 1 && (
        <div css={{ fontSize: 12, color: theme.colors.textMuted }}>
          {formatMoney(line.price)} {CART_LINE_TEXTS.each}
        </div>
      )}
    </div>
  );
}
