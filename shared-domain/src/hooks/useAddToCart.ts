// The add-to-cart button's behaviour (spec 2 §4), for every button that adds (a card, the product page, its lists):
// idle -> loading -> success (done mark; the cart remote opens its panel) -> idle after about 1.2 s; a failure is only
// logged and the button returns to idle. The button does not call the cart: it emits `cart:add-requested` and the cart
// remote answers on the bus with `cart:item-added` or `cart:add-failed`. Each remote draws its own button.
import { useEffect, useRef, useState } from 'react';
import { emit } from '../bus';
import { useBusEvent } from '../bus/useBusEvent';
import { UI_DELAYS } from '../constants';
import type { AddToCartItem } from '../types';

/**
 * Without an answer from the cart within this time the button returns to idle (CHOICE: the spec gives no number; it
 * covers a page where no cart is listening, e.g. a remote running alone).
 */
export const ADD_TO_CART_ANSWER_TIMEOUT_MS = 10_000;

export type AddToCartStatus = 'idle' | 'loading' | 'success';

export interface AddToCartOptions {
  /** Options not chosen yet, or nothing to sell: `add` does nothing. */
  disabled?: boolean;
  /** Names the area in the console messages, e.g. 'catalog'. */
  area: string;
}

export function useAddToCart(
  item: AddToCartItem,
  { disabled = false, area }: AddToCartOptions,
): { status: AddToCartStatus; add: () => void } {
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
    console.error(`[${area}] add to cart failed`, payload.message);
    setStatus('idle');
  });

  const add = () => {
    if (status !== 'idle' || disabled) return;
    setStatus('loading');
    clearTimer();
    timer.current = setTimeout(() => {
      console.warn(`[${area}] add to cart: no answer from the cart`, item.sku);
      setStatus('idle');
    }, ADD_TO_CART_ANSWER_TIMEOUT_MS);
    try {
      emit('cart:add-requested', { item });
    } catch (error) {
      clearTimer();
      console.error(`[${area}] add to cart failed`, error);
      setStatus('idle');
    }
  };

  return { status, add };
}
