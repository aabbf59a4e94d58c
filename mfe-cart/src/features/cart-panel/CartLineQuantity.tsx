// The line's quantity as a stepper (1 to 1000), named for the line, busy while a write of the row runs.
import { useTheme } from '@emotion/react';
import type { CartLineItem } from '@storefront/shared-domain';
import { QuantityStepper } from '../ui/QuantityStepper';
import { CART_LINE_TEXTS } from './cartLineTexts';

export interface CartLineQuantityProps {
  line: CartLineItem;
  updating: boolean;
  onChange: (quantity: number) => void;
}

export function CartLineQuantity({ line, updating, onChange }: CartLineQuantityProps) {
  const theme = useTheme();
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: theme.spacing.xs, fontSize: 12 }}>
      <span aria-hidden="true">{CART_LINE_TEXTS.quantity}</span>
      <QuantityStepper
        value={line.quantity}
        onChange={onChange}
        busy={updating}
        labels={{
          quantity: CART_LINE_TEXTS.quantityOf(line.name),
          decrease: CART_LINE_TEXTS.decreaseQuantity(line.name),
          increase: CART_LINE_TEXTS.increaseQuantity(line.name),
        }}
        testId="cart-line-quantity"
      />
    </span>
  );
}
