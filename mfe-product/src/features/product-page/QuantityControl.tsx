// Quantity control of spec 2 §5: minus disabled at 1, plus disabled at the maximum (default 10); a typed value applies
// on Enter or blur only when it is a whole number from 1 to the maximum, Escape restores the previous value; arrow
// keys step by 1 and ignore out-of-range results. Every decision is a rule of shared-domain (rules/quantity.ts).
import { css } from '@emotion/react';
import {
  PRODUCT_PAGE_TEXTS,
  QUANTITY_LIMITS,
  applyTypedQuantity,
  colors,
  isMinusDisabled,
  isPlusDisabled,
  radii,
  stepQuantity,
  typography,
} from '@storefront/shared-domain';
import { useState, type KeyboardEvent } from 'react';

const frameCss = css`
  label: productQuantity;
  display: inline-flex;
  align-items: stretch;
  height: 44px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.background};
  overflow: hidden;
  button {
    width: 44px;
    border: 0;
    background: ${colors.surface};
    color: ${colors.text};
    font-size: ${typography.sizes.lg};
    cursor: pointer;
  }
  button:disabled {
    color: ${colors.border};
    cursor: not-allowed;
  }
  button:focus-visible,
  input:focus-visible {
    outline: 2px solid ${colors.link};
    outline-offset: -2px;
  }
  input {
    width: 52px;
    border: 0;
    border-left: 1px solid ${colors.border};
    border-right: 1px solid ${colors.border};
    text-align: center;
    font-size: ${typography.sizes.md};
    font-weight: ${typography.weights.bold};
    font-family: inherit;
  }
`;

export interface QuantityControlProps {
  value: number;
  onChange: (quantity: number) => void;
  max?: number;
  disabled?: boolean;
  /** The input's field name in a form around the control: before JavaScript, what is typed is what is posted. */
  name?: string;
}

export function QuantityControl({
  value,
  onChange,
  max = QUANTITY_LIMITS.controlDefaultMax,
  disabled = false,
  name,
}: QuantityControlProps) {
  // What the shopper is typing; null when the field shows the applied value.
  const [draft, setDraft] = useState<string | null>(null);

  const apply = () => {
    if (draft === null) return;
    onChange(applyTypedQuantity(draft, value, max));
    setDraft(null);
  };
  const step = (delta: 1 | -1) => {
    setDraft(null);
    onChange(stepQuantity(value, delta, max));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(null);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  return (
    <div css={frameCss} role="group" aria-label={PRODUCT_PAGE_TEXTS.quantity} data-testid="product-quantity">
      <button
        type="button"
        aria-label={PRODUCT_PAGE_TEXTS.decreaseQuantity}
        disabled={disabled || isMinusDisabled(value)}
        onClick={() => step(-1)}
        data-testid="product-quantity-minus"
      >
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        name={name}
        aria-label={PRODUCT_PAGE_TEXTS.quantity}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={apply}
        onKeyDown={onKeyDown}
        data-testid="product-quantity-input"
      />
      <button
        type="button"
        aria-label={PRODUCT_PAGE_TEXTS.increaseQuantity}
        disabled={disabled || isPlusDisabled(value, max)}
        onClick={() => step(1)}
        data-testid="product-quantity-plus"
      >
        +
      </button>
    </div>
  );
}
