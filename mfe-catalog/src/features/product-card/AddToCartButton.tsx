// Add-to-cart button (spec 2 §4): idle -> loading (spinner, disabled) -> success (done mark) -> back to idle after
// about 1.2 s; a failure is only logged and the button returns to normal. The catalogue does not call the cart: it
// emits `cart:add-requested` on the shared bus and the cart remote answers with `cart:item-added` or `cart:add-failed`.
import styled from '@emotion/styled';
import { UI_DELAYS, colors, emit, useBusEvent, type AddToCartItem } from '@storefront/shared-domain';
import { useEffect, useRef, useState } from 'react';
import { Button, Spinner, VisuallyHidden } from '../ui/primitives';

/**
 * Without an answer from the cart within this time the button returns to idle (CHOICE: the spec gives no number; it
 * covers a page where no cart is listening).
 */
export const ADD_TO_CART_TIMEOUT_MS = 10_000;

export type AddToCartStatus = 'idle' | 'loading' | 'success';

const Wide = styled(Button)`
  label: catalogAddToCart;
  width: 100%;
  &[data-status='success'],
  &[data-status='success']:hover:not(:disabled) {
    background: ${colors.success};
    border-color: ${colors.success};
  }
`;

function Check() {
  return (
    <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M4 10.5l4 4 8-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface AddToCartButtonProps {
  item: AddToCartItem;
  /** 'Add to Cart' or 'Pre-order'. */
  label: string;
  testId?: string;
}

export function AddToCartButton({ item, label, testId = 'catalog-add-to-cart' }: AddToCartButtonProps) {
  const [status, setStatus] = useState<AddToCartStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clearTimer, []);

  useBusEvent('cart:item-added', (payload) => {
    if (status !== 'loading' || payload?.item?.sku !== item.sku) return;
    clearTimer();
    setStatus('success');
    timer.current = setTimeout(() => setStatus('idle'), UI_DELAYS.addToCartRevertMs);
  });

  useBusEvent('cart:add-failed', (payload) => {
    if (status !== 'loading' || payload?.item?.sku !== item.sku) return;
    clearTimer();
    console.error('[catalog] add to cart failed', payload.message);
    setStatus('idle');
  });

  const onClick = () => {
    if (status !== 'idle') return;
    setStatus('loading');
    clearTimer();
    timer.current = setTimeout(() => {
      console.warn('[catalog] add to cart: no answer from the cart', item.sku);
      setStatus('idle');
    }, ADD_TO_CART_TIMEOUT_MS);
    try {
      emit('cart:add-requested', { item });
    } catch (error) {
      clearTimer();
      console.error('[catalog] add to cart failed', error);
      setStatus('idle');
    }
  };

  return (
    <>
      <Wide
        type="button"
        onClick={onClick}
        disabled={status === 'loading'}
        aria-busy={status === 'loading' || undefined}
        data-status={status}
        data-testid={testId}
      >
        {status === 'loading' ? (
          <>
            <Spinner aria-hidden="true" />
            <VisuallyHidden>{label}</VisuallyHidden>
          </>
        ) : status === 'success' ? (
          <>
            <Check />
            <VisuallyHidden>{label}</VisuallyHidden>
            <span aria-hidden="true">Added</span>
          </>
        ) : (
          label
        )}
      </Wide>
      <VisuallyHidden role="status" aria-live="polite">
        {status === 'success' ? 'Added to cart' : ''}
      </VisuallyHidden>
    </>
  );
}
