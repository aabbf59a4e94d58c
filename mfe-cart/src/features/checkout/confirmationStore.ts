// The last placed order, kept in sessionStorage so the confirmation page survives a reload (and only this tab sees
// it). `tracked` records that its conversion was sent, so a reload does not count the order twice.
import { ROUTES } from '@storefront/shared-domain';
import type { Order, PlaceOrderResponse } from '@storefront/shared-domain';

export const CONFIRMATION_STORAGE_KEY = 'sa_checkout_confirmation';
/** The shell routes this path to './CheckoutConfirmationPage'. */
export const CONFIRMATION_PATH = ROUTES.checkoutConfirmation.path;

export interface StoredConfirmation {
  order: Order;
  confirmation: { orderNumber: string; email: string };
  customer?: { first_name?: string; last_name?: string; primary_phone?: string };
  tracked?: boolean;
}

export function saveConfirmation(result: PlaceOrderResponse, customer?: StoredConfirmation['customer']): void {
  try {
    const stored: StoredConfirmation = { ...result, ...(customer ? { customer } : {}), tracked: false };
    window.sessionStorage.setItem(CONFIRMATION_STORAGE_KEY, JSON.stringify(stored));
  } catch (error) {
    console.error('[checkout] could not keep the confirmation', error);
  }
}

export function readConfirmation(): StoredConfirmation | null {
  try {
    const raw = window.sessionStorage.getItem(CONFIRMATION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredConfirmation | null;
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

export function markConfirmationTracked(): void {
  const stored = readConfirmation();
  if (!stored) return;
  try {
    window.sessionStorage.setItem(CONFIRMATION_STORAGE_KEY, JSON.stringify({ ...stored, tracked: true }));
  } catch {
    // Storage full or disabled: a reload may send the conversion again, which analytics de-duplicates by order number.
  }
}
