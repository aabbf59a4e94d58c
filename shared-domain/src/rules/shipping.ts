// Shipping cost and the dealer free-shipping progress bar (spec 2 §2 "Cart side panel", §9 "Shipping").
import { SHIPPING, SHIPPING_METHODS } from '../constants';
import type { ShippingMethodId, ShippingMethodQuote } from '../types';
import { formatMoney, roundMoney } from './money';

export interface ShippingSetting {
  freeThreshold: number;
  flatRate: number;
}

/** Named settings: 'current' (free over 1500, else 37.12) and 'older' (free over 25, else 4.82). */
export const SHIPPING_SETTINGS: Readonly<Record<'current' | 'older', ShippingSetting>> = {
  current: SHIPPING.current,
  older: SHIPPING.older,
};

/**
 * Shipping for a subtotal. CHOICES: reaching the threshold counts as "over" it (1500.00 ships free, 1499.99 pays
 * 37.12), matching the dealer bar whose FREE line shows "once the threshold is reached"; an empty cart (subtotal 0 or
 * less) ships for 0.
 */
export function shippingCost(subtotal: number, setting: ShippingSetting | 'current' | 'older' = 'current'): number {
  const s = typeof setting === 'string' ? SHIPPING_SETTINGS[setting] : setting;
  const amount = roundMoney(subtotal);
  if (amount <= 0) return 0;
  return amount >= s.freeThreshold ? 0 : s.flatRate;
}

/** Dealer shipping: fixed 37.12 below the dealer threshold, else free (threshold injectable; default is a CHOICE). */
export function dealerShippingCost(subtotal: number, threshold: number = SHIPPING.dealerFreeThreshold): number {
  return shippingCost(subtotal, { freeThreshold: threshold, flatRate: SHIPPING.dealerFlatRate });
}

/** Dealer progress bar: subtotal / threshold as a percentage, clamped to 0..100 and rounded to 2 decimals. */
export function dealerShippingProgress(subtotal: number, threshold: number = SHIPPING.dealerFreeThreshold): number {
  if (!Number.isFinite(subtotal) || !Number.isFinite(threshold) || threshold <= 0) return 0;
  return roundMoney(Math.min(100, Math.max(0, (subtotal / threshold) * 100)));
}

/** True once the dealer threshold is reached (the FREE shipping line shows). */
export function dealerFreeShippingReached(subtotal: number, threshold: number = SHIPPING.dealerFreeThreshold): boolean {
  return roundMoney(subtotal) >= threshold;
}

/** Shipping shown in the cart: 'FREE' when zero, else the amount in USD. */
export function shippingLabel(amount: number): string {
  return roundMoney(amount) === 0 ? 'FREE' : formatMoney(amount);
}

/** The cart's shipping for a viewer: dealers by the dealer threshold, everyone else by the current setting. */
export function cartShippingCost(subtotal: number, viewer: { isDealer: boolean }): number {
  return viewer.isDealer ? dealerShippingCost(subtotal) : shippingCost(subtotal);
}

/** The price of a shipping method: ground is the cart's shipping, express adds its surcharge to it. */
export function shippingMethodPrice(method: ShippingMethodId, subtotal: number, viewer: { isDealer: boolean }): number {
  const ground = cartShippingCost(subtotal, viewer);
  return method === 'express' ? roundMoney(ground + SHIPPING_METHODS.express.surcharge) : ground;
}

/** Every shipping method with its price and delivery estimate, ground first. */
export function shippingQuotes(subtotal: number, viewer: { isDealer: boolean }): ShippingMethodQuote[] {
  return (['ground', 'express'] as const).map((id) => ({
    id,
    label: SHIPPING_METHODS[id].label,
    price: shippingMethodPrice(id, subtotal, viewer),
    estimatedDays: [SHIPPING_METHODS[id].estimatedDays[0], SHIPPING_METHODS[id].estimatedDays[1]],
  }));
}
