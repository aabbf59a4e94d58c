import { css } from '@emotion/react';
// The compact stock line of cards and short product lists (the catalogue's cards, frequently bought together).
import {
  STOCK_TEXTS,
  colors,
  simpleStockIndicator,
  spacing,
  typography,
  type CardAction,
} from '@storefront/shared-domain';

const stockCss = css`
  label: ui-stockIndicator;
  display: inline-flex;
  align-items: center;
  gap: ${spacing.xs};
  margin: 0;
  font-size: ${typography.sizes.xs};
  font-weight: ${typography.weights.bold};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
  &[data-stock='add-to-cart'] {
    color: ${colors.success};
  }
  &[data-stock='pre-order'] {
    color: ${colors.link};
  }
  &[data-stock='out-of-stock'] {
    color: ${colors.textMuted};
  }
`;

/**
 * The simple stock indicator of spec 1 §4, 'In Stock' or 'Sold Out' (shared simpleStockIndicator), following the
 * card's own action so it never contradicts the button (a dealer never pre-orders). CHOICE: a card the shopper can
 * pre-order says 'Available for Pre-order' (the spec's stock label) rather than 'Sold Out' above its Pre-order button.
 */
export function StockIndicator({ action, testId }: { action: CardAction; testId: string }) {
  const text =
    action.kind === 'pre-order'
      ? STOCK_TEXTS.availableForPreorder
      : simpleStockIndicator(action.kind === 'add-to-cart');
  return (
    <p css={stockCss} data-stock={action.kind} data-testid={testId}>
      {text}
    </p>
  );
}
