// The cart picker as a stepper (spec 2 §5 'Quantity control', §9 'Cart quantity 1 to 1000'): minus disabled at 1 or
// lower, plus at or above the maximum; a typed value applies on Enter or blur only when it is a whole number from 1 to
// the maximum; Escape restores the previous value; arrow keys step by 1 and ignore out-of-range results. Each decision
// is a rule of shared-domain (rules/quantity.ts); the product page's control is a component of mfe-product, which a
// remote may not import, so this is the cart's own view of the same rules.
import { useState, type KeyboardEvent } from 'react';
import type { Theme } from '@emotion/react';
import {
  applyTypedQuantity,
  isMinusDisabled,
  isPlusDisabled,
  QUANTITY_LIMITS,
  stepQuantity,
} from '@storefront/shared-domain';

const frameCss = (theme: Theme) =>
  ({
    label: 'cart-quantity',
    display: 'inline-flex',
    height: 32,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    overflow: 'hidden',
    '& :focus-visible': { outline: `2px solid ${theme.colors.link}`, outlineOffset: -2 },
  }) as const;

const buttonCss = (theme: Theme) =>
  ({
    label: 'cart-quantity-button',
    width: 32,
    border: 0,
    background: theme.colors.surface,
    color: theme.colors.text,
    font: 'inherit',
    fontSize: theme.typography.sizes.md,
    cursor: 'pointer',
    '&[aria-disabled="true"]': { cursor: 'progress' },
    '&:disabled': { color: theme.colors.textMuted, cursor: 'not-allowed', opacity: 0.5 },
  }) as const;

const inputCss = (theme: Theme) =>
  ({
    label: 'cart-quantity-input',
    width: 48,
    border: 0,
    borderLeft: `1px solid ${theme.colors.border}`,
    borderRight: `1px solid ${theme.colors.border}`,
    background: theme.colors.background,
    color: theme.colors.text,
    textAlign: 'center',
    font: 'inherit',
    fontWeight: theme.typography.weights.bold,
  }) as const;

/** What a key does in the field (spec 2 §5): Enter applies, the arrows step by 1, Escape restores. */
type KeyAction = 'apply' | 'up' | 'down' | 'restore' | null;
function keyAction(key: string): KeyAction {
  if (key === 'Enter') return 'apply';
  if (key === 'ArrowUp') return 'up';
  if (key === 'ArrowDown') return 'down';
  return key === 'Escape' ? 'restore' : null;
}

export interface QuantityStepperProps {
  value: number;
  /** Called with a new quantity only (never with the current one). */
  onChange: (quantity: number) => void;
  max?: number;
  /**
   * A write is running: nothing applies, but the controls stay focusable (a disabled control would drop the focus of
   * a keyboard shopper stepping with the arrows on every step).
   */
  busy?: boolean;
  labels: { quantity: string; decrease: string; increase: string };
  /** The input's test id; the buttons add '-minus' and '-plus'. */
  testId: string;
}

export function QuantityStepper({
  value,
  onChange,
  max = QUANTITY_LIMITS.cartMax,
  busy = false,
  labels,
  testId,
}: QuantityStepperProps) {
  // What the shopper is typing; null while the field shows the applied value.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number) => {
    setDraft(null);
    if (!busy && next !== value) onChange(next);
  };
  const apply = () => {
    if (draft !== null) commit(applyTypedQuantity(draft, value, max));
  };
  const step = (delta: 1 | -1) => commit(stepQuantity(value, delta, max));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = keyAction(event.key);
    // Escape with nothing typed is left to the cart panel, which closes on it.
    if (!action || (action === 'restore' && draft === null)) return;
    event.preventDefault();
    if (action === 'apply') apply();
    else if (action === 'restore') setDraft(null);
    else step(action === 'up' ? 1 : -1);
  };

  return (
    <span role="group" aria-label={labels.quantity} css={frameCss}>
      <button
        type="button"
        aria-label={labels.decrease}
        aria-disabled={busy || undefined}
        disabled={isMinusDisabled(value)}
        onClick={() => step(-1)}
        data-testid={`${testId}-minus`}
        css={buttonCss}
      >
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        role="spinbutton"
        aria-label={labels.quantity}
        aria-valuemin={QUANTITY_LIMITS.min}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-disabled={busy || undefined}
        readOnly={busy}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={apply}
        onKeyDown={onKeyDown}
        data-testid={testId}
        css={inputCss}
      />
      <button
        type="button"
        aria-label={labels.increase}
        aria-disabled={busy || undefined}
        disabled={isPlusDisabled(value, max)}
        onClick={() => step(1)}
        data-testid={`${testId}-plus`}
        css={buttonCss}
      >
        +
      </button>
    </span>
  );
}
