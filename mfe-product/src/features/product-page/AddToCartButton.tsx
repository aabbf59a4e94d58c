// Add-to-cart button of spec 2 §4: idle -> loading (spinner, disabled) -> success (done mark; the cart remote opens
// its panel) -> idle after about 1.2 s (UI_DELAYS.addToCartRevertMs); a failure is only logged and the button returns
// to normal. The page does not call the cart: it emits `cart:add-requested` and the cart remote answers on the bus
// with `cart:item-added` or `cart:add-failed`.
import styled from '@emotion/styled';
import {
  PRODUCT_PAGE_TEXTS,
  UI_DELAYS,
  colors,
  emit,
  radii,
  spacing,
  typography,
  useBusEvent,
  type AddToCartItem,
} from '@storefront/shared-domain';
import { useEffect, useRef, useState } from 'react';
import { DoneMark, Spinner, VisuallyHidden } from './ui';

/**
 * Without an answer from the cart within this time the button returns to idle (CHOICE: the spec gives no number; it
 * covers a page where no cart is listening, e.g. the remote running alone).
 */
export const ADD_TO_CART_ANSWER_TIMEOUT_MS = 10_000;

export type AddToCartStatus = 'idle' | 'loading' | 'success';

const Button = styled.button<{ isCompact: boolean }>`
  label: productAddToCart;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${spacing.sm};
  min-height: ${(p) => (p.isCompact ? '36px' : '48px')};
  width: 100%;
  padding: 0 ${spacing.lg};
  border: 1px solid ${colors.brand};
  border-radius: ${radii.md};
  background: ${colors.brand};
  color: ${colors.textInverse};
  font-family: inherit;
  font-size: ${(p) => (p.isCompact ? typography.sizes.sm : typography.sizes.md)};
  font-weight: ${typography.weights.bold};
  letter-spacing: 0.02em;
  text-transform: uppercase;
  cursor: pointer;
  transition: background 0.15s ease;
  &:hover:not(:disabled) {
    background: ${colors.brandDark};
  }
  &:focus-visible {
    outline: 2px solid ${colors.link};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
  }
  &:disabled:not([data-status='loading']) {
    background: ${colors.surface};
    border-color: ${colors.border};
    color: ${colors.textMuted};
  }
  &[data-status='success'] {
    background: ${colors.success};
    border-color: ${colors.success};
  }
`;

export interface AddToCartButtonProps {
  item: AddToCartItem;
  /** 'Add to Cart' or 'Pre-order'. */
  label: string;
  /** Options not chosen yet, or nothing to sell: the button shows its label, disabled. */
  disabled?: boolean;
  compact?: boolean;
  testId?: string;
}

export function AddToCartButton({
  item,
  label,
  disabled = false,
  compact = false,
  testId = 'product-add-to-cart',
}: AddToCartButtonProps) {
  const [status, setStatus] = useState<AddToCartStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clearTimer, []);

  const isOurs = (answered: AddToCartItem | undefined) =>
    status === 'loading' && answered?.sku === item.sku && answered?.quantity === item.quantity;

  useBusEvent('cart:item-added', (payload) => {
    if (!isOurs(payload?.item)) return;
    clearTimer();
    setStatus('success');
    timer.current = setTimeout(() => setStatus('idle'), UI_DELAYS.addToCartRevertMs);
  });

  useBusEvent('cart:add-failed', (payload) => {
    if (!isOurs(payload?.item)) return;
    clearTimer();
    console.error('[product] add to cart failed', payload.message);
    setStatus('idle');
  });

  const onClick = () => {
    if (status !== 'idle' || disabled) return;
    setStatus('loading');
    clearTimer();
    timer.current = setTimeout(() => {
      console.warn('[product] add to cart: no answer from the cart', item.sku);
      setStatus('idle');
    }, ADD_TO_CART_ANSWER_TIMEOUT_MS);
    emit('cart:add-requested', { item });
  };

  return (
    <>
      <Button
        type="button"
        isCompact={compact}
        onClick={onClick}
        disabled={disabled || status === 'loading'}
        aria-busy={status === 'loading' || undefined}
        data-status={status}
        data-testid={testId}
      >
        {status === 'loading' ? (
          <>
            <Spinner aria-hidden="true" data-testid={`${testId}-spinner`} />
            <VisuallyHidden>{label}</VisuallyHidden>
          </>
        ) : status === 'success' ? (
          <>
            <DoneMark />
            <VisuallyHidden>{label}</VisuallyHidden>
            <span aria-hidden="true">{PRODUCT_PAGE_TEXTS.added}</span>
          </>
        ) : (
          label
        )}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {status === 'success' ? PRODUCT_PAGE_TEXTS.addedToCart : ''}
      </VisuallyHidden>
    </>
  );
}
