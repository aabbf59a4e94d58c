// Quantity control and cart picker (spec 2 §5 "Quantity control", §9 "Cart quantity 1 to 1000; default control maximum 10").
import { QUANTITY_LIMITS } from '@storefront/shared-domain/runtime';

/** Minus is disabled at 1 or lower. */
export function isMinusDisabled(quantity: number): boolean {
  return !(quantity > QUANTITY_LIMITS.min);
}

/** Plus is disabled at or above the maximum (default 10). */
export function isPlusDisabled(quantity: number, max: number = QUANTITY_LIMITS.controlDefaultMax): boolean {
  return !(quantity < max);
}

/**
 * A typed value (on Enter or blur) applies only if it is a whole number greater than 0 and not above the maximum;
 * otherwise the previous value stays. CHOICE: decimals ('2.5') and non-numbers are ignored.
 */
export function applyTypedQuantity(
  typed: string | number | null | undefined,
  previous: number,
  max: number = QUANTITY_LIMITS.controlDefaultMax,
): number {
  const text = typeof typed === 'number' ? String(typed) : (typed ?? '').trim();
  if (!/^\d+$/.test(text)) return previous;
  const n = Number(text);
  return n >= QUANTITY_LIMITS.min && n <= max ? n : previous;
}

/** Arrow keys step by 1; out-of-range results are ignored (the value stays). */
export function stepQuantity(quantity: number, delta: 1 | -1, max: number = QUANTITY_LIMITS.controlDefaultMax): number {
  const next = quantity + delta * QUANTITY_LIMITS.step;
  return next >= QUANTITY_LIMITS.min && next <= max ? next : quantity;
}

/** The cart picker offers 1 to 1000. */
export function cartQuantityOptions(): number[] {
  return Array.from({ length: QUANTITY_LIMITS.cartMax - QUANTITY_LIMITS.min + 1 }, (_, i) => i + QUANTITY_LIMITS.min);
}

/** A valid cart quantity: a whole number from 1 to 1000. */
export function isValidCartQuantity(quantity: unknown): quantity is number {
  return (
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= QUANTITY_LIMITS.min &&
    quantity <= QUANTITY_LIMITS.cartMax
  );
}
